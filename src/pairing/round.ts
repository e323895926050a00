// One round of the pairing engine: pair a state (the matcher and its reasons) and count, per criterion,
// what a given pairing of the round does (the checker and the exercise compare those counts to name the
// criterion that separates two pairings). Pure TypeScript; index.ts is the public entry.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import type { TrfError } from '../trf/read.ts';
import { MAX_PAIRING_PLAYERS, limitMessage } from '../lib/index.ts';
import { pairDutch } from './dutch.ts';
import { absoluteColourClash, floatOf } from './weights.ts';
import type { DutchPairing } from './dutch.ts';
import { reasonsOf } from './reasons.ts';
import type { Reason } from './reasons.ts';
import type { PairingPlayer, PairingState } from './view.ts';

export function pairState(state: PairingState, line: number): Result<{ pairing: DutchPairing; reasons: Reason[] }, TrfError> {
  const present = state.players.filter((p) => p.present).length;
  if (present > MAX_PAIRING_PLAYERS) return err({ line, column: 1, message: limitMessage.pairingPlayers(present) });
  const p = pairDutch(state);
  if (!p.ok) return err({ line, column: 1, message: p.error });
  return ok({ pairing: p.value, reasons: reasonsOf(p.value, state) });
}

/** Counts per criterion for a round's pairing: what the checker compares to name the deciding criterion. */
export function criterionCounts(state: PairingState, pairs: [number, number][], bye: number | null): Map<string, number> {
  const c = new Map<string, number>();
  const add = (k: string, v = 1) => c.set(k, (c.get(k) ?? 0) + v);
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  for (const [w, b] of pairs) {
    const x = P(w);
    const y = P(b);
    if (!x || !y) continue;
    if (x.met.has(y.id)) add('C1');
    if (absoluteColourClash(x, y, state)) add('C3');
    const [hi, lo] = x.score >= y.score ? [x, y] : [y, x];
    if (hi.score > lo.score) {
      add('C5');
      add('C6', hi.score);
      if (state.round > 1 && floatOf(hi, 1, state) === 'down') add('C14');
      if (state.round > 1 && floatOf(lo, 1, state) === 'up') add('C15');
      if (state.round > 2 && floatOf(hi, 2, state) === 'down') add('C16');
      if (state.round > 2 && floatOf(lo, 2, state) === 'up') add('C17');
    }
    if (x.preference === 'b') add('C12');
    if (y.preference === 'w') add('C12');
    if (x.preference === 'b' && x.strong) add('C13');
    if (y.preference === 'w' && y.strong) add('C13');
  }
  if (bye !== null && P(bye) && !P(bye).byeEligible) add('C2');
  if (bye !== null && P(bye)) add('C9', P(bye).score);
  return c;
}
