// `move`: a move made with one hand and the clock pressed — a placement, then a press.

import type { Move } from '../../types.ts';
import { ok } from '../../types.ts';
import type { State } from '../state.ts';
import { fault } from '../fault.ts';
import { readMove } from '../../read.ts';
import { capturedSquare, sameMove } from '../board.ts';
import { isCastle } from '../touch.ts';
import { addTouch, boardActor, lapseOffer, madeArticle } from '../turn.ts';
import { beforePlacement, classifyAndPlace, placeCastle } from './place.ts';
import { onPromote } from './promote.ts';
import { onPress } from './press.ts';
import { makeSan } from '../../san.ts';
import { side } from '../steps.ts';
import { fail, show } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "move": "Nf3" }`: a legal move made with one hand and the clock pressed. */
export interface MoveEvent extends EventBase {
  kind: 'move';
  text: string;
}

export const move: EventKind<MoveEvent> = {
  kind: 'move',
  modifiers: ['by', 'seconds'],
  parse(value, { path, index: i, base }) {
    if (typeof value !== 'string' || value.trim() === '') return fail(path, `${show(value)} bir hamle metni olmalı (ör. "Nf3", "e2e4")`, i);
    return ok({ ...base, kind: 'move', text: value.trim() });
  },
  apply: (st, ev) => onMove(st, ev),
  note: (ev, actor) => `${side(actor)} ${ev.text} oynayıp saate bastı`,
  tell: (ev, { who, san }) => `${who} ${san ?? ev.text} oynar ve saatine basar.`,
  touchLike: () => true,
  board: () => 'plays',
  // Moves after the end are still checked against the board, so that a wrong scenario is
  // reported instead of silently ignored.
  afterEnd(st, ev) {
    const pos = st.game.afterEndBoard ?? st.cur().clone();
    const m = readMove(pos, ev.text, st.s.notation);
    if (m.ok) {
      pos.play(m.value);
      st.game.afterEndBoard = pos;
    } else if (pos.countLegalMoves() > 0) fault(st, 'move', m.error);
    return false;
  },
};

export function onMove(st: State, ev: MoveEvent): void {
  boardActor(st, ev);
  st.turn.seconds += ev.seconds ?? 0;
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
      st.step(
        madeArticle(st, P, t.placed.move),
        `${makeSan(P, t.placed.move)} hamlesi yapılmıştı ve değiştirilemez; ${makeSan(P, move)} yerine o hamle tamamlanır.`,
      );
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
