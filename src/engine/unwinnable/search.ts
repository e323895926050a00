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
import { PAWN, KNIGHT, BISHOP, KING, PROMO_OF_FIELD } from './board.ts';
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
  private readonly cls = new Int8Array((MAX_PLY + 2) * STRIDE);
  private readonly guide: Guide;
  /** The mating line found (encoded moves), if any. */
  line: number[] | null = null;

  constructor(b: HBoard, w: number) {
    this.b = b;
    this.w = w;
    this.l = w ^ 1;
    this.guide = new Guide(w);
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
    const guide = this.guide;
    guide.prepare(b);
    const order = this.order;
    const cls = this.cls;
    let k = base;
    for (let pass = REWARD; pass <= PUNISH; pass++) {
      for (let i = base; i < end; i++) {
        const m = this.buf[i];
        if (pass === REWARD) {
          let c = guide.classify(b, m);
          if (ply >= NO_REWARD_AFTER && c === REWARD) c = NORMAL;
          cls[i] = c;
        }
        if (cls[i] === pass) order[k++] = m;
      }
    }
    let nR = 0;
    let nN = 0;
    for (let i = base; i < end; i++) {
      if (cls[i] === REWARD) nR++;
      else if (cls[i] === NORMAL) nN++;
    }

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

}

/**
 * Move guidance towards a mating pattern (CHA's idea, our own formulation): the loser's king
 * goes to the winner's far corner of the colour the winner's bishops use (or, with no
 * winner's bishop, the colour the loser's bishops do not use), the loser's other pieces to the
 * square beside that corner (as blockers), the winner's king two squares in front of it and
 * the winner's other pieces to the corner. Winner's captures and advanced pawn pushes are
 * progress; the loser's captures are not. When only a promotion by the loser can give the
 * winner mating material, the loser's pawn moves are progress and other moves are not.
 */
export class Guide {
  readonly w: number;
  corner = 63;
  besideCorner = 62;
  belowCorner2 = 47;
  needLoserPromotion = false;
  winnersTurn = false;

  constructor(w: number) {
    this.w = w;
  }

  prepare(b: HBoard): void {
    const w = this.w;
    const sq = b.sq;
    const cnt = b.count;
    const wb = w << 3;
    const lb = (w ^ 1) << 3;
    let wDarkB = false;
    let wLightB = false;
    let lDarkB = false;
    let lLightB = false;
    if (cnt[wb | BISHOP] || cnt[lb | BISHOP]) {
      for (let s = 0; s < 64; s++) {
        const p = sq[s];
        if ((p & 7) !== BISHOP) continue;
        const dark = isDarkSq(s);
        if (p >> 3 === w) {
          if (dark) wDarkB = true;
          else wLightB = true;
        } else if (dark) lDarkB = true;
        else lLightB = true;
      }
    }
    const darkCorner = wDarkB || (cnt[wb | BISHOP] === 0 && lLightB);
    const cornerFile = darkCorner ? 7 : 0;
    // The winner's far rank: h8 / a8 for White, a1 / h1 for Black (the board turned round).
    this.corner = w === 0 ? cornerFile + 56 : 7 - cornerFile;
    const cf = this.corner & 7;
    const cr = this.corner >> 3;
    this.besideCorner = (cf === 7 ? cf - 1 : cf + 1) + 8 * cr;
    this.belowCorner2 = cf + 8 * (cr === 7 ? cr - 2 : cr + 2);
    this.winnersTurn = b.stm === w;
    // Only a loser's promotion can help: a lone knight against pawns and queens, or bishops
    // of one colour against no knights and no bishops of the other colour.
    const wMen = b.material(w);
    this.needLoserPromotion = false;
    if (wMen === 1 && cnt[wb | KNIGHT] === 1) {
      this.needLoserPromotion = cnt[lb | KNIGHT] + cnt[lb | BISHOP] + cnt[lb | 4] === 0;
    } else if (wMen > 0 && wMen === cnt[wb | BISHOP] && cnt[lb | KNIGHT] === 0) {
      this.needLoserPromotion = !((wDarkB || lDarkB) && (wLightB || lLightB));
    }
  }

  classify(b: HBoard, m: number): number {
    const sq = b.sq;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const role = sq[from] & 7;
    const capture = sq[to] !== 0 || (role === PAWN && (from & 7) !== (to & 7));
    if (this.winnersTurn) {
      if (capture) return REWARD;
      if (role === PAWN) {
        const rel = this.w === 0 ? to >> 3 : 7 - (to >> 3);
        if (rel >= 4) return REWARD;
      }
      return approaches(role, from, to, role === KING ? this.belowCorner2 : this.corner) ? REWARD : NORMAL;
    }
    if (capture) return PUNISH;
    if (approaches(role, from, to, role === KING ? this.corner : this.besideCorner)) return REWARD;
    if (this.needLoserPromotion) {
      const promo = PROMO_OF_FIELD[(m >> 12) & 7];
      return role === PAWN && promo !== 4 && promo !== 5 ? REWARD : PUNISH;
    }
    return NORMAL;
  }
}

function approaches(role: number, from: number, to: number, target: number): boolean {
  if (role === KING) return kingDist(to, target) < kingDist(from, target);
  if (role === KNIGHT) return KNIGHT_DIST[to * 64 + target] < KNIGHT_DIST[from * 64 + target];
  return false;
}

// ---------------------------------------------------------------- exhaustive search

let ORDER_MODE = Number((globalThis as { process?: { env?: Record<string, string> } }).process?.env?.UNW_ORDER ?? 2);

const ORDER_CLS = new Int8Array(STRIDE);
const ORDER_TMP = new Int32Array(STRIDE);

/** Puts captures, pawn moves and promotions (the moves that cannot be taken back) first. */
function orderMoves(b: HBoard, buf: Int32Array, start: number, end: number, guide?: Guide): void {
  if (ORDER_MODE === 2 && guide) {
    guide.prepare(b);
    for (let i = start; i < end; i++) ORDER_CLS[i - start] = guide.classify(b, buf[i]);
    let k = 0;
    for (let pass = REWARD; pass <= PUNISH; pass++)
      for (let i = start; i < end; i++) if (ORDER_CLS[i - start] === pass) ORDER_TMP[k++] = buf[i];
    buf.set(ORDER_TMP.subarray(0, k), start);
    return;
  }
  const sq = b.sq;
  let k = start;
  for (let i = start; i < end; i++) {
    const m = buf[i];
    const from = m & 63;
    const to = (m >> 6) & 63;
    if (sq[to] !== 0 || (sq[from] & 7) === PAWN) {
      buf[i] = buf[k];
      buf[k++] = m;
    }
  }
}

export type ExhaustResult = { kind: 'mate'; line: number[] } | { kind: 'none' } | { kind: 'unknown' };

/**
 * Depth-first walk over all positions reachable from `b` (each visited once). `closed(b)`
 * may declare a position proven unwinnable (its successors are then not visited). Returns
 * 'mate' with a line as soon as the loser is checkmated, 'none' when the walk is complete,
 * 'unknown' after `limit` nodes.
 */
export function exhaust(b: HBoard, w: number, limit: number, closed?: (b: HBoard) => boolean, stats?: SearchStats): ExhaustResult {
  const l = w ^ 1;
  const guide = new Guide(w);
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
    if (ORDER_MODE) orderMoves(b, buf, 0, end, guide);
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
    if (ORDER_MODE) orderMoves(b, buf, start, end, guide);
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

/**
 * Shortens a line of legal moves from the current position of `b` to the same final
 * position: from each position on the way, jumps to the latest position of the line that one
 * legal move reaches (the line's own next move always qualifies). `b` is left unchanged.
 */
export function shortenLine(b: HBoard, line: number[]): number[] {
  const rootPly = b.ply;
  const index = new Map<string, number>();
  const key = (): string => `${b.hLo}:${b.hHi}`;
  index.set(key(), 0);
  for (let i = 0; i < line.length; i++) {
    b.make(line[i]);
    index.set(key(), i + 1);
  }
  while (b.ply > rootPly) b.unmake();
  const out: number[] = [];
  const buf = new Int32Array(STRIDE);
  let i = 0;
  while (i < line.length) {
    let best = line[i];
    let bestJ = i + 1;
    const n = b.gen(buf, 0);
    for (let k = 0; k < n; k++) {
      const m = buf[k];
      b.make(m);
      const j = index.get(key());
      b.unmake();
      if (j !== undefined && j > bestJ) {
        bestJ = j;
        best = m;
      }
    }
    out.push(best);
    b.make(best);
    i = bestJ;
  }
  while (b.ply > rootPly) b.unmake();
  return out;
}
