// Recording duties (8.1.1, 8.4, 8.5; rapid and blitz A.2; 2001 8.1, 8.4, 8.5.a/b, B3) and a clock
// found wrongly set during the game (6.10.2, MHK on 6.10.1; 2001 6.11).

import { describe, expect, it } from 'vitest';
import { ruled, ruleError as error } from '../../../tests/support/rule.ts';

// White to play his 40th move; each side has completed 39.
const AT_40 = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40';

describe('8.4: who must record', () => {
  it('under five minutes without a 30-second increment a player may stop recording for the rest of the period', () => {
    const v = ruled({
      timeControl: '40/90:30',
      start: AT_40,
      clocks: { white: 200, black: 900 },
      events: [{ scoresheet: 'stop', by: 'white' }],
    });
    expect(v.articles).toEqual(['8.4']);
    expect(v.recording).toEqual({ white: false, black: true });
  });

  it('with five minutes or more, or an increment of 30 s, he must go on recording (8.1.1)', () => {
    const long = ruled({
      timeControl: '40/90:30',
      start: AT_40,
      clocks: { white: 400, black: 900 },
      events: [{ scoresheet: 'stop', by: 'white' }],
    });
    expect(long.articles).toEqual(['8.1.1']);
    expect(long.recording).toEqual({ white: true, black: true });
    const incr = ruled({
      timeControl: '90+30',
      start: AT_40,
      clocks: { white: 100, black: 900 },
      events: [{ scoresheet: 'stop', by: 'white' }],
    });
    expect(incr.articles).toEqual(['8.1.1']);
    expect(incr.steps[0].text).toContain('30 saniye');
    expect(incr.recording).toEqual({ white: true, black: true });
  });

  it('the ruling tells who must record from the clocks alone, without any scoresheet event', () => {
    const v = ruled({ timeControl: '40/90:30', start: AT_40, clocks: { white: 299, black: 300 }, events: [] });
    expect(v.recording).toEqual({ white: false, black: true });
    expect(ruled({ timeControl: '90+30', start: AT_40, clocks: { white: 10, black: 10 }, events: [] }).recording).toEqual({
      white: true,
      black: true,
    });
    expect(ruled({ start: AT_40, events: [] }).recording).toBeUndefined();
  });

  it('a player who completes the period records again in the next one', () => {
    const v = ruled({
      timeControl: '40/90:30',
      start: AT_40,
      clocks: { white: 200, black: 900 },
      events: [
        { scoresheet: 'stop', by: 'white' },
        { move: 'Ra7', seconds: 100 },
      ],
    });
    expect(v.clocks).toEqual({ white: 100 + 1800, black: 900 });
    expect(v.recording).toEqual({ white: true, black: true });
  });

  it('rapid and blitz need no recording (A.2; 2001 B3)', () => {
    const v = ruled({ laws: '2023', timeControl: '15+10', start: AT_40, events: [{ scoresheet: 'stop', by: 'black' }] });
    expect(v.articles).toContain('A.2');
    expect(v.recording).toEqual({ white: false, black: false });
    expect(ruled({ laws: '2001', timeControl: '15+0', start: AT_40, events: [{ scoresheet: 'stop', by: 'black' }] }).articles).toContain(
      'B3',
    );
  });

  it('without clocks or a time control the scoresheet event is a Turkish error naming it', () => {
    expect(error({ start: AT_40, events: [{ scoresheet: 'stop' }] })).toMatch(/^events\[0\]\.scoresheet: .*"clocks"/);
    expect(error({ start: AT_40, events: [{ scoresheet: 'start' }] })).toMatch(/^events\[0\]\.scoresheet: "start" bilinmiyor/);
  });
});

describe('8.5: after a flag when players did not record', () => {
  it('neither recorded: the scoresheets are updated (8.5.1), then the flag is decided (6.9)', () => {
    const v = ruled({
      timeControl: '40/90:30',
      start: AT_40,
      clocks: { white: 200, black: 250 },
      events: [{ scoresheet: 'stop', by: 'white' }, { scoresheet: 'stop', by: 'black' }, { move: 'Ra7', seconds: 150 }, { flag: 'black' }],
    });
    expect(v.articles.indexOf('8.5.1')).toBeGreaterThan(-1);
    expect(v.articles.indexOf('8.5.1')).toBeLessThan(v.articles.indexOf('6.9'));
    expect(v.steps.find((s) => s.article === '8.5.1')!.text).toContain('8.5.3');
    expect(v.result).toBe('1-0');
  });

  it('only one did not record: he updates his scoresheet before moving (8.5.2); the game goes on into the next period', () => {
    const v = ruled({
      timeControl: '40/90:30',
      start: '6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 1 40',
      clocks: { white: 1800, black: 100 },
      events: [{ scoresheet: 'stop', by: 'black' }, { move: 'h6', seconds: 100 }, { flag: 'black' }],
    });
    expect(v.articles).toContain('8.5.2');
    expect(v.articles).toContain('6.4');
    expect(v.result).toBeNull();
    expect(v.recording).toEqual({ white: true, black: true });
  });

  it('2001 numbers the same duties 8.4 and 8.5.a', () => {
    const v = ruled({
      laws: '2001',
      timeControl: '40/90:30',
      start: AT_40,
      clocks: { white: 200, black: 250 },
      events: [{ scoresheet: 'stop', by: 'white' }, { scoresheet: 'stop', by: 'black' }, { move: 'Ra7', seconds: 150 }, { flag: 'black' }],
    });
    expect(v.articles).toContain('8.4');
    expect(v.articles).toContain('8.5.a');
    expect(v.articles).not.toContain('8.5.3');
  });
});

describe('6.10.2: a clock found wrongly set', () => {
  const MOVE_21 = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 21';

  it('set without the increment: each player gets the increments of his completed moves', () => {
    const v = ruled({
      timeControl: '90+30',
      start: MOVE_21,
      clocks: { white: 1200, black: 900 },
      events: [{ found: 'clock-setting', set: '90+0' }],
    });
    expect(v.clockAdjustments).toEqual([
      { side: 'white', seconds: 600, article: '6.10.2' },
      { side: 'black', seconds: 600, article: '6.10.2' },
    ]);
    expect(v.clocks).toEqual({ white: 1800, black: 1500 });
    expect(v.result).toBeNull();
    expect(v.warnings.map((w) => w.note).join(' ')).toContain('en doğru değerlendirmesini');
  });

  it('set without the second period: the player who completed the first gets its time', () => {
    const v = ruled({
      timeControl: '40/90:30',
      start: '6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 1 40',
      events: [{ found: 'clock-setting', set: '90' }],
    });
    expect(v.clockAdjustments).toEqual([{ side: 'white', seconds: 1800, article: '6.10.2' }]);
  });

  it('a flag shown fallen on the wrong setting does not end the game when time is given back (MHK on 6.10.1)', () => {
    const v = ruled({
      timeControl: '90+30',
      start: MOVE_21,
      clocks: { white: 1200, black: 0 },
      events: [{ found: 'clock-setting', set: '90+0' }],
    });
    expect(v.articles).toEqual(['6.10.2', '6.10.1']);
    expect(v.clocks).toEqual({ white: 1800, black: 600 });
    expect(v.result).toBeNull();
  });

  it('too much time set is taken off', () => {
    const v = ruled({
      timeControl: '60+0',
      start: MOVE_21,
      clocks: { white: 3000, black: 3000 },
      events: [{ found: 'clock-setting', set: '90+0' }],
    });
    expect(v.clockAdjustments).toEqual([
      { side: 'white', seconds: -1800, article: '6.10.2' },
      { side: 'black', seconds: -1800, article: '6.10.2' },
    ]);
  });

  it('2001: the arbiter sets the times (6.11)', () => {
    const v = ruled({ laws: '2001', timeControl: '90+30', start: MOVE_21, events: [{ found: 'clock-setting', set: '90+0' }] });
    expect(v.articles).toEqual(['6.11']);
    expect(v.clockAdjustments.map((a) => a.article)).toEqual(['6.11', '6.11']);
  });

  it('bad input: no time control, no or a broken setting, a setting on another finding', () => {
    expect(error({ start: MOVE_21, events: [{ found: 'clock-setting', set: '90+0' }] })).toMatch(/^events\[0\]\.set: .*"timeControl"/);
    expect(error({ timeControl: '90+30', events: [{ found: 'clock-setting' }] })).toMatch(/^events\[0\]\.set: eksik/);
    expect(error({ timeControl: '90+30', events: [{ found: 'clock-setting', set: '90x' }] })).toMatch(
      /^events\[0\]\.set: "90x": anlaşılamadı/,
    );
    expect(error({ timeControl: '90+30', events: [{ found: 'board-orientation', set: '90' }] })).toMatch(
      /^events\[0\]\.set: "set" yalnızca/,
    );
  });
});

describe('a flag before the player has made any move', () => {
  it('is bad input from the initial position, a Turkish error naming the event', () => {
    expect(error({ timeControl: '40/90:30', events: [{ flag: 'white' }] })).toMatch(/^events\[0\]\.flag: Beyaz henüz hiç hamle yapmadı/);
    expect(error({ timeControl: '90+30', moves: ['e4'], events: [{ flag: 'black' }] })).toMatch(/^events\[0\]\.flag: Siyah henüz/);
    // After his first move the flag is a flag.
    expect(ruled({ timeControl: '90+30', moves: ['e4', 'e5'], events: [{ flag: 'white' }] }).result).toBe('0-1');
  });
});
