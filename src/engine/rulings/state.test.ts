// A draft is a copy of each record of the state (records.ts); nothing a handler changes in place is
// shared between the state before an event and the state after it. The checks walk the records
// as they are, so a field added to a record is covered without touching this file.
import { describe, expect, it } from 'vitest';
import { PART_NAMES, State, newCtx } from './state.ts';
import { Displaced } from './records.ts';
import { parseScenario } from './scenario.ts';
import { Position } from '../position.ts';

/** A state with something in every record: moves, clocks, a placed piece, a displaced one, a quickplay request … */
function state(): State {
  const s = parseScenario({ clocks: { white: 60, black: 60 }, timeControl: '90+30', events: [{ move: 'e4' }] });
  if (!s.ok) throw new Error(s.error.message);
  const st = new State(newCtx(s.value));
  st.pushEntry(Position.initial(), null, null, null, false);
  st.newTurn('white');
  st.commitMove({ from: 12, to: 28 });
  st.turn.board = st.physicalBoard().slice();
  st.turn.ctx.touches.push({ square: 52, piece: { role: 'pawn', color: 'black' }, event: 0, implicit: false });
  st.game.afterEndBoard = st.cur().clone();
  st.step('6.2.1', 'x');
  st.warn('x');
  st.reasoning.cited.add('category');
  st.time.flagsFallen.add('white');
  st.addClock('black', 10, '7.5.5');
  st.recording.stopped.set('black', 0);
  st.displaced = new Displaced({
    overlay: [{ origin: 0, at: 16, piece: { role: 'rook', color: 'white' }, by: 'white', event: 0 }],
    firstLen: 1,
    firstCtx: st.snapshotCtx(),
    since: null,
    by: ['white'],
  });
  st.quickplay.request = { by: 'black', stage: 'offered' };
  st.quickplay.claim = { by: 'white', basis: 'cannot-win', stage: 'claimed' };
  return st;
}

/** Values documented as replaced whole, never changed in place (records.ts): drafts share them. */
const REPLACED_WHOLE = new Set(['placed', 'since', 'firstCtx']);
/**
 * The one array whose elements a handler changes in place (a displaced piece moved again,
 * displaced.ts): its elements are copied too. The elements of every other array (positions,
 * illegal moves, steps, touches …) are never changed once pushed: only the arrays are copied.
 */
const MUTABLE_ELEMENTS = new Set(['overlay']);

/** Changes everything of a draft's record that a handler could change in place, two levels deep. */
function mutate(o: object, depth: number): void {
  for (const [k, v] of Object.entries(o)) {
    if (REPLACED_WHOLE.has(k)) continue;
    const obj = o as Record<string, unknown>;
    if (typeof v === 'number') obj[k] = v + 1;
    else if (typeof v === 'boolean') obj[k] = !v;
    else if (typeof v === 'string') obj[k] = v + '!';
    else if (v instanceof Set) v.add('sentinel');
    else if (v instanceof Map) v.set('sentinel', 1);
    else if (v instanceof Position) v.play(v.legalMoves()[0]);
    else if (Array.isArray(v)) {
      if (depth > 0 && MUTABLE_ELEMENTS.has(k)) for (const x of v) if (x && typeof x === 'object') mutate(x, 0);
      v.push('sentinel');
    } else if (v && typeof v === 'object' && !Object.isFrozen(v) && depth > 0) mutate(v, depth - 1);
  }
}

/** Everything of a state as plain data (sets, maps and positions written out). */
const snapshot = (st: State): string =>
  JSON.stringify(Object.fromEntries(PART_NAMES.map((k) => [k, st[k]])), (_k, v: unknown) =>
    v instanceof Set ? [...v] : v instanceof Map ? [...v] : v instanceof Position ? v.fen() : v,
  );

describe('State.draft', () => {
  it('knows every part the state has', () => {
    const fields = Object.keys(state()).filter((k) => k !== 'ctx');
    expect(fields.sort()).toEqual([...PART_NAMES].sort());
  });

  it('a draft is equal to the state, record by record, and each record copied is a new object', () => {
    const st = state();
    const d = st.draft();
    expect(snapshot(d)).toBe(snapshot(st));
    for (const k of PART_NAMES) {
      const v = st[k];
      if (v && typeof v === 'object' && 'copy' in v) {
        expect(d[k]).not.toBe(v);
        expect(Object.keys(d[k] as object)).toEqual(Object.keys(v));
      }
    }
  });

  it('a draft changed in place everywhere leaves the state before it as it was', () => {
    const st = state();
    const before = snapshot(st);
    const d = st.draft();
    for (const k of PART_NAMES) {
      const v = d[k];
      if (v && typeof v === 'object' && 'copy' in v) mutate(v, 2);
    }
    expect(snapshot(d)).not.toBe(before);
    expect(snapshot(st)).toBe(before);
  });
});
