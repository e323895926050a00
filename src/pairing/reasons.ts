// Structured reasons for one round's pairing: the score groups, who floats down and why, which
// criterion excludes the obvious opponent (S1[i] against S2[i], C.04.3 3.3), the bye and each colour
// decision. Language-free: tr.ts writes them in Turkish. Pure TypeScript.

import { absoluteColourClash, c12Fails, COLOUR_RULE, colourRule } from './criteria.ts';
import type { CriterionId } from './criteria.ts';
import type { ColourReason, DutchPairing } from './dutch.ts';
import { decisiveCriterion } from './measure.ts';
import type { PairingPlayer, PairingState } from './view.ts';

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
  | { kind: 'float-down'; player: number; score: number; criterion: 'C1' | 'C6'; forbidden?: boolean }
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
  for (const b of p.trace.brackets) {
    out.push({ kind: 'bracket', score: b.score, residents: b.residents, movedDown: b.movedDown, ...virtualIn(b, P) });
    // The obvious pairing (C.04.3 3.3): each moved-down player against the resident in the same place,
    // then the remainder's top half against its bottom half in order.
    const all = [...b.movedDown, ...b.residents];
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
    for (const f of b.floatDown) {
      // The player who receives the pairing-allocated bye is left unpaired, not moved down (one rule for every bracket).
      if (f === p.bye) continue;
      const me = P(f);
      const others = all.filter((x) => x !== f);
      const anyone = others.length === 0 || others.some((x) => !me.met.has(x) && !me.forbidden.has(x));
      // Nobody left in the bracket it may meet: because they met, or because the file forbids the pair.
      const forbidden = !anyone && others.some((x) => !me.met.has(x));
      out.push({
        kind: 'float-down',
        player: f,
        score: me.score / 10,
        criterion: anyone ? 'C6' : 'C1',
        ...(forbidden ? { forbidden } : {}),
      });
    }
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
