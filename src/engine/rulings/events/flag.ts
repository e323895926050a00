// `flag`: a flag falls (6.9; with periods 6.3.1/6.4; both flags 6.12 (2001), III.3.1). The handler is
// in ../clock.ts.

import type { Color } from '../../types.ts';
import { ok } from '../../types.ts';
import { onFlag } from '../clock.ts';
import { COLOR_TR, fail, readColor, show } from '../fields.ts';
import { side, sideGen } from '../steps.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "flag": "white" }`; extension: `"both"` and `"by": "arbiter"`. */
export interface FlagEvent extends EventBase {
  kind: 'flag';
  side: Color | 'both';
  /** Who establishes the fall: the opponent's claim or the arbiter (extension). */
  seenBy?: Color | 'arbiter';
  /**
   * Spec v2, with `"both"`: the flag that fell first as an electronic clock shows it; null when it
   * cannot be established (absent: the older extension, the same as null).
   */
  first?: Color | null;
}

const who = (ev: FlagEvent): string => (ev.side === 'both' ? 'İki bayrak' : `${sideGen(ev.side)} bayrağı`);

export const flag: EventKind<FlagEvent> = {
  kind: 'flag',
  modifiers: ['by', 'first'],
  ownBy: true,
  parse(value, { at, path, index: i, raw }) {
    let seenBy: Color | 'arbiter' | undefined;
    if ('by' in raw) {
      seenBy = raw.by === 'arbiter' ? 'arbiter' : readColor(raw.by);
      if (!seenBy) return fail(`${at}.by`, `${show(raw.by)} geçerli bir oyuncu değil ("white" ya da "black" ya da "arbiter")`, i);
    }
    if (value === 'both') {
      let first: Color | null = null;
      if ('first' in raw && raw.first !== null) {
        const f = readColor(raw.first);
        if (!f)
          return fail(
            `${at}.first`,
            `${show(raw.first)} "white", "black" ya da null olmalı (hangi bayrağın önce düştüğü belirlenemiyorsa null)`,
            i,
          );
        first = f;
      }
      if (seenBy !== undefined && seenBy !== 'arbiter' && (first === null || seenBy === first))
        return fail(
          `${at}.by`,
          first === null
            ? 'hangi bayrağın önce düştüğü belirlenemiyorken sav sahibi belirtilemez'
            : 'bayrağı önce düşen oyuncu zamandan kazanç isteyemez',
          i,
        );
      const ev = { index: i, kind: 'flag' as const, side: 'both' as const, first };
      return ok(seenBy ? { ...ev, seenBy } : ev);
    }
    const side = readColor(value);
    if (!side) return fail(path, `${show(value)} "white", "black" ya da "both" olmalı`, i);
    if ('first' in raw) return fail(`${at}.first`, '"first" yalnızca iki bayrak birden düştüğünde ("flag": "both") yazılır', i);
    if (seenBy === side) return fail(`${at}.by`, `oyuncu kendi bayrağı için sav ileri süremez (${COLOR_TR[side]})`, i);
    const ev = { index: i, kind: 'flag' as const, side };
    return ok(seenBy ? { ...ev, seenBy } : ev);
  },
  apply: (st, ev) => onFlag(st, ev),
  note: (ev) => `${who(ev)}: bayrak düştü`,
  tell(ev) {
    if (ev.side === 'both') return 'İki bayrak da düşer.';
    return `${sideGen(ev.side)} bayrağı düşer${ev.seenBy === 'arbiter' ? ' (hakem görür)' : ev.seenBy ? ` (${side(ev.seenBy)} bunu ileri sürer)` : ''}.`;
  },
  afterEnd(st, ev) {
    if (!st.ending.article || ev.side === 'both' || st.ending.termination === 'timeout' || st.ending.termination === 'timeout-unwinnable')
      return false;
    st.step(
      st.ending.article,
      `Oyun bu olaydan önce sona ermişti; sonradan ${sideGen(ev.side)} bayrağının düşmesi sonucu değiştirmez (oyun derhal sona erdiği için saat durumu dikkate alınmaz).`,
    );
    return true;
  },
};
