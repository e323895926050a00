// Tests of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.4.3) on positions we construct.
// Every `winnable` answer is replayed to checkmate with chess.js (an independent move
// generator) as well as with our own Position.

import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { canCheckmate, isDeadPosition } from './index.ts';
import type { Verdict } from './index.ts';
import { expectMateLine, pos } from '../../../tests/support/unwinnable.ts';

function verdict(fen: string, side: Color, nodeLimit?: number): Verdict {
  const v = canCheckmate(pos(fen), side, nodeLimit ? { nodeLimit } : undefined);
  if (v.verdict === 'winnable') expectMateLine(fen, side, v);
  return v;
}

/** White's and Black's verdicts on one position (each winnable line checked). */
const verdicts = (fen: string): [string, string] => [verdict(fen, 'white').verdict, verdict(fen, 'black').verdict];

describe('material (5.2.2 / 6.9)', () => {
  it('bare kings: neither side can mate, the position is dead', () => {
    expect(verdict('8/8/4k3/8/8/3K4/8/8 w - -', 'white').verdict).toBe('unwinnable');
    expect(verdict('8/8/4k3/8/8/3K4/8/8 w - -', 'black').verdict).toBe('unwinnable');
    expect(isDeadPosition(pos('8/8/4k3/8/8/3K4/8/8 w - -'))).toBe('dead');
  });

  it('king and bishop, or king and knight, against a bare king cannot mate', () => {
    expect(verdict('8/8/4k3/8/8/3KB3/8/8 w - -', 'white').verdict).toBe('unwinnable');
    expect(verdict('8/8/4k3/8/8/3KN3/8/8 b - -', 'white').verdict).toBe('unwinnable');
    expect(isDeadPosition(pos('8/8/4k3/8/8/3KN3/8/8 b - -'))).toBe('dead');
  });

  it('any number of bishops on squares of one colour cannot mate', () => {
    // Five dark-squared white bishops (a1, c1, e1, g3, h2... all dark) against a bare king.
    expect(verdict('8/8/4k3/8/8/6B1/7B/B1B1B1K1 w - -', 'white').verdict).toBe('unwinnable');
    // Also when the loser has bishops of the same colour, rooks and queens.
    expect(verdict('1b6/8/4k3/1q6/8/6B1/3r3B/B1B1B1K1 w - -', 'white').verdict).toBe('unwinnable');
    expect(isDeadPosition(pos('1b6/8/4k3/8/8/6B1/7B/B1B1B1K1 w - -'))).toBe('dead');
    // A loser's bishop on the other colour (c8) can block a flight: then a mate exists.
    expect(verdict('2b5/8/4k3/8/8/6B1/7B/B1B1B1K1 w - -', 'white').verdict).toBe('winnable');
  });

  it('a bishop of the other colour on the loser side can be used as a blocker', () => {
    // K+B (dark) against K+B (light): a helpmate exists.
    expect(verdict('8/8/4k3/3b4/8/3KB3/8/8 w - -', 'white').verdict).toBe('winnable');
  });

  it('king and knight against king and queens cannot mate, against a pawn they can', () => {
    expect(verdict('8/8/4k3/2q5/8/3KN3/8/8 w - -', 'white').verdict).toBe('unwinnable');
    // The pawn can block the king's flight (or promote to a blocker): a helpmate exists.
    expect(verdict('7k/7p/8/8/8/3KN3/8/8 w - -', 'white').verdict).toBe('winnable');
  });

  it('enough material mates, and only that side can mate', () => {
    expect(verdict('8/8/4k3/8/8/3K4/8/7R w - -', 'white').verdict).toBe('winnable');
    expect(verdict('8/8/4k3/8/8/3K4/8/7R w - -', 'black').verdict).toBe('unwinnable');
    expect(isDeadPosition(pos('8/8/4k3/8/8/3K4/8/7R w - -'))).toBe('alive');
  });
});

describe('pawn walls (semi-static analysis)', () => {
  it('a closed wall with bishops that cannot get through: dead', () => {
    const fen = '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -';
    expect(verdicts(fen)).toEqual(['unwinnable', 'unwinnable']);
    expect(isDeadPosition(pos(fen))).toBe('dead');
  });

  it('a wall of pawns facing each other on every file, kings only: dead', () => {
    const fen = '4k3/8/p1p1p1p1/P1P1P1P1/1p1p1p1p/1P1P1P1P/8/4K3 w - -';
    expect(isDeadPosition(pos(fen))).toBe('dead');
  });

  it('a wall whose gaps are all guarded is dead too', () => {
    // b4, d4, f4, h4 are attacked by the black pawns, b5 ... h5 by the white ones.
    expect(isDeadPosition(pos('4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - -'))).toBe('dead');
  });

  it('a wall with a way through is not dead', () => {
    // The g- and h-files are open: a king walks round and eats the pawns.
    const fen = '4k3/8/8/p1p1p3/P1P1P3/8/8/4K3 w - -';
    expect(verdicts(fen)).toEqual(['winnable', 'winnable']);
    expect(isDeadPosition(pos(fen))).toBe('alive');
  });

  it('pawns that can never meet: the black pawn cannot pass the white one, the white king eats it', () => {
    const fen = '3k4/1p1p1p1p/1P1P1P1P/3p4/8/8/3P3P/4K3 w - -';
    expect(verdicts(fen)).toEqual(['unwinnable', 'unwinnable']);
  });

  it('one side can mate behind a wall, the other cannot', () => {
    // CHA test vector: White can help-mate, Black cannot.
    const fen = 'Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - -';
    expect(verdicts(fen)).toEqual(['winnable', 'unwinnable']);
  });
});

describe('game over and forced stalemate', () => {
  it('stalemate on the board: nobody can mate any more (5.2.1)', () => {
    const fen = '7k/5K2/6P1/8/8/8/8/8 b - -';
    expect(pos(fen).isStalemate()).toBe(true);
    expect(verdict(fen, 'white').verdict).toBe('unwinnable');
  });

  it('checkmate on the board: winnable with an empty line for the side that mated', () => {
    const fen = '7k/6Q1/6K1/8/8/8/8/8 b - -';
    const v = verdict(fen, 'white');
    expect(v.verdict).toBe('winnable');
    if (v.verdict === 'winnable') expect(v.line).toEqual([]);
    expect(verdict(fen, 'black').verdict).toBe('unwinnable');
  });

  it('the only way on is a capture that stalemates: unwinnable', () => {
    // CHA test vector. Black's king can reach g2, but takes the pawn only when the white king
    // is on h4, and then White has no move: stalemate. Nothing else can ever move.
    const fen = '1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - -';
    expect(verdicts(fen)).toEqual(['unwinnable', 'unwinnable']);
  });
});

describe('limits and options', () => {
  it('a tiny node limit answers undetermined honestly instead of guessing', () => {
    const fen = 'Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - -';
    const v = canCheckmate(pos(fen), 'white', { nodeLimit: 10 });
    expect(['undetermined', 'winnable']).toContain(v.verdict);
    if (v.verdict === 'undetermined') expect(v.reason).toBe('node-limit');
  });

  it("with lineEffort, the line shown is a short helpmate (fool's mate from the start)", () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const v = canCheckmate(pos(fen), 'black', { lineEffort: 400_000 });
    expectMateLine(fen, 'black', v);
    if (v.verdict === 'winnable') expect(v.line.length).toBeLessThanOrEqual(4);
  });

  it("opening positions are winnable for both sides (a short helpmate, e.g. fool's mate)", () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(verdicts(fen)).toEqual(['winnable', 'winnable']);
  });
});
