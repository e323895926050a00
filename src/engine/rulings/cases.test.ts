// Every case file in ./cases: { name, scenario, expect } — the ruling must match `expect`.
// `articles` is compared as a set and obligation moves ignore the marks + and #, as the spec
// says; everything else exactly.

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import { caseFiles, loadCases } from '../../../tests/support/ruling-cases.ts';

const files = caseFiles();

const REQUIRED = ['result', 'fen', 'obligation', 'clockAdjustments', 'articles'] as const;
const stripMarks = (san: string): string => san.replace(/[+#]+$/, '');

describe('ruling cases', () => {
  it('there are the seed cases and at least 60 more, in every area', () => {
    const areas = new Map<string, number>();
    for (const f of files) {
      const area = f.split('-')[0];
      areas.set(area, (areas.get(area) ?? 0) + 1);
    }
    const seeds = (areas.get('seed') ?? 0) + (areas.get('mhk') ?? 0);
    expect(seeds).toBeGreaterThanOrEqual(10);
    expect(files.length - seeds).toBeGreaterThanOrEqual(60);
    for (const a of ['touch', 'illegal', 'clock', 'end', 'claim', 'rapid', 'old']) expect(areas.get(a) ?? 0).toBeGreaterThanOrEqual(8);
  });

  for (const { file, c } of loadCases()) {
    it(`${file}: ${c.name}`, () => {
      for (const k of REQUIRED) expect(Object.keys(c.expect), `${file} must assert ${k}`).toContain(k);
      const r = rule(c.scenario);
      if (!r.ok) throw new Error(r.error.message);
      const v = r.value.ruling;
      const e = c.expect;
      expect(v.result).toBe(e.result);
      expect(v.fen).toBe(e.fen);
      if ('termination' in e) expect(v.termination).toBe(e.termination);
      if ('toMove' in e) expect(v.toMove).toBe(e.toMove);
      if (e.obligation === null) expect(v.obligation).toBeNull();
      else {
        expect(v.obligation).not.toBeNull();
        expect(v.obligation!.kind).toBe(e.obligation!.kind);
        expect(v.obligation!.square).toBe(e.obligation!.square);
        expect(new Set(v.obligation!.moves.map(stripMarks))).toEqual(new Set(e.obligation!.moves.map(stripMarks)));
        expect(v.obligation!.moves.length).toBe(e.obligation!.moves.length);
      }
      expect(v.clockAdjustments).toEqual(e.clockAdjustments);
      if ('illegalMoves' in e) expect(v.illegalMoves).toEqual(e.illegalMoves);
      expect(new Set(v.articles)).toEqual(new Set(e.articles));
      for (const k of ['category', 'supervision', 'clocks'] as const) if (k in e) expect(v[k]).toEqual(e[k]);
      // One step per article applied, and the trace follows every event.
      expect(new Set(v.steps.map((s) => s.article))).toEqual(new Set(v.articles));
      for (const s of v.steps) expect(s.text.length).toBeGreaterThan(10);
      const events = (c.scenario as { events: unknown[] }).events;
      expect(r.value.trace.map((t) => t.event)).toEqual(events.map((_, i) => i));
      if (v.result !== null) expect(v.toMove).toBeNull();
    });
  }
});
