// What an arbiter reaches for first, at the board and on a phone (#33): a game loaded from PGN (a box
// that opens under the mode buttons, above the board) and the draw claims (9.2, 9.3) right under the
// board, so neither waits three screens down among the forms. The claims add the same events as the
// events panel's buttons; a move written for a claim (9.2.1, 9.3.1) is typed there, in "Yazılan hamle".
import { useEffect, useRef, type Dispatch } from 'react';
import type { EventButton, Notice, SandboxAction, SandboxForm } from '../../../src/browser/scenario/sandbox-state.ts';
import { NOTATION_FIELD } from '../../fields.ts';
import FieldNotice from './FieldNotice.tsx';
import './board-actions.css';

/** The button that opens and closes the PGN box; it sits in the row of the mode buttons. */
export function PgnToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="sbx-pgn-toggle"
      aria-expanded={open}
      aria-controls="sbx-pgn-box"
      aria-label="PGN yükle"
      onClick={onToggle}
      data-pgn-open
    >
      PGN
    </button>
  );
}

interface PgnBoxProps {
  pgn: string;
  notice: Notice | null;
  dispatch: Dispatch<SandboxAction>;
}

/** A game from PGN: its start (a [FEN] tag) and its moves replace the scenario's. */
export function PgnBox({ pgn, notice, dispatch }: PgnBoxProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <div id="sbx-pgn-box" className="sbx-pgn-box" role="group" aria-labelledby="sbx-pgn-label">
      <label id="sbx-pgn-label" htmlFor="sbx-pgn">
        PGN (başlangıç konumu [FEN] etiketiyle, hamleler; oyun yerine geçer)
      </label>
      <textarea
        id="sbx-pgn"
        ref={field}
        rows={3}
        {...NOTATION_FIELD}
        value={pgn}
        onChange={(e) => dispatch({ type: 'form', patch: { pgn: e.target.value } })}
        placeholder='[FEN "…"] 1. e4 e5 2. Nf3 …'
      />
      <button type="button" onClick={() => dispatch({ type: 'applyPgn' })} data-apply-pgn>
        PGN'yi yükle
      </button>
      <FieldNotice at="pgn" notice={notice} />
    </div>
  );
}

interface ClaimProps {
  form: SandboxForm;
  /** The position after the events: the claimant is the side to move. */
  physical: string;
  dispatch: Dispatch<SandboxAction>;
}

const CLAIMS: [EventButton, string][] = [
  ['claim-threefold', 'Üç kez tekrar savı'],
  ['claim-fifty', '50 hamle savı'],
];

/** The draw claims of 9.2 and 9.3, by the side to move, right under the board. */
export function ClaimBar({ form, physical, dispatch }: ClaimProps) {
  return (
    <div className="sbx-claims" role="group" aria-label="Beraberlik savları (Madde 9.2, 9.3)">
      {CLAIMS.map(([button, text]) => (
        <button key={button} type="button" data-event={button} onClick={() => dispatch({ type: 'event', button, physical })}>
          {text}
        </button>
      ))}
      {form.intended.trim() && <span className="sbx-help">Yazılan hamleyle: {form.intended.trim()}</span>}
    </div>
  );
}
