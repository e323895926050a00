// The set-up mode's fields: a position typed as FEN, or a game read from PGN (start and moves).
import type { Dispatch } from 'react';
import type { Notice, SandboxAction, SandboxForm } from '../../../src/browser/scenario/sandbox-state.ts';
import { NOTATION_FIELD } from '../../fields.ts';
import FieldNotice from './FieldNotice.tsx';

interface Props {
  form: SandboxForm;
  notice: Notice | null;
  dispatch: Dispatch<SandboxAction>;
}

export default function SetupPanel({ form, notice, dispatch }: Props) {
  return (
    <fieldset>
      <legend>Konum</legend>
      <label htmlFor="sbx-fen">FEN</label>
      <input
        id="sbx-fen"
        data-fen-input
        value={form.fen}
        onChange={(e) => dispatch({ type: 'form', patch: { fen: e.target.value } })}
        {...NOTATION_FIELD}
      />
      <div className="sbx-row">
        <button type="button" onClick={() => dispatch({ type: 'applyFen' })} data-apply-fen>
          Konumu kur
        </button>
      </div>
      <FieldNotice at="fen" notice={notice} />
      <label htmlFor="sbx-pgn">PGN</label>
      <textarea
        id="sbx-pgn"
        rows={3}
        {...NOTATION_FIELD}
        value={form.pgn}
        onChange={(e) => dispatch({ type: 'form', patch: { pgn: e.target.value } })}
        placeholder='[FEN "…"] 1. e4 e5 2. Nf3 …'
      />
      <button type="button" onClick={() => dispatch({ type: 'applyPgn' })} data-apply-pgn>
        PGN'yi yükle
      </button>
      <FieldNotice at="pgn" notice={notice} />
    </fieldset>
  );
}
