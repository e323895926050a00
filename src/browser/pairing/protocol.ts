// Messages between the pairing tool and its worker (pairing.worker.ts), and `runNow`, which answers
// one request on the current thread (the worker calls it; so does the tool when there is no Worker).

import { checkTournament, pairNextRound } from '../../pairing/index.ts';
import type { CheckReport, RoundPairing } from '../../pairing/index.ts';
import { gradeExercise } from '../../pairing/index.ts';
import type { ExerciseGrade } from '../../pairing/index.ts';
import { formatTrfError } from '../../trf/read.ts';
import { err, ok, type Result } from '../../engine/index.ts';
import { roster } from './roster.ts';
import type { Roster } from './roster.ts';

export type PairingRequest =
  | { op: 'pair'; text: string }
  | { op: 'check'; text: string }
  | { op: 'grade'; text: string; pairs: [number, number][]; bye: number | null };

/** The answer to a request of the same `op`: its value, or the Turkish error (the TRF line, an internal error). */
export type PairingAnswer =
  | ({ op: 'pair' } & Result<{ pairing: Omit<RoundPairing, 'reasons'>; roster: Roster }, string>)
  | ({ op: 'check' } & Result<CheckReport, string>)
  | ({ op: 'grade' } & Result<ExerciseGrade, string>);

/** The error answer to a request of any `op`. */
const failed = (op: PairingRequest['op'], error: string): PairingAnswer => ({ op, ...err(error) });

export function runNow(req: PairingRequest): PairingAnswer {
  try {
    if (req.op === 'pair') {
      const r = pairNextRound(req.text);
      if (!r.ok) return failed('pair', formatTrfError(r.error));
      const { reasons: _reasons, ...pairing } = r.value;
      // Names and scores for the tables, read here too: on a big file even the reading is felt on the page.
      const players = roster(req.text);
      if (!players.ok) return failed('pair', formatTrfError(players.error));
      return { op: 'pair', ...ok({ pairing, roster: players.value }) };
    }
    if (req.op === 'check') {
      const r = checkTournament(req.text);
      return r.ok ? { op: 'check', ...ok(r.value) } : failed('check', formatTrfError(r.error));
    }
    const r = gradeExercise(req.text, { pairs: req.pairs, bye: req.bye });
    return r.ok ? { op: 'grade', ...ok(r.value) } : failed('grade', formatTrfError(r.error));
  } catch (e) {
    return failed(req.op, `İç hata: ${(e as Error).message}`);
  }
}
