// Who plays the round to pair, with names and scores: what the pairing tool's tables and the exercise
// form show. Only the TRF reader and the pairing view (linear in the file), not the matcher, so it
// runs on the page's thread without loading the engine.

import type { Result } from '../../engine/index.ts';
import { ok } from '../../engine/index.ts';
import { readTrf } from '../../trf/read.ts';
import type { TrfError } from '../../trf/read.ts';
import { pairingState } from '../../pairing/index.ts';

export interface RosterPlayer {
  id: number;
  name: string;
  rating: number | null;
  /** Points before the round (not tenths), without virtual points. */
  score: number;
  /** Takes part in the round to pair. */
  present: boolean;
}

export interface Roster {
  round: number;
  totalRounds: number;
  players: RosterPlayer[];
}

export function roster(trfText: string): Result<Roster, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const st = pairingState(file.value);
  if (!st.ok) return st;
  return ok({
    round: st.value.round,
    totalRounds: st.value.totalRounds,
    players: [...st.value.players]
      .sort((a, b) => a.id - b.id)
      // Real points: an accelerated round adds virtual points to the pairing score only (C.04.5.1).
      .map((p) => ({ id: p.id, name: p.name, rating: p.rating, score: p.plainScore / 10, present: p.present })),
  });
}

/** "1,5" */
export const points = (x: number): string => String(x).replace('.', ',');
