// The measures of the Dutch criteria on a pairing of a round, and the criterion that separates two
// pairings of the same round: one measure per criterion of the table (criteria.ts), compared in the
// table's order. The checker (index.ts), the exercise (exercise.ts) and the explanations (reasons.ts:
// why the engine did not take a bracket's obvious pairing) all ask `decisiveCriterion`. Pure TypeScript.
//
// How two pairings are compared, as C.04.3 compares candidates. The absolute criteria C1–C3, completion
// (C4) and the PAB's score (C5) are counted over the whole round. The quality criteria C6–C21 belong to
// a bracket (Article 3): the brackets are walked from the top score down, and at the first bracket whose
// pairs differ, each pairing's measures of that bracket are compared (C8 looks at the next bracket). When
// every criterion ties there, the order of candidates decides (Article 4, "D"); when the pairs are the
// same, the colours differ (5.2, "E"). A measure is a list of numbers compared lexicographically, lower
// being better (a count is a list of one; "scores, highest first" a sorted list).

import { absoluteColourClash, c10Fails, c11Fails, c12Fails, c13Fails, COLOUR_RULE, colourRule, CRITERIA, criterion } from './criteria.ts';
import type { Criterion, CriterionId } from './criteria.ts';
import type { DutchPairing } from './dutch.ts';
import { floatOf } from './weights.ts';
import type { PairingPlayer, PairingState } from './view.ts';

export interface RoundPairingValue {
  /** [white, black] start numbers. */
  pairs: [number, number][];
  bye: number | null;
}

type Measure = number[];
type RoundId = 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
type BracketId = Exclude<CriterionId, RoundId | 'D' | 'E'>;

/** A downfloater's score difference when it floats on unpaired: above any difference of a pair. */
const FLOATS_ON = 100000;

/** The pairing seen from the players: each one's opponent, or 0 for the PAB. */
class Seen {
  readonly opp = new Map<number, number>();
  readonly state: PairingState;
  readonly value: RoundPairingValue;
  constructor(state: PairingState, value: RoundPairingValue) {
    this.state = state;
    this.value = value;
    for (const [w, b] of value.pairs) {
      if (!this.P(w) || !this.P(b)) continue;
      this.opp.set(w, b);
      this.opp.set(b, w);
    }
    if (value.bye !== null) this.opp.set(value.bye, 0);
  }
  P(id: number): PairingPlayer {
    return this.state.byId.get(id) as PairingPlayer;
  }
  /** The score of the bracket in which a player is paired (−1: the PAB, never paired). */
  pairedAt(p: PairingPlayer): number {
    const o = this.opp.get(p.id);
    return o === undefined || o === 0 ? -1 : Math.min(p.score, this.P(o).score);
  }
  pairsAt(score: number): string[] {
    return this.value.pairs
      .filter(([w, b]) => this.P(w) && this.P(b) && Math.min(this.P(w).score, this.P(b).score) === score)
      .map(([w, b]) => (w < b ? `${w}-${b}` : `${b}-${w}`))
      .sort();
  }
}

/** C1–C5: counted over the whole round. */
function roundMeasures(s: Seen): Record<RoundId, Measure> {
  const { state, value } = s;
  let met = 0;
  let clash = 0;
  for (const [w, b] of value.pairs) {
    const x = s.P(w);
    const y = s.P(b);
    if (!x || !y) continue;
    if (x.met.has(y.id) || x.forbidden.has(y.id)) met++;
    if (absoluteColourClash(x, y, state)) clash++;
  }
  const present = state.players.filter((p) => p.present);
  const unpaired = present.filter((p) => !s.opp.has(p.id) || s.opp.get(p.id) === 0).length;
  const bye = value.bye === null ? undefined : s.P(value.bye);
  return {
    C1: [met],
    C2: [bye && !bye.byeEligible ? 1 : 0],
    C3: [clash],
    C4: [Math.max(0, unpaired - (present.length & 1))],
    C5: [bye ? bye.score : 0],
  };
}

const desc = (xs: number[]): number[] => xs.sort((a, b) => b - a);

/** C6–C21 of the bracket of `score` (residents of that score and the players moved down into it). */
function bracketMeasures(s: Seen, score: number, next: number | null): Record<BracketId, Measure> {
  const { state } = s;
  const inBracket = state.players.filter((p) => p.present && p.score >= score && (p.score === score || s.pairedAt(p) <= score));
  const mdp = (p: PairingPlayer) => p.score > score;
  const floaters = inBracket.filter((p) => s.pairedAt(p) < score);
  const pairs = inBracket
    .filter((p) => s.pairedAt(p) === score && p.id < (s.opp.get(p.id) as number))
    .map((p) => [p, s.P(s.opp.get(p.id) as number)] as const);
  const count = (test: (a: PairingPlayer, b: PairingPlayer) => boolean) => [pairs.filter(([a, b]) => test(a, b)).length];
  const nextFloaters = next === null ? [] : bracketFloaters(s, next);
  const bye = s.value.bye;
  const onlyBye = floaters.length === 1 && floaters[0].id === bye;
  const float = (p: PairingPlayer, back: 1 | 2) => floatOf(p, back, state);
  // Residents paired with a moved-down player, with that player.
  const mdpOpponents = inBracket.filter((p) => !mdp(p) && s.pairedAt(p) === score && mdp(s.P(s.opp.get(p.id) as number)));
  const residentFloats = (back: 1 | 2) => [floaters.filter((p) => !mdp(p) && float(p, back) === 'down').length];
  const opponentFloats = (back: 1 | 2) => [mdpOpponents.filter((p) => float(p, back) === 'up').length];
  const mdpDifferences = (back: 1 | 2) =>
    desc(
      inBracket
        .filter((p) => mdp(p) && float(p, back) === 'down')
        .map((p) => (s.pairedAt(p) === score ? p.score - s.P(s.opp.get(p.id) as number).score : FLOATS_ON + p.score - score)),
    );
  const opponentDifferences = (back: 1 | 2) =>
    desc(mdpOpponents.filter((p) => float(p, back) === 'up').map((p) => s.P(s.opp.get(p.id) as number).score - p.score));
  return {
    C6: [floaters.length],
    C7: desc(floaters.map((p) => p.score)),
    C8: [nextFloaters.length, ...desc(nextFloaters.map((p) => p.score))],
    C9: [onlyBye ? state.round - 1 - floaters[0].playedGames : 0],
    C10: count(c10Fails),
    C11: count(c11Fails),
    C12: count(c12Fails),
    C13: count(c13Fails),
    C14: residentFloats(1),
    C15: opponentFloats(1),
    C16: residentFloats(2),
    C17: opponentFloats(2),
    C18: mdpDifferences(1),
    C19: opponentDifferences(1),
    C20: mdpDifferences(2),
    C21: opponentDifferences(2),
  };
}

function bracketFloaters(s: Seen, score: number): PairingPlayer[] {
  return s.state.players.filter(
    (p) => p.present && p.score >= score && (p.score === score || s.pairedAt(p) <= score) && s.pairedAt(p) < score,
  );
}

function compare(a: Measure, b: Measure): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

const unordered = ([w, b]: [number, number]) => (w < b ? `${w}-${b}` : `${b}-${w}`);

export interface Decision {
  criterion: Criterion;
  /** The score (points) of the bracket where a quality criterion or the order decides; null otherwise. */
  bracket: number | null;
}

/**
 * The criterion that separates `given` from the engine's pairing of the same round (`engine`, with its
 * colour reasons): the first, in the table's order, whose measure differs. Null when both are the same.
 */
export function decisiveCriterion(state: PairingState, given: RoundPairingValue, engine: DutchPairing): Decision | null {
  const a = new Seen(state, given);
  const b = new Seen(state, engine);
  const ra = roundMeasures(a);
  const rb = roundMeasures(b);
  const round = CRITERIA.filter((c): c is (typeof CRITERIA)[number] & { id: RoundId } => c.id in ra);
  const first = round.find((c) => compare(ra[c.id], rb[c.id]) !== 0);
  if (first) return { criterion: criterion(first.id), bracket: null };
  const scores = [...new Set(state.players.filter((p) => p.present).map((p) => p.score))].sort((x, y) => y - x);
  for (let k = 0; k < scores.length; k++) {
    const pa = a.pairsAt(scores[k]);
    const pb = b.pairsAt(scores[k]);
    if (pa.join() === pb.join()) continue;
    const next = scores[k + 1] ?? null;
    const ma = bracketMeasures(a, scores[k], next);
    const mb = bracketMeasures(b, scores[k], next);
    const c = CRITERIA.find(
      (x): x is (typeof CRITERIA)[number] & { id: BracketId } => x.id in ma && compare(ma[x.id as BracketId], mb[x.id as BracketId]) !== 0,
    );
    return { criterion: criterion(c ? c.id : 'D'), bracket: scores[k] / 10 };
  }
  if (given.bye !== engine.bye) return { criterion: criterion('D'), bracket: null };
  // The same pairs: the colours differ. Name the colour rule (5.2.1–5.2.5) the engine applied to the first such pair.
  const same = new Set(engine.pairs.map((p) => `${p[0]}-${p[1]}`));
  const reversed = given.pairs.find((p) => !same.has(`${p[0]}-${p[1]}`));
  if (!reversed) return null;
  const pair = engine.trace.colours.find((c) => unordered([c.white, c.black]) === unordered(reversed));
  const E = criterion('E');
  return { criterion: pair ? { ...E, article: colourRule(COLOUR_RULE[pair.colourReason]).article } : E, bracket: null };
}
