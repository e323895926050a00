// Internal constants and precomputed tables for move generation (not part of the public API).
// Board: Int8Array(64), square 0 = a1. Piece code = role | color << 3 (white 0, black 1).

import type { Role } from './types.ts';

export const WHITE = 0;
export const BLACK = 1;

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

export const ROLE_NAMES: readonly (Role | '')[] = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
export const ROLE_CODE: Readonly<Record<Role, number>> = {
  pawn: PAWN,
  knight: KNIGHT,
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  king: KING,
};

// Castling right bits.
export const WK = 1;
export const WQ = 2;
export const BK = 4;
export const BQ = 8;

// Move encoding: from | to << 6 | promotion role << 12 | flags << 15.
export const FLAG_EP = 1 << 15;
export const FLAG_CASTLE = 2 << 15;
export const FLAG_DOUBLE = 4 << 15;

// Directions 0..3 orthogonal (N, S, E, W), 4..7 diagonal (NE, SW, NW, SE); d ^ 1 is the opposite.
export const DIR_DF = [0, 0, 1, -1, 1, -1, -1, 1];
export const DIR_DR = [1, -1, 0, 0, 1, -1, 1, -1];

/** RAYS[(sq * 8 + d) * 7 + i]: i-th square from sq in direction d; RAY_LEN[sq * 8 + d]. */
export const RAYS = new Int8Array(64 * 8 * 7);
export const RAY_LEN = new Uint8Array(64 * 8);
/** Direction from a to b (index a * 64 + b) when on one line, else -1. */
export const DIR_BETWEEN = new Int8Array(64 * 64).fill(-1);
/** KNIGHT_TARGETS[sq * 8 + i], KNIGHT_COUNT[sq]; same for KING. */
export const KNIGHT_TARGETS = new Int8Array(64 * 8);
export const KNIGHT_COUNT = new Uint8Array(64);
export const KING_TARGETS = new Int8Array(64 * 8);
export const KING_COUNT = new Uint8Array(64);
/** PAWN_ATTACKS[(color * 64 + sq) * 2 + i]: squares a pawn of that colour on sq attacks (3.7.3). */
export const PAWN_ATTACKS = new Int8Array(2 * 64 * 2);
export const PAWN_ATTACK_COUNT = new Uint8Array(2 * 64);
/** AND-ed with the castling rights when a move leaves or reaches a square (3.8.2.1). */
export const CASTLE_MASK = new Uint8Array(64).fill(15);

const onBoard = (f: number, r: number): boolean => f >= 0 && f < 8 && r >= 0 && r < 8;

for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7;
  const r = sq >> 3;
  for (let d = 0; d < 8; d++) {
    let n = 0;
    let ff = f + DIR_DF[d];
    let rr = r + DIR_DR[d];
    while (onBoard(ff, rr)) {
      const t = ff + 8 * rr;
      RAYS[(sq * 8 + d) * 7 + n++] = t;
      DIR_BETWEEN[sq * 64 + t] = d;
      ff += DIR_DF[d];
      rr += DIR_DR[d];
    }
    RAY_LEN[sq * 8 + d] = n;
  }
  let n = 0;
  for (const [df, dr] of [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ]) {
    if (onBoard(f + df, r + dr)) KNIGHT_TARGETS[sq * 8 + n++] = f + df + 8 * (r + dr);
  }
  KNIGHT_COUNT[sq] = n;
  n = 0;
  for (let d = 0; d < 8; d++) {
    if (onBoard(f + DIR_DF[d], r + DIR_DR[d])) KING_TARGETS[sq * 8 + n++] = f + DIR_DF[d] + 8 * (r + DIR_DR[d]);
  }
  KING_COUNT[sq] = n;
  for (let c = 0; c < 2; c++) {
    const dr = c === WHITE ? 1 : -1;
    n = 0;
    for (const df of [-1, 1]) {
      if (onBoard(f + df, r + dr)) PAWN_ATTACKS[(c * 64 + sq) * 2 + n++] = f + df + 8 * (r + dr);
    }
    PAWN_ATTACK_COUNT[c * 64 + sq] = n;
  }
}

// 3.8.2.1.1 / 3.8.2.1.2: the right to castle is lost once the king or that rook has moved
// (and, naturally, once that rook has been captured on its home square).
CASTLE_MASK[4] = 15 & ~(WK | WQ);
CASTLE_MASK[7] = 15 & ~WK;
CASTLE_MASK[0] = 15 & ~WQ;
CASTLE_MASK[60] = 15 & ~(BK | BQ);
CASTLE_MASK[63] = 15 & ~BK;
CASTLE_MASK[56] = 15 & ~BQ;
