// The set-up mode's field: a position typed as FEN (a game from PGN: the PGN box beside the board, BoardActions.tsx).
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
    </fieldset>
  );
}
