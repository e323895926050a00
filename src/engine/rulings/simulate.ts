// Applies a scenario's events in order and builds the ruling. The rules themselves live in
// touch.ts (Article 4), illegal.ts (Article 7), clock.ts (Article 6), endings.ts
// (Article 5, 9.6) and claims.ts (Article 9); this module moves the pieces.
//
// Timing model (our reading of the Laws, see the module README in index.ts):
// - A move is *made* when a piece is released on its square as a legal move (4.7); a move
//   that ends the game (mate, stalemate, dead position, 9.6) is completed at once (6.2.1.1).
//   Otherwise it is *completed* when the clock is pressed (6.2.1, 7.5.1).
// - Standard play and full supervision: an illegal move completed by pressing the clock is
//   dealt with before the next event (the arbiter is there), unless the press says
//   `"noticed": false` — then when the arbiter or the opponent points it out, or at the end
//   (the ruling itself finds it, 7.5.1).
// - A.4 (partial supervision) and the older blitz (C3): only on the arbiter's intervention or
//   the opponent's claim, before the opponent has made his next move; after it, it stands.
// - A completed move that breaks touch-move (4.3, 4.4.2) is put right unless the opponent
//   touches a piece first (4.8: he has lost the right to claim).

import type { Color, Move, Piece, Result } from '../types.ts';
import { ok, err, opposite, squareName, squareRank } from '../types.ts';
import { Position } from '../position.ts';
import { makeFen } from '../fen.ts';
import { makeSan } from '../san.ts';
import type { Ruling, Scenario, ScenarioError, ScenarioEvent, Step } from './types.ts';
import { State, ScenarioFault, SHAPE_WARNINGS } from './state.ts';
import type { IllegalRecord } from './state.ts';
import { obligationFor, satisfies, sanList, isCastle, violatedRule } from './touch.ts';
import type { ObligationResult } from './touch.ts';
import type { BoardHistory } from './board.ts';
import {
  capturedSquare,
  castleSideOf,
  castleSquares,
  castlingReason,
  illegalReason,
  placeOnBoard,
  sameMove,
  setupAfterPlacement,
} from './board.ts';
import { checkEnding, endingAfter, endingOf, onAccept, onDecline, onOffer, onResign } from './endings.ts';
import { dealWithIllegal, lateIntervention, standIllegal, checkA44, arbiterSeesPosition } from './illegal.ts';
import { onFlag } from './clock.ts';
import { onDrawClaim } from './claims.ts';
import { readMove } from './notation.ts';
import { afterEvent, beforeEvent, changedSquares, finishDisplaced, onArbiterDisplaced, onDisplace, onRestore } from './displaced.ts';
import { ROLE_TR, side, sideGen, sideLoc, pieceAtAcc, pieceAtDat, sqName, step } from './steps.ts';

const fault = (st: State, field: string, message: string): never => {
  throw new ScenarioFault(`events[${st.eventIndex}]${field ? '.' + field : ''}`, message, st.eventIndex);
};

// ------------------------------------------------------------------ history

function replayHistory(st: State): void {
  const s = st.s;
  const start = Position.fromFen(s.start);
  if (!start.ok) throw new ScenarioFault('start', start.error.message);
  st.pushEntry(start.value, null, null, null, false);
  st.newTurn(start.value.turn);
  const atStart = endingOf(st, start.value, 1, true);
  if (atStart) {
    st.addSteps(atStart.steps);
    st.end(atStart.result, atStart.termination, atStart.article);
    st.warn('Oyun başlangıç konumunda zaten bitmişti.');
  }
  for (let i = 0; i < s.history.length; i++) {
    if (st.over) {
      st.warn(`moves[${i}] ve sonraki hamleler: oyun bu hamlelerden önce kendiliğinden bitmişti; sonuç onu izleyen hamlelerle değişmez.`);
      break;
    }
    const m = s.history[i];
    st.commitMove(m);
    const pos = st.cur();
    const last = i === s.history.length - 1;
    // 5.2.2 is searched where it can start to hold: after a capture or pawn move, and at the end.
    const e = endingOf(st, pos, st.repetitions(st.entries[st.entries.length - 1].key), last || pos.halfmoves === 0);
    if (e) {
      st.addSteps(e.steps);
      st.end(e.result, e.termination, e.article);
    }
  }
}

// ------------------------------------------------------------------ helpers

function lapseOffer(st: State, actor: Color): void {
  if (st.offer && st.offer.by !== actor) {
    st.offer = null;
    st.step(st.A.offer, `${side(actor)} oynamak niyetiyle bir taşa dokundu: rakibinin beraberlik teklifi geçerliliğini yitirdi.`);
  }
}

function addTouch(st: State, square: number, piece: Piece, implicit: boolean): void {
  const ctx = st.turn.ctx;
  if (ctx.touches.some((t) => t.square === square && t.piece.role === piece.role && t.piece.color === piece.color)) return;
  ctx.touches.push({ square, piece: { ...piece }, event: st.eventIndex, implicit });
}

/** The player doing a board action; an opponent acting first completes a made move (6.2.2). */
function boardActor(st: State, ev: ScenarioEvent): Color {
  const actor = ev.by ?? st.turnPlayer();
  if (actor === st.turnPlayer()) return actor;
  const t = st.turn;
  if (t.placed?.kind === 'legal') {
    st.warn(`${side(st.turnPlayer())} hamlesini yapmış ama saate basmamıştı; ${side(actor)} hamle yaptığı için o hamle yapılmış sayıldı (oyuncu saatini yine de durdurabilir, 6.2.2).`);
    completeLegal(st, t.placed.move, false);
    return actor;
  }
  const hint =
    st.autoDealtAt === st.eventIndex
      ? ` (tamamlanan geçersiz hamle hakem tarafından hemen düzeltildi; fark edilmeden oyun sürdüyse saat olayına "noticed": false yazın)`
      : '';
  return fault(st, 'by', `sıra ${sideLoc(st.turnPlayer())}; ${side(actor)} bu olayı yapamaz${hint}`);
}

/** The positions of the game so far (for 3.7.4 and 3.8.2.1 reasons). */
function history(st: State): BoardHistory {
  return { positions: st.entries.map((e) => e.pos) };
}

/** The touch-move obligation of the turn in progress. */
function currentObligation(st: State): ObligationResult | null {
  return obligationFor(st.cur(), st.turn.ctx, st.A, st.laws, history(st));
}

/** Adds the steps of an obligation, leaving out a sentence already given (e.g. why castling is illegal). */
function addObligationSteps(st: State, steps: Step[]): void {
  for (const s of steps) if (!st.steps.some((x) => x.article === s.article && x.text === s.text)) st.steps.push(s);
}

/** A legal, touch-move-compliant move is made: stand illegal moves of the opponent (A.4.2), end the game if it ends. */
function madeLegal(st: State, move: Move, ob: ObligationResult | null): void {
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
  if (st.claimMode && st.pending.some((r) => r.player !== player)) standIllegal(st);
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
function completeLegal(st: State, move: Move, pressed: boolean): void {
  const t = st.turn;
  const histLen = st.entries.length;
  const ctx = st.snapshotCtx();
  const twoHands = t.twoHands;
  const player = st.turnPlayer();
  st.commitMove(move);
  if (twoHands && pressed) recordTwoHands(st, player, histLen, ctx);
  checkA44(st);
}

function recordTwoHands(st: State, player: Color, histLen: number, ctx: ReturnType<State['snapshotCtx']>): void {
  if (st.A.twoHands) {
    st.pending.push({ player, kind: 'two-hands', historyLen: histLen, ctx, reasons: [], twoHands: true, noticed: true, event: st.eventIndex });
  } else {
    st.step(st.A.oneHand, `${side(player)} hamlesini iki eliyle yaptı. Eski metin hamlenin tek elle yapılmasını ister ama bunu geçersiz hamle saymaz ve ayrıca bir yaptırım öngörmez; hamle geçerlidir.`);
  }
}

// ------------------------------------------------------------------ placing pieces

/** 4.7 and its cases: a capture is made when the taken piece is off and the own one released
 * (4.7.1), castling when the rook is released (4.7.2), a promotion when the new piece is
 * released on the square (4.7.3). */
function madeArticle(st: State, P: Position, move: Move): string {
  const A = st.A;
  if (isCastle(P, move)) return A.castleMade ?? A.moveMade;
  if (move.promotion) return A.promotionMade ?? A.moveMade;
  if (capturedSquare(P, move) !== null) return A.captureMade ?? A.moveMade;
  return A.moveMade;
}

/** Classifies and applies a placement made from the position on the board (cur). */
function classifyAndPlace(st: State, from: number, to: number, promotion: Move['promotion'], castle: 'king' | 'queen' | null): void {
  const P = st.cur();
  const t = st.turn;
  const player = st.turnPlayer();
  const A = st.A;
  const piece = P.pieceAt(from)!;
  if (castle === null) {
    const cs = castleSideOf(P, from, to);
    if (cs && piece.color === player) {
      // 4.7.2: the king released on the castling square; castling is not yet made.
      t.ctx.kingReleased = cs;
      const board = st.physicalBoard().slice();
      placeOnBoard(board, from, to);
      t.board = board;
      t.placed = { kind: 'king-castling', side: cs, from, to };
      return;
    }
  }
  const move: Move = promotion ? { from, to, promotion } : { from, to };
  if (P.isLegal(move)) {
    const ob = currentObligation(st);
    if (satisfies(ob, move)) {
      madeLegal(st, move, ob);
      return;
    }
    const after = P.clone();
    after.play(move);
    const board: (Piece | null)[] = new Array(64);
    for (let i = 0; i < 64; i++) board[i] = after.pieceAt(i);
    t.board = board;
    t.placed = { kind: 'forbidden', move, after, ob: ob! };
    if (st.claimMode && st.pending.some((r) => r.player !== player)) standIllegal(st);
    return;
  }
  const lastRank = squareRank(to) === (player === 'white' ? 7 : 0);
  if (!promotion && piece.role === 'pawn' && piece.color === player && lastRank && P.isLegal({ from, to, promotion: 'queen' })) {
    // 4.6 / 4.7.3: the pawn stands on the promotion square; the move is not yet made.
    t.ctx.unpromoted = { from, to };
    const board = st.physicalBoard().slice();
    placeOnBoard(board, from, to);
    t.board = board;
    t.placed = { kind: 'unpromoted', from, to, legalAsQueen: true };
    return;
  }
  const reason = castle ? castlingReason(P, player, castle, A, history(st)) : illegalReason(P, player, from, to, promotion, A, history(st));
  const board = st.physicalBoard().slice();
  if (castle) {
    const cs = castleSquares(player, castle);
    const k = board[cs.kFrom];
    const r = board[cs.rFrom];
    board[cs.kFrom] = null;
    board[cs.rFrom] = null;
    board[cs.kTo] = k;
    board[cs.rTo] = r;
  } else placeOnBoard(board, from, to, promotion, P.epSquare);
  t.board = board;
  t.placed = { kind: 'illegal', from, to, reason, castle };
}

/** Before a new placement: what was placed this turn either binds (4.7) or is taken back. */
function beforePlacement(st: State, desc: string, next?: { from: number; to: number }): boolean {
  const t = st.turn;
  const A = st.A;
  const p = t.placed;
  if (!p) return true;
  switch (p.kind) {
    case 'legal': {
      const P = st.cur();
      const san = makeSan(P, p.move);
      const moved = P.pieceAt(p.move.from);
      const cs = next ? castleSideOf(P, next.from, next.to) : null;
      if (cs && moved?.role === 'rook' && p.move.from === castleSquares(moved.color, cs).rFrom)
        st.step(A.rookThenKing, `${side(moved.color)} önce kalesini ${sqName(p.move.to)} karesine, sonra şahını ${sqName(next!.to)} karesine götürdü: önce kaleye, sonra şaha dokunan oyuncu o hamlede o yöne rok yapamaz. Kale ${sqName(p.move.to)} karesinde kalır, şahla oynaması da istenemez; bu bir geçersiz hamle uygulaması değildir.`);
      st.step(madeArticle(st, P, p.move), `${san} hamlesi kurallara uygun olarak yapılmıştı: bırakılan taş bu hamlede başka bir kareye oynatılamaz. ${desc} geçersizdir, taş geri konur.`);
      return false;
    }
    case 'unpromoted':
      st.step(A.moveMade, `Piyon ${sqName(p.to)} terfi karesine bırakılmıştı: hamle orada, yeni taş konarak tamamlanmalıdır. ${desc} geri alınır.`);
      return false;
    case 'illegal':
      // Not completed (clock not pressed): corrected without penalty (7.5.1, MHK).
      st.step(p.reason.article, p.reason.text);
      st.step(A.illegalRestore, `Geçersiz hamle saate basılmadan düzeltildi: geçersiz hamle ancak saate basılınca tamamlanır, bu yüzden ceza yoktur; dokunulan taş kuralı yine geçerlidir.`);
      t.board = null;
      t.placed = null;
      return true;
    case 'forbidden':
      st.step(violatedRule(p.ob), `Tahtaya konan ${makeSan(st.cur(), p.move)} hamlesi dokunulan taş kuralına aykırıydı; saate basılmadan geri alındı.`);
      t.board = null;
      t.placed = null;
      return true;
    case 'king-castling':
      t.board = null;
      t.placed = null;
      return true;
  }
}

function onTouch(st: State, ev: Extract<ScenarioEvent, { kind: 'touch' }>): void {
  const actor = ev.by ?? st.turnPlayer();
  const A = st.A;
  const board = st.physicalBoard();
  const piece = board[ev.square];
  if (!piece) fault(st, 'touch', `${sqName(ev.square)} karesinde taş yok`);
  const p = piece!;
  if (actor !== st.turnPlayer()) {
    st.warn(`${side(actor)} hamle sırası kendisinde değilken ${pieceAtDat(ev.square, p)} dokundu: dokunulan taş kuralı yalnızca hamlesi olan oyuncuyu bağlar.`);
    return;
  }
  if (ev.adjust) {
    st.step(A.adjust, `${side(actor)} önce "düzeltiyorum" diyerek ${pieceAtAcc(ev.square, p)} düzeltti: bu dokunuş bir yükümlülük doğurmaz.`);
    return;
  }
  if (ev.accidental) {
    st.step(A.accidental, `${side(actor)} ${pieceAtDat(ev.square, p)} açıkça kazayla değdi: yalnızca kasıtlı dokunuş bağlar, bu temas bir yükümlülük doğurmaz.`);
    return;
  }
  if (st.turn.placed?.kind === 'legal') {
    st.warn(`${side(actor)} hamlesini yapmıştı; sonradan ${pieceAtDat(ev.square, p)} dokunması hamleyi değiştirmez.`);
    return;
  }
  // A displaced piece is touched where it stands but belongs to its own square (7.4.1).
  addTouch(st, st.logicalSquare(ev.square), p, false);
  st.turn.touchedDeliberately = true;
  lapseOffer(st, actor);
}

function onPlace(st: State, ev0: Extract<ScenarioEvent, { kind: 'place' }>): void {
  const actor = boardActor(st, ev0);
  const t = st.turn;
  let ev = ev0;
  const pl = t.placed;
  // Correcting a placement not yet completed: the misplaced piece may be taken on from the
  // square where it was put down; it is read as a move from its own square.
  if ((pl?.kind === 'illegal' && !pl.castle) || pl?.kind === 'forbidden') {
    const from = pl.kind === 'illegal' ? pl.from : pl.move.from;
    const to = pl.kind === 'illegal' ? pl.to : pl.move.to;
    if (ev.from === to && ev.to !== from) ev = { ...ev, from };
  }
  const physical = pl && pl.kind !== 'legal' && pl.kind !== 'unpromoted' && pl.kind !== 'king-castling' ? null : st.physicalBoard();
  if (physical && !physical[ev.from]) fault(st, 'place', `${sqName(ev.from)} karesinde taş yok`);
  // Completing castling: the rook after the king (4.7.2).
  if (t.placed?.kind === 'king-castling') {
    const sideC = t.placed.side;
    const cs = castleSquares(actor, sideC);
    if (ev.from === cs.rFrom && ev.to === cs.rTo) {
      t.twoHands ||= ev.twoHands;
      t.board = null;
      t.placed = null;
      placeCastle(st, sideC, false);
      return;
    }
  }
  if (!beforePlacement(st, `${sqName(ev.from)}-${sqName(ev.to)} yerleştirmesi`, ev)) return;
  const P = st.cur();
  const piece = P.pieceAt(ev.from);
  if (!piece) fault(st, 'place', `${sqName(ev.from)} karesinde taş yok (önceki yerleştirme geri alındıktan sonra)`);
  // 4.3.3: when it is unclear which was touched first, the own piece counts as first.
  addTouch(st, ev.from, piece!, true);
  const victim = capturedSquare(P, { from: ev.from, to: ev.to });
  if (victim !== null) addTouch(st, victim, P.pieceAt(victim)!, true);
  t.touchedDeliberately = true;
  t.twoHands ||= ev.twoHands;
  lapseOffer(st, actor);
  classifyAndPlace(st, ev.from, ev.to, ev.promotion, null);
}

/** Both king and rook moved for castling (a `castle` event, or the rook after the king). */
function placeCastle(st: State, castleSide: 'king' | 'queen', fromEvent: boolean): void {
  const t = st.turn;
  const P = st.cur();
  const player = st.turnPlayer();
  const cs = castleSquares(player, castleSide);
  const k = P.pieceAt(cs.kFrom);
  const r = P.pieceAt(cs.rFrom);
  if (!k || k.role !== 'king' || k.color !== player) fault(st, fromEvent ? 'castle' : 'place', `${sqName(cs.kFrom)} karesinde ${side(player).toLowerCase()} şah yok; rok yapılamaz`);
  if (!r || r.role !== 'rook' || r.color !== player) fault(st, fromEvent ? 'castle' : 'place', `${sqName(cs.rFrom)} karesinde ${side(player).toLowerCase()} kale yok; rok yapılamaz`);
  for (const sq of [cs.kTo, cs.rTo]) {
    const q = P.pieceAt(sq);
    if (q) fault(st, fromEvent ? 'castle' : 'place', `${sqName(sq)} karesi dolu; şah ve kale fiziksel olarak yerleştirilemez`);
  }
  addTouch(st, cs.kFrom, k!, true);
  addTouch(st, cs.rFrom, r!, true);
  t.ctx.castleIntent = castleSide;
  t.touchedDeliberately = true;
  lapseOffer(st, player);
  classifyAndPlace(st, cs.kFrom, cs.kTo, undefined, castleSide);
}

function onCastle(st: State, ev: Extract<ScenarioEvent, { kind: 'castle' }>): void {
  boardActor(st, ev);
  const t = st.turn;
  if (t.placed?.kind === 'king-castling') {
    t.board = null;
    t.placed = null;
  } else if (!beforePlacement(st, 'Rok', (() => { const c = castleSquares(st.turnPlayer(), ev.side); return { from: c.kFrom, to: c.kTo }; })())) return;
  t.twoHands ||= ev.twoHands;
  placeCastle(st, ev.side, true);
}

function onPromote(st: State, ev: Extract<ScenarioEvent, { kind: 'promote' }>): void {
  boardActor(st, ev);
  const t = st.turn;
  const A = st.A;
  const p = t.placed;
  if (p?.kind === 'unpromoted') {
    t.ctx.unpromoted = null;
    t.board = null;
    t.placed = null;
    classifyAndPlace(st, p.from, p.to, ev.role, null);
    const now = st.turn.placed as State['turn']['placed'];
    if (A.promotionOrder && now?.kind === 'legal')
      st.step(A.promotionOrder, `Piyonun terfi karesine sürülmesi ve yeni taşın konması ayrı ayrı yapılabilir; yeni taş (${ROLE_TR[ev.role]}) ${sqName(p.to)} karesine bırakılınca hamle yapılmış olur.`);
    return;
  }
  if (p?.kind === 'legal' && p.move.promotion) {
    st.step(
      A.promotionChoice ?? A.moveMade,
      `Terfi taşı ${sqName(p.move.to)} karesine bırakılmıştı: taş seçimi kesinleşmiştir (yeni taş terfi karesine değdiği anda) ve değiştirilemez.`,
    );
    return;
  }
  fault(st, 'promote', 'terfi karesinde yeni taşını bekleyen bir piyon yok');
}

function onPress(st: State, ev: { by?: Color; noticed: boolean; index: number }): void {
  const actor = ev.by ?? st.turnPlayer();
  if (actor !== st.turnPlayer()) fault(st, 'by', `saat düğmesine yalnızca hamle sırası kendisinde olan oyuncu basabilir; sıra ${sideLoc(st.turnPlayer())}`);
  const t = st.turn;
  const A = st.A;
  const P = st.cur();
  const player = actor;
  const histLen = st.entries.length;
  const p = t.placed;
  if (!p) {
    if (A.pressWithoutMove) {
      st.pending.push({ player, kind: 'press', historyLen: histLen, ctx: st.snapshotCtx(), reasons: [], twoHands: false, noticed: ev.noticed, event: ev.index });
    } else {
      st.step(A.moveCompleted, `${side(player)} hamle yapmadan saatine bastı. Eski metin bunu geçersiz hamle saymaz; hamle henüz yapılmadığından sıra hâlâ ${sideLoc(player)}.`);
    }
    return;
  }
  switch (p.kind) {
    case 'legal':
      // Endings were judged when the move was made (6.2.1.1).
      completeLegal(st, p.move, true);
      return;
    case 'forbidden': {
      const ctx = st.snapshotCtx();
      const twoHands = t.twoHands;
      st.commitMove(p.move);
      st.violation = { player, historyLen: histLen, ctx, ob: p.ob, event: ev.index };
      if (twoHands) recordTwoHands(st, player, histLen, ctx);
      checkA44(st);
      return;
    }
    case 'king-castling':
    case 'illegal':
    case 'unpromoted': {
      const ctx = st.snapshotCtx();
      let reasons: Step[];
      let kind: IllegalRecord['kind'] = 'illegal';
      let promotion: Move | undefined;
      if (p.kind === 'illegal') reasons = [step(p.reason.article, p.reason.text)];
      else if (p.kind === 'king-castling')
        reasons = [
          step(
            A.castleMade ?? A.castling,
            `${side(player)} şahını ${sqName(p.to)} karesine bırakıp kaleyi oynatmadan saatine bastı: rok tamamlanmadı, tamamlanan hamle geçersizdir.`,
          ),
        ];
      else if (A.unpromoted) {
        kind = 'unpromoted';
        promotion = { from: p.from, to: p.to, promotion: 'queen' };
        reasons = [step(A.promotion, `Piyon en uzak yataya ulaştığında aynı hamlenin parçası olarak vezir, kale, fil ya da atla değiştirilmelidir; ${sqName(p.to)} karesindeki piyon değiştirilmedi.`)];
      } else reasons = [step(A.promotion, `Piyon en uzak yataya ulaştığında aynı hamlede yeni bir taşla değiştirilmelidir; ${sqName(p.to)} karesindeki piyon değiştirilmedi, hamle geçersizdir.`)];
      const setup = setupAfterPlacement(P.toSetup(), t.board!, player, { from: p.from, to: p.to });
      const pos = Position.fromSetupUnchecked(setup);
      const rec: IllegalRecord = { player, kind, historyLen: histLen, ctx, reasons, twoHands: t.twoHands, noticed: ev.noticed, event: ev.index };
      if (promotion) rec.promotion = promotion;
      st.pushEntry(pos, null, null, player, true);
      st.newTurn(opposite(player));
      st.pending.push(rec);
      checkA44(st);
      return;
    }
  }
}

function onMove(st: State, ev: Extract<ScenarioEvent, { kind: 'move' }>): void {
  boardActor(st, ev);
  const P = st.cur();
  const m = readMove(P, ev.text, st.s.notation);
  if (!m.ok) fault(st, 'move', m.error);
  const move = (m as { ok: true; value: Move }).value;
  const t = st.turn;
  if (t.placed?.kind === 'unpromoted' && move.from === t.placed.from && move.to === t.placed.to && move.promotion) {
    onPromote(st, { kind: 'promote', index: ev.index, role: move.promotion });
    if (!st.over) onPress(st, { noticed: true, index: ev.index });
    return;
  }
  if (t.placed?.kind === 'legal') {
    if (!sameMove(t.placed.move, move)) {
      st.step(madeArticle(st, P, t.placed.move), `${makeSan(P, t.placed.move)} hamlesi yapılmıştı ve değiştirilemez; ${makeSan(P, move)} yerine o hamle tamamlanır.`);
    }
    onPress(st, { noticed: true, index: ev.index });
    return;
  }
  if (isCastle(P, move)) {
    if (t.placed?.kind === 'king-castling') {
      t.board = null;
      t.placed = null;
    } else if (!beforePlacement(st, 'Rok')) {
      onPress(st, { noticed: true, index: ev.index });
      return;
    }
    placeCastle(st, move.to > move.from ? 'king' : 'queen', true);
  } else {
    if (!beforePlacement(st, `${makeSan(P, move)}`)) {
      onPress(st, { noticed: true, index: ev.index });
      return;
    }
    const piece = P.pieceAt(move.from)!;
    addTouch(st, move.from, piece, true);
    const victim = capturedSquare(P, move);
    if (victim !== null) addTouch(st, victim, P.pieceAt(victim)!, true);
    t.touchedDeliberately = true;
    lapseOffer(st, st.turnPlayer());
    classifyAndPlace(st, move.from, move.to, move.promotion, null);
  }
  if (st.over) return;
  onPress(st, { noticed: true, index: ev.index });
}

// ------------------------------------------------------------------ touch-move violations

function enforceViolation(st: State, claimed: boolean): void {
  const v = st.violation!;
  st.violation = null;
  if (st.laws === '2001' && st.category !== 'standard') {
    st.citeCategory();
    st.step('B5', 'Eski metne göre hızlı satrançta hakem 4. madde konusunda yalnızca oyunculardan biri isterse karar verir; rakip bunu istedi.');
  }
  const played = st.entries[v.historyLen];
  const san = played?.san ?? '';
  st.truncate(v.historyLen);
  st.newTurn(v.player, v.ctx);
  const art = violatedRule(v.ob);
  st.step(
    art,
    `${sideGen(v.player)} saatine bastığı ${san} hamlesi dokunulan taş kuralına aykırıydı${claimed ? ' ve rakip buna itiraz etti' : ''}: hamle geri alınır ve yerine kurala uyan bir hamle yapılır. Bu bir geçersiz hamle (Madde 7) sayılmaz.`,
  );
}

function standViolation(st: State): void {
  const v = st.violation!;
  st.violation = null;
  const opp = opposite(v.player);
  st.step(
    st.A.claimLostByTouch,
    `${sideGen(v.player)} hamlesi dokunulan taş kuralına aykırıydı, ama ${side(opp)} itiraz etmeden oynamak niyetiyle bir taşa dokundu: itiraz hakkını yitirdi, hamle yerinde kalır.`,
  );
  checkEnding(st);
}

// ------------------------------------------------------------------ event loop

function isTouchLike(ev: ScenarioEvent): boolean {
  return (ev.kind === 'touch' && !ev.adjust && !ev.accidental) || ev.kind === 'place' || ev.kind === 'castle' || ev.kind === 'move';
}

function resolveBefore(st: State, ev: ScenarioEvent): void {
  if (st.violation) {
    const v = st.violation;
    const actor = ev.by ?? st.turnPlayer();
    if (actor !== v.player && isTouchLike(ev)) standViolation(st);
    else if (ev.kind === 'claim' && ev.claim === 'touch-move') {
      // the event deals with it
    } else if (st.laws === '2001' && st.category !== 'standard') {
      // B5: only on request.
    } else enforceViolation(st, false);
  }
  if (st.over) return;
  if (st.pending.length && !st.claimMode) {
    const dealer = (ev.kind === 'arbiter' && ev.what !== 'displaced') || (ev.kind === 'claim' && ev.claim === 'illegal');
    if (!dealer && st.pending.some((r) => r.noticed)) {
      dealWithIllegal(st, 'auto');
      st.autoDealtAt = st.eventIndex;
    }
  }
}

function afterEnd(st: State, ev: ScenarioEvent): void {
  // Moves after the end are still checked against the board, so that a wrong scenario is
  // reported instead of silently ignored.
  if (ev.kind === 'move') {
    const pos = st.afterEndBoard ?? st.cur().clone();
    const m = readMove(pos, ev.text, st.s.notation);
    if (m.ok) {
      pos.play(m.value);
      st.afterEndBoard = pos;
    } else if (pos.countLegalMoves() > 0) fault(st, 'move', m.error);
  }
  if (ev.kind === 'flag' && st.endArticle && ev.side !== 'both') {
    const t = st.termination;
    if (t !== 'timeout' && t !== 'timeout-unwinnable') {
      st.step(
        st.endArticle,
        `Oyun bu olaydan önce sona ermişti; sonradan ${sideGen(ev.side)} bayrağının düşmesi sonucu değiştirmez (oyun derhal sona erdiği için saat durumu dikkate alınmaz).`,
      );
      return;
    }
  }
  st.warn(`events[${ev.index}]: oyun bitmişti; bu olay sonucu değiştirmez.`);
}

function dispatch(st: State, ev: ScenarioEvent): void {
  switch (ev.kind) {
    case 'touch':
      return onTouch(st, ev);
    case 'place':
      return onPlace(st, ev);
    case 'castle':
      return onCastle(st, ev);
    case 'promote':
      return onPromote(st, ev);
    case 'press':
      return onPress(st, ev);
    case 'move':
      return onMove(st, ev);
    case 'displace':
      return onDisplace(st, ev);
    case 'restore':
      return onRestore(st, ev);
    case 'arbiter':
      if (ev.what === 'displaced') return onArbiterDisplaced(st, ev);
      if (ev.what === 'illegal-position' && st.claimMode && st.laws === '2018') return arbiterSeesPosition(st);
      if (st.pending.length) dealWithIllegal(st, 'arbiter');
      else lateIntervention(st, 'arbiter');
      return;
    case 'claim': {
      const actor = ev.by ?? st.turnPlayer();
      if (ev.claim === 'illegal') {
        const theirs = st.pending.filter((r) => r.player !== actor);
        if (theirs.length) dealWithIllegal(st, 'claim', actor);
        else if (st.pending.length) st.warn(`${side(actor)} kendi geçersiz hamlesine itiraz edemez; sav dikkate alınmadı.`);
        else lateIntervention(st, 'claim');
        return;
      }
      if (ev.claim === 'touch-move') {
        if (st.violation && st.violation.player !== actor) enforceViolation(st, true);
        else st.warn('İtiraz edilecek, saate basılmış bir dokunulan taş ihlali yok; sav dikkate alınmadı.');
        return;
      }
      const out = onDrawClaim(st, ev, actor);
      if (out.play && !st.over) {
        // 9.5.3: the intended move is made.
        st.commitMove(out.play);
        if (st.claimMode && st.pending.some((r) => r.player !== actor)) standIllegal(st);
        checkA44(st);
        checkEnding(st);
      }
      return;
    }
    case 'flag':
      return onFlag(st, ev);
    case 'offer':
      return onOffer(st, ev.by ?? st.turnPlayer(), ev.index);
    case 'accept':
      return onAccept(st, ev.by ?? st.turnPlayer());
    case 'decline':
      return onDecline(st, ev.by ?? st.turnPlayer());
    case 'resign':
      return onResign(st, ev.side);
  }
}

function eventSquares(st: State, ev: ScenarioEvent, boardBefore: (Piece | null)[]): string[] {
  switch (ev.kind) {
    case 'displace':
      return ev.to === null ? [squareName(ev.from)] : [squareName(ev.from), squareName(ev.to)];
    case 'restore':
      return changedSquares(boardBefore, st.physicalBoard());
    case 'touch':
      return [squareName(ev.square)];
    case 'place':
      return [squareName(ev.from), squareName(ev.to)];
    case 'castle': {
      const c = castleSquares(ev.by ?? st.turnPlayer(), ev.side);
      return [c.kFrom, c.kTo, c.rFrom, c.rTo].map(squareName);
    }
    default: {
      if (ev.kind === 'arbiter' && ev.what === 'displaced') return changedSquares(boardBefore, st.physicalBoard());
      let last = st.entries[st.entries.length - 1];
      // A board put in play with displaced pieces (7.6) comes after the move that led to it.
      if (!last.move && !last.mover && st.entries.length > 1) last = st.entries[st.entries.length - 2];
      return last.move ? [squareName(last.move.from), squareName(last.move.to)] : [];
    }
  }
}

const EVENT_NOTE: Record<ScenarioEvent['kind'], string> = {
  move: 'hamle yapıp saate bastı',
  touch: 'taşa dokundu',
  place: 'taşı yerleştirdi',
  castle: 'rok yaptı',
  promote: 'terfi taşını koydu',
  press: 'saate bastı',
  claim: 'sav ileri sürdü',
  arbiter: 'hakem müdahale etti',
  displace: 'taşı yerinden oynattı',
  restore: 'taşları doğru karelerine koydu',
  flag: 'bayrak düştü',
  offer: 'beraberlik teklif etti',
  accept: 'teklifi kabul etti',
  decline: 'teklifi reddetti',
  resign: 'terk etti',
};

function traceEvent(st: State, ev: ScenarioEvent, stepsBefore: number, actor0: Color, boardBefore: (Piece | null)[]): void {
  const hint = st.traceHint;
  st.traceHint = null;
  const actor = hint?.actor ?? actor0;
  const fen = makeFen(st.physicalSetup());
  const arts = [...new Set(st.steps.slice(stepsBefore).map((s) => s.article))];
  let who: string = side(actor);
  if (ev.kind === 'arbiter') who = 'Hakem';
  if (ev.kind === 'flag') who = ev.side === 'both' ? 'İki bayrak' : `${sideGen(ev.side)} bayrağı`;
  if (ev.kind === 'resign') who = side(ev.side);
  let note = ev.kind === 'arbiter' || ev.kind === 'flag' ? `${who}: ${EVENT_NOTE[ev.kind]}` : `${who} ${EVENT_NOTE[ev.kind]}`;
  if (ev.kind === 'touch') note = `${who} ${squareName(ev.square)} karesindeki taşa ${ev.adjust ? '"düzeltiyorum" diyerek ' : ev.accidental ? 'kazayla ' : ''}dokundu`;
  if (ev.kind === 'move') note = `${who} ${ev.text} oynayıp saate bastı`;
  if (ev.kind === 'place') note = `${who} ${squareName(ev.from)} karesindeki taşı ${squareName(ev.to)} karesine bıraktı${ev.twoHands ? ' (iki elle)' : ''}`;
  if (hint?.note) note = hint.note;
  if (arts.length) note += ` (${arts.join(', ')})`;
  const entry = { event: ev.index, fen, highlight: eventSquares(st, ev, boardBefore), note, articles: arts };
  st.trace.push(entry);
}

// ------------------------------------------------------------------ the end

function finish(st: State): { obligation: ObligationResult | null; fen: string; toMove: Color | null } {
  if (!st.over && st.violation) {
    if (st.laws === '2001' && st.category !== 'standard') {
      st.citeCategory();
      st.step('B5', 'Eski metne göre hızlı satrançta hakem 4. madde konusunda yalnızca oyunculardan biri isterse karar verir; kimse istemediği için dokunulan taş kuralına aykırı hamle yerinde kalır.');
      st.violation = null;
    } else enforceViolation(st, false);
  }
  // 7.6 before 7.5.1: moves annulled with the displacement take their pending illegal moves along.
  finishDisplaced(st);
  if (!st.over && st.pending.length) {
    if (!st.claimMode) dealWithIllegal(st, 'auto');
    else {
      const rec = st.pending[0];
      st.citeCategory();
      st.addSteps(rec.reasons);
      if (st.laws === '2018') {
        st.step('A.4.2', `Tam gözetim olmayan oyunda hakem müdahale etmedi ve ${side(opposite(rec.player))} (henüz) itiraz etmedi: geçersiz hamle şimdilik tahtada kalır. Rakip kendi hamlesini yapmadan önce itiraz edebilir, hakem de müdahale edebilir; rakip hamlesini yaparsa geçersiz hamle yerinde kalır.`);
      } else {
        st.step('C3', `${side(opposite(rec.player))} kendi hamlesini yapmadan önce kazanç isteyebilir; istemezse ve hamlesini yaparsa geçersiz hamle düzeltilemez.`);
      }
    }
  }
  if (st.over) return { obligation: null, fen: st.endFen ?? st.cur().fen(), toMove: null };
  if (st.a44Waiting) st.warn('A.4.4: hakem sonraki hamlenin tamamlanmasını bekliyor.');
  const t = st.turn;
  const player = st.turnPlayer();
  const P = st.cur();
  const A = st.A;
  const p = t.placed;
  if (p?.kind === 'legal') {
    st.step(madeArticle(st, P, p.move), `${side(player)} ${makeSan(P, p.move)} hamlesini tahtada yaptı: hamle yapılmıştır ve değiştirilemez; tamamlamak için saatine basmalıdır.`);
    return { obligation: null, fen: p.after.fen(), toMove: opposite(player) };
  }
  if (p?.kind === 'illegal') {
    st.step(p.reason.article, p.reason.text);
    st.step(A.illegalRestore, `Geçersiz hamle saate basılmadığı için henüz tamamlanmadı: ceza verilmez, hamle dokunulan taş kuralına göre düzeltilir.`);
  }
  if (p?.kind === 'forbidden') {
    st.step(violatedRule(p.ob), `${side(player)} dokunulan taş kuralına aykırı bir hamleyi tahtaya koydu (saate basmadan): taş geri konur ve kurala uyan hamle yapılır.`);
  }
  const ob = currentObligation(st);
  if (ob) addObligationSteps(st, ob.steps);
  return { obligation: ob, fen: P.fen(), toMove: player };
}

function buildRuling(st: State, fin: ReturnType<typeof finish>): Ruling {
  const P = st.cur();
  const articles: string[] = [];
  for (const s of st.steps) if (!articles.includes(s.article)) articles.push(s.article);
  const ruling: Ruling = {
    result: st.result,
    termination: st.termination,
    fen: fin.fen,
    toMove: fin.toMove,
    obligation: fin.obligation
      ? { kind: fin.obligation.kind, square: squareName(fin.obligation.square), moves: sanList(P, fin.obligation.moves) }
      : null,
    clockAdjustments: st.clockAdjustments,
    illegalMoves: { ...st.illegalCount },
    articles,
    steps: st.steps,
    laws: st.laws,
    category: st.category,
    supervision: st.laws === '2018' && st.category !== 'standard' ? st.s.supervision : null,
    warnings: [...(SHAPE_WARNINGS.get(st.s) ?? []), ...st.warnings],
    trace: st.trace,
  };
  if (st.clocks) ruling.clocks = st.clocks;
  return ruling;
}

/** Applies every event; an event that cannot be applied gives an error naming it. */
export function simulate(s: Scenario): Result<Ruling, ScenarioError> {
  try {
    const st = new State(s);
    replayHistory(st);
    for (const ev of s.events) {
      st.eventIndex = ev.index;
      const before = st.steps.length;
      const actorGuess = ev.by ?? st.turnPlayer();
      const boardBefore = st.physicalBoard().slice();
      st.traceHint = null;
      if (st.over) afterEnd(st, ev);
      else {
        resolveBefore(st, ev);
        if (st.over) afterEnd(st, ev);
        else {
          beforeEvent(st, ev, () => boardActor(st, ev));
          const curBefore = st.cur();
          dispatch(st, ev);
          afterEvent(st, ev, curBefore);
        }
      }
      traceEvent(st, ev, before, ev.by ?? actorGuess, boardBefore);
    }
    st.eventIndex = -1;
    const fin = finish(st);
    return ok(buildRuling(st, fin));
  } catch (e) {
    if (e instanceof ScenarioFault) return err(e.error);
    throw e;
  }
}

