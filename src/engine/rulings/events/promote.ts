// `promote` (extension): the new piece put on the promotion square after the pawn (4.6; the move
// is made then, 4.7.3); the handler is the placement's (./place.ts).

import type { Role } from '../../types.ts';
import { ok } from '../../types.ts';
import { ROLE_TR, side } from '../steps.ts';
import { PROMO_LETTER, PROMO_NAME, fail, show } from '../fields.ts';
import { onPromote } from './place.ts';
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
