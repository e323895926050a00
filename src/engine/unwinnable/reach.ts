// Semi-static analysis: what can ever happen on this board? (Used for 5.2.2 / 6.9 / 7.5.5 /
// A.4.3 — "no series of legal moves" can mate — in blocked positions, where searching all
// move sequences is hopeless but the pawn walls decide.)
//
// We compute an over-approximation of the future, as the least fixed point of rules that are
// necessary conditions of real moves:
//   - reach[i]: the squares piece i (a piece standing on the board now) can ever stand on;
//   - mobile[i]: piece i can ever leave its square (it moves, or is captured there);
//   - a piece that is not mobile is "fixed": it stands there for the rest of the game.
// Rules (each real move satisfies them, so by induction on the moves of any game every real
// event is derived; the least fixed point therefore contains everything that can happen):
//   - a piece steps along its lines one square at a time (a long move passes through empty
//     squares, where it could have stopped; 3.2–3.6, 3.8.1); castling is king and rook
//     steps over squares that must be empty and unattacked (3.8.2), so it needs no rule;
//   - it cannot enter a square holding a fixed piece of its own colour, nor the square of a
//     fixed enemy king (kings are never captured); entering a square where a fixed enemy
//     piece stands is a capture, so that piece becomes mobile;
//   - a king cannot enter a square attacked by a fixed enemy piece (3.9.2): pawn, knight or
//     king attacks, and line attacks through squares that no other piece can ever occupy;
//   - a pawn pushes (3.7.1/3.7.2) only onto a square whose present occupant is mobile, and
//     captures diagonally (3.7.3) only onto a square some enemy non-king piece can reach
//     (this includes en passant, 3.7.3.1: the enemy pawn passed over that square); a pawn that
//     reaches the last rank may become anything (3.7.3.3) and is then assumed to reach every
//     square and attack everything.
// From this over-approximation, `semiStaticUnwinnable` looks for a square where the losing
// king could be mated: some winning piece must be able to attack it, and every flight square
// must be guarded by the winner or blocked by a distinct losing piece (a bipartite matching).
// If no square passes, no series of legal moves mates.

import type { HBoard } from './board.ts';
import { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, KNIGHT_STEPS } from './board.ts';

// ---------------------------------------------------------------- geometry tables

const DF = [0, 0, 1, -1, 1, -1, 1, -1];
const DR = [1, -1, 0, 0, 1, 1, -1, -1];
/** STEP[sq * 8 + d]: neighbour of sq in direction d (0..3 orthogonal, 4..7 diagonal), or -1. */
const STEP = new Int8Array(64 * 8).fill(-1);
const KNIGHT_JUMPS: number[][] = [];
const KING_STEPS: number[][] = [];
for (let s = 0; s < 64; s++) {
  const f = s & 7;
  const r = s >> 3;
  const ks: number[] = [];
  for (let d = 0; d < 8; d++) {
    const ff = f + DF[d];
    const rr = r + DR[d];
    if (ff >= 0 && ff < 8 && rr >= 0 && rr < 8) {
      STEP[s * 8 + d] = ff + 8 * rr;
      ks.push(ff + 8 * rr);
    }
  }
  KING_STEPS.push(ks);
  const kn: number[] = [];
  for (const [df, dr] of KNIGHT_STEPS) {
    const ff = f + df;
    const rr = r + dr;
    if (ff >= 0 && ff < 8 && rr >= 0 && rr < 8) kn.push(ff + 8 * rr);
  }
  KNIGHT_JUMPS.push(kn);
}
const dist = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

/** Squares a pawn of colour c on s attacks (3.7.3). */
function pawnAttacks(c: number, s: number): number[] {
  const out: number[] = [];
  const r = (s >> 3) + (c === 0 ? 1 : -1);
  if (r < 0 || r > 7) return out;
  const f = s & 7;
  if (f > 0) out.push(r * 8 + f - 1);
  if (f < 7) out.push(r * 8 + f + 1);
  return out;
}

// ---------------------------------------------------------------- the fixed point

export interface ReachAnalysis {
  n: number;
  square: Int8Array; // start square of piece i
  code: Int8Array; // piece code
  /** reach[i * 64 + s] = 1 when piece i may ever stand on s. */
  reach: Uint8Array;
  mobile: Uint8Array;
  promoted: Uint8Array;
  /** Piece index of each king, by colour. */
  king: Int8Array;
  /** occ[s]: index of the piece standing on s now, or -1. */
  occ: Int8Array;
  /** fixed[s] = 1 when a piece stands on s for the rest of the game. */
  fixed: Uint8Array;
  /** host[c * 64 + s] = 1 when some non-king piece of colour c may stand on s. */
  host: Uint8Array;
  /**
   * shield[i] = 1: piece i is never captured, except by a capture after which the game is over
   * (stalemate); only from `analyseReach(b, true)`, else null.
   */
  shield: Uint8Array | null;
  /** stalemating[i] = 1: shielded, and the enemy king may take it, but only into stalemate. */
  stalemating: Uint8Array | null;
  /** permAtt[c * 64 + s] = 1: s is attacked for the rest of the game by a fixed man of colour c. */
  permAtt: Uint8Array;
}

/**
 * Computes the over-approximation described above. With `shielded`, also the stalemating
 * captures argument (`checkShields`): men whose capture would end the game in stalemate at once
 * are treated as never captured — several fixed points, so only where the plain one fails.
 */
export function analyseReach(b: HBoard, shielded = false): ReachAnalysis {
  const board = b.sq;
  let n = 0;
  const square = new Int8Array(64);
  const code = new Int8Array(64);
  const occ = new Int8Array(64).fill(-1);
  const king = new Int8Array([-1, -1]);
  for (let s = 0; s < 64; s++) {
    const p = board[s];
    if (!p) continue;
    square[n] = s;
    code[n] = p;
    occ[s] = n;
    if ((p & 7) === KING) king[p >> 3] = n;
    n++;
  }

  // Facing pawns. A white pawn P below a black pawn Q on the same file can never get past Q
  // while both stay on the file and Q is never captured (by a white piece other than P);
  // likewise Q never gets past P while both stay on the file and P is never captured. These
  // assumptions are made first and checked against the result; a failed one is dropped and
  // the fixed point recomputed (see the proof in the comment of `checkPairs`).
  const pairs: Pair[] = [];
  for (let i = 0; i < n; i++) {
    if (code[i] !== PAWN) continue;
    for (let j = 0; j < n; j++) {
      if (code[j] !== (PAWN | 8)) continue;
      if ((square[i] & 7) === (square[j] & 7) && square[j] > square[i]) {
        pairs.push({ white: i, black: j, blockWhite: true, blockBlack: true });
      }
    }
  }
  if (!shielded) {
    for (;;) {
      const r = fixpoint(b, n, square, code, occ, king, pairs, null);
      if (checkPairs(r, pairs)) return r;
    }
  }
  // Shielded men (see `checkShields`): every non-king man is first assumed never captured;
  // an assumption is dropped when the result shows a capture that does not stalemate at once.
  const shield = new Uint8Array(n);
  const stalemating = new Uint8Array(n);
  for (let i = 0; i < n; i++) if ((code[i] & 7) !== KING) shield[i] = 1;
  for (;;) {
    const r = fixpoint(b, n, square, code, occ, king, pairs, shield);
    const okPairs = checkPairs(r, pairs);
    const okShields = checkShields(r, shield, stalemating);
    if (okPairs && okShields) {
      r.shield = shield;
      r.stalemating = stalemating;
      return r;
    }
  }
}

interface Pair {
  white: number;
  black: number;
  /** The white pawn cannot reach the black pawn's rank (or beyond) on this file. */
  blockWhite: boolean;
  /** The black pawn cannot reach the white pawn's rank (or below) on this file. */
  blockBlack: boolean;
}

/**
 * Checks the facing-pawn assumptions against a fixed point computed under them; drops the
 * ones that fail and returns false if any did. Soundness: take a real game and its first
 * event that the fixed point does not contain. Every earlier event is contained, so if the
 * checks pass, P and Q have both stayed on their file so far (leaving it is a capture, an
 * event that would be in the result), and Q has not been captured (the capturing piece would
 * have stood on a square of Q's reach). A pawn cannot move through or onto another, so P is
 * still below Q: the first uncontained event cannot be P reaching Q's rank, nor (symmetric)
 * Q reaching P's; it is derived by the ordinary rules, hence contained — a contradiction.
 */
function checkPairs(r: ReachAnalysis, pairs: Pair[]): boolean {
  let okAll = true;
  for (const p of pairs) {
    if (!p.blockWhite && !p.blockBlack) continue;
    // The two pawns of a pair stand on one file.
    const fw = r.square[p.white] & 7;
    let onFile = true;
    for (let s = 0; s < 64 && onFile; s++) {
      if ((s & 7) === fw) continue;
      if (r.reach[p.white * 64 + s] || r.reach[p.black * 64 + s]) onFile = false;
    }
    if (!onFile) {
      p.blockWhite = p.blockBlack = false;
      okAll = false;
      continue;
    }
    if (p.blockWhite && capturable(r, p.black, p.white)) {
      p.blockWhite = false;
      okAll = false;
    }
    if (p.blockBlack && capturable(r, p.white, p.black)) {
      p.blockBlack = false;
      okAll = false;
    }
  }
  return okAll;
}

/** Can a piece of the other colour than `victim`, other than `except`, stand where victim may? */
function capturable(r: ReachAnalysis, victim: number, except: number): boolean {
  const color = r.code[victim] >> 3;
  for (let x = 0; x < r.n; x++) {
    if (x === except || r.code[x] >> 3 === color) continue;
    for (let s = 0; s < 64; s++) if (r.reach[victim * 64 + s] && r.reach[x * 64 + s]) return true;
  }
  return false;
}

/** Directions of a piece's lines (indices into STEP): bishop 4..7, rook 0..3, queen 0..7. */
function lineDirs(role: number): [number, number] {
  return role === BISHOP ? [4, 8] : role === ROOK ? [0, 4] : role === QUEEN ? [0, 8] : [0, 0];
}

/** Is s attacked by a fixed pawn or knight of colour c (a protection that never goes away)? */
function guardedForEver(r: ReachAnalysis, c: number, s: number): boolean {
  for (let y = 0; y < r.n; y++) {
    const code = r.code[y];
    if (code >> 3 !== c || r.mobile[y]) continue;
    const role = code & 7;
    if (role === PAWN ? pawnAttacks(c, r.square[y]).includes(s) : role === KNIGHT && KNIGHT_JUMPS[r.square[y]].includes(s)) return true;
  }
  return false;
}

/**
 * The stalemating-captures argument. Each shielded man p (colour C, on s) was assumed never
 * captured; the assumption is kept when the fixed point computed under it shows that
 *   - p never moves (it is fixed), no enemy man but the king can ever stand where it would
 *     capture on s (no enemy man is promoted), and
 *   - the enemy king X can take p only with the game ending at once in stalemate: s is guarded
 *     for ever by a fixed pawn or knight of C (then the king can never take), or for every
 *     square o next to s the king may come from and every square c of C's king (two or more
 *     squares from s, which it would otherwise guard, and from o), after Kxs C has no legal
 *     move and is not in check (`stalemateAfter`).
 * Soundness: in a real game take the first event that the fixed point does not contain, or
 * the first capture of a shielded man, whichever comes first. Up to it every event is
 * contained and every shielded man stands on its square, so if it is a capture of p, it is by
 * the king from a square o of its reach with C's king on a square c of its reach, and the
 * fixed men (and the squares they attack for ever) are where the fixed point says: C is
 * stalemated and the game is over (5.2.1), no mate follows. Otherwise the event follows from
 * contained events by the rules, which forbid only captures of shielded men: a contradiction.
 * Failing assumptions are dropped (all at once) and the fixed point recomputed.
 */
function checkShields(r: ReachAnalysis, shield: Uint8Array, stalemating: Uint8Array): boolean {
  let okAll = true;
  for (let i = 0; i < r.n; i++) {
    if (!shield[i]) continue;
    const how = shieldHolds(r, i);
    stalemating[i] = how === 2 ? 1 : 0;
    if (how === 0) {
      shield[i] = 0;
      okAll = false;
    }
  }
  return okAll;
}

/** 0: the assumption fails; 1: p can never be taken; 2: only by a capture that stalemates. */
function shieldHolds(r: ReachAnalysis, i: number): 0 | 1 | 2 {
  if (r.mobile[i]) return 0;
  const s = r.square[i];
  const C = r.code[i] >> 3;
  const X = C ^ 1;
  const n = r.n;
  const xk = r.king[X];
  const ck = r.king[C];
  if (xk < 0 || ck < 0) return 0;
  for (let z = 0; z < n; z++) {
    const code = r.code[z];
    if (code >> 3 !== X || z === xk) continue;
    if (r.promoted[z]) return 0;
    const role = code & 7;
    const base = z * 64;
    if (role === PAWN) {
      for (let a = 0; a < 64; a++) if (r.reach[base + a] && pawnAttacks(X, a).includes(s)) return 0;
    } else if (role === KNIGHT) {
      for (const a of KNIGHT_JUMPS[s]) if (r.reach[base + a]) return 0;
    } else {
      const [d0, d1] = lineDirs(role);
      for (let d = d0; d < d1; d++) {
        const a = STEP[s * 8 + d];
        if (a >= 0 && r.reach[base + a]) return 0;
      }
    }
  }
  if (guardedForEver(r, C, s)) return 1;
  let how: 1 | 2 = 1;
  for (const o of KING_STEPS[s]) {
    if (!r.reach[xk * 64 + o]) continue;
    for (let c = 0; c < 64; c++) {
      if (!r.reach[ck * 64 + c] || dist(c, s) < 2 || dist(c, o) < 2) continue;
      if (!stalemateAfter(r, i, s, o, c)) return 0;
      how = 2;
    }
  }
  return how;
}

/**
 * After the king of X takes man i (colour C) on s, coming from o, with C's king on c: is C
 * surely stalemated (no legal move, not in check)? Only facts that hold for the rest of the
 * game are used (fixed men, squares attacked for ever); anything unsure answers false.
 */
function stalemateAfter(r: ReachAnalysis, i: number, s: number, o: number, c: number): boolean {
  const C = r.code[i] >> 3;
  const X = C ^ 1;
  const n = r.n;
  const occupantColor = (t: number): number => (r.occ[t] >= 0 ? r.code[r.occ[t]] >> 3 : -1);
  // C's other men: only pawns that never move of themselves (each may or may not be there).
  for (let y = 0; y < n; y++) {
    const code = r.code[y];
    if (y === i || code >> 3 !== C || y === r.king[C]) continue;
    if ((code & 7) !== PAWN) return false;
    const sq = r.square[y];
    for (let t = 0; t < 64; t++) if (t !== sq && r.reach[y * 64 + t]) return false;
    // Its moves now: the push square must hold a man for ever (or the king on s) ...
    const t = sq + (C === 0 ? 8 : -8);
    if (t !== s && !r.fixed[t]) return false;
    // ... and no X man but the king may stand where it captures.
    for (const x of pawnAttacks(C, sq)) {
      if (x === s || (r.fixed[x] && occupantColor(x) === C)) continue;
      if (r.host[X * 64 + x]) return false;
    }
  }
  // C's king: every square next to c is next to the king on s, holds a fixed man of C, is
  // attacked for ever, or holds a fixed man of X guarded for ever.
  for (const e of KING_STEPS[c]) {
    if (dist(e, s) <= 1) continue;
    if (r.fixed[e] && e !== r.square[i]) {
      if (occupantColor(e) === C) continue;
      if (guardedForEver(r, X, e)) continue;
      return false;
    }
    if (r.permAtt[X * 64 + e]) continue;
    return false;
  }
  // Not in check: the king's move from o can only uncover a line of an X piece through o.
  return !mayUncover(r, X, c, o);
}

/**
 * May a king of colour X leaving o uncover a line of an X piece to the square c? True unless
 * o is off every line through c, a fixed man stands between, or no X piece that moves along
 * that line (or promoted man) can ever stand beyond o before the next fixed man.
 */
function mayUncover(r: ReachAnalysis, X: number, c: number, o: number): boolean {
  for (let d = 0; d < 8; d++) {
    let t = STEP[c * 8 + d];
    while (t >= 0 && t !== o && !r.fixed[t]) t = STEP[t * 8 + d];
    if (t !== o) continue;
    for (t = STEP[o * 8 + d]; t >= 0; t = STEP[t * 8 + d]) {
      for (let z = 0; z < r.n; z++) {
        const code = r.code[z];
        if (code >> 3 !== X || !r.reach[z * 64 + t]) continue;
        const [d0, d1] = lineDirs(code & 7);
        if (r.promoted[z] || (d >= d0 && d < d1)) return true;
      }
      if (r.fixed[t]) break;
    }
  }
  return false;
}

function fixpoint(
  b: HBoard,
  n: number,
  square: Int8Array,
  code: Int8Array,
  occ: Int8Array,
  king: Int8Array,
  pairs: Pair[],
  shield: Uint8Array | null,
): ReachAnalysis {
  // Long by design (#37): the least fixed point's hot loop; its rules share the reach and occupancy tables in one frame.
  const reach = new Uint8Array(n * 64);
  const mobile = new Uint8Array(n);
  const promoted = new Uint8Array(n);
  const host = new Uint8Array(128);
  const chost = new Uint8Array(128); // as host, without shielded men: squares a capture may land on
  const fixed = new Uint8Array(64);
  const permAtt = new Uint8Array(128); // permAtt[c * 64 + s]: s attacked forever by colour c
  const occupiable = new Uint8Array(64); // some non-king piece may ever stand on s
  for (let i = 0; i < n; i++) reach[i * 64 + square[i]] = 1;
  // Push limits on the pawn's own file from the facing-pawn assumptions: a white pawn may
  // not enter rank >= limit, a black pawn rank <= limit.
  const limit = new Int8Array(n);
  for (let i = 0; i < n; i++) limit[i] = code[i] >> 3 ? -1 : 8;
  for (const p of pairs) {
    if (p.blockWhite) limit[p.white] = Math.min(limit[p.white], square[p.black] >> 3);
    if (p.blockBlack) limit[p.black] = Math.max(limit[p.black], square[p.white] >> 3);
  }

  // 3.7.3.1: an en-passant capture available now takes the pawn that has just moved two squares.
  let epSquare = -1;
  if (b.ep >= 0) {
    epSquare = b.ep;
    const victim = occ[b.stm === 0 ? b.ep - 8 : b.ep + 8];
    if (victim >= 0) mobile[victim] = 1;
  }

  const stack = new Int8Array(64 * 2);
  let changed = true;
  let rounds = 0;
  while (changed && rounds < 256) {
    changed = false;
    rounds++;
    // Derived facts of this round.
    fixed.fill(0);
    for (let i = 0; i < n; i++) if (!mobile[i]) fixed[square[i]] = 1;
    host.fill(0);
    chost.fill(0);
    occupiable.fill(0);
    for (let i = 0; i < n; i++) {
      const c = code[i];
      if ((c & 7) === KING) continue;
      const base = (c >> 3) * 64;
      const target = !shield || !shield[i];
      for (let s = 0; s < 64; s++)
        if (reach[i * 64 + s]) {
          host[base + s] = 1;
          if (target) chost[base + s] = 1;
          occupiable[s] = 1;
        }
    }
    if (epSquare >= 0) {
      host[(b.stm ^ 1) * 64 + epSquare] = 1;
      chost[(b.stm ^ 1) * 64 + epSquare] = 1;
    }
    computePermanentAttacks(n, code, square, mobile, reach, king, occupiable, permAtt);

    for (let i = 0; i < n; i++) {
      if (promoted[i]) continue;
      const c = code[i];
      const color = c >> 3;
      const role = c & 7;
      const them = color ^ 1;
      const base = i * 64;
      let sp = 0;
      for (let s = 0; s < 64; s++) if (reach[base + s]) stack[sp++] = s;
      if (role === PAWN) {
        const fwd = color === 0 ? 8 : -8;
        while (sp > 0) {
          const a = stack[--sp];
          const ar = a >> 3;
          if ((color === 0 && ar === 7) || (color === 1 && ar === 0)) {
            // 3.7.3.3: promoted; from now on assume anything.
            promoted[i] = 1;
            reach.fill(1, base, base + 64);
            // It may then capture anything but the king.
            for (let j = 0; j < n; j++) if (code[j] >> 3 === them && (code[j] & 7) !== KING && !shield?.[j]) mobile[j] = 1;
            changed = true;
            sp = 0;
            break;
          }
          const t = a + fwd;
          const blockedOnFile = (t & 7) === (square[i] & 7) && (color === 0 ? t >> 3 >= limit[i] : t >> 3 <= limit[i]);
          if (!reach[base + t] && !blockedOnFile) {
            const j = occ[t];
            if (j < 0 || j === i || mobile[j]) {
              reach[base + t] = 1;
              stack[sp++] = t;
              changed = true;
            }
          }
          for (const x of pawnAttacks(color, a)) {
            if (reach[base + x] || !chost[them * 64 + x]) continue;
            const j = occ[x];
            if (j >= 0 && j !== i && code[j] >> 3 === color && !mobile[j]) continue;
            reach[base + x] = 1;
            stack[sp++] = x;
            changed = true;
            if (j >= 0 && code[j] >> 3 === them && (code[j] & 7) !== KING) mobile[j] = 1;
          }
        }
      } else {
        while (sp > 0) {
          const a = stack[--sp];
          let targets: number[];
          if (role === KNIGHT) targets = KNIGHT_JUMPS[a];
          else if (role === KING || role === QUEEN) targets = KING_STEPS[a];
          else {
            targets = [];
            const d0 = role === BISHOP ? 4 : 0;
            for (let d = d0; d < d0 + 4; d++) {
              const t = STEP[a * 8 + d];
              if (t >= 0) targets.push(t);
            }
          }
          for (const t of targets) {
            if (reach[base + t]) continue;
            const j = occ[t];
            if (j >= 0 && j !== i && !mobile[j]) {
              if (code[j] >> 3 === color) continue; // own piece there for ever
              if ((code[j] & 7) === KING) continue; // kings are never captured
              if (shield?.[j]) continue; // assumed never captured (checkShields)
            }
            if (role === KING && permAtt[them * 64 + t]) continue; // 3.9.2
            reach[base + t] = 1;
            stack[sp++] = t;
            changed = true;
            if (j >= 0 && code[j] >> 3 === them && (code[j] & 7) !== KING && !mobile[j]) mobile[j] = 1;
          }
        }
      }
      if (!mobile[i]) {
        for (let s = 0; s < 64; s++)
          if (s !== square[i] && reach[base + s]) {
            mobile[i] = 1;
            changed = true;
            break;
          }
      }
    }
  }
  if (changed) {
    // Did not settle (cannot happen: every rule only adds facts); be safe and claim nothing.
    reach.fill(1);
    mobile.fill(1);
  }
  return { n, square, code, reach, mobile, promoted, king, occ, fixed, host, shield: null, stalemating: null, permAtt };
}

/**
 * permAtt[c * 64 + s] = 1 when s is attacked, for the rest of the game, by a fixed piece of
 * colour c: a pawn, knight or king always attacks the same squares (3.1.3: even when pinned);
 * a line piece along its lines up to the first square that a piece other than the enemy king
 * (the one that would walk there) may ever occupy.
 */
function computePermanentAttacks(
  n: number,
  code: Int8Array,
  square: Int8Array,
  mobile: Uint8Array,
  reach: Uint8Array,
  king: Int8Array,
  occupiable: Uint8Array,
  permAtt: Uint8Array,
): void {
  permAtt.fill(0);
  for (let i = 0; i < n; i++) {
    if (mobile[i]) continue;
    const c = code[i];
    const color = c >> 3;
    const role = c & 7;
    const s = square[i];
    const base = color * 64;
    if (role === PAWN) {
      for (const x of pawnAttacks(color, s)) permAtt[base + x] = 1;
    } else if (role === KNIGHT) {
      for (const x of KNIGHT_JUMPS[s]) permAtt[base + x] = 1;
    } else if (role === KING) {
      for (const x of KING_STEPS[s]) permAtt[base + x] = 1;
    } else {
      const d0 = role === BISHOP ? 4 : 0;
      const d1 = role === ROOK ? 4 : 8;
      const ownKing = king[color];
      for (let d = d0; d < d1; d++) {
        let t = STEP[s * 8 + d];
        while (t >= 0) {
          permAtt[base + t] = 1;
          // The attacking side's own king can block the line too.
          if (occupiable[t] || (ownKing >= 0 && reach[ownKing * 64 + t])) break;
          t = STEP[t * 8 + d];
        }
      }
    }
  }
}

// ---------------------------------------------------------------- attacks from a square

/**
 * Squares attacked by piece i if it stood on `a`, with lines stopped by fixed pieces only
 * (anything else may have moved away). Written into out[0..64).
 */
function attacksFrom(r: ReachAnalysis, i: number, a: number, out: Uint8Array): void {
  out.fill(0);
  const c = r.code[i];
  const role = c & 7;
  const color = c >> 3;
  if (r.promoted[i]) {
    out.fill(1);
    return;
  }
  if (role === PAWN) {
    for (const x of pawnAttacks(color, a)) out[x] = 1;
  } else if (role === KNIGHT) {
    for (const x of KNIGHT_JUMPS[a]) out[x] = 1;
  } else if (role === KING) {
    for (const x of KING_STEPS[a]) out[x] = 1;
  } else {
    const d0 = role === BISHOP ? 4 : 0;
    const d1 = role === ROOK ? 4 : 8;
    for (let d = d0; d < d1; d++) {
      let t = STEP[a * 8 + d];
      while (t >= 0) {
        out[t] = 1;
        if (r.fixed[t] && t !== r.square[i]) break;
        t = STEP[t * 8 + d];
      }
    }
  }
}

// ---------------------------------------------------------------- can the loser be mated?

/**
 * True when the over-approximation shows that colour `w` can never checkmate (sound: only
 * necessary conditions of a mate are tested).
 */
export function semiStaticUnwinnable(b: HBoard, w: number, r: ReachAnalysis = analyseReach(b), lastMove = false): boolean {
  // Long by design (#37): called after every capture and pawn move inside the closing walk; its loops share local tables.
  const l = w ^ 1;
  const lk = r.king[l];
  const wk = r.king[w];
  if (lk < 0 || wk < 0) return false;
  const n = r.n;
  // Winning pieces (not the king: a king never gives check) and where they can attack from.
  const wPieces: number[] = [];
  const lBlockers: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = r.code[i];
    if ((c & 7) === KING) continue;
    if (c >> 3 === w) wPieces.push(i);
    else lBlockers.push(i);
  }
  if (wPieces.length === 0) return true;
  // att[k][s]: piece wPieces[k] standing on s attacks ... (64 x 64 per piece, built lazily).
  const m = wPieces.length;
  const attack = new Uint8Array(m * 64 * 64);
  const union = new Uint8Array(m * 64); // union over reachable squares
  const tmp = new Uint8Array(64);
  for (let k = 0; k < m; k++) {
    const i = wPieces[k];
    for (let a = 0; a < 64; a++) {
      if (!r.reach[i * 64 + a]) continue;
      attacksFrom(r, i, a, tmp);
      const base = (k * 64 + a) * 64;
      for (let s = 0; s < 64; s++)
        if (tmp[s]) {
          attack[base + s] = 1;
          union[k * 64 + s] = 1;
        }
    }
  }
  const kr = r.reach.subarray(lk * 64, lk * 64 + 64);
  const wkReach = r.reach.subarray(wk * 64, wk * 64 + 64);
  const lHost = r.host.subarray(l * 64, l * 64 + 64);
  const tempo = lastMove && b.castling === 0 && onlyKingMoves(r, l);

  for (let k = 0; k < 64; k++) {
    if (!kr[k]) continue;
    // Is k attackable at all?
    let any = false;
    for (let q = 0; q < m && !any; q++) if (union[q * 64 + k]) any = true;
    if (!any) continue;
    if (tempo && !lastMoveMayCover(r, w, k, kr, wkReach, union, m)) continue;
    // Flight squares: neighbours the losing king may ever stand on (others are never flights).
    const flights: number[] = [];
    for (const e of KING_STEPS[k]) if (kr[e]) flights.push(e);
    // Where the winning king may stand at the mate: a square it can reach, two or more
    // squares away from k (kings never touch, 3.8.1).
    const kingSquares: number[] = [];
    for (let x = 0; x < 64; x++) if (wkReach[x] && dist(x, k) >= 2) kingSquares.push(x);
    for (let q = 0; q < m; q++) {
      if (!union[q * 64 + k]) continue;
      const i = wPieces[q];
      for (let a = 0; a < 64; a++) {
        if (!r.reach[i * 64 + a] || !attack[(q * 64 + a) * 64 + k]) continue;
        // Piece i checks from a. Every flight must be guarded by the checker, by another
        // winning piece (each assumed free to stand where it guards best), by the winning
        // king from its one square, or be blocked by its own losing piece.
        const hard: number[] = [];
        for (const e of flights) {
          if (e !== a && attack[(q * 64 + a) * 64 + e]) continue;
          let guarded = false;
          for (let q2 = 0; q2 < m && !guarded; q2++) if (q2 !== q && union[q2 * 64 + e]) guarded = true;
          if (!guarded) hard.push(e);
        }
        if (hard.length === 0) return false;
        // Try each square of the winning king (and none at all, when it guards nothing).
        for (let wi = -1; wi < kingSquares.length; wi++) {
          const x = wi < 0 ? -1 : kingSquares[wi];
          if (x === a) continue;
          const needBlock: number[] = [];
          let ok = true;
          for (const e of hard) {
            if (x >= 0 && dist(x, e) === 1) continue;
            // A checker next to the king must be protected; a losing piece cannot stand on a.
            if (e === a || !lHost[e]) {
              ok = false;
              break;
            }
            needBlock.push(e);
          }
          if (!ok) continue;
          if (needBlock.length === 0 || matchBlockers(r, needBlock, lBlockers)) return false;
        }
      }
    }
  }
  return true;
}

/** No man of colour l but its king ever leaves its square of itself (captures aside). */
export function onlyKingMoves(r: ReachAnalysis, l: number): boolean {
  for (let i = 0; i < r.n; i++) {
    if (r.code[i] >> 3 !== l || i === r.king[l]) continue;
    const base = i * 64;
    for (let s = 0; s < 64; s++) if (s !== r.square[i] && r.reach[base + s]) return false;
  }
  return true;
}

/**
 * The last-move argument, for a loser whose only moves are king moves (`onlyKingMoves`, no
 * castling rights on the board). A mate on k that does not come on the first move of the
 * game (the caller checks that one) follows a move of the losing king from a square k' next
 * to k, within its reach; after the mating move k' must be guarded (a flight otherwise; a
 * winning man standing on k' must itself be guarded, so k' is guarded either way). If no
 * winning man but the king can ever attack k' (`union`, lines stopped by fixed men only), the
 * winning king did not guard k' before the mating move — the losing king stood there — so the
 * mating move is a king move from o to d next to k' (d two squares or more from k, o two or
 * more from k'), and it gives check: a king gives check only by uncovering a line through o
 * (`mayUncover`). True when some k' admits such a move; when none does, k is no mate square.
 */
function lastMoveMayCover(
  r: ReachAnalysis,
  w: number,
  k: number,
  kr: Uint8Array,
  wkReach: Uint8Array,
  union: Uint8Array,
  m: number,
): boolean {
  for (const k2 of KING_STEPS[k]) {
    if (!kr[k2]) continue;
    for (let q = 0; q < m; q++) if (union[q * 64 + k2]) return true;
    for (const d of KING_STEPS[k2]) {
      if (!wkReach[d] || dist(d, k) < 2) continue;
      for (const o of KING_STEPS[d]) if (wkReach[o] && dist(o, k2) >= 2 && mayUncover(r, w, k, o)) return true;
    }
  }
  return false;
}

/** Can every square of `squares` get its own losing piece (bipartite matching, Kuhn)? */
function matchBlockers(r: ReachAnalysis, squares: number[], blockers: number[]): boolean {
  if (squares.length > blockers.length) return false;
  const owner = new Int8Array(blockers.length).fill(-1); // blocker index → square index
  const tryAssign = (si: number, seen: Uint8Array): boolean => {
    const s = squares[si];
    for (let bi = 0; bi < blockers.length; bi++) {
      if (seen[bi] || !r.reach[blockers[bi] * 64 + s]) continue;
      seen[bi] = 1;
      if (owner[bi] < 0 || tryAssign(owner[bi], seen)) {
        owner[bi] = si;
        return true;
      }
    }
    return false;
  };
  for (let si = 0; si < squares.length; si++) {
    if (!tryAssign(si, new Uint8Array(blockers.length))) return false;
  }
  return true;
}
