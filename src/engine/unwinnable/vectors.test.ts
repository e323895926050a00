// A fixed subset of CHA's test vectors (every 10th position, both colours): no wrong answer,
// and every `winnable` line replays to checkmate. The vectors live outside the repository
// (../shared/data relative to its root, as in CI); without them this file defines no tests.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { canCheckmate } from './index.ts';
import { readPosition } from './input.ts';
import { expectMateLine } from './test-helpers.ts';

const VECTORS = resolve(import.meta.dirname, '../../../../shared/data/cha-test-vectors.txt');

if (existsSync(VECTORS)) {
  const lines = readFileSync(VECTORS, 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l && !l.startsWith('#'))
    .filter((_, i) => i % 10 === 0);

  describe('CHA test vectors (every 10th position)', () => {
    it('the subset is not empty', () => {
      expect(lines.length).toBeGreaterThan(100);
    });

    let decided = 0;
    let asked = 0;
    for (const line of lines) {
      const label = line.slice(0, 2);
      const fen = line.slice(3);
      for (const [k, side] of [
        [0, 'white'],
        [1, 'black'],
      ] as [number, Color][]) {
        it(`${fen} ${side}: ${label[k] === '-' ? 'cannot' : 'can'} mate`, () => {
          const p = readPosition(fen);
          expect(p.ok).toBe(true);
          if (!p.ok) return;
          const v = canCheckmate(p.value, side);
          asked++;
          if (v.verdict === 'undetermined') return;
          decided++;
          // Never wrong: unwinnable only for "-", winnable only with a line that mates.
          expect(v.verdict).toBe(label[k] === '-' ? 'unwinnable' : 'winnable');
          if (v.verdict === 'winnable') expectMateLine(fen, side, v);
        });
      }
    }

    it('decides nearly all of them', () => {
      expect(asked).toBe(lines.length * 2);
      expect(decided / asked).toBeGreaterThan(0.98);
    });
  });
}
