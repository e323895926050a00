// The board editor's state: picking and putting down a tool, a tap with no tool (a hint, the board
// unchanged), a tap that places, replaces or takes off a piece, and the keys that move the focus.
import { describe, expect, it } from 'vitest';
import { EMPTY_FEN, INITIAL_FEN, readPosition } from './board-editor.ts';
import {
  NO_TOOL_HINT,
  ORDER,
  initialEditor,
  keyTarget,
  reduceEditor,
  tapped,
  type EditorAction,
  type EditorState,
} from './board-editor-state.ts';

const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(reduceEditor, s);
const E4 = 28;
const tap = (tool: EditorState['tool'], fen: string, sq: number) => tapped(tool, fen, readPosition(fen), sq, false);

describe('board editor state', () => {
  it('opens with no tool and the focus on a8', () => {
    expect(initialEditor()).toEqual({ tool: null, focus: 56, hint: '' });
    expect(ORDER.slice(0, 2)).toEqual([56, 57]);
    expect(ORDER.at(-1)).toBe(7);
  });

  it('picks a tool, switches it, and puts it down when picked again', () => {
    const s = run(initialEditor(), { type: 'tool', tool: 'wQ' });
    expect(s.tool).toBe('wQ');
    expect(run(s, { type: 'tool', tool: 'erase' }).tool).toBe('erase');
    expect(run(s, { type: 'tool', tool: 'wQ' }).tool).toBeNull();
  });

  it('a tap with no tool says to pick one and changes nothing; picking a tool clears the hint', () => {
    const s = run(initialEditor(), { type: 'tap', square: E4 });
    expect(s).toEqual({ tool: null, focus: E4, hint: NO_TOOL_HINT });
    expect(tap(null, INITIAL_FEN, E4)).toBeNull();
    expect(run(s, { type: 'tool', tool: 'bK' }).hint).toBe('');
  });

  it('places a piece, takes it off with the same piece again or the eraser, and sets a board the field could not read', () => {
    const placed = tap('wN', EMPTY_FEN, E4)!;
    expect(placed.split(' ')[0]).toBe('8/8/8/8/4N3/8/8/8');
    expect(tap('wN', placed, E4)!.split(' ')[0]).toBe('8/8/8/8/8/8/8/8');
    expect(tap('erase', INITIAL_FEN, 12)!.split(' ')[0]).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR');
    expect(tap('bQ', 'not a fen', E4)!.split(' ')[0]).toBe('8/8/8/8/4q3/8/8/8');
  });

  it('moves the focus with the arrows, Home and End, stops at the edge, ignores other keys', () => {
    expect([keyTarget(E4, 'ArrowLeft'), keyTarget(E4, 'ArrowRight'), keyTarget(E4, 'ArrowUp'), keyTarget(E4, 'ArrowDown')]).toEqual([
      27, 29, 36, 20,
    ]);
    expect([keyTarget(E4, 'Home'), keyTarget(E4, 'End')]).toEqual([24, 31]);
    expect([keyTarget(0, 'ArrowLeft'), keyTarget(0, 'ArrowDown'), keyTarget(63, 'ArrowUp'), keyTarget(63, 'ArrowRight')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(keyTarget(E4, 'Enter')).toBeUndefined();
    expect(run(initialEditor(), { type: 'focus', square: 5 }).focus).toBe(5);
  });
});
