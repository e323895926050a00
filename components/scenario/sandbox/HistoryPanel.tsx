// The moves played before the events, in the letters the reader chose; the last one can be taken back.
import type { Dispatch } from 'react';
import { sanLetters, type Letters } from '../../../src/browser/scenario/notation.ts';
import type { SandboxAction } from '../../../src/browser/scenario/sandbox-state.ts';
import './history-panel.css';

interface Props {
  moves: string[];
  letters: Letters;
  dispatch: Dispatch<SandboxAction>;
}

export default function HistoryPanel({ moves, letters, dispatch }: Props) {
  return (
    <fieldset>
      <legend>Geçmiş ({moves.length} hamle)</legend>
      <p className="sbx-moves" data-moves>
        {moves.length ? moves.map((m) => sanLetters(m, letters)).join(' ') : '—'}
      </p>
      <div className="sbx-row">
        <button type="button" disabled={!moves.length} onClick={() => dispatch({ type: 'undoMove' })}>
          Son hamleyi geri al
        </button>
        <label>
          Gösterim{' '}
          <select value={letters} onChange={(e) => dispatch({ type: 'form', patch: { letters: e.target.value as Letters } })}>
            <option value="tr">Türkçe (Ş V K F A)</option>
            <option value="en">İngilizce</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}
