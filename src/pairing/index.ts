// Public API of the pairing engine: pair the next round of a TRF file with its explanation (structured
// and Turkish), check every round of a finished file, print a Berger table. Pure TypeScript: the page's
// worker and the CLI call the same functions.

import type { Result } from '../lib/index.ts';
import { ok } from '../lib/index.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfError, TrfFile } from '../trf/read.ts';
import { accelerationOf, accelerationReport } from './acceleration.ts';
import type { AccelerationReport } from './acceleration.ts';
import { citation } from './criteria.ts';
import type { Criterion } from './criteria.ts';
import type { Reason } from './reasons.ts';
import { explainTr } from './tr.ts';
import { decisiveCriterion } from './measure.ts';
import { pairState } from './round.ts';
import { nextRound, pairingState } from './view.ts';

export { bergerTable } from './roundrobin.ts';
export { pairingState } from './view.ts';
export type { PairingPlayer } from './view.ts';
export { gradeExercise, parsePairs } from './exercise.ts';
export type { ExerciseGrade } from './exercise.ts';
export type { RoundRobinRound } from './roundrobin.ts';
export { COLOUR_RULES } from './criteria.ts';
export type { Reason } from './reasons.ts';
export type { AccelerationReport } from './acceleration.ts';

export interface RoundPairing {
  round: number;
  /** [white, black] start numbers, board order. */
  pairs: [number, number][];
  bye: number | null;
  reasons: Reason[];
  /** Turkish text, one sentence per reason. */
  text: string[];
  /** Virtual points (C.04.5.1 Baku, XXA, 250): the method, who gets how many in which rounds; null without. */
  acceleration: AccelerationReport | null;
}

/**
 * Pairs the first round in which no game has a result (requested byes may already stand in it), by the
 * one Dutch text the engine implements (C.04.3 as applied from 1 February 2026, DUTCH_2026): there is no older
 * version to choose, so this takes no rules argument.
 */
export function pairNextRound(trfText: string): Result<RoundPairing, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const st = pairingState(file.value);
  if (!st.ok) return st;
  const r = pairState(st.value, file.value.players[0].line);
  if (!r.ok) return r;
  const { pairing, reasons } = r.value;
  const plan = accelerationOf(file.value);
  const acceleration = plan.ok && plan.value ? accelerationReport(plan.value, pairing.round) : null;
  return ok({ round: pairing.round, pairs: pairing.pairs, bye: pairing.bye, reasons, text: explainTr(reasons), acceleration });
}

export interface CheckDifference {
  round: number;
  /** 1-based board of the file's pairing that differs first (0: only the bye differs). */
  board: number;
  /** Every board of the file's pairing (1-based) that the engine does not pair the same way. */
  boards: number[];
  file: { pairs: [number, number][]; bye: number | null };
  engine: { pairs: [number, number][]; bye: number | null };
  /** The first criterion, in the rules' order, on which the two pairings differ (E: with the colour rule's article). */
  criterion: Criterion;
  /** The score (points) of the bracket in which a quality criterion or the order (D) decides. */
  bracket: number | null;
  /** Turkish. */
  message: string;
}

export interface CheckReport {
  rounds: number;
  identical: number;
  first: CheckDifference | null;
  /** Every round that differs, in order (the first is `first`). */
  differences: CheckDifference[];
}

/** The pairing the file gives for round r: [white, black] in the file's order of start numbers, and the PAB. */
function filePairing(file: TrfFile, r: number): { pairs: [number, number][]; bye: number | null } {
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  for (const p of file.players) {
    const b = p.rounds[r - 1];
    if (!b) continue;
    if (b.opponent === null) {
      if (b.result === 'U' || b.result === '+') bye = p.id;
    } else if (b.colour === 'w') pairs.push([p.id, b.opponent]);
    else if (b.colour !== 'b' && p.id < b.opponent) pairs.push([p.id, b.opponent]);
  }
  return { pairs, bye };
}

/** Re-pairs every round of the file (each from the file's own earlier rounds) and reports every round and board where it differs. */
export function checkTournament(trfText: string): Result<CheckReport, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const last = nextRound(file.value) - 1;
  let identical = 0;
  const differences: CheckDifference[] = [];
  for (let r = 1; r <= last; r++) {
    const st = pairingState(file.value, r);
    if (!st.ok) return st;
    const res = pairState(st.value, file.value.players[0].line);
    if (!res.ok) return res;
    const engine = res.value.pairing;
    const ours = { pairs: engine.pairs, bye: engine.bye };
    const theirs = filePairing(file.value, r);
    const decision = decisiveCriterion(st.value, theirs, engine);
    if (!decision) {
      identical++;
      continue;
    }
    const key = (p: [number, number]) => `${p[0]}-${p[1]}`;
    const set = new Set(ours.pairs.map(key));
    const boards = theirs.pairs.flatMap((p, i) => (set.has(key(p)) ? [] : [i + 1]));
    const board = boards[0] ?? 0;
    const fp = board ? theirs.pairs[board - 1] : null;
    const decisive = decision.criterion;
    const message =
      `${r}. tur farklı` +
      (fp
        ? ` (dosyada ${fp[0]} – ${fp[1]} eşleşmesi)`
        : theirs.bye !== ours.bye
          ? ` (bay: dosyada ${theirs.bye ?? 'yok'}, motorda ${ours.bye ?? 'yok'})`
          : '') +
      `: ayıran ölçüt ${citation(decisive)} — ${decisive.tr}` +
      (decision.bracket === null ? '.' : ` (${String(decision.bracket).replace('.', ',')} puan grubunda).`);
    differences.push({ round: r, board, boards, file: theirs, engine: ours, criterion: decisive, bracket: decision.bracket, message });
  }
  return ok({ rounds: last, identical, first: differences[0] ?? null, differences });
}
