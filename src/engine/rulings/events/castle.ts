// `castle`: king and rook physically castled, legal or not (4.4.2, 4.7.2; Chess960: II.3.2); the
// handler is the placement's (./place.ts).

import { ok, squareName } from '../../types.ts';
import { castleSquares } from '../board.ts';
import { side } from '../steps.ts';
import { fail, readFlag, show } from '../fields.ts';
import type { State } from '../state.ts';
import { boardActor } from '../turn.ts';
import { beforePlacement, placeCastle } from './place.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "castle": "king" | "queen" }`. */
export interface CastleEvent extends EventBase {
  kind: 'castle';
  side: 'king' | 'queen';
  twoHands: boolean;
}

export const castle: EventKind<CastleEvent> = {
  kind: 'castle',
  modifiers: ['by', 'twoHands', 'seconds'],
  parse(value, { at, path, index: i, raw, base }) {
    if (value !== 'king' && value !== 'queen') return fail(path, `${show(value)} "king" ya da "queen" olmalı`, i);
    const twoHands = readFlag(raw, at, 'twoHands', i, false);
    if (!twoHands.ok) return twoHands;
    return ok({ ...base, kind: 'castle', side: value, twoHands: twoHands.value });
  },
  apply: (st, ev) => onCastle(st, ev),
  note: (_ev, actor) => `${side(actor)} rok yaptı`,
  tell: (ev, { who }) => `${who}${ev.twoHands ? ' iki eliyle' : ''} ${ev.side === 'king' ? 'kısa' : 'uzun'} rok yapar.`,
  squares(st, ev) {
    const c = castleSquares(ev.by ?? st.turnPlayer(), ev.side, st.cur());
    return [c.kFrom, c.kTo, c.rFrom, c.rTo].map(squareName);
  },
  touchLike: () => true,
  board: () => 'plays',
};

export function onCastle(st: State, ev: CastleEvent): void {
  boardActor(st, ev);
  st.turn.seconds += ev.seconds ?? 0;
  const t = st.turn;
  if (t.placed?.kind === 'king-castling') {
    t.board = null;
    t.placed = null;
  } else if (
    !beforePlacement(
      st,
      'Rok',
      (() => {
        const c = castleSquares(st.turnPlayer(), ev.side, st.cur());
        return { from: c.kFrom, to: c.kTo };
      })(),
    )
  )
    return;
  t.twoHands ||= ev.twoHands;
  placeCastle(st, ev.side, true);
}
