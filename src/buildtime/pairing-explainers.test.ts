// The explainer pages print what src/pairing computes from our example tournaments; this checks the
// one sentence the bye page writes about the example rather than reading it off the engine: that
// giving the bye to the lowest eligible player would leave a colour preference unmet (C.04.3 C.12),
// while the engine's choice meets them all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPairingExample } from './pairing-explainers.ts';
import { pairingState } from '../pairing/view.ts';
import { readTrf } from '../trf/read.ts';

const load = (name: string) => readFileSync(new URL(`../pairing/examples/${name}`, import.meta.url), 'utf8');

/** Fewest unmet colour preferences over all pairings of `ids` without a rematch (brute force). */
function fewestUnmet(ids: number[], pref: Map<number, string | null>, met: (a: number, b: number) => boolean): number {
  if (ids.length === 0) return 0;
  const [a, ...rest] = ids;
  let best = Infinity;
  for (const b of rest) {
    if (met(a, b)) continue;
    const unmet = pref.get(a) !== null && pref.get(a) === pref.get(b) ? 1 : 0;
    best = Math.min(
      best,
      unmet +
        fewestUnmet(
          rest.filter((x) => x !== b),
          pref,
          met,
        ),
    );
  }
  return best;
}

describe('pairing explainer examples', () => {
  it('pairs each example and gathers its score groups and boards', () => {
    for (const f of ['isvicre-10.trf', 'isvicre-9.trf', 'isvicre-9-istek.trf']) {
      const ex = buildPairingExample(f, load(f));
      expect(ex.boards.length).toBeGreaterThan(3);
      expect(ex.brackets.length).toBeGreaterThan(1);
      expect(ex.text.length).toBe(ex.reasons.length);
    }
  });

  it('bye page: the lowest eligible player would leave a preference unmet, the engine’s choice none', () => {
    const text = load('isvicre-9.trf');
    const ex = buildPairingExample('isvicre-9.trf', text);
    const st = pairingState((readTrf(text) as { ok: true; value: Parameters<typeof pairingState>[0] }).value);
    if (!st.ok) throw new Error(st.error.message);
    const lowest = ex.brackets[ex.brackets.length - 1];
    const eligible = [...lowest.residents].reverse().find((id) => ex.player(id).byeEligible)!;
    expect(ex.bye).not.toBe(eligible);
    const pref = new Map(st.value.players.map((p) => [p.id, p.preference]));
    const met = (a: number, b: number) => st.value.byId.get(a)!.met.has(b);
    const without = (id: number) => lowest.residents.filter((x) => x !== id);
    expect(fewestUnmet(without(eligible), pref, met)).toBeGreaterThan(0);
    expect(fewestUnmet(without(ex.bye!), pref, met)).toBe(0);
  });
});
