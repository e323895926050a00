// The weight of a possible pair in the Dutch system (C.04.3): one fixed-width integer whose bit fields are
// the quality criteria from the most important down, so that a maximum-weight matching satisfies them
// lexicographically. The fields and their order are those bbpPairings (Apache-2.0) uses for the 2025
// rules, which we read to learn the order; the layout code is ours.
//
// Widths: S bits hold a count of players of the largest score group (a sum over a matching of 0/1 values
// per pair cannot exceed it), a "group" field has one sub-field of bits(count) bits per score group, so
// that the sum of one bit per pair at its group's position never carries into the next group.

import { addAt, normalize } from './matching.ts';
import type { Colour, PairingPlayer, PairingState } from './view.ts';

export type FloatDir = 'down' | 'up' | null;

const bits = (x: number): number => (x <= 0 ? 0 : 32 - Math.clz32(x));
const inv = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
const compatiblePrefs = (a: Colour | null, b: Colour | null) => a !== b || a === null || b === null;
const B = (x: boolean) => (x ? 1 : 0);

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

/**
 * C.04.3 C3: two players with the same absolute colour preference do not meet, except in the last round
 * when one of them is a topscorer (more than half the maximum score). The one statement of this rule:
 * the matcher's weights, the checker's counts, the explanations and the exercise all ask it.
 */
export function absoluteColourClash(a: PairingPlayer, b: PairingPlayer, state: PairingState): boolean {
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return false;
  const played = state.round - 1;
  if (played < state.totalRounds - 1) return true;
  const topThreshold = (played * Math.max(state.points.win, state.points.draw)) >> 1;
  return a.score <= topThreshold && b.score <= topThreshold;
}

export class DutchWeights {
  /** Bits of a count field. */
  readonly S: number;
  /** Bits of a group field. */
  readonly GB: number;
  /** Bits below the top field (the top field, 2 bits, sits above them). */
  readonly total: number;
  /** Limbs of one weight (set by the matcher that stores them). */
  limbs = 1;
  /** The score of the pairing-allocated bye's assignee (odd number of players). */
  byeScore = 0;
  /** Whether the bye's score group is the one being paired (C9 applies). */
  single = false;
  /** C9: rank of a number of played games among the bye's score group (0 = most games). */
  unplayedRank = new Map<number, number>();
  private readonly groupShift = new Map<number, number>();
  private readonly floats = new Map<number, [FloatDir, FloatDir]>();
  private readonly played: number;
  private readonly state: PairingState;

  constructor(state: PairingState, sorted: PairingPlayer[]) {
    this.state = state;
    this.played = state.round - 1;
    let G = 0;
    let maxGroup = 0;
    for (let i = sorted.length - 1, count = 0; i >= 0; i--) {
      count++;
      if (i === 0 || sorted[i].score < sorted[i - 1].score) {
        this.groupShift.set(sorted[i].score, G);
        maxGroup = Math.max(maxGroup, count);
        G += bits(count);
        count = 0;
      }
    }
    this.S = bits(maxGroup);
    this.GB = G;
    const S = this.S;
    const backs = Math.min(this.played, 2);
    this.total = S + G + S + G + 2 * S + 4 * S + backs * 2 * S + backs * 2 * G + 3 * S + 1;
    for (const p of sorted) {
      this.floats.set(p.id, [this.played > 0 ? floatOf(p, 1, state) : null, this.played > 1 ? floatOf(p, 2, state) : null]);
    }
  }

  /** Bits a matcher needs: the fields, the top field's 2 bits and one for the small step adjustments. */
  get bits(): number {
    return this.total + 3;
  }

  /** C1 (no rematch, no forbidden pair) and C3 (absolute colour preferences; see absoluteColourClash). */
  compatible(a: PairingPlayer, b: PairingPlayer): boolean {
    return !a.met.has(b.id) && !a.forbidden.has(b.id) && !absoluteColourClash(a, b, this.state);
  }

  private shiftOf(p: PairingPlayer): number {
    return this.groupShift.get(p.score) as number;
  }

  private float(p: PairingPlayer, back: 1 | 2): FloatDir {
    return (this.floats.get(p.id) as [FloatDir, FloatDir])[back - 1];
  }

  private byeCandidate(p: PairingPlayer): boolean {
    return p.byeEligible && p.score <= this.byeScore;
  }

  /** Odd number of players, before the bye is known: completion, then the lowest scores unpaired. */
  writeByeChoice(buf: Float64Array, off: number, p: PairingPlayer, o: PairingPlayer, topScore: number): void {
    const L = this.limbs;
    buf.fill(0, off, off + L);
    if (!this.compatible(p, o)) return;
    addAt(buf, off, L, this.GB + this.S, 1 + B(!p.byeEligible) + B(!o.byeEligible));
    addAt(buf, off, L, this.S, this.shiftOf(p) + this.shiftOf(o));
    addAt(buf, off, L, 0, B(p.score >= topScore));
    normalize(buf, off, L);
  }

  /**
   * The weight of pairing `hi` (higher in the order) with `lo`, written at buf[off..]; false (and 0) when
   * they may not meet. `inCur`: the pair is in the bracket being paired; `inNext`: in the next bracket.
   * Fields from the most significant down; `pos` is the current field's lowest bit.
   */
  write(buf: Float64Array, off: number, hi: PairingPlayer, lo: PairingPlayer, inCur: boolean, inNext: boolean): boolean {
    const { S, GB } = this;
    const L = this.limbs;
    buf.fill(0, off, off + L);
    if (!this.compatible(hi, lo)) return false;
    let pos = this.total;
    const put = (x: number, at = pos) => addAt(buf, off, L, at, x);
    // C4 (completion) and the bye: pair everyone, leave unpaired only a player who may get the PAB.
    put(1 + B(!this.byeCandidate(hi)) + B(!this.byeCandidate(lo)));
    // C6: maximise the pairs in the bracket; C7: maximise the scores paired.
    put(B(inCur), (pos -= S));
    pos -= GB;
    if (inCur) put(1, pos + this.shiftOf(hi));
    // The same for the next bracket (C8: the downfloaters must allow the next bracket its best).
    put(B(inNext), (pos -= S));
    pos -= GB;
    if (inNext) put(1, pos + this.shiftOf(hi));
    // C9: minimise the unplayed games of the PAB assignee.
    pos -= 2 * S;
    if (this.single) {
      if (hi.score === this.byeScore) put(this.unplayedRank.get(hi.playedGames) ?? 0);
      if (lo.score === this.byeScore) put(this.unplayedRank.get(lo.playedGames) ?? 0);
    }
    this.writeColours(put, (pos -= 4 * S), S, inCur, lo, hi);
    for (const back of [1, 2] as const) {
      // C14–C17: repeated floats one and two rounds before.
      if (this.played < back) continue;
      pos -= S;
      if (inCur) {
        put(B(this.float(lo, back) === 'down'));
        put(B(hi.score <= lo.score && this.float(hi, back) === 'down'));
      }
      pos -= S;
      if (inCur) put(B(!(hi.score > lo.score && this.float(lo, back) === 'up')));
    }
    for (const back of [1, 2] as const) {
      // C18–C21: the scores of those floaters.
      if (this.played < back) continue;
      pos -= GB;
      if (inCur && this.float(lo, back) === 'down') put(1, pos + this.shiftOf(lo));
      if (inCur && this.float(hi, back) === 'down') put(1, pos + this.shiftOf(hi));
      pos -= GB;
      if (inCur && !(this.float(lo, back) === 'up' && hi.score > lo.score)) put(1, pos + this.shiftOf(hi));
    }
    // Below: room for the order of C.04.3 D (exchanges, transpositions), 3·S + 1 bits, 0 here.
    normalize(buf, off, L);
    return true;
  }

  /** C10–C13 (colours), four count fields from bit `pos` + 3·S down to `pos`. */
  private writeColours(put: (x: number, at: number) => void, pos: number, S: number, m: boolean, a: PairingPlayer, b: PairingPlayer): void {
    if (!m) return;
    // C10: no player gets a colour difference beyond ±2 ...
    put(B(a.imbalance <= 1 || b.imbalance <= 1 || a.preference !== b.preference), pos + 3 * S);
    // C11: ... nor the same colour three times running.
    const sameAbsolute = a.absolute && b.absolute && a.preference === b.preference;
    const c11 =
      !sameAbsolute ||
      (a.imbalance === b.imbalance
        ? a.repeated === null || a.repeated !== b.repeated
        : (a.imbalance > b.imbalance ? b : a).repeated !== inv(a.preference as Colour));
    put(B(c11), pos + 2 * S);
    // C12: colour preferences met; C13: strong preferences met.
    put(B(compatiblePrefs(a.preference, b.preference)), pos + S);
    put(B((!a.strong && !a.absolute) || (!b.strong && !b.absolute) || (a.absolute && b.absolute) || a.preference !== b.preference), pos);
  }

  /**
   * Fewest exchanges, then the smallest difference of the exchanged numbers (C.04.3 D.2–D.3): what the
   * remainder adds to a base weight for the S1 candidate at index `sRem` of the remainder.
   */
  remainderAdd(sRem: number, remPairs: number): number {
    return (B(sRem < remPairs) * 2 ** (2 * this.S) - sRem) * 2;
  }
}
