// `decline`: the draw offer rejected orally (9.1.2.1); the handler is in ../endings.ts.

import { ok } from '../../types.ts';
import { onDecline } from '../endings.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';
import { answerer } from './offer.ts';

/** `{ "decline": "draw" }` (9.1.2.1). */
export interface DeclineEvent extends EventBase {
  kind: 'decline';
}

export const decline: EventKind<DeclineEvent> = {
  kind: 'decline',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== 'draw') return fail(path, `${show(value)} yalnızca "draw" olabilir`, i);
    return ok({ ...base, kind: 'decline' });
  },
  apply: (st, ev) => onDecline(st, answerer(st, ev)),
  note: (_ev, actor) => `${side(actor)} teklifi reddetti`,
  tell: (_ev, { who }) => `${who} beraberlik teklifini reddeder.`,
  whileSealed: true,
};
