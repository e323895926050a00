// The board editor's 64 squares: buttons in one tab stop, moved with the arrow keys, Home and End.
import { useRef, type Dispatch } from 'react';
import { pieceGlyph, pieceNameTr, type EditorPosition } from '../../src/browser/board-editor.ts';
import { ORDER, keyTarget, type EditorAction } from '../../src/browser/board-editor-state.ts';

const FILES = 'abcdefgh';

interface Props {
  id: string;
  pos: EditorPosition | null;
  focus: number;
  onSquare: (square: number) => void;
  dispatch: Dispatch<EditorAction>;
}

export default function EditorSquares({ id, pos, focus, onSquare, dispatch }: Props) {
  const squares = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: React.KeyboardEvent, sq: number) => {
    const to = keyTarget(sq, e.key);
    if (to === undefined) return;
    e.preventDefault();
    if (to === null) return;
    dispatch({ type: 'focus', square: to });
    squares.current[to]?.focus();
  };
  return (
    <div className="bed-board" role="group" aria-label="Konum kurma tahtası" aria-describedby={`${id}-help`}>
      {ORDER.map((sq) => {
        const code = pos?.codes[sq] ?? '';
        const name = FILES[sq % 8] + (Math.floor(sq / 8) + 1);
        const dark = ((sq % 8) + Math.floor(sq / 8)) % 2 === 0;
        return (
          <button
            key={sq}
            ref={(el) => {
              squares.current[sq] = el;
            }}
            type="button"
            className={`bed-sq ${dark ? 'bed-dark' : 'bed-light'}${code ? ` bed-${code[0]}` : ''}`}
            tabIndex={sq === focus ? 0 : -1}
            aria-label={`${name}: ${code ? pieceNameTr(code) : 'boş'}`}
            data-square={name}
            data-piece={code || undefined}
            onClick={() => onSquare(sq)}
            onKeyDown={(e) => onKey(e, sq)}
          >
            {code ? pieceGlyph(code) : ''}
          </button>
        );
      })}
    </div>
  );
}
