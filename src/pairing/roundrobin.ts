// Round-robin tables (FIDE C.05 Annex 1, Berger tables) for 3–20 players. With an odd number the last
// number (n + 1) is a dummy: its opponent has the round off. Double round robin: the second cycle repeats
// the first with colours reversed. Pure TypeScript.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';

export interface RoundRobinRound {
  round: number;
  /** [white, black] by board. */
  pairs: [number, number][];
  /** The player with the round off (odd number of players). */
  bye: number | null;
}

/**
 * Berger table for `players` participants. Round r: the fixed player n meets p = ((r − 1)·n/2 mod (n − 1)) + 1
 * (p has white in odd rounds); on board k the players p + (k − 1) (white) and p − (k − 1) (black), counted
 * round the circle 1 … n − 1.
 */
export function bergerTable(players: number, double = false): Result<RoundRobinRound[], string> {
  if (!Number.isInteger(players) || players < 3 || players > 20)
    return err(`Berger tablosu 3 ile 20 arasındaki oyuncu sayıları için verilir; “${players}” olamaz (C.05 Ek 1).`);
  const n = players % 2 === 0 ? players : players + 1;
  const m = n - 1;
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const rounds: RoundRobinRound[] = [];
  for (let r = 1; r <= m; r++) {
    const p = (((r - 1) * (n / 2)) % m) + 1;
    const pairs: [number, number][] = [r % 2 === 1 ? [p, n] : [n, p]];
    for (let k = 2; k <= n / 2; k++) pairs.push([wrap(p + k - 1), wrap(p - k + 1)]);
    let bye: number | null = null;
    const real = pairs.filter(([w, b]) => {
      if (w > players) bye = b;
      else if (b > players) bye = w;
      else return true;
      return false;
    });
    rounds.push({ round: r, pairs: real, bye });
  }
  if (double) {
    for (const r of rounds.slice(0, m)) rounds.push({ round: r.round + m, pairs: r.pairs.map(([w, b]) => [b, w]), bye: r.bye });
  }
  return ok(rounds);
}
