// Messages between the pairing tool and its worker (pairing.worker.ts), and `runNow`, which answers
// one request on the current thread (the worker calls it; so does the tool when there is no Worker).

import { checkTournament, pairNextRound } from '../../pairing/index.ts';
import type { CheckReport, RoundPairing } from '../../pairing/index.ts';
import { gradeExercise } from '../../pairing/index.ts';
import type { ExerciseGrade } from '../../pairing/index.ts';
import { formatTrfError } from '../../trf/read.ts';
import { roster } from './roster.ts';
import type { Roster } from './roster.ts';

export type PairingRequest =
  | { op: 'pair'; text: string }
  | { op: 'check'; text: string }
  | { op: 'grade'; text: string; pairs: [number, number][]; bye: number | null };

export type PairingAnswer =
  | { op: 'pair'; ok: true; value: Omit<RoundPairing, 'reasons'>; roster: Roster }
  | { op: 'check'; ok: true; value: CheckReport }
  | { op: 'grade'; ok: true; value: ExerciseGrade }
  | { op: PairingRequest['op']; ok: false; error: string };

export function runNow(req: PairingRequest): PairingAnswer {
  try {
    if (req.op === 'pair') {
      const r = pairNextRound(req.text);
      if (!r.ok) return { op: 'pair', ok: false, error: formatTrfError(r.error) };
      const { reasons: _reasons, ...value } = r.value;
      // Names and scores for the tables, read here too: on a big file even the reading is felt on the page.
      const players = roster(req.text);
      if (!players.ok) return { op: 'pair', ok: false, error: formatTrfError(players.error) };
      return { op: 'pair', ok: true, value, roster: players.value };
    }
    if (req.op === 'check') {
      const r = checkTournament(req.text);
      return r.ok ? { op: 'check', ok: true, value: r.value } : { op: 'check', ok: false, error: formatTrfError(r.error) };
    }
    const r = gradeExercise(req.text, { pairs: req.pairs, bye: req.bye });
    return r.ok ? { op: 'grade', ok: true, value: r.value } : { op: 'grade', ok: false, error: formatTrfError(r.error) };
  } catch (e) {
    return { op: req.op, ok: false, error: `İç hata: ${(e as Error).message}` };
  }
}
