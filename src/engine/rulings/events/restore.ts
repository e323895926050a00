// `restore` (extension): the displaced pieces are put back on their squares (7.4.1); the handler is
// in ../displaced.ts.

import { ok } from '../../types.ts';
import { changedSquares, onRestore } from '../displaced.ts';
import { fail, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "restore": true }`. */
export interface RestoreEvent extends EventBase {
  kind: 'restore';
}

export const restore: EventKind<RestoreEvent> = {
  kind: 'restore',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir`, i);
    return ok({ ...base, kind: 'restore' });
  },
  apply: (st, ev) => onRestore(st, ev),
  note: (_ev, actor) => `${side(actor)} taşları doğru karelerine koydu`,
  tell: (_ev, { who }) => `${who} yerinden oynayan taşları doğru karelerine koyar.`,
  squares: (st, _ev, boardBefore) => changedSquares(boardBefore, st.physicalBoard()),
};
