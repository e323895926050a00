// The line protocol of `npm run -s unwinnable` (src/cli/unwinnable.ts).

import { describe, expect, it } from 'vitest';
import { answerLine } from '../../cli/unwinnable.ts';

describe('unwinnable CLI lines', () => {
  it('answers winnable with a UCI helpmate, unwinnable, and skips empty lines', () => {
    expect(answerLine('7k/5Q2/6K1/8/8/8/8/8 w - - white')?.text).toBe('winnable f7f8');
    expect(answerLine('8/8/4k3/8/8/3K4/8/8 w - - black')).toEqual({ text: 'unwinnable material', error: false });
    expect(answerLine('   ')).toBeNull();
  });

  it('defaults to the side that made the last move, as CHA does', () => {
    // Black to move: the intended winner is White (K+R), so the answer is winnable.
    const out = answerLine('8/8/4k3/8/8/3K4/8/7R b - -');
    expect(out?.text.startsWith('winnable ')).toBe(true);
    // White to move: the intended winner is Black (bare king).
    expect(answerLine('8/8/4k3/8/8/3K4/8/7R w - -')?.text).toBe('unwinnable material');
  });

  it("accepts the two-field FEN of CHA's vectors", () => {
    expect(answerLine('Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b')?.text.startsWith('winnable ')).toBe(true);
  });

  it('answers both sides with `both`, naming the proof of each unwinnable side', () => {
    expect(answerLine('8/8/4k3/8/8/3K4/8/7R w - - both')?.text).toMatch(/^alive ; white winnable [a-h1-8 ]+ ; black unwinnable material$/);
    expect(answerLine('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - both')?.text).toBe(
      'dead ; white unwinnable semistatic ; black unwinnable semistatic',
    );
    expect(answerLine('8/8/k6p/5p1P/5p2/5PpK/6P1/2b5 w - - both', 1)?.text).toBe(
      'dead ; white unwinnable stalemate-captures ; black unwinnable last-move',
    );
  });

  it('reports a bad line in Turkish and marks it as an error', () => {
    const bad = answerLine('this is not a FEN');
    expect(bad?.error).toBe(true);
    expect(bad?.text.startsWith('error ')).toBe(true);
    const noKing = answerLine('8/8/8/8/8/8/8/K7 w - - white');
    expect(noKing?.error).toBe(true);
    expect(noKing?.text).toMatch(/şah/);
  });

  it('can be given a node limit; a tiny one leaves hard questions undetermined', () => {
    expect(answerLine('Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - white', 5)?.text).toBe('undetermined');
  });
});
