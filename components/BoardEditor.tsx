// Board editor (the sandbox's set-up and the dead-position tool): pick a piece from the palette (or
// the eraser), then a square; clear the board or set the initial position; the side to move and the
// castling rights the board allows. No FEN needed: the caller's FEN field follows the editor (and
// the editor follows the field). Squares are buttons in one tab stop, moved with the arrow keys;
// the problems of the set-up position (a missing king …) are said at once, in Turkish. The tool,
// the focus and the hint are the reducer's (src/browser/board-editor-state.ts); the parts are under
// components/board-editor/.
import { useReducer } from 'react';
import { EMPTY_FEN, INITIAL_FEN, pieceNameTr, readPosition, setupProblems } from '../src/browser/board-editor.ts';
import { initialEditor, reduceEditor, tapped } from '../src/browser/board-editor-state.ts';
import Palette from './board-editor/Palette.tsx';
import EditorSquares from './board-editor/EditorSquares.tsx';
import SideAndCastling from './board-editor/SideAndCastling.tsx';
import SetupStatus from './board-editor/SetupStatus.tsx';
import './board-editor.css';

interface Props {
  fen: string;
  onChange: (fen: string) => void;
  /** Prefix of element ids (two editors never share a page, but ids stay explicit). */
  id: string;
  /** Guidelines II: castling rights name their rooks (Shredder-FEN), for rooks on any file. */
  chess960?: boolean;
  /** When given, a "Chess960" switch the caller turns into its scenario's variant. */
  onChess960?: (on: boolean) => void;
}

export default function BoardEditor({ fen, onChange, id, chess960 = false, onChess960 }: Props) {
  const [{ tool, focus, hint }, dispatch] = useReducer(reduceEditor, undefined, initialEditor);
  const pos = readPosition(fen, chess960);
  const problems = pos ? setupProblems(fen, chess960) : [];
  const toolName = tool === 'erase' ? 'kaldır' : tool ? pieceNameTr(tool) : 'seçilmedi';

  const onSquare = (square: number) => {
    dispatch({ type: 'tap', square });
    const next = tapped(tool, fen, pos, square, chess960);
    if (next !== null) onChange(next);
  };

  return (
    <div className="bed" data-board-editor>
      <Palette tool={tool} dispatch={dispatch} />
      <p className="bed-help" id={`${id}-help`}>
        Seçili araç: <strong data-tool>{toolName}</strong>. Bir kareye tıklayın ya da Enter'a basın; oklarla kareler arasında gezinin.
      </p>
      <EditorSquares id={id} pos={pos} focus={focus} onSquare={onSquare} dispatch={dispatch} />
      {hint && (
        <p className="bed-hint" role="status">
          {hint}
        </p>
      )}
      <div className="bed-row">
        <button type="button" data-editor-clear onClick={() => onChange(EMPTY_FEN)}>
          Tahtayı temizle
        </button>
        <button type="button" data-editor-initial onClick={() => onChange(INITIAL_FEN)}>
          Başlangıç konumu
        </button>
        {onChess960 && (
          <label>
            <input type="checkbox" checked={chess960} onChange={(e) => onChess960(e.target.checked)} data-editor-960 /> Chess960 (Rehber
            Talimatlar II): rok hakları kalenin sütun harfiyle
          </label>
        )}
      </div>
      {pos && <SideAndCastling id={id} fen={fen} pos={pos} chess960={chess960} onChange={onChange} />}
      <SetupStatus readable={pos !== null} problems={problems} />
    </div>
  );
}
