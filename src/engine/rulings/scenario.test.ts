// The scenario parser/validator: Turkish errors naming the event index and the field;
// nothing is half-applied (a scenario is accepted whole or rejected).

import { describe, expect, it } from 'vitest';
import { parseScenario, rule, computeRuling, categoryFromTimeControl, claimantCut2001, touchRuleArticles, EDITIONS } from './index.ts';
import { parseTimeControl } from './scenario.ts';

const err = (json: unknown): string => {
  const r = rule(json);
  if (r.ok) throw new Error('expected an error');
  return r.error.message;
};

describe('parseScenario errors', () => {
  it('malformed JSON', () => {
    const r = parseScenario('{"events": [');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe('json');
      expect(r.error.message).toMatch(/JSON/);
      expect(r.error.message).toMatch(/geçerli bir JSON metni değil/);
    }
    expect(err('[1,2]')).toMatch(/^json: senaryo bir JSON nesnesi olmalı/);
  });

  it('a square that does not exist names the event and the field', () => {
    expect(err({ events: [{ touch: 'e2', adjust: true }, { move: 'e4' }, { place: 'h4z5' }] })).toBe(
      'events[2].place: "h4z5" geçerli bir kare değil',
    );
    expect(err({ events: [{ touch: 'i9' }] })).toBe('events[0].touch: "i9" geçerli bir kare değil');
  });

  it('an unknown event or field', () => {
    expect(err({ events: [{ jump: 'e4' }] })).toMatch(/^events\[0\]\.jump: bilinmeyen olay "jump"/);
    expect(err({ events: [{ move: 'e4' }, { place: 'e7e5', twohands: true }] })).toMatch(
      /^events\[1\]\.twohands: "place" olayında bilinmeyen alan/,
    );
    expect(err({ events: [{ move: 'e4', touch: 'e2' }] })).toMatch(/^events\[0\]\.touch: bir olayda tek bir tür olabilir/);
    expect(err({ events: [{ claim: 'perpetual' }] })).toMatch(/^events\[0\]\.claim: "perpetual" bilinmeyen bir sav/);
    // Spec v2: both flags in every edition; "first" only with "both".
    expect(err({ events: [{ flag: 'white', first: 'white' }] })).toMatch(/^events\[0\]\.first: .*yalnızca iki bayrak/);
    expect(err({ events: [{ flag: 'both', first: 'red' }] })).toMatch(/^events\[0\]\.first: /);
    expect(err({ events: [{ offer: 'draw', by: 'red' }] })).toMatch(/^events\[0\]\.by: "red" geçerli bir oyuncu değil/);
  });

  it('a SAN move not legal in the history', () => {
    expect(err({ moves: ['e4', 'e5', 'Ke3'], events: [] })).toMatch(/^moves\[2\]: "Ke3" bu konumda kurallara uygun bir hamle değil/);
    expect(err({ moves: ['e4'], events: [{ move: 'Nf6' }, { move: 'Nf6' }] })).toMatch(
      /^events\[1\]\.move: "Nf6" bu konumda kurallara uygun bir hamle değil/,
    );
    // Legal in the history only after the restoration of an illegal move.
    expect(err({ moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }, { move: 'Nc6' }] })).toMatch(
      /^events\[2\]\.move: "Nc6" bu konumda kurallara uygun/,
    );
    expect(err({ moves: ['e4', 'e5'], events: [{ claim: 'threefold', intended: 'Qxf7' }] })).toMatch(/^events\[0\]\.intended: "Qxf7"/);
  });

  it('other fields', () => {
    expect(err({ laws: '2014', events: [] })).toMatch(/^laws: "2014" bilinmiyor/);
    expect(err({ timeControl: '90 dakika', events: [] })).toMatch(/^timeControl: /);
    expect(err({ start: 'not a fen', events: [] })).toMatch(/^start: geçersiz FEN/);
    expect(err({ illegalMoves: { white: 2 }, events: [] })).toMatch(/^illegalMoves\.white: 2 olamaz/);
    expect(err({ clocks: { white: -1, black: 10 }, events: [] })).toMatch(/^clocks\.white: /);
    expect(err({})).toMatch(/^events: eksik/);
    expect(err({ events: [{ touch: 'e4' }] })).toBe('events[0].touch: e4 karesinde taş yok');
    expect(err({ events: [{ press: true, by: 'black' }] })).toMatch(/^events\[0\]\.by: saat düğmesine yalnızca/);
    expect(err({ events: [{ promote: 'q' }] })).toMatch(/^events\[0\]\.promote: terfi karesinde/);
  });

  it('nothing is half-applied: one bad event rejects the whole scenario', () => {
    const r = rule({ moves: ['e4'], events: [{ move: 'e5' }, { resign: 'white' }, { move: 'Zz9' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.event).toBe(2);
      expect(r.error.path).toBe('events[2].move');
    }
  });
});

describe('parseScenario fields', () => {
  it('defaults', () => {
    const r = parseScenario({ events: [] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.laws).toBe('2023'); // spec version 2: the edition in force
    expect(r.value.category).toBe('standard');
    expect(r.value.categorySource).toBe('default');
    expect(r.value.supervision).toBe('partial');
    expect(r.value.illegalMoves).toEqual({ white: 0, black: 0 });
  });

  it('UCI, SAN and Turkish letters are read', () => {
    const a = rule({ moves: ['e2e4', 'e7e5', 'g1f3'], events: [{ move: 'b8c6' }] });
    const b = rule({ notation: 'tr', moves: ['e4', 'e5', 'Af3'], events: [{ move: 'Ac6' }] });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.ruling.fen).toBe(b.value.ruling.fen);
  });

  it('computeRuling gives the same ruling as rule()', () => {
    const json = { moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }] };
    const s = parseScenario(json);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const a = computeRuling(s.value);
    const b = computeRuling(s.value);
    expect(b).toEqual(a);
    expect(a.ok && a.value.ruling.illegalMoves.white).toBe(1);
    expect(rule(json)).toEqual(a);
  });

  it('unknown top-level fields are kept out with a warning', () => {
    const r = rule({ title: 'Örnek', events: [] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.ruling.warnings.map((w) => w.note).join(' ')).toMatch(/"title"/);
  });
});

describe('categories', () => {
  const tc = (base: number, inc: number) => ({
    text: `${base}+${inc}`,
    periods: [{ moves: null, minutes: base, incrementSeconds: inc, delaySeconds: 0 }],
    baseMinutes: base,
    incrementSeconds: inc,
  });
  it('A.1 / B.1: base + 60 × increment; exactly 60 is standard, exactly 10 is blitz', () => {
    const cases: [number, number, string][] = [
      [60, 0, 'standard'],
      [59, 0, 'rapid'],
      [45, 15, 'standard'],
      [10, 0, 'blitz'],
      [10, 1, 'rapid'],
      [3, 2, 'blitz'],
      [90, 30, 'standard'],
    ];
    for (const [base, inc, category] of cases) expect(categoryFromTimeControl(tc(base, inc), '2018'), `${base}+${inc}`).toBe(category);
  });
  it('B1 / C1 (2001): rapid 15–60 minutes, blitz under 15', () => {
    const cases: [number, number, string][] = [
      [14, 0, 'blitz'],
      [15, 0, 'rapid'],
      [60, 0, 'rapid'],
      [61, 0, 'standard'],
      [10, 5, 'blitz'],
    ];
    for (const [base, inc, category] of cases) expect(categoryFromTimeControl(tc(base, inc), '2001'), `${base}+${inc}`).toBe(category);
  });
  it('9.5.b (2001) time cut', () => {
    const cases: [number, number][] = [
      [600, -180],
      [240, -120],
      [121, -60.5],
      [120, -60],
      [90, -30],
      [60, 0],
      [30, 0],
    ];
    for (const [left, cut] of cases) expect(claimantCut2001(left), `${left} s`).toBe(cut);
  });
});

describe('touch-move as a table', () => {
  it('tries 4.7, 4.7.2, 4.4.1, then 4.3.1–4.3.3 in that order (2001: 4.8, 4.4.a, 4.4.a, 4.3.a, 4.3.a, 4.3.b)', () => {
    expect(touchRuleArticles(EDITIONS['2018'].A)).toEqual(['4.7', '4.7.2', '4.4.1', '4.3.1', '4.3.2', '4.3.3']);
    expect(touchRuleArticles(EDITIONS['2001'].A)).toEqual(['4.8', '4.4.a', '4.4.a', '4.3.a', '4.3.a', '4.3.b']);
  });
});

describe('time controls (6.3.1, 6.3.2): periods, increments, delay', () => {
  const periods = (text: string) => {
    const r = parseTimeControl(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.periods;
  };
  it('reads one period as in spec v1, and periods joined by ":"', () => {
    expect(periods('90+30')).toEqual([{ moves: null, minutes: 90, incrementSeconds: 30, delaySeconds: 0 }]);
    expect(periods('40/90+30:30+30')).toEqual([
      { moves: 40, minutes: 90, incrementSeconds: 30, delaySeconds: 0 },
      { moves: null, minutes: 30, incrementSeconds: 30, delaySeconds: 0 },
    ]);
    // An increment that starts in a later period.
    expect(periods('40/120:20/60:15+30').map((p) => [p.moves, p.minutes, p.incrementSeconds])).toEqual([
      [40, 120, 0],
      [20, 60, 0],
      [null, 15, 30],
    ]);
    expect(periods('5d3')).toEqual([{ moves: null, minutes: 5, incrementSeconds: 0, delaySeconds: 3 }]);
    expect(periods(' 90 + 30 ')).toEqual(periods('90+30'));
  });
  it('takes the category from the first period (A.1: base + 60 × increment)', () => {
    const r = rule({ laws: '2023', timeControl: '40/90+30:30+30', events: [] });
    expect(r.ok && r.value.ruling.category).toBe('standard');
    const b = rule({ laws: '2023', timeControl: '3+2', events: [] });
    expect(b.ok && b.value.ruling.category).toBe('blitz');
  });
  it('explains a control that does not parse, in Turkish, naming the field', () => {
    for (const bad of ['90 dakika', '40/90', '90:30', '40/90:40/30', '0/90:30', '0+0', '40/90+x:30']) {
      const r = parseTimeControl(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/^timeControl: /);
    }
  });
});

describe('a flag with periods (6.3.1, 6.4)', () => {
  // White: king, rook and pawns; Black to move after White's 40th (or 35th) move.
  const at = (fullmove: number) => `6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 ${fullmove}`;
  const ruled = (json: Record<string, unknown>) => {
    const r = rule(json);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.ruling;
  };
  it('after the 40 moves of a 40-move period: no loss, the game goes on into the next period', () => {
    for (const laws of ['2023', '2018'] as const) {
      const v = ruled({ laws, timeControl: '40/90+30:30+30', start: at(40), events: [{ flag: 'white', by: 'arbiter' }] });
      expect(v.result).toBeNull();
      expect(v.articles).toEqual(['6.3.1', '6.4']);
      expect(v.steps.at(-1)!.text).toMatch(/30 dakika/);
    }
    expect(ruled({ laws: '2001', timeControl: '40/120:60', start: at(40), events: [{ flag: 'white', by: 'black' }] }).articles).toEqual([
      '6.2.a',
      '6.3',
    ]);
  });
  it('before the 40th move: 6.9 as before; in the last period too', () => {
    const early = ruled({ laws: '2023', timeControl: '40/90+30:30+30', start: at(35), events: [{ flag: 'white', by: 'arbiter' }] });
    expect([early.result, early.termination]).toEqual(['0-1', 'timeout']);
    const late = ruled({ laws: '2023', timeControl: '40/90+30:30+30', start: at(52), events: [{ flag: 'white', by: 'arbiter' }] });
    expect(late.result).toBe('0-1');
    // One period: any flag is the end of the game's time.
    const one = ruled({ laws: '2023', timeControl: '90+30', start: at(40), events: [{ flag: 'white', by: 'arbiter' }] });
    expect(one.result).toBe('0-1');
  });
});
