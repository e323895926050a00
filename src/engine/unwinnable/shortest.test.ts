// The helpmate shown to the reader (#33): with the tool's line effort the line is a legal series of
// moves ending in checkmate (replayed here and by chess.js) and a short one — no 47-ply detour
// with an under-promotion where a mate in nine exists.
//
// The references are independent of the engine's searches: a breadth-first search over the core
// `Position` written here (every position within d plies, by the 9.2.2 key; the first mate met is a
// shortest one), run where it is quick, and elsewhere a witness — a helpmate written out below and
// checked here to be legal and mating — whose length bounds the line shown. The witnesses of the
// sparse endgames are shortest ones: this file's breadth-first search, run to their depth off the
// test (about a minute each on a loaded 2-core machine), finds none shorter.
import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import type { Color } from '../types.ts';
import type { Position } from '../position.ts';
import { canCheckmate } from './index.ts';
import { expectMateLine, pos } from '../../../tests/support/unwinnable.ts';

/** The tool's effort (src/browser/unwinnable-protocol.ts). */
const LINE_EFFORT = 1_000_000;

/** Plies of a shortest helpmate by `winner` within `maxPlies`, by breadth-first search; null if none. */
function shortestByBreadth(start: Position, winner: Color, maxPlies: number): number | null {
  let layer = [start.clone()];
  const seen = new Set<bigint>([start.hash()]);
  const buf = new Int32Array(256);
  for (let ply = 0; ply <= maxPlies; ply++) {
    const next: Position[] = [];
    for (const p of layer) {
      const n = p.generateMoves(buf, 0);
      if (n === 0 && p.turn !== winner && p.isCheck()) return ply;
      if (ply === maxPlies) continue;
      for (let i = 0; i < n; i++) {
        p.makeMoveFast(buf[i]);
        const h = p.hash();
        if (!seen.has(h)) {
          seen.add(h);
          next.push(p.clone());
        }
        p.unmakeMoveFast();
      }
    }
    layer = next;
  }
  return null;
}

/** A helpmate written out (UCI), checked with chess.js: legal moves, the loser checkmated. */
function witnessLength(fen: string, winner: Color, uci: string): number {
  const chess = new Chess(fen);
  const moves = uci.split(' ');
  for (const u of moves) chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  expect(chess.isCheckmate()).toBe(true);
  expect(chess.turn()).toBe(winner === 'white' ? 'b' : 'w');
  return moves.length;
}

function shownLine(fen: string, side: Color): number {
  const v = canCheckmate(pos(fen), side, { lineEffort: LINE_EFFORT });
  expectMateLine(fen, side, v);
  return v.verdict === 'winnable' ? v.line.length : Infinity;
}

describe('the helpmate shown is a shortest one where a breadth-first search can tell', () => {
  it.each([
    ['8/8/8/8/8/8/p7/K1k5 b - - 0 1', 'black'], // promotion to a queen, mate on the first rank
    ['7k/8/8/8/3K4/8/8/R7 b - - 0 1', 'white'], // K+R against K
    ['k7/8/1K6/8/8/8/8/7R b - - 0 1', 'white'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'black'], // fool's mate
  ] as [string, Color][])('%s (%s)', (fen, side) => {
    const shown = shownLine(fen, side);
    const best = shortestByBreadth(pos(fen), side, shown - 1);
    // None shorter than the line shown exists.
    expect(best).toBeNull();
  });
});

describe('the helpmate shown is no longer than a witness', () => {
  it.each([
    // K+R and K+Q against K from spread positions (before #33: 21, 16, 21 and 17 plies).
    ['8/8/8/3k4/8/8/8/R3K3 w - - 0 1', 'white', 'a1a5 d5c4 a5c5 c4b4 e1d1 b4a3 d1c2 a3a2 c5a5'],
    ['8/8/8/3k4/8/8/8/R3K3 b - - 0 1', 'white', 'd5c5 a1c1 c5b5 e1d2 b5a4 d2c3 a4a3 c1a1'],
    ['4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'white', 'a1a2 e8f7 e1e2 f7g6 e2e3 g6h5 e3f4 h5h4 a2h2'],
    ['8/8/8/3k4/8/8/8/Q3K3 w - - 0 1', 'white', 'a1e5 d5c4 e1d1 c4b4 d1c2 b4a3 e5a5'],
    ['8/8/2K5/8/5k2/8/8/3q4 w - - 0 1', 'black', 'c6c7 d1d4 c7b7 f4e5 b7c8 e5d6 c8d8 d4h8'],
    // Promotions (before #33 without line effort: 47, 67 and 55 plies).
    ['8/P7/8/8/8/8/8/k6K w - - 0 1', 'white', 'a7a8q a1b1 a8a6 b1c1 h1g2 c1d1 g2f3 d1e1 a6e2'],
    ['8/4P3/8/8/2k5/8/8/4K3 w - - 0 1', 'white', 'e7e8q c4c3 e1d1 c3b3 d1c1 b3a2 e8a4'],
    ['k7/8/8/8/8/8/5p2/2K5 b - - 0 1', 'black', 'f2f1q c1c2 f1f8 c2b3 a8b7 b3a4 b7c6 a4a5 f8a3'],
    ['8/8/8/8/8/8/2p5/K1k5 b - - 0 1', 'black', 'c1d2 a1a2 d2c3 a2a3 c2c1q a3a2 c1b2'],
    // The pawn walks and promotes; the white king clears the way (e1–f2), 13 plies.
    ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'white', 'e2e4 e8e7 e4e5 e7e6 e1f2 e6f5 e5e6 f5f4 e6e7 f4g4 e7e8q g4h3 e8h5'],
  ] as [string, Color, string][])('%s (%s)', (fen, side, witness) => {
    expect(shownLine(fen, side)).toBeLessThanOrEqual(witnessLength(fen, side, witness));
  });

  it.each([
    // The tool page's examples that are alive (components/DeadPositionTool.tsx), with the length
    // of the line shown before #33. The knight mates only with a black man blocking a flight; a
    // witness of 15 plies (the pawn under-promotes to a bishop that blocks g8) lies beyond the
    // tool's effort, which finds about 33.
    ['7k/7p/8/8/8/3KN3/8/8 w - - 0 1', 'white', 45, 'e3g2 h7h5 g2f4 h5h4 d3d4 h4h3 d4e4 h3h2 e4f5 h2h1b f5g5 h1d5 g5h6 d5g8 f4g6'],
    ['Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - - 0 1', 'white', 21, null],
  ] as [string, Color, number, string | null][])('%s (%s): a tool example', (fen, side, before, witness) => {
    expect(shownLine(fen, side)).toBeLessThanOrEqual(before);
    if (witness) expect(witnessLength(fen, side, witness)).toBeLessThan(before);
  });
});
