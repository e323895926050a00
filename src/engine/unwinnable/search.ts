// Searches over sequences of legal moves (both sides cooperating, as in a helpmate):
//
// - `HelpmateSearch`: iterative deepening, guided towards mating patterns (the losing king
//   driven to a corner of the colour the winner's bishops can use, the winner's king and
//   knights following, the losing pieces used as blockers). "Progress" moves cost no depth,
//   unpromising ones cost more, so long helpmates are found with a small budget. It can only
//   prove `winnable` (the line it returns ends in mate and is replayed by the caller).
// - `exhaust`: visits every position reachable by legal moves (each once, by exact key),
//   stopping at mates, stalemates, positions where the intended winner's material can never
//   mate, and positions a caller-supplied proof closes. If it runs out without meeting a
//   mate of the loser, no series of legal moves mates (5.2.2 / 6.9 / 7.5.5 / A.4.3).

import type { HBoard } from './board.ts';
import { PAWN, KNIGHT, BISHOP, KING } from './board.ts';
import { cannotMateByMaterial } from './material.ts';
import { DepthTable, KeySet } from './table.ts';

const STRIDE = 256; // more than the most legal moves of any position (218)
const MAX_PLY = 320; // hard cap on the length of a guided line
const NO_REWARD_AFTER = 240;

const REWARD = 0;
const NORMAL = 1;
const PUNISH = 2;

const isDarkSq = (s: number): boolean => (((s & 7) + (s >> 3)) & 1) === 0;
const kingDist = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

// Knight distance table (breadth-first search on the empty board).
const KNIGHT_DIST = new Uint8Array(64 * 64);
{
  const jumps = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ];
  for (let s = 0; s < 64; s++) {
    const d = KNIGHT_DIST.subarray(s * 64, s * 64 + 64);
    d.fill(255);
    d[s] = 0;
    const queue = [s];
    for (let qi = 0; qi < queue.length; qi++) {
      const x = queue[qi];
      for (const [df, dr] of jumps) {
        const f = (x & 7) + df;
        const r = (x >> 3) + dr;
        if (f < 0 || f > 7 || r < 0 || r > 7) continue;
        const t = f + 8 * r;
        if (d[t] === 255) {
          d[t] = d[x] + 1;
          queue.push(t);
        }
      }
    }
  }
}

export interface SearchStats {
  nodes: number;
}

export class HelpmateSearch {
  readonly b: HBoard;
  readonly w: number;
  readonly l: number;
  nodes = 0;
  private limit = 0;
  private localLimit = 0;
  private localNodes = 0;
  /** The global node limit was reached. */
  aborted = false;
  private readonly tt = new DepthTable(17);
  private generation = 0;
  private readonly buf = new Int32Array((MAX_PLY + 2) * STRIDE);
  private readonly order = new Int32Array((MAX_PLY + 2) * STRIDE);
  private readonly path = new Int32Array(MAX_PLY + 2);
  /** The mating line found (encoded moves), if any. */
  line: number[] | null = null;

  constructor(b: HBoard, w: number) {
    this.b = b;
    this.w = w;
    this.l = w ^ 1;
  }

  /**
   * Iterative deepening up to `maxDepth`, at most `localLimit` nodes per iteration and
   * `limit` nodes in all (counted from the start of this search object). True when a mate
   * was found (see `line`).
   */
  run(maxDepth: number, localLimit: number, limit: number): boolean {
    this.limit = limit;
    this.localLimit = localLimit;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.generation++;
      this.localNodes = 0;
      if (this.search(depth, 0, false)) return true;
      if (this.aborted) return false;
    }
    return false;
  }

  private search(depth: number, ply: number, pastProgress: boolean): boolean {
    const b = this.b;
    this.nodes++;
    this.localNodes++;
    if (this.nodes > this.limit) {
      this.aborted = true;
      return false;
    }
    const base = ply * STRIDE;
    const end = b.gen(this.buf, base);
    if (end === base) {
      // 5.1.1: checkmate of the loser ends the search; any other end of the game does not help.
      if (b.stm === this.l && b.inCheck()) {
        this.line = Array.from(this.path.subarray(0, ply));
        return true;
      }
      return false;
    }
    if (cannotMateByMaterial(b, this.w)) return false;
    if (depth <= 0 || ply >= MAX_PLY || this.localNodes > this.localLimit) return false;
    const stored = this.tt.probe(b.hLo, b.hHi, this.generation);
    if (stored >= depth) return false;
    this.tt.store(b.hLo, b.hHi, depth, this.generation);

    // Classify and order the moves: rewarded first, punished last.
    const sq = b.sq;
    const winnersTurn = b.stm === this.w;
    const w = this.w;
    const cnt = b.count;
    const wb = w << 3;
    const lb = (w ^ 1) << 3;
    // Corner of the mate: dark if the winner has a dark-squared bishop, or has no bishop
    // and the loser has a light-squared one; on the winner's far side.
    let wDarkB = false;
    let lLightB = false;
    if (cnt[wb | BISHOP] || cnt[lb | BISHOP]) {
      for (let s = 0; s < 64; s++) {
        const p = sq[s];
        if ((p & 7) !== BISHOP) continue;
        if (p >> 3 === w) {
          if (isDarkSq(s)) wDarkB = true;
        } else if (!isDarkSq(s)) lLightB = true;
      }
    }
    const darkCorner = wDarkB || (cnt[wb | BISHOP] === 0 && lLightB);
    // Relative to the winner's far corner (h8 for White with a dark corner).
    const cornerFile = darkCorner ? 7 : 0;
    const farRank = w === 0 ? 7 : 0;
    const flip = w === 0 ? 0 : 1;
    const corner = flip ? (7 - cornerFile) + 8 * (7 - farRank) : cornerFile + 8 * farRank;
    // Squares next to the corner along the rank and two ranks below it.
    const cf = corner & 7;
    const cr = corner >> 3;
    const besideCorner = (cf === 7 ? cf - 1 : cf + 1) + 8 * cr; // g8-like
    const belowCorner2 = cf + 8 * (cr === 7 ? cr - 2 : cr + 2); // h6-like
    const needLoserPromotion = this.needLoserPromotion();

    const order = this.order;
    let nR = 0;
    let nN = 0;
    let nP = 0;
    // Three passes into `order`: collect classes separately in place.
    const rewarded: number[] = [];
    const normal: number[] = [];
    const punished: number[] = [];
    for (let i = base; i < end; i++) {
      const m = this.buf[i];
      const from = m & 63;
      const to = (m >> 6) & 63;
      const piece = sq[from];
      const role = piece & 7;
      const capture = sq[to] !== 0 || (role === PAWN && (from & 7) !== (to & 7));
      let cls = NORMAL;
      if (winnersTurn) {
        const target = role === KING ? belowCorner2 : corner;
        if (role === PAWN && !capture) {
          const rel = w === 0 ? to >> 3 : 7 - (to >> 3);
          if (rel >= 4) cls = REWARD;
        }
        if (capture || approaches(role, from, to, target)) cls = REWARD;
      } else {
        const target = role === KING ? corner : besideCorner;
        if (needLoserPromotion) {
          const promo = (m >> 12) & 7;
          cls = role === PAWN && !(promo && this.isHeavyPromotion(m)) ? REWARD : PUNISH;
        }
        if (approaches(role, from, to, target)) cls = REWARD;
        if (capture) cls = PUNISH;
      }
      if (ply >= NO_REWARD_AFTER && cls === REWARD) cls = NORMAL;
      if (cls === REWARD) rewarded.push(m);
      else if (cls === NORMAL) normal.push(m);
      else punished.push(m);
    }
    nR = rewarded.length;
    nN = normal.length;
    nP = punished.length;
    let k = base;
    for (let i = 0; i < nR; i++) order[k++] = rewarded[i];
    for (let i = 0; i < nN; i++) order[k++] = normal[i];
    for (let i = 0; i < nP; i++) order[k++] = punished[i];

    for (let i = base; i < end; i++) {
      const m = order[i];
      const idx = i - base;
      const cls = idx < nR ? REWARD : idx < nR + nN ? NORMAL : PUNISH;
      let child: number;
      if (cls === REWARD) child = depth;
      else if (cls === NORMAL) child = pastProgress ? depth : depth - 1;
      else child = Math.max(0, depth - 3);
      this.path[ply] = m;
      b.make(m);
      const found = this.search(child, ply + 1, cls === REWARD);
      b.unmake();
      if (found) return true;
      if (this.aborted) return false;
    }
    return false;
  }

  private isHeavyPromotion(m: number): boolean {
    const b = this.b;
    const to = (m >> 6) & 63;
    b.make(m);
    const role = b.sq[to] & 7;
    b.unmake();
    return role === 4 || role === 5;
  }

  /**
   * The winner's material can only mate if the loser promotes (a lone knight against pawns
   * and queens, or bishops of one colour against no knights or other-coloured bishops).
   * Guidance only: a wrong answer costs time, never soundness.
   */
  private needLoserPromotion(): boolean {
    const b = this.b;
    const c = b.count;
    const wb = this.w << 3;
    const lb = this.l << 3;
    const wMen = b.material(this.w);
    if (wMen === 1 && c[wb | KNIGHT] === 1) {
      return c[lb | KNIGHT] + c[lb | BISHOP] + c[lb | 4] === 0;
    }
    if (wMen > 0 && wMen === c[wb | BISHOP] && c[lb | KNIGHT] === 0) {
      let dark = false;
      let light = false;
      for (let s = 0; s < 64; s++) {
        if ((b.sq[s] & 7) !== BISHOP) continue;
        if (isDarkSq(s)) dark = true;
        else light = true;
      }
      return !(dark && light);
    }
    return false;
  }
}

function approaches(role: number, from: number, to: number, target: number): boolean {
  if (role === KING) return kingDist(to, target) < kingDist(from, target);
  if (role === KNIGHT) return KNIGHT_DIST[to * 64 + target] < KNIGHT_DIST[from * 64 + target];
  return false;
}

// ---------------------------------------------------------------- exhaustive search

export type ExhaustResult = { kind: 'mate'; line: number[] } | { kind: 'none' } | { kind: 'unknown' };

/**
 * Depth-first walk over all positions reachable from `b` (each visited once). `closed(b)`
 * may declare a position proven unwinnable (its successors are then not visited). Returns
 * 'mate' with a line as soon as the loser is checkmated, 'none' when the walk is complete,
 * 'unknown' after `limit` nodes.
 */
export function exhaust(b: HBoard, w: number, limit: number, closed?: (b: HBoard) => boolean, stats?: SearchStats): ExhaustResult {
  const l = w ^ 1;
  const seen = new KeySet(12);
  let buf = new Int32Array(STRIDE * 64);
  let starts = new Int32Array(64);
  let idx = new Int32Array(64);
  let ends = new Int32Array(64);
  const rootPly = b.ply;
  let nodes = 0;
  let top = -1;
  // Visit the root.
  seen.add(b.hLo, b.hHi);
  {
    const end = b.gen(buf, 0);
    nodes++;
    if (end === 0) {
      if (b.stm === l && b.inCheck()) return { kind: 'mate', line: [] };
      return { kind: 'none' };
    }
    if (cannotMateByMaterial(b, w) || (closed && closed(b))) return { kind: 'none' };
    top = 0;
    starts[0] = 0;
    idx[0] = 0;
    ends[0] = end;
  }
  while (top >= 0) {
    if (idx[top] >= ends[top]) {
      top--;
      if (top >= 0) b.unmake();
      continue;
    }
    const m = buf[idx[top]++];
    b.make(m);
    if (!seen.add(b.hLo, b.hHi)) {
      b.unmake();
      continue;
    }
    if (++nodes > limit) {
      while (b.ply > rootPly) b.unmake();
      if (stats) stats.nodes += nodes;
      return { kind: 'unknown' };
    }
    const start = ends[top];
    if (start + STRIDE > buf.length) {
      const nb = new Int32Array(buf.length * 2);
      nb.set(buf);
      buf = nb;
    }
    const end = b.gen(buf, start);
    let expand = true;
    if (end === start) {
      if (b.stm === l && b.inCheck()) {
        const line = b.line().slice(rootPly);
        while (b.ply > rootPly) b.unmake();
        if (stats) stats.nodes += nodes;
        return { kind: 'mate', line };
      }
      expand = false;
    } else if (cannotMateByMaterial(b, w) || (closed && closed(b))) expand = false;
    if (!expand) {
      b.unmake();
      continue;
    }
    top++;
    if (top >= starts.length) {
      const grow = (a: Int32Array): Int32Array => {
        const x = new Int32Array(a.length * 2);
        x.set(a);
        return x;
      };
      starts = grow(starts);
      idx = grow(idx);
      ends = grow(ends);
    }
    starts[top] = start;
    idx[top] = start;
    ends[top] = end;
  }
  if (stats) stats.nodes += nodes;
  return { kind: 'none' };
}
