// Under the board editor: the side to move and the castling rights the board allows.
import { castlingLabel, possibleCastling, withCastling, withTurn, type EditorPosition } from '../../src/browser/board-editor.ts';

interface Props {
  id: string;
  fen: string;
  pos: EditorPosition;
  chess960: boolean;
  onChange: (fen: string) => void;
}

export default function SideAndCastling({ id, fen, pos, chess960, onChange }: Props) {
  const allowed = possibleCastling(pos.codes, chess960);
  return (
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
  );
}
