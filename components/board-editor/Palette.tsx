// The board editor's palette: a button per piece and the eraser, the one picked pressed.
import type { Dispatch } from 'react';
import { PALETTE, pieceGlyph, pieceNameTr } from '../../src/browser/board-editor.ts';
import type { EditorAction, Tool } from '../../src/browser/board-editor-state.ts';

export default function Palette({ tool, dispatch }: { tool: Tool; dispatch: Dispatch<EditorAction> }) {
  return (
    <div className="bed-palette" role="toolbar" aria-label="Taş paleti">
      {PALETTE.map((p) => (
        <button
          key={p}
          type="button"
          className={`bed-piece bed-${p[0]}`}
          aria-pressed={tool === p}
          aria-label={pieceNameTr(p)}
          title={pieceNameTr(p)}
          data-palette={p}
          onClick={() => dispatch({ type: 'tool', tool: p })}
        >
          {pieceGlyph(p)}
        </button>
      ))}
      <button
        type="button"
        className="bed-erase"
        aria-pressed={tool === 'erase'}
        data-palette="erase"
        onClick={() => dispatch({ type: 'tool', tool: 'erase' })}
      >
        Kaldır
      </button>
    </div>
  );
}
