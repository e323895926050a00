// Soundness check on random blocked positions (fixed seed): whenever the static stages
// (material, semi-static analysis) answer `unwinnable`, a plain walk over all reachable
// positions — no pruning but the game's own ends — must not meet a mate of the loser.

import { describe, expect, it } from 'vitest';
import { Position } from '../position.ts';
import { canCheckmate, lastStats } from './index.ts';
import { HBoard } from './board.ts';
import { exhaust } from './search.ts';

function randomBlockedFen(rnd: (n: number) => number): string {
  const board: string[] = new Array(64).fill('');
  const place = (c: string, lo = 0, hi = 64): void => {
    for (let k = 0; k < 100; k++) {
      const s = lo + rnd(hi - lo);
      if (!board[s]) {
        board[s] = c;
        return;
      }
    }
  };
  // A pawn wall without captures: pairs on adjacent files two ranks apart, a file left empty now and then.
  let r = 1 + rnd(4);
  for (let f = 0; f < 8; f++) {
    if (rnd(10) === 0) {
      r = 1 + rnd(4);
      continue;
    }
    board[r * 8 + f] = 'P';
    board[(r + 1) * 8 + f] = 'p';
    r = r >= 4 ? r - 2 : r <= 2 ? r + 2 : r + (rnd(2) ? 2 : -2);
  }
  place('K', 0, 16);
  place('k', 48, 64);
  const extra = 'NnBbBbBbPpRrQ';
  const k = rnd(5);
  for (let i = 0; i < k; i++) {
    const c = extra[rnd(extra.length)];
    if (c === 'P' || c === 'p') place(c, 8, 56);
    else place(c);
  }
  let fen = '';
  for (let rank = 7; rank >= 0; rank--) {
    let e = 0;
    for (let f = 0; f < 8; f++) {
      const c = board[rank * 8 + f];
      if (!c) {
        e++;
        continue;
      }
      if (e) fen += e;
      e = 0;
      fen += c;
    }
    if (e) fen += e;
    if (rank) fen += '/';
  }
  return fen + (rnd(2) ? ' w - - 0 1' : ' b - - 0 1');
}

describe('static unwinnability claims hold against a full walk', () => {
  it('random blocked positions (fixed seed)', () => {
    let seed = 20240517;
    const rnd = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % n;
    };
    let claims = 0;
    for (let t = 0; t < 1500 && claims < 80; t++) {
      const fen = randomBlockedFen(rnd);
      const p = Position.fromFen(fen);
      if (!p.ok) continue;
      for (const side of ['white', 'black'] as const) {
        const v = canCheckmate(p.value, side, { nodeLimit: 1 });
        if (v.verdict !== 'unwinnable' || (lastStats.stage !== 'semistatic' && lastStats.stage !== 'material')) continue;
        claims++;
        const walk = exhaust(new HBoard(p.value), side === 'white' ? 0 : 1, 400_000);
        expect(walk.kind, `${fen} ${side}`).not.toBe('mate');
      }
    }
    expect(claims).toBeGreaterThanOrEqual(40);
  });
});
