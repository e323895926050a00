// The board editor (components/BoardEditor.tsx) as a reducer: the tool picked from the palette, the
// square that holds the board's one tab stop, and the hint when a square is tapped with no tool. The
// position itself is the caller's FEN: a tap returns the FEN it makes (`tapped`). Pure: no DOM.
import { EMPTY_FEN, placePiece, type EditorPosition, type PieceCode } from './board-editor.ts';

export type Tool = PieceCode | 'erase' | null;

export interface EditorState {
  tool: Tool;
  /** The square (0 = a1 … 63 = h8) in the tab order; the arrow keys move it. */
  focus: number;
  hint: string;
}

export type EditorAction =
  { type: 'tool'; tool: Exclude<Tool, null> } | { type: 'tap'; square: number } | { type: 'focus'; square: number };

/** Squares in reading order: rank 8 first, file a to h. */
export const ORDER: readonly number[] = Array.from({ length: 64 }, (_, i) => (7 - Math.floor(i / 8)) * 8 + (i % 8));

export const NO_TOOL_HINT = 'Önce paletten bir taş ya da “Kaldır” aracını seçin.';

export const initialEditor = (): EditorState => ({ tool: null, focus: ORDER[0], hint: '' });

export function reduceEditor(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'tool':
      // The tool picked again puts it down.
      return { ...s, tool: s.tool === a.tool ? null : a.tool, hint: '' };
    case 'tap':
      return { ...s, focus: a.square, hint: s.tool ? '' : NO_TOOL_HINT };
    case 'focus':
      return { ...s, focus: a.square };
  }
}

/** The FEN a tap on `square` makes with `tool`, null without a tool. The same piece again takes it off (quick corrections on a phone). */
export function tapped(tool: Tool, fen: string, pos: EditorPosition | null, square: number, chess960: boolean): string | null {
  if (!tool) return null;
  const current = pos?.codes[square] ?? '';
  const code = tool === 'erase' || current === tool ? null : tool;
  return placePiece(pos ? fen : EMPTY_FEN, square, code, chess960);
}

/** The square a key moves the focus to: a neighbour, the rank's first or last square; null at the edge; undefined for another key. */
export function keyTarget(square: number, key: string): number | null | undefined {
  const f = square % 8;
  const r = Math.floor(square / 8);
  const next: Record<string, number | null> = {
    ArrowLeft: f > 0 ? square - 1 : null,
    ArrowRight: f < 7 ? square + 1 : null,
    ArrowUp: r < 7 ? square + 8 : null,
    ArrowDown: r > 0 ? square - 8 : null,
    Home: r * 8,
    End: r * 8 + 7,
  };
  return key in next ? next[key] : undefined;
}
