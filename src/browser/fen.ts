// What the pages read off a FEN, always through the engine's reader (src/engine/fen.ts): the piece
// on a square, the side to move, the placement field. Pure and browser-safe; never throws.
import { parseBoard, parseFen } from '../engine/index.ts';
import { parseSquare, type Color, type Piece } from '../engine/index.ts';

/** The piece on a square of a FEN's board, null when empty or the FEN is broken. */
export function pieceAt(fen: string, square: string): Piece | null {
  const b = parseBoard(fen);
  const sq = parseSquare(square);
  return (b.ok && sq !== undefined ? b.value[sq] : null) ?? null;
}

/** The piece on a square of a FEN's board ("wK", "bN"), '' when empty or the FEN is broken. */
export function pieceCode(fen: string, square: string): string {
  const p = pieceAt(fen, square);
  return p ? `${p.color[0]}${p.role === 'knight' ? 'N' : p.role[0].toUpperCase()}` : '';
}

/** Whether a square of the FEN's board holds a piece. */
export const pieceOn = (fen: string, square: string): boolean => pieceCode(fen, square) !== '';

/** The side to move of a FEN (White when the FEN cannot be read). */
export function turnOf(fen: string): Color {
  const f = parseFen(fen);
  return f.ok ? f.value.turn : 'white';
}

/** The placement field of a FEN (the board alone, as the boards and board comparisons take it). */
export const placementOf = (fen: string): string => fen.trim().split(/\s+/)[0] ?? '';
