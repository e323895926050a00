// The board as it physically stands: pieces placed by hand, legal or not, and the reason
// (an Article 3 number) why a placement is not a legal move.

import type { Color, Move, Piece, Role, Square } from '../types.ts';
import { opposite, squareFile, squareRank } from '../types.ts';
import type { Setup } from '../setup.ts';
import { cloneSetup } from '../setup.ts';
import { Position } from '../position.ts';
import type { ArticleMap } from './editions.ts';
import { GUIDELINES_960 } from './editions.ts';
import { pieceName, sideLoc, sqName } from './steps.ts';

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && (a.promotion ?? null) === (b.promotion ?? null);

export const homeRank = (c: Color): number => (c === 'white' ? 0 : 7);
export const kingHome = (c: Color): Square => (c === 'white' ? 4 : 60);

/** Castling geometry of one side (3.8.2): king and rook from/to squares. */
export function castleSquares(
  c: Color,
  side: 'king' | 'queen',
  pos?: Position,
): { kFrom: Square; kTo: Square; rFrom: Square; rTo: Square } {
  const r = homeRank(c) * 8;
  if (pos?.chess960) {
    // Guidelines II.3: king and rook from wherever they stand to the squares of standard castling
    // (II.3.2.6); the rook is the one the right names, else the outermost on that side of the king.
    const k = pos.kingSquare(c) ?? r + 4;
    let rFrom = pos.castlingRooks()[c][side === 'king' ? 'kingside' : 'queenside'];
    if (rFrom === null) {
      const isRook = (sq: number): boolean => pos.pieceAt(sq)?.role === 'rook' && pos.pieceAt(sq)?.color === c;
      if (side === 'king')
        for (let f = 7; f >= 0 && rFrom === null; f--) {
          if (r + f > k && isRook(r + f)) rFrom = r + f;
        }
      else
        for (let f = 0; f < 8 && rFrom === null; f++) {
          if (r + f < k && isRook(r + f)) rFrom = r + f;
        }
      if (rFrom === null) rFrom = side === 'king' ? r + 7 : r;
    }
    return side === 'king' ? { kFrom: k, kTo: r + 6, rFrom, rTo: r + 5 } : { kFrom: k, kTo: r + 2, rFrom, rTo: r + 3 };
  }
  return side === 'king' ? { kFrom: r + 4, kTo: r + 6, rFrom: r + 7, rTo: r + 5 } : { kFrom: r + 4, kTo: r + 2, rFrom: r, rTo: r + 3 };
}

/** Is this (from, to) the king's part of castling (3.8.2), as a shape? */
export function castleSideOf(pos: Position, from: Square, to: Square): 'king' | 'queen' | null {
  const p = pos.pieceAt(from);
  if (pos.chess960) {
    // II.3.2.1: the king's part of double-move castling — onto g/c with the right on that side.
    if (!p || p.role !== 'king' || homeRank(p.color) * 8 !== (from & 56)) return null;
    const rights = pos.castlingRights()[p.color];
    for (const side of ['king', 'queen'] as const) {
      const cs = castleSquares(p.color, side, pos);
      if (rights[side === 'king' ? 'kingside' : 'queenside'] && to === cs.kTo && to !== from) return side;
    }
    return null;
  }
  if (!p || p.role !== 'king' || from !== kingHome(p.color)) return null;
  if (to === from + 2) return 'king';
  if (to === from - 2) return 'queen';
  return null;
}

/** The square of the pawn an en-passant capture takes (3.7.3.1), or null. */
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
export function setupAfterPlacement(
  before: Setup,
  board: (Piece | null)[],
  mover: Color,
  moved: { from: Square; to: Square } | null,
): Setup {
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
 * The game so far, for the Article 3 reasons that depend on it (how a pawn came to its
 * square, 3.7.3.1/3.7.3.2; whether the king or the rook has moved, 3.8.2.1.1/3.8.2.1.2):
 * every position, oldest first, the last being the one on the board. Without it (or before
 * its first position) only what the position itself shows is used.
 */
export interface BoardHistory {
  positions: Position[];
}

const samePiece = (a: Piece | null, b: Piece | null): boolean => !!a && !!b && a.role === b.role && a.color === b.color;

/**
 * How the pawn on `sq` came there: `'double'` by a double step from its starting square,
 * `'other'` by a single step or a capture, `null` when the history does not show it (it stood
 * there from the first known position, and that position does not record a double step).
 */
export function pawnArrival(history: BoardHistory | undefined, sq: Square): 'double' | 'other' | null {
  const ps = history?.positions ?? [];
  if (ps.length === 0) return null;
  const pawn = ps[ps.length - 1].pieceAt(sq);
  if (!pawn || pawn.role !== 'pawn') return null;
  const origin = pawn.color === 'white' ? sq - 16 : sq + 16;
  const passed = pawn.color === 'white' ? sq - 8 : sq + 8;
  for (let i = ps.length - 1; i >= 1; i--) {
    if (samePiece(ps[i - 1].pieceAt(sq), pawn)) continue;
    // It arrived between positions i-1 and i.
    const fromOrigin = origin >= 0 && origin < 64 && samePiece(ps[i - 1].pieceAt(origin), pawn) && !ps[i].pieceAt(origin);
    return fromOrigin ? 'double' : 'other';
  }
  return ps[0].epSquare === passed ? 'double' : null;
}

/**
 * Has the king (`'king'`) or the rook of this side (`'rook'`) of `c` moved, so that the right to
 * castle on that side is lost (3.8.2.1.1 / 3.8.2.1.2)? `null`: the history cannot tell which.
 */
export function castlingLostBy(history: BoardHistory | undefined, pos: Position, c: Color, side: 'king' | 'queen'): 'king' | 'rook' | null {
  const sq = castleSquares(c, side);
  const king: Piece = { role: 'king', color: c };
  const rook: Piece = { role: 'rook', color: c };
  const ps = history?.positions ?? [pos];
  let rookLeft = false;
  for (let i = 1; i < ps.length; i++) {
    if (samePiece(ps[i - 1].pieceAt(sq.kFrom), king) && !samePiece(ps[i].pieceAt(sq.kFrom), king)) return 'king';
    if (samePiece(ps[i - 1].pieceAt(sq.rFrom), rook) && !samePiece(ps[i].pieceAt(sq.rFrom), rook)) rookLeft = true;
  }
  if (rookLeft) return 'rook';
  // A right kept on the other side (now or in a known position) shows that the king has not moved.
  const other = side === 'king' ? 'queenside' : 'kingside';
  const own = side === 'king' ? 'kingside' : 'queenside';
  if (ps.some((p) => p.castlingRights()[c][other])) return 'rook';
  // The right was there and is gone, and the king did not move: the rook did.
  if (ps.some((p) => p.castlingRights()[c][own])) return 'rook';
  return null;
}

/**
 * Why the placement (from → to, promotion) by `mover` in `pos` is not a legal move: the
 * first Article 3 rule it breaks. The caller knows it is not legal.
 */
export function illegalReason(
  pos: Position,
  mover: Color,
  from: Square,
  to: Square,
  promotion: Role | undefined,
  A: ArticleMap,
  history?: BoardHistory,
): IllegalReason {
  const setup = pos.toSetup();
  const board = setup.board;
  const p = board[from]!;
  const target = board[to];
  const what = `${sqName(from)}-${sqName(to)} (${pieceName(p)})`;
  if (p.color !== mover)
    return {
      article: A.opponentsPiece,
      text: `Oyuncu rakibinin taşını (${pieceName(p)}, ${sqName(from)}) oynadı; oyuncu yalnızca kendi taşlarını oynayabilir.`,
    };
  if (pos.turn !== mover) return { article: A.outOfTurn, text: `Sıra ${sideLoc(pos.turn)}; oyuncular sırayla hamle yapar.` };
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
      if (adf !== adr && adf !== 0 && adr !== 0)
        return { article: A.queen, text: `${what}: vezir yalnızca dikey, yatay ve çaprazlarda gider.` };
      if (!pathClear(board, from, to)) return { article: A.blocked, text: `${what}: vezirin yolu üzerinde taş var; üzerinden atlanamaz.` };
      break;
    case 'king': {
      const side = castleSideOf(pos, from, to);
      if (side) return castlingReason(pos, mover, side, A, history);
      if (adf > 1 || adr > 1) return { article: A.king, text: `${what}: şah yalnızca bitişik bir kareye gider (rok dışında).` };
      break;
    }
    case 'pawn': {
      const why = pawnReason(pos, board, mover, from, to, what, A, history);
      if (why) return why;
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

/**
 * Why a pawn cannot go from → to (2023 numbers; `A` gives the edition's): a push onto a man
 * (3.7.1), a double step off the starting rank or over a man (3.7.2), a diagonal step onto an
 * empty square (3.7.3) that is no en-passant capture (the neighbour did not come by a double step,
 * 3.7.3.1, or not on the last move, 3.7.3.2), or no pawn move at all. Null when the step is a pawn's.
 */
function pawnReason(
  pos: Position,
  board: Setup['board'],
  mover: Color,
  from: Square,
  to: Square,
  what: string,
  A: ArticleMap,
  history?: BoardHistory,
): IllegalReason | null {
  const df = squareFile(to) - squareFile(from);
  const dr = squareRank(to) - squareRank(from);
  const adf = Math.abs(df);
  const target = board[to];
  const dir = mover === 'white' ? 1 : -1;
  if (df === 0 && dr === dir) {
    if (target) return { article: A.pawnPush, text: `${what}: piyon önündeki kare boşsa ilerleyebilir; orada taş var.` };
  } else if (df === 0 && dr === 2 * dir) {
    const startRank = mover === 'white' ? 1 : 6;
    if (squareRank(from) !== startRank)
      return { article: A.pawnDouble, text: `${what}: piyon iki kareyi yalnızca ilk hamlesinde ilerleyebilir.` };
    if (target || board[from + 8 * dir]) return { article: A.pawnDouble, text: `${what}: piyonun önündeki iki kare de boş olmalı.` };
  } else if (adf === 1 && dr === dir) {
    if (!target) {
      const victim = to - 8 * dir;
      const v = board[victim];
      const epOk = pos.epSquare === to && v && v.role === 'pawn' && v.color !== mover;
      // En passant is in question only from the fifth rank (fourth for Black), beside an
      // opponent's pawn that may have come by a double step.
      const epRank = squareRank(from) === (mover === 'white' ? 4 : 3);
      if (!epOk) {
        if (!(epRank && v && v.role === 'pawn' && v.color !== mover))
          return { article: A.pawnCapture, text: `${what}: piyon çapraz kareye yalnızca orada bir rakip taşı alarak gidebilir.` };
        const arrival = pawnArrival(history, victim);
        if (arrival === 'other')
          return {
            article: A.pawnEpDoubleStep,
            text: `${what}: geçerken alma, yandaki rakip piyon başlangıç karesinden tek hamlede iki kare ilerleyerek gelmişse yapılabilir; ${sqName(victim)} piyonu oraya böyle gelmedi.`,
          };
        return {
          article: A.pawnEpAtOnce,
          text: `${what}: geçerken alma yalnızca rakip piyonun iki kare ilerlediği hamleden hemen sonra yapılabilir; son hamle ${sqName(victim)} piyonunun iki kare ilerlemesi değildi${arrival === 'double' ? ', o fırsat geçti' : ''}.`,
        };
      }
    }
  } else if (df === 0 && dr * dir > 2) {
    return { article: A.pawnDouble, text: `${what}: piyon ilk hamlesinde bile en çok iki kare ilerleyebilir.` };
  } else {
    return { article: A.pawn, text: `${what}: piyon böyle hareket edemez.` };
  }
  return null;
}

/**
 * Why castling on `side` is illegal: no rook of its own on the corner (3.8.2), the right lost
 * because the king (3.8.2.1.1) or that rook (3.8.2.1.2) has moved, a piece between them
 * (3.8.2.2.2), or an attacked square (3.8.2.2.1).
 */
export function castlingReason(
  pos: Position,
  c: Color,
  side: 'king' | 'queen',
  A: ArticleMap,
  history?: BoardHistory,
  touchedRook?: Square,
): IllegalReason {
  const sq = castleSquares(c, side, pos);
  if (pos.chess960) return castlingReason960(pos, c, side, sq, A, history, touchedRook);
  const name = side === 'king' ? 'Kısa rok' : 'Uzun rok';
  const rights = pos.castlingRights()[c][side === 'king' ? 'kingside' : 'queenside'];
  const rook = pos.pieceAt(sq.rFrom);
  if (!rook || rook.role !== 'rook' || rook.color !== c)
    return {
      article: A.castling,
      text: `${name} yapılamaz: rok, başlangıç karesinde duran kaleyle yapılır; ${sqName(sq.rFrom)} karesinde oyuncunun kalesi yok.`,
    };
  if (!rights) {
    const by = castlingLostBy(history, pos, c, side);
    if (by === 'king')
      return {
        article: A.castlingKingMoved,
        text: `${name} hakkı yok: şah daha önce oynadı (başlangıç karesine geri dönmüş olması hakkı geri getirmez).`,
      };
    if (by === 'rook')
      return { article: A.castlingRookMoved, text: `${name} hakkı yok: ${sqName(sq.rFrom)} karesindeki kale daha önce oynadı.` };
    return { article: A.castlingLost, text: `${name} hakkı yok: şah ya da bu kale daha önce oynamış.` };
  }
  const lo = Math.min(sq.kFrom, sq.rFrom);
  const hi = Math.max(sq.kFrom, sq.rFrom);
  for (let s = lo + 1; s < hi; s++)
    if (pos.pieceAt(s))
      return { article: A.castlingBlocked, text: `${name} geçici olarak yapılamaz: şah ile kale arasında ${sqName(s)} karesinde taş var.` };
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
  return { article: A.castling, text: `${name} bu konumda kurallara uygun değil.` };
}

/**
 * Chess960: why the right to castle on `side` is gone, from the history. The last position that had
 * the right shows where king and rook stood then; in the next one the king has left its square
 * (3.8.2.1.1), or the rook has (3.8.2.1.2), or neither: the player castled with the other rook, and
 * castling is made once per game (II.3.1). `null`: the history does not show the right.
 */
function castlingLost960(
  history: BoardHistory | undefined,
  c: Color,
  side: 'king' | 'queen',
): { by: 'king' | 'rook' | 'castled'; king: Square; rook: Square } | null {
  const ps = history?.positions ?? [];
  const key = side === 'king' ? 'kingside' : 'queenside';
  for (let i = ps.length - 2; i >= 0; i--) {
    const p = ps[i];
    if (!p.castlingRights()[c][key]) continue;
    if (ps[i + 1].castlingRights()[c][key]) return null;
    const king = p.kingSquare(c);
    const rook = p.castlingRooks()[c][key];
    if (king === null || rook === null) return null;
    const next = ps[i + 1];
    if (!samePiece(next.pieceAt(king), { role: 'king', color: c })) return { by: 'king', king, rook };
    if (!samePiece(next.pieceAt(rook), { role: 'rook', color: c })) return { by: 'rook', king, rook };
    return { by: 'castled', king, rook };
  }
  return null;
}

/** Guidelines II.3 with 3.8.2: why castling (with `rook`, when a touched rook is named) is not possible in a Chess960 position. */
function castlingReason960(
  pos: Position,
  c: Color,
  side: 'king' | 'queen',
  sq: ReturnType<typeof castleSquares>,
  A: ArticleMap,
  history?: BoardHistory,
  rook?: Square,
): IllegalReason {
  const name = side === 'king' ? 'g yanına rok (O-O)' : 'c yanına rok (O-O-O)';
  const Name = name.charAt(0).toLocaleUpperCase('tr') + name.slice(1);
  const right = pos.castlingRights()[c][side === 'king' ? 'kingside' : 'queenside'];
  if (!right) {
    const lost = castlingLost960(history, c, side);
    if (lost?.by === 'king')
      return {
        article: A.castlingKingMoved,
        text: `${Name} hakkı yok: şah ${sqName(lost.king)} karesinden daha önce oynadı (geri dönmüş olması hakkı geri getirmez).`,
      };
    if (lost?.by === 'rook')
      return { article: A.castlingRookMoved, text: `${Name} hakkı yok: ${sqName(lost.rook)} karesindeki kale daha önce oynadı.` };
    if (lost?.by === 'castled')
      return {
        article: GUIDELINES_960.once,
        text: `${Name} yapılamaz: oyuncu bu oyunda öbür kaleyle rok yaptı; Chess960'ta da her oyuncu oyun başına bir kez rok yapabilir (şah ya da bu kale o rokta yerinden oynamamış olsa bile).`,
      };
    return { article: A.castlingLost, text: `${Name} hakkı yok: şah ya da bu yandaki kale daha önce oynamış.` };
  }
  if (rook !== undefined && rook !== sq.rFrom)
    return {
      article: A.castlingRookMoved,
      text: `${Name} ${sqName(rook)} kalesiyle yapılamaz: bu yana rok yalnızca oyunun başından beri oynamamış ${sqName(sq.rFrom)} kalesiyle yapılır; ${sqName(rook)} karesindeki kale oraya sonradan geldi.`,
    };
  const spans = [
    [Math.min(sq.kFrom, sq.kTo), Math.max(sq.kFrom, sq.kTo)],
    [Math.min(sq.rFrom, sq.rTo), Math.max(sq.rFrom, sq.rTo)],
  ];
  for (const [lo, hi] of spans)
    for (let s = lo; s <= hi; s++)
      if (s !== sq.kFrom && s !== sq.rFrom && pos.pieceAt(s))
        return {
          article: A.castlingBlocked,
          text: `${Name} geçici olarak yapılamaz: şahın ya da kalenin başlangıç ve varış kareleri arasında (varış karesi dahil) ${sqName(s)} karesinde taş var (Yönergeler II.3.2.7.4).`,
        };
  const enemy = opposite(c);
  const lo = Math.min(sq.kFrom, sq.kTo);
  const hi = Math.max(sq.kFrom, sq.kTo);
  // 3.8.2.2.1: the king in check on its square; the squares it crosses or reaches judged with king and
  // rook lifted (the rook leaving its square may open a line onto one of them).
  const lifted = pos.toSetup();
  lifted.board[sq.kFrom] = null;
  lifted.board[sq.rFrom] = null;
  const without = Position.fromSetupUnchecked(lifted);
  const order = sq.kTo >= sq.kFrom ? [...Array(hi - lo + 1).keys()].map((i) => lo + i) : [...Array(hi - lo + 1).keys()].map((i) => hi - i);
  for (const s of order)
    if (
      (s === sq.kFrom ? pos.isAttacked(s, enemy) : without.isAttacked(s, enemy)) ||
      (s === sq.kTo && !pos.isLegal({ from: sq.kFrom, to: sq.rFrom }))
    )
      return {
        article: A.castlingPrevented,
        text:
          s === sq.kFrom
            ? `${Name} geçici olarak yapılamaz: şah tehdit altında.`
            : `${Name} geçici olarak yapılamaz: şahın ${s === sq.kTo ? 'gideceği' : 'geçeceği'} ${sqName(s)} karesi rakip taşlarca tehdit ediliyor.`,
      };
  return { article: A.castling, text: `${Name} bu konumda kurallara uygun değil.` };
}
