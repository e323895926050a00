// The board editor's logic (sandbox setup and the dead-position tool): a FEN edited square by square
// — place a piece, remove one, clear the board, the initial position — with the side to move and the
// castling rights a board allows, and the problems of a set-up position in Turkish (a missing king,
// pawns on the first rank …, through the engine's own check, 3.10.3). Pure and browser-safe.
import { INITIAL_FEN, parseBoard, parseFen, placementFen, setupErrors, squareName, type Color, type Role } from '../engine/index.ts';

/** A palette piece as chessboard code: "wK", "bN" … */
export type PieceCode = `${'w' | 'b'}${'K' | 'Q' | 'R' | 'B' | 'N' | 'P'}`;

export const PALETTE: readonly PieceCode[] = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'];

const ROLE_OF: Record<string, Role> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
const ROLE_TR: Record<Role, string> = { king: 'şah', queen: 'vezir', rook: 'kale', bishop: 'fil', knight: 'at', pawn: 'piyon' };
const GLYPH: Record<Role, string> = { king: '♚', queen: '♛', rook: '♜', bishop: '♝', knight: '♞', pawn: '♟' };

export const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';

/** "beyaz şah" */
export function pieceNameTr(code: string): string {
  return `${code[0] === 'w' ? 'beyaz' : 'siyah'} ${ROLE_TR[ROLE_OF[code[1]]]}`;
}

/** The glyph of a piece (the board's own font draws the colour). */
export const pieceGlyph = (code: string): string => GLYPH[ROLE_OF[code[1]]] + '\uFE0E';

/** The 64 squares of a FEN's board as codes ('' empty), index = square (a1 = 0); null when the placement is broken. */
export function boardCodes(fen: string): string[] | null {
  const b = parseBoard(fen);
  if (!b.ok) return null;
  return b.value.map((p) => (p ? `${p.color[0]}${p.role === 'knight' ? 'N' : p.role[0].toUpperCase()}` : ''));
}

const letter = (code: string) => (code ? (code[0] === 'w' ? code[1] : code[1].toLowerCase()) : '');

type CastleRight = 'K' | 'Q' | 'k' | 'q';
const CASTLE_SQUARES: Record<CastleRight, { king: [number, string]; rook: [number, string] }> = {
  K: { king: [4, 'wK'], rook: [7, 'wR'] },
  Q: { king: [4, 'wK'], rook: [0, 'wR'] },
  k: { king: [60, 'bK'], rook: [63, 'bR'] },
  q: { king: [60, 'bK'], rook: [56, 'bR'] },
};

/** The castling rights a board allows: king and rook on their initial squares. */
export function possibleCastling(codes: string[]): CastleRight[] {
  return (['K', 'Q', 'k', 'q'] as const).filter((r) => {
    const c = CASTLE_SQUARES[r];
    return codes[c.king[0]] === c.king[1] && codes[c.rook[0]] === c.rook[1];
  });
}

export interface EditorPosition {
  codes: string[];
  turn: Color;
  castling: CastleRight[];
}

/** A FEN read for the editor (side to move and castling rights kept when readable). */
export function readPosition(fen: string): EditorPosition | null {
  const codes = boardCodes(fen);
  if (!codes) return null;
  const parts = fen.trim().split(/\s+/);
  const turn: Color = parts[1] === 'b' ? 'black' : 'white';
  const written = parts[2] ?? '-';
  const castling = possibleCastling(codes).filter((r) => written.includes(r));
  return { codes, turn, castling };
}

/** The FEN of an edited position: rights the board no longer allows are dropped; no en-passant square; counters reset. */
export function writePosition(p: EditorPosition): string {
  const allowed = possibleCastling(p.codes);
  const castling = (['K', 'Q', 'k', 'q'] as const).filter((r) => p.castling.includes(r) && allowed.includes(r)).join('') || '-';
  return `${placementFen((sq) => letter(p.codes[sq]))} ${p.turn === 'white' ? 'w' : 'b'} ${castling} - 0 1`;
}

/** A piece put on a square (or the square emptied with `null`). */
export function placePiece(fen: string, square: number, code: PieceCode | null): string {
  const p = readPosition(fen) ?? readPosition(EMPTY_FEN)!;
  const codes = [...p.codes];
  codes[square] = code ?? '';
  // A newly completed king-and-rook pair gets its right back, as on a freshly set board.
  const before = possibleCastling(p.codes);
  const gained = possibleCastling(codes).filter((r) => !before.includes(r));
  return writePosition({ ...p, codes, castling: [...p.castling, ...gained] });
}

export const withTurn = (fen: string, turn: Color): string => {
  const p = readPosition(fen);
  return p ? writePosition({ ...p, turn }) : fen;
};

export function withCastling(fen: string, right: CastleRight, on: boolean): string {
  const p = readPosition(fen);
  if (!p) return fen;
  return writePosition({ ...p, castling: on ? [...p.castling, right] : p.castling.filter((r) => r !== right) });
}

export { INITIAL_FEN };

/**
 * Why a set-up position cannot arise in a game, in Turkish (one sentence each): a missing king, two
 * kings, pawns on the first or last rank, the side not to move in check … Empty when it can.
 */
export function setupProblems(fen: string): string[] {
  const f = parseFen(fen);
  if (!f.ok) return [f.error.message];
  return setupErrors(f.value).map((e) => e.message);
}

/** "e4" for a square index. */
export const squareLabel = (sq: number): string => squareName(sq);
