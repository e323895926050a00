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

/** 'K' 'Q' 'k' 'q', or in Chess960 a rook's file (Shredder-FEN: "H" white's h1 rook, "c" black's c8 rook). */
export type CastleRight = string;
type StandardRight = 'K' | 'Q' | 'k' | 'q';
const CASTLE_SQUARES: Record<StandardRight, { king: [number, string]; rook: [number, string] }> = {
  K: { king: [4, 'wK'], rook: [7, 'wR'] },
  Q: { king: [4, 'wK'], rook: [0, 'wR'] },
  k: { king: [60, 'bK'], rook: [63, 'bR'] },
  q: { king: [60, 'bK'], rook: [56, 'bR'] },
};

/**
 * The castling rights a board allows: king and rook on their initial squares; in Chess960
 * (Guidelines II.2, II.3) the king on its first rank and a rook of its colour on the same rank,
 * named by the rook's file (white's upper case, h to a, then black's).
 */
export function possibleCastling(codes: string[], chess960 = false): CastleRight[] {
  if (chess960) {
    const out: CastleRight[] = [];
    for (const [color, base] of [
      ['w', 0],
      ['b', 56],
    ] as const) {
      if (!codes.slice(base, base + 8).includes(`${color}K`)) continue;
      for (let f = 7; f >= 0; f--) if (codes[base + f] === `${color}R`) out.push(color === 'w' ? 'ABCDEFGH'[f] : 'abcdefgh'[f]);
    }
    return out;
  }
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

/** A Chess960 right's rook square (a1 = 0). */
const rookSquare960 = (r: CastleRight): number => (r === r.toUpperCase() ? 0 : 56) + 'abcdefgh'.indexOf(r.toLowerCase());

/** A Chess960 right's side of the king: true for the h side (O-O). */
function kingside960(codes: string[], r: CastleRight): boolean {
  const rook = rookSquare960(r);
  const base = rook - (rook % 8);
  const king = codes.slice(base, base + 8).indexOf(r === r.toUpperCase() ? 'wK' : 'bK');
  return rook % 8 > king;
}

/** A FEN read for the editor (side to move and castling rights kept when readable; Shredder-FEN or X-FEN in Chess960). */
export function readPosition(fen: string, chess960 = false): EditorPosition | null {
  const codes = boardCodes(fen);
  if (!codes) return null;
  const parts = fen.trim().split(/\s+/);
  const turn: Color = parts[1] === 'b' ? 'black' : 'white';
  const written = parts[2] ?? '-';
  if (chess960) {
    // The engine reads the rights (X-FEN "KQkq" names the outermost rooks); kept if the board allows them.
    const f = parseFen(fen, { chess960: true });
    const rooks = f.ok ? f.value.castlingRooks : undefined;
    const named = rooks
      ? [rooks.white.kingside, rooks.white.queenside, rooks.black.kingside, rooks.black.queenside]
          .filter((sq): sq is number => sq !== null)
          .map((sq) => (sq < 8 ? 'ABCDEFGH'[sq] : 'abcdefgh'[sq % 8]))
      : [...written].filter((c) => /[A-Ha-h]/.test(c));
    return { codes, turn, castling: possibleCastling(codes, true).filter((r) => named.includes(r)) };
  }
  const castling = possibleCastling(codes).filter((r) => written.includes(r));
  return { codes, turn, castling };
}

/**
 * The FEN of an edited position: rights the board no longer allows are dropped; no en-passant
 * square; counters reset. Chess960 rights are written in Shredder-FEN, one per side of each king
 * (3.8.2.1: one rook castles on each side), the later choice winning.
 */
export function writePosition(p: EditorPosition, chess960 = false): string {
  const allowed = possibleCastling(p.codes, chess960);
  let castling: string;
  if (chess960) {
    const kept: CastleRight[] = [];
    for (const r of [...p.castling].reverse()) {
      if (!allowed.includes(r) || kept.includes(r)) continue;
      const sameSide = (o: CastleRight) =>
        (o === o.toUpperCase()) === (r === r.toUpperCase()) && kingside960(p.codes, o) === kingside960(p.codes, r);
      if (!kept.some(sameSide)) kept.push(r);
    }
    castling = allowed.filter((r) => kept.includes(r)).join('') || '-';
  } else castling = (['K', 'Q', 'k', 'q'] as const).filter((r) => p.castling.includes(r) && allowed.includes(r)).join('') || '-';
  return `${placementFen((sq) => letter(p.codes[sq]))} ${p.turn === 'white' ? 'w' : 'b'} ${castling} - 0 1`;
}

/** A piece put on a square (or the square emptied with `null`). */
export function placePiece(fen: string, square: number, code: PieceCode | null, chess960 = false): string {
  const p = readPosition(fen, chess960) ?? readPosition(EMPTY_FEN)!;
  const codes = [...p.codes];
  codes[square] = code ?? '';
  // A newly completed king-and-rook pair gets its right back, as on a freshly set board (in
  // Chess960 the rights are ticked by hand: which rook castles is the setter's choice).
  const before = possibleCastling(p.codes);
  const gained = chess960 ? [] : possibleCastling(codes).filter((r) => !before.includes(r));
  return writePosition({ ...p, codes, castling: [...p.castling, ...gained] }, chess960);
}

export const withTurn = (fen: string, turn: Color, chess960 = false): string => {
  const p = readPosition(fen, chess960);
  return p ? writePosition({ ...p, turn }, chess960) : fen;
};

export function withCastling(fen: string, right: CastleRight, on: boolean, chess960 = false): string {
  const p = readPosition(fen, chess960);
  if (!p) return fen;
  return writePosition({ ...p, castling: on ? [...p.castling, right] : p.castling.filter((r) => r !== right) }, chess960);
}

/** The label of a castling right: "Beyaz kısa rok (O-O)", in Chess960 "Beyaz, f1 kalesiyle kısa rok (O-O)". */
export function castlingLabel(codes: string[], r: CastleRight, chess960 = false): string {
  const STANDARD: Record<string, string> = {
    K: 'Beyaz kısa rok (O-O)',
    Q: 'Beyaz uzun rok (O-O-O)',
    k: 'Siyah kısa rok (O-O)',
    q: 'Siyah uzun rok (O-O-O)',
  };
  if (!chess960) return STANDARD[r] ?? r;
  const sq = rookSquare960(r);
  const side = kingside960(codes, r) ? 'kısa rok (O-O)' : 'uzun rok (O-O-O)';
  return `${r === r.toUpperCase() ? 'Beyaz' : 'Siyah'}, ${squareName(sq)} kalesiyle ${side}`;
}

export { INITIAL_FEN };

/**
 * Why a set-up position cannot arise in a game, in Turkish (one sentence each): a missing king, two
 * kings, pawns on the first or last rank, the side not to move in check … Empty when it can.
 */
export function setupProblems(fen: string, chess960 = false): string[] {
  const f = parseFen(fen, { chess960 });
  if (!f.ok) return [f.error.message];
  return setupErrors(f.value).map((e) => e.message);
}

/**
 * A FEN whose castling field the chosen game reads: unchanged when it already does (X-FEN "KQkq"
 * is Chess960 too); Shredder "HAha" back to "KQkq" for the standard game (other rooks' rights lost).
 */
export function castlingForVariant(fen: string, chess960: boolean): string {
  if (parseFen(fen, { chess960 }).ok) return fen;
  const p = readPosition(fen, true);
  if (!p || chess960) return fen;
  const STANDARD: Record<string, StandardRight> = { H: 'K', A: 'Q', h: 'k', a: 'q' };
  const parts = fen.trim().split(/\s+/);
  const rights = (['K', 'Q', 'k', 'q'] as const).filter(
    (r) => p.castling.some((c) => STANDARD[c] === r) && possibleCastling(p.codes).includes(r),
  );
  return [parts[0], parts[1] ?? 'w', rights.join('') || '-', ...parts.slice(3)].join(' ');
}
