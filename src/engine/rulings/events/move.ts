// `move`: a move made with one hand and the clock pressed — a placement, then a press.

import type { Move } from '../../types.ts';
import type { ScenarioEvent } from '../types.ts';
import type { State } from '../state.ts';
import { fault } from '../state.ts';
import { readMove } from '../notation.ts';
import { capturedSquare, sameMove } from '../board.ts';
import { isCastle } from '../touch.ts';
import { addTouch, boardActor, lapseOffer, madeArticle } from '../turn.ts';
import { beforePlacement, classifyAndPlace, onPromote, placeCastle } from './place.ts';
import { onPress } from './press.ts';
import { makeSan } from '../../san.ts';

export function onMove(st: State, ev: Extract<ScenarioEvent, { kind: 'move' }>): void {
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
