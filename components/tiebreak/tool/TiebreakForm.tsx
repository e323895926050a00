// The tie-break tool's form: a TRF file or its text, the codes (typed or added by a chip), the rules
// and the round-robin choice.
import { Fragment, type Dispatch } from 'react';
import { ALL_TIEBREAKS, TIEBREAK_TITLES } from '../../../src/tiebreak/index.ts';
import type { RulesVersion } from '../../../src/tiebreak/index.ts';
import type { TiebreakToolAction, TiebreakToolState } from '../../../src/browser/tiebreak-tool.ts';
import { NOTATION_FIELD } from '../../fields.ts';

interface Props {
  state: TiebreakToolState;
  dispatch: Dispatch<TiebreakToolAction>;
  onFile: (file: File | undefined) => void;
}

/** Every code a chip adds, with the usual modifiers of Buchholz and ARO. */
const CHIPS = ALL_TIEBREAKS.flatMap((c) => (c === 'BH' ? ['BH', 'BH/C1', 'BH/M1'] : c === 'ARO' ? ['ARO', 'ARO/C1'] : [c]));

function CodeChips({ dispatch }: { dispatch: Dispatch<TiebreakToolAction> }) {
  return (
    <p className="tbt-help">
      Eklemek için tıklayın: {/* Separated by spaces, so that copied text and screen readers do not run the codes together. */}
      {CHIPS.map((c, i) => (
        <Fragment key={c}>
          {i > 0 && ' '}
          <button
            type="button"
            className="tbt-chip"
            title={TIEBREAK_TITLES[c.split('/')[0] as keyof typeof TIEBREAK_TITLES]}
            onClick={() => dispatch({ type: 'addCode', code: c })}
          >
            {c}
          </button>
        </Fragment>
      ))}
    </p>
  );
}

export default function TiebreakForm({ state, dispatch, onFile }: Props) {
  return (
    <form
      className="tbt-form"
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'compute' });
      }}
    >
      <label htmlFor="tbt-file">TRF dosyası yükleyin</label>
      <input id="tbt-file" type="file" accept=".trf,.txt,text/plain" onChange={(e) => onFile(e.target.files?.[0])} />
      <label htmlFor="tbt-text">ya da metnini yapıştırın</label>
      <textarea
        id="tbt-text"
        rows={8}
        {...NOTATION_FIELD}
        value={state.text}
        onChange={(e) => dispatch({ type: 'text', text: e.target.value })}
      />
      <label htmlFor="tbt-codes">Eşitlik bozma ölçütleri, uygulanma sırasıyla</label>
      <input
        id="tbt-codes"
        type="text"
        {...NOTATION_FIELD}
        value={state.codes}
        onChange={(e) => dispatch({ type: 'codes', codes: e.target.value })}
      />
      <CodeChips dispatch={dispatch} />
      <div className="tbt-row">
        <label>
          Kurallar{' '}
          <select id="tbt-rules" value={state.rules} onChange={(e) => dispatch({ type: 'rules', rules: e.target.value as RulesVersion })}>
            <option value="2026">2026 (1 Mart 2026’dan beri)</option>
            <option value="2023">2023</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={state.roundRobin} onChange={(e) => dispatch({ type: 'roundRobin', on: e.target.checked })} />{' '}
          Devreli (eşlendirmesi önceden belli) turnuva
        </label>
        <button type="submit" disabled={!state.ready}>
          Hesapla
        </button>
      </div>
    </form>
  );
}
