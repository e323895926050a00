// `seal` (spec v3): the move sealed at the adjournment (Guidelines I.1.1; 2001 A1.a); the handler is
// in ../sealed.ts.

import { ok } from '../../types.ts';
import { onSeal, quote } from '../sealed.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "seal": "Nd2" }`: the move as written on the scoresheet. */
export interface SealEvent extends EventBase {
  kind: 'seal';
  text: string;
}

export const seal: EventKind<SealEvent> = {
  kind: 'seal',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (typeof value !== 'string') return fail(path, `${show(value)} notasyon kâğıdına yazılan kapalı hamle metni olmalı (ör. "Nd2")`, i);
    return ok({ ...base, kind: 'seal', text: value });
  },
  apply: (st, ev) => onSeal(st, ev),
  note: (ev, actor) => `${side(actor)} kapalı hamle yazdı (${quote(ev.text)})`,
  tell: (ev, { who }) => `${who} hamlesini (${ev.text}) notasyon kâğıdına yazıp zarfa koyar ve zarfı kapatır: kapalı hamle.`,
};
