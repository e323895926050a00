// Spec v3: Guidelines III (games without increment, quickplay finish; 2001 Article 10), Guidelines
// I (sealed moves; 2001 Appendix A), the structured warnings, and the 2023 blitz penalty path (B.3).

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import type { Ruling } from './types.ts';

const ruled = (s: Record<string, unknown>): Ruling => {
  const r = rule(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.ruling;
};
const error = (s: Record<string, unknown>): string => {
  const r = rule(s);
  if (r.ok) throw new Error('expected an error');
  return r.error.message;
};
const P = 'r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40';
const III = { timeControl: '90+0', guidelinesIII: true, start: P, clocks: { white: 100, black: 300 } };
const warned = (v: Ruling, article: string): boolean => v.warnings.some((w) => w.article === article && w.note.length > 20);

describe('Guidelines III.3.1: both flags, the first unknown', () => {
  for (const laws of ['2023', '2018'] as const) {
    it(`${laws}: drawn in the last period (III.3.1.2), the game goes on before it (III.3.1.1)`, () => {
      const last = ruled({ ...III, laws, events: [{ flag: 'both', first: null }] });
      expect([last.result, last.termination]).toEqual(['1/2-1/2', 'both-flags']);
      expect(last.articles).toContain('III.3.1.2');
      const early = ruled({
        ...III,
        laws,
        timeControl: '40/90:30',
        start: P.replace('0 40', '0 30'),
        events: [{ flag: 'both', first: null }],
      });
      expect(early.result).toBeNull();
      expect(early.articles).toContain('III.3.1.1');
    });
  }
  it('without the announcement both flags keep their version 2 meaning', () => {
    const v = ruled({ ...III, guidelinesIII: false, events: [{ flag: 'both' }] });
    expect(v.result).toBeNull();
    expect(v.articles).not.toContain('III.3.1.2');
  });
  it('announced but with increment, or in blitz: ignored with a warning naming III.2.2', () => {
    for (const timeControl of ['90+30', '5+0']) {
      const v = ruled({ ...III, timeControl, events: [{ flag: 'both', first: null }] });
      expect(v.termination).not.toBe('both-flags');
      expect(warned(v, 'III.2.2')).toBe(true);
    }
  });
  it('2001: a draw in the quickplay finish (10.3), not "the game goes on"; before it 6.12', () => {
    const v = ruled({ laws: '2001', timeControl: '90+0', start: P, events: [{ flag: 'both' }] });
    expect([v.result, v.termination]).toEqual(['1/2-1/2', 'both-flags']);
    expect(v.articles).toContain('10.3');
    const early = ruled({ laws: '2001', timeControl: '40/120:60', start: P.replace('0 40', '0 30'), events: [{ flag: 'both' }] });
    expect(early.result).toBeNull();
    expect(early.articles).toContain('6.12');
  });
});

describe('Guidelines III.4: five seconds of increment', () => {
  it('declined, the arbiter agrees: the opponent +2 min, then 5 s per move for both', () => {
    const v = ruled({
      ...III,
      events: [{ request: 'increment' }, { decline: 'draw' }, { arbiter: 'agree' }, { move: 'Ra7', seconds: 10 }],
    });
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: 'III.4' }]);
    expect(v.clocks).toEqual({ white: 95, black: 420 });
    expect(v.result).toBeNull();
  });
  it('the arbiter refuses: the clocks as they were', () => {
    const v = ruled({ ...III, events: [{ request: 'increment' }, { decline: 'draw' }, { arbiter: 'refuse' }] });
    expect(v.clockAdjustments).toEqual([]);
    expect(v.articles).toContain('III.4');
  });
  it('the request is a draw offer: accepted, drawn by agreement', () => {
    const v = ruled({ ...III, events: [{ request: 'increment' }, { accept: 'draw' }] });
    expect([v.result, v.termination]).toEqual(['1/2-1/2', 'agreement']);
  });
  it('nothing follows, with a warning: two minutes left, no clocks, blitz, not the last period, 2001', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...III, clocks: { white: 120, black: 300 } }, 'III.4'],
      [{ ...III, clocks: undefined }, 'III.4'],
      [{ ...III, timeControl: '5+0' }, 'III.2.2'],
      [{ ...III, timeControl: '40/90:30', start: P.replace('0 40', '0 30') }, 'III.4'],
      [{ ...III, guidelinesIII: false }, 'III.2.1'],
      [{ ...III, laws: '2001' }, '10.2'],
    ];
    for (const [s, article] of cases) {
      const v = ruled({ ...s, events: [{ request: 'increment' }, { decline: 'draw' }, { arbiter: 'agree' }] });
      expect(v.clockAdjustments, JSON.stringify(s)).toEqual([]);
      expect(warned(v, article), `${JSON.stringify(s)} ${JSON.stringify(v.warnings)}`).toBe(true);
    }
  });
});

describe('Guidelines III.5: the claim that the opponent cannot win by normal means', () => {
  for (const laws of ['2023', '2018'] as const) {
    it(`${laws}: draw, reject (+2 min, not cut by A.3 in rapid), postpone with award`, () => {
      const d = ruled({ ...III, laws, events: [{ claim: 'normal-means', basis: 'no-effort' }, { arbiter: 'draw' }] });
      expect([d.result, d.termination]).toEqual(['1/2-1/2', 'quickplay-claim']);
      expect(d.articles).toContain('III.5.1');
      const r = ruled({ ...III, laws, timeControl: '25+0', events: [{ claim: 'normal-means' }, { arbiter: 'reject' }] });
      expect(r.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: 'III.5.3' }]);
      expect(r.articles).not.toContain('A.3');
      const p = ruled({
        ...III,
        laws,
        events: [{ claim: 'normal-means' }, { arbiter: 'postpone', award: true }, { move: 'Ra7' }, { move: 'h6' }, { arbiter: 'draw' }],
      });
      expect(p.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: 'III.5.2' }]);
      expect([p.result, p.termination]).toEqual(['1/2-1/2', 'quickplay-claim']);
    });
  }
  it('postponed, then a flag: open with a warning; rejected after it the flag stands', () => {
    const events = [{ claim: 'normal-means' }, { arbiter: 'postpone' }, { move: 'Ra7' }, { move: 'h6' }, { flag: 'white' }];
    const open = ruled({ ...III, events });
    expect(open.result).toBeNull();
    expect(warned(open, 'III.5.2')).toBe(true);
    const rejected = ruled({ ...III, events: [...events, { arbiter: 'reject' }] });
    expect([rejected.result, rejected.termination]).toEqual(['0-1', 'timeout']);
  });
  it('the opponent cannot checkmate by any series of legal moves: the claim succeeds whatever the arbiter says', () => {
    const v = ruled({ ...III, start: '6k1/8/8/8/8/8/5PPP/R5K1 w - - 0 40', events: [{ claim: 'normal-means' }, { arbiter: 'reject' }] });
    expect([v.result, v.termination]).toEqual(['1/2-1/2', 'quickplay-claim']);
    expect(v.clockAdjustments).toEqual([]);
  });
  it('not after III.4 was granted, not in blitz, not with two minutes: a warning, never an error', () => {
    const after = ruled({
      ...III,
      events: [{ request: 'increment' }, { decline: 'draw' }, { arbiter: 'agree' }, { claim: 'normal-means' }, { arbiter: 'reject' }],
    });
    expect(after.clockAdjustments).toHaveLength(1);
    expect(warned(after, 'III.4')).toBe(true);
    const blitz = ruled({ ...III, timeControl: '5+0', events: [{ claim: 'normal-means' }, { arbiter: 'reject' }] });
    expect(blitz.clockAdjustments).toEqual([]);
    expect(warned(blitz, 'III.2.2')).toBe(true);
    const time = ruled({ ...III, clocks: { white: 125, black: 300 }, events: [{ claim: 'normal-means' }] });
    expect(warned(time, 'III.5')).toBe(true);
  });
  it('2001: Article 10.2 applies without an announcement (10.2.c: two minutes), not in blitz (C5)', () => {
    const v = ruled({
      laws: '2001',
      timeControl: '90+0',
      start: P,
      clocks: { white: 100, black: 300 },
      events: [{ claim: 'normal-means' }, { arbiter: 'reject' }],
    });
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '10.2.c' }]);
    const b = ruled({
      laws: '2001',
      timeControl: '10+0',
      start: P,
      clocks: { white: 100, black: 300 },
      events: [{ claim: 'normal-means' }, { arbiter: 'draw' }],
    });
    expect(b.result).toBeNull();
    expect(warned(b, 'C5')).toBe(true);
  });
  it('parse errors name the field in Turkish', () => {
    expect(error({ ...III, events: [{ claim: 'normal-means', basis: 'x' }] })).toMatch(/^events\[0\]\.basis: "x" "cannot-win"/);
    expect(error({ ...III, events: [{ arbiter: 'reject', award: true }] })).toMatch(/^events\[0\]\.award: /);
    expect(error({ ...III, events: [{ request: 'time' }] })).toMatch(/^events\[0\]\.request: /);
    expect(error({ ...III, guidelinesIII: 'yes', events: [] })).toMatch(/^guidelinesIII: /);
  });
});

describe('Guidelines I: sealed moves', () => {
  const S = 'r5k1/5ppp/8/8/8/8/5PPP/RN3NK1 w - - 0 40';
  for (const laws of ['2023', '2018'] as const) {
    it(`${laws}: made when legal and unambiguous (short or long algebraic), lost otherwise`, () => {
      for (const text of ['Nc3', 'Nb1c3', 'Nb1-c3', 'Nbd2', 'Nfd2']) {
        const v = ruled({ laws, start: S, events: [{ seal: text }, { resume: true }] });
        expect(v.result, text).toBeNull();
        expect(v.toMove, text).toBe('black');
        expect(v.articles).toContain('I.9.1');
      }
      const cases: [string, string][] = [
        ['Nd2', 'I.8.1'],
        ['Nd3', 'I.8.3'],
        ['knight c3', 'I.8.2'],
      ];
      for (const [text, article] of cases) {
        const v = ruled({ laws, start: S, events: [{ seal: text }, { resume: true }] });
        expect([v.result, v.termination], text).toEqual(['0-1', 'sealed-move']);
        expect(v.articles, text).toContain(article);
      }
    });
  }
  it('Turkish letters with "notation": "tr" (C.3)', () => {
    const v = ruled({ notation: 'tr', start: S, events: [{ seal: 'Abd2' }, { resume: true }] });
    expect(v.result).toBeNull();
    expect(v.fen.split(' ')[0]).toBe('r5k1/5ppp/8/8/8/8/3N1PPP/R4NK1');
  });
  it('a pawn promotion without the piece is ambiguous; the opponent who cannot mate makes it a draw', () => {
    const promo = ruled({ start: '6k1/P4ppp/8/8/8/8/8/R5K1 w - - 0 40', events: [{ seal: 'a8' }, { resume: true }] });
    expect(promo.termination).toBe('sealed-move');
    const draw = ruled({ start: '6k1/p7/8/8/8/8/8/6K1 b - - 0 40', events: [{ seal: 'a4' }, { resume: true }] });
    expect([draw.result, draw.termination]).toEqual(['1/2-1/2', 'sealed-move-unwinnable']);
  });
  it('2001: A8.1 (ambiguous) and A9.1 (made)', () => {
    expect(ruled({ laws: '2001', start: S, events: [{ seal: 'Nd2' }, { resume: true }] }).articles).toContain('A8.1');
    expect(ruled({ laws: '2001', start: S, events: [{ seal: 'Nc3' }, { resume: true }] }).articles).toContain('A9.1');
  });
  it('input errors: resume without seal, a move while sealed, a seal by the wrong player', () => {
    expect(error({ events: [{ resume: true }] })).toMatch(/^events\[0\]\.resume: açılacak kapalı hamle yok/);
    expect(error({ start: S, events: [{ seal: 'Nc3' }, { move: 'Nc3' }] })).toMatch(/^events\[1\]\.move: /);
    expect(error({ start: S, events: [{ seal: 'Kh8', by: 'black' }] })).toMatch(/^events\[0\]\.by: /);
  });
  it('a sealed move with the envelope not opened: the game is adjourned (warning)', () => {
    const v = ruled({ start: S, events: [{ seal: 'Nc3' }] });
    expect(v.result).toBeNull();
    expect(warned(v, 'I.1.1')).toBe(true);
  });
});

describe('2023 blitz penalties: B.3 on every path, B.2 left open', () => {
  it('an incorrect claim in blitz without an arbiter per game cites B.3 and A.3, never "rapid"', () => {
    const v = ruled({ timeControl: '3+2', start: P, moves: ['Ra7', 'h6'], events: [{ claim: 'threefold' }] });
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 60, article: '9.5.3' }]);
    expect(v.articles).toEqual(expect.arrayContaining(['B.3', 'A.3']));
    expect(
      v.steps
        .filter((s) => s.article === 'A.3' || s.article === 'B.3')
        .map((s) => s.text)
        .join(' '),
    ).not.toMatch(/Hızlı satrançta/);
    expect(v.steps.filter((s) => s.article === 'B.3')).toHaveLength(1);
  });
  it('an illegal move in blitz cites B.3 once', () => {
    const v = ruled({
      timeControl: '3+2',
      moves: ['e4', 'e5'],
      events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }],
    });
    expect(v.steps.filter((s) => s.article === 'B.3')).toHaveLength(1);
    expect(v.articles).toContain('A.3');
  });
  it('with one arbiter per game (B.2) the warning names B.2', () => {
    const v = ruled({ timeControl: '3+2', supervision: 'full', moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }] });
    expect(warned(v, 'B.2')).toBe(true);
  });
});

describe('7.2.1: a start no game can reach', () => {
  const WRONG = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1';
  it('is accepted when the arbiter finds the wrong initial position: a new game', () => {
    const v = ruled({ start: WRONG, events: [{ found: 'initial-position' }] });
    expect([v.result, v.termination]).toEqual([null, 'restart']);
    expect(v.articles).toContain('7.2.1');
  });
  it('otherwise is still an error naming 3.10.3 and the event that would admit it', () => {
    expect(error({ start: WRONG, events: [] })).toMatch(/^start: .*3\.10\.3.*initial-position/);
  });
});
