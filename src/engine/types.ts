// Public types of the rules engine. Pure TypeScript, no DOM or Node-only APIs.

export type Color = 'white' | 'black';
export type Role = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king';

export interface Piece {
  role: Role;
  color: Color;
}

/** 0..63, a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63. */
export type Square = number;

/** A move. Castling is written as the king's move (e1g1, e1c1, e8g8, e8c8). */
export interface Move {
  from: Square;
  to: Square;
  /** Required (and only allowed) when a pawn reaches the last rank (3.7.3.3). */
  promotion?: Role;
}

// The project's one Result type (src/lib): the engine's parsers return it, so it is part of the engine's API.
export { err, ok } from '../lib/index.ts';
export type { Result } from '../lib/index.ts';

export const COLORS: readonly Color[] = ['white', 'black'];
/** 3.7.3.3: a pawn is exchanged for a queen, rook, bishop or knight of the same colour. */
export const PROMOTION_ROLES: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'];

export const FILE_NAMES = 'abcdefgh';
export const RANK_NAMES = '12345678';

export const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');
export const squareFile = (sq: Square): number => sq & 7;
export const squareRank = (sq: Square): number => sq >> 3;

/** 'e4' → 28; anything else (wrong length, bad file/rank) → undefined. */
export function parseSquare(name: string): Square | undefined {
  if (typeof name !== 'string' || name.length !== 2) return undefined;
  const f = name.charCodeAt(0) - 97;
  const r = name.charCodeAt(1) - 49;
  if (f < 0 || f > 7 || r < 0 || r > 7) return undefined;
  return f + 8 * r;
}

/** 28 → 'e4'. */
export function squareName(sq: Square): string {
  return FILE_NAMES[sq & 7] + RANK_NAMES[sq >> 3];
}

export const isSquare = (sq: unknown): sq is Square => typeof sq === 'number' && Number.isInteger(sq) && sq >= 0 && sq < 64;
