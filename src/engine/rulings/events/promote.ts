// `promote` (extension): the new piece put on the promotion square after the pawn (4.6; the move
// is made then, 4.7.3); the handler is the placement's (./place.ts).

import type { Role } from '../../types.ts';
import { ok } from '../../types.ts';
import { ROLE_TR, side, sqName } from '../steps.ts';
import { PROMO_LETTER, PROMO_NAME, fail, show } from '../fields.ts';
import type { State } from '../state.ts';
import type { Placed } from '../records.ts';
import { fault } from '../fault.ts';
import { boardActor } from '../turn.ts';
import { classifyAndPlace } from './place.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "promote": "q" }`. */
export interface PromoteEvent extends EventBase {
  kind: 'promote';
  role: Role;
}

export const promote: EventKind<PromoteEvent> = {
  kind: 'promote',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    const role = typeof value === 'string' ? (PROMO_LETTER[value.toLowerCase()] ?? PROMO_NAME[value.toLowerCase()]) : undefined;
    if (!role) return fail(path, `${show(value)} bir terfi taşı olmalı ("q", "r", "b", "n")`, i);
    return ok({ ...base, kind: 'promote', role });
  },
  apply: (st, ev) => onPromote(st, ev),
  note: (_ev, actor) => `${side(actor)} terfi taşını koydu`,
  tell: (ev, { who }) => `${who} terfi karesine ${ROLE_TR[ev.role]} koyar.`,
  board: () => 'plays',
};

export function onPromote(st: State, ev: PromoteEvent): void {
  boardActor(st, ev);
  const t = st.turn;
  const A = st.A;
  const p = t.placed;
  if (p?.kind === 'unpromoted') {
    t.ctx.unpromoted = null;
    t.board = null;
    t.placed = null;
    classifyAndPlace(st, p.from, p.to, ev.role, null);
    const now = st.turn.placed as Placed | null;
    if (A.promotionOrder && now?.kind === 'legal')
      st.step(
        A.promotionOrder,
        `Piyonun terfi karesine sürülmesi ve yeni taşın konması ayrı ayrı yapılabilir; yeni taş (${ROLE_TR[ev.role]}) ${sqName(p.to)} karesine bırakılınca hamle yapılmış olur.`,
      );
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
