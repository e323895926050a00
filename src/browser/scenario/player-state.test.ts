// The scenario board's state: stepping through the events (buttons, keys, clamped at both ends), the
// extra step when the ruling moves pieces, and what the board shows at each step.
import { describe, expect, it } from 'vitest';
import { computeScenario } from './compute.ts';
import {
  entryClass,
  hasFinalStep,
  initialPlayer,
  playerFrame,
  playerKey,
  reducePlayer,
  type PlayerAction,
  type PlayerState,
} from './player-state.ts';
import type { ScenarioView } from './view.ts';

function viewOf(scenario: Record<string, unknown>): ScenarioView {
  const c = computeScenario(scenario);
  if (!c.ok) throw new Error(c.error);
  return c.value.view;
}
const run = (s: PlayerState, ...actions: PlayerAction[]) => actions.reduce(reducePlayer, s);

// Black's e-pawn knocked out of place (7.4.1), then his move: the ruling puts the pawn back, a board
// the events never showed.
const restored = viewOf({ moves: ['e4', 'e5', 'Nf3'], events: [{ displace: 'e5e6' }, { move: 'Nc6' }] });
// A plain move: the ruling leaves the board as the last event does.
const plain = viewOf({ moves: ['e4'], events: [{ move: 'e5' }, { move: 'Nf3' }] });

describe('scenario player state', () => {
  it('adds a step after the events only when the ruling leaves another board', () => {
    expect(hasFinalStep(restored)).toBe(true);
    expect(initialPlayer(restored)).toEqual({ step: -1, last: restored.steps.length, live: false, letters: 'tr' });
    expect(hasFinalStep(plain)).toBe(false);
    expect(initialPlayer(plain).last).toBe(plain.steps.length - 1);
  });

  it('steps forward and back, clamped at the start (-1) and the last step', () => {
    const s = run(initialPlayer(plain), { type: 'live' });
    expect(run(s, { type: 'prev' }).step).toBe(-1);
    expect(run(s, { type: 'next' }).step).toBe(0);
    expect(run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }).step).toBe(1);
    expect(run(s, { type: 'last' }, { type: 'prev' }).step).toBe(0);
    expect(run(s, { type: 'last' }, { type: 'first' }).step).toBe(-1);
    expect(run(s, { type: 'go', step: 99 }).step).toBe(1);
    expect(run(s, { type: 'go', step: -7 }).step).toBe(-1);
    expect(run(s, { type: 'letters', letters: 'en' })).toMatchObject({ step: -1, letters: 'en' });
  });

  it('maps the arrows, Home and End to steps and ignores any other key', () => {
    const s = run(initialPlayer(restored), { type: 'live' }, { type: 'go', step: 1 });
    const key = (k: string) => {
      const a = playerKey(k);
      return a ? reducePlayer(s, a).step : null;
    };
    expect([key('ArrowRight'), key('ArrowLeft'), key('Home'), key('End'), key('a'), key('ArrowUp')]).toEqual([
      2,
      0,
      -1,
      restored.steps.length,
      null,
      null,
    ]);
  });

  it('shows the start, each event, then the board after the ruling; the ruling only at the end once live', () => {
    const server = initialPlayer(restored);
    expect(playerFrame(restored, server)).toMatchObject({ fen: restored.start, atEnd: true, current: null, atFinal: false });
    expect(playerFrame(restored, server).label).toBe("Olaylar başlamadan önceki konum. Sıra Siyah'ta.");
    const live = run(server, { type: 'live' });
    expect(playerFrame(restored, live).atEnd).toBe(false);
    const second = playerFrame(restored, run(live, { type: 'go', step: 1 }));
    expect(second).toMatchObject({ fen: restored.steps[1].fen, highlight: restored.steps[1].highlight, label: '2. olaydan sonraki konum' });
    const end = playerFrame(restored, run(live, { type: 'last' }));
    expect(end).toMatchObject({ atFinal: true, atEnd: true, fen: restored.ruling.fen, highlight: [], label: 'Karardan sonraki konum' });
    expect(end.fen).not.toBe(restored.steps.at(-1)!.fen);
    const lastPlain = playerFrame(plain, run(initialPlayer(plain), { type: 'live' }, { type: 'last' }));
    expect(lastPlain).toMatchObject({ atFinal: false, atEnd: true, fen: plain.steps[1].fen });
  });

  it('marks the timeline entry shown and those still to come, once live', () => {
    const at1 = run(initialPlayer(plain), { type: 'live' }, { type: 'go', step: 1 });
    expect([0, 1, 2].map((i) => entryClass(at1, i))).toEqual(['', 'scn-current', 'scn-future']);
    expect(entryClass(initialPlayer(plain), 1)).toBe('');
  });
});
