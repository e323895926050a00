// `scoresheet`: a player stops recording his moves (8.4); the handler is in ../recording.ts.

import { ok } from '../../types.ts';
import { onScoresheet } from '../recording.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "scoresheet": "stop", "by": "white" }`. */
export interface ScoresheetEvent extends EventBase {
  kind: 'scoresheet';
  what: 'stop';
}

export const scoresheet: EventKind<ScoresheetEvent> = {
  kind: 'scoresheet',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== 'stop') return fail(path, `${show(value)} bilinmiyor ("stop": oyuncu hamlelerini kaydetmeyi bırakır)`, i);
    return ok({ ...base, kind: 'scoresheet', what: 'stop' });
  },
  apply: (st, ev) => onScoresheet(st, ev),
  note: (_ev, actor) => `${side(actor)} hamlelerini kaydetmeyi bıraktı`,
  tell: (_ev, { who }) => `${who} hamlelerini kaydetmeyi bırakır.`,
};
