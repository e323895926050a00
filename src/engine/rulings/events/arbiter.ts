// `arbiter`: the arbiter intervenes — a completed illegal move (7.5.1–7.5.5; A.4.2 only before
// the opponent's move), an illegal position he finds without having seen the move (A.4.4), or
// pieces found displaced (7.6, in ../displaced.ts), or his decision on a III.4 request or a III.5
// claim (../quickplay.ts).

import { ok } from '../../types.ts';
import type { State } from '../state.ts';
import { arbiterSeesPosition, dealWithIllegal, lateIntervention } from '../illegal.ts';
import { changedSquares, onArbiterDisplaced } from '../displaced.ts';
import { onQuickplayArbiter } from '../quickplay.ts';
import { fail, readBool, show } from '../fields.ts';
import type { EventBase, EventKind, TraceHint } from './kind.ts';
import { lastMoveSquares } from './kind.ts';

const WHATS = ['illegal', 'illegal-position', 'displaced', 'agree', 'refuse', 'draw', 'reject', 'postpone'] as const;

/**
 * `{ "arbiter": "illegal" }`: the arbiter sees the illegal move just completed and intervenes.
 * Extension `"illegal-position"`: the arbiter, who did not see the move, finds an illegal position
 * on the board (A.4.4: both kings in check, a pawn on the last rank). Extension `"displaced"`: it is
 * found that pieces stand displaced (7.6; 2001: 7.5), by the arbiter or, with `by`, on that
 * player's request (he stops the clock and calls the arbiter, 7.4.2; 2001: 7.3). Spec v3: his
 * decision on a III.4 request (`agree`, `refuse`) or a III.5 claim (`draw`, `reject`, `postpone`).
 */
export interface ArbiterEvent extends EventBase {
  kind: 'arbiter';
  what: (typeof WHATS)[number];
  /** Spec v3, with `postpone`: the opponent is given two minutes (III.5.2). */
  award?: boolean;
}

const TELL: Record<Exclude<ArbiterEvent['what'], 'displaced' | 'postpone'>, string> = {
  illegal: 'Hakem kural dışı hamleyi görür ve müdahale eder.',
  'illegal-position': 'Hakem tahtada kural dışı bir konum görür (iki şah birden tehdit altında ya da son yatayda piyon).',
  agree: 'Hakem ek süre isteğini uygun bulur.',
  refuse: 'Hakem ek süre isteğini kabul etmez.',
  draw: 'Hakem oyunu berabere ilan eder.',
  reject: 'Hakem beraberlik savını reddeder.',
};

export const arbiter: EventKind<ArbiterEvent> = {
  kind: 'arbiter',
  // `by` only with "displaced": the player who found it and called the arbiter; `award` only with "postpone".
  modifiers: ['by', 'award'],
  parse(value, { at, path, index: i, raw, base, by }) {
    if (!(WHATS as readonly unknown[]).includes(value))
      return fail(path, `${show(value)} bilinmiyor (${WHATS.map((w) => `"${w}"`).join(', ')})`, i);
    const what = value as ArbiterEvent['what'];
    if (by !== undefined && what !== 'displaced')
      return fail(
        `${at}.by`,
        `"by" yalnızca "displaced" ile yazılır (yerinden oynamış taşları hakeme bildiren oyuncu); "${what}" hakemin kendi müdahalesidir`,
        i,
      );
    if ('award' in raw) {
      if (what !== 'postpone')
        return fail(`${at}.award`, '"award" yalnızca "postpone" ile yazılır (III.5.2: rakibe iki dakika verilir)', i);
      const b = readBool(`${at}.award`, raw.award, i);
      if (!b.ok) return b;
      return ok({ ...base, kind: 'arbiter', what, award: b.value });
    }
    return ok({ ...base, kind: 'arbiter', what });
  },
  apply: (st, ev) => onArbiter(st, ev),
  note: () => 'Hakem: hakem müdahale etti',
  tell(ev, { who }) {
    if (ev.what === 'postpone') return `Hakem kararını erteler${ev.award ? ' ve rakibe iki dakika verir' : ''}.`;
    if (ev.what !== 'displaced') return TELL[ev.what];
    return ev.by
      ? `${who} saati duraklatır ve taşların yerinden oynadığını hakeme bildirir.`
      : 'Hakem taşların yerinden oynadığını görür ve müdahale eder.';
  },
  squares: (st, ev, boardBefore) => (ev.what === 'displaced' ? changedSquares(boardBefore, st.physicalBoard()) : lastMoveSquares(st)),
  byArbiter: true,
  dealsWithIllegal: (ev) => ev.what === 'illegal' || ev.what === 'illegal-position',
};

export function onArbiter(st: State, ev: ArbiterEvent): TraceHint | void {
  if (ev.what === 'displaced') return onArbiterDisplaced(st, ev);
  if (ev.what !== 'illegal' && ev.what !== 'illegal-position') return onQuickplayArbiter(st, ev);
  if (ev.what === 'illegal-position' && st.claimMode && st.ctx.partial) return arbiterSeesPosition(st);
  if (st.game.pending.length) dealWithIllegal(st, 'arbiter');
  else lateIntervention(st, 'arbiter');
}
