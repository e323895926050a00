// `claim`: the opponent points out a completed illegal move (7.5; A.4.2 before his own move),
// objects to a completed touch-move violation (4.8), or the player to move claims a draw
// (9.2, 9.3; decided in ../claims.ts). After an incorrect draw claim the intended move is made
// (9.5.3).

import { ok } from '../../types.ts';
import type { State } from '../state.ts';
import { checkA44, dealWithIllegal, lateIntervention, standIllegal } from '../illegal.ts';
import { enforceViolation } from '../violation.ts';
import { onDrawClaim } from '../claims.ts';
import { checkEnding } from '../endings.ts';
import { side } from '../steps.ts';
import { onNormalMeansClaim } from '../quickplay.ts';
import { fail, show } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

export type ClaimKind = 'threefold' | 'fifty' | 'illegal' | 'touch-move' | 'normal-means';
const CLAIM_KINDS: readonly ClaimKind[] = ['threefold', 'fifty', 'illegal', 'touch-move', 'normal-means'];

/** `{ "claim": … }`: 9.2/9.3 draw claims, `illegal` (A.4.2), extension `touch-move` (4.8), spec v3 `normal-means` (III.5). */
export interface ClaimEvent extends EventBase {
  kind: 'claim';
  claim: ClaimKind;
  /** The move written on the scoresheet (9.2.1, 9.3.1), as given. */
  intended?: string;
  /** Spec v3, `normal-means` (III.5): the opponent cannot win, or makes no effort to win, by normal means. */
  basis?: 'cannot-win' | 'no-effort';
}

const INTENDED_ONLY = 'niyet edilen hamle yalnızca "threefold" ve "fifty" savlarında yazılır (9.2.1, 9.3.1)';

export const claim: EventKind<ClaimEvent> = {
  kind: 'claim',
  modifiers: ['by', 'intended', 'basis'],
  parse(value, { at, path, index: i, raw, base }) {
    if (typeof value !== 'string' || !(CLAIM_KINDS as readonly string[]).includes(value))
      return fail(path, `${show(value)} bilinmeyen bir sav (${CLAIM_KINDS.map((k) => `"${k}"`).join(', ')})`, i);
    const claim = value as ClaimKind;
    if (claim === 'normal-means') {
      if ('intended' in raw) return fail(`${at}.intended`, INTENDED_ONLY, i);
      const b = raw.basis;
      if (b !== undefined && b !== 'cannot-win' && b !== 'no-effort')
        return fail(
          `${at}.basis`,
          `${show(b)} "cannot-win" (rakip normal yollarla kazanamaz) ya da "no-effort" (rakip kazanmak için çaba göstermiyor) olmalı`,
          i,
        );
      return ok({ ...base, kind: 'claim', claim, basis: b ?? 'cannot-win' });
    }
    if ('basis' in raw) return fail(`${at}.basis`, '"basis" yalnızca "normal-means" savında yazılır (III.5)', i);
    if ('intended' in raw) {
      if (claim !== 'threefold' && claim !== 'fifty') return fail(`${at}.intended`, INTENDED_ONLY, i);
      if (typeof raw.intended !== 'string' || raw.intended.trim() === '')
        return fail(`${at}.intended`, `${show(raw.intended)} bir hamle metni olmalı`, i);
      return ok({ ...base, kind: 'claim', claim, intended: raw.intended.trim() });
    }
    return ok({ ...base, kind: 'claim', claim });
  },
  apply: (st, ev) => onClaim(st, ev),
  note: (_ev, actor) => `${side(actor)} sav ileri sürdü`,
  tell(ev, { who }) {
    if (ev.claim === 'illegal') return `${who} rakibinin kural dışı hamlesini hakeme bildirir.`;
    if (ev.claim === 'touch-move') return `${who}, rakibinin dokunduğu taşla oynaması gerektiğini hakeme bildirir.`;
    if (ev.claim === 'normal-means')
      return `${who} saati duraklatır ve rakibinin oyunu normal yollarla ${ev.basis === 'no-effort' ? 'kazanmak için çaba göstermediği' : 'kazanamayacağı'} savıyla beraberlik ister.`;
    return `${who}${ev.intended ? `, yapacağı ${ev.intended} hamlesini yazarak` : ''} ${ev.claim === 'threefold' ? 'üç kez aynı konum (Madde 9.2)' : '50 hamle (Madde 9.3)'} nedeniyle beraberlik savında bulunur.`;
  },
  dealsWithIllegal: (ev) => ev.claim === 'illegal',
  dealsWithViolation: (ev) => ev.claim === 'touch-move',
  // Pointing out an illegal move or a touch-move violation does not play on the displaced board.
  board: (ev) => (ev.claim === 'illegal' || ev.claim === 'touch-move' ? 'points' : 'presses'),
};

export function onClaim(st: State, ev: ClaimEvent): void {
  const actor = ev.by ?? st.turnPlayer();
  if (ev.claim === 'illegal') {
    const theirs = st.game.pending.filter((r) => r.player !== actor);
    if (theirs.length) dealWithIllegal(st, 'claim');
    else if (st.game.pending.length) st.warn(`${side(actor)} kendi kural dışı hamlesine savda bulunamaz; sav dikkate alınmadı.`);
    else lateIntervention(st, 'claim');
    return;
  }
  if (ev.claim === 'touch-move') {
    if (st.violation && st.violation.player !== actor) enforceViolation(st, true);
    else st.warn('Sava konu olacak, saate basılmış bir dokunulan taş ihlali yok; sav dikkate alınmadı.');
    return;
  }
  if (ev.claim === 'normal-means') return onNormalMeansClaim(st, ev);
  const out = onDrawClaim(st, ev, actor);
  if (out.play && !st.over) {
    // 9.5.3: the intended move is made.
    st.commitMove(out.play);
    if (st.claimMode && st.game.pending.some((r) => r.player !== actor)) standIllegal(st);
    checkA44(st);
    checkEnding(st);
  }
}
