// The helpmate shown to the reader (#33): whichever search finds a mate first (best-first, guided
// deepening or the walk), with a line effort the line shown is never longer than the shortest mate a
// plain deepening finds within 12 plies: no 40-ply detour with an under-promotion where a short
// mate exists. Each line is replayed to checkmate.
import { describe, expect, it } from 'vitest';
import type { Color } from '../types.ts';
import { canCheckmate } from './index.ts';
import { HBoard, colorIndex } from './board.ts';
import { HelpmateSearch } from './search.ts';
import { expectMateLine, pos } from '../../../tests/support/unwinnable.ts';

/** The shortest helpmate within `maxPlies`, by plain iterative deepening (plies counted exactly). */
function shortest(fen: string, side: Color, maxPlies: number): number | null {
  const s = new HelpmateSearch(new HBoard(pos(fen)), colorIndex(side));
  return s.run(maxPlies, 2_000_000, 2_000_000, true) && s.line ? s.line.length : null;
}

describe('the helpmate shown is a short one', () => {
  it.each([
    ['8/P7/8/8/8/8/8/k6K w - - 0 1', 'white'],
    ['8/8/8/8/8/8/p7/K1k5 b - - 0 1', 'black'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'white'],
    ['7k/5Q2/6K1/8/8/8/8/8 w - - 0 1', 'white'],
    ['8/8/8/8/8/8/2p5/K1k5 b - - 0 1', 'black'],
  ] as [string, Color][])('%s (%s)', (fen, side) => {
    const v = canCheckmate(pos(fen), side, { nodeLimit: 3_000_000, lineEffort: 400_000 });
    expect(v.verdict).toBe('winnable');
    if (v.verdict !== 'winnable') return;
    expectMateLine(fen, side, v);
    const best = shortest(fen, side, 12);
    if (best !== null) expect(v.line.length).toBeLessThanOrEqual(best);
  });
});
