// Attack detection on a raw board (Int8Array of piece codes).
// 3.1.2: a piece attacks a square if it could capture an opponent's piece there by 3.2–3.8.
// 3.1.3 / 3.9.1: a piece attacks a square even when it cannot leave its own square because
// that would expose its own king — so nothing here looks at pins.

import {
  KNIGHT_COUNT,
  KNIGHT_TARGETS,
  KING_COUNT,
  KING_TARGETS,
  PAWN_ATTACKS,
  PAWN_ATTACK_COUNT,
  RAYS,
  RAY_LEN,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
} from './tables.ts';

/** Is `sq` attacked by any piece of colour `color` (0 white, 1 black)? */
export function isAttackedBy(board: Int8Array, sq: number, color: number): boolean {
  const cBit = color << 3;
  // 3.7.3: pawns capture diagonally forward. The attacking pawns stand where a pawn of the
  // other colour on `sq` would attack.
  const pi = ((color ^ 1) * 64 + sq) * 2;
  const pn = PAWN_ATTACK_COUNT[(color ^ 1) * 64 + sq];
  const pawn = PAWN | cBit;
  for (let i = 0; i < pn; i++) if (board[PAWN_ATTACKS[pi + i]] === pawn) return true;
  // 3.6: knights.
  const knight = KNIGHT | cBit;
  const kn = KNIGHT_COUNT[sq];
  const ki = sq * 8;
  for (let i = 0; i < kn; i++) if (board[KNIGHT_TARGETS[ki + i]] === knight) return true;
  // 3.8.1: the king attacks the adjacent squares.
  const king = KING | cBit;
  const gn = KING_COUNT[sq];
  for (let i = 0; i < gn; i++) if (board[KING_TARGETS[ki + i]] === king) return true;
  // 3.3–3.5: rooks and queens along ranks and files, bishops and queens along diagonals.
  const rook = ROOK | cBit;
  const bishop = BISHOP | cBit;
  const queen = QUEEN | cBit;
  for (let d = 0; d < 8; d++) {
    const len = RAY_LEN[sq * 8 + d];
    const base = (sq * 8 + d) * 7;
    for (let i = 0; i < len; i++) {
      const p = board[RAYS[base + i]];
      if (p !== 0) {
        if (p === queen || p === (d < 4 ? rook : bishop)) return true;
        break;
      }
    }
  }
  return false;
}

/** All squares holding a piece of colour `color` that attacks `sq`. */
export function attackersOf(board: Int8Array, sq: number, color: number): number[] {
  const out: number[] = [];
  const cBit = color << 3;
  const pi = ((color ^ 1) * 64 + sq) * 2;
  const pn = PAWN_ATTACK_COUNT[(color ^ 1) * 64 + sq];
  for (let i = 0; i < pn; i++) if (board[PAWN_ATTACKS[pi + i]] === (PAWN | cBit)) out.push(PAWN_ATTACKS[pi + i]);
  for (let i = 0; i < KNIGHT_COUNT[sq]; i++) {
    const t = KNIGHT_TARGETS[sq * 8 + i];
    if (board[t] === (KNIGHT | cBit)) out.push(t);
  }
  for (let i = 0; i < KING_COUNT[sq]; i++) {
    const t = KING_TARGETS[sq * 8 + i];
    if (board[t] === (KING | cBit)) out.push(t);
  }
  for (let d = 0; d < 8; d++) {
    const len = RAY_LEN[sq * 8 + d];
    const base = (sq * 8 + d) * 7;
    for (let i = 0; i < len; i++) {
      const t = RAYS[base + i];
      const p = board[t];
      if (p !== 0) {
        if (p === (QUEEN | cBit) || p === ((d < 4 ? ROOK : BISHOP) | cBit)) out.push(t);
        break;
      }
    }
  }
  return out.sort((a, b) => a - b);
}
