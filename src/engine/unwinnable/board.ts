// Search board for the unwinnability analysis: a clone of a core `Position` (which generates
// the legal moves and plays them) plus a mirror of the board that this module keeps itself,
// with an incremental 64-bit Zobrist key, piece counts and king squares.
//
// Only the documented fast API of the core is used (generateMoves, makeMoveFast,
// unmakeMoveFast, isCheck, pieceAt, decodeMove); the mirror is updated from the encoded move
// (castling, en passant and double steps are recognised from the board, not from flag bits).

import type { Color } from '../types.ts';
import type { Position } from '../position.ts';
import { decodeMove } from '../position.ts';
import { BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, ROLE_CODE, WK, WQ, BK, BQ, CASTLE_MASK } from '../tables.ts';

/** The eight knight jumps as (file, rank) steps. */
export const KNIGHT_STEPS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** Squares reachable from a square: `KING_TO[s]` by a king's step, `KNIGHT_TO[s]` by a knight's jump. */
export const KING_TO: readonly (readonly number[])[] = squaresBy(
  [-1, 0, 1].flatMap((df) => [-1, 0, 1].filter((dr) => df || dr).map((dr) => [df, dr] as const)),
);
export const KNIGHT_TO: readonly (readonly number[])[] = squaresBy(KNIGHT_STEPS);

function squaresBy(steps: readonly (readonly [number, number])[]): number[][] {
  const out: number[][] = [];
  for (let s = 0; s < 64; s++) {
    const to: number[] = [];
    for (const [df, dr] of steps) {
      const f = (s & 7) + df;
      const r = (s >> 3) + dr;
      if (f >= 0 && f < 8 && r >= 0 && r < 8) to.push(f + 8 * r);
    }
    out.push(to);
  }
  return out;
}

// Piece codes are the core's (code = role | colour << 3, white 0, black 1).
export { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, ROLE_CODE };
/** Colour bit of a piece code. */
export const BLACK_BIT = BLACK << 3;

export const colorIndex = (c: Color): number => (c === 'white' ? 0 : 1);

// Castling rights of the mirror use the core's bits and its per-square mask (3.8.2.1).

// Promotion field of an encoded move → our role code, learnt once from decodeMove.
export const PROMO_OF_FIELD = new Int8Array(8);
for (let f = 1; f < 8; f++) {
  const role = decodeMove(8 | (0 << 6) | (f << 12)).promotion;
  PROMO_OF_FIELD[f] = role ? ROLE_CODE[role] : 0;
}

// Zobrist keys (fixed-seed generator, mulberry32): [piece code * 64 + square], then the side
// to move, 16 castling states and 8 en-passant files.
const Z_SIZE = 16 * 64 + 1 + 16 + 8;
const Z_LO = new Int32Array(Z_SIZE);
const Z_HI = new Int32Array(Z_SIZE);
{
  let s = 0x6a09e667;
  const next = (): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) | 0;
  };
  for (let i = 0; i < Z_SIZE; i++) {
    Z_LO[i] = next();
    Z_HI[i] = next();
  }
}
const Z_SIDE = 16 * 64;
const Z_CASTLE = Z_SIDE + 1;
const Z_EP = Z_CASTLE + 16;

/** a1 is a dark square. */
export const isDark = (s: number): boolean => (((s & 7) + (s >> 3)) & 1) === 0;

/** Squares adjacent on the same rank (for "could an en-passant capture follow?"). */
function epMatters(sq: Int8Array, epSq: number, stm: number): boolean {
  // The pawn that just moved two squares stands beside the capturing pawns.
  const pawnSq = stm === 0 ? epSq - 8 : epSq + 8;
  const mine = PAWN | (stm << 3);
  const f = pawnSq & 7;
  return (f > 0 && sq[pawnSq - 1] === mine) || (f < 7 && sq[pawnSq + 1] === mine);
}

const INITIAL_STACK = 256;

export class HBoard {
  readonly pos: Position;
  /** Mirror of the board: piece codes, 0 = empty. */
  readonly sq: Int8Array;
  /** 0 white to move, 1 black. */
  stm: number;
  castling: number;
  /** Raw en-passant square or -1. */
  ep: number;
  hLo: number;
  hHi: number;
  readonly kingSq: Int8Array;
  /** Number of pieces of each code (index = piece code). */
  readonly count: Int8Array;
  /** Bishops on dark squares, by colour (a bishop never changes square colour). */
  readonly darkBishops: Int8Array;
  /** Key computed by `peek`. */
  peekLo = 0;
  peekHi = 0;
  ply: number;
  private uCap: Int8Array;
  private uCastle: Int8Array;
  private uEp: Int8Array;
  private uLo: Int32Array;
  private uHi: Int32Array;
  private uMove: Int32Array;
  private uCapSq: Int8Array;
  private uPiece: Int8Array;

  constructor(position: Position) {
    this.pos = position.clone();
    this.sq = new Int8Array(64);
    this.kingSq = new Int8Array([-1, -1]);
    this.count = new Int8Array(16);
    this.darkBishops = new Int8Array(2);
    for (let s = 0; s < 64; s++) {
      const p = this.pos.pieceAt(s);
      if (!p) continue;
      const code = ROLE_CODE[p.role] | (p.color === 'black' ? BLACK_BIT : 0);
      this.sq[s] = code;
      this.count[code]++;
      if (p.role === 'bishop' && isDark(s)) this.darkBishops[code >> 3]++;
      if (p.role === 'king') this.kingSq[p.color === 'white' ? 0 : 1] = s;
    }
    this.stm = this.pos.turn === 'white' ? 0 : 1;
    const cr = this.pos.castlingRights();
    this.castling =
      (cr.white.kingside ? WK : 0) | (cr.white.queenside ? WQ : 0) | (cr.black.kingside ? BK : 0) | (cr.black.queenside ? BQ : 0);
    this.ep = this.pos.epSquare ?? -1;
    this.ply = 0;
    this.uCap = new Int8Array(INITIAL_STACK);
    this.uCastle = new Int8Array(INITIAL_STACK);
    this.uEp = new Int8Array(INITIAL_STACK);
    this.uLo = new Int32Array(INITIAL_STACK);
    this.uHi = new Int32Array(INITIAL_STACK);
    this.uMove = new Int32Array(INITIAL_STACK);
    this.uCapSq = new Int8Array(INITIAL_STACK);
    this.uPiece = new Int8Array(INITIAL_STACK);
    this.hLo = 0;
    this.hHi = 0;
    this.rehash();
  }

  /** Recomputes the key from scratch (used once, and by tests). */
  rehash(): void {
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < 64; s++) {
      const p = this.sq[s];
      if (p) {
        lo ^= Z_LO[p * 64 + s];
        hi ^= Z_HI[p * 64 + s];
      }
    }
    if (this.stm) {
      lo ^= Z_LO[Z_SIDE];
      hi ^= Z_HI[Z_SIDE];
    }
    lo ^= Z_LO[Z_CASTLE + this.castling];
    hi ^= Z_HI[Z_CASTLE + this.castling];
    if (this.ep >= 0 && epMatters(this.sq, this.ep, this.stm)) {
      lo ^= Z_LO[Z_EP + (this.ep & 7)];
      hi ^= Z_HI[Z_EP + (this.ep & 7)];
    }
    this.hLo = lo;
    this.hHi = hi;
  }

  /** Legal moves (encoded by the core) written from buf[start]; returns the end index. */
  gen(buf: Int32Array, start: number): number {
    return this.pos.generateMoves(buf, start);
  }

  /** The side to move is in check (3.9.1). */
  inCheck(): boolean {
    return this.pos.isCheck();
  }

  /** Plays an encoded legal move from gen(). */
  make(m: number): void {
    // Long by design (#37): played for every node of every search; the incremental key update stays inline.
    const sq = this.sq;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const us = this.stm;
    const piece = sq[from];
    const role = piece & 7;
    let captured = sq[to];
    const ply = this.ply++;
    if (ply >= this.uMove.length) this.grow();
    this.uMove[ply] = m;
    this.uCastle[ply] = this.castling;
    this.uEp[ply] = this.ep;
    this.uLo[ply] = this.hLo;
    this.uHi[ply] = this.hHi;
    let lo = this.hLo;
    let hi = this.hHi;
    // Old en-passant and castling contributions out.
    if (this.ep >= 0 && epMatters(sq, this.ep, us)) {
      lo ^= Z_LO[Z_EP + (this.ep & 7)];
      hi ^= Z_HI[Z_EP + (this.ep & 7)];
    }
    lo ^= Z_LO[Z_CASTLE + this.castling] ^ Z_LO[Z_SIDE];
    hi ^= Z_HI[Z_CASTLE + this.castling] ^ Z_HI[Z_SIDE];

    lo ^= Z_LO[piece * 64 + from];
    hi ^= Z_HI[piece * 64 + from];
    sq[from] = 0;
    let epCapSq = -1;
    if (role === PAWN && captured === 0 && (from & 7) !== (to & 7)) {
      // 3.7.3.1: en passant; the captured pawn stands beside the moving pawn.
      epCapSq = us === 0 ? to - 8 : to + 8;
      captured = sq[epCapSq];
      lo ^= Z_LO[captured * 64 + epCapSq];
      hi ^= Z_HI[captured * 64 + epCapSq];
      sq[epCapSq] = 0;
    } else if (captured) {
      lo ^= Z_LO[captured * 64 + to];
      hi ^= Z_HI[captured * 64 + to];
    }
    this.uCap[ply] = captured;
    this.uCapSq[ply] = epCapSq >= 0 ? epCapSq : to;
    this.uPiece[ply] = piece;
    if (captured) {
      this.count[captured]--;
      if ((captured & 7) === BISHOP && isDark(to)) this.darkBishops[us ^ 1]--;
    }
    let placed = piece;
    const promoField = (m >> 12) & 7;
    if (promoField && role === PAWN) {
      // 3.7.3.3: promotion.
      placed = PROMO_OF_FIELD[promoField] | (us << 3);
      this.count[piece]--;
      this.count[placed]++;
      if ((placed & 7) === BISHOP && isDark(to)) this.darkBishops[us]++;
    }
    sq[to] = placed;
    lo ^= Z_LO[placed * 64 + to];
    hi ^= Z_HI[placed * 64 + to];
    if (role === KING) {
      this.kingSq[us] = to;
      if (to - from === 2 || from - to === 2) {
        // 3.8.2: castling; the rook crosses to the square the king passed.
        const rFrom = to > from ? to + 1 : to - 2;
        const rTo = to > from ? to - 1 : to + 1;
        const rook = sq[rFrom];
        sq[rFrom] = 0;
        sq[rTo] = rook;
        lo ^= Z_LO[rook * 64 + rFrom] ^ Z_LO[rook * 64 + rTo];
        hi ^= Z_HI[rook * 64 + rFrom] ^ Z_HI[rook * 64 + rTo];
      }
    }
    this.castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
    this.ep = role === PAWN && (to - from === 16 || from - to === 16) ? (from + to) >> 1 : -1;
    this.stm = us ^ 1;
    lo ^= Z_LO[Z_CASTLE + this.castling];
    hi ^= Z_HI[Z_CASTLE + this.castling];
    if (this.ep >= 0 && epMatters(sq, this.ep, this.stm)) {
      lo ^= Z_LO[Z_EP + (this.ep & 7)];
      hi ^= Z_HI[Z_EP + (this.ep & 7)];
    }
    this.hLo = lo;
    this.hHi = hi;
    this.pos.makeMoveFast(m);
  }

  /**
   * For an ordinary move (not castling, en passant, a double step or a promotion), computes the
   * key of the position after it into peekLo / peekHi without playing it and returns true;
   * returns false for the special moves (play them to learn the key).
   */
  peek(m: number): boolean {
    const sq = this.sq;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const piece = sq[from];
    const role = piece & 7;
    const captured = sq[to];
    if (role === PAWN) {
      if ((m >> 12) & 7 || to - from === 16 || from - to === 16 || (captured === 0 && (from & 7) !== (to & 7))) return false;
    } else if (role === KING && (to - from === 2 || from - to === 2)) return false;
    let lo = this.hLo;
    let hi = this.hHi;
    if (this.ep >= 0 && epMatters(sq, this.ep, this.stm)) {
      lo ^= Z_LO[Z_EP + (this.ep & 7)];
      hi ^= Z_HI[Z_EP + (this.ep & 7)];
    }
    const castling = this.castling & CASTLE_MASK[from] & CASTLE_MASK[to];
    lo ^= Z_LO[Z_CASTLE + this.castling] ^ Z_LO[Z_SIDE] ^ Z_LO[Z_CASTLE + castling];
    hi ^= Z_HI[Z_CASTLE + this.castling] ^ Z_HI[Z_SIDE] ^ Z_HI[Z_CASTLE + castling];
    lo ^= Z_LO[piece * 64 + from] ^ Z_LO[piece * 64 + to];
    hi ^= Z_HI[piece * 64 + from] ^ Z_HI[piece * 64 + to];
    if (captured) {
      lo ^= Z_LO[captured * 64 + to];
      hi ^= Z_HI[captured * 64 + to];
    }
    this.peekLo = lo;
    this.peekHi = hi;
    return true;
  }

  unmake(): void {
    this.pos.unmakeMoveFast();
    const ply = --this.ply;
    const m = this.uMove[ply];
    const from = m & 63;
    const to = (m >> 6) & 63;
    const sq = this.sq;
    const us = this.stm ^ 1;
    this.stm = us;
    const placed = sq[to];
    const piece = this.uPiece[ply];
    if (placed !== piece) {
      // Promotion undone.
      this.count[placed]--;
      this.count[piece]++;
      if ((placed & 7) === BISHOP && isDark(to)) this.darkBishops[us]--;
    }
    sq[from] = piece;
    sq[to] = 0;
    const captured = this.uCap[ply];
    if (captured) {
      const capSq = this.uCapSq[ply];
      sq[capSq] = captured;
      this.count[captured]++;
      if ((captured & 7) === BISHOP && isDark(capSq)) this.darkBishops[us ^ 1]++;
    }
    if ((piece & 7) === KING) {
      this.kingSq[us] = from;
      if (to - from === 2 || from - to === 2) {
        const rFrom = to > from ? to + 1 : to - 2;
        const rTo = to > from ? to - 1 : to + 1;
        sq[rFrom] = sq[rTo];
        sq[rTo] = 0;
      }
    }
    this.castling = this.uCastle[ply];
    this.ep = this.uEp[ply];
    this.hLo = this.uLo[ply];
    this.hHi = this.uHi[ply];
  }

  private grow(): void {
    const n = this.uMove.length * 2;
    const g8 = (a: Int8Array): Int8Array => {
      const b = new Int8Array(n);
      b.set(a);
      return b;
    };
    const g32 = (a: Int32Array): Int32Array => {
      const b = new Int32Array(n);
      b.set(a);
      return b;
    };
    this.uCap = g8(this.uCap);
    this.uCastle = g8(this.uCastle);
    this.uEp = g8(this.uEp);
    this.uCapSq = g8(this.uCapSq);
    this.uPiece = g8(this.uPiece);
    this.uLo = g32(this.uLo);
    this.uHi = g32(this.uHi);
    this.uMove = g32(this.uMove);
  }

  /** Encoded moves played from the start position, in order. */
  line(): number[] {
    return Array.from(this.uMove.subarray(0, this.ply));
  }

  /** Number of non-king pieces (pawns included) of colour index c. */
  material(c: number): number {
    const b = c << 3;
    let n = 0;
    for (let r = PAWN; r < KING; r++) n += this.count[b | r];
    return n;
  }
}
