// The spec's example ruling, exactly, and the trace the scenario boards step through.

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import { SEED_003 } from '../../../tests/fixtures/seed003.ts';

const SPEC_SCENARIO = SEED_003;

const ok = (json: unknown) => {
  const r = rule(json);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.value.ruling, trace: r.value.trace };
};

describe('the spec example (seed 003)', () => {
  it('gives exactly the ruling of the spec', () => {
    const v = ok(SPEC_SCENARIO);
    expect({
      result: v.result,
      termination: v.termination,
      fen: v.fen,
      toMove: v.toMove,
      obligation: v.obligation,
      clockAdjustments: v.clockAdjustments,
      illegalMoves: v.illegalMoves,
      articles: v.articles,
    }).toEqual({
      result: null,
      termination: null,
      fen: '7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48',
      toMove: 'white',
      obligation: { kind: 'capture', square: 'g5', moves: ['fxg6+'] },
      clockAdjustments: [{ side: 'black', seconds: 120, article: '7.5.5' }],
      illegalMoves: { white: 1, black: 0 },
      articles: ['3.9.2', '7.5.1', '7.5.5', '4.3.3'],
    });
    expect(v.steps.map((s) => s.article)).toEqual(['3.9.2', '7.5.1', '7.5.5', '4.3.3']);
    expect(v.steps.find((s) => s.article === '4.3.3')!.text).toMatch(/fxg6/);
  });

  it('the trace shows each event on the physical board', () => {
    const v = ok(SPEC_SCENARIO);
    expect(v.trace).toHaveLength(4);
    expect(v.trace[0].highlight).toEqual(['g5']);
    expect(v.trace[1].highlight).toEqual(['h4']);
    // After the placement the illegal capture stands on the board (pawn on g5, h4 empty).
    expect(v.trace[2].after.split(' ')[0]).toBe('7r/5k2/8/5PP1/8/7K/8/8');
    expect(v.trace[2].highlight).toEqual(['h4', 'g5']);
    for (const t of v.trace) expect(t.note).toMatch(/Beyaz/);
  });

  it('after the restoration a move breaking the obligation is put right again (4.3.3)', () => {
    const v = ok({ ...SPEC_SCENARIO, events: [...SPEC_SCENARIO.events, { move: 'Kg3' }] });
    expect(v.fen).toBe('7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48');
    expect(v.obligation?.moves).toEqual(['fxg6+']);
    expect(v.illegalMoves).toEqual({ white: 1, black: 0 });
  });

  it('the same capture without the touches first: the own piece counts as touched first (4.3.3)', () => {
    const v = ok({ ...SPEC_SCENARIO, events: [{ place: 'h4g5' }, { press: true }] });
    // The pinned h4 pawn may still advance along the pin line, so it is the first touched
    // piece that can be moved: h5, not fxg6.
    expect(v.obligation).toEqual({ kind: 'move', square: 'h4', moves: ['h5'] });
    expect(v.articles).toEqual(['3.9.2', '7.5.1', '7.5.5', '4.3.3']);
  });
});

describe('texts', () => {
  it('steps are Turkish, one per article', () => {
    const v = ok({ moves: ['e4', 'e5'], events: [{ touch: 'g1' }, { move: 'Bc4' }] });
    expect(v.steps.length).toBeGreaterThan(0);
    for (const s of v.steps) expect(s.text).toMatch(/[çğıöşüİ]/);
  });
});

describe('an event out of turn right after the arbiter put an illegal move right', () => {
  const error = (events: unknown[]) => {
    const r = rule({ timeControl: '90+30', events });
    if (r.ok) throw new Error('expected an error');
    return r.error;
  };
  it('the error on `by` says the position went back (the fold dealt with the move before the event)', () => {
    for (const next of [
      { move: 'e5', by: 'black' },
      { press: true, by: 'black' },
    ]) {
      const e = error([{ place: 'e2e5' }, { press: true }, next]);
      expect(e.path).toBe('events[2].by');
      expect(e.message).toContain('hakem tarafından hemen düzeltildi');
    }
  });
  it('an ordinary wrong turn has no such words', () => {
    const e = error([{ move: 'e4' }, { move: 'e5', by: 'white' }]);
    expect(e.path).toBe('events[1].by');
    expect(e.message).not.toContain('düzeltildi');
  });
});
