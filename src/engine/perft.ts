// Perft: counts the leaf nodes of the legal move tree (the standard move generator test).

import type { Position } from './position.ts';
import { MAX_MOVES } from './position.ts';

function perftRec(pos: Position, depth: number, buf: Int32Array, start: number): number {
  const end = pos.generateMoves(buf, start);
  // Bulk counting: at depth 1 the number of legal moves is the number of leaves.
  if (depth === 1) return end - start;
  let nodes = 0;
  const next = start + MAX_MOVES;
  for (let i = start; i < end; i++) {
    pos.makeMoveFast(buf[i]);
    nodes += perftRec(pos, depth - 1, buf, next);
    pos.unmakeMoveFast();
  }
  return nodes;
}

/** Leaf nodes of the legal move tree of the given depth (the position is left unchanged). */
export function perft(pos: Position, depth: number): number {
  if (depth < 1) return 1;
  const buf = new Int32Array(MAX_MOVES * depth);
  return perftRec(pos, depth, buf, 0);
}
