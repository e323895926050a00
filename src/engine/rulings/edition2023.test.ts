// The 2023 edition (in force since 1 January 2023) against the facts sheet
// (../shared/facts/laws-2023.md): its examples one by one, and every 2018 ruling case ruled
// again under 2023 and compared with the 2018 expectation changed only as the facts sheet says
// (Appendix A/B renumbering, one minute in rapid by A.3, blitz through B.3 → A.3).

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rule } from './index.ts';
import type { ClockAdjustment, Ruling } from './types.ts';
import { loadCases } from '../../../tests/support/ruling-cases.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const ruled = (json: Record<string, unknown>, laws: '2018' | '2023'): Ruling => {
  const r = rule({ ...json, laws });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.ruling;
};
const both = (json: Record<string, unknown>) => ({ y2018: ruled(json, '2018'), y2023: ruled(json, '2023') });

describe('the facts sheet examples, both editions side by side', () => {
  it('5.1.2: resigning when the opponent cannot mate is a draw in 2023 (a loss in 2018)', () => {
    // White has only a king (Black a king and a queen: no dead position); Black resigns.
    const s = { timeControl: '90+30', start: '4k3/8/8/8/8/8/q7/4K3 b - - 0 40', events: [{ resign: 'black' }] };
    const { y2018, y2023 } = both(s);
    expect([y2018.result, y2018.termination]).toEqual(['1-0', 'resignation']);
    expect([y2023.result, y2023.termination]).toEqual(['1/2-1/2', 'resignation-unwinnable']);
    expect(y2023.articles).toEqual(['5.1.2']);
  });

  it('5.1.2 (2023) is the helpmate test of 6.9: with Black pawns a king and bishop can still mate, so resigning loses', () => {
    // Black's pawns can promote to men that block their own king's flight squares.
    const s = { timeControl: '90+30', start: '4k3/pp6/8/8/8/8/5B2/4K3 b - - 0 40', events: [{ resign: 'black' }] };
    const { y2023 } = both(s);
    expect([y2023.result, y2023.termination]).toEqual(['1-0', 'resignation']);
    // The flag test of 6.9 on the same board says the same.
    const flag = ruled({ ...s, events: [{ flag: 'black', by: 'white' }] }, '2023');
    expect(flag.result).toBe('1-0');
  });

  it('rapid 15+10, first completed illegal move: +120 s in 2018, +60 s in 2023 (7.5.5, A.3)', () => {
    const s = {
      timeControl: '15+10',
      moves: ['e4', 'e5'],
      events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }],
    };
    const { y2018, y2023 } = both(s);
    expect(y2018.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '7.5.5' }]);
    expect(y2023.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '7.5.5' }]);
    expect(y2023.articles).toEqual(expect.arrayContaining(['7.5.5', 'A.3', 'A.5.2']));
    expect(y2018.articles).toEqual(expect.arrayContaining(['7.5.5', 'A.4.2']));
    expect(y2018.articles).not.toContain('A.3');
  });

  it('rapid with full supervision too: A.3 applies whatever the supervision', () => {
    const s = { timeControl: '15+10', supervision: 'full', moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }] };
    expect(ruled(s, '2018').clockAdjustments[0].seconds).toBe(120);
    expect(ruled(s, '2023').clockAdjustments[0].seconds).toBe(60);
  });

  it('rapid 25+10, incorrect threefold claim: +120 s in 2018, +60 s in 2023 (A.3)', () => {
    const s = { timeControl: '25+10', moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8'], events: [{ claim: 'threefold' }] };
    const { y2018, y2023 } = both(s);
    expect(y2018.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '9.5.3' }]);
    expect(y2023.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '9.5.3' }]);
    expect(y2023.articles).toContain('A.3');
  });

  it('standard play keeps two minutes for both penalties', () => {
    const s = { timeControl: '90+30', moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8'], events: [{ claim: 'threefold' }] };
    expect(ruled(s, '2023').clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '9.5.3' }]);
  });

  it('rapid without full supervision, illegal move noticed after the reply: it stands; 2018 cites A.4.2, 2023 A.5.2', () => {
    const s = {
      timeControl: '15+10',
      moves: ['e4', 'e5'],
      events: [{ place: 'f1f3' }, { press: true }, { move: 'Nc6' }, { arbiter: 'illegal' }],
    };
    const { y2018, y2023 } = both(s);
    expect(y2023.fen).toBe(y2018.fen);
    expect(y2023.clockAdjustments).toEqual([]);
    expect(y2018.articles).toContain('A.4.2');
    expect(y2023.articles).toContain('A.5.2');
    expect(y2023.articles).not.toContain('A.4.2');
  });

  it('blitz 3+2 with partial supervision, first illegal move: +60 s in both (2018 B.2; 2023 B.3 → A.3)', () => {
    const s = { timeControl: '3+2', moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }] };
    const { y2018, y2023 } = both(s);
    expect(y2018.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '7.5.5' }]);
    expect(y2023.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '7.5.5' }]);
    expect(y2018.articles).toEqual(expect.arrayContaining(['B.2', 'B.4']));
    expect(y2023.articles).toEqual(expect.arrayContaining(['B.3', 'A.3']));
    expect(y2023.articles).not.toContain('B.2');
    expect(y2023.warnings).toEqual([]);
  });

  it('blitz with an arbiter per game (2023 B.2): one minute, with a warning saying what it rests on', () => {
    const s = { timeControl: '3+2', supervision: 'full', moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }] };
    const y2023 = ruled(s, '2023');
    expect(y2023.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '7.5.5' }]);
    expect(y2023.articles).toContain('B.2');
    expect(y2023.warnings.map((w) => w.note).join(' ')).toMatch(/Hakemler El Kitabı/);
  });

  it('threefold claims cite the numbers of their edition: 2023 9.2.2 and 9.2.3, 2018 9.2.1.2 and 9.2.2', () => {
    const s = { moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'], events: [{ claim: 'threefold' }] };
    const { y2018, y2023 } = both(s);
    expect(y2023.result).toBe('1/2-1/2');
    expect(y2023.articles).toEqual(expect.arrayContaining(['9.2.2', '9.2.3', '9.5.2']));
    expect(y2018.articles).toEqual(expect.arrayContaining(['9.2.1.2', '9.2.2', '9.5.2']));
    // The 2018 numbers the repetition block moved away from are never cited under 2023.
    for (const n of ['9.2.1.1', '9.2.1.2', '9.2.2.1', '9.2.2.2']) expect(y2023.articles).not.toContain(n);
    // An intended move: 2023 9.2.1 (2018 9.2.1.1).
    const intended = {
      moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'],
      events: [{ claim: 'threefold', intended: 'Ng8', by: 'black' }],
    };
    expect(ruled(intended, '2023').articles).toContain('9.2.1');
    expect(ruled(intended, '2018').articles).toContain('9.2.1.1');
  });

  it('an en passant reason cites 3.7.3.1–3.7.3.2 under 2023 (2018 3.7.4.1–3.7.4.2)', () => {
    // An en passant capture one move too late is an illegal move.
    const s = { start: '4k3/8/8/3pP3/8/8/8/4K3 w - - 0 40', moves: ['Kd2', 'Kd8'], events: [{ place: 'e5d6' }, { press: true }] };
    const { y2018, y2023 } = both(s);
    expect(y2023.articles).toContain('3.7.3.2');
    expect(y2023.articles.some((n) => n.startsWith('3.7.4'))).toBe(false);
    expect(y2018.articles).toContain('3.7.4.2');
  });

  it('a scenario that names no edition is ruled by the 2023 edition', () => {
    const r = rule({
      timeControl: '15+10',
      moves: ['e4', 'e5'],
      events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }],
    });
    expect(r.ok && r.value.ruling.laws).toBe('2023');
    expect(r.ok && r.value.ruling.clockAdjustments[0].seconds).toBe(60);
  });
});

// ------------------------------------------------------------------ every 2018 case under 2023

interface Row {
  '2018': string[];
  '2023': string[];
  kind: 'substantive' | 'renumbered' | 'wording';
}
const map = JSON.parse(readFileSync(resolve(root, 'content/data/edition-map-2023.json'), 'utf8')) as Row[];
/** 2018 → 2023 numbers of the renumbering (one number each way). */
const RENUMBER = new Map(map.filter((r) => r.kind === 'renumbered' && r['2018'].length === 1).map((r) => [r['2018'][0], r['2023'][0]]));

/** The 2018 expectation as the facts sheet changes it for 2023. */
function expect2023(
  e: Partial<Ruling>,
  scenario: Record<string, unknown>,
  category: string,
  supervision: string | null,
): { clock: ClockAdjustment[]; articles: Set<string> } {
  const rapid = category === 'rapid';
  const blitzPartial = category === 'blitz' && supervision === 'partial';
  const penalised = (a: ClockAdjustment) => a.article === '7.5.5' || a.article === '9.5.3';
  const clock = (e.clockAdjustments ?? []).map((a) => (rapid && penalised(a) ? { ...a, seconds: 60 } : a));
  const articles = new Set<string>();
  for (const n of e.articles ?? []) {
    // 2023 blitz without an arbiter per game: B.3 brings A.3 in, and both are cited.
    if (n === 'B.2' && blitzPartial) {
      articles.add('A.3');
      articles.add('B.3');
    } else articles.add(RENUMBER.get(n) ?? n);
  }
  if (rapid && clock.some(penalised)) {
    articles.add('A.3');
    if (scenario.timeControl && !scenario.category) articles.add('A.1');
  }
  return { clock, articles };
}

describe('every 2018 ruling case under 2023: the same ruling but for the facts sheet', () => {
  const cases = loadCases().filter(({ c }) => (c.scenario as { laws?: string }).laws === '2018');
  it('there are 2018 cases to compare', () => expect(cases.length).toBeGreaterThan(100));
  for (const { file, c } of cases) {
    it(file, () => {
      const scenario = c.scenario as Record<string, unknown>;
      const y2023 = ruled(scenario, '2023');
      const e = c.expect as Partial<Ruling>;
      const resigned = (scenario.events as Record<string, unknown>[]).some((ev) => 'resign' in ev);
      if (resigned && y2023.termination === 'resignation-unwinnable') {
        // 5.1.2 (2023): the opponent could not mate; only the result changes.
        expect(e.termination).toBe('resignation');
        expect(y2023.result).toBe('1/2-1/2');
        return;
      }
      expect(y2023.result).toBe(e.result);
      expect(y2023.fen).toBe(e.fen);
      if ('termination' in e) expect(y2023.termination).toBe(e.termination);
      expect(y2023.obligation?.kind ?? null).toBe(e.obligation?.kind ?? null);
      if ('illegalMoves' in e) expect(y2023.illegalMoves).toEqual(e.illegalMoves);
      const want = expect2023(e, scenario, y2023.category, y2023.supervision);
      expect(y2023.clockAdjustments).toEqual(want.clock);
      expect(new Set(y2023.articles)).toEqual(want.articles);
    });
  }
});
