// The turn in progress: who acts, the touches made, a move made on the board (4.7) and its
// completion by pressing the clock (6.2.1). Shared by the event handlers in ./events.

import type { Color, Move, Piece } from '../types.ts';
import { makeSan } from '../san.ts';
import type { State } from './state.ts';
import { fault } from './fault.ts';
import type { Step } from './types.ts';
import type { Position } from '../position.ts';
import { obligationFor } from './touch.ts';
import type { ObligationResult, TouchContext } from './touch.ts';
import type { BoardHistory } from './board.ts';
import { capturedSquare } from './board.ts';
import { isCastle } from './touch.ts';
import { endingAfter } from './endings.ts';
import { standIllegal, checkA44 } from './illegal.ts';
import { pauseTr, side, sideLoc } from './steps.ts';

export function lapseOffer(st: State, actor: Color): void {
  if (st.offer && st.offer.by !== actor) {
    st.offer = null;
    st.step(st.A.offer, `${side(actor)} oynamak niyetiyle bir taşa dokundu: rakibinin beraberlik teklifi geçerliliğini yitirdi.`);
  }
}

export function addTouch(st: State, square: number, piece: Piece, implicit: boolean): void {
  const ctx = st.turn.ctx;
  if (ctx.touches.some((t) => t.square === square && t.piece.role === piece.role && t.piece.color === piece.color)) return;
  ctx.touches.push({ square, piece: { ...piece }, event: st.eventIndex, implicit });
}

/** The player doing a board action; an opponent acting first completes a made move (6.2.2). */
export function boardActor(st: State, ev: { by?: Color }): Color {
  const actor = ev.by ?? st.turnPlayer();
  if (actor === st.turnPlayer()) return actor;
  const t = st.turn;
  if (t.placed?.kind === 'legal') {
    st.warn(
      `${side(st.turnPlayer())} hamlesini yapmış ama saate basmamıştı; ${side(actor)} hamle yaptığı için o hamle yapılmış sayıldı (oyuncu saatini yine de ${pauseTr(st.ed.id, 'abilir')}, 6.2.2).`,
    );
    completeLegal(st, t.placed.move, false);
    return actor;
  }
  return fault(st, 'by', `sıra ${sideLoc(st.turnPlayer())}; ${side(actor)} bu olayı yapamaz`);
}

/** The positions of the game so far (for 3.7.3.1 and 3.8.2.1 reasons). */
export function history(st: State): BoardHistory {
  return { positions: st.game.entries.map((e) => e.pos) };
}

/** The touch-move obligation of the turn in progress. */
export function currentObligation(st: State): ObligationResult | null {
  return obligationFor(st.cur(), st.turn.ctx, st.A, history(st));
}

/** Adds the steps of an obligation, leaving out a sentence already given (e.g. why castling is illegal). */
export function addObligationSteps(st: State, steps: Step[]): void {
  for (const s of steps) if (!st.reasoning.steps.some((x) => x.article === s.article && x.text === s.text)) st.reasoning.steps.push(s);
}

/** A legal, touch-move-compliant move is made: stand illegal moves of the opponent (A.4.2), end the game if it ends. */
export function madeLegal(st: State, move: Move, ob: ObligationResult | null): void {
  const t = st.turn;
  const player = st.turnPlayer();
  const P = st.cur();
  const after = P.clone();
  after.play(move);
  const board: (Piece | null)[] = new Array(64);
  for (let i = 0; i < 64; i++) board[i] = after.pieceAt(i);
  t.board = board;
  t.placed = { kind: 'legal', move, after };
  if (ob && ob.kind !== 'free' && t.ctx.touches.some((x) => !x.implicit)) {
    addObligationSteps(st, ob.steps);
    st.step(ob.steps[ob.steps.length - 1].article, `${makeSan(P, move)} bu yükümlülüğü yerine getirir.`);
  }
  if (st.claimMode && st.game.pending.some((r) => r.player !== player)) standIllegal(st);
  const e = endingAfter(st, after);
  if (e) {
    // 6.2.1.1: a move that ends the game is completed without pressing the clock.
    completeLegal(st, move, false);
    if (!st.over) {
      st.addSteps(e.steps);
      st.end(e.result, e.termination, e.article);
    }
  }
}

/** Commits the made move as completed (6.2.1). */
export function completeLegal(st: State, move: Move, pressed: boolean): void {
  const t = st.turn;
  const histLen = st.game.entries.length;
  const ctx = st.snapshotCtx();
  const twoHands = t.twoHands;
  const player = st.turnPlayer();
  st.commitMove(move);
  if (twoHands && pressed) recordTwoHands(st, player, histLen, ctx);
  checkA44(st);
}

export function recordTwoHands(st: State, player: Color, histLen: number, ctx: TouchContext): void {
  if (st.A.twoHands) {
    st.game.pending.push({
      player,
      kind: 'two-hands',
      historyLen: histLen,
      ctx,
      reasons: [],
      twoHands: true,
      noticed: true,
      event: st.eventIndex,
    });
  } else {
    st.step(
      st.A.oneHand,
      `${side(player)} hamlesini iki eliyle yaptı. Eski metin hamlenin tek elle yapılmasını ister ama bunu kural dışı hamle saymaz ve ayrıca bir yaptırım öngörmez; hamle geçerlidir.`,
    );
  }
}

/** 4.7 and its cases: a capture is made when the taken piece is off and the own one released
 * (4.7.1), castling when the rook is released (4.7.2), a promotion when the new piece is
 * released on the square (4.7.3). */
export function madeArticle(st: State, P: Position, move: Move): string {
  const A = st.A;
  if (isCastle(P, move)) return A.castleMade ?? A.moveMade;
  if (move.promotion) return A.promotionMade ?? A.moveMade;
  if (capturedSquare(P, move) !== null) return A.captureMade ?? A.moveMade;
  return A.moveMade;
}
