// The helpmate shown to the reader (#33): a line found by a guided search is a proof that the
// position is alive (5.2.2, 6.9, 7.5.5, A.4.3), but a guide that walks the losing king to a chosen
// corner can take forty plies with an under-promotion where a mate in nine exists. The rule asks
// only whether some series of legal moves mates; the arbiter reads the series shown, so it should
// be a short one.
//
// `shortcutLine` cuts the line with breadth-first searches: from a position of the line, every
// position within d plies is visited (each once, by the 64-bit key of the 9.2.2 identity) until
// one is met that stands later on the line with more than d plies to go before it, or a mate of
// the loser is met. The first search starts at the initial position, so within its budget it
// returns a shortest helpmate outright (breadth first: no mate is shorter than the first met);
// the later ones, from positions further along, cut detours out of a line too long for that. The
// result is only ever a line of legal moves ending in mate: the caller replays it.

import type { HBoard } from './board.ts';
import { KeySet, grown } from './table.ts';

const STRIDE = 256; // more than the most legal moves of any position (218)
/** The least work given to a search from a later position of the line (about two plies). */
const MIN_SEARCH = 2000;

/** Where a breadth-first search from position `from` of the line found a shorter way. */
interface Shortcut {
  /** The moves from position `from` to position `to` of the line (or to a mate: `to` = length). */
  path: number[];
  to: number;
  /** Every position within this many plies of `from` was visited. */
  depth: number;
  /** Positions expanded and met (the work done). */
  nodes: number;
  /** The search was complete: no line from `from` is shorter than the one returned. */
  complete: boolean;
}

/**
 * Shortens `line` (legal moves from the current position of `b` to a mate of the loser) with
 * breadth-first searches of at most `effort` positions (expanded or met) in all: half for the search from the
 * start, the rest shared by searches from later positions of the line. `b` is left
 * unchanged. The line returned is never longer than `line`; `shortest` tells that the search from
 * the start was complete, so that no helpmate is shorter.
 */
export function shortcutLine(b: HBoard, w: number, line: number[], effort: number): { line: number[]; shortest: boolean } {
  let out = line;
  let shortest = false;
  let left = effort;
  let i = 0;
  while (i < out.length && left > 0) {
    // Half for the start; then shared evenly by the searches the rest of the line will take.
    const share = i === 0 ? effort / 2 : Math.max(MIN_SEARCH, left / Math.ceil((out.length - i) / 2));
    const budget = Math.ceil(Math.min(left, share));
    for (let k = 0; k < i; k++) b.make(out[k]);
    const cut = breadthFirst(b, w, out, i, budget);
    for (let k = 0; k < i; k++) b.unmake();
    left -= cut.nodes;
    if (i === 0) shortest = cut.complete;
    if (cut.path.length < cut.to - i) out = [...out.slice(0, i), ...cut.path, ...out.slice(cut.to)];
    i += Math.max(1, Math.floor(cut.depth / 2));
  }
  return { line: out, shortest };
}

/** The key of the current position, for the line's index. */
const keyOf = (lo: number, hi: number): string => `${lo}:${hi}`;

/**
 * A breadth-first search from the current position of `b`, which is position `from` of `line`,
 * for a shorter way to a later position of the line or to a mate (5.1.1: the loser checkmated),
 * within `budget` positions expanded or met.
 */
function breadthFirst(b: HBoard, w: number, line: number[], from: number, budget: number): Shortcut {
  const rootPly = b.ply;
  // The positions of the line after `from`, by key (the last one is the mate).
  const index = new Map<string, number>();
  const onLine = new KeySet(8);
  for (let j = from; j < line.length; j++) {
    b.make(line[j]);
    index.set(keyOf(b.hLo, b.hHi), j + 1);
    onLine.add(b.hLo, b.hHi);
  }
  while (b.ply > rootPly) b.unmake();

  const tree = new Tree();
  const seen = new KeySet(12);
  seen.add(b.hLo, b.hHi);
  const buf = new Int32Array(STRIDE);
  let best = line.length - from; // plies from `from` to the mate along the best way known
  let bestNode = -1;
  let bestTo = line.length;
  let nodes = 0;
  let depth = 0;
  let layer = [0];
  let complete = true;
  search: while (layer.length > 0 && depth < best) {
    const next: number[] = [];
    for (const node of layer) {
      tree.goTo(b, node);
      const n = b.gen(buf, 0);
      nodes++;
      if (n === 0) {
        // Breadth first: the first mate met is a shortest one from here.
        if (b.stm !== w && b.inCheck()) {
          best = depth;
          bestNode = node;
          bestTo = line.length;
          break search;
        }
        continue;
      }
      for (let k = 0; k < n; k++) {
        const m = buf[k];
        let lo: number;
        let hi: number;
        if (b.peek(m)) {
          lo = b.peekLo;
          hi = b.peekHi;
        } else {
          b.make(m);
          lo = b.hLo;
          hi = b.hHi;
          b.unmake();
        }
        if (!seen.add(lo, hi)) continue;
        nodes++;
        const child = tree.add(node, m);
        const j = onLine.has(lo, hi) ? index.get(keyOf(lo, hi)) : undefined;
        if (j !== undefined && depth + 1 + (line.length - j) < best) {
          best = depth + 1 + (line.length - j);
          bestNode = child;
          bestTo = j;
        }
        // A child can still end a shorter line only if it is itself a mate or leads to one soon.
        if (depth + 1 < best) next.push(child);
      }
      if (nodes > budget) {
        complete = false;
        break search;
      }
    }
    layer = next;
    depth++;
  }
  tree.goTo(b, 0);
  if (bestNode < 0) return { path: line.slice(from), to: line.length, depth, nodes, complete };
  return { path: tree.movesTo(bestNode), to: bestTo, depth, nodes, complete };
}

/**
 * The positions a breadth-first search met, as a tree of moves (node 0 the root), and the way
 * to play the board from one node to another (unmaking back to their common ancestor).
 */
class Tree {
  private parent = new Int32Array(1 << 12);
  private move = new Int32Array(1 << 12);
  private size = 1;
  /** The nodes from the root (excluded) to the node the board stands on. */
  private current: number[] = [];

  add(parent: number, m: number): number {
    if (this.size === this.parent.length) {
      this.parent = grown(this.parent, this.size * 2);
      this.move = grown(this.move, this.size * 2);
    }
    this.parent[this.size] = parent;
    this.move[this.size] = m;
    return this.size++;
  }

  /** The nodes from the root (excluded) to `node`. */
  private chain(node: number): number[] {
    const out: number[] = [];
    for (let x = node; x !== 0; x = this.parent[x]) out.push(x);
    return out.reverse();
  }

  goTo(b: HBoard, node: number): void {
    const target = this.chain(node);
    let common = 0;
    while (common < target.length && common < this.current.length && target[common] === this.current[common]) common++;
    for (let k = this.current.length; k > common; k--) b.unmake();
    for (let k = common; k < target.length; k++) b.make(this.move[target[k]]);
    this.current = target;
  }

  movesTo(node: number): number[] {
    return this.chain(node).map((x) => this.move[x]);
  }
}
