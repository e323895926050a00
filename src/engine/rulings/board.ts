// The board as it physically stands: pieces placed by hand, legal or not, and the reason
// (an Article 3 number) why a placement is not a legal move.

import type { Color, Move, Piece, Role, Square } from '../types.ts';
import { opposite, squareFile, squareRank, squareName } from '../types.ts';
import type { Setup } from '../setup.ts';
import { cloneSetup } from '../setup.ts';
import { Position } from '../position.ts';
import { makeFen } from '../fen.ts';
import type { ArticleMap } from './editions.ts';
import { pieceName, sqName } from './steps.ts';

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && (a.promotion ?? null) === (b.promotion ?? null);

export const homeRank = (c: Color): number => (c === 'white' ? 0 : 7);
export const kingHome = (c: Color): Square => (c === 'white' ? 4 : 60);

/** Castling geometry of one side (3.8.2): king and rook from/to squares. */
export function castleSquares(c: Color, side: 'king' | 'queen'): { kFrom: Square; kTo: Square; rFrom: Square; rTo: Square } {
  const r = homeRank(c) * 8;
  return side === 'king' ? { kFrom: r + 4, kTo: r + 6, rFrom: r + 7, rTo: r + 5 } : { kFrom: r + 4, kTo: r + 2, rFrom: r, rTo: r + 3 };
}

/** Is this (from, to) the king's part of castling (3.8.2), as a shape? */
export function castleSideOf(pos: { pieceAt(sq: Square): Piece | null }, from: Square, to: Square): 'king' | 'queen' | null {
  const p = pos.pieceAt(from);
  if (!p || p.role !== 'king' || from !== kingHome(p.color)) return null;
  if (to === from + 2) return 'king';
  if (to === from - 2) return 'queen';
  return null;
}

/** The square of the pawn an en-passant capture takes (3.7.4.1), or null. */
export function epVictim(pos: Position, move: Move): Square | null {
  const p = pos.pieceAt(move.from);
  if (!p || p.role !== 'pawn') return null;
  if (squareFile(move.from) === squareFile(move.to) || pos.pieceAt(move.to)) return null;
  if (pos.epSquare !== move.to) return null;
  const victim = p.color === 'white' ? move.to - 8 : move.to + 8;
  const v = pos.pieceAt(victim);
  return v && v.role === 'pawn' && v.color !== p.color ? victim : null;
}

/** The square whose piece a move takes (its `to`, or the e.p. victim), or null. */
export function capturedSquare(pos: Position, move: Move): Square | null {
  if (pos.pieceAt(move.to)) return move.to;
  return epVictim(pos, move);
}

/**
 * A placement applied to a board as a hand would do it: the piece leaves `from`, whatever
 * stands on `to` is removed, and with `promotion` the new piece stands on `to` (without it a
 * pawn on the last rank stays a pawn). An en-passant capture also removes the victim, and the
 * king's two-square step alone leaves the rook where it is (4.7.2).
 */
export function placeOnBoard(board: (Piece | null)[], from: Square, to: Square, promotion?: Role, epSquare?: Square | null): void {
  const p = board[from];
  if (!p) return;
  if (p.role === 'pawn' && squareFile(from) !== squareFile(to) && !board[to] && epSquare === to) {
    board[p.color === 'white' ? to - 8 : to + 8] = null;
  }
  board[to] = promotion ? { role: promotion, color: p.color } : { ...p };
  board[from] = null;
}

/**
 * The setup after a completed move that is not legal (when it stands, A.4.2, or until it is
 * found, 7.5.1): the physical board, the other player to move, castling rights lost by a
 * king or rook leaving (or a rook taken on) its square, the double step remembered for e.p.,
 * and the counters advanced.
 */
export function setupAfterPlacement(before: Setup, board: (Piece | null)[], mover: Color, moved: { from: Square; to: Square } | null): Setup {
  const s = cloneSetup(before);
  s.board = board.map((p) => (p ? { ...p } : null));
  s.turn = opposite(mover);
  const keep = (c: Color, side: 'kingside' | 'queenside'): boolean => {
    const k = kingHome(c);
    const r = side === 'kingside' ? k + 3 : k - 4;
    const kp = s.board[k];
    const rp = s.board[r];
    return !!kp && kp.role === 'king' && kp.color === c && !!rp && rp.role === 'rook' && rp.color === c;
  };
  for (const c of ['white', 'black'] as const)
    for (const side of ['kingside', 'queenside'] as const) if (s.castling[c][side] && !keep(c, side)) s.castling[c][side] = false;
  s.epSquare = null;
  let irreversible = false;
  if (moved) {
    const p = before.board[moved.from];
    if (p && p.role === 'pawn') {
      irreversible = true;
      if (squareFile(moved.from) === squareFile(moved.to) && Math.abs(moved.to - moved.from) === 16)
        s.epSquare = (moved.from + moved.to) / 2;
    }
    if (before.board[moved.to]) irreversible = true;
  }
  let count = 0;
  for (let i = 0; i < 64; i++) if (before.board[i]) count++;
  for (let i = 0; i < 64; i++) if (s.board[i]) count--;
  if (count !== 0) irreversible = true;
  s.halfmoves = irreversible ? 0 : before.halfmoves + 1;
  if (mover === 'black') s.fullmoves = before.fullmoves + 1;
  return s;
}

export const boardFen = (s: Setup): string => makeFen(s);

/**
 * A.4.4: "both kings in check, or a pawn on the rank furthest from its starting position".
 */
export function isA44Illegal(pos: Position): boolean {
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.pieceAt(sq);
    if (p && p.role === 'pawn' && squareRank(sq) === (p.color === 'white' ? 7 : 0)) return true;
  }
  const w = pos.kingSquare('white');
  const b = pos.kingSquare('black');
  if (w === null || b === null) return false;
  return pos.isAttacked(w, 'black') && pos.isAttacked(b, 'white');
}

/** Is the line from `from` to `to` (a rank, file or diagonal) free between them? */
function pathClear(board: (Piece | null)[], from: Square, to: Square): boolean {
  const df = Math.sign(squareFile(to) - squareFile(from));
  const dr = Math.sign(squareRank(to) - squareRank(from));
  let f = squareFile(from) + df;
  let r = squareRank(from) + dr;
  while (f !== squareFile(to) || r !== squareRank(to)) {
    if (board[f + 8 * r]) return false;
    f += df;
    r += dr;
  }
  return true;
}

export interface IllegalReason {
  article: string;
  text: string;
}

/**
 * Why the placement (from → to, promotion) by `mover` in `pos` is not a legal move: the
 * first Article 3 rule it breaks. The caller knows it is not legal.
 */
export function illegalReason(pos: Position, mover: Color, from: Square, to: Square, promotion: Role | undefined, A: ArticleMap): IllegalReason {
  const setup = pos.toSetup();
  const board = setup.board;
  const p = board[from]!;
  const target = board[to];
  const what = `${sqName(from)}-${sqName(to)} (${pieceName(p)})`;
  if (p.color !== mover) return { article: A.illegalMove, text: `Oyuncu rakibinin taşını (${pieceName(p)}, ${sqName(from)}) oynadı; oyuncu yalnızca kendi taşlarını oynayabilir.` };
  if (pos.turn !== mover) return { article: A.illegalMove, text: `Sıra ${mover === 'white' ? 'Beyaz' : 'Siyah'}'ta değildi.` };
  if (target && target.color === mover)
    return { article: A.ownPieceOnTarget, text: `${what}: bir taş kendi renginden bir taşın bulunduğu kareye gidemez.` };
  const df = squareFile(to) - squareFile(from);
  const dr = squareRank(to) - squareRank(from);
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  const lastRank = squareRank(to) === (mover === 'white' ? 7 : 0);
  switch (p.role) {
    case 'knight':
      if (!((adf === 1 && adr === 2) || (adf === 2 && adr === 1))) return { article: A.knight, text: `${what}: at böyle gidemez.` };
      break;
    case 'bishop':
      if (adf !== adr) return { article: A.bishop, text: `${what}: fil yalnızca çaprazlarda gider.` };
      if (!pathClear(board, from, to)) return { article: A.blocked, text: `${what}: filin yolu üzerinde taş var; üzerinden atlanamaz.` };
      break;
    case 'rook':
      if (adf !== 0 && adr !== 0) return { article: A.rook, text: `${what}: kale yalnızca dikey ve yataylarda gider.` };
      if (!pathClear(board, from, to)) return { article: A.blocked, text: `${what}: kalenin yolu üzerinde taş var; üzerinden atlanamaz.` };
      break;
    case 'queen':
      if (adf !== adr && adf !== 0 && adr !== 0) return { article: A.queen, text: `${what}: vezir yalnızca dikey, yatay ve çaprazlarda gider.` };
      if (!pathClear(board, from, to)) return { article: A.blocked, text: `${what}: vezirin yolu üzerinde taş var; üzerinden atlanamaz.` };
      break;
    case 'king': {
      const side = castleSideOf(pos, from, to);
      if (side) return castlingReason(pos, mover, side, A);
      if (adf > 1 || adr > 1) return { article: A.king, text: `${what}: şah yalnızca bitişik bir kareye gider (rok dışında).` };
      break;
    }
    case 'pawn': {
      const dir = mover === 'white' ? 1 : -1;
      if (df === 0 && dr === dir) {
        if (target) return { article: A.pawnPush, text: `${what}: piyon önündeki kare boşsa ilerleyebilir; orada taş var.` };
      } else if (df === 0 && dr === 2 * dir) {
        const startRank = mover === 'white' ? 1 : 6;
        if (squareRank(from) !== startRank) return { article: A.pawnDouble, text: `${what}: piyon iki kareyi yalnızca ilk hamlesinde ilerleyebilir.` };
        if (target || board[from + 8 * dir]) return { article: A.pawnDouble, text: `${what}: piyonun önündeki iki kare de boş olmalı.` };
      } else if (adf === 1 && dr === dir) {
        if (!target) {
          const victim = to - 8 * dir;
          const v = board[victim];
          const epOk = pos.epSquare === to && v && v.role === 'pawn' && v.color !== mover;
          if (!epOk)
            return v && v.role === 'pawn' && v.color !== mover
              ? { article: A.pawnEp, text: `${what}: geçerken alma yalnızca rakip piyonun iki kare ilerlediği hamleden hemen sonra yapılabilir.` }
              : { article: A.pawnCapture, text: `${what}: piyon çapraz kareye yalnızca orada bir rakip taşı alarak gidebilir.` };
        }
      } else {
        return { article: A.pawn, text: `${what}: piyon böyle hareket edemez.` };
      }
      if (promotion && !lastRank) return { article: A.promotion, text: `${what}: piyon yalnızca en uzak yataya ulaştığında terfi eder.` };
      break;
    }
  }
  if (promotion && p.role !== 'pawn') return { article: A.promotion, text: `${what}: yalnızca piyon terfi edebilir.` };
  // The move itself is possible for the piece: it fails because of the own king.
  return {
    article: A.kingExposed,
    text: pos.isCheck()
      ? `${what}: oyuncunun şahı tehdit altındaydı ve bu hamle tehdidi kaldırmıyor; hiçbir taş kendi şahını tehdit altında bırakamaz.`
      : `${what}: bu hamle oyuncunun kendi şahını tehdit altına sokuyor; hiçbir taş kendi şahını tehdit altına sokacak bir hareket yapamaz.`,
  };
}

/** Why castling on `side` is illegal (3.8.2.1 lost right, 3.8.2.2 prevented). */
export function castlingReason(pos: Position, c: Color, side: 'king' | 'queen', A: ArticleMap): IllegalReason {
  const sq = castleSquares(c, side);
  const name = side === 'king' ? 'Kısa rok' : 'Uzun rok';
  const rights = pos.castlingRights()[c][side === 'king' ? 'kingside' : 'queenside'];
  const rook = pos.pieceAt(sq.rFrom);
  if (!rights || !rook || rook.role !== 'rook' || rook.color !== c)
    return { article: A.castlingLost, text: `${name} hakkı yok: şah ya da bu kale daha önce oynamış.` };
  const lo = Math.min(sq.kFrom, sq.rFrom);
  const hi = Math.max(sq.kFrom, sq.rFrom);
  for (let s = lo + 1; s < hi; s++)
    if (pos.pieceAt(s)) return { article: A.castlingBlocked, text: `${name} geçici olarak yapılamaz: şah ile kale arasında ${sqName(s)} karesinde taş var.` };
  const enemy = opposite(c);
  const step = sq.kTo > sq.kFrom ? 1 : -1;
  for (let s = sq.kFrom; ; s += step) {
    if (pos.isAttacked(s, enemy))
      return {
        article: A.castlingPrevented,
        text:
          s === sq.kFrom
            ? `${name} geçici olarak yapılamaz: şah tehdit altında.`
            : `${name} geçici olarak yapılamaz: şahın ${s === sq.kTo ? 'gideceği' : 'geçeceği'} ${sqName(s)} karesi rakip taşlarca tehdit ediliyor.`,
      };
    if (s === sq.kTo) break;
  }
  return { article: A.castlingLost, text: `${name} bu konumda geçerli değil.` };
}

export { squareName };
