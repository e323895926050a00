// The pairing tool's reducer (tool-state.ts): a new input clears the old result and the exercise, a stop
// says so only when the reader asked for it, quick entry fills the boards.
import { describe, expect, it } from 'vitest';
import { initialPairingTool, reducePairingTool } from './tool-state.ts';
import type { Roster } from './roster.ts';

const roster: Roster = { round: 3, totalRounds: 5, players: [] };

describe('reducePairingTool', () => {
  it('a new input stops the job, clears the result and the exercise', () => {
    let s = initialPairingTool('old', '', '9');
    s = reducePairingTool(s, { type: 'exercise', exercise: { text: 'old', roster }, boards: 2 });
    s = reducePairingTool(s, { type: 'start', busy: 'pair' });
    s = reducePairingTool(s, { type: 'input', text: 'new' });
    expect(s).toMatchObject({ text: 'new', busy: null, stopped: false, shown: { kind: 'none' }, exercise: null });
  });

  it('the stop button is said; the boards follow the quick entry; a grading error ends the grading', () => {
    let s = reducePairingTool(initialPairingTool('t', '', '9'), { type: 'start', busy: 'check' });
    expect(reducePairingTool(s, { type: 'stop', explicit: true })).toMatchObject({ busy: null, stopped: true });
    s = reducePairingTool(s, { type: 'exercise', exercise: { text: 't', roster }, boards: 3 });
    expect(s.boards).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    s = reducePairingTool(s, { type: 'pairs', pairs: [[3, 7]], bye: 9 });
    expect(s.boards).toEqual([
      ['3', '7'],
      ['', ''],
      ['', ''],
    ]);
    expect(s.bye).toBe('9');
    s = reducePairingTool(s, { type: 'board', index: 1, side: 1, id: '5' });
    expect(s.boards[1]).toEqual(['', '5']);
    s = reducePairingTool({ ...s, busy: null }, { type: 'start', busy: 'grade' });
    s = reducePairingTool(s, { type: 'exError', error: 'bozuk' });
    expect(s).toMatchObject({ busy: null, exError: 'bozuk' });
  });
});
