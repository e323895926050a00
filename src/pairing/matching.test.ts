import { describe, expect, it } from 'vitest';
import { Matcher, maxWeightMatching, writeBigInt } from './matching.ts';

// Brute force: the best total weight over all matchings of the vertices in `live` (a bit set).
function best(n: number, w: bigint[][], live = (1 << n) - 1): bigint {
  const go = (used: number): bigint => {
    let i = 0;
    while (i < n && (used & (1 << i) || !(live & (1 << i)))) i++;
    if (i >= n) return 0n;
    let b = go(used | (1 << i)); // i unmatched
    for (let j = i + 1; j < n; j++) {
      if (live & (1 << j) && !(used & (1 << j)) && w[j][i] > 0n) {
        const v = w[j][i] + go(used | (1 << i) | (1 << j));
        if (v > b) b = v;
      }
    }
    return b;
  };
  return go(0);
}

const at = (w: bigint[][], i: number, j: number) => (i > j ? w[i][j] : w[j][i]);

/** The total of a matching, after checking that it is one (symmetric, on edges, on live vertices). */
function total(mate: ArrayLike<number>, w: bigint[][], live: number): bigint {
  let s = 0n;
  for (let v = 0; v < mate.length; v++) {
    const m = mate[v];
    if (m < 0) continue;
    expect(mate[m]).toBe(v);
    expect(live & (1 << v) && live & (1 << m)).toBeTruthy();
    expect(at(w, v, m) > 0n).toBe(true);
    if (m < v) s += at(w, v, m);
  }
  return s;
}

function random(seed: number) {
  let s = seed;
  return (k: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % k;
  };
}

describe('maximum-weight matching (Edmonds blossom, limb weights)', () => {
  it('finds a maximum-weight matching on 2000 random graphs (checked by brute force)', () => {
    const rand = random(7);
    for (let t = 0; t < 2000; t++) {
      const n = 2 + rand(9);
      const big = rand(3) === 0;
      const w: bigint[][] = Array.from({ length: n }, (_, i) =>
        Array.from({ length: i }, () => (rand(3) === 0 ? 0n : BigInt(1 + rand(big ? 4 : 20)) << (big ? 70n : 0n))),
      );
      const mate = maxWeightMatching(n, (i, j) => w[i][j]);
      expect(total(mate, w, (1 << n) - 1)).toBe(best(n, w));
    }
  });

  it('stays maximum when one vertex’s edges change or vertices leave, re-solving incrementally', () => {
    const rand = random(11);
    for (let t = 0; t < 300; t++) {
      const n = 3 + rand(9);
      // Weights across two limbs (2^50 and up) and small ones, with many ties.
      const weightOf = () => (rand(4) === 0 ? 0n : (BigInt(rand(4)) << 50n) + BigInt(rand(6)));
      const w: bigint[][] = Array.from({ length: n }, (_, i) => Array.from({ length: i }, weightOf));
      const m = new Matcher(n, 53);
      const buf = new Float64Array(m.limbs);
      const set = (a: number, b: number, x: bigint) => {
        if (a > b) w[a][b] = x;
        else w[b][a] = x;
        writeBigInt(x, buf, 0, m.limbs);
        m.setWeight(a, b, buf, 0);
      };
      for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) set(i, j, w[i][j]);
      let live = (1 << n) - 1;
      expect(total(m.solve(), w, live)).toBe(best(n, w, live));
      for (let step = 0; step < 12; step++) {
        const v = rand(n);
        if (!(live & (1 << v))) continue;
        if (rand(5) === 0) {
          live &= ~(1 << v);
          m.remove(v);
        } else {
          // Change some of v's edges: up, down, removed, added; sometimes a second vertex too.
          for (let j = 0; j < n; j++) if (j !== v && rand(2)) set(v, j, weightOf());
          const u = rand(n);
          if (u !== v && rand(3) === 0) set(u, v, weightOf());
        }
        expect(total(m.solve(), w, live)).toBe(best(n, w, live));
      }
    }
  });
});
