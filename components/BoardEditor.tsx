// Board editor (the sandbox's set-up and the dead-position tool): pick a piece from the palette (or
// the eraser), then a square; clear the board or set the initial position; the side to move and the
// castling rights the board allows. No FEN needed: the caller's FEN field follows the editor (and
// the editor follows the field). Squares are buttons in one tab stop, moved with the arrow keys;
// the problems of the set-up position (a missing king …) are said at once, in Turkish.
import { useRef, useState } from 'react';
import {
  EMPTY_FEN,
  INITIAL_FEN,
  PALETTE,
  castlingLabel,
  pieceGlyph,
  pieceNameTr,
  placePiece,
  possibleCastling,
  readPosition,
  setupProblems,
  withCastling,
  withTurn,
  type PieceCode,
} from '../src/browser/board-editor.ts';
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

type Tool = PieceCode | 'erase' | null;

const FILES = 'abcdefgh';
// Squares in reading order: rank 8 first, file a to h.
const ORDER = Array.from({ length: 64 }, (_, i) => (7 - Math.floor(i / 8)) * 8 + (i % 8));

export default function BoardEditor({ fen, onChange, id, chess960 = false, onChess960 }: Props) {
  const [tool, setTool] = useState<Tool>(null);
  const [focus, setFocus] = useState(ORDER[0]);
  const [hint, setHint] = useState('');
  const squares = useRef<(HTMLButtonElement | null)[]>([]);
  const pos = readPosition(fen, chess960);
  const problems = pos ? setupProblems(fen, chess960) : [];

  function onSquare(sq: number) {
    setFocus(sq);
    if (!tool) return setHint('Önce paletten bir taş ya da “Kaldır” aracını seçin.');
    setHint('');
    const current = pos?.codes[sq] ?? '';
    // The same piece again takes it off (quick corrections on a phone).
    const code = tool === 'erase' || current === tool ? null : tool;
    onChange(placePiece(pos ? fen : EMPTY_FEN, sq, code, chess960));
  }

  function onKey(e: React.KeyboardEvent, sq: number) {
    const f = sq % 8;
    const r = Math.floor(sq / 8);
    const next: Record<string, number | null> = {
      ArrowLeft: f > 0 ? sq - 1 : null,
      ArrowRight: f < 7 ? sq + 1 : null,
      ArrowUp: r < 7 ? sq + 8 : null,
      ArrowDown: r > 0 ? sq - 8 : null,
      Home: r * 8,
      End: r * 8 + 7,
    };
    if (!(e.key in next)) return;
    e.preventDefault();
    const to = next[e.key];
    if (to === null) return;
    setFocus(to);
    squares.current[to]?.focus();
  }

  const allowed = pos ? possibleCastling(pos.codes, chess960) : [];
  const toolName = tool === 'erase' ? 'kaldır' : tool ? pieceNameTr(tool) : 'seçilmedi';

  return (
    <div className="bed" data-board-editor>
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
            onClick={() => {
              setTool(tool === p ? null : p);
              setHint('');
            }}
          >
            {pieceGlyph(p)}
          </button>
        ))}
        <button
          type="button"
          className="bed-erase"
          aria-pressed={tool === 'erase'}
          data-palette="erase"
          onClick={() => {
            setTool(tool === 'erase' ? null : 'erase');
            setHint('');
          }}
        >
          Kaldır
        </button>
      </div>
      <p className="bed-help" id={`${id}-help`}>
        Seçili araç: <strong data-tool>{toolName}</strong>. Bir kareye tıklayın ya da Enter'a basın; oklarla kareler arasında gezinin.
      </p>
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
      {pos && (
        <div className="bed-row">
          <fieldset className="bed-fs">
            <legend>Sıra</legend>
            {(['white', 'black'] as const).map((c) => (
              <label key={c}>
                <input
                  type="radio"
                  name={`${id}-turn`}
                  checked={pos.turn === c}
                  onChange={() => onChange(withTurn(fen, c, chess960))}
                  data-turn={c}
                />{' '}
                {c === 'white' ? 'Beyaz' : 'Siyah'}
              </label>
            ))}
          </fieldset>
          {allowed.length > 0 && (
            <fieldset className="bed-fs">
              <legend>Rok hakları</legend>
              {allowed.map((r) => (
                <label key={r}>
                  <input
                    type="checkbox"
                    checked={pos.castling.includes(r)}
                    onChange={(e) => onChange(withCastling(fen, r, e.target.checked, chess960))}
                    data-castle={r}
                  />{' '}
                  {castlingLabel(pos.codes, r, chess960)}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      <div className="bed-status" role="status" aria-live="polite" data-setup-problems={problems.length ? 'true' : 'false'}>
        {!pos && <p className="bed-problem">FEN alanındaki taş dizilişi okunamıyor; tahtayı temizleyip baştan kurabilirsiniz.</p>}
        {problems.length > 0 && (
          <>
            <p className="bed-problem">
              <strong>Bu konum oyunda oluşamaz:</strong>
            </p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
