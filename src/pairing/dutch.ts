// The Dutch system, FIDE C.04.3 (rules approved 2025, in force from 1 February 2026), with the general
// rules of C.04.1. Pure TypeScript.
//
// How it decides. Every pair of players that may meet (C1 no rematch, C3 absolute colour preferences)
// gets one weight (a fixed-width integer in 48-bit limbs, see matching.ts) whose bit fields are the
// quality criteria in their order of priority; a maximum-weight matching over all players therefore
// satisfies the criteria lexicographically. The brackets are paired from the top score down: in each
// bracket the matching is re-solved (incrementally: only the changed players' edges) with the bracket's
// own criteria switched on, then the bracket's choices are fixed one at a
// time in the order C.04.3 prescribes (which moved-down players are paired, their opponents, how many
// exchanges, which players are exchanged, the opponent of each S1 player), each time keeping the best
// weight. The approach is the one of bbpPairings (BieremaBoyzProgramming, Apache-2.0), whose source we
// read to learn the order of the criteria; this code is our own.

import type { Result } from '../engine/index.ts';
import { err, ok } from '../engine/index.ts';
import { addAt, isZero, Matcher, normalize } from './matching.ts';
import type { Colour, PairingPlayer, PairingState } from './view.ts';

export type FloatDir = 'down' | 'up' | null;

export type ColourReason =
  | 'both-preferences' // A.6/E.1: both preferences are granted
  | 'preference-higher-absolute' // E.2: the stronger (absolute) preference wins
  | 'preference-strong' // E.3: a strong preference over a mild one
  | 'alternate-history' // E.4: alternate to the last round in which colours differed
  | 'preference-rank' // E.5: the higher-ranked player gets its preference
  | 'initial-colour'; // E.5/A.7: no preference: by pairing number and the initial colour

export interface PairTrace {
  white: number;
  black: number;
  colourReason: ColourReason;
}

export interface BracketTrace {
  /** Score of the resident players, in points. */
  score: number;
  residents: number[];
  /** Moved-down players (MDPs) entering from higher brackets. */
  movedDown: number[];
  /** Pairs fixed in this bracket (start numbers, higher first). */
  pairs: [number, number][];
  /** Players left unpaired, moving down to the next bracket (or the bye). */
  floatDown: number[];
  /** Exchanges between S1 and S2 made in the remainder. */
  exchanges: number;
}

export interface ByeTrace {
  player: number;
  /** Players of a lower or equal score who could not take it (already had a PAB or a full-point bye). */
  ineligible: number[];
  score: number;
}

export interface DutchPairing {
  round: number;
  /** Board order: [white, black]. */
  pairs: [number, number][];
  bye: number | null;
  trace: { brackets: BracketTrace[]; bye: ByeTrace | null; colours: PairTrace[]; absent: { id: number; code: string }[] };
}

const bits = (x: number): number => (x <= 0 ? 0 : 32 - Math.clz32(x));
const inv = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
const compatiblePrefs = (a: Colour | null, b: Colour | null) => a !== b || a === null || b === null;

/** Score with acceleration, `roundsBack` rounds before the round to pair. */
function scoreBack(p: PairingPlayer, roundsBack: number, round: number): number {
  let s = p.plainScore;
  let idx = round - 1;
  for (let k = 0; k < roundsBack; k++) {
    idx--;
    s -= p.history[idx]?.points ?? 0;
  }
  return s + (p.acceleration[idx] ?? 0);
}

export function floatOf(p: PairingPlayer, roundsBack: number, state: PairingState): FloatDir {
  const idx = state.round - 1 - roundsBack;
  const h = p.history[idx];
  if (!h) return null;
  if (!h.played) return h.points > state.points.loss ? 'down' : null;
  const opp = state.byId.get(h.opponent as number) as PairingPlayer;
  const a = scoreBack(p, roundsBack, state.round);
  const b = scoreBack(opp, roundsBack, state.round);
  return a > b ? 'down' : a < b ? 'up' : null;
}

/** Higher in the pairing order: more points, then the smaller pairing number. */
const ranksAbove = (a: PairingPlayer, b: PairingPlayer) => a.score > b.score || (a.score === b.score && a.rankIndex < b.rankIndex);

/** C.04.3 E: the colour of `p` against `q`, and the rule that decided it. */
export function chooseColour(p: PairingPlayer, q: PairingPlayer, initial: Colour): [Colour, ColourReason] {
  if (compatiblePrefs(p.preference, q.preference)) {
    if (p.preference !== null) return [p.preference, 'both-preferences'];
    if (q.preference !== null) return [inv(q.preference), 'both-preferences'];
  } else {
    if (p.absolute && (p.imbalance > q.imbalance || !q.absolute)) return [p.preference as Colour, 'preference-higher-absolute'];
    if (q.absolute && (q.imbalance > p.imbalance || !p.absolute)) return [inv(q.preference as Colour), 'preference-higher-absolute'];
    if (p.strong && !q.strong) return [p.preference as Colour, 'preference-strong'];
    if (q.strong && !p.strong) return [inv(q.preference as Colour), 'preference-strong'];
    // E.4: back to the most recent round in which both played with different colours.
    const pc = p.history.filter((h) => h.played).map((h) => h.colour);
    const qc = q.history.filter((h) => h.played).map((h) => h.colour);
    for (let i = pc.length - 1, j = qc.length - 1; i >= 0 && j >= 0; i--, j--) {
      if (pc[i] !== qc[j]) return [qc[j] as Colour, 'alternate-history'];
    }
  }
  if (p.preference === null) {
    // No preference on either side (A.7 / E.5): the initial colour by pairing number.
    if (ranksAbove(q, p)) return [q.rankIndex & 1 ? initial : inv(initial), 'initial-colour'];
    return [p.rankIndex & 1 ? inv(initial) : initial, 'initial-colour'];
  }
  return ranksAbove(q, p) ? [inv(q.preference as Colour), 'preference-rank'] : [p.preference, 'preference-rank'];
}

/**
 * The graph the brackets share: `base` holds each pair's weight for the current bracket (the matcher's
 * weight is that plus a small adjustment of the step in progress); fixed pairs leave the graph.
 */
class Graph {
  readonly m: Matcher;
  readonly base: Float64Array;
  readonly fixed: number[];
  readonly n: number;
  readonly limbs: number;
  constructor(n: number, bits: number) {
    this.n = n;
    this.m = new Matcher(n, bits);
    this.limbs = this.m.limbs;
    this.base = new Float64Array(n * n * this.limbs);
    this.fixed = new Array(n).fill(-1);
  }
  /** Offset of pair a–b in `base`. */
  at(a: number, b: number): number {
    return (a > b ? a * this.n + b : b * this.n + a) * this.limbs;
  }
  isEdge(a: number, b: number): boolean {
    return !isZero(this.base, this.at(a, b), this.limbs);
  }
  clear(a: number, b: number): void {
    const o = this.at(a, b);
    this.base.fill(0, o, o + this.limbs);
  }
  /** The matcher's weight of a–b: the base weight plus `add`, or no edge when the base is 0. */
  set(a: number, b: number, add = 0): void {
    if (a === b) return;
    if (this.isEdge(a, b)) this.m.setWeight(a, b, this.base, this.at(a, b), add);
    else this.m.setWeight(a, b, null, 0);
  }
  /** A weight written into `buf` (not the base). */
  setRaw(a: number, b: number, buf: Float64Array): void {
    this.m.setWeight(a, b, buf, 0);
  }
  fix(a: number, b: number): void {
    this.fixed[a] = b;
    this.fixed[b] = a;
    this.m.remove(a);
    this.m.remove(b);
  }
  /** Maximum-weight matching; mate[v] = v when unmatched. */
  compute(): number[] {
    const m = this.m.solve();
    const mate = new Array<number>(this.n);
    for (let v = 0; v < this.n; v++) mate[v] = this.fixed[v] >= 0 ? this.fixed[v] : m[v] >= 0 ? m[v] : v;
    return mate;
  }
}

export function pairDutch(state: PairingState): Result<DutchPairing, string> {
  const round = state.round;
  const played = round - 1;
  const P = state.points;
  const present = state.players.filter((p) => p.present);
  const absent = state.players.filter((p) => !p.present).map((p) => ({ id: p.id, code: p.presetCode ?? ' ' }));
  const sorted = [...present].sort((a, b) => b.score - a.score || a.rankIndex - b.rankIndex);
  const n = sorted.length;
  const empty: DutchPairing = { round, pairs: [], bye: null, trace: { brackets: [], bye: null, colours: [], absent } };
  if (n === 0) return ok(empty);
  const topThreshold = (played * Math.max(P.win, P.draw)) >> 1;
  const lastRound = played >= state.totalRounds - 1;

  // C1 (no rematch) and C3 (absolute preferences; topscorers excepted in the last round).
  const compatible = (a: PairingPlayer, b: PairingPlayer): boolean =>
    !a.met.has(b.id) &&
    (!a.absolute || !b.absolute || a.preference !== b.preference || (lastRound && (a.score > topThreshold || b.score > topThreshold)));

  // Bit widths: S holds a count of players of one score group, G one bit field per score group.
  const groupShift = new Map<number, number>();
  let G = 0;
  let maxGroup = 0;
  for (let i = n - 1, count = 0; i >= 0; i--) {
    count++;
    if (i === 0 || sorted[i].score < sorted[i - 1].score) {
      groupShift.set(sorted[i].score, G);
      maxGroup = Math.max(maxGroup, count);
      G += bits(count);
      count = 0;
    }
  }
  const S = bits(maxGroup);
  const GB = G;
  const shiftOf = (p: PairingPlayer) => groupShift.get(p.score) as number;
  // The weight's width: the sum of its fields below (the first, 2 bits, on top).
  const backs = Math.min(played, 2);
  const TOTAL = S + GB + S + GB + 2 * S + 4 * S + backs * 2 * S + backs * 2 * GB + 3 * S + 1;
  const floats = new Map<number, [FloatDir, FloatDir]>();
  for (const p of sorted) floats.set(p.id, [played > 0 ? floatOf(p, 1, state) : null, played > 1 ? floatOf(p, 2, state) : null]);
  const fl = (p: PairingPlayer, back: 1 | 2) => (floats.get(p.id) as [FloatDir, FloatDir])[back - 1];

  let byeScore = 0;
  let single = false;
  let unplayedRank = new Map<number, number>();
  const byeCandidate = (p: PairingPlayer) => p.byeEligible && p.score <= byeScore;
  const B = (x: boolean) => (x ? 1 : 0);

  // The weight of pairing `hi` (higher in the order) with `lo`, written at buf[off..]; false (and 0)
  // when they may not meet. Fields from the most significant down; `pos` is the field's lowest bit.
  const writeEdge = (buf: Float64Array, off: number, hi: PairingPlayer, lo: PairingPlayer, inCur: boolean, inNext: boolean): boolean => {
    buf.fill(0, off, off + L);
    if (!compatible(hi, lo)) return false;
    let pos = TOTAL;
    const put = (x: number, at = pos) => addAt(buf, off, L, at, x);
    // Completion (C4) and the bye: pair everyone, leave unpaired only a player who may get the PAB.
    put(1 + B(!byeCandidate(hi)) + B(!byeCandidate(lo)));
    // C6: maximise the pairs in the bracket; C7: maximise the scores paired.
    pos -= S;
    put(B(inCur));
    pos -= GB;
    if (inCur) put(1, pos + shiftOf(hi));
    // The same for the next bracket (C8: the downfloaters must allow the next bracket its best).
    pos -= S;
    put(B(inNext));
    pos -= GB;
    if (inNext) put(1, pos + shiftOf(hi));
    // C9: minimise the unplayed games of the PAB assignee.
    pos -= 2 * S;
    if (single) {
      if (hi.score === byeScore) put(unplayedRank.get(hi.playedGames) ?? 0);
      if (lo.score === byeScore) put(unplayedRank.get(lo.playedGames) ?? 0);
    }
    // C10–C13: colours.
    const m = inCur;
    const a = lo;
    const b = hi;
    pos -= S;
    put(B(m && (a.imbalance <= 1 || b.imbalance <= 1 || a.preference !== b.preference)));
    pos -= S;
    put(
      B(
        m &&
          (!a.absolute ||
            !b.absolute ||
            a.preference !== b.preference ||
            (a.imbalance === b.imbalance
              ? a.repeated === null || a.repeated !== b.repeated
              : (a.imbalance > b.imbalance ? b : a).repeated !== inv(a.preference as Colour))),
      ),
    );
    pos -= S;
    put(B(m && compatiblePrefs(a.preference, b.preference)));
    pos -= S;
    put(B(m && ((!a.strong && !a.absolute) || (!b.strong && !b.absolute) || (a.absolute && b.absolute) || a.preference !== b.preference)));
    // C14–C17: repeated floats one and two rounds before.
    for (const back of [1, 2] as const) {
      if (played < back) continue;
      pos -= S;
      if (inCur) {
        put(B(fl(lo, back) === 'down'));
        put(B(hi.score <= lo.score && fl(hi, back) === 'down'));
      }
      pos -= S;
      if (inCur) put(B(!(hi.score > lo.score && fl(lo, back) === 'up')));
    }
    // C18–C21: the scores of those floaters.
    for (const back of [1, 2] as const) {
      if (played < back) continue;
      pos -= GB;
      if (inCur) {
        if (fl(lo, back) === 'down') put(1, pos + shiftOf(lo));
        if (fl(hi, back) === 'down') put(1, pos + shiftOf(hi));
      }
      pos -= GB;
      if (inCur && !(fl(lo, back) === 'up' && hi.score > lo.score)) put(1, pos + shiftOf(hi));
    }
    // Room for the order of C.04.3 D (exchanges, transpositions): 3·S + 1 bits, 0 here.
    normalize(buf, off, L);
    return true;
  };

  const g = new Graph(n, TOTAL + 3);
  const L = g.limbs;
  const buf = new Float64Array(L);
  const matched = new Array<boolean>(n).fill(false);
  for (let pi = 0; pi < n; pi++) {
    const p = sorted[pi];
    for (let oi = 0; oi < pi; oi++) {
      const o = sorted[oi];
      if (n & 1) {
        // Odd: first only who takes the bye (completion, then the lowest scores).
        buf.fill(0);
        if (compatible(p, o)) {
          addAt(buf, 0, L, GB + S, 1 + B(!p.byeEligible) + B(!o.byeEligible));
          addAt(buf, 0, L, S, shiftOf(p) + shiftOf(o));
          addAt(buf, 0, L, 0, B(p.score >= sorted[0].score));
          normalize(buf, 0, L);
        }
      } else writeEdge(buf, 0, o, p, false, false);
      g.setRaw(pi, oi, buf);
    }
  }
  let stable = g.compute();
  {
    let unmatched = 0;
    for (let v = 0; v < n; v++) {
      if (stable[v] === v) {
        unmatched++;
        if (unmatched > 1 || !sorted[v].byeEligible) {
          return err(
            `${round}. tur eşlenemiyor: mutlak ölçütler (C.04.3 C1–C3: aynı rakiple ikinci kez oynamamak, mutlak renk tercihleri) ve eşlendirme bayı kuralı (C.04.1) birlikte sağlanamıyor.`,
          );
        }
      }
    }
  }
  let byeTrace: ByeTrace | null = null;
  if (n & 1) {
    const v = stable.findIndex((m, i) => m === i);
    byeScore = sorted[v].score;
    const top = sorted[0].score;
    if (byeScore >= top) {
      single = true;
      for (let i = 0; i < n && sorted[i].score >= top; i++) if (sorted[stable[i]].score < top) single = false;
    }
    const counts = sorted
      .filter((p) => p.score === byeScore)
      .map((p) => p.playedGames)
      .sort((a, b) => b - a);
    unplayedRank = new Map();
    counts.forEach((c, i) => unplayedRank.set(c, i));
    for (let pi = 0; pi < n; pi++) {
      for (let oi = 0; oi < pi; oi++) {
        writeEdge(buf, 0, sorted[oi], sorted[pi], false, false);
        g.setRaw(pi, oi, buf);
      }
    }
    byeTrace = {
      player: 0,
      ineligible: sorted.filter((p) => !p.byeEligible && p.score <= byeScore).map((p) => p.id),
      score: byeScore / 10,
    };
  }

  const brackets: BracketTrace[] = [];
  let pbi: number[] = [];
  let next = 0;
  while (next < n && sorted[next].score >= sorted[0].score) pbi.push(next++);
  let groupBegin = 0; // number of moved-down players at the front of pbi
  let groupBeginVertex = 0;
  const mateOf = new Array<number>(n).fill(-1);

  while (pbi.length > 1 || next < n) {
    const nextBegin = pbi.length;
    const nextBeginVertex = groupBeginVertex + (nextBegin - groupBegin);
    const groupStart = next;
    while (next < n && sorted[next].score >= sorted[groupStart].score) pbi.push(next++);
    const inBracket = (v: number) => v >= groupBeginVertex && v < nextBeginVertex;

    const trace: BracketTrace = {
      score: sorted[pbi[groupBegin] ?? pbi[0]].score / 10,
      residents: pbi.slice(groupBegin, nextBegin).map((v) => sorted[v].id),
      movedDown: pbi.slice(0, groupBegin).map((v) => sorted[v].id),
      pairs: [],
      floatDown: [],
      exchanges: 0,
    };

    for (let x = groupBegin; x < pbi.length; x++) {
      for (let s = 0; s < x; s++) writeEdge(g.base, g.at(pbi[s], pbi[x]), sorted[pbi[s]], sorted[pbi[x]], x < nextBegin, x >= nextBegin);
    }
    for (let x = groupBegin; x < pbi.length; x++) for (let s = 0; s < x; s++) g.set(pbi[x], pbi[s]);
    const edge = (x: number, y: number) => g.isEdge(pbi[x], pbi[y]);

    // Fewest exchanges, then the smallest difference of the exchanged numbers (C.04.3 D.2–D.3): what
    // the remainder adds to a base weight for the S1 candidate at `sRem`.
    const remAdd = (sRem: number, remPairs: number): number => (B(sRem < remPairs) * 2 ** (2 * S) - sRem) * 2;

    stable = g.compute();

    // Which moved-down players are paired in this bracket (the highest first, C.04.3 C6–C7, D.1).
    let mdScore = 0;
    let mdLeft = 0;
    let mdMatchedLeft = 0;
    for (let pi = 0; pi < groupBegin; pi++) {
      if (pi === 0 || sorted[pbi[pi]].score < mdScore) {
        mdScore = sorted[pbi[pi]].score;
        mdMatchedLeft = 0;
        mdLeft = 0;
        for (let k = pi; k < pbi.length && sorted[pbi[k]].score >= mdScore; k++) {
          mdLeft++;
          if (inBracket(stable[pbi[k]])) mdMatchedLeft++;
        }
      }
      if (!mdMatchedLeft) continue;
      const pv = pbi[pi];
      if (mdLeft <= mdMatchedLeft) {
        matched[pv] = true;
        continue;
      }
      mdLeft--;
      if (!inBracket(stable[pv])) {
        for (let oi = groupBegin; oi < nextBegin; oi++) {
          if (edge(oi, pi)) g.set(pv, pbi[oi], 1);
        }
        stable = g.compute();
      }
      if (inBracket(stable[pv])) {
        matched[pv] = true;
        mdMatchedLeft--;
        for (let oi = groupBegin; oi < nextBegin; oi++) {
          if (edge(oi, pi)) g.set(pv, pbi[oi], nextBegin - groupBegin + 1);
        }
      }
    }

    // The opponents of the moved-down players: the highest possible S2 player... in the order of D.
    for (let pi = 0; pi < groupBegin; pi++) {
      const pv = pbi[pi];
      if (!matched[pv]) continue;
      let add = pbi.length;
      let top = -1;
      for (let oi = nextBegin - 1; oi >= groupBegin; oi--) {
        const ov = pbi[oi];
        if (matched[ov]) continue;
        if (edge(oi, pi)) {
          g.set(pv, ov, add);
          add++;
          top = ov;
        }
      }
      // The present matching stays optimal when it already gives the most favoured opponent.
      if (stable[pv] !== top) stable = g.compute();
      const mv = stable[pv];
      matched[mv] = true;
      fixPair(pv, mv);
    }

    function fixPair(a: number, b: number): void {
      g.fix(a, b);
      mateOf[a] = b;
      mateOf[b] = a;
      const [hi, lo] = a < b ? [a, b] : [b, a];
      trace.pairs.push([sorted[hi].id, sorted[lo].id]);
    }

    // The remainder (homogeneous part): S1 = the players paired downwards, S2 the rest.
    const remainder: number[] = [];
    let remPairs = 0;
    for (let pi = groupBegin; pi < nextBegin; pi++) {
      const pv = pbi[pi];
      if (stable[pv] < groupBeginVertex) continue;
      remainder.push(pi);
      if (stable[pv] < pv) remPairs++;
    }
    const firstGroupEnd = remPairs; // index into remainder
    for (let a = 0; a < remainder.length; a++) {
      for (let b = 0; b < a; b++) g.set(pbi[remainder[b]], pbi[remainder[a]], remAdd(b, remPairs));
    }
    stable = g.compute();

    let exchangeCount = 0;
    for (let k = 0; k < remainder.length; k++) {
      const pi = remainder[k];
      if (firstGroupEnd >= remainder.length || pi >= remainder[firstGroupEnd]) break;
      const pv = pbi[pi];
      if (stable[pv] <= pv || stable[pv] >= nextBeginVertex) exchangeCount++;
    }
    trace.exchanges = exchangeCount;

    // Exchange the lowest S1 players possible (D.3).
    let left = exchangeCount;
    let remIdx = remPairs;
    for (let k = firstGroupEnd; k > 0 && left;) {
      remIdx--;
      k--;
      const pi = remainder[k];
      const pv = pbi[pi];
      if (stable[pv] > pv && stable[pv] < nextBeginVertex) {
        for (let o = k + 1; o < remainder.length; o++) {
          if (edge(remainder[o], pi)) g.set(pv, pbi[remainder[o]], remAdd(remIdx, remPairs) - 1);
        }
        stable = g.compute();
      }
      const exchange = stable[pv] <= pv || stable[pv] >= nextBeginVertex;
      if (exchange) left--;
      for (let o = k + 1; o < remainder.length; o++) {
        if (exchange) g.clear(pbi[remainder[o]], pv);
        g.set(pv, pbi[remainder[o]], remAdd(remIdx, remPairs));
      }
    }
    // ... against the highest S2 players possible.
    left = exchangeCount;
    remIdx = remPairs;
    for (let k = firstGroupEnd; k < remainder.length && left > 1; k++) {
      const pi = remainder[k];
      const pv = pbi[pi];
      const already = stable[pv] > pv && stable[pv] < nextBeginVertex;
      if (!already) {
        for (let o = k + 1; o < remainder.length; o++) {
          if (edge(remainder[o], pi)) g.set(pv, pbi[remainder[o]], remAdd(remIdx, remPairs) + 1);
        }
        stable = g.compute();
      }
      const exchange = stable[pv] > pv && stable[pv] < nextBeginVertex;
      if (exchange) {
        left--;
        for (let o = 0; o < k; o++) {
          g.clear(pv, pbi[remainder[o]]);
          g.set(pv, pbi[remainder[o]]);
        }
        for (let oi = nextBegin; oi < pbi.length; oi++) {
          g.clear(pbi[oi], pv);
          g.set(pv, pbi[oi]);
        }
      }
      if (!already) {
        for (let o = k + 1; o < remainder.length; o++) g.set(pv, pbi[remainder[o]], remAdd(remIdx, remPairs));
      }
      remIdx++;
    }
    // Fix who is in S1 and who in S2.
    for (let k = 0; k < remainder.length; k++) {
      const pi = remainder[k];
      const pv = pbi[pi];
      for (let o = k + 1; o < remainder.length; o++) {
        const ov = pbi[remainder[o]];
        if (stable[pv] <= pv || stable[pv] >= nextBeginVertex || (stable[ov] > ov && stable[ov] < nextBeginVertex)) g.clear(ov, pv);
        g.set(pv, ov);
      }
    }
    stable = g.compute();
    // Each S1 player in order takes the first S2 player that keeps the best weight (D.2, transpositions).
    for (const pi of remainder) {
      const pv = pbi[pi];
      if (stable[pv] > pv && stable[pv] < nextBeginVertex) {
        let add = 0;
        let top = -1;
        for (let o = remainder.length - 1; o >= 0; o--) {
          const oi = remainder[o];
          const ov = pbi[oi];
          if (oi <= pi || matched[ov]) continue;
          if (edge(oi, pi)) {
            g.set(pv, ov, add);
            top = ov;
          }
          add++;
        }
        if (stable[pv] !== top) stable = g.compute();
        const mv = stable[pv];
        matched[pv] = true;
        matched[mv] = true;
        fixPair(pv, mv);
      }
    }

    // The next bracket: unpaired players move down.
    const newPbi: number[] = [];
    groupBegin = 0;
    single = (n & 1) === 1 && groupStart < n && byeScore >= sorted[groupStart].score;
    for (let pi = 0; pi < pbi.length; pi++) {
      const pv = pbi[pi];
      if (pi < nextBegin && matched[pv]) continue;
      newPbi.push(pv);
      if (pi < nextBegin) {
        groupBegin++;
        trace.floatDown.push(sorted[pv].id);
      }
      if (single && sorted[stable[pv]].score < sorted[groupStart].score) single = false;
    }
    if (trace.pairs.length || trace.floatDown.length) brackets.push(trace);
    pbi = newPbi;
    groupBeginVertex = nextBeginVertex;
  }

  const pairs: { hi: PairingPlayer; lo: PairingPlayer; white: number; black: number; reason: ColourReason }[] = [];
  let bye: number | null = null;
  for (let v = 0; v < n; v++) {
    const m = mateOf[v];
    if (m < 0) {
      bye = sorted[v].id;
      continue;
    }
    const p = sorted[v];
    const q = sorted[m];
    if (p.id > q.id) continue;
    const [c, reason] = chooseColour(state.byId.get(p.id) as PairingPlayer, q, state.initialColour);
    const [white, black] = c === 'w' ? [p.id, q.id] : [q.id, p.id];
    const plainAbove = (a: PairingPlayer, b: PairingPlayer) =>
      a.plainScore > b.plainScore || (a.plainScore === b.plainScore && a.rankIndex < b.rankIndex);
    const [hi, lo] = plainAbove(p, q) ? [p, q] : [q, p];
    pairs.push({ hi, lo, white, black, reason });
  }
  // Board order (C.04.2 / C.04.3 E): the higher score of the pair, then the lower, then the pairing number.
  pairs.sort((x, y) => y.hi.plainScore - x.hi.plainScore || y.lo.plainScore - x.lo.plainScore || x.hi.rankIndex - y.hi.rankIndex);
  if (byeTrace) byeTrace.player = bye as number;
  return ok({
    round,
    pairs: pairs.map((x) => [x.white, x.black]),
    bye,
    trace: {
      brackets,
      bye: bye === null ? null : byeTrace,
      colours: pairs.map((x) => ({ white: x.white, black: x.black, colourReason: x.reason })),
      absent,
    },
  });
}
