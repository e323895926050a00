// The edition in force first: which edition a scenario view shows first, which it compares with,
// and when the outcome of two editions differs (a renumbering alone does not count).
import { describe, expect, it } from 'vitest';
import { rule, type Ruling } from '../../engine/rulings/index.ts';
import { comparedEditions, compareEditions, outcomeDiffers } from './view.ts';
import { computeScenario } from './compute.ts';

/** The engine's ruling of a scenario under one edition. */
function ruled(scenario: Record<string, unknown>, laws: string): Ruling {
  const r = rule({ ...scenario, laws });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.ruling;
}

// A rapid game (15+10), partial supervision: the opponent claims the illegal move before his own.
const rapidClaim = {
  timeControl: '15+10',
  supervision: 'partial',
  moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'd4'],
  events: [{ touch: 'c6' }, { touch: 'd4' }, { place: 'c6d4' }, { press: true }, { claim: 'illegal', by: 'white' }],
};
// The same game, the claim coming only after the opponent's own move: the illegal move stands.
const rapidLate = {
  timeControl: '15+10',
  supervision: 'partial',
  moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6'],
  events: [{ touch: 'c1' }, { place: 'c1g5' }, { press: true }, { move: 'h6' }, { claim: 'illegal', by: 'black' }],
};

describe('outcomeDiffers', () => {
  it('is false when only the article numbers differ (2018 A.4.2 is 2023 A.5.2)', () => {
    const a = ruled(rapidLate, '2023');
    const b = ruled(rapidLate, '2018');
    expect(a.articles).toContain('A.5.2');
    expect(b.articles).toContain('A.4.2');
    expect(outcomeDiffers(a, b)).toBe(false);
    const c = compareEditions(a, b);
    expect(c.differs).toBe(false);
    expect(c.onlyHere).toContain('A.5.2');
    expect(c.onlyThere).toContain('A.4.2');
  });

  it('is true when the seconds of a clock adjustment differ (rapid penalty: 2023 one minute, 2018 two)', () => {
    const a = ruled(rapidClaim, '2023');
    const b = ruled(rapidClaim, '2018');
    expect(a.clockAdjustments.map((x) => x.seconds)).not.toEqual(b.clockAdjustments.map((x) => x.seconds));
    expect(outcomeDiffers(a, b)).toBe(true);
  });

  it('looks at result, termination, position, obligation, sides, seconds and illegal-move counts, one at a time', () => {
    const base = ruled(rapidClaim, '2023');
    expect(outcomeDiffers(base, { ...base })).toBe(false);
    expect(outcomeDiffers(base, { ...base, articles: ['9.9'], steps: [] })).toBe(false);
    expect(outcomeDiffers(base, { ...base, result: '1/2-1/2' })).toBe(true);
    expect(outcomeDiffers(base, { ...base, termination: 'illegal-moves' })).toBe(true);
    expect(outcomeDiffers(base, { ...base, fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' })).toBe(true);
    expect(outcomeDiffers(base, { ...base, obligation: null })).toBe(true);
    const adj = base.clockAdjustments[0];
    expect(outcomeDiffers(base, { ...base, clockAdjustments: [{ ...adj, side: adj.side === 'white' ? 'black' : 'white' }] })).toBe(true);
    expect(outcomeDiffers(base, { ...base, clockAdjustments: [{ ...adj, seconds: adj.seconds * 2 }] })).toBe(true);
    expect(outcomeDiffers(base, { ...base, clockAdjustments: [{ ...adj, article: 'A.3' }] })).toBe(false);
    expect(outcomeDiffers(base, { ...base, illegalMoves: { white: 5, black: 5 } })).toBe(true);
    // Check marks and the order of the obligation's moves are no difference.
    if (base.obligation) {
      const moves = base.obligation.moves.map((m) => `${m}+`).reverse();
      expect(outcomeDiffers(base, { ...base, obligation: { ...base.obligation, moves } })).toBe(false);
    }
  });
});

describe('the ruling shown first', () => {
  it('is the one in force for a scenario of any edition, compared with 2018 (and its own when older)', () => {
    expect(comparedEditions('2023')).toEqual(['2018']);
    expect(comparedEditions('2018')).toEqual(['2018']);
    expect(comparedEditions('2001')).toEqual(['2018', '2001']);
    for (const laws of ['2023', '2018', '2001'] as const) {
      const c = computeScenario({ ...rapidLate, events: rapidLate.events.slice(0, 3), laws }, undefined);
      if (!c.ok) throw new Error(c.error);
      expect(c.value.view.shown).toBe('2023');
      expect(c.value.view.laws).toBe(laws);
      expect(c.value.view.others.map((o) => o.laws)).toEqual(comparedEditions(laws));
    }
  });

  it('checks the expected ruling against the scenario own edition, not the one shown first', () => {
    const expected = { clockAdjustments: [{ side: 'white', seconds: 120 }] };
    const kept = computeScenario({ ...rapidClaim, laws: '2018' }, expected);
    const inForce = computeScenario(rapidClaim, expected);
    if (!kept.ok || !inForce.ok) throw new Error('engine');
    expect(kept.value.mismatches).toEqual([]);
    expect(kept.value.view.ruling.clockAdjustments[0].seconds).toBe(60);
    expect(kept.value.view.others[0].differs).toBe(true);
    expect(inForce.value.mismatches.length).toBe(1);
  });

  it('the sandbox can show the edition the reader picked first', () => {
    const c = computeScenario({ ...rapidClaim, laws: '2018' }, undefined, 'en', 'own');
    if (!c.ok) throw new Error(c.error);
    expect(c.value.view.shown).toBe('2018');
    expect(c.value.view.others.map((o) => o.laws)).toEqual(['2023']);
  });
});
