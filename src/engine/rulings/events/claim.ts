// `claim`: the opponent points out a completed illegal move (7.5; A.4.2 before his own move),
// objects to a completed touch-move violation (4.8), or the player to move claims a draw
// (9.2, 9.3; decided in ../claims.ts). After an incorrect draw claim the intended move is made
// (9.5.3).

import type { ClaimEvent } from '../types.ts';
import type { State } from '../state.ts';
import { checkA44, dealWithIllegal, lateIntervention, standIllegal } from '../illegal.ts';
import { enforceViolation } from '../violation.ts';
import { onDrawClaim } from '../claims.ts';
import { checkEnding } from '../endings.ts';
import { side } from '../steps.ts';
import { onNormalMeansClaim } from '../quickplay.ts';

export function onClaim(st: State, ev: ClaimEvent): void {
  const actor = ev.by ?? st.turnPlayer();
  if (ev.claim === 'illegal') {
    const theirs = st.pending.filter((r) => r.player !== actor);
    if (theirs.length) dealWithIllegal(st, 'claim', actor);
    else if (st.pending.length) st.warn(`${side(actor)} kendi kural dışı hamlesine itiraz edemez; sav dikkate alınmadı.`);
    else lateIntervention(st, 'claim');
    return;
  }
  if (ev.claim === 'touch-move') {
    if (st.violation && st.violation.player !== actor) enforceViolation(st, true);
    else st.warn('İtiraz edilecek, saate basılmış bir dokunulan taş ihlali yok; sav dikkate alınmadı.');
    return;
  }
  if (ev.claim === 'normal-means') return onNormalMeansClaim(st, ev);
  const out = onDrawClaim(st, ev, actor);
  if (out.play && !st.over) {
    // 9.5.3: the intended move is made.
    st.commitMove(out.play);
    if (st.claimMode && st.pending.some((r) => r.player !== actor)) standIllegal(st);
    checkA44(st);
    checkEnding(st);
  }
}
