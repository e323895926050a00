// `displace` (extension): a player knocks or pushes a piece off its square without making a move
// (7.4.1; 2001: 7.3). The handler is in ../displaced.ts with the rest of 7.4 and 7.6.

import type { Square } from '../../types.ts';
import { ok, parseSquare, squareName } from '../../types.ts';
import { onDisplace } from '../displaced.ts';
import { COLOR_TR, fail, show, squareError } from '../fields.ts';
import { ROLE_ACC, at, side } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "displace": "e4e5" }`: the piece on e4 now stands on e5; `to` null: knocked off the board (`"e4"`). */
export interface DisplaceEvent extends EventBase {
  kind: 'displace';
  from: Square;
  to: Square | null;
}

export const displace: EventKind<DisplaceEvent> = {
  kind: 'displace',
  modifiers: ['by'],
  parse(value, { path, index: i, base }) {
    if (typeof value !== 'string')
      return fail(path, `${show(value)} "e4e5" (taş e5 karesine kaydı) ya da "e4" (taş tahtadan düştü) biçiminde olmalı`, i);
    const m = /^([a-z]\d+)([a-z]\d+)?$/.exec(value.trim());
    if (!m) return fail(path, `${show(value)} geçerli bir kare değil; beklenen biçim "e4e5" ya da "e4"`, i);
    const from = parseSquare(m[1]);
    const to = m[2] === undefined ? null : parseSquare(m[2]);
    if (from === undefined || to === undefined) return squareError(path, value, i);
    if (from === to) return fail(path, `${show(value)}: taş yerinden oynamadı (iki kare aynı)`, i);
    return ok({ ...base, kind: 'displace', from, to });
  },
  apply: (st, ev) => onDisplace(st, ev),
  note: (_ev, actor) => `${side(actor)} taşı yerinden oynattı`,
  tell(ev, { who, pieceAt }) {
    const p = pieceAt?.(ev.from);
    const from = squareName(ev.from);
    const piece = p ? `${at(from)} ${COLOR_TR[p.color]} ${ROLE_ACC[p.role]}` : `${from} karesindeki taşı`;
    return ev.to !== null
      ? `${who} istemeden ${piece} yerinden oynatır; taş ${squareName(ev.to)} karesine kayar.`
      : `${who} istemeden ${piece} devirir; taş tahtadan düşer.`;
  },
  squares: (_st, ev) => (ev.to === null ? [squareName(ev.from)] : [squareName(ev.from), squareName(ev.to)]),
};
