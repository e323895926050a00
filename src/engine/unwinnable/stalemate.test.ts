// The two semi-static arguments about stalemate (reach.ts): captures that can only stalemate
// ('stalemate-captures') and the last move of a loser who can only move its king
// ('last-move'). Each is checked on small hand-built positions against a complete walk, and on
// near-misses where it must not fire.

import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { canCheckmate, canCheckmateBoth, lastStats } from './index.ts';
import { HBoard } from './board.ts';
import { exhaust } from './search.ts';
import { expectMateLine, pos } from '../../../tests/support/unwinnable.ts';

/** The static stages only; the answer and the stage that gave it. */
function statically(fen: string, side: Color): { verdict: string; stage: string } {
  const v = canCheckmate(pos(fen), side, { nodeLimit: 1 });
  return { verdict: v.verdict, stage: lastStats.stage };
}

/** A complete plain walk (no pruning but the game's own ends) finds no mate. */
function walkFindsNoMate(fen: string, side: Color): void {
  const walk = exhaust(new HBoard(pos(fen)), side === 'white' ? 0 : 1, 3_000_000);
  expect(walk.kind).toBe('none');
}

// White: king h3/h4 only, pawns f3, g2, h5 blocked; Black: king, a dark bishop, pawns f4, f5,
// g3, h6. The black king can take g2 only while the white king is on h4: White is then
// stalemated. And Black's mate on h4 needs his king on h2 together with a bishop check.
const SHUTTLE = '8/8/k6p/5p1P/5p2/5PpK/6P1/2b5 w - -';
// Black: king a5/a6 only, pawns a4, b7, c6 blocked; White: king and a dark bishop. Taking b7
// or a4 stalemates Black; a mate on a5 needs the white king on a7 to guard a6 — and coming
// there gives no check.
const CORNER = '8/1p6/1Pp5/k1P5/p1P5/P7/5K2/2B5 w - -';

/** A near-miss: the static arguments must not claim `side` cannot mate, and a real mate line exists. */
/** Each (position, side) is proved unwinnable by `stage` without search, and a full walk agrees. */
function provedStatically(stage: string, ...cases: [string, Color][]): void {
  for (const [fen, side] of cases) {
    expect(statically(fen, side)).toEqual({ verdict: 'unwinnable', stage });
    walkFindsNoMate(fen, side);
  }
}

function missesAndMates(fen: string, side: Color): void {
  expect(statically(fen, side).verdict).not.toBe('unwinnable');
  expectMateLine(fen, side, canCheckmate(pos(fen), side));
}

describe('stalemating captures', () => {
  it('a man the enemy king can take only into stalemate counts as never taken', () => {
    provedStatically('stalemate-captures', [SHUTTLE, 'white'], [CORNER, 'black']);
  });

  it('names the men and explains in Turkish', () => {
    const v = canCheckmate(pos(SHUTTLE), 'white', { nodeLimit: 1 });
    expect(v.verdict).toBe('unwinnable');
    if (v.verdict !== 'unwinnable') return;
    expect(v.proof.stage).toBe('stalemate-captures');
    expect(v.proof.stalemating).toContain('g2');
    expect(v.proof.fixed).toEqual(expect.arrayContaining(['f3', 'f4', 'g3', 'h5', 'h6']));
    expect(v.proof.textTr).toMatch(/g2 .*pata/);
  });

  it('near-miss: a bishop that can be taken by a pawn (light squares) opens the wall', () => {
    const fen = '8/8/k6p/5p1P/5p2/5PpK/6P1/2bb4 w - -';
    missesAndMates(fen, 'white');
  });

  it('near-miss: White keeps a free pawn, so taking g2 does not stalemate', () => {
    const fen = '8/8/k6p/5p1P/5p2/5PpK/P5P1/2b5 w - -';
    expect(statically(fen, 'white').verdict).not.toBe('unwinnable');
    missesAndMates(fen, 'black');
  });
});

describe('the last move of a king that alone can move', () => {
  it('a mate would need one move that checks and guards the square the king came from', () => {
    provedStatically('last-move', [CORNER, 'white'], [SHUTTLE, 'black']);
    const v = canCheckmate(pos(CORNER), 'white', { nodeLimit: 1 });
    if (v.verdict === 'unwinnable') {
      expect(v.proof.kingRegion).toEqual(['a5', 'a6']);
      expect(v.proof.textTr).toMatch(/yalnızca şahıyla/);
    } else expect.unreachable('CORNER is unwinnable for White');
  });

  it('near-miss: a light-squared bishop can guard a6, and the mate exists', () => {
    const fen = '8/1p6/1Pp5/k1P5/p1P5/P7/5K2/2BB4 w - -';
    missesAndMates(fen, 'white');
  });

  it('near-miss: a free black pawn gives the tempo, and the mate exists', () => {
    const fen = '8/1p5p/1Pp5/k1P5/p1P5/P7/5K2/2B5 w - -';
    missesAndMates(fen, 'white');
  });

  it('near-miss: with White to move, a mate on the first move is not excluded', () => {
    // CORNER with the white king already on a7: Bd2 mates at once. The argument alone would
    // exclude a5 (no earlier black move to follow), so the first move is looked at first.
    const fen = '8/Kp6/1Pp5/k1P5/p1P5/P7/8/2B5 w - -';
    const v = canCheckmate(pos(fen), 'white', { nodeLimit: 1 });
    expectMateLine(fen, 'white', v);
    if (v.verdict === 'winnable') expect(v.uci).toEqual(['c1d2']);
    // Black to move there instead: Black's only move Ka6 is illegal (a7), b4/b5 are guarded —
    // stalemate on the board, nobody can mate.
    expect(canCheckmate(pos('8/Kp6/1Pp5/k1P5/p1P5/P7/8/2B5 b - -'), 'white').verdict).toBe('unwinnable');
  });
});

describe('both sides in one call', () => {
  it('decides both questions and the 5.2.2 answer', () => {
    const both = canCheckmateBoth(pos(SHUTTLE));
    expect(both.white.verdict).toBe('unwinnable');
    expect(both.black.verdict).toBe('unwinnable');
    expect(both.dead).toBe('dead');
    const start = canCheckmateBoth(pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    expect(start.dead).toBe('alive');
    expectMateLine('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'black', start.black);
    const oneSide = canCheckmateBoth(pos('8/8/4k3/8/8/3K4/8/7R w - -'));
    expect([oneSide.white.verdict, oneSide.black.verdict, oneSide.dead]).toEqual(['winnable', 'unwinnable', 'alive']);
  });
});
