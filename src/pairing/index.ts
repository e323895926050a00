// Public API of the pairing engine: pair the next round of a TRF file with its explanation (structured
// and Turkish), check every round of a finished file, print a Berger table. Pure TypeScript: the page's
// worker and the CLI call the same functions.

import type { Result } from '../engine/index.ts';
import { err, ok } from '../engine/index.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfError, TrfFile } from '../trf/read.ts';
import { criterion, DUTCH_2026 } from './criteria.ts';
import type { Criterion, RulesVersion } from './criteria.ts';
import { floatOf, pairDutch } from './dutch.ts';
import type { DutchPairing } from './dutch.ts';
import { reasonsOf } from './reasons.ts';
import type { Reason } from './reasons.ts';
import { explainTr } from './tr.ts';
import { nextRound, pairingState } from './view.ts';
import type { PairingPlayer, PairingState } from './view.ts';

export { bergerTable } from './roundrobin.ts';
export { pairingState } from './view.ts';
export type { PairingPlayer, PairingState } from './view.ts';
export { gradeExercise, parsePairs } from './exercise.ts';
export type { ExerciseGrade } from './exercise.ts';
export type { RoundRobinRound } from './roundrobin.ts';
export { DUTCH_2026, RULES } from './criteria.ts';
export type { Reason } from './reasons.ts';
export { explainTr } from './tr.ts';

export interface RoundPairing {
  round: number;
  /** [white, black] start numbers, board order. */
  pairs: [number, number][];
  bye: number | null;
  reasons: Reason[];
  /** Turkish text, one sentence per reason. */
  text: string[];
}

export function pairState(state: PairingState, line: number): Result<{ pairing: DutchPairing; reasons: Reason[] }, TrfError> {
  const p = pairDutch(state);
  if (!p.ok) return err({ line, column: 1, message: p.error });
  return ok({ pairing: p.value, reasons: reasonsOf(p.value, state) });
}

/** Pairs the first round in which no game has a result (requested byes may already stand in it). */
export function pairNextRound(trfText: string, rules: RulesVersion = DUTCH_2026): Result<RoundPairing, TrfError> {
  void rules;
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
  /** 1-based board of the file's pairing that differs (0: the bye). */
  board: number;
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

/** Counts per criterion for a round's pairing: what the checker compares to name the deciding criterion. */
export function criterionCounts(state: PairingState, pairs: [number, number][], bye: number | null): Map<string, number> {
  const c = new Map<string, number>();
  const add = (k: string, v = 1) => c.set(k, (c.get(k) ?? 0) + v);
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  const last = state.round - 1 >= state.totalRounds - 1;
  for (const [w, b] of pairs) {
    const x = P(w);
    const y = P(b);
    if (!x || !y) continue;
    if (x.met.has(y.id)) add('C1');
    if (x.absolute && y.absolute && x.preference === y.preference && !last) add('C3');
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

/** Re-pairs every round of the file and reports the first round and board where the file differs. */
export function checkTournament(trfText: string, rules: RulesVersion = DUTCH_2026): Result<CheckReport, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const last = nextRound(file.value) - 1;
  let identical = 0;
  for (let r = 1; r <= last; r++) {
    const st = pairingState(file.value, r);
    if (!st.ok) return st;
    const res = pairState(st.value, file.value.players[0].line);
    if (!res.ok) return res;
    const ours = { pairs: res.value.pairing.pairs, bye: res.value.pairing.bye };
    const theirs = filePairing(file.value, r);
    const key = (p: [number, number]) => `${p[0]}-${p[1]}`;
    const set = new Set(ours.pairs.map(key));
    const boardOf = theirs.pairs.findIndex((p) => !set.has(key(p)));
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
    return ok({ rounds: last, identical, first: { round: r, board, file: theirs, engine: ours, criterion: decisive, message } });
  }
  return ok({ rounds: last, identical, first: null });
}
