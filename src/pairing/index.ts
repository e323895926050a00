// Public API of the pairing engine: pair the next round of a TRF file with its explanation (structured
// and Turkish), check every round of a finished file, print a Berger table. Pure TypeScript: the page's
// worker and the CLI call the same functions.

import type { Result } from '../lib/index.ts';
import { ok } from '../lib/index.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfError, TrfFile } from '../trf/read.ts';
import { criterion, DUTCH_2026 } from './criteria.ts';
import type { Criterion, RulesVersion } from './criteria.ts';
import type { Reason } from './reasons.ts';
import { explainTr } from './tr.ts';
import { criterionCounts, pairState } from './round.ts';
import { nextRound, pairingState } from './view.ts';

export { bergerTable } from './roundrobin.ts';
export { pairingState } from './view.ts';
export type { PairingPlayer } from './view.ts';
export { gradeExercise, parsePairs } from './exercise.ts';
export type { ExerciseGrade } from './exercise.ts';
export type { RoundRobinRound } from './roundrobin.ts';
export type { Reason } from './reasons.ts';

export interface RoundPairing {
  round: number;
  /** [white, black] start numbers, board order. */
  pairs: [number, number][];
  bye: number | null;
  reasons: Reason[];
  /** Turkish text, one sentence per reason. */
  text: string[];
}

/**
 * Pairs the first round in which no game has a result (requested byes may already stand in it), by the
 * one Dutch text the engine implements (C.04.3 as approved in 2025, DUTCH_2026): there is no older
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
  return ok({ round: pairing.round, pairs: pairing.pairs, bye: pairing.bye, reasons, text: explainTr(reasons) });
}

export interface CheckDifference {
  round: number;
  /** 1-based board of the file's pairing that differs first (0: only the bye differs). */
  board: number;
  /** Every board of the file's pairing (1-based) that the engine does not pair the same way. */
  boards: number[];
  file: { pairs: [number, number][]; bye: number | null };
  engine: { pairs: [number, number][]; bye: number | null };
  /** The first criterion, in the rules' order, on which the two pairings differ. */
  criterion: Criterion;
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
export function checkTournament(trfText: string, rules: RulesVersion = DUTCH_2026): Result<CheckReport, TrfError> {
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
    const ours = { pairs: res.value.pairing.pairs, bye: res.value.pairing.bye };
    const theirs = filePairing(file.value, r);
    const key = (p: [number, number]) => `${p[0]}-${p[1]}`;
    const set = new Set(ours.pairs.map(key));
    const boards = theirs.pairs.flatMap((p, i) => (set.has(key(p)) ? [] : [i + 1]));
    const boardOf = boards.length ? boards[0] - 1 : -1;
    if (boardOf < 0 && theirs.bye === ours.bye && theirs.pairs.length === ours.pairs.length) {
      identical++;
      continue;
    }
    const a = criterionCounts(st.value, theirs.pairs, theirs.bye);
    const b = criterionCounts(st.value, ours.pairs, ours.bye);
    const unordered = (p: [number, number]) => (p[0] < p[1] ? `${p[0]}-${p[1]}` : `${p[1]}-${p[0]}`);
    const sameOpponents = new Set(ours.pairs.map(unordered));
    const onlyColours = theirs.pairs.every((p) => sameOpponents.has(unordered(p))) && theirs.bye === ours.bye;
    const decisive = onlyColours
      ? criterion('E', rules)
      : (rules.criteria.find((k) => (a.get(k.id) ?? 0) !== (b.get(k.id) ?? 0)) ?? criterion('D', rules));
    const board = boardOf < 0 ? 0 : boardOf + 1;
    const fp = boardOf < 0 ? null : theirs.pairs[boardOf];
    const message =
      `${r}. tur farklı` +
      (fp
        ? ` (dosyada ${fp[0]} – ${fp[1]} eşleşmesi)`
        : theirs.bye !== ours.bye
          ? ` (bay: dosyada ${theirs.bye ?? 'yok'}, motorda ${ours.bye ?? 'yok'})`
          : '') +
      `: ayıran ölçüt ${decisive.article} — ${decisive.tr}.`;
    differences.push({ round: r, board, boards, file: theirs, engine: ours, criterion: decisive, message });
  }
  return ok({ rounds: last, identical, first: differences[0] ?? null, differences });
}
