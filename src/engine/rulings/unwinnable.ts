// The unwinnability decision used by 5.2.2, 6.9, 7.5.5 and A.4.3: can `side` still
// checkmate the other king by some series of legal moves (a helpmate)? Wraps the engine's
// `canCheckmate` (src/engine/unwinnable) with the verdicts of one ruling (`Verdicts`, made per
// ruling: no state outlives it). The core's material test
// answers first when it can (a bare king, K+N, K+B(s) on one colour cannot mate).
//
// Two budgets:
// - `canWin` (6.9, 7.5.5, A.4.3: one question when the game is decided) searches fully.
// - `isDead` (5.2.2, asked after every move) searches fully only when few men are left (where an
//   exhaustive proof is possible; the search's first short walk finds the usual helpmates at
//   once). Otherwise it runs the cheap stages only (material, the semi-static analysis of pawn
//   walls and king regions): a rich position they cannot settle is taken as not dead, since its
//   deadness could only be proved by an exhaustive walk that would not finish.

import type { Color } from '../types.ts';
import type { Position } from '../position.ts';
import { positionKey } from '../game.ts';
import { canCheckmate } from '../unwinnable/index.ts';

export type Verdict = 'winnable' | 'unwinnable' | 'undetermined';

const NODE_LIMIT = 100_000;
/** At most this many men besides the kings: a full search may settle deadness. */
const SMALL = 6;
/** Verdicts already computed in one ruling, by 9.2.3 identity and side. */
export type Verdicts = Map<string, Verdict>;
export const newVerdicts = (): Verdicts => new Map();

function remember(cache: Verdicts, key: string, v: Verdict): Verdict {
  cache.set(key, v);
  return v;
}

/** Can `side` (the intended winner) still checkmate in `pos`? Full search. */
export function canWin(cache: Verdicts, pos: Position, side: Color): Verdict {
  const key = positionKey(pos) + ' ' + side;
  const hit = cache.get(key);
  if (hit && hit !== 'undetermined') return hit;
  if (pos.hasInsufficientMaterial(side)) return remember(cache, key, 'unwinnable');
  return remember(cache, key, canCheckmate(pos, side, { nodeLimit: NODE_LIMIT }).verdict);
}

function menCount(pos: Position): number {
  let n = 0;
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.pieceAt(sq);
    if (p && p.role !== 'king') n++;
  }
  return n;
}

/** One side, cheaply first. */
function canWinForDeadCheck(cache: Verdicts, pos: Position, side: Color, small: boolean): Verdict {
  const key = positionKey(pos) + ' ' + side;
  const hit = cache.get(key);
  if (hit) return hit;
  if (pos.hasInsufficientMaterial(side)) return remember(cache, key, 'unwinnable');
  // Few men: the full search (its first, short walk finds the usual helpmates at once).
  if (small) return remember(cache, key, canCheckmate(pos, side, { nodeLimit: NODE_LIMIT }).verdict);
  // A rich position: only the static and semi-static stages.
  const quick = canCheckmate(pos, side, { staticOnly: true }).verdict;
  return quick === 'undetermined' ? quick : remember(cache, key, quick);
}

/** 5.2.2: a dead position is one in which neither player can checkmate. */
export function isDead(cache: Verdicts, pos: Position): Verdict {
  if (pos.isInsufficientMaterial()) return 'unwinnable';
  const small = menCount(pos) <= SMALL;
  const w = canWinForDeadCheck(cache, pos, 'white', small);
  if (w !== 'unwinnable') return w === 'winnable' || !small ? 'winnable' : 'undetermined';
  const b = canWinForDeadCheck(cache, pos, 'black', small);
  if (b !== 'unwinnable') return b === 'winnable' || !small ? 'winnable' : 'undetermined';
  return 'unwinnable';
}
