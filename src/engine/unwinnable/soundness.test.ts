// Soundness check on random blocked positions (fixed seed): whenever the static stages
// (material, semi-static analysis) answer `unwinnable`, a plain walk over all reachable
// positions — no pruning but the game's own ends — must not meet a mate of the loser.

import { describe, expect, it } from 'vitest';
import { Position } from '../position.ts';
import { canCheckmate, lastStats } from './index.ts';
import { HBoard } from './board.ts';
import { exhaust } from './search.ts';
import { lcg, placementFen, placer } from '../../../tests/support/random.ts';

const STATIC_STAGES = new Set(['material', 'semistatic', 'stalemate-captures', 'last-move']);

function randomBlockedFen(rnd: (n: number) => number): string {
  const board: string[] = new Array(64).fill('');
  const place = placer(board, rnd);
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
  return placementFen(board) + (rnd(2) ? ' w - - 0 1' : ' b - - 0 1');
}

describe('static unwinnability claims hold against a full walk', () => {
  it('random blocked positions (fixed seed)', () => {
    const rnd = lcg(20240517);
    let claims = 0;
    for (let t = 0; t < 1500 && claims < 80; t++) {
      const fen = randomBlockedFen(rnd);
      const p = Position.fromFen(fen);
      if (!p.ok) continue;
      for (const side of ['white', 'black'] as const) {
        const v = canCheckmate(p.value, side, { nodeLimit: 1 });
        if (v.verdict !== 'unwinnable' || !STATIC_STAGES.has(lastStats.stage)) continue;
        claims++;
        const walk = exhaust(new HBoard(p.value), side === 'white' ? 0 : 1, 400_000);
        expect(walk.kind, `${fen} ${side}`).not.toBe('mate');
      }
    }
    expect(claims).toBeGreaterThanOrEqual(40);
  });
});

/**
 * Positions around the two stalemate structures of CHA's vectors (a king shuttling between
 * h3 and h4 behind blocked pawns; a king between a5 and a6), with kings and one or two minor
 * pieces placed at random: the stalemate arguments fire on some, and a complete walk is
 * feasible on each.
 */
function randomStalemateFen(rnd: (n: number) => number): string {
  const board: string[] = new Array(64).fill('');
  const put = (sq: string, c: string): void => {
    board[(Number(sq[1]) - 1) * 8 + sq.charCodeAt(0) - 97] = c;
  };
  const place = (c: string): void => {
    for (let k = 0; k < 100; k++) {
      const s = rnd(64);
      if (!board[s]) {
        board[s] = c;
        return;
      }
    }
  };
  if (rnd(2)) {
    for (const [sq, c] of [
      ['f3', 'P'],
      ['g2', 'P'],
      ['h5', 'P'],
      ['f4', 'p'],
      ['f5', 'p'],
      ['g3', 'p'],
      ['h6', 'p'],
    ])
      put(sq, c);
    put(rnd(2) ? 'h3' : 'h4', 'K');
    place('k');
  } else {
    for (const [sq, c] of [
      ['a3', 'P'],
      ['b6', 'P'],
      ['c4', 'P'],
      ['c5', 'P'],
      ['a4', 'p'],
      ['b7', 'p'],
      ['c6', 'p'],
    ])
      put(sq, c);
    put(rnd(2) ? 'a5' : 'a6', 'k');
    place('K');
  }
  const extra = 'BbBbNnP';
  const k = 1 + rnd(2);
  for (let i = 0; i < k; i++) place(extra[rnd(extra.length)]);
  return placementFen(board) + (rnd(2) ? ' w - - 0 1' : ' b - - 0 1');
}

describe('the stalemate arguments hold against a full walk', () => {
  it('random positions around the two structures (fixed seed)', () => {
    const rnd = lcg(7141);
    const claims: Record<string, number> = {};
    for (let t = 0; t < 400; t++) {
      const fen = randomStalemateFen(rnd);
      const p = Position.fromFen(fen);
      if (!p.ok) continue;
      for (const side of ['white', 'black'] as const) {
        const v = canCheckmate(p.value, side, { nodeLimit: 1 });
        const stage = lastStats.stage;
        if (v.verdict !== 'unwinnable' || (stage !== 'stalemate-captures' && stage !== 'last-move')) continue;
        const walk = exhaust(new HBoard(p.value), side === 'white' ? 0 : 1, 400_000);
        expect(walk.kind, `${fen} ${side} (${stage})`).not.toBe('mate');
        if (walk.kind === 'none') claims[stage] = (claims[stage] ?? 0) + 1;
      }
    }
    // Both arguments were exercised and checked by complete walks.
    expect(claims['stalemate-captures'] ?? 0).toBeGreaterThanOrEqual(10);
    expect(claims['last-move'] ?? 0).toBeGreaterThanOrEqual(10);
  });
});
