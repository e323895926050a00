// `accept`: the draw offer accepted (5.2.3); the handler is in ../endings.ts.

import { ok } from '../../types.ts';
import { onAccept } from '../endings.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';
import { answerer } from './offer.ts';

/** `{ "accept": "draw" }` (5.2.3). */
export interface AcceptEvent extends EventBase {
  kind: 'accept';
}

export const accept: EventKind<AcceptEvent> = {
  kind: 'accept',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== 'draw') return fail(path, `${show(value)} yalnızca "draw" olabilir`, i);
    return ok({ ...base, kind: 'accept' });
  },
  apply: (st, ev) => onAccept(st, answerer(st, ev)),
  note: (_ev, actor) => `${side(actor)} teklifi kabul etti`,
  tell: (_ev, { who }) => `${who} beraberlik teklifini kabul eder.`,
  whileSealed: true,
};
