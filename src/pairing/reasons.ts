// Structured reasons for one round's pairing: the score groups, who floats down and why, which
// criterion excludes the obvious opponent (S1[i] against S2[i], C.04.3 D.1), the bye and each colour
// decision. Language-free: tr.ts writes them in Turkish. Pure TypeScript.

import type { ColourReason, DutchPairing } from './dutch.ts';
import { absoluteColourClash } from './weights.ts';
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
      criterion: 'C1' | 'C3' | 'C12' | 'C14' | 'D';
      /** The pair of the bracket's natural pairing that breaks the criterion (it may not be the player's own). */
      blocking: [number, number] | null;
      /** C1 because the organiser forbade the pair (XXP, 260), not because they met. */
      forbidden?: boolean;
      exchanges: number;
    }
  | { kind: 'float-down'; player: number; score: number; criterion: 'C1' | 'C5'; forbidden?: boolean }
  | { kind: 'bye'; player: number; score: number; skipped: number[] }
  | { kind: 'colour'; white: number; black: number; rule: ColourReason; article: string };

const COLOUR_ARTICLE: Record<ColourReason, string> = {
  'both-preferences': 'C.04.3 E.1',
  'preference-higher-absolute': 'C.04.3 E.2',
  'preference-strong': 'C.04.3 E.2',
  'alternate-history': 'C.04.3 E.3',
  'preference-rank': 'C.04.3 E.4',
  'initial-colour': 'C.04.3 E.5',
};

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
    // The obvious pairing (C.04.3 D.1): each moved-down player against the resident in the same place,
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
    for (const [hi, lo] of b.pairs) {
      const expected = expectedOf(hi);
      if (expected === lo || expected === undefined) {
        if (s1.includes(hi)) out.push({ kind: 'natural', score: b.score, player: hi, opponent: lo });
        continue;
      }
      const own: [number, number] = [hi, expected];
      // C1: the pair met before, or the file forbids it (XXP, 260).
      const met = breaks((a, e) => a.met.has(e.id) || a.forbidden.has(e.id), own);
      const absolute = met ? null : breaks((a, e) => absoluteColourClash(a, e, state), own);
      const same = met || absolute ? null : breaks((a, e) => a.preference !== null && a.preference === e.preference, own);
      const [criterion, blocking] = met
        ? (['C1', met] as const)
        : absolute
          ? (['C3', absolute] as const)
          : same
            ? (['C12', same] as const)
            : (['D', null] as const);
      const forbidden = met !== null && !P(met[0]).met.has(met[1]);
      out.push({
        kind: 'not-natural',
        score: b.score,
        player: hi,
        expected,
        got: lo,
        criterion,
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
        criterion: anyone ? 'C5' : 'C1',
        ...(forbidden ? { forbidden } : {}),
      });
    }
  }
  if (p.bye !== null) out.push({ kind: 'bye', player: p.bye, score: P(p.bye).score / 10, skipped: p.trace.bye?.ineligible ?? [] });
  for (const c of p.trace.colours)
    out.push({ kind: 'colour', white: c.white, black: c.black, rule: c.colourReason, article: COLOUR_ARTICLE[c.colourReason] });
  return out;
}
