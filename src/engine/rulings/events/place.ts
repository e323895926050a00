// Placing pieces by hand: `place`, `castle` and `promote` events. What a placement is
// (a legal move made, 4.7; one touch-move forbids, 4.3/4.4.2; the king on the castling square,
// 4.7.2; a pawn waiting for its new piece, 4.6/4.7.3; an illegal move, 3.10.2) and what a
// second placement in the same turn does to the first (4.7: a made move cannot be changed; an
// illegal placement not pressed is corrected without penalty, MHK on 7.5.1).

import type { Move, Piece, Role, Square } from '../../types.ts';
import { ok, parseSquare, squareName, squareRank } from '../../types.ts';
import { makeSan } from '../../san.ts';
import type { State } from '../state.ts';
import { fault } from '../fault.ts';
import { isCastle, satisfies, violatedRule } from '../touch.ts';
import { capturedSquare, castleSideOf, castleSquares, castlingReason, illegalReason, placeOnBoard } from '../board.ts';
import { standIllegal } from '../illegal.ts';
import { addTouch, boardActor, currentObligation, history, lapseOffer, madeArticle, madeLegal } from '../turn.ts';
import { ROLE_TR, movedPiece, side, sqName } from '../steps.ts';
import { GUIDELINES_960 } from '../editions.ts';
import { PROMO_LETTER, fail, readFlag, show, squareError } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "place": "h4g5" }`: a piece moved from h4 and released on g5; may be illegal. */
export interface PlaceEvent extends EventBase {
  kind: 'place';
  from: Square;
  to: Square;
  /** Piece put on the promotion square; absent = the pawn itself stays there unpromoted. */
  promotion?: Role;
  twoHands: boolean;
}

export const place: EventKind<PlaceEvent> = {
  kind: 'place',
  modifiers: ['by', 'twoHands', 'seconds'],
  parse(value, { at, path, index: i, raw, base }) {
    if (typeof value !== 'string') return fail(path, `${show(value)} "h4g5" ya da "e7e8q" biçiminde olmalı`, i);
    const m = /^([a-z]\d+)([a-z]\d+)([a-zA-Z])?$/.exec(value.trim());
    if (!m) return fail(path, `${show(value)} geçerli bir kare değil; beklenen biçim "h4g5" ya da "e7e8q"`, i);
    const from = parseSquare(m[1]);
    const to = parseSquare(m[2]);
    if (from === undefined || to === undefined) return squareError(path, value, i);
    if (from === to) return fail(path, `${show(value)}: taş aynı kareye bırakılamaz`, i);
    let promotion: Role | undefined;
    if (m[3]) {
      promotion = PROMO_LETTER[m[3].toLowerCase()];
      if (!promotion) return fail(path, `${show(value)}: terfi harfi q, r, b ya da n olmalı`, i);
    }
    const twoHands = readFlag(raw, at, 'twoHands', i, false);
    if (!twoHands.ok) return twoHands;
    const ev = { ...base, kind: 'place' as const, from, to, twoHands: twoHands.value };
    return ok(promotion ? { ...ev, promotion } : ev);
  },
  apply: (st, ev) => onPlace(st, ev),
  note: (ev, actor) =>
    `${side(actor)} ${squareName(ev.from)} karesindeki taşı ${squareName(ev.to)} karesine bıraktı${ev.twoHands ? ' (iki elle)' : ''}`,
  tell(ev, { who, pieceAt }) {
    const two = ev.twoHands ? ' iki eliyle' : '';
    const promo = ev.promotion ? ` ve yerine ${ROLE_TR[ev.promotion]} koyar` : '';
    return `${who}${two} ${movedPiece(pieceAt?.(ev.from), ev.from)} ${squareName(ev.to)} karesine bırakır${promo}.`;
  },
  squares: (_st, ev) => [squareName(ev.from), squareName(ev.to)],
  touchLike: () => true,
  board: () => 'plays',
};

/** Classifies and applies a placement made from the position on the board (cur). */
export function classifyAndPlace(st: State, from: number, to: number, promotion: Move['promotion'], castle: 'king' | 'queen' | null): void {
  const P = st.cur();
  const t = st.turn;
  const player = st.turnPlayer();
  const A = st.A;
  const piece = P.pieceAt(from)!;
  // Guidelines II.3: castling in Chess960 is the king's move onto its own rook's square.
  if (castle && P.chess960) {
    const c9 = castleSquares(player, castle, P);
    from = c9.kFrom;
    to = c9.rFrom;
    if (P.isLegal({ from, to })) {
      // II.3.2: which of the four methods the board shows.
      const [art, how] =
        c9.kFrom === c9.kTo
          ? ['II.3.2.4', 'yalnızca kale oynadı (şah zaten rok karesindeydi)']
          : c9.rFrom === c9.rTo
            ? ['II.3.2.3', 'yalnızca şah oynadı (kale zaten rok karesindeydi)']
            : c9.kTo === c9.rFrom && c9.rTo === c9.kFrom
              ? ['II.3.2.2', 'şah ile kale yer değiştirdi']
              : ['II.3.2.1', 'şah ve kale ayrı ayrı oynadı'];
      st.step(
        art,
        `Chess960'ta rok: ${how}; şah ${sqName(c9.kTo)}, kale ${sqName(c9.rTo)} karesinde, standart satrançtaki rokla aynı karelerde (II.3.2.6).`,
      );
    }
  }
  if (castle === null) {
    const cs = castleSideOf(P, from, to);
    if (cs && piece.color === player && !(P.chess960 && ordinaryKingStep(st, from, to, cs))) {
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
    if (st.claimMode && st.game.pending.some((r) => r.player !== player)) standIllegal(st);
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
    const cs = castleSquares(player, castle, P);
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

/**
 * Chess960: the king's step onto its castling square is itself a legal king move (b1-c1 with the
 * c-side rook on a1). Unless touch-move already obliges castling on that side (4.4.1), the king
 * released there has made that move (4.7); the rook may still follow to complete castling by two
 * moves (II.3.2.1), and saying "I castle" first avoids the doubt (II.3.2.7.1).
 */
function ordinaryKingStep(st: State, from: Square, to: Square, castleSide: 'king' | 'queen'): boolean {
  const P = st.cur();
  if (!P.isLegal({ from, to }) || isCastle(P, { from, to })) return false;
  const ob = currentObligation(st);
  if (ob?.kind === 'castle' && ob.moves.some((m) => isCastle(P, m) && (m.to > m.from ? 'king' : 'queen') === castleSide)) return false;
  const cs = castleSquares(st.turnPlayer(), castleSide, P);
  // The rook already touched (4.4.2: rook first): no castling on that side can follow, nothing to explain.
  if (st.turn.ctx.touches.some((t) => t.square === cs.rFrom)) return true;
  st.step(
    GUIDELINES_960.announce,
    `${sqName(from)}-${sqName(to)} tek başına geçerli bir şah hamlesidir: kale ${sqName(cs.rTo)} karesine getirilmezse yapılan hamle budur, getirilirse iki hamleli roktur (II.3.2.1). Karışıklığı önlemek için rok yapmadan önce "rok yapıyorum" demek önerilir.`,
  );
  return true;
}

/** Before a new placement: what was placed this turn either binds (4.7) or is taken back. */
export function beforePlacement(st: State, desc: string, next?: { from: number; to: number }): boolean {
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
      if (cs && moved?.role === 'rook' && p.move.from === castleSquares(moved.color, cs, st.cur()).rFrom)
        st.step(
          A.rookThenKing,
          `${side(moved.color)} önce kalesini ${sqName(p.move.to)} karesine, sonra şahını ${sqName(next!.to)} karesine götürdü: önce kaleye, sonra şaha dokunan oyuncu o hamlede o yöne rok yapamaz. Kale ${sqName(p.move.to)} karesinde kalır, şahla oynaması da istenemez; bu bir kural dışı hamle uygulaması değildir.`,
        );
      st.step(
        madeArticle(st, P, p.move),
        `${san} hamlesi kurallara uygun olarak yapılmıştı: bırakılan taş bu hamlede başka bir kareye oynatılamaz. ${desc} geçersizdir, taş geri konur.`,
      );
      return false;
    }
    case 'unpromoted':
      st.step(
        A.moveMade,
        `Piyon ${sqName(p.to)} terfi karesine bırakılmıştı: hamle orada, yeni taş konarak tamamlanmalıdır. ${desc} geri alınır.`,
      );
      return false;
    case 'illegal':
      // Not completed (clock not pressed): corrected without penalty (7.5.1, MHK).
      st.step(p.reason.article, p.reason.text);
      st.step(
        A.illegalRestore,
        `Kural dışı hamle saate basılmadan düzeltildi: kural dışı hamle ancak saate basılınca tamamlanır, bu yüzden ceza yoktur; dokunulan taş kuralı yine geçerlidir.`,
      );
      t.board = null;
      t.placed = null;
      return true;
    case 'forbidden':
      st.step(
        violatedRule(p.ob),
        `Tahtaya konan ${makeSan(st.cur(), p.move)} hamlesi dokunulan taş kuralına aykırıydı; saate basılmadan geri alındı.`,
      );
      t.board = null;
      t.placed = null;
      return true;
    case 'king-castling':
      t.board = null;
      t.placed = null;
      return true;
  }
}

/** Both king and rook moved for castling (a `castle` event, or the rook after the king). */
export function placeCastle(st: State, castleSide: 'king' | 'queen', fromEvent: boolean, only?: 'king' | 'rook'): void {
  const t = st.turn;
  const P = st.cur();
  const player = st.turnPlayer();
  const cs = castleSquares(player, castleSide, P);
  const k = P.pieceAt(cs.kFrom);
  const r = P.pieceAt(cs.rFrom);
  if (!k || k.role !== 'king' || k.color !== player)
    fault(st, fromEvent ? 'castle' : 'place', `${sqName(cs.kFrom)} karesinde ${side(player).toLowerCase()} şah yok; rok yapılamaz`);
  if (!r || r.role !== 'rook' || r.color !== player)
    fault(st, fromEvent ? 'castle' : 'place', `${sqName(cs.rFrom)} karesinde ${side(player).toLowerCase()} kale yok; rok yapılamaz`);
  for (const sq of [cs.kTo, cs.rTo]) {
    const q = P.pieceAt(sq);
    if (q && sq !== cs.kFrom && sq !== cs.rFrom)
      fault(st, fromEvent ? 'castle' : 'place', `${sqName(sq)} karesi dolu; şah ve kale fiziksel olarak yerleştirilemez`);
  }
  if (only !== 'rook') addTouch(st, cs.kFrom, k!, true);
  if (only !== 'king') addTouch(st, cs.rFrom, r!, true);
  t.ctx.castleIntent = castleSide;
  t.touchedDeliberately = true;
  lapseOffer(st, player);
  classifyAndPlace(st, cs.kFrom, cs.kTo, undefined, castleSide);
}

export function onPlace(st: State, ev0: PlaceEvent): void {
  const actor = boardActor(st, ev0);
  st.turn.seconds += ev0.seconds ?? 0;
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
    const cs = castleSquares(actor, sideC, st.cur());
    if (ev.from === cs.rFrom && ev.to === cs.rTo) {
      t.twoHands ||= ev.twoHands;
      t.board = null;
      t.placed = null;
      placeCastle(st, sideC, false);
      return;
    }
  }
  const P0 = st.cur();
  // II.3.2.1: in Chess960 the king's step onto its castling square may be a legal king move, made
  // (4.7); the rook then put on its castling square completes castling by two moves.
  if (P0.chess960 && t.placed?.kind === 'legal') {
    const m = t.placed.move;
    for (const sideC of ['king', 'queen'] as const) {
      if (!P0.castlingRights()[actor][sideC === 'king' ? 'kingside' : 'queenside']) continue;
      const cs = castleSquares(actor, sideC, P0);
      if (m.from === cs.kFrom && m.to === cs.kTo && ev.from === cs.rFrom && ev.to === cs.rTo && cs.rFrom !== cs.rTo) {
        t.twoHands ||= ev.twoHands;
        t.board = null;
        t.placed = null;
        st.step(
          st.A.castleMade ?? st.A.moveMade,
          `Şah ${sqName(cs.kTo)} karesine bırakılmıştı ve yerinden bir daha oynatılmadı; kale rokta varacağı ${sqName(cs.rTo)} karesine bırakıldığında rok yapılmış olur.`,
        );
        placeCastle(st, sideC, false);
        return;
      }
    }
  }
  // II.3.2.3 / II.3.2.4: in Chess960 moving only the king (the rook already on its castling
  // square) or only the rook (the king already on its) is castling when the right allows it.
  if (P0.chess960 && !t.placed) {
    const moved = P0.pieceAt(ev.from);
    for (const sideC of ['king', 'queen'] as const) {
      if (!moved || moved.color !== actor || !P0.castlingRights()[actor][sideC === 'king' ? 'kingside' : 'queenside']) continue;
      const cs = castleSquares(actor, sideC, P0);
      const kingOnly = moved.role === 'king' && ev.from === cs.kFrom && ev.to === cs.kTo && cs.rFrom === cs.rTo;
      const rookOnly = moved.role === 'rook' && ev.from === cs.rFrom && ev.to === cs.rTo && cs.kFrom === cs.kTo;
      if (kingOnly || rookOnly) {
        t.twoHands ||= ev.twoHands;
        // Only the piece that moves is touched: the king untouched, a rook-alone castling is a move of that rook (4.3.1).
        placeCastle(st, sideC, false, kingOnly ? 'king' : 'rook');
        return;
      }
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
