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
  return !!p && p.role === 'king' && Math.abs(m.to - m.from) === 2;
};

export const sanList = (pos: Position, moves: Move[]): string[] => moves.map((m) => makeSan(pos, m));

/**
 * The obligation the touches create in `pos` (the player to move), or null if none. `history`
 * (ending with `pos`) tells why a castling is illegal (the king or the rook has moved).
 */
export function obligationFor(pos: Position, ctx: TouchContext, A: ArticleMap, history?: BoardHistory): ObligationResult | null {
  const legal = pos.legalMoves();
  const player = ctx.player;
  const who = side(player);
  const steps: Step[] = [];
  const free = (square: Square, article: string, text: string): ObligationResult => ({
    kind: 'free',
    square,
    moves: legal,
    steps: [...steps, step(article, text)],
  });
  const movesFrom = (sq: Square, exclude?: (m: Move) => boolean): Move[] =>
    legal.filter((m) => m.from === sq && !(exclude && exclude(m)));
  const capturesOf = (sq: Square): Move[] => legal.filter((m) => capturedSquare(pos, m) === sq);
  const sans = (ms: Move[]): string => listMoves(sanList(pos, ms));

  // 4.7 / 4.7.3: the pawn stands on the promotion square; only the choice of piece is open.
  if (ctx.unpromoted) {
    const { from, to } = ctx.unpromoted;
    const moves = legal.filter((m) => m.from === from && m.to === to);
    if (moves.length) {
      const s = [
        step(
          A.moveMade,
          `${who} piyonu ${sqName(to)} terfi karesine bırakmıştır; bu, geçerli bir hamlenin parçasıdır ve piyon bu hamlede başka bir kareye oynanamaz.`,
        ),
      ];
      if (A.promotionOrder)
        s.push(step(A.promotionOrder, `Piyonun kaldırılması ve yeni taşın konması herhangi bir sırayla yapılabilir; hamle, yeni taş ${sqName(to)} karesine bırakıldığında tamamlanır.`));
      return { kind: 'move', square: from, moves, steps: s };
    }
  }

  // 4.7.2: the king was released on the castling square (the older text: 4.4.a / 4.5).
  if (ctx.kingReleased) {
    const k = kingHome(player);
    const cs = castleSquares(player, ctx.kingReleased);
    const castle = legal.filter((m) => m.from === k && m.to === cs.kTo);
    const art = A.castleMade ?? A.kingAndRook;
    if (castle.length)
      return {
        kind: 'castle',
        square: k,
        moves: castle,
        steps: [step(art, `${who} şahını ${sqName(cs.kTo)} karesine bıraktı; bu yöne geçerli bir rok olduğu için başka bir hamle yapamaz, roku tamamlamalıdır.`)],
      };
    const kingMoves = movesFrom(k);
    const art2 = A.castleMade ?? A.castleIllegal;
    // The duty of 4.7.2 first, then why castling is illegal, then what follows from it.
    steps.push(step(art, `${who} şahını ${sqName(cs.kTo)} karesine bıraktı; bu yöne geçerli bir rok olsaydı roku tamamlaması gerekirdi.`));
    const why = castlingReason(pos, player, ctx.kingReleased, A, history);
    steps.push(step(why.article, why.text));
    if (kingMoves.length)
      return {
        kind: 'king',
        square: k,
        moves: kingMoves,
        steps: [...steps, step(art2, `Bu yöne rok geçerli olmadığı için ${who} şahıyla geçerli başka bir hamle yapmalıdır: ${sans(kingMoves)}.`)],
        rule: art2,
      };
    return free(k, art2, `Bu yöne rok geçerli değil ve şahın başka bir geçerli hamlesi de yok: ${who} geçerli herhangi bir hamleyi yapabilir.`);
  }

  // Only touches of pieces that still stand where they were touched count.
  const touches = ctx.touches.filter((t) => {
    const p = pos.pieceAt(t.square);
    return p && p.role === t.piece.role && p.color === t.piece.color;
  });
  if (touches.length === 0) return null;
  const own = touches.filter((t) => t.piece.color === player);
  const opp = touches.filter((t) => t.piece.color !== player);

  // 4.4: the king (on its square) and a rook (on its corner) of the player, touched first.
  const homeK = kingHome(player);
  const rookSide = (t: Touch): 'king' | 'queen' | null =>
    t.piece.role === 'rook' && t.square === homeRank(player) * 8 + 7 ? 'king' : t.piece.role === 'rook' && t.square === homeRank(player) * 8 ? 'queen' : null;
  let excludeCastle: 'king' | 'queen' | null = null;
  if (opp.length === 0 && own.length >= 2) {
    const a = own[0];
    const b = own[1];
    const kingFirst = a.piece.role === 'king' && a.square === homeK && rookSide(b);
    const rookFirst = rookSide(a) && b.piece.role === 'king' && b.square === homeK;
    if (kingFirst) {
      // 4.4.1 (a castle event takes king and rook together: "in order to castle").
      const sideOf = rookSide(b)!;
      const cs = castleSquares(player, sideOf);
      const castle = legal.filter((m) => m.from === homeK && m.to === cs.kTo);
      const sideTr = sideOf === 'king' ? 'kısa' : 'uzun';
      if (castle.length)
        return {
          kind: 'castle',
          square: homeK,
          moves: castle,
          steps: [step(A.kingAndRook, `${who} şahına ve ${sqName(cs.rFrom)} kalesine dokundu; bu kaleyle rok geçerli olduğu için ${sideTr} rok yapmalıdır.`)],
        };
      steps.push(step(A.kingAndRook, `${who} şahına ve ${sqName(cs.rFrom)} kalesine dokundu; bu kaleyle rok yapması gerekirdi ama ${sideTr} rok bu konumda geçerli değil.`));
      const why = castlingReason(pos, player, sideOf, A, history);
      steps.push(step(why.article, why.text));
      const kingMoves = movesFrom(homeK);
      if (kingMoves.length)
        return {
          kind: 'king',
          square: homeK,
          moves: kingMoves,
          steps: [...steps, step(A.castleIllegal, `Rok için şaha ve kaleye dokunulmuş ama rok geçersiz: ${who} şahıyla geçerli başka bir hamle yapmalıdır (öbür kaleyle rok da buna dahildir): ${sans(kingMoves)}.`)],
          rule: A.castleIllegal,
        };
      return free(homeK, A.castleIllegal, `Rok geçersiz ve şahın geçerli bir hamlesi yok: ${who} geçerli herhangi bir hamleyi yapabilir.`);
    }
    if (rookFirst) {
      // 4.4.2: rook first, then king: no castling on that side; 4.3.1 decides.
      excludeCastle = rookSide(a);
      steps.push(
        step(A.rookThenKing, `${who} önce ${sqName(a.square)} kalesine, sonra şahına dokundu: bu hamlede o yöne rok yapamaz; dokunulan taş kuralı (kendi taşları) uygulanır.`),
      );
    }
  }
  const noCastleThatSide = (m: Move): boolean => {
    if (!excludeCastle || !isCastle(pos, m)) return false;
    return m.to === castleSquares(player, excludeCastle).kTo;
  };

  if (opp.length === 0) {
    // 4.3.1: the first own piece touched that can be moved.
    const skipped: string[] = [];
    for (const t of own) {
      const ms = movesFrom(t.square, noCastleThatSide);
      if (ms.length) {
        const pre = skipped.length ? ` Daha önce dokunduğu ${skipped.join(', ')} geçerli bir hamle yapamıyor.` : '';
        return {
          kind: 'move',
          square: t.square,
          moves: ms,
          steps: [...steps, step(A.touchOwn, `${who} kendi taşına (${pieceAt(t.square, t.piece)}) dokundu; oynanabilen ilk dokunulan taş bu olduğu için onu oynamalıdır: ${sans(ms)}.${pre}`)],
        };
      }
      skipped.push(pieceAt(t.square, t.piece));
    }
    return free(own[0].square, A.noTouchedCanMove, `${sideGen(player)} dokunduğu taşların (${skipped.join(', ')}) hiçbiri geçerli bir hamle yapamıyor; geçerli herhangi bir hamleyi yapabilir.`);
  }

  if (own.length === 0) {
    // 4.3.2: the first opponent's piece touched that can be captured.
    const skipped: string[] = [];
    for (const t of opp) {
      const ms = capturesOf(t.square);
      if (ms.length) {
        const pre = skipped.length ? ` Daha önce dokunduğu ${skipped.join(', ')} alınamıyor.` : '';
        return {
          kind: 'capture',
          square: t.square,
          moves: ms,
          steps: [...steps, step(A.touchOpp, `${who} rakibin taşına (${pieceAt(t.square, t.piece)}) dokundu; alınabilen ilk dokunulan rakip taşı bu olduğu için onu almalıdır: ${sans(ms)}.${pre}`)],
        };
      }
      skipped.push(pieceAt(t.square, t.piece));
    }
    return free(opp[0].square, A.noTouchedCanMove, `${who} rakibin ${skipped.join(', ')} taş(lar)ına dokundu ama hiçbiri alınamıyor; geçerli herhangi bir hamleyi yapabilir.`);
  }

  // 4.3.3: both colours touched.
  const o1 = own[0];
  const p1 = opp[0];
  const direct = legal.filter((m) => m.from === o1.square && capturedSquare(pos, m) === p1.square);
  if (direct.length)
    return {
      kind: 'capture',
      square: p1.square,
      moves: direct,
      steps: [...steps, step(A.touchBoth, `${who} hem kendi taşına hem rakibin taşına dokundu: ilk dokunduğu kendi taşıyla (${pieceAt(o1.square, o1.piece)}) ilk dokunduğu rakip taşını (${pieceAt(p1.square, p1.piece)}) almalıdır: ${sans(direct)}.`)],
    };
  for (const t of touches) {
    const mine = t.piece.color === player;
    const ms = mine ? movesFrom(t.square, noCastleThatSide) : capturesOf(t.square);
    if (ms.length)
      return {
        kind: mine ? 'move' : 'capture',
        square: t.square,
        moves: ms,
        steps: [
          ...steps,
          step(
            A.touchBoth,
            `${who} hem kendi taşına hem rakibin taşına dokundu. İlk dokunduğu kendi taşıyla (${sqName(o1.square)}) ilk dokunduğu rakip taşını (${sqName(p1.square)}) alması geçerli bir hamle değil; bu durumda oynanabilen ya da alınabilen ilk dokunulan taş ${pieceAt(t.square, t.piece)}: ${mine ? 'onu oynamalıdır' : 'onu almalıdır'} (${sans(ms)}).`,
          ),
        ],
      };
  }
  return free(touches[0].square, A.noTouchedCanMove, `${sideGen(player)} dokunduğu taşların hiçbiri oynanamıyor ya da alınamıyor; geçerli herhangi bir hamleyi yapabilir.`);
}

/** Does `move` satisfy the obligation (any legal move satisfies `free`)? */
export function satisfies(ob: ObligationResult | null, move: Move): boolean {
  if (!ob || ob.kind === 'free') return true;
  return ob.moves.some((m) => m.from === move.from && m.to === move.to && (m.promotion ?? null) === (move.promotion ?? null));
}

