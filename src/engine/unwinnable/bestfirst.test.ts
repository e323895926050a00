// The best-first helpmate search (bestfirst.ts): it finds the long helpmates where the men must
// first make room for each other (the last three of CHA's vectors it took to decide), on those
// positions and on their colour-mirrored twins; it never claims a mate where there is none (it
// only ever returns a line, which is replayed here); it leaves the board as it found it.

import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { Position, decodeMove } from '../position.ts';
import { canCheckmate, canCheckmateBoth, lastStats } from './index.ts';
import { HBoard, colorIndex } from './board.ts';
import { BestFirstSearch } from './bestfirst.ts';
import { analyseReach } from './reach.ts';
import { exhaust } from './search.ts';
import { expectMateLine, pos } from '../../../tests/support/unwinnable.ts';
import { lcg, placementFen, placer } from '../../../tests/support/random.ts';

/** The same position with the colours exchanged and the board turned over (a1 ↔ a8). */
function mirror(fen: string): string {
  const [placement, turn] = fen.split(' ');
  const ranks = placement.split('/').reverse();
  const swapped = ranks.map((r) => r.replace(/[a-zA-Z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())));
  return `${swapped.join('/')} ${turn === 'w' ? 'b' : 'w'} - -`;
}

/** Runs the search for `side` and replays what it found; returns whether it found a mate. */
function bestFirst(fen: string, side: Color, limit: number, reverse = false): boolean {
  const p = pos(fen);
  const b = new HBoard(p);
  const w = colorIndex(side);
  const r = analyseReach(b);
  const lk = r.king[w ^ 1];
  const before = [b.hLo, b.hHi, b.ply, b.stm];
  const search = new BestFirstSearch(b, w, r.reach.slice(lk * 64, lk * 64 + 64));
  const found = search.run(limit, reverse);
  // The board is left where it started, whatever the outcome.
  expect([b.hLo, b.hHi, b.ply, b.stm]).toEqual(before);
  expect(search.nodes).toBeLessThanOrEqual(limit + 1);
  if (!found) {
    expect(search.line).toBeNull();
    return false;
  }
  const q = p.clone();
  for (const m of search.line ?? []) {
    const move = decodeMove(m);
    expect(q.isLegal(move), fen).toBe(true);
    q.play(move);
  }
  expect(q.isCheckmate(), fen).toBe(true);
  expect(q.turn).not.toBe(side);
  return true;
}

// Eight dark-squared White bishops jam the long diagonal; Black's king must walk from a8 to h8
// and its two light-squared bishops block g8 and h7 before a bishop comes back to check.
const JAMMED_DIAGONAL = 'k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - -';
// Nine bishops a side, all dark: only Black's f-pawn, promoted, can block a light flight of h8,
// so it must walk down a file its own bishop and two White bishops stand on.
const PAWN_THROUGH_BISHOPS = '3b1b1k/2b1bpb1/1b1b1b2/2b5/4KB2/4B1B1/3B1B1B/2B1B1B1 w - -';
// Locked d-file columns: only the kings, White's d7 bishop and Black's d2 bishop can move.
const LOCKED_COLUMNS = '4K3/2pBp3/2PbP3/2pBp3/2PbP3/2pBp3/2PbP3/4k3 b - -';

describe('best-first helpmate search', () => {
  it('finds the long helpmates of the three structures, and of their mirror images', () => {
    // As the decision runs it: one order of equal-estimate moves, then the other.
    const either = (fen: string, side: Color): boolean => bestFirst(fen, side, 30_000) || bestFirst(fen, side, 30_000, true);
    for (const [fen, side] of [
      [JAMMED_DIAGONAL, 'white'],
      [PAWN_THROUGH_BISHOPS, 'white'],
      [LOCKED_COLUMNS, 'black'],
    ] as [string, Color][]) {
      expect(either(fen, side), `${fen} ${side}`).toBe(true);
      const other: Color = side === 'white' ? 'black' : 'white';
      expect(either(mirror(fen), other), `${mirror(fen)} ${other}`).toBe(true);
    }
  });

  it('finds nothing where no mate exists (near-misses of the same structures)', () => {
    // Without Black's c6 bishop only one light flight of h8 can be blocked.
    expect(bestFirst('k6B/1b4B1/5B2/4B3/3B4/1pB1B3/pP1B4/K7 w - -', 'white', 20_000)).toBe(false);
    // Without the f7 pawn Black has no man that can ever stand on a light square.
    expect(bestFirst('3b1b1k/2b1b1b1/1b1b1b2/2b5/4KB2/4B1B1/3B1B1B/2B1B1B1 w - -', 'white', 20_000, true)).toBe(false);
    // The other side of the jammed diagonal cannot mate at all (label "-" in CHA's vectors).
    expect(bestFirst(JAMMED_DIAGONAL, 'black', 20_000)).toBe(false);
  });

  it('decides those positions in one call, with a line that replays to mate (5.2.2, 6.9)', () => {
    const v = canCheckmate(pos(JAMMED_DIAGONAL), 'white');
    expectMateLine(JAMMED_DIAGONAL, 'white', v);
    expect(lastStats.stage).toBe('best-first');
    const both = canCheckmateBoth(pos(PAWN_THROUGH_BISHOPS));
    expectMateLine(PAWN_THROUGH_BISHOPS, 'white', both.white);
    expectMateLine(PAWN_THROUGH_BISHOPS, 'black', both.black);
    expect(both.dead).toBe('alive');
    // The near-misses are proved unwinnable by the static stages, not left open.
    expect(canCheckmate(pos('k6B/1b4B1/5B2/4B3/3B4/1pB1B3/pP1B4/K7 w - -'), 'white').verdict).toBe('unwinnable');
    expect(canCheckmate(pos('3b1b1k/2b1b1b1/1b1b1b2/2b5/4KB2/4B1B1/3B1B1B/2B1B1B1 w - -'), 'white').verdict).toBe('unwinnable');
  });

  it('agrees with a full walk on random small positions (fixed seed)', () => {
    const rnd = lcg(4471);
    let agreed = 0;
    let mates = 0;
    for (let t = 0; t < 120; t++) {
      const board: string[] = new Array(64).fill('');
      const place = placer(board, rnd);
      place('K');
      place('k');
      const extra = 'BbBbNnPp';
      const k = 1 + rnd(3);
      for (let i = 0; i < k; i++) {
        const c = extra[rnd(extra.length)];
        if (c === 'P' || c === 'p') place(c, 8, 56);
        else place(c);
      }
      const fen = `${placementFen(board)} ${rnd(2) ? 'w' : 'b'} - - 0 1`;
      const p = Position.fromFen(fen);
      if (!p.ok || p.value.countLegalMoves() === 0) continue;
      for (const side of ['white', 'black'] as const) {
        const walk = exhaust(new HBoard(p.value), colorIndex(side), 300_000);
        if (walk.kind === 'unknown') continue;
        const found = bestFirst(fen, side, 300_000);
        // A line is only ever a real mate (replayed above), so a complete walk without a mate
        // means no line; with this budget it also finds the mates the walk finds.
        if (walk.kind === 'none') expect(found, `${fen} ${side}`).toBe(false);
        else {
          mates++;
          expect(found, `${fen} ${side}`).toBe(true);
        }
        agreed++;
      }
    }
    expect(agreed).toBeGreaterThanOrEqual(100);
    expect(mates).toBeGreaterThanOrEqual(20);
  });
});
