// `offer`: a draw offer (9.1.2.1); the handler is in ../endings.ts.

import type { Color } from '../../types.ts';
import { ok, opposite } from '../../types.ts';
import type { State } from '../state.ts';
import { onOffer } from '../endings.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "offer": "draw" }` (9.1.2.1). */
export interface OfferEvent extends EventBase {
  kind: 'offer';
}

export const offer: EventKind<OfferEvent> = {
  kind: 'offer',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== 'draw') return fail(path, `${show(value)} yalnızca "draw" olabilir`, i);
    return ok({ ...base, kind: 'offer' });
  },
  apply: (st, ev) => onOffer(st, ev.by ?? st.turnPlayer(), ev.index),
  note: (_ev, actor) => `${side(actor)} beraberlik teklif etti`,
  tell: (_ev, { who }) => `${who} beraberlik teklif eder.`,
  whileSealed: true,
};

/**
 * Who answers a pending offer: `by`, else the offerer's opponent (a III.4 request is made by the
 * player having the move, so his opponent answers out of turn).
 */
export function answerer(st: State, ev: { by?: Color }): Color {
  return ev.by ?? (st.offer ? opposite(st.offer.by) : st.turnPlayer());
}
