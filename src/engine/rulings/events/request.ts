// `request` (spec v3): Guidelines III.4, five seconds of increment for both players, also a draw
// offer; the handler is in ../quickplay.ts.

import { ok } from '../../types.ts';
import { onRequest } from '../quickplay.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "request": "increment" }`. */
export interface RequestEvent extends EventBase {
  kind: 'request';
}

export const request: EventKind<RequestEvent> = {
  kind: 'request',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== 'increment')
      return fail(path, `${show(value)} yalnızca "increment" olabilir (III.4: hamle başına beş saniye ek süre isteği)`, i);
    return ok({ ...base, kind: 'request' });
  },
  apply: (st, ev) => onRequest(st, ev),
  note: (_ev, actor) => `${side(actor)} ek süre istedi`,
  tell: (_ev, { who }) => `${who} iki oyuncu için hamle başına beş saniye ek süre ister (bu aynı zamanda beraberlik teklifidir).`,
};
