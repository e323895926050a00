// Best-first helpmate search: positions are expanded in the order of an estimate of how far
// they are from a mate in a chosen corner (a greedy planner, not a depth-first walk), so that a
// long helpmate whose pieces must first make room for each other — eight bishops clearing the
// long diagonal for the losing king, a pawn walking down a file its own bishops block — is
// found without exploring every side line of the first moves. Each position is met once (exact
// 64-bit key); the search can only prove `winnable` (the caller replays the line).
//
// The estimate (lower is closer), for the losing king's corner c (the colour the winner's
// bishops use, as in the walk's guide), a weighted sum of:
//   - the losing king's cheapest path to c, where a step costs 1, 2 more for each winning man
//     attacking the square (through batteries of the winner's own sliders, and with the losing
//     king taken off the board: it cannot step back along a line that checks it; c included,
//     as the king must enter c before the check) and 1 more when the square is occupied — the
//     men in the way must first leave;
//   - each flight square of c: zero when a loser's man other than the king stands there or the
//     winner attacks it, else the fewest moves of a loser's man to stand there, of the winning
//     king to guard it or of another winning man to attack it;
//   - the fewest moves of a winning man to attack c from afar (the check);
//   - when only a loser's promotion can give the blockers the mate needs (the guide's test),
//     the loser's pawn nearest to promotion, counting the men in its way;
//   - the winning king's distance to the square two in front of the corner.
// The estimate only orders the search; soundness does not depend on it.

import type { HBoard } from './board.ts';
import { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, KING_TO, KNIGHT_TO } from './board.ts';
import { cannotMateByMaterial } from './material.ts';
import { Guide, roleDist as roleDistance, attackDist as attackDistance } from './search.ts';
import { KeySet, grown } from './table.ts';

const STRIDE = 256;
const kingDist = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

const NEIGHBOURS = KING_TO;
const DIAG = [9, 7, -7, -9];
const ORTHO = [8, -8, 1, -1];

/** Counts in `att` how many men of colour `c` attack each square (kings included, batteries counted). */
function attackMap(sq: Int8Array, c: number, att: Uint8Array): void {
  att.fill(0);
  for (let s = 0; s < 64; s++) {
    const p = sq[s];
    if (!p || p >> 3 !== c) continue;
    const role = p & 7;
    if (role === PAWN) {
      const r = (s >> 3) + (c === 0 ? 1 : -1);
      if (r < 0 || r > 7) continue;
      if ((s & 7) > 0) att[r * 8 + (s & 7) - 1]++;
      if ((s & 7) < 7) att[r * 8 + (s & 7) + 1]++;
    } else if (role === KNIGHT) {
      for (const t of KNIGHT_TO[s]) att[t]++;
    } else if (role === KING) {
      for (const t of NEIGHBOURS[s]) att[t]++;
    } else {
      const cb = c << 3;
      if (role === BISHOP || role === QUEEN) ray(sq, s, DIAG, att, cb | BISHOP, cb | QUEEN);
      if (role === ROOK || role === QUEEN) ray(sq, s, ORTHO, att, cb | ROOK, cb | QUEEN);
    }
  }
}

function ray(sq: Int8Array, s: number, dirs: number[], att: Uint8Array, through: number, through2: number): void {
  for (const d of dirs) {
    let x = s;
    for (;;) {
      const f = x & 7;
      const nx = x + d;
      if (nx < 0 || nx > 63) break;
      const nf = nx & 7;
      if (Math.abs(nf - f) > 1) break;
      att[nx]++;
      const q = sq[nx];
      // Through the attacker's own men of a kind that attacks along this line too (a
      // battery): each one that leaves the line leaves the square attacked one time less.
      if (q && q !== through && q !== through2) break;
      x = nx;
    }
  }
}

/** Dial's shortest paths over the 64 squares with entry costs 1..15. */
class KingPaths {
  private readonly dist = new Int16Array(64);
  private readonly bucket = new Int16Array(16 * 512);
  private readonly fill = new Int16Array(16);

  /** Cheapest path cost from `from` to `to`, where entering s costs cost[s]. */
  run(from: number, to: number, cost: Uint8Array): number {
    const dist = this.dist;
    dist.fill(0x3fff);
    dist[from] = 0;
    this.fill.fill(0);
    this.bucket[0] = from;
    this.fill[0] = 1;
    let pending = 1;
    for (let d = 0; pending > 0; d++) {
      const slot = d & 15;
      // The bucket may grow while it is read (no: entry costs are at least 1).
      const n = this.fill[slot];
      this.fill[slot] = 0;
      pending -= n;
      for (let i = 0; i < n; i++) {
        const s = this.bucket[slot * 512 + i];
        if (dist[s] !== d) continue;
        if (s === to) return d;
        for (const t of NEIGHBOURS[s]) {
          const nd = d + cost[t];
          if (nd < dist[t]) {
            dist[t] = nd;
            const ts = nd & 15;
            if (this.fill[ts] < 512) {
              this.bucket[ts * 512 + this.fill[ts]++] = t;
              pending++;
            }
          }
        }
      }
    }
    return 0x3fff;
  }
}

export class BestFirstSearch {
  readonly b: HBoard;
  readonly w: number;
  readonly l: number;
  nodes = 0;
  line: number[] | null = null;
  private readonly guide: Guide;
  private corner = 63;
  private below = 47;
  private readonly att = new Uint8Array(64);
  private readonly cost = new Uint8Array(64);
  private readonly men = new Int32Array(32);
  private readonly paths = new KingPaths();

  constructor(b: HBoard, w: number, region?: Uint8Array | null) {
    this.b = b;
    this.w = w;
    this.l = w ^ 1;
    this.guide = new Guide(w, region);
  }

  /** The estimate of the current position of the board (lower is closer to a mate). */
  estimate(): number {
    const b = this.b;
    const sq = b.sq;
    const w = this.w;
    const l = this.l;
    const c = this.corner;
    const att = this.att;
    // The winner's attacks with the losing king off the board: a king cannot step back along
    // the line that checks it.
    const lk = b.kingSq[l];
    const lkCode = lk >= 0 ? sq[lk] : 0;
    if (lk >= 0) sq[lk] = 0;
    attackMap(sq, w, att);
    if (lk >= 0) sq[lk] = lkCode;
    const cost = this.cost;
    for (let s = 0; s < 64; s++) cost[s] = 1 + Math.min(8, 2 * att[s]) + (sq[s] ? 1 : 0);
    const wk = b.kingSq[w];
    const path = Math.min(60, this.paths.run(lk, c, cost));
    // The men other than kings and pawns, once.
    const men = this.men;
    let nMen = 0;
    for (let s = 0; s < 64; s++) {
      const q = sq[s];
      if (q && (q & 7) !== KING && (q & 7) !== PAWN) men[nMen++] = (q << 6) | s;
    }
    let flights = 0;
    for (const f of NEIGHBOURS[c]) {
      const p = sq[f];
      if (p && p >> 3 === l && (p & 7) !== KING) continue;
      if (att[f] && (!p || f === lk)) continue;
      let best = wk >= 0 ? Math.max(0, kingDist(wk, f) - 1) : 9;
      for (let i = 0; i < nMen && best > 0; i++) {
        const s = men[i] & 63;
        if (s === f) continue;
        const q = men[i] >> 6;
        const d = q >> 3 === l ? roleDistance(q & 7, s, f) : attackDistance(q & 7, s, f) + 1;
        if (d < best) best = d;
      }
      flights += best;
    }
    let check = 9;
    for (let i = 0; i < nMen && check > 0; i++) {
      const q = men[i] >> 6;
      if (q >> 3 !== w) continue;
      const d = attackDistance(q & 7, men[i] & 63, c);
      if (d < check) check = d;
    }
    let promo = 0;
    this.guide.prepare(b);
    if (this.guide.needLoserPromotion) {
      promo = 9;
      for (let s = 0; s < 64; s++) {
        if (sq[s] !== (PAWN | (l << 3))) continue;
        const d = l === 0 ? 7 - (s >> 3) : s >> 3;
        let blocked = 0;
        for (let x = s + (l === 0 ? 8 : -8); x >= 0 && x < 64; x += l === 0 ? 8 : -8) if (sq[x]) blocked++;
        if (d + blocked < promo) promo = d + blocked;
      }
    }
    const wkd = wk >= 0 ? kingDist(wk, this.below) : 0;
    return 4 * path + 2 * flights + 2 * check + 2 * promo + 2 * wkd;
  }

  /**
   * Searches with at most `limit` moves played; true when a mate of the loser was found (see
   * `line`). Positions of equal estimate are expanded newest first; `reverse` takes each
   * position's moves in the other order, which changes which of them comes first — the search
   * is run both ways, as the estimate has plateaus where that choice decides.
   */
  run(limit: number, reverse = false): boolean {
    // Long by design (#37): the best-first hot loop (pop, expand, estimate each child, push) in one frame.
    const b = this.b;
    const w = this.w;
    const l = this.l;
    this.guide.prepare(b);
    this.corner = this.guide.corner;
    this.below = this.guide.belowCorner2;
    const rootPly = b.ply;
    let cap = 1 << 14;
    let parent = new Int32Array(cap);
    let move = new Int32Array(cap);
    let depth = new Int32Array(cap);
    let count = 1;
    parent[0] = -1;
    depth[0] = 0;
    const seen = new KeySet(14);
    seen.add(b.hLo, b.hHi);
    const buckets: number[][] = [];
    let lowest = 0;
    const push = (node: number, f: number): void => {
      (buckets[f] ??= []).push(node);
      if (f < lowest) lowest = f;
    };
    push(0, this.estimate());
    let cur = 0;
    const buf = new Int32Array(STRIDE * 2);
    const down: number[] = [];
    const goTo = (target: number): void => {
      let a = cur;
      let t = target;
      down.length = 0;
      while (depth[a] > depth[t]) {
        b.unmake();
        a = parent[a];
      }
      while (depth[t] > depth[a]) {
        down.push(move[t]);
        t = parent[t];
      }
      while (a !== t) {
        b.unmake();
        a = parent[a];
        down.push(move[t]);
        t = parent[t];
      }
      for (let i = down.length - 1; i >= 0; i--) b.make(down[i]);
      cur = target;
    };
    const finish = (): void => {
      while (b.ply > rootPly) b.unmake();
    };
    for (;;) {
      while (lowest < buckets.length && !buckets[lowest]?.length) lowest++;
      if (lowest >= buckets.length) break;
      const node = buckets[lowest].pop() as number;
      goTo(node);
      const n = b.gen(buf, 0);
      if (n === 0 || cannotMateByMaterial(b, w)) continue;
      for (let j = 0; j < n; j++) {
        const m = buf[reverse ? n - 1 - j : j];
        if (b.peek(m) && seen.has(b.peekLo, b.peekHi)) continue;
        if (++this.nodes > limit) {
          finish();
          return false;
        }
        b.make(m);
        if (!seen.add(b.hLo, b.hHi)) {
          b.unmake();
          continue;
        }
        if (b.stm === l && b.inCheck() && b.gen(buf, STRIDE) === STRIDE) {
          this.line = b.line().slice(rootPly);
          b.unmake();
          finish();
          return true;
        }
        if (count === cap) {
          cap *= 2;
          parent = grown(parent, cap);
          move = grown(move, cap);
          depth = grown(depth, cap);
        }
        parent[count] = node;
        move[count] = m;
        depth[count] = depth[node] + 1;
        const h = this.estimate();
        b.unmake();
        push(count++, h);
      }
    }
    finish();
    return false;
  }
}
