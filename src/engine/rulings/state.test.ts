// A draft copies every field of the state by the table in state.ts: nothing a handler changes in
// place is shared between the state before an event and the state after it.
import { describe, expect, it } from 'vitest';
import { COPIED_FIELDS, State, newCtx } from './state.ts';
import { parseScenario } from './scenario.ts';

function state(): State {
  const s = parseScenario({ clocks: { white: 60, black: 60 }, timeControl: '90+30', events: [{ move: 'e4' }] });
  if (!s.ok) throw new Error(s.error.message);
  const st = new State(newCtx(s.value));
  st.newTurn('white');
  return st;
}

describe('State.draft', () => {
  it('knows how to copy every field the state has', () => {
    const fields = Object.keys(state()).filter((k) => k !== 'ctx');
    expect(fields.filter((k) => !(COPIED_FIELDS as string[]).includes(k))).toEqual([]);
  });

  it('a draft changed in place leaves the state before it as it was', () => {
    const st = state();
    const d = st.draft();
    d.steps.push({ article: '6.2.1', text: 'x' });
    d.warnings.push({ article: null, note: 'x' });
    d.flagsFallen.add('white');
    d.notRecording.set('black', 0);
    d.illegalCount.white++;
    d.clocks!.white = 1;
    d.cited.add('category');
    d.turn.ctx.touches.push({ square: 12, piece: { role: 'pawn', color: 'white' }, event: 0, implicit: false });
    expect(st.steps).toEqual([]);
    expect(st.warnings).toEqual([]);
    expect(st.flagsFallen.size).toBe(0);
    expect(st.notRecording.size).toBe(0);
    expect(st.illegalCount.white).toBe(0);
    expect(st.clocks!.white).toBe(60);
    expect(st.cited.size).toBe(0);
    expect(st.turn.ctx.touches).toEqual([]);
  });
});
