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

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import { isZero, Matcher } from './matching.ts';
import { DutchWeights } from './weights.ts';
import type { ColourReason } from './criteria.ts';
export type { ColourReason } from './criteria.ts';
import type { Colour, PairingPlayer, PairingState } from './view.ts';

// ColourReason (criteria.ts): which colour rule of C.04.3 5.2 gave a pair its colours.

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

const inv = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
const compatiblePrefs = (a: Colour | null, b: Colour | null) => a !== b || a === null || b === null;

/** Higher in the pairing order: more points, then the smaller pairing number. */
const ranksAbove = (a: PairingPlayer, b: PairingPlayer) => a.score > b.score || (a.score === b.score && a.rankIndex < b.rankIndex);

/** C.04.3 5.2: the colour of `p` against `q`, and the rule that decided it. */
export function chooseColour(p: PairingPlayer, q: PairingPlayer, initial: Colour): [Colour, ColourReason] {
  if (compatiblePrefs(p.preference, q.preference)) {
    if (p.preference !== null) return [p.preference, 'both-preferences'];
    if (q.preference !== null) return [inv(q.preference), 'both-preferences'];
  } else {
    if (p.absolute && (p.imbalance > q.imbalance || !q.absolute)) return [p.preference as Colour, 'preference-higher-absolute'];
    if (q.absolute && (q.imbalance > p.imbalance || !p.absolute)) return [inv(q.preference as Colour), 'preference-higher-absolute'];
    if (p.strong && !q.strong) return [p.preference as Colour, 'preference-strong'];
    if (q.strong && !p.strong) return [inv(q.preference as Colour), 'preference-strong'];
    // 5.2.3: back to the most recent round in which both played with different colours.
    const pc = p.history.filter((h) => h.played).map((h) => h.colour);
    const qc = q.history.filter((h) => h.played).map((h) => h.colour);
    for (let i = pc.length - 1, j = qc.length - 1; i >= 0 && j >= 0; i--, j--) {
      if (pc[i] !== qc[j]) return [qc[j] as Colour, 'alternate-history'];
    }
  }
  if (p.preference === null) {
    // No preference on either side (5.2.5): the initial colour by the higher-ranked player's number.
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
  setOwn(a: number, b: number, buf: Float64Array): void {
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

/**
 * One round of the Dutch system, in phases. Vertices are the present players sorted by score, then
 * pairing number. The brackets are paired from the top score down; a bracket's vertices (`pbi`) are its
 * moved-down players (the first `groupBegin`), its residents (up to `nextBegin`) and the next score group,
 * whose presence lets C8 look one bracket ahead. Each phase changes a few players' weights, re-solves
 * the matching and fixes what the order of C.04.3 Article 4 decides at that step.
 */
class RoundPairer {
  readonly n: number;
  readonly brackets: BracketTrace[] = [];
  byeTrace: ByeTrace | null = null;
  /** The pairs fixed so far: mateOf[v], or -1. */
  readonly mateOf: number[];
  private readonly g: Graph;
  private readonly weights: DutchWeights;
  private readonly buf: Float64Array;
  /** The present maximum-weight matching: stable[v] (v itself when unmatched). */
  private stable: number[] = [];
  private readonly matched: boolean[];
  // The bracket being paired.
  private pbi: number[] = [];
  private next = 0;
  private groupBegin = 0;
  private groupBeginVertex = 0;
  private nextBegin = 0;
  private nextBeginVertex = 0;
  private groupStart = 0;
  private trace: BracketTrace = { score: 0, residents: [], movedDown: [], pairs: [], floatDown: [], exchanges: 0 };
  /** The remainder (pbi indices of the residents still to pair) and how many of them are in S1. */
  private remainder: number[] = [];
  private remPairs = 0;

  private readonly sorted: PairingPlayer[];

  constructor(sorted: PairingPlayer[], weights: DutchWeights) {
    this.sorted = sorted;
    this.n = sorted.length;
    this.weights = weights;
    this.g = new Graph(this.n, weights.bits);
    weights.limbs = this.g.limbs;
    this.buf = new Float64Array(this.g.limbs);
    this.matched = new Array<boolean>(this.n).fill(false);
    this.mateOf = new Array<number>(this.n).fill(-1);
  }

  /** Every pair's weight without any bracket's criteria (C1–C4 and the bye only). */
  private setAllPairs(write: (buf: Float64Array, hi: PairingPlayer, lo: PairingPlayer) => void): void {
    for (let v = 0; v < this.n; v++) {
      for (let u = 0; u < v; u++) {
        write(this.buf, this.sorted[u], this.sorted[v]);
        this.g.setOwn(v, u, this.buf);
      }
    }
  }

  /**
   * Completion and the bye (C.04.1, C.04.3 [C2]–[C5], [C9]): can everyone be paired, and from which score
   * group does the pairing-allocated bye come? An error when the absolute criteria cannot all hold.
   */
  chooseBye(round: number): string | null {
    const { sorted, n, weights } = this;
    const top = sorted[0].score;
    if (n & 1) this.setAllPairs((buf, hi, lo) => weights.writeByeChoice(buf, 0, lo, hi, top));
    else this.setAllPairs((buf, hi, lo) => weights.write(buf, 0, hi, lo, false, false));
    this.stable = this.g.compute();
    const unmatched = sorted.filter((_, v) => this.stable[v] === v);
    if (unmatched.length > 1 || unmatched.some((p) => !p.byeEligible)) {
      return `${round}. tur eşlenemiyor: mutlak ölçütler (C.04.3 2.1.1–2.1.3 [C1]–[C3]: aynı rakiple ikinci kez oynamamak, mutlak renk tercihleri) ve eşlendirme bayı kuralı (C.04.1) birlikte sağlanamıyor.`;
    }
    if (!(n & 1)) return null;
    const byeScore = (weights.byeScore = unmatched[0].score);
    if (byeScore >= top) {
      weights.single = true;
      for (let i = 0; i < n && sorted[i].score >= top; i++) if (sorted[this.stable[i]].score < top) weights.single = false;
    }
    const counts = sorted
      .filter((p) => p.score === byeScore)
      .map((p) => p.playedGames)
      .sort((a, b) => b - a);
    weights.unplayedRank = new Map();
    counts.forEach((c, i) => weights.unplayedRank.set(c, i));
    this.setAllPairs((buf, hi, lo) => weights.write(buf, 0, hi, lo, false, false));
    this.byeTrace = {
      player: 0,
      ineligible: sorted.filter((p) => !p.byeEligible && p.score <= byeScore).map((p) => p.id),
      score: byeScore / 10,
    };
    return null;
  }

  /** All brackets, from the top score group down. */
  pairBrackets(): void {
    while (this.next < this.n && this.sorted[this.next].score >= this.sorted[0].score) this.pbi.push(this.next++);
    while (this.pbi.length > 1 || this.next < this.n) {
      this.openBracket();
      this.pairMovedDownPlayers();
      this.pairMovedDownOpponents();
      this.openRemainder();
      const exchanges = this.countExchanges();
      this.exchangeFromS1(exchanges);
      this.exchangeFromS2(exchanges);
      this.fixS1AndS2();
      this.transpositions();
      this.closeBracket();
    }
  }

  private inBracket(v: number): boolean {
    return v >= this.groupBeginVertex && v < this.nextBeginVertex;
  }

  /** Whether the matching pairs pbi-vertex v downwards inside the bracket (v in S1 of the remainder). */
  private pairedDown(v: number): boolean {
    return this.stable[v] > v && this.stable[v] < this.nextBeginVertex;
  }

  private edge(x: number, y: number): boolean {
    return this.g.isEdge(this.pbi[x], this.pbi[y]);
  }

  private fixPair(a: number, b: number): void {
    this.g.fix(a, b);
    this.mateOf[a] = b;
    this.mateOf[b] = a;
    const [hi, lo] = a < b ? [a, b] : [b, a];
    this.trace.pairs.push([this.sorted[hi].id, this.sorted[lo].id]);
  }

  /** The bracket's vertices, its trace and its weights (its own criteria on, the next group's for C8). */
  private openBracket(): void {
    const { sorted, pbi, g } = this;
    this.nextBegin = pbi.length;
    this.nextBeginVertex = this.groupBeginVertex + (this.nextBegin - this.groupBegin);
    this.groupStart = this.next;
    while (this.next < this.n && sorted[this.next].score >= sorted[this.groupStart].score) pbi.push(this.next++);
    this.trace = {
      score: sorted[pbi[this.groupBegin] ?? pbi[0]].score / 10,
      residents: pbi.slice(this.groupBegin, this.nextBegin).map((v) => sorted[v].id),
      movedDown: pbi.slice(0, this.groupBegin).map((v) => sorted[v].id),
      pairs: [],
      floatDown: [],
      exchanges: 0,
    };
    for (let x = this.groupBegin; x < pbi.length; x++) {
      for (let s = 0; s < x; s++) {
        this.weights.write(g.base, g.at(pbi[s], pbi[x]), sorted[pbi[s]], sorted[pbi[x]], x < this.nextBegin, x >= this.nextBegin);
      }
    }
    for (let x = this.groupBegin; x < pbi.length; x++) for (let s = 0; s < x; s++) g.set(pbi[x], pbi[s]);
    this.stable = g.compute();
  }

  /** Which moved-down players are paired in this bracket: the highest first (C.04.3 [C6]–[C7], 4.4). */
  private pairMovedDownPlayers(): void {
    const { sorted, pbi, g, groupBegin, nextBegin } = this;
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
          if (this.inBracket(this.stable[pbi[k]])) mdMatchedLeft++;
        }
      }
      if (!mdMatchedLeft) continue;
      const pv = pbi[pi];
      if (mdLeft <= mdMatchedLeft) {
        this.matched[pv] = true;
        continue;
      }
      mdLeft--;
      if (!this.inBracket(this.stable[pv])) {
        for (let oi = groupBegin; oi < nextBegin; oi++) if (this.edge(oi, pi)) g.set(pv, pbi[oi], 1);
        this.stable = g.compute();
      }
      if (this.inBracket(this.stable[pv])) {
        this.matched[pv] = true;
        mdMatchedLeft--;
        for (let oi = groupBegin; oi < nextBegin; oi++) if (this.edge(oi, pi)) g.set(pv, pbi[oi], nextBegin - groupBegin + 1);
      }
    }
  }

  /** The opponents of the paired moved-down players: the highest resident possible, in the order of D. */
  private pairMovedDownOpponents(): void {
    const { pbi, g, matched } = this;
    for (let pi = 0; pi < this.groupBegin; pi++) {
      const pv = pbi[pi];
      if (!matched[pv]) continue;
      let add = pbi.length;
      let top = -1;
      for (let oi = this.nextBegin - 1; oi >= this.groupBegin; oi--) {
        const ov = pbi[oi];
        if (matched[ov] || !this.edge(oi, pi)) continue;
        g.set(pv, ov, add++);
        top = ov;
      }
      // The present matching stays optimal when it already gives the most favoured opponent.
      if (this.stable[pv] !== top) this.stable = g.compute();
      const mv = this.stable[pv];
      matched[mv] = true;
      this.fixPair(pv, mv);
    }
  }

  /** The remainder (homogeneous part): S1 = the residents the matching pairs downwards, S2 the rest. */
  private openRemainder(): void {
    const { pbi, g } = this;
    this.remainder = [];
    this.remPairs = 0;
    for (let pi = this.groupBegin; pi < this.nextBegin; pi++) {
      const pv = pbi[pi];
      if (this.stable[pv] < this.groupBeginVertex) continue;
      this.remainder.push(pi);
      if (this.stable[pv] < pv) this.remPairs++;
    }
    const rem = this.remainder;
    for (let a = 0; a < rem.length; a++) {
      for (let b = 0; b < a; b++) g.set(pbi[rem[b]], pbi[rem[a]], this.weights.remainderAdd(b, this.remPairs));
    }
    this.stable = g.compute();
  }

  /** How many S1 players the best pairing exchanges (C.04.3 4.3: as few as possible). */
  private countExchanges(): number {
    const { pbi, remainder, remPairs } = this;
    let count = 0;
    for (let k = 0; k < remainder.length; k++) {
      if (remPairs >= remainder.length || remainder[k] >= remainder[remPairs]) break;
      if (!this.pairedDown(pbi[remainder[k]])) count++;
    }
    this.trace.exchanges = count;
    return count;
  }

  /** Exchange the lowest S1 players possible (4.3), one at a time from the bottom of S1. */
  private exchangeFromS1(exchanges: number): void {
    const { pbi, g, remainder, remPairs } = this;
    let left = exchanges;
    let remIdx = remPairs;
    for (let k = remPairs; k > 0 && left;) {
      remIdx--;
      k--;
      const pi = remainder[k];
      const pv = pbi[pi];
      const add = this.weights.remainderAdd(remIdx, remPairs);
      if (this.pairedDown(pv)) {
        for (let o = k + 1; o < remainder.length; o++) if (this.edge(remainder[o], pi)) g.set(pv, pbi[remainder[o]], add - 1);
        this.stable = g.compute();
      }
      const exchange = !this.pairedDown(pv);
      if (exchange) left--;
      for (let o = k + 1; o < remainder.length; o++) {
        if (exchange) g.clear(pbi[remainder[o]], pv);
        g.set(pv, pbi[remainder[o]], add);
      }
    }
  }

  /** ... against the highest S2 players possible (4.3), from the top of S2. */
  private exchangeFromS2(exchanges: number): void {
    const { pbi, g, remainder, remPairs } = this;
    let left = exchanges;
    let remIdx = remPairs;
    for (let k = remPairs; k < remainder.length && left > 1; k++, remIdx++) {
      const pi = remainder[k];
      const pv = pbi[pi];
      const add = this.weights.remainderAdd(remIdx, remPairs);
      const already = this.pairedDown(pv);
      if (!already) {
        for (let o = k + 1; o < remainder.length; o++) if (this.edge(remainder[o], pi)) g.set(pv, pbi[remainder[o]], add + 1);
        this.stable = g.compute();
      }
      if (this.pairedDown(pv)) {
        // Exchanged into S1: no partner above it in the remainder, none in the next group.
        left--;
        for (let o = 0; o < k; o++) {
          g.clear(pv, pbi[remainder[o]]);
          g.set(pv, pbi[remainder[o]]);
        }
        for (let oi = this.nextBegin; oi < pbi.length; oi++) {
          g.clear(pbi[oi], pv);
          g.set(pv, pbi[oi]);
        }
      }
      if (!already) for (let o = k + 1; o < remainder.length; o++) g.set(pv, pbi[remainder[o]], add);
    }
  }

  /** Fix who is in S1 and who in S2: an S1 player may only meet an S2 player below it. */
  private fixS1AndS2(): void {
    const { pbi, g, remainder } = this;
    for (let k = 0; k < remainder.length; k++) {
      const pv = pbi[remainder[k]];
      for (let o = k + 1; o < remainder.length; o++) {
        const ov = pbi[remainder[o]];
        if (!this.pairedDown(pv) || this.pairedDown(ov)) g.clear(ov, pv);
        g.set(pv, ov);
      }
    }
    this.stable = g.compute();
  }

  /** Each S1 player in order takes the first S2 player that keeps the best weight (4.2, transpositions). */
  private transpositions(): void {
    const { pbi, g, remainder, matched } = this;
    for (const pi of remainder) {
      const pv = pbi[pi];
      if (!this.pairedDown(pv)) continue;
      let add = 0;
      let top = -1;
      for (let o = remainder.length - 1; o >= 0; o--) {
        const oi = remainder[o];
        const ov = pbi[oi];
        if (oi <= pi || matched[ov]) continue;
        if (this.edge(oi, pi)) {
          g.set(pv, ov, add);
          top = ov;
        }
        add++;
      }
      if (this.stable[pv] !== top) this.stable = g.compute();
      const mv = this.stable[pv];
      matched[pv] = true;
      matched[mv] = true;
      this.fixPair(pv, mv);
    }
  }

  /** The next bracket: the unpaired residents move down; C9 applies while the bye's group is reached. */
  private closeBracket(): void {
    const { sorted, pbi, weights } = this;
    const newPbi: number[] = [];
    this.groupBegin = 0;
    const groupScore = sorted[this.groupStart]?.score;
    weights.single = (this.n & 1) === 1 && this.groupStart < this.n && weights.byeScore >= groupScore;
    for (let pi = 0; pi < pbi.length; pi++) {
      const pv = pbi[pi];
      if (pi < this.nextBegin && this.matched[pv]) continue;
      newPbi.push(pv);
      if (pi < this.nextBegin) {
        this.groupBegin++;
        this.trace.floatDown.push(sorted[pv].id);
      }
      if (weights.single && sorted[this.stable[pv]].score < groupScore) weights.single = false;
    }
    if (this.trace.pairs.length || this.trace.floatDown.length) this.brackets.push(this.trace);
    this.pbi = newPbi;
    this.groupBeginVertex = this.nextBeginVertex;
  }
}

interface BoardPair {
  hi: PairingPlayer;
  lo: PairingPlayer;
  white: number;
  black: number;
  reason: ColourReason;
}

/** Colours (C.04.3 5.2) and board order (C.04.2: the higher score of the pair, the lower, the number). */
function boardOrder(state: PairingState, sorted: PairingPlayer[], mateOf: number[]): { pairs: BoardPair[]; bye: number | null } {
  const pairs: BoardPair[] = [];
  let bye: number | null = null;
  const plainAbove = (a: PairingPlayer, b: PairingPlayer) =>
    a.plainScore > b.plainScore || (a.plainScore === b.plainScore && a.rankIndex < b.rankIndex);
  for (let v = 0; v < sorted.length; v++) {
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
    const [hi, lo] = plainAbove(p, q) ? [p, q] : [q, p];
    pairs.push({ hi, lo, white, black, reason });
  }
  pairs.sort((x, y) => y.hi.plainScore - x.hi.plainScore || y.lo.plainScore - x.lo.plainScore || x.hi.rankIndex - y.hi.rankIndex);
  return { pairs, bye };
}

/** Pair the round `state` describes by the Dutch system: the bye, the brackets top down, colours, boards. */
export function pairDutch(state: PairingState): Result<DutchPairing, string> {
  const round = state.round;
  const present = state.players.filter((p) => p.present);
  const absent = state.players.filter((p) => !p.present).map((p) => ({ id: p.id, code: p.presetCode ?? ' ' }));
  const sorted = [...present].sort((a, b) => b.score - a.score || a.rankIndex - b.rankIndex);
  if (sorted.length === 0) return ok({ round, pairs: [], bye: null, trace: { brackets: [], bye: null, colours: [], absent } });
  const pairer = new RoundPairer(sorted, new DutchWeights(state, sorted));
  const impossible = pairer.chooseBye(round);
  if (impossible) return err(impossible);
  pairer.pairBrackets();
  const { pairs, bye } = boardOrder(state, sorted, pairer.mateOf);
  const byeTrace = pairer.byeTrace;
  if (byeTrace) byeTrace.player = bye as number;
  return ok({
    round,
    pairs: pairs.map((x) => [x.white, x.black]),
    bye,
    trace: {
      brackets: pairer.brackets,
      bye: bye === null ? null : byeTrace,
      colours: pairs.map((x) => ({ white: x.white, black: x.black, colourReason: x.reason })),
      absent,
    },
  });
}
