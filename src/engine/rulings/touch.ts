// Article 4: what touching binds the player to do (touch-move).
//
// 4.2.1 adjusting after "j'adoube" and 4.2.2 evident accidental contact bind nothing; they
// never reach this module (the caller keeps only deliberate touches, in order).
// 4.3.1 own pieces: move the first touched that can be moved.
// 4.3.2 opponent's pieces: capture the first touched that can be captured.
// 4.3.3 both: capture the opponent's first touched piece with his own first touched piece;
//       if that is illegal, move or capture the first piece touched that can be moved or
//       captured. When it is unclear which was first, his own piece counts as first.
// 4.4.1 king and a rook: castle on that side if legal. 4.4.2 rook first, then king: no
//       castling on that side this move, 4.3.1 applies. 4.4.3 king and rook touched to
//       castle but that castling is illegal: another legal king move (castling with the
//       other rook included); if the king has none, any legal move. Why that castling is
//       illegal (3.8.2.1.1, 3.8.2.1.2, 3.8.2.2.1, 3.8.2.2.2) is a step of its own.
//       Chess960 (Guidelines II.3): the king touched is the king still able to castle (where it
//       stood when it last had a right), the touched rook on its first rank names the side (the
//       side of the king it stands on), and "castling with this rook" is the king-takes-rook move
//       with that very rook, made by whichever method of II.3.2 the board needs: king and rook
//       both moving (II.3.2.1), exchanging squares (II.3.2.2), the king alone (II.3.2.3) or the
//       rook alone (II.3.2.4). A rook-alone castling with a touched rook, the king untouched, is
//       a move of that rook (4.3.1); touched after the rook, the king makes it 4.4.2.
// 4.5   none of the touched pieces can be moved or captured: any legal move.
// 4.7.2 king released on g1/c1 (b: g8/c8): castling on that side if legal, else another
//       legal king move, else any legal move.
// 4.7 / 4.7.3 a pawn released on the promotion square: the move ends there (4.6: the new
//       piece may still be chosen and put down).
// The older edition (2001) says the same in 4.3.a, 4.3.b, 4.4.a, 4.4.b, 4.5, 4.6 and 4.8.

import type { Color, Move, Piece, Square } from '../types.ts';
import type { Position } from '../position.ts';
import { makeSan } from '../san.ts';
import type { ArticleMap } from './editions.ts';
import type { ObligationKind, Step } from './types.ts';
import { capturedSquare, castleSquares, castlingReason, homeRank, kingHome } from './board.ts';
import { GUIDELINES_960 } from './editions.ts';
import type { BoardHistory } from './board.ts';
import { listMoves, pieceAt, side, sideGen, sqName, step } from './steps.ts';

export interface Touch {
  square: Square;
  piece: Piece;
  event: number;
  /** Touched as part of a placement (the moved piece, the captured piece), not a `touch` event. */
  implicit: boolean;
}

export interface TouchContext {
  player: Color;
  /** Deliberate touches in order (4.2 excluded). */
  touches: Touch[];
  /** 4.7.2: the king was released on the castling square of this side. */
  kingReleased: 'king' | 'queen' | null;
  /** The king and a rook were taken together to castle (a `castle` event). */
  castleIntent: 'king' | 'queen' | null;
  /** 4.7 / 4.7.3: a pawn released on the promotion square without the new piece. */
  unpromoted: { from: Square; to: Square } | null;
}

export interface ObligationResult {
  kind: ObligationKind;
  square: Square;
  moves: Move[];
  steps: Step[];
  /** The article a move breaking the obligation breaks, when not that of the first step. */
  rule?: string;
}

/** The article a move that does not satisfy `ob` breaks (4.3.1 … 4.4.3, 4.7.2). */
export const violatedRule = (ob: ObligationResult): string => ob.rule ?? ob.steps[0].article;

export const emptyTouchContext = (player: Color): TouchContext => ({
  player,
  touches: [],
  kingReleased: null,
  castleIntent: null,
  unpromoted: null,
});

export const cloneTouchContext = (c: TouchContext): TouchContext => ({
  player: c.player,
  touches: c.touches.map((t) => ({ ...t, piece: { ...t.piece } })),
  kingReleased: c.kingReleased,
  castleIntent: c.castleIntent,
  unpromoted: c.unpromoted ? { ...c.unpromoted } : null,
});

export const isCastle = (pos: Position, m: Move): boolean => {
  const p = pos.pieceAt(m.from);
  if (!p || p.role !== 'king') return false;
  // Guidelines II.3: in Chess960 castling is written as the king taking its own rook.
  if (pos.chess960) {
    const q = pos.pieceAt(m.to);
    return !!q && q.role === 'rook' && q.color === p.color;
  }
  return Math.abs(m.to - m.from) === 2;
};
/** The target square of the castling move on that side: the king's square, or in Chess960 the rook's. */
const castleTarget = (pos: Position, player: Color, side: 'king' | 'queen'): Square => {
  const cs = castleSquares(player, side, pos);
  return pos.chess960 ? cs.rFrom : cs.kTo;
};

export const sanList = (pos: Position, moves: Move[]): string[] => moves.map((m) => makeSan(pos, m));

/** What every rule of the table reads: the position, the touches and the legal moves. */
interface TouchCase {
  pos: Position;
  ctx: TouchContext;
  A: ArticleMap;
  history?: BoardHistory;
  legal: Move[];
  player: Color;
  who: string;
  /** Touches of pieces that still stand where they were touched, in order. */
  touches: Touch[];
  own: Touch[];
  opp: Touch[];
  /** Steps that come before the deciding one (4.4.2 rook first, 4.7.2 why castling is illegal). */
  steps: Step[];
  /** 4.4.2: no castling with the rook touched first, on this side. */
  excludeCastle: 'king' | 'queen' | null;
  /** The square of the king that may still castle (3.8.2.1; Chess960: where it stood with its last right), or null. */
  castleKing: Square | null;
}

/** One row of the touch-move table: the article, when it applies, and what it obliges. */
interface TouchRule {
  article: (A: ArticleMap) => string;
  applies: (c: TouchCase) => boolean;
  decide: (c: TouchCase) => ObligationResult;
}

const free = (c: TouchCase, square: Square, article: string, text: string): ObligationResult => ({
  kind: 'free',
  square,
  moves: c.legal,
  steps: [...c.steps, step(article, text)],
});
/**
 * The legal moves of the piece on `sq`. Chess960: castling in which only the rook moves (II.3.2.4)
 * is also a move of that rook — the king is not touched to make it.
 */
const movesFrom = (c: TouchCase, sq: Square, exclude?: (m: Move) => boolean): Move[] =>
  c.legal.filter((m) => (m.from === sq || (c.pos.chess960 && m.to === sq && rookOnlyCastle(c.pos, m))) && !(exclude && exclude(m)));
/** Chess960: a castling move in which the king stays on its square (II.3.2.4, II.3.2.7.2). */
const rookOnlyCastle = (pos: Position, m: Move): boolean => isCastle(pos, m) && (m.from & 7) === (m.to > m.from ? 6 : 2);
const capturesOf = (c: TouchCase, sq: Square): Move[] => c.legal.filter((m) => capturedSquare(c.pos, m) === sq);
const sans = (c: TouchCase, ms: Move[]): string => listMoves(sanList(c.pos, ms));
/**
 * The side a touched rook names (4.4.1): standard chess, the corner rooks; Chess960, a rook on the
 * first rank, by the side of the king (that may castle) it stands on (II.3.2.6: g side, c side).
 */
const rookSide = (pos: Position, player: Color, t: Touch, king: Square | null): 'king' | 'queen' | null => {
  if (t.piece.role !== 'rook' || t.piece.color !== player) return null;
  const r = homeRank(player) * 8;
  if (pos.chess960) {
    if (king === null || (t.square & 56) !== r || t.square === king) return null;
    return t.square > king ? 'king' : 'queen';
  }
  return t.square === r + 7 ? 'king' : t.square === r ? 'queen' : null;
};
const isHomeKing = (c: TouchCase, t: Touch): boolean => t.piece.role === 'king' && t.square === c.castleKing;

/**
 * Where the king of `player` stands while it may castle: e1/e8; Chess960, its square while it has a
 * right, else its square in the last position of the game that had one (if it stands there again).
 */
function castleKingSquare(pos: Position, player: Color, history?: BoardHistory): Square | null {
  if (!pos.chess960) return kingHome(player);
  const has = (p: Position): boolean => p.castlingRights()[player].kingside || p.castlingRights()[player].queenside;
  if (has(pos)) return pos.kingSquare(player);
  const ps = history?.positions ?? [];
  for (let i = ps.length - 1; i >= 0; i--)
    if (has(ps[i])) return ps[i].kingSquare(player) === pos.kingSquare(player) ? pos.kingSquare(player) : null;
  return null;
}
/** The castling move with the rook on `rook` (Chess960: the king takes that rook), whatever it is called. */
const castlingWith = (c: TouchCase, king: Square, castleSide: 'king' | 'queen', rook?: Square) => (m: Move) =>
  m.from === king &&
  isCastle(c.pos, m) &&
  m.to === (c.pos.chess960 ? (rook ?? castleTarget(c.pos, c.player, castleSide)) : castleTarget(c.pos, c.player, castleSide));
const noCastleThatSide =
  (c: TouchCase) =>
  (m: Move): boolean =>
    !!c.excludeCastle &&
    isCastle(c.pos, m) &&
    (c.pos.chess960 ? (m.to > m.from ? 'king' : 'queen') === c.excludeCastle : m.to === castleTarget(c.pos, c.player, c.excludeCastle));

/**
 * Guidelines II.3.2: which of the four methods a Chess960 castling is (the king from `k`, the rook
 * from `r`, to the squares of standard castling, II.3.2.6), as a step.
 */
function castlingMethod960(player: Color, castleSide: 'king' | 'queen', k: Square, r: Square): Step {
  const rank = homeRank(player) * 8;
  const kTo = rank + (castleSide === 'king' ? 6 : 2);
  const rTo = rank + (castleSide === 'king' ? 5 : 3);
  const sideTr = castleSide === 'king' ? 'g yanına rok (O-O)' : 'c yanına rok (O-O-O)';
  const ends = `şah ${sqName(kTo)}, kale ${sqName(rTo)} karesine gelir (II.3.2.6)`;
  if (k === kTo)
    return step(
      GUIDELINES_960.rookOnly,
      `Bu konumda ${sideTr} yalnızca kalenin oynamasıyla yapılır: şah zaten ${sqName(kTo)} karesinde, kale ${sqName(r)} karesinden ${sqName(rTo)} karesine gider.`,
    );
  if (r === rTo)
    return step(
      GUIDELINES_960.kingOnly,
      `Bu konumda ${sideTr} yalnızca şahın oynamasıyla yapılır: kale zaten ${sqName(rTo)} karesinde, şah ${sqName(k)} karesinden ${sqName(kTo)} karesine gider.`,
    );
  if (k === rTo && r === kTo) return step(GUIDELINES_960.exchange, `Bu konumda ${sideTr} şah ile kalenin yer değiştirmesidir: ${ends}.`);
  return step(
    GUIDELINES_960.doubleMove,
    `Bu konumda ${sideTr} şahla ve kaleyle birer hamledir: şah ${sqName(k)}, kale ${sqName(r)} karesinden; ${ends}.`,
  );
}

/**
 * Castling is the obligation (`side`), or, when it is illegal, why (its own step) and another
 * legal king move, else any move (4.4.1 → 4.4.3; 4.7.2 with the king released).
 */
function castleOrKing(
  c: TouchCase,
  castleSide: 'king' | 'queen',
  duty: Step,
  illegal: Step,
  kingText: (ms: string) => string,
  freeText: string,
  ruleArt: string,
  rook?: Square,
): ObligationResult {
  const cs = castleSquares(c.player, castleSide, c.pos);
  const k = c.pos.chess960 ? cs.kFrom : kingHome(c.player);
  const castle = c.legal.filter(castlingWith(c, k, castleSide, rook));
  if (castle.length) {
    const steps = [...c.steps, duty];
    // Guidelines II.3.2: in Chess960 the method the board needs is part of what is owed.
    if (c.pos.chess960) steps.push(castlingMethod960(c.player, castleSide, k, rook ?? cs.rFrom));
    return { kind: 'castle', square: k, moves: castle, steps, rule: duty.article };
  }
  c.steps.push(illegal);
  const why = castlingReason(c.pos, c.player, castleSide, c.A, c.history, rook);
  c.steps.push(step(why.article, why.text));
  if (c.pos.chess960 && why.article === c.A.castlingBlocked) c.steps.push(step(GUIDELINES_960.emptySquares, GUIDELINES_960.emptyText));
  const kingMoves = movesFrom(c, k).filter((m) => m.from === k);
  if (kingMoves.length) {
    const steps = [...c.steps, step(ruleArt, kingText(sans(c, kingMoves)))];
    // 4.4.3 "which may include castling with the other rook": in Chess960, how that castling is made.
    const other = castleSide === 'king' ? 'queen' : 'king';
    const otherCastle = c.pos.chess960 ? kingMoves.find((m) => isCastle(c.pos, m) && m.to !== rook) : undefined;
    if (otherCastle) steps.push(castlingMethod960(c.player, other, k, otherCastle.to));
    return { kind: 'king', square: k, moves: kingMoves, steps, rule: ruleArt };
  }
  return free(c, k, ruleArt, freeText);
}

/**
 * Article 4, in the order the rules are tried: the first row that applies decides. A row's
 * `decide` may add the steps that explain it (why castling is illegal, 4.4.2) before its own.
 */
const TOUCH_RULES: TouchRule[] = [
  {
    // 4.7 / 4.7.3: the pawn stands on the promotion square; only the choice of piece is open.
    article: (A) => A.moveMade,
    applies: (c) => !!c.ctx.unpromoted && c.legal.some((m) => m.from === c.ctx.unpromoted!.from && m.to === c.ctx.unpromoted!.to),
    decide: (c) => {
      const { from, to } = c.ctx.unpromoted!;
      const moves = c.legal.filter((m) => m.from === from && m.to === to);
      const s = [
        step(
          c.A.moveMade,
          `${c.who} piyonu ${sqName(to)} terfi karesine bırakmıştır; bu, kurallara uygun bir hamlenin parçasıdır ve piyon bu hamlede başka bir kareye oynanamaz.`,
        ),
      ];
      if (c.A.promotionOrder)
        s.push(
          step(
            c.A.promotionOrder,
            `Piyonun kaldırılması ve yeni taşın konması herhangi bir sırayla yapılabilir; hamle, yeni taş ${sqName(to)} karesine bırakıldığında tamamlanır.`,
          ),
        );
      return { kind: 'move', square: from, moves, steps: s };
    },
  },
  {
    // 4.7.2: the king was released on the castling square (the older text: 4.4.a / 4.5).
    article: (A) => A.castleMade ?? A.kingAndRook,
    applies: (c) => c.ctx.kingReleased !== null,
    decide: (c) => {
      const sideC = c.ctx.kingReleased!;
      const kTo = sqName(castleSquares(c.player, sideC, c.pos).kTo);
      const art = c.A.castleMade ?? c.A.kingAndRook;
      return castleOrKing(
        c,
        sideC,
        step(
          art,
          `${c.who} şahını ${kTo} karesine bıraktı; bu yöne kurallara uygun bir rok olduğu için başka bir hamle yapamaz, roku tamamlamalıdır.`,
        ),
        step(art, `${c.who} şahını ${kTo} karesine bıraktı; bu yöne kurallara uygun bir rok olsaydı roku tamamlaması gerekirdi.`),
        (ms) => `Bu yöne rok kurallara uygun olmadığı için ${c.who} şahıyla kurallara uygun başka bir hamle yapmalıdır: ${ms}.`,
        `Bu yöne rok kurallara uygun değil ve şahın başka bir kurallara uygun hamlesi de yok: ${c.who} kurallara uygun herhangi bir hamleyi yapabilir.`,
        c.A.castleMade ?? c.A.castleIllegal,
      );
    },
  },
  {
    // 4.4.1: the king (on its square) and a rook (on its corner) touched first, in that order
    // (a castle event takes them together, "in order to castle"); 4.4.3 when that castling is illegal.
    article: (A) => A.kingAndRook,
    applies: (c) =>
      c.opp.length === 0 && c.own.length >= 2 && isHomeKing(c, c.own[0]) && rookSide(c.pos, c.player, c.own[1], c.castleKing) !== null,
    decide: (c) => {
      const sideOf = rookSide(c.pos, c.player, c.own[1], c.castleKing)!;
      // Chess960: the touched rook itself (II.3: castling with this rook); standard: the corner rook.
      const rookSq = c.pos.chess960 ? c.own[1].square : castleSquares(c.player, sideOf, c.pos).rFrom;
      const rook = sqName(rookSq);
      const sideTr = c.pos.chess960 ? (sideOf === 'king' ? 'g yanına' : 'c yanına') : sideOf === 'king' ? 'kısa' : 'uzun';
      return castleOrKing(
        c,
        sideOf,
        step(
          c.A.kingAndRook,
          `${c.who} şahına ve ${rook} kalesine dokundu; bu kaleyle rok kurallara uygun olduğu için ${sideTr} rok yapmalıdır.`,
        ),
        step(
          c.A.kingAndRook,
          `${c.who} şahına ve ${rook} kalesine dokundu; bu kaleyle rok yapması gerekirdi ama ${sideTr} rok bu konumda kurallara uygun değil.`,
        ),
        (ms) =>
          `Rok için şaha ve kaleye dokunulmuş ama rok kural dışı: ${c.who} şahıyla kurallara uygun başka bir hamle yapmalıdır (öbür kaleyle rok da buna dahildir): ${ms}.`,
        `Rok kural dışı ve şahın kurallara uygun bir hamlesi yok: ${c.who} kurallara uygun herhangi bir hamleyi yapabilir.`,
        c.A.castleIllegal,
        c.pos.chess960 ? rookSq : undefined,
      );
    },
  },
  {
    // 4.3.1: only own pieces touched: the first that can be moved (4.4.2 already excluded castling with a rook touched first).
    article: (A) => A.touchOwn,
    applies: (c) => c.opp.length === 0 && c.own.length > 0,
    decide: (c) => {
      const skipped: string[] = [];
      for (const t of c.own) {
        const ms = movesFrom(c, t.square, noCastleThatSide(c));
        if (ms.length) {
          const pre = skipped.length ? ` Daha önce dokunduğu ${skipped.join(', ')} kurallara uygun bir hamle yapamıyor.` : '';
          return {
            kind: 'move',
            square: t.square,
            moves: ms,
            steps: [
              ...c.steps,
              step(
                c.A.touchOwn,
                `${c.who} kendi taşına (${pieceAt(t.square, t.piece)}) dokundu; oynanabilen ilk dokunulan taş bu olduğu için onu oynamalıdır: ${sans(c, ms)}.${pre}`,
              ),
            ],
          };
        }
        skipped.push(pieceAt(t.square, t.piece));
      }
      return free(
        c,
        c.own[0].square,
        c.A.noTouchedCanMove,
        `${sideGen(c.player)} dokunduğu taşların (${skipped.join(', ')}) hiçbiri kurallara uygun bir hamle yapamıyor; kurallara uygun herhangi bir hamleyi yapabilir.`,
      );
    },
  },
  {
    // 4.3.2: only the opponent's pieces touched: the first that can be captured.
    article: (A) => A.touchOpp,
    applies: (c) => c.own.length === 0 && c.opp.length > 0,
    decide: (c) => {
      const skipped: string[] = [];
      for (const t of c.opp) {
        const ms = capturesOf(c, t.square);
        if (ms.length) {
          const pre = skipped.length ? ` Daha önce dokunduğu ${skipped.join(', ')} alınamıyor.` : '';
          return {
            kind: 'capture',
            square: t.square,
            moves: ms,
            steps: [
              ...c.steps,
              step(
                c.A.touchOpp,
                `${c.who} rakibin taşına (${pieceAt(t.square, t.piece)}) dokundu; alınabilen ilk dokunulan rakip taşı bu olduğu için onu almalıdır: ${sans(c, ms)}.${pre}`,
              ),
            ],
          };
        }
        skipped.push(pieceAt(t.square, t.piece));
      }
      return free(
        c,
        c.opp[0].square,
        c.A.noTouchedCanMove,
        `${c.who} rakibin ${skipped.join(', ')} taş(lar)ına dokundu ama hiçbiri alınamıyor; kurallara uygun herhangi bir hamleyi yapabilir.`,
      );
    },
  },
  {
    // 4.3.3: both colours: capture the first opponent's piece with the first own piece; if that is
    // illegal, the first touched piece that can be moved or captured; else 4.5.
    article: (A) => A.touchBoth,
    applies: (c) => c.own.length > 0 && c.opp.length > 0,
    decide: (c) => {
      const o1 = c.own[0];
      const p1 = c.opp[0];
      const direct = c.legal.filter((m) => m.from === o1.square && capturedSquare(c.pos, m) === p1.square);
      if (direct.length)
        return {
          kind: 'capture',
          square: p1.square,
          moves: direct,
          steps: [
            ...c.steps,
            step(
              c.A.touchBoth,
              `${c.who} hem kendi taşına hem rakibin taşına dokundu: ilk dokunduğu kendi taşıyla (${pieceAt(o1.square, o1.piece)}) ilk dokunduğu rakip taşını (${pieceAt(p1.square, p1.piece)}) almalıdır: ${sans(c, direct)}.`,
            ),
          ],
        };
      for (const t of c.touches) {
        const mine = t.piece.color === c.player;
        const ms = mine ? movesFrom(c, t.square, noCastleThatSide(c)) : capturesOf(c, t.square);
        if (ms.length)
          return {
            kind: mine ? 'move' : 'capture',
            square: t.square,
            moves: ms,
            steps: [
              ...c.steps,
              step(
                c.A.touchBoth,
                `${c.who} hem kendi taşına hem rakibin taşına dokundu. İlk dokunduğu kendi taşıyla (${sqName(o1.square)}) ilk dokunduğu rakip taşını (${sqName(p1.square)}) alması kurallara uygun bir hamle değil; bu durumda oynanabilen ya da alınabilen ilk dokunulan taş ${pieceAt(t.square, t.piece)}: ${mine ? 'onu oynamalıdır' : 'onu almalıdır'} (${sans(c, ms)}).`,
              ),
            ],
          };
      }
      return free(
        c,
        c.touches[0].square,
        c.A.noTouchedCanMove,
        `${sideGen(c.player)} dokunduğu taşların hiçbiri oynanamıyor ya da alınamıyor; kurallara uygun herhangi bir hamleyi yapabilir.`,
      );
    },
  },
];

/** The articles of the touch-move table in the order they are tried (for the README and tests). */
export const touchRuleArticles = (A: ArticleMap): string[] => TOUCH_RULES.map((r) => r.article(A));

/**
 * The obligation the touches create in `pos` (the player to move), or null if none. `history`
 * (ending with `pos`) tells why a castling is illegal (the king or the rook has moved).
 */
export function obligationFor(pos: Position, ctx: TouchContext, A: ArticleMap, history?: BoardHistory): ObligationResult | null {
  const player = ctx.player;
  // Only touches of pieces that still stand where they were touched count.
  const touches = ctx.touches.filter((t) => {
    const p = pos.pieceAt(t.square);
    return p && p.role === t.piece.role && p.color === t.piece.color;
  });
  if (touches.length === 0 && !ctx.unpromoted && !ctx.kingReleased) return null;
  const own = touches.filter((t) => t.piece.color === player);
  const opp = touches.filter((t) => t.piece.color !== player);
  const c: TouchCase = {
    pos,
    ctx,
    A,
    history,
    legal: pos.legalMoves(),
    player,
    who: side(player),
    touches,
    own,
    opp,
    steps: [],
    excludeCastle: null,
    castleKing: castleKingSquare(pos, player, history),
  };
  // 4.4.2: rook first, then king: no castling on that side with that rook; 4.3.1 decides.
  const firstSide = own.length >= 2 ? rookSide(pos, player, own[0], c.castleKing) : null;
  if (!ctx.kingReleased && opp.length === 0 && firstSide && isHomeKing(c, own[1])) {
    c.excludeCastle = firstSide;
    c.steps.push(
      step(
        A.rookThenKing,
        `${c.who} önce ${sqName(own[0].square)} kalesine, sonra şahına dokundu: bu hamlede o yöne rok yapamaz; dokunulan taş kuralı (kendi taşları) uygulanır.`,
      ),
    );
  }
  const rule = TOUCH_RULES.find((r) => r.applies(c));
  return rule ? rule.decide(c) : null;
}

/** Does `move` satisfy the obligation (any legal move satisfies `free`)? */
export function satisfies(ob: ObligationResult | null, move: Move): boolean {
  if (!ob || ob.kind === 'free') return true;
  return ob.moves.some((m) => m.from === move.from && m.to === move.to && (m.promotion ?? null) === (move.promotion ?? null));
}
