// `arbiter`: the arbiter intervenes — a completed illegal move (7.5.1–7.5.5; A.4.2 only before
// the opponent's move), an illegal position he finds without having seen the move (A.4.4), or
// pieces found displaced (7.6, in ../displaced.ts), or his decision on a III.4 request or a III.5
// claim (../quickplay.ts).

import type { ArbiterEvent } from '../types.ts';
import type { State } from '../state.ts';
import { arbiterSeesPosition, dealWithIllegal, lateIntervention } from '../illegal.ts';
import { onArbiterDisplaced } from '../displaced.ts';
import { onQuickplayArbiter } from '../quickplay.ts';

export function onArbiter(st: State, ev: ArbiterEvent): void {
  if (ev.what === 'displaced') return onArbiterDisplaced(st, ev);
  if (ev.what !== 'illegal' && ev.what !== 'illegal-position') return onQuickplayArbiter(st, ev);
  if (ev.what === 'illegal-position' && st.claimMode && st.ctx.partial) return arbiterSeesPosition(st);
  if (st.pending.length) dealWithIllegal(st, 'arbiter');
  else lateIntervention(st, 'arbiter');
}
