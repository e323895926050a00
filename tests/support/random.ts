// Deterministic randomness and board writing for the engine's property tests.

/** A linear congruential generator: `rnd(n)` is an integer in [0, n), the same sequence for the same seed. */
export function lcg(seed: number): (n: number) => number {
  let s = seed;
  return (n: number): number => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % n;
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
