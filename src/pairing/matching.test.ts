import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from './matching.ts';

// Brute force: the best total weight over all matchings of a small graph.
function best(n: number, w: bigint[][]): bigint {
  const go = (used: number): bigint => {
    let i = 0;
    while (i < n && used & (1 << i)) i++;
    if (i >= n) return 0n;
    let b = go(used | (1 << i)); // i unmatched
    for (let j = i + 1; j < n; j++) {
      if (!(used & (1 << j)) && w[j][i] > 0n) {
        const v = w[j][i] + go(used | (1 << i) | (1 << j));
        if (v > b) b = v;
      }
    }
    return b;
  };
  return go(0);
}

describe('maxWeightMatching (Edmonds blossom, BigInt weights)', () => {
  it('finds a maximum-weight matching on 2000 random graphs (checked by brute force)', () => {
    let s = 7;
    const rand = (k: number) => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s % k;
    };
    for (let t = 0; t < 2000; t++) {
      const n = 2 + rand(9);
      const big = rand(3) === 0;
      const w: bigint[][] = Array.from({ length: n }, (_, i) =>
        Array.from({ length: i }, () => (rand(3) === 0 ? 0n : BigInt(1 + rand(big ? 4 : 20)) << (big ? 70n : 0n))),
      );
      const mate = maxWeightMatching(n, (i, j) => w[i][j]);
      let total = 0n;
      for (let v = 0; v < n; v++) {
        const m = mate[v];
        if (m >= 0) {
          expect(mate[m]).toBe(v);
          if (m < v) total += w[v][m];
        }
      }
      expect(total).toBe(best(n, w));
    }
  });
});
