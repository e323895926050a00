// CHA's test vectors, every position asked for both colours: every query decided, no wrong
// answer, every `winnable` line replays to checkmate, every `unwinnable` answer names its
// proof. The vectors live outside the repository (../shared/data relative to its root, as in
// CI); without them the suite is reported as skipped. About a minute and a half on two cores.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { canCheckmate } from './index.ts';
import { readPosition } from './input.ts';
import { expectMateLine } from '../../../tests/support/unwinnable.ts';

const VECTORS = resolve(import.meta.dirname, '../../../../shared/data/cha-test-vectors.txt');

const lines = existsSync(VECTORS)
  ? readFileSync(VECTORS, 'utf8')
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l && !l.startsWith('#'))
  : [];

describe.skipIf(!existsSync(VECTORS))('CHA test vectors (every position, both colours)', () => {
  it('the file has all of its positions', () => {
    expect(lines.length).toBe(1803);
  });

  // Fifty positions per test: thousands of tiny tests cost more in the runner than the answers.
  let decided = 0;
  let asked = 0;
  const CHUNK = 50;
  for (let c = 0; c < lines.length; c += CHUNK) {
    const chunk = lines.slice(c, c + CHUNK);
    it(`positions ${c + 1}–${c + chunk.length}: never wrong, lines mate, proofs named`, () => {
      for (const line of chunk) {
        const label = line.slice(0, 2);
        const fen = line.slice(3);
        const p = readPosition(fen);
        expect(p.ok, fen).toBe(true);
        if (!p.ok) continue;
        for (const [k, side] of [
          [0, 'white'],
          [1, 'black'],
        ] as [number, Color][]) {
          const v = canCheckmate(p.value, side);
          asked++;
          // Every query is decided: an open answer is a failure too.
          expect(v.verdict, `${fen} ${side}`).not.toBe('undetermined');
          if (v.verdict === 'undetermined') continue;
          decided++;
          // Never wrong: unwinnable only for "-", winnable only with a line that mates.
          expect(v.verdict, `${fen} ${side}`).toBe(label[k] === '-' ? 'unwinnable' : 'winnable');
          if (v.verdict === 'winnable') expectMateLine(fen, side, v, false);
          if (v.verdict === 'unwinnable') expect(v.proof.textTr.length).toBeGreaterThan(20);
        }
      }
    });
  }

  it('decides all 3 606 of them', () => {
    expect(asked).toBe(lines.length * 2);
    expect(decided).toBe(3606);
  });
});
