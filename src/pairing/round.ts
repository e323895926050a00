// One round of the pairing engine: pair a state (the matcher and its reasons). The criterion that
// separates two pairings of a round is measure.ts `decisiveCriterion`. Pure TypeScript; index.ts is the
// public entry.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import type { TrfError } from '../trf/read.ts';
import { MAX_PAIRING_PLAYERS, limitMessage } from '../lib/index.ts';
import { pairDutch } from './dutch.ts';
import type { DutchPairing } from './dutch.ts';
import { reasonsOf } from './reasons.ts';
import type { Reason } from './reasons.ts';
import type { PairingState } from './view.ts';

export function pairState(state: PairingState, line: number): Result<{ pairing: DutchPairing; reasons: Reason[] }, TrfError> {
  const present = state.players.filter((p) => p.present).length;
  if (present > MAX_PAIRING_PLAYERS) return err({ line, column: 1, message: limitMessage.pairingPlayers(present) });
  const p = pairDutch(state);
  if (!p.ok) return err({ line, column: 1, message: p.error });
  return ok({ pairing: p.value, reasons: reasonsOf(p.value, state) });
}
