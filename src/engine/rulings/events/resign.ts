// `resign`: a player resigns (5.1.2; 2023: a draw when the opponent cannot mate). The handler is in
// ../endings.ts.

import type { Color } from '../../types.ts';
import { ok } from '../../types.ts';
import { onResign } from '../endings.ts';
import { fail, readColor, show } from '../fields.ts';
import { side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "resign": "black" }`. */
export interface ResignEvent extends EventBase {
  kind: 'resign';
  side: Color;
}

export const resign: EventKind<ResignEvent> = {
  kind: 'resign',
  modifiers: [],
  parse(value, { path, index: i }) {
    const c = readColor(value);
    if (!c) return fail(path, `${show(value)} "white" ya da "black" olmalı`, i);
    return ok({ index: i, kind: 'resign', side: c });
  },
  apply: (st, ev) => onResign(st, ev.side),
  note: (ev) => `${side(ev.side)} terk etti`,
  tell: (ev) => `${side(ev.side)} terk eder.`,
  whileSealed: true,
};
