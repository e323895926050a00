// The pairing exercise: a candidate's pairing of the next round, graded board by board against the
// engine's (C.04.3), with the reason for each difference in Turkish: a repeated game ([C1]), two equal
// absolute colour preferences ([C3]), the first criterion the board's own pair would break (whyNot), the
// engine's own explanation for the players concerned (each said once), and the first criterion in the
// rules' order on which the two pairings differ (decisiveCriterion). Pure TypeScript.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfError } from '../trf/read.ts';
import { absoluteColourClash, c10Fails, c11Fails, c12Fails, c13Fails, citation, criterion } from './criteria.ts';
import type { DutchPairing } from './dutch.ts';
import { decisiveCriterion } from './measure.ts';
import { pairState } from './round.ts';
import type { Reason } from './reasons.ts';
import { reasonText } from './tr.ts';
import { pairingState } from './view.ts';
import type { PairingPlayer, PairingState } from './view.ts';

const pts = (tenths: number): string => String(tenths / 10).replace('.', ',');

export type BoardVerdict = 'right' | 'colours' | 'wrong' | 'invalid';

export interface BoardGrade {
  board: number;
  white: number;
  black: number;
  verdict: BoardVerdict;
  /** Turkish sentences: what the engine does with these players and why. */
  text: string[];
}

export interface ExerciseGrade {
  round: number;
  boards: BoardGrade[];
  bye: { given: number | null; engine: number | null; right: boolean; text: string[] };
  /** Present players the candidate left out. */
  missing: number[];
  engine: { pairs: [number, number][]; bye: number | null };
  /** The first criterion, in the rules' order, on which the candidate's pairing and the engine's differ. */
  decisive: string | null;
  right: number;
}

/** "3-7 5-1", pairs separated by spaces, commas or lines; "bay 9" or "9-0" names the bye. */
export function parsePairs(text: string): Result<{ pairs: [number, number][]; bye: number | null }, string> {
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  const norm = text.replace(/[–—−]/g, '-');
  const token = /bay\s*:?\s*(\d+)|(\d+)\s*-\s*(\d+)/gi;
  const left = norm
    .replace(token, ' ')
    .replace(/[\s,;]+/g, ' ')
    .trim();
  if (left) return err(`“${left.split(' ')[0]}” okunamadı: her eşleşmeyi beyaz–siyah sırasıyla “3-7” biçiminde, bayı “bay 9” diye yazın.`);
  for (const m of norm.matchAll(token)) {
    if (m[1]) bye = Number(m[1]);
    else if (Number(m[3]) === 0) bye = Number(m[2]);
    else pairs.push([Number(m[2]), Number(m[3])]);
  }
  return ok({ pairs, bye });
}

type Pair = [number, number];

/** The order of a pair that meets the colour preferences it can (5.2.1): a player who wants white gets it. */
function bestOrder(state: PairingState, [x, y]: Pair): Pair {
  const px = state.byId.get(x) as PairingPlayer;
  const py = state.byId.get(y) as PairingPlayer;
  return px.preference === 'b' || (px.preference === null && py.preference === 'w') ? [y, x] : [x, y];
}

/** Whether one pair by itself breaks a criterion that is a property of a pair (C1, C3, C10–C13). */
function pairBreaks(state: PairingState, id: string, [x, y]: Pair): boolean {
  const a = state.byId.get(x) as PairingPlayer;
  const b = state.byId.get(y) as PairingPlayer;
  if (id === 'C1') return a.met.has(y) || a.forbidden.has(y);
  if (id === 'C3') return absoluteColourClash(a, b, state);
  if (id === 'C10') return c10Fails(a, b);
  if (id === 'C11') return c11Fails(a, b);
  if (id === 'C12') return c12Fails(a, b);
  if (id === 'C13') return c13Fails(a, b);
  return false;
}

/**
 * Why the engine does not pair `w` with `b`: the smallest change that puts them together (the engine's
 * pairing with their two games exchanged: w – b and their engine opponents with each other, or the bye
 * passed on) and the criterion that separates the change from the engine's pairing (measure.ts
 * decisiveCriterion), with the pair that breaks it. When only the order of candidates separates them,
 * the engine's choice comes from Article 4 (the transpositions and exchanges tried first).
 */
function whyNot(state: PairingState, engine: DutchPairing, w: number, b: number): string {
  const opp = (id: number): number | null => {
    const p = engine.pairs.find(([x, y]) => x === id || y === id);
    return p ? (p[0] === id ? p[1] : p[0]) : null;
  };
  const others = [opp(w), opp(b)].filter((x): x is number => x !== null);
  const kept = engine.pairs.filter(([x, y]) => ![w, b].includes(x) && ![w, b].includes(y));
  const rest: Pair | null = others.length === 2 ? bestOrder(state, [others[0], others[1]]) : null;
  const bye = others.length === 1 ? others[0] : engine.bye;
  const own = bestOrder(state, [w, b]);
  const changed: Pair[] = [...kept, own, ...(rest ? [rest] : [])];
  const decided = decisiveCriterion(state, { pairs: changed, bye }, engine)?.criterion;
  const partner = rest
    ? `${rest[0]} – ${rest[1]} eşleşmesi`
    : bye !== engine.bye && bye !== null
      ? `bayın ${bye} numaralı oyuncuya geçmesi`
      : '';
  const swap = partner ? `${w} – ${b} ile birlikte ${partner} gerekir` : `${w} – ${b} eşleşmesi gerekir`;
  if (!decided || decided.id === 'D' || decided.id === 'E')
    return `Bu masa için ${swap}; sayılan ölçütlerin hiçbiri kötüleşmez, ama motor aynı sonucu veren eşleşmelerden ${criterion('D').article} sırasında önce geleni seçer (${criterion('D').tr}).`;
  const culprit = pairBreaks(state, decided.id, own)
    ? `${w} – ${b}`
    : rest && pairBreaks(state, decided.id, rest)
      ? `${rest[0]} – ${rest[1]}`
      : bye !== null && bye !== engine.bye
        ? `bay ${bye}`
        : `${w} – ${b}`;
  return `Bu masa için ${swap}; bu değişiklik önce ${citation(decided)} ölçütünü bozar (${decided.tr}): ${culprit} yüzünden.`;
}

/** Grades a candidate's pairing of the next round of `trfText`. */
export function gradeExercise(
  trfText: string,
  candidate: { pairs: [number, number][]; bye: number | null },
): Result<ExerciseGrade, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const st = pairingState(file.value);
  if (!st.ok) return st;
  const state = st.value;
  const res = pairState(state, file.value.players[0].line);
  if (!res.ok) return res;
  const { pairing, reasons } = res.value;
  const engine = { pairs: pairing.pairs, bye: pairing.bye };
  const grader = new BoardGrader(state, pairing, reasons);
  const boards = candidate.pairs.map(([w, b], i) => grader.grade(i + 1, w, b));
  const missing = state.players.filter((p) => p.present && !grader.seen.has(p.id) && p.id !== candidate.bye).map((p) => p.id);
  const byeRight = candidate.bye === engine.bye;
  let decisive: string | null = null;
  const right = boards.filter((g) => g.verdict === 'right').length;
  const valid = boards.every((g) => g.verdict !== 'invalid') && missing.length === 0;
  if (valid && (right < engine.pairs.length || !byeRight)) {
    const d = decisiveCriterion(state, candidate, pairing);
    const c = d?.criterion ?? criterion('D');
    decisive = `İki eşlendirmeyi ayıran ilk ölçüt ${citation(c)}: ${c.tr}.`;
  }
  return ok({
    round: state.round,
    boards,
    bye: { given: candidate.bye, engine: engine.bye, right: byeRight, text: byeRight ? [] : grader.byeText(candidate.bye) },
    missing,
    engine,
    decisive,
    right,
  });
}

/** Grades the candidate's boards one by one against the engine's pairing, remembering who was seated and what was said. */
class BoardGrader {
  /** Each player's board in the candidate's pairing so far. */
  readonly seen = new Map<number, number>();
  /** The engine's reasons already given on an earlier board (each is said once). */
  private readonly said = new Set<string>();
  private readonly opponent = new Map<number, { opp: number; white: boolean; board: number }>();
  private readonly state: PairingState;
  private readonly pairing: DutchPairing;
  private readonly reasons: Reason[];

  constructor(state: PairingState, pairing: DutchPairing, reasons: Reason[]) {
    this.state = state;
    this.pairing = pairing;
    this.reasons = reasons;
    pairing.pairs.forEach(([w, b], i) => {
      this.opponent.set(w, { opp: b, white: true, board: i + 1 });
      this.opponent.set(b, { opp: w, white: false, board: i + 1 });
    });
  }

  private P(id: number): PairingPlayer | undefined {
    return this.state.byId.get(id);
  }

  /** The engine's reasons of these kinds that concern any of `ids`, in Turkish. */
  private about(ids: number[], kinds: Reason['kind'][]): string[] {
    return this.reasons
      .filter((r) => kinds.includes(r.kind))
      .filter((r) => {
        const people =
          'player' in r
            ? [r.player, ...('got' in r ? [r.got, r.expected] : []), ...('opponent' in r ? [r.opponent] : [])]
            : 'white' in r
              ? [r.white, r.black]
              : [];
        return people.some((x) => ids.includes(x));
      })
      .map(reasonText);
  }

  private engineSays(id: number): string {
    const o = this.opponent.get(id);
    if (o) return o.white ? `${o.board}. masada ${id} – ${o.opp}` : `${o.board}. masada ${o.opp} – ${id}`;
    if (this.pairing.bye === id) return `${id} eşlendirme bayı alır`;
    return `${id} bu turda eşlenmez`;
  }

  /** Players not in the file, not playing, seated twice, or paired with themselves. */
  private problems(board: number, w: number, b: number): string[] {
    const problems: string[] = [];
    for (const id of [w, b]) {
      const p = this.P(id);
      if (!p) problems.push(`${id} numaralı oyuncu dosyada yok.`);
      else if (!p.present) problems.push(`${id} numaralı oyuncu bu turda oynamıyor (${p.presetCode ?? 'çekildi'}).`);
      if (this.seen.has(id)) problems.push(`${id} numaralı oyuncu ${this.seen.get(id)}. masada da var.`);
      this.seen.set(id, board);
    }
    if (w === b) problems.push('Bir oyuncu kendisiyle eşlenemez.');
    return problems;
  }

  grade(board: number, w: number, b: number): BoardGrade {
    const problems = this.problems(board, w, b);
    if (problems.length) return { board, white: w, black: b, verdict: 'invalid', text: problems };
    const o = this.opponent.get(w);
    if (o && o.opp === b && o.white) {
      const text =
        o.board === board
          ? []
          : [`Eşleşme ve renkler doğru; motor bu oyunu ${o.board}. masaya koyar (masa sırası puana ve sıralamaya göredir; not edilmez).`];
      return { board, white: w, black: b, verdict: 'right', text };
    }
    if (o && o.opp === b)
      return { board, white: w, black: b, verdict: 'colours', text: ['Rakipler doğru, renkler ters.', ...this.about([w, b], ['colour'])] };
    return { board, white: w, black: b, verdict: 'wrong', text: this.wrong(w, b) };
  }

  /** Why a pair the engine does not make is wrong: the absolute criteria it breaks, the engine's boards, whyNot, the reasons not said yet. */
  private wrong(w: number, b: number): string[] {
    const text: string[] = [];
    const x = this.P(w) as PairingPlayer;
    const y = this.P(b) as PairingPlayer;
    if (x.met.has(b)) text.push(`${w} ile ${b} daha önce karşılaştı (${citation(criterion('C1'))}: ${criterion('C1').tr}).`);
    if (absoluteColourClash(x, y, this.state))
      text.push(`İkisinin de mutlak renk tercihi aynı (${citation(criterion('C3'))}: ${criterion('C3').tr}).`);
    if (x.score !== y.score)
      text.push(
        `Puanları farklı (${pts(x.score)} ve ${pts(y.score)}): biri puan grubunun dışında eşlenir; kayan oyuncu sayısı ve puanı en az olmalı (${citation(criterion('C6'))}, ${citation(criterion('C7'))}).`,
      );
    text.push(`Motor: ${this.engineSays(w)}; ${this.engineSays(b)}.`);
    text.push(whyNot(this.state, this.pairing, w, b));
    // The engine's reasons about these two players, each said once: a reason already given on an
    // earlier board is not repeated here.
    for (const t of this.about([w, b], ['not-natural', 'float-down', 'natural'])) {
      if (this.said.has(t)) continue;
      this.said.add(t);
      text.push(t);
    }
    return text;
  }

  /** Where the engine puts the PAB, its reason, and C2 when the candidate's bye receiver had one. */
  byeText(given: number | null): string[] {
    const bye = this.pairing.bye;
    const text = [bye === null ? 'Oyuncu sayısı çift: bu turda eşlendirme bayı yok.' : `Motor bayı ${bye} numaralı oyuncuya verir.`];
    text.push(...this.about(bye === null ? [] : [bye], ['bye']));
    const p = given === null ? undefined : this.P(given);
    if (p && !p.byeEligible)
      text.push(
        `${p.id} numaralı oyuncu daha önce eşlendirme bayı ya da oynamadan tam puan aldı (${citation(criterion('C2'))}: ${criterion('C2').tr}).`,
      );
    return text;
  }
}
