// Deterministic randomness and board writing for the engine's property tests.

/** A linear congruential generator: `rnd(n)` is an integer in [0, n), the same sequence for the same seed. */
export function lcg(seed: number): (n: number) => number {
  let s = seed;
  return (n: number): number => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % n;
  };
}

/**
 * A placer on `board` (piece letters indexed a1 = 0 … h8 = 63): `place(c, lo, hi)` puts `c` on a
 * random empty square in [lo, hi), giving up after 100 tries on a crowded range.
 */
export function placer(board: string[], rnd: (n: number) => number): (c: string, lo?: number, hi?: number) => void {
  return (c, lo = 0, hi = 64) => {
    for (let k = 0; k < 100; k++) {
      const s = lo + rnd(hi - lo);
      if (!board[s]) {
        board[s] = c;
        return;
      }
    }
  };
}

/** The FEN placement of a board of piece letters indexed a1 = 0 … h8 = 63 ('' for an empty square). */
export function placementFen(board: readonly string[]): string {
  const ranks: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const c = board[rank * 8 + f];
      if (!c) empty++;
      else {
        row += (empty || '') + c;
        empty = 0;
      }
    }
    ranks.push(row + (empty || ''));
  }
  return ranks.join('/');
}
