// The unwinnability decision used by 5.2.2, 6.9, 7.5.5 and A.4.3: can `side` still
// checkmate the other king by some series of legal moves (a helpmate)? Wraps the engine's
// `canCheckmate` (src/engine/unwinnable) with a small cache. The core's material test
// answers first when it can (a bare king, K+N, K+B(s) on one colour cannot mate).

import type { Color } from '../types.ts';
import type { Position } from '../position.ts';
import { positionKey } from '../game.ts';
import { canCheckmate } from '../unwinnable/index.ts';

export type Verdict = 'winnable' | 'unwinnable' | 'undetermined';

const NODE_LIMIT = 100_000;
const cache = new Map<string, Verdict>();

function decide(pos: Position, side: Color): Verdict {
  if (pos.hasInsufficientMaterial(side)) return 'unwinnable';
  return canCheckmate(pos, side, { nodeLimit: NODE_LIMIT }).verdict;
}

/** Can `side` (the intended winner) still checkmate in `pos`? */
export function canWin(pos: Position, side: Color): Verdict {
  const key = positionKey(pos) + ' ' + side;
  const hit = cache.get(key);
  if (hit) return hit;
  const v = decide(pos, side);
  if (cache.size > 5000) cache.clear();
  cache.set(key, v);
  return v;
}

/** 5.2.2: a dead position is one in which neither player can checkmate. */
export function isDead(pos: Position): Verdict {
  const w = canWin(pos, 'white');
  if (w === 'winnable') return 'winnable';
  const b = canWin(pos, 'black');
  if (b === 'winnable') return 'winnable';
  return w === 'unwinnable' && b === 'unwinnable' ? 'unwinnable' : 'undetermined';
}

/** Forgets cached verdicts (the benchmark measures the search, not the cache). */
export function clearUnwinnableCache(): void {
  cache.clear();
}

export { NODE_LIMIT };
