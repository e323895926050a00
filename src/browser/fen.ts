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

/**
 * A FEN with its missing fields filled in, as an arbiter types a position off the board: the
 * placement alone ("8/8/4k3/…") or without castling, en passant or counters. The side to move
 * defaults to White (said in `assumed`), castling and en passant to none, the counters to 0 and 1.
 * A text with more than six fields, or a field that is not a FEN field, is returned as typed (the
 * engine's reader names what is wrong).
 */
export function completeFen(text: string): { fen: string; assumed: string | null } {
  const fields = text.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0 || fields.length >= 6) return { fen: text.trim(), assumed: null };
  const [placement, turn, castling = '-', ep = '-', half = '0', full = '1'] = fields;
  if (turn !== undefined && turn !== 'w' && turn !== 'b') return { fen: text.trim(), assumed: null };
  const fen = [placement, turn ?? 'w', castling, ep, half, full].join(' ');
  return { fen, assumed: turn === undefined ? 'Hamle sırası yazılmadı: Beyaz oynayacak kabul edildi.' : null };
}
