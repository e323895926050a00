// The pairing exercise (exercise.ts): a candidate's pairing graded board by board against the engine,
// and the quick-entry parser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeExercise, parsePairs } from './exercise.ts';
import { pairNextRound } from './index.ts';
import { readTrf } from '../trf/read.ts';
import { truncateBefore } from '../trf/truncate.ts';

const file = readTrf(readFileSync(new URL('../../tests/fixtures/pairing/p009-s103.trf', import.meta.url), 'utf8').replace(/\r\n?/g, '\n'));
if (!file.ok) throw new Error('fixture');
const text = truncateBefore(file.value, 4, 7);
const engine = pairNextRound(text);
if (!engine.ok) throw new Error('engine');
const { pairs, bye } = engine.value;

describe('gradeExercise', () => {
  it('the engine’s own pairing is right on every board', () => {
    const g = gradeExercise(text, { pairs, bye });
    expect(g.ok && g.value.boards.every((b) => b.verdict === 'right')).toBe(true);
    expect(g.ok && g.value.right).toBe(pairs.length);
    expect(g.ok && g.value.decisive).toBe(null);
  });

  it('reversed colours, exchanged opponents and a wrong bye are named with the reason', () => {
    const mine = pairs.map((p) => [...p] as [number, number]);
    mine[0].reverse();
    [mine[1][1], mine[2][1]] = [mine[2][1], mine[1][1]];
    const other = pairs[3][1];
    mine[3][1] = bye as number;
    const g = gradeExercise(text, { pairs: mine, bye: other });
    if (!g.ok) throw new Error(g.error.message);
    const v = g.value.boards.map((b) => b.verdict);
    expect(v).toEqual(['colours', 'wrong', 'wrong', 'wrong']);
    expect(g.value.boards[0].text.some((t) => /5\.2\.\d/.test(t))).toBe(true);
    expect(g.value.boards[1].text.join(' ')).toContain(`Motor: 2. masada ${pairs[1][0]} – ${pairs[1][1]}`);
    expect(g.value.bye.right).toBe(false);
    expect(g.value.bye.text[0]).toBe(`Motor bayı ${bye} numaralı oyuncuya verir.`);
    expect(g.value.decisive).toMatch(/^İki eşlendirmeyi ayıran ilk ölçüt C\.04\.3 /);
  });

  it('each wrong board gets its own explanation: the criterion its pair breaks, no sentence repeated', () => {
    // Every black moved one board on: every board is wrong, each for a reason of its own.
    const mine = pairs.map((p, i) => [p[0], pairs[(i + 1) % pairs.length][1]] as [number, number]);
    const g = gradeExercise(text, { pairs: mine, bye });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.boards.map((b) => b.verdict)).toEqual(mine.map(() => 'wrong'));
    const seenText = new Map<string, number>();
    for (const b of g.value.boards) {
      const own = b.text.find((t) => t.startsWith(`Bu masa için ${b.white} – ${b.black} `));
      expect(own, `board ${b.board}`).toMatch(/C\.04\.3 (\d+(\.\d+)* \[C\d+\]|4\.2–4\.4)/);
      for (const t of b.text) {
        expect(seenText.get(t), `"${t}" on boards ${seenText.get(t)} and ${b.board}`).toBeUndefined();
        seenText.set(t, b.board);
      }
    }
    // The pair that met before is refused by [C1], a pair across score groups by a float criterion ([C6]–[C9]), each on its own board.
    for (const b of g.value.boards) {
      const own = b.text.find((t) => t.startsWith('Bu masa için')) as string;
      if (b.text[0].includes('daha önce karşılaştı')) expect(own).toContain(`C.04.3 2.1.1 [C1] ölçütünü bozar`);
      else if (b.text[0].startsWith('Puanları farklı')) expect(own).toMatch(/C\.04\.3 2\.4\.[1-4] \[C[6-9]\] ölçütünü bozar/);
    }
    expect(g.value.boards.some((b) => b.text[0].includes('daha önce karşılaştı'))).toBe(true);
  });

  it('a player twice or not in the file makes the board invalid, in Turkish', () => {
    const mine = pairs.map((p) => [...p] as [number, number]);
    mine[1][0] = mine[0][0];
    mine[2][1] = 99;
    const g = gradeExercise(text, { pairs: mine, bye });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.boards[1].verdict).toBe('invalid');
    expect(g.value.boards[1].text[0]).toBe(`${mine[0][0]} numaralı oyuncu 1. masada da var.`);
    expect(g.value.boards[2].text[0]).toBe('99 numaralı oyuncu dosyada yok.');
    expect(g.value.missing.length).toBeGreaterThan(0);
  });
});

describe('parsePairs', () => {
  it('reads pairs and the bye in the usual ways', () => {
    expect(parsePairs('3-7, 5 – 1\n2-0')).toEqual({
      ok: true,
      value: {
        pairs: [
          [3, 7],
          [5, 1],
        ],
        bye: 2,
      },
    });
    expect(parsePairs('3-7 bay: 9')).toEqual({ ok: true, value: { pairs: [[3, 7]], bye: 9 } });
  });
  it('names what it cannot read', () => {
    const r = parsePairs('3-7 x 5');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^“x” okunamadı/);
  });
});
