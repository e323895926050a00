// The weight of a possible pair in the Dutch system (C.04.3): one fixed-width integer whose bit fields are
// the criteria from the most important down, so that a maximum-weight matching satisfies them
// lexicographically. The fields and their order come from the table of criteria (criteria.ts `field`);
// the order is the one bbpPairings (Apache-2.0) uses for the 2026 rules, which we read to learn it; the
// layout code is ours.
//
// Widths: S bits hold a count of players of the largest score group (a sum over a matching of 0/1 values
// per pair cannot exceed it), a "group" field has one sub-field of bits(count) bits per score group, so
// that the sum of one bit per pair at its group's position never carries into the next group.

import { absoluteColourClash, c10Fails, c11Fails, c12Fails, c13Fails, CRITERIA } from './criteria.ts';
import type { CriterionId } from './criteria.ts';
import { addAt, normalize } from './matching.ts';
import type { PairingPlayer, PairingState } from './view.ts';

export type FloatDir = 'down' | 'up' | null;

const bits = (x: number): number => (x <= 0 ? 0 : 32 - Math.clz32(x));
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

export class DutchWeights {
  /** Bits of a count field. */
  readonly S: number;
  /** Bits of a group field. */
  readonly GB: number;
  /** Bits below the top field (the top field, 2 bits, sits above them). */
  readonly total: number;
  /** The lowest bit of each field of each criterion (criteria.ts `field`); none when it does not apply. */
  readonly at: Record<CriterionId, number[]>;
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
  /** Rounds of float history the criteria look back (C14–C21): at most 2. */
  private readonly backs: number;
  private readonly state: PairingState;

  constructor(state: PairingState, sorted: PairingPlayer[]) {
    this.state = state;
    this.played = state.round - 1;
    this.backs = Math.min(this.played, 2);
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
    this.at = layout(this.S, G, this.played);
    this.total = this.at.C4[0];
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
    const L = this.limbs;
    const at = this.at;
    buf.fill(0, off, off + L);
    if (!this.compatible(hi, lo)) return false;
    const put = (x: number, pos: number) => addAt(buf, off, L, pos, x);
    // C4 (completion) and the bye (C2, C5): pair everyone, leave unpaired only a player who may get the PAB.
    put(1 + B(!this.byeCandidate(hi)) + B(!this.byeCandidate(lo)), at.C4[0]);
    // C6: maximise the pairs in the bracket; C7: maximise the scores paired.
    if (inCur) {
      put(1, at.C6[0]);
      put(1, at.C7[0] + this.shiftOf(hi));
    }
    // C8: the same for the next bracket (the downfloaters must allow the next bracket its best).
    if (inNext) {
      put(1, at.C8[0]);
      put(1, at.C8[1] + this.shiftOf(hi));
    }
    // C9: minimise the unplayed games of the PAB assignee (a sum of two ranks: a field two counts wide).
    if (this.single) {
      if (hi.score === this.byeScore) put(this.unplayedRank.get(hi.playedGames) ?? 0, at.C9[1]);
      if (lo.score === this.byeScore) put(this.unplayedRank.get(lo.playedGames) ?? 0, at.C9[1]);
    }
    if (inCur) {
      // C10–C13: colours (the predicates of criteria.ts; met = 1).
      put(B(!c10Fails(lo, hi)), at.C10[0]);
      put(B(!c11Fails(lo, hi)), at.C11[0]);
      put(B(!c12Fails(lo, hi)), at.C12[0]);
      put(B(!c13Fails(lo, hi)), at.C13[0]);
      for (let back = 1; back <= this.backs; back++) this.writeFloats(put, back as 1 | 2, hi, lo);
    }
    // Below: room for the order of C.04.3 Article 4 (exchanges, transpositions), 3·S + 1 bits, 0 here.
    normalize(buf, off, L);
    return true;
  }

  /** C14–C17: repeated floats `back` rounds before; C18–C21: the scores of those floaters. */
  private writeFloats(put: (x: number, pos: number) => void, back: 1 | 2, hi: PairingPlayer, lo: PairingPlayer): void {
    const at = this.at;
    const [down, up, downScore, upScore] = back === 1 ? [at.C14, at.C15, at.C18, at.C19] : [at.C16, at.C17, at.C20, at.C21];
    const fl = this.float(lo, back);
    const fh = this.float(hi, back);
    put(B(fl === 'down') + B(hi.score <= lo.score && fh === 'down'), down[0]);
    put(B(!(hi.score > lo.score && fl === 'up')), up[0]);
    if (fl === 'down') put(1, downScore[0] + this.shiftOf(lo));
    if (fh === 'down') put(1, downScore[0] + this.shiftOf(hi));
    if (!(fl === 'up' && hi.score > lo.score)) put(1, upScore[0] + this.shiftOf(hi));
  }

  /**
   * Fewest exchanges, then the smallest difference of the exchanged numbers (C.04.3 4.3, old D.2): what the
   * remainder adds to a base weight for the S1 candidate at index `sRem` of the remainder.
   */
  remainderAdd(sRem: number, remPairs: number): number {
    return (B(sRem < remPairs) * 2 ** (2 * this.S) - sRem) * 2;
  }
}

/**
 * The bit positions of the criteria's fields (criteria.ts `field`, in the table's order from the most
 * significant down): each field's lowest bit. The top field (C4) sits above all others; below the last
 * field, 3·S + 1 bits of room for the order of Article 4. A field of `back` rounds is absent until that
 * many rounds were played.
 */
function layout(S: number, G: number, played: number): Record<CriterionId, number[]> {
  const width = { top: 0, S, G };
  const units = (c: (typeof CRITERIA)[number]): readonly ('top' | 'S' | 'G')[] =>
    c.field === null || ('back' in c.field && (c.field.back ?? 0) > played) ? [] : c.field.units;
  let pos = 3 * S + 1;
  for (const c of CRITERIA) for (const u of units(c)) pos += width[u];
  const at = {} as Record<CriterionId, number[]>;
  for (const c of CRITERIA) at[c.id] = units(c).map((u) => (pos -= width[u]));
  return at;
}
