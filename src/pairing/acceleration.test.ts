// Acceleration: the Baku method (C.04.5.1) computed from a TRF-2026 192 line, the XXA and 250 lines as
// written, and the Turkish errors for lines that contradict themselves or name unknown players.

import { describe, expect, it } from 'vitest';
import { readTrf } from '../trf/read.ts';
import { playerLine } from '../trf/write.ts';
import type { TrfRoundBlock } from '../trf/read.ts';
import { accelerationOf, accelerationReport } from './acceleration.ts';
import { pairNextRound } from './index.ts';

/** n players (ratings falling with the number), no rounds, and the given extra lines. */
function tournament(n: number, extra: string[], rounds = 9, blocks: (id: number) => TrfRoundBlock[] = () => []): string {
  const lines = ['012 Hızlandırma'];
  for (let id = 1; id <= n; id++) {
    const b = blocks(id);
    const points = b.reduce((s, x) => s + (x.result === '1' ? 1 : x.result === '=' ? 0.5 : 0), 0);
    lines.push(playerLine({ id, name: `Oyuncu ${id}`, rating: 2600 - 5 * id, points, rounds: b }));
  }
  return [...lines, `XXR ${rounds}`, 'XXC white1', ...extra].join('\n') + '\n';
}
const plan = (text: string) => {
  const f = readTrf(text);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  return accelerationOf(f.value);
};
const errorOf = (text: string) => {
  const f = readTrf(text);
  if (!f.ok) return f.error;
  const p = accelerationOf(f.value);
  if (p.ok) throw new Error('no error');
  return p.error;
};
/** Round 1 played as 1–(n/2+1), 2–(n/2+2), …: every player has a round-1 block. */
const roundOne =
  (n: number, late: number[] = []) =>
  (id: number): TrfRoundBlock[] => {
    if (late.includes(id)) return [];
    const field = Array.from({ length: n }, (_, i) => i + 1).filter((x) => !late.includes(x));
    const half = field.length / 2;
    const k = field.indexOf(id);
    const opp = k < half ? field[k + half] : field[k - half];
    return [{ round: 1, column: 0, opponent: opp, colour: k < half ? 'w' : 'b', result: k < half ? '1' : '0' }];
  };

describe('Baku acceleration (C.04.5.1) from a 192 line', () => {
  it('161 players, 9 rounds: GA is the first 82 (2 × ⌈161/4⌉), 1 point in rounds 1–3, 0.5 in rounds 4–5', () => {
    const p = plan(tournament(161, ['192 FIDE_DUTCH_BAKU']));
    if (!p.ok || !p.value?.baku) throw new Error('no plan');
    const b = p.value.baku;
    expect([b.gaSize, b.lastGa, b.ga.length, b.accelerated, b.full]).toEqual([82, 82, 82, 5, 3]);
    expect(p.value.points.get(1)).toEqual([10, 10, 10, 5, 5]);
    expect(p.value.points.get(82)).toEqual([10, 10, 10, 5, 5]);
    expect(p.value.points.has(83)).toBe(false);
  });

  it('20 players, 7 rounds: four accelerated rounds, two with 1 point and two with 0.5; GA of 10', () => {
    const p = plan(tournament(20, ['192 FIDE_DUTCH_2026_BAKU'], 7));
    if (!p.ok || !p.value?.baku) throw new Error('no plan');
    expect([p.value.baku.gaSize, p.value.baku.accelerated, p.value.baku.full]).toEqual([10, 4, 2]);
    expect(p.value.points.get(10)).toEqual([10, 10, 5, 5]);
  });

  it('late entries: the last GA player stays; one placed above joins GA (GA becomes odd), one below does not', () => {
    // 30 players before round 1 (GA 16); two entries placed at 5 and 25 after round 1, so the file has 32.
    const p = plan(tournament(32, ['192 FIDE_DUTCH_BAKU'], 9, roundOne(32, [5, 25])));
    if (!p.ok || !p.value?.baku) throw new Error('no plan');
    const b = p.value.baku;
    expect([b.initial, b.gaSize, b.lastGa, b.ga.length]).toEqual([30, 16, 17, 17]);
    expect(b.late).toEqual([5, 25]);
    expect(b.ga).toContain(5);
    expect(p.value.points.has(25)).toBe(false);
    expect(accelerationReport(p.value, 2).text[2]).toMatch(/Geç katılanlar .*: 5, 25\. .*GA’ya girenler: 5\).*bizim okumamız/);
  });

  it('pairs round 1 of a Baku file GA against GA: 1 meets 9 of 16, not 17 of 32', () => {
    const r = pairNextRound(tournament(32, ['192 FIDE_DUTCH_BAKU']));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.pairs[0]).toEqual([1, 9]);
    expect(r.value.acceleration?.title).toMatch(/Baku.*C\.04\.5\.1/);
    expect(r.value.acceleration?.groups).toEqual([{ players: '1–16', count: 16, schedule: '1–3. turlarda 1, 4–5. turlarda 0,5', now: 1 }]);
    // The explanation names the virtual points where they make the score group.
    expect(r.value.text.find((t) => t.startsWith('1 puan grubu'))).toMatch(/sanal puan.*C\.04\.5\.1/);
  });

  it('says when a round is no longer accelerated', () => {
    const p = plan(tournament(8, ['192 FIDE_DUTCH_BAKU'], 5));
    if (!p.ok || !p.value) throw new Error('no plan');
    expect(accelerationReport(p.value, 4).text.at(-1)).toMatch(/4\. tur hızlandırılmış değil/);
  });

  it('refuses a non-standard scoring and a file without the number of rounds, naming the 192 line', () => {
    const scored = errorOf(tournament(8, ['192 FIDE_DUTCH_BAKU', 'XXS W=3 D=1']));
    expect(scored.line).toBe(12);
    expect(scored.message).toMatch(/C\.04\.5\.1 yalnızca galibiyete 1/);
    const noRounds = errorOf(tournament(8, ['192 FIDE_DUTCH_BAKU']).replace(/^XXR.*\n/m, ''));
    expect(noRounds.message).toMatch(/tur sayısı yok.*142/);
  });
});

describe('XXA and 250 lines', () => {
  it('250 ranges give the points; they override a 192 Baku line (TRF-2026), which the report says', () => {
    const p = plan(tournament(12, ['192 FIDE_DUTCH_BAKU', '250       1.0 001 002 0001 0004', '250       0.5 003 003 0001 0006']));
    if (!p.ok || !p.value) throw new Error('no plan');
    expect(p.value.method).toBe('lines');
    expect(p.value.points.get(4)).toEqual([10, 10, 5]);
    expect(p.value.points.get(6)).toEqual([undefined, undefined, 5]);
    expect(p.value.points.has(7)).toBe(false);
    expect(accelerationReport(p.value, 1).text[0]).toMatch(/192 satırındaki Baku isteği \(satır 16\) .* uygulanmadı/);
  });

  it('an XXA line and a 250 line agreeing are one plan; disagreeing, an error naming both lines', () => {
    const agree = plan(tournament(6, ['XXA    1  1.0  1.0', '250       1.0 001 002 0001 0002']));
    expect(agree.ok).toBe(true);
    const e = errorOf(tournament(6, ['XXA    1  1.0  0.5', '250       1.0 001 002 0001 0002']));
    expect(e.line).toBe(11);
    expect(e.message).toMatch(/1 numaralı oyuncuya 2\. turda 1 sanal puan veriyor, ama satır 10 .* 0,5/);
  });

  it.each([
    ['250       1.0 003 001 0001 0004', 15, /ilk tur \(3\) son turdan \(1\) büyük/],
    ['250       1.0 001 002 0004 0001', 23, /ilk oyuncu \(4\) son oyuncudan \(1\) büyük/],
    ['250       1.0 001 002 0001 0009', 28, /9 numaralı oyuncuyu anıyor, ama dosyada/],
    ['250  1.0  1.0 001 002 0001 0004', 5, /maç puanı .* yalnız takım/],
    ['250       0.0 001 002 0001 0004', 10, /sıfırdan farklı/],
    ['250       1.0 001 012 0001 0004', 19, /12\. tura kadar .* turnuva 9 tur/],
    ['250       1.x 001 002 0001 0004', 10, /sanal puan \(sütun 10–13\)/],
    ['250       1.0 001     0001 0004', 19, /son tur \(sütun 19–21\) okunamadı/],
    ['XXA    9  1.0', 5, /9 numaralı oyuncuya sanal puan veriyor, ama dosyada/],
  ])('%s: a Turkish error at the line and column', (line, column, message) => {
    const e = errorOf(tournament(8, [line]));
    expect([e.line, e.column]).toEqual([12, column]);
    expect(e.message).toMatch(message);
  });

  it('a second XXA line for the same player is an error naming the first', () => {
    const e = errorOf(tournament(8, ['XXA    1  1.0', 'XXA    1  0.5']));
    expect(e.line).toBe(13);
    expect(e.message).toMatch(/ikinci XXA satırı \(ilki satır 12\)/);
  });

  it('the tool and the CLI give the error with its line, and pair nothing', () => {
    const r = pairNextRound(tournament(8, ['250       1.0 001 002 0001 0009']));
    expect(r.ok).toBe(false);
  });
});
