// Structured reasons for one round's pairing: the score groups, who floats down and why, which
// criterion excludes the obvious opponent (S1[i] against S2[i], C.04.3 3.3), the bye and each colour
// decision. Language-free: tr.ts writes them in Turkish. Pure TypeScript.

import { absoluteColourClash, c10Fails, c11Fails, c12Fails, c13Fails, COLOUR_RULE, colourRule } from './criteria.ts';
import type { CriterionId } from './criteria.ts';
import type { ColourReason, DutchPairing } from './dutch.ts';
import { maxWeightMatching } from './matching.ts';
import { floatOf } from './weights.ts';
import { decisiveCriterion } from './measure.ts';
import type { PairingPlayer, PairingState } from './view.ts';

/** Why a player moves down: the criteria the float finder (floatCriterion) can name. */
export type FloatCriterion = 'C1' | 'C4' | 'C6' | 'C7' | 'C8' | 'C10' | 'C11' | 'C12' | 'C13' | 'C14' | 'C16';

export type Reason =
  | { kind: 'absent'; player: number; code: string }
  | {
      kind: 'bracket';
      score: number;
      residents: number[];
      movedDown: number[];
      /** Players whose pairing score includes virtual points (acceleration, C.04.5.1), with the points. */
      virtual?: { player: number; points: number }[];
    }
  | { kind: 'natural'; score: number; player: number; opponent: number }
  | {
      kind: 'not-natural';
      score: number;
      player: number;
      expected: number;
      got: number;
      /** The first criterion (criteria.ts order) on which the bracket's natural pairing is worse than the engine's. */
      criterion: CriterionId;
      /** C1, C3, C12: the pair of the natural pairing that breaks it (it may not be the player's own). */
      blocking: [number, number] | null;
      /** C1 because the organiser forbade the pair (XXP, 260), not because they met. */
      forbidden?: boolean;
      exchanges: number;
    }
  | {
      kind: 'float-down';
      player: number;
      score: number;
      criterion: FloatCriterion;
      forbidden?: boolean;
      /** The player who could have moved down instead (C7, C8, C10–C14, C16), or the other floater paired with it (C4). */
      instead?: number;
    }
  | { kind: 'bye'; player: number; score: number; skipped: number[] }
  | { kind: 'colour'; white: number; black: number; rule: ColourReason; article: string };

/** Acceleration decides who is in a bracket: the players whose pairing score has virtual points (C.04.5.1). */
function virtualIn(
  b: DutchPairing['trace']['brackets'][number],
  P: (id: number) => PairingPlayer,
): { virtual?: { player: number; points: number }[] } {
  const virtual = [...b.movedDown, ...b.residents]
    .map((id) => ({ player: id, points: (P(id).score - P(id).plainScore) / 10 }))
    .filter((v) => v.points !== 0);
  return virtual.length ? { virtual } : {};
}

export function reasonsOf(p: DutchPairing, state: PairingState): Reason[] {
  const out: Reason[] = [];
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  for (const a of p.trace.absent) out.push({ kind: 'absent', player: a.id, code: a.code });
  const present = state.players.filter((x) => x.present).map((x) => x.id);
  /** Players paired in the brackets above the one being explained. */
  const settled = new Set<number>();
  for (const b of p.trace.brackets) {
    out.push({ kind: 'bracket', score: b.score, residents: b.residents, movedDown: b.movedDown, ...virtualIn(b, P) });
    out.push(...pairReasons(b, p, state));
    out.push(
      ...floatReasons(
        b,
        p,
        state,
        present.filter((x) => !settled.has(x)),
      ),
    );
    for (const [hi, lo] of b.pairs) settled.add(hi).add(lo);
  }
  if (p.bye !== null) out.push({ kind: 'bye', player: p.bye, score: P(p.bye).score / 10, skipped: p.trace.bye?.ineligible ?? [] });
  for (const c of p.trace.colours)
    out.push({
      kind: 'colour',
      white: c.white,
      black: c.black,
      rule: c.colourReason,
      article: colourRule(COLOUR_RULE[c.colourReason]).article,
    });
  return out;
}

type Bracket = DutchPairing['trace']['brackets'][number];

/** Each pair of a bracket: the natural one, or why the natural opponent was not taken. */
function pairReasons(b: Bracket, p: DutchPairing, state: PairingState): Reason[] {
  const out: Reason[] = [];
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  // The obvious pairing (C.04.3 3.3): each moved-down player against the resident in the same place,
  // then the remainder's top half against its bottom half in order.
  const withMdp = new Set(b.pairs.filter(([hi]) => b.movedDown.includes(hi)).map(([, lo]) => lo));
  const rest = b.residents.filter((x) => !withMdp.has(x) && !b.floatDown.includes(x));
  const half = Math.floor(rest.length / 2);
  const s1 = [...b.movedDown, ...rest.slice(0, half)];
  const s2 = [...b.residents.slice(0, b.movedDown.length), ...rest.slice(half)];
  const expectedOf = (hi: number): number | undefined => {
    const i = s1.indexOf(hi);
    return i < 0 ? undefined : b.movedDown.includes(hi) ? s2[i] : rest[half + (i - b.movedDown.length)];
  };
  // The natural pairing is judged as a whole: when any of its pairs breaks a criterion, the bracket is not
  // paired naturally, and a player whose own natural pair is blameless still loses it (issue 35: in
  // eslendirme-003, 3–6 fails because 4 and 8 of the same natural pairing already met, C.1).
  const natural = s1.flatMap((hi) => {
    const lo = expectedOf(hi);
    return lo === undefined ? [] : [[hi, lo] as [number, number]];
  });
  const breaks = (test: (a: PairingPlayer, e: PairingPlayer) => boolean, own: [number, number]): [number, number] | null =>
    [own, ...natural].find(([x, y]) => test(P(x), P(y))) ?? null;
  let decided: CriterionId | undefined;
  for (const [hi, lo] of b.pairs) {
    const expected = expectedOf(hi);
    if (expected === lo || expected === undefined) {
      if (s1.includes(hi)) out.push({ kind: 'natural', score: b.score, player: hi, opponent: lo });
      continue;
    }
    const own: [number, number] = [hi, expected];
    // C1: the pair met before, or the file forbids it (XXP, 260).
    const test: Partial<Record<CriterionId, (a: PairingPlayer, e: PairingPlayer) => boolean>> = {
      C1: (a, e) => a.met.has(e.id) || a.forbidden.has(e.id),
      C3: (a, e) => absoluteColourClash(a, e, state),
      C12: c12Fails,
    };
    // When the natural pairing takes other players than the engine's pairs (a player the engine moves
    // down), the first of C1, C3, C12 that one of its pairs breaks, else the order (D).
    decided ??=
      naturalLoses(p, state, b.pairs, natural) ??
      (['C1', 'C3', 'C12'] as const).find((k) => breaks(test[k] as (a: PairingPlayer, e: PairingPlayer) => boolean, own)) ??
      'D';
    const decisiveTest = test[decided];
    const blocking = decisiveTest ? breaks(decisiveTest, own) : null;
    const forbidden = decided === 'C1' && blocking !== null && !P(blocking[0]).met.has(blocking[1]);
    out.push({
      kind: 'not-natural',
      score: b.score,
      player: hi,
      expected,
      got: lo,
      criterion: decided,
      blocking,
      ...(forbidden ? { forbidden: true } : {}),
      exchanges: b.exchanges,
    });
  }
  return out;
}

/** Each player the bracket moves down (not the PAB), and the criterion that makes it this player. */
function floatReasons(b: Bracket, p: DutchPairing, state: PairingState, unsettled: number[]): Reason[] {
  const out: Reason[] = [];
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  const all = [...b.movedDown, ...b.residents];
  const floaters = b.floatDown.filter((f) => f !== p.bye);
  const lower = unsettled.filter((x) => !all.includes(x));
  for (const f of floaters) {
    const me = P(f);
    const others = all.filter((x) => x !== f);
    const anyone = others.length === 0 || others.some((x) => !me.met.has(x) && !me.forbidden.has(x));
    // Nobody left in the bracket it may meet: because they met, or because the file forbids the pair.
    const forbidden = !anyone && others.some((x) => !me.met.has(x));
    const why = anyone
      ? floatCriterion(f, { all, pairs: b.pairs, movedDown: b.movedDown, floaters, lower, bye: p.bye }, state)
      : { criterion: 'C1' as const };
    out.push({
      kind: 'float-down',
      player: f,
      score: me.score / 10,
      ...why,
      ...(forbidden ? { forbidden } : {}),
    });
  }
  return out;
}

// Why a player moves down (issue 35). The engine's floaters F of a bracket are compared with the
// alternatives a reader would try: the player and another floater both paired in the bracket (fewer
// floaters: only completion, [C4] 2.2.1, outranks their number), or another player of the bracket moving
// down in its place. An alternative the bracket cannot pair loses on the number of downfloaters ([C6]);
// one it can pair loses on the first criterion, in the order of C.04.3 Article 2, on which it is worse:
// [C4] completion, [C7] the downfloaters' scores, [C8] the next bracket (its number of pairs), [C10]–[C13]
// the colours of the bracket's best pairing, [C14] and [C16] repeated downfloats. The players below the floater are tried first (the order of Article 4 would
// move them down rather than it); when none of them can go, the players above it. Brackets larger than
// FLOAT_SEARCH_MAX are not searched (the answer stays [C6]), to keep the explanation of a large round cheap.

const FLOAT_SEARCH_MAX = 16;

interface FloatBracket {
  /** Moved-down players then residents, in the pairing order. */
  all: number[];
  /** The engine's pairs of the bracket. */
  pairs: [number, number][];
  movedDown: number[];
  /** The engine's floaters (not the pairing-allocated bye). */
  floaters: number[];
  /** Present players of the brackets below. */
  lower: number[];
  bye: number | null;
}

type Why = { criterion: FloatCriterion; instead?: number };

const compatible = (a: PairingPlayer, b: PairingPlayer, state: PairingState) =>
  !a.met.has(b.id) && !a.forbidden.has(b.id) && !absoluteColourClash(a, b, state);

/**
 * The most pairs among `ids` ([C1], [C3] and the forbidden pairs kept), and whether the unpaired may all take
 * the bye: no earlier bye ([C2]), and no more points than the engine's bye receiver ([C5]: the bye's score is
 * settled before the brackets are paired).
 */
function bestPairs(ids: readonly number[], state: PairingState, byeScore = Infinity): { pairs: number; byeOk: boolean } {
  const P = ids.map((id) => state.byId.get(id) as PairingPlayer);
  const may = (x: PairingPlayer) => x.byeEligible && x.score <= byeScore;
  if (P.length < 2) return { pairs: 0, byeOk: P.every(may) };
  // Weight 2n per pair plus 1 per paired player who may not take the bye: a heaviest matching pairs the
  // most players, and among those leaves only ones who may take the bye unpaired when it can.
  const mate = maxWeightMatching(P.length, (i, j) =>
    compatible(P[i], P[j], state) ? 2n * BigInt(P.length) + BigInt(Number(!may(P[i])) + Number(!may(P[j]))) : 0n,
  );
  return { pairs: mate.filter((m, v) => m > v).length, byeOk: P.every((x, v) => mate[v] >= 0 || may(x)) };
}

/** The colour criteria of a bracket, in their order (2.4.5–2.4.8): pairs that break each. */
const COLOUR_CRITERIA = [
  ['C10', c10Fails],
  ['C11', c11Fails],
  ['C12', c12Fails],
  ['C13', c13Fails],
] as const;

/** The fewest pairs breaking [C10], then [C11], [C12], [C13] over the pairings of `ids` that pair everyone. */
function bestColours(ids: readonly number[], state: PairingState): number[] {
  const P = ids.map((id) => state.byId.get(id) as PairingPlayer);
  if (P.length < 2) return COLOUR_CRITERIA.map(() => 0);
  // One digit per criterion in base n + 1, the first criterion the most significant, under a pair's unit.
  const base = BigInt(P.length + 1);
  const unit = base ** BigInt(COLOUR_CRITERIA.length + 1);
  const cost = (a: PairingPlayer, b: PairingPlayer) =>
    COLOUR_CRITERIA.reduce((n, [, fails], k) => n + (fails(a, b) ? base ** BigInt(COLOUR_CRITERIA.length - 1 - k) : 0n), 0n);
  const mate = maxWeightMatching(P.length, (i, j) => (compatible(P[i], P[j], state) ? unit - cost(P[i], P[j]) : 0n));
  const pairs = mate.flatMap((m, v) => (m > v ? [[P[v], P[m]] as const] : []));
  return COLOUR_CRITERIA.map(([, fails]) => pairs.filter(([a, b]) => fails(a, b)).length);
}

/** [C4] (2.2.1): the players still to pair can all be paired, with at most one (bye-eligible) left for the bye. */
function completable(ids: readonly number[], state: PairingState, bye: number | null): boolean {
  const r = bestPairs(ids, state, bye === null ? -1 : (state.byId.get(bye) as PairingPlayer).score);
  return r.pairs === Math.floor(ids.length / 2) && r.byeOk && ids.length - 2 * r.pairs <= 1;
}

/** The first criterion on which leaving `alt` unpaired instead of `engine` is worse; null when it is not worse. */
function worseOn(alt: number[], engine: number[], b: FloatBracket, state: PairingState): Why['criterion'] | 'D' | null {
  const P = (id: number) => state.byId.get(id) as PairingPlayer;
  const inBracket = b.all.filter((x) => !alt.includes(x) && x !== b.bye);
  if (bestPairs(inBracket, state).pairs * 2 < inBracket.length) return 'C6';
  if (!completable([...alt, ...b.lower], state, b.bye)) return 'C4';
  if (alt.length < engine.length) return null;
  const scores = (xs: number[]) => xs.map((x) => P(x).score).sort((x, y) => y - x);
  const [sa, se] = [scores(alt), scores(engine)];
  const d = sa.findIndex((x, i) => x !== se[i]);
  if (d >= 0) return sa[d] > se[d] ? 'C7' : null;
  const top = Math.max(...b.lower.map((x) => P(x).score));
  const next = b.lower.filter((x) => P(x).score === top);
  const [na, ne] = [bestPairs([...alt, ...next], state).pairs, bestPairs([...engine, ...next], state).pairs];
  if (na !== ne) return na < ne ? 'C8' : null;
  const colours = bestColours(inBracket, state);
  const mine = COLOUR_CRITERIA.map(([, fails]) => b.pairs.filter(([x, y]) => fails(P(x), P(y))).length);
  const c = COLOUR_CRITERIA.findIndex((_, k) => colours[k] !== mine[k]);
  if (c >= 0) return colours[c] > mine[c] ? COLOUR_CRITERIA[c][0] : null;
  for (const [back, id] of [
    [1, 'C14'],
    [2, 'C16'],
  ] as const) {
    if (state.round <= back) continue;
    const repeated = (xs: number[]) => [...new Set([...xs, ...b.movedDown])].filter((x) => floatOf(P(x), back, state) === 'down').length;
    const [ra, re] = [repeated(alt), repeated(engine)];
    if (ra !== re) return ra > re ? id : null;
  }
  return 'D';
}

const ORDER = ['C4', 'C6', 'C7', 'C8', 'C10', 'C11', 'C12', 'C13', 'C14', 'C16', 'D'];

/** Why `f`, who may meet someone in its bracket, moves down (see above). */
function floatCriterion(f: number, b: FloatBracket, state: PairingState): Why {
  if (b.all.length > FLOAT_SEARCH_MAX) return { criterion: 'C6' };
  const F = b.floaters;
  const rest = F.filter((x) => x !== f);
  // Fewer floaters: f and another floater paired in the bracket.
  for (const g of rest) {
    const why = worseOn(
      rest.filter((x) => x !== g),
      F,
      b,
      state,
    );
    if (why === 'C4') return { criterion: 'C4', instead: g };
  }
  const swaps = (ys: number[]): { criterion: FloatCriterion | 'D'; instead: number } | null => {
    let best: { criterion: FloatCriterion | 'D'; instead: number } | null = null;
    for (const y of ys) {
      const why = worseOn([...rest, y], F, b, state);
      if (why !== null && (best === null || ORDER.indexOf(why) > ORDER.indexOf(best.criterion))) best = { criterion: why, instead: y };
    }
    return best;
  };
  const i = b.all.indexOf(f);
  const candidates = b.all.filter((x) => !F.includes(x) && x !== b.bye);
  const below = swaps(candidates.filter((x) => b.all.indexOf(x) > i));
  const why = below ?? swaps(candidates.filter((x) => b.all.indexOf(x) < i));
  // Every other player moved down in its place adds a downfloater ([C6]) or loses only on the order of
  // Article 4: the bracket has one player too many and f is the one the order leaves.
  return why === null || why.criterion === 'D' || why.criterion === 'C6'
    ? { criterion: 'C6' }
    : { criterion: why.criterion, instead: why.instead };
}

/**
 * Why the engine did not pair a bracket naturally: the round with the bracket's natural pairs in place of
 * the engine's, compared with the engine's by the table of criteria (measure.ts). D when they tie; null
 * when the natural pairing takes other players than the engine's pairs of the bracket.
 */
function naturalLoses(
  p: DutchPairing,
  state: PairingState,
  bracketPairs: [number, number][],
  natural: [number, number][],
): CriterionId | null {
  const mine = new Set(bracketPairs.flat());
  const theirs = natural.flat();
  if (theirs.length !== mine.size || theirs.some((x) => !mine.has(x))) return null;
  const key = (x: [number, number]) => (x[0] < x[1] ? `${x[0]}-${x[1]}` : `${x[1]}-${x[0]}`);
  const replaced = new Set(bracketPairs.map(key));
  const pairs = [...p.pairs.filter((x) => !replaced.has(key(x))), ...natural];
  return (decisiveCriterion(state, { pairs, bye: p.bye }, p)?.criterion.id ?? 'D') as CriterionId;
}
