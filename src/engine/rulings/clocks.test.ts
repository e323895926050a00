// Clocks kept from per-move times (spec v2 `seconds`): the time of each move, the increment, the
// delay (6.3.2), the next period's time when a period's moves are completed, the times before an
// illegal move as the arbiter's starting point (7.1), and bad per-move times.

import { describe, expect, it } from 'vitest';
import { ruled, ruleError as error } from '../../../tests/support/rule.ts';

describe('clocks from per-move times', () => {
  it("take off each move's time and add the increment", () => {
    const v = ruled({
      timeControl: '40/90+30:30+30',
      clocks: { white: 600, black: 700 },
      events: [
        { move: 'e4', seconds: 30 },
        { move: 'e5', seconds: 20 },
        { move: 'Nf3', seconds: 75 },
      ],
    });
    expect(v.clocks).toEqual({ white: 600 - 30 + 30 - 75 + 30, black: 700 - 20 + 30 });
  });

  it('the seconds of placing and pressing add up to the move', () => {
    const v = ruled({
      timeControl: '90+30',
      clocks: { white: 600, black: 600 },
      events: [
        { place: 'e2e4', seconds: 12 },
        { press: true, seconds: 3 },
      ],
    });
    expect(v.clocks).toEqual({ white: 600 - 15 + 30, black: 600 });
  });

  it('delay (6.3.2): the main time runs only after the delay', () => {
    const v = ruled({
      timeControl: '5d3',
      clocks: { white: 300, black: 300 },
      events: [
        { move: 'e4', seconds: 2 },
        { move: 'e5', seconds: 10 },
      ],
    });
    expect(v.clocks).toEqual({ white: 300, black: 293 });
  });

  it("completing the period's moves adds the next period's time; the time left carries over", () => {
    // White's 40th move.
    const v = ruled({
      timeControl: '40/90:30',
      start: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40',
      clocks: { white: 100, black: 400 },
      events: [{ move: 'Ra7', seconds: 50 }],
    });
    expect(v.clocks).toEqual({ white: 100 - 50 + 1800, black: 400 });
    expect(v.articles).toContain('6.3.2');
  });

  it("after an illegal move is undone, the times before it are the arbiter's starting point (7.1), then the penalty", () => {
    const v = ruled({
      laws: '2018',
      timeControl: '90+30',
      clocks: { white: 1000, black: 1000 },
      moves: ['e4', 'e5'],
      events: [{ place: 'f1f3', seconds: 40 }, { press: true }],
    });
    expect(v.clocks).toEqual({ white: 1000, black: 1120 });
    expect(v.articles).toEqual(expect.arrayContaining(['7.5.1', '7.1', '7.5.5']));
    expect(v.warnings.map((w) => w.note).join(' ')).toMatch(/başlangıç noktası/);
  });

  it('per-move times that do not add up, or without clocks', () => {
    expect(error({ timeControl: '90+30', clocks: { white: 20, black: 600 }, events: [{ move: 'e4', seconds: 45 }] })).toMatch(
      /^events\[0\]\.seconds: Beyaz'ın saatinde 0:20 vardı/,
    );
    expect(error({ events: [{ move: 'e4', seconds: -3 }] })).toMatch(/^events\[0\]\.seconds: /);
    expect(error({ events: [{ touch: 'e2', seconds: 3 }] })).toMatch(/^events\[0\]\.seconds: "touch" olayında bilinmeyen alan/);
    const v = ruled({ timeControl: '90+30', events: [{ move: 'e4', seconds: 30 }] });
    expect(v.clocks).toBeUndefined();
    expect(v.warnings.map((w) => w.note).join(' ')).toMatch(/"clocks"/);
  });

  it('clocks given without per-move times stay as before (only adjustments)', () => {
    const v = ruled({ timeControl: '90+30', clocks: { white: 600, black: 600 }, events: [{ move: 'e4' }, { move: 'e5' }] });
    expect(v.clocks).toEqual({ white: 600, black: 600 });
  });
});

describe('both flags down (spec v2 "first")', () => {
  // White: king and rook; Black: king and pawns — both can still mate.
  const start = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40';
  it('2023 and 2018: the flag an electronic clock shows fell first loses (6.9); in rapid without full supervision by A.5.3 / A.4.3', () => {
    const std = ruled({ laws: '2023', timeControl: '90+30', start, events: [{ flag: 'both', first: 'black', by: 'arbiter' }] });
    expect([std.result, std.termination]).toEqual(['1-0', 'timeout']);
    expect(std.articles).toEqual(expect.arrayContaining(['6.8', '6.9']));
    const rapid23 = ruled({ laws: '2023', timeControl: '15+0', start, events: [{ flag: 'both', first: 'white', by: 'black' }] });
    expect([rapid23.result, rapid23.articles.includes('A.5.3')]).toEqual(['0-1', true]);
    const rapid18 = ruled({ laws: '2018', timeControl: '15+0', start, events: [{ flag: 'both', first: 'white', by: 'black' }] });
    expect([rapid18.result, rapid18.articles.includes('A.4.3')]).toEqual(['0-1', true]);
  });
  it('2023 and 2018: which fell first cannot be established: nobody wins on time, the game goes on, with a warning saying what this rests on', () => {
    for (const laws of ['2023', '2018']) {
      const v = ruled({ laws, timeControl: '15+0', start, events: [{ flag: 'both', first: null }] });
      expect(v.result).toBeNull();
      expect(v.warnings.map((w) => w.note).join(' ')).toMatch(/açıkça düzenlemez/);
    }
  });
  it('2001: standard play goes on (6.12); rapid and blitz are drawn (B7, B8) whichever fell first', () => {
    expect(ruled({ laws: '2001', timeControl: '90+30', start, events: [{ flag: 'both' }] }).result).toBeNull();
    const rapid = ruled({ laws: '2001', timeControl: '25+0', start, events: [{ flag: 'both', first: 'white' }] });
    expect([rapid.result, rapid.articles]).toEqual(['1/2-1/2', expect.arrayContaining(['B7', 'B8'])]);
  });
  it('the player whose flag fell first cannot claim; no claimant when it is unknown', () => {
    expect(error({ events: [{ flag: 'both', first: 'white', by: 'white' }] })).toMatch(/^events\[0\]\.by: bayrağı önce düşen/);
    expect(error({ events: [{ flag: 'both', by: 'white' }] })).toMatch(/^events\[0\]\.by: /);
  });
});
