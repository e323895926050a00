// Searches over sequences of legal moves (both sides cooperating, as in a helpmate):
//
// - `HelpmateSearch`: iterative deepening, guided towards mating patterns (the losing king
//   driven to a corner of the colour the winner's bishops can use, the winner's king and
//   knights following, the losing pieces used as blockers). "Progress" moves cost no depth,
//   unpromising ones cost more, so long helpmates are found with a small budget. It can only
//   prove `winnable` (the line it returns ends in mate and is replayed by the caller).
//   With `plain`, every move costs one ply: a shortest-helpmate search for short lines.
// - `exhaust`: visits every position reachable by legal moves (each once, by exact key),
//   in the order the guide prefers,
//   stopping at mates, stalemates, positions where the intended winner's material can never
//   mate, and positions a caller-supplied proof closes. If it runs out without meeting a
//   mate of the loser, no series of legal moves mates (5.2.2 / 6.9 / 7.5.5 / A.4.3).

import type { HBoard } from './board.ts';
import { PAWN, KNIGHT, BISHOP, KING, KING_TO, KNIGHT_STEPS, PROMO_OF_FIELD } from './board.ts';
import { cannotMateByMaterial } from './material.ts';
import { DepthTable, KeySet, grown } from './table.ts';

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
  const jumps = KNIGHT_STEPS;
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
  private readonly buf = new Int32Array((MAX_PLY + 2) * STRIDE);
  private readonly order = new Int32Array((MAX_PLY + 2) * STRIDE);
  private readonly path = new Int32Array(MAX_PLY + 2);
  private readonly cls = new Int8Array((MAX_PLY + 2) * STRIDE);
  private readonly guide: Guide;
  /** Every move costs one ply (a shortest-helpmate search) instead of the guided costs. */
  private plain = false;
  /** The mating line found (encoded moves), if any. */
  line: number[] | null = null;

  constructor(b: HBoard, w: number, region?: Uint8Array | null) {
    this.b = b;
    this.w = w;
    this.l = w ^ 1;
    this.guide = new Guide(w, region);
  }

  /**
   * Iterative deepening up to `maxDepth`, at most `localLimit` nodes per iteration and
   * `limit` nodes in all (counted from the start of this search object). True when a mate
   * was found (see `line`). `plain`: depth counts plies exactly, so the first mate found is a
   * shortest one (within the limits).
   */
  run(maxDepth: number, localLimit: number, limit: number, plain = false): boolean {
    this.limit = limit;
    this.localLimit = localLimit;
    this.plain = plain;
    for (let depth = 1; depth <= maxDepth; depth++) {
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
    // The table is kept across iterations (as CHA does): a position already searched with at
    // least this depth is not searched again, which pushes each iteration into new lines. This
    // search only ever proves `winnable`, so skipping is harmless.
    const stored = this.tt.probe(b.hLo, b.hHi, 0);
    if (stored >= depth) return false;
    this.tt.store(b.hLo, b.hHi, depth, 0);

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
      if (this.plain) child = depth - 1;
      else if (cls === REWARD) child = depth;
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

/** Moves a piece of this role needs from a to b on an empty board (9: never). */
export function roleDist(role: number, a: number, b: number): number {
  if (a === b) return 0;
  switch (role) {
    case KING:
      return kingDist(a, b);
    case KNIGHT:
      return KNIGHT_DIST[a * 64 + b];
    case BISHOP:
      if (isDarkSq(a) !== isDarkSq(b)) return 9;
      return Math.abs((a & 7) - (b & 7)) === Math.abs((a >> 3) - (b >> 3)) ? 1 : 2;
    case 4: // rook
      return (a & 7) === (b & 7) || a >> 3 === b >> 3 ? 1 : 2;
    case 5: // queen
      return (a & 7) === (b & 7) || a >> 3 === b >> 3 || Math.abs((a & 7) - (b & 7)) === Math.abs((a >> 3) - (b >> 3)) ? 1 : 2;
    default:
      return 9;
  }
}

/**
 * Moves a piece of this role needs from a to stand on a square (other than t and the squares
 * next to it) from which it attacks t on an empty board (9: never).
 */
export function attackDist(role: number, a: number, t: number): number {
  if (a === t) return 2;
  const df = Math.abs((a & 7) - (t & 7));
  const dr = Math.abs((a >> 3) - (t >> 3));
  const near = df <= 1 && dr <= 1;
  switch (role) {
    case KNIGHT: {
      const d = KNIGHT_DIST[a * 64 + t];
      return d === 1 ? 0 : d - 1;
    }
    case BISHOP:
      if (isDarkSq(a) !== isDarkSq(t)) return 9;
      return df === dr && !near ? 0 : 1;
    case 4:
      return (df === 0 || dr === 0) && !near ? 0 : 1;
    case 5:
      return (df === 0 || dr === 0 || df === dr) && !near ? 0 : 1;
    default:
      return 9;
  }
}

const CORNER_STEPS = KING_TO;

// Lookup tables of the distances above: [role * 4096 + a * 64 + b].
const ATTACK_DIST = new Uint8Array(7 * 4096);
/** FLIGHT_DIST[role * 4096 + k * 64 + s]: roleDist from s to the nearest square next to k. */
const FLIGHT_DIST = new Uint8Array(7 * 4096);
for (let role = 1; role <= 6; role++) {
  for (let a = 0; a < 64; a++)
    for (let t = 0; t < 64; t++) {
      ATTACK_DIST[role * 4096 + a * 64 + t] = attackDist(role, a, t);
      let d = 9;
      for (const f of CORNER_STEPS[a]) d = Math.min(d, roleDist(role, t, f));
      FLIGHT_DIST[role * 4096 + a * 64 + t] = d;
    }
}

/**
 * Move guidance towards a mating pattern (CHA's idea, our own formulation). The mate is aimed
 * at a corner of the colour the winner's bishops use (or, with no winner's bishop, the colour
 * the loser's bishops do not use) — preferably one the losing king can reach, else the one on
 * the winner's far side. The losing king walks there, the loser's other pieces go to its
 * flight squares (as blockers), the winner's king two squares in front of it and the winner's
 * other pieces towards the corner. The winner's captures, promotions and advanced pawn pushes
 * are progress; the loser's captures are not. When only a promotion by the loser can give the
 * winner mating material, the loser's pawn moves are progress and other moves are not.
 */
export class Guide {
  readonly w: number;
  private readonly region: Uint8Array | null;
  corner = 63;
  belowCorner2 = 47;
  needLoserPromotion = false;
  winnersTurn = false;

  /** `region`: squares the losing king may reach (from the reach analysis), if known. */
  constructor(w: number, region?: Uint8Array | null) {
    this.w = w;
    this.region = region ?? null;
  }

  prepare(b: HBoard): void {
    const w = this.w;
    const cnt = b.count;
    const wb = w << 3;
    const lb = (w ^ 1) << 3;
    const wDarkB = b.darkBishops[w] > 0;
    const wLightB = cnt[wb | BISHOP] > b.darkBishops[w];
    const lDarkB = b.darkBishops[w ^ 1] > 0;
    const lLightB = cnt[lb | BISHOP] > b.darkBishops[w ^ 1];
    const darkCorner = wDarkB || (cnt[wb | BISHOP] === 0 && lLightB);
    // Dark corners a1, h8; light corners a8, h1. The winner's far rank first.
    const far = darkCorner ? (w === 0 ? 63 : 0) : w === 0 ? 56 : 7;
    const near = darkCorner ? (w === 0 ? 0 : 63) : w === 0 ? 7 : 56;
    const region = this.region;
    const corner = region && !region[far] && region[near] ? near : far;
    if (corner !== this.corner) {
      this.corner = corner;
      const cf = corner & 7;
      const cr = corner >> 3;
      this.belowCorner2 = cf + 8 * (cr === 7 ? cr - 2 : cr + 2);
    }
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

  /** Higher is more promising (about -2 .. 3). */
  score(b: HBoard, m: number): number {
    const sq = b.sq;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const role = sq[from] & 7;
    const capture = sq[to] !== 0 || (role === PAWN && (from & 7) !== (to & 7));
    if (this.winnersTurn) {
      if (capture || (m >> 12) & 7) return 3;
      if (role === PAWN) {
        const rel = this.w === 0 ? to >> 3 : 7 - (to >> 3);
        return rel >= 4 ? 2 : 0;
      }
      let d0: number;
      let d1: number;
      if (role === KING) {
        d0 = kingDist(from, this.belowCorner2);
        d1 = kingDist(to, this.belowCorner2);
      } else {
        const base = role * 4096 + this.corner;
        d0 = ATTACK_DIST[base + from * 64];
        d1 = ATTACK_DIST[base + to * 64];
      }
      return d1 < d0 ? 2 : d1 > d0 ? -1 : 0;
    }
    if (capture) return -2;
    if (role === KING) {
      const d0 = kingDist(from, this.corner);
      const d1 = kingDist(to, this.corner);
      return d1 < d0 ? 2 : 0;
    }
    if (role !== PAWN) {
      const base = role * 4096 + this.corner * 64;
      const d0 = FLIGHT_DIST[base + from];
      const d1 = FLIGHT_DIST[base + to];
      if (d1 < d0) return d1 === 0 ? 3 : 2;
    }
    if (this.needLoserPromotion) {
      const promo = PROMO_OF_FIELD[(m >> 12) & 7];
      return role === PAWN && promo !== 4 && promo !== 5 ? 2 : -1;
    }
    return 0;
  }

  classify(b: HBoard, m: number): number {
    const s = this.score(b, m);
    return s >= 2 ? REWARD : s < 0 ? PUNISH : NORMAL;
  }
}

// ---------------------------------------------------------------- exhaustive search

const ORDER_CLS = new Int8Array(STRIDE);
const ORDER_TMP = new Int32Array(STRIDE);

/** Orders buf[start..end) by the guide's score, best first (stable). */
function orderMoves(b: HBoard, buf: Int32Array, start: number, end: number, guide: Guide): void {
  guide.prepare(b);
  for (let i = start; i < end; i++) ORDER_CLS[i - start] = guide.score(b, buf[i]);
  let k = 0;
  for (let pass = 3; pass >= -2; pass--) for (let i = start; i < end; i++) if (ORDER_CLS[i - start] === pass) ORDER_TMP[k++] = buf[i];
  buf.set(ORDER_TMP.subarray(0, k), start);
}

export type ExhaustResult = { kind: 'mate'; line: number[] } | { kind: 'none'; positions: number } | { kind: 'unknown' };

/**
 * Depth-first walk over all positions reachable from `b` (each visited once). `closed(b,
 * irreversible)` may declare a position proven unwinnable (its successors are then not
 * visited); `irreversible` tells that the move leading there was a capture or a pawn move. Returns
 * 'mate' with a line as soon as the loser is checkmated, 'none' when the walk is complete,
 * 'unknown' after `limit` nodes.
 */
export function exhaust(
  b: HBoard,
  w: number,
  limit: number,
  closed?: ((b: HBoard, irreversible: boolean) => boolean) | null,
  stats?: SearchStats,
  region?: Uint8Array | null,
  closeCost = 0,
): ExhaustResult {
  // Long by design (#37): the walk's hot loop over an explicit stack (no recursion, no per-node closures).
  const l = w ^ 1;
  const guide = new Guide(w, region);
  const seen = new KeySet(12);
  let buf = new Int32Array(STRIDE * 64);
  let starts = new Int32Array(64);
  let idx = new Int32Array(64);
  let ends = new Int32Array(64);
  const rootPly = b.ply;
  let nodes = 0;
  let skips = 0;
  let top = -1;
  // Visit the root.
  seen.add(b.hLo, b.hHi);
  {
    const end = b.gen(buf, 0);
    orderMoves(b, buf, 0, end, guide);
    nodes++;
    if (end === 0) {
      if (b.stm === l && b.inCheck()) return { kind: 'mate', line: [] };
      return { kind: 'none', positions: 1 };
    }
    if (cannotMateByMaterial(b, w) || (closed && closed(b, false))) return { kind: 'none', positions: 1 };
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
    // A position already visited is skipped (its key computed without playing the move when
    // possible); every move played counts as a node.
    if (b.peek(m) && seen.has(b.peekLo, b.peekHi)) {
      // A quarter of a node: skipping is cheap, but not free.
      if (++skips === 4) {
        skips = 0;
        nodes++;
      }
      continue;
    }
    if (++nodes > limit) {
      while (b.ply > rootPly) b.unmake();
      if (stats) stats.nodes += nodes;
      return { kind: 'unknown' };
    }
    const irreversible = b.sq[(m >> 6) & 63] !== 0 || (b.sq[m & 63] & 7) === PAWN;
    b.make(m);
    if (!seen.add(b.hLo, b.hHi)) {
      b.unmake();
      continue;
    }
    const start = ends[top];
    if (start + STRIDE > buf.length) {
      const nb = new Int32Array(buf.length * 2);
      nb.set(buf);
      buf = nb;
    }
    const end = b.gen(buf, start);
    orderMoves(b, buf, start, end, guide);
    let expand = true;
    if (end === start) {
      if (b.stm === l && b.inCheck()) {
        const line = b.line().slice(rootPly);
        while (b.ply > rootPly) b.unmake();
        if (stats) stats.nodes += nodes;
        return { kind: 'mate', line };
      }
      expand = false;
    } else if (cannotMateByMaterial(b, w)) expand = false;
    else if (closed && irreversible) {
      nodes += closeCost; // the analysis costs about as much as this many moves
      if (closed(b, true)) expand = false;
    }
    if (!expand) {
      b.unmake();
      continue;
    }
    top++;
    if (top >= starts.length) {
      starts = grown(starts, starts.length * 2);
      idx = grown(idx, idx.length * 2);
      ends = grown(ends, ends.length * 2);
    }
    starts[top] = start;
    idx[top] = start;
    ends[top] = end;
  }
  if (stats) stats.nodes += nodes;
  return { kind: 'none', positions: seen.size };
}

/**
 * Shortens a line of legal moves from the current position of `b` to the same final
 * position: from each position on the way, jumps to the latest position of the line that one
 * legal move — or, while the work stays small, two — reaches (the line's own next move always
 * qualifies). `b` is left unchanged.
 */
export function shortenLine(b: HBoard, line: number[], work = 0): number[] {
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
  const buf = new Int32Array(STRIDE * 2);
  let i = 0;
  while (i < line.length) {
    let best = line[i];
    let bestJ = i + 1;
    let best2a = -1;
    let best2b = -1;
    let best2J = -1;
    const n = b.gen(buf, 0);
    for (let k = 0; k < n; k++) {
      const m = buf[k];
      b.make(m);
      const j = index.get(key());
      if (j !== undefined && j > bestJ) {
        bestJ = j;
        best = m;
      }
      if (work > 0) {
        const n2 = b.gen(buf, STRIDE) - STRIDE;
        work -= n2;
        for (let k2 = 0; k2 < n2; k2++) {
          const m2 = buf[STRIDE + k2];
          const j2 = b.peek(m2) ? index.get(`${b.peekLo}:${b.peekHi}`) : undefined;
          if (j2 !== undefined && j2 > best2J) {
            best2J = j2;
            best2a = m;
            best2b = m2;
          }
        }
      }
      b.unmake();
    }
    if (best2J > bestJ + 1) {
      out.push(best2a, best2b);
      b.make(best2a);
      b.make(best2b);
      i = best2J;
    } else {
      out.push(best);
      b.make(best);
      i = bestJ;
    }
  }
  while (b.ply > rootPly) b.unmake();
  return out;
}
