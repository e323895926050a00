// The smallest tournaments that show each rule. Expected pairings are worked out by hand from C.04.3.
import { describe, expect, it } from 'vitest';
import { readTrf } from '../trf/read.ts';
import type { TrfRoundBlock } from '../trf/read.ts';
import { writeTrf } from '../trf/write.ts';
import { pairDutch } from './dutch.ts';
import { bergerTable, pairNextRound } from './index.ts';
import { pairingState } from './view.ts';

/** Players 1..n (rating descending); rounds as "opp colour result" strings, '' for nothing yet. */
function trf(rounds: string[][], total = 5, initial: 'w' | 'b' = 'w'): string {
  const players = rounds.map((rs, i) => ({
    id: i + 1,
    name: `Oyuncu ${i + 1}`,
    rating: 2400 - i * 10,
    points: null,
    rounds: rs.map((r, k): TrfRoundBlock => {
      const [o, c, res] = r.split(' ');
      return { round: k + 1, column: 0, opponent: Number(o) || null, colour: c as TrfRoundBlock['colour'], result: res };
    }),
  }));
  return writeTrf({ name: 'Deneme', rounds: total, initialColour: initial }, players);
}

function pair(text: string) {
  const f = readTrf(text);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const st = pairingState(f.value);
  if (!st.ok) throw new Error(JSON.stringify(st.error));
  const p = pairDutch(st.value);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

describe('Dutch system (C.04.3), smallest cases', () => {
  it('round 1: top half against bottom half, colours alternate from the initial colour (A.2, E.5)', () => {
    expect(pair(trf([[], [], [], []])).pairs).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(pair(trf([[], [], [], []], 5, 'b')).pairs).toEqual([
      [3, 1],
      [2, 4],
    ]);
  });

  it('C1 excludes the rematch; C12 then prefers the exchange 1–2, 3–4 to the transposition 1–4, 2–3 (D.1, D.3)', () => {
    const t = trf([['3 w ='], ['4 b ='], ['1 b ='], ['2 w =']]);
    // 1–3 met. The transposition 1–4, 2–3 leaves two colour preferences unmet (1 and 4 both had white,
    // 2 and 3 both black); the exchange 1–2, 3–4 grants all four (E.1), and C12 comes before the order of D.
    const p = pair(t);
    expect(p.pairs).toEqual([
      [2, 1],
      [3, 4],
    ]);
    expect(p.trace.brackets[0].exchanges).toBe(1);
  });

  it('odd number: the PAB goes to the lowest player; not twice (C.04.1 c, C2)', () => {
    const r1 = pair(trf([[], [], [], [], []]));
    expect(r1.bye).toBe(5);
    const r2 = pair(trf([['3 w 1'], ['4 b 1'], ['1 b 0'], ['2 w 0'], ['0000 - U']]));
    expect(r2.bye).not.toBe(5);
    expect(r2.bye).toBe(4);
  });

  it('a requested half-point bye takes the player out of the round (C.04.1)', () => {
    const p = pair(trf([['3 w 1', '0000 - H'], ['4 b 1'], ['1 b 0'], ['2 w 0']]));
    expect(p.pairs.flat()).not.toContain(1);
    expect(p.bye).not.toBe(1);
  });

  it('C3: two players with the same absolute colour preference do not meet (before the last round)', () => {
    // After two rounds 1 and 2 both had white twice (absolute preference for black); they lead alone.
    const t = trf(
      [
        ['4 w 1', '5 w 1'],
        ['5 w 1', '6 w 1'],
        ['6 w =', '4 b ='],
        ['1 b 0', '3 w ='],
        ['2 b 0', '1 b 0'],
        ['3 b =', '2 b 0'],
      ],
      5,
    );
    const p = pair(t);
    expect(p.pairs.some(([w, b]) => (w === 1 && b === 2) || (w === 2 && b === 1))).toBe(false);
    // Both leaders had white twice: both must have black now (A.6 a, C3).
    const blacks = p.pairs.map(([, b]) => b);
    expect(blacks).toContain(1);
    expect(blacks).toContain(2);
  });

  it('pairNextRound gives Turkish sentences with article numbers', () => {
    const r = pairNextRound(trf([[], [], [], [], []]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.text.join(' ')).toMatch(/Eşlendirme bayı 5 numaralı oyuncuya.*C\.04\.1/);
    expect(r.value.reasons.some((x) => x.kind === 'colour' && x.article === 'C.04.3 5.2.5')).toBe(true);
  });
});

describe('Berger tables (C.05 Annex 1)', () => {
  it('every pair meets once, nobody plays twice in a round, colours differ by at most one', () => {
    for (let n = 3; n <= 20; n++) {
      const t = bergerTable(n);
      if (!t.ok) throw new Error(t.error);
      const met = new Set<string>();
      const white = new Array(n + 1).fill(0);
      for (const r of t.value) {
        const inRound = new Set<number>();
        for (const [w, b] of r.pairs) {
          for (const x of [w, b]) {
            expect(inRound.has(x)).toBe(false);
            inRound.add(x);
          }
          const k = w < b ? `${w}-${b}` : `${b}-${w}`;
          expect(met.has(k)).toBe(false);
          met.add(k);
          white[w]++;
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      const games = n % 2 ? n - 1 : n - 1;
      for (let p = 1; p <= n; p++) expect(Math.abs(2 * white[p] - games)).toBeLessThanOrEqual(1);
    }
  });
  it('double round robin reverses the colours of the first cycle', () => {
    const t = bergerTable(4, true);
    if (!t.ok) throw new Error(t.error);
    expect(t.value).toHaveLength(6);
    expect(t.value[3].pairs).toEqual(t.value[0].pairs.map(([w, b]) => [b, w]));
  });
});
