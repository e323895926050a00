// The scenario as a JSON file (download), and a JSON scenario read from a file or pasted text.
import type { Dispatch } from 'react';
import { toScenario, type ScenarioDraft } from '../../../src/browser/scenario/sandbox.ts';
import type { Notice, SandboxAction } from '../../../src/browser/scenario/sandbox-state.ts';
import { NOTATION_FIELD } from '../../fields.ts';
import FieldNotice from './FieldNotice.tsx';
import './share-panel.css';

interface Props {
  draft: ScenarioDraft;
  json: string;
  notice: Notice | null;
  dispatch: Dispatch<SandboxAction>;
}

function download(draft: ScenarioDraft) {
  const blob = new Blob([JSON.stringify(toScenario(draft), null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'senaryo.json';
  a.click();
  URL.revokeObjectURL(a.href);
}

export default function SharePanel({ draft, json, notice, dispatch }: Props) {
  return (
    <fieldset>
      <legend>Paylaş</legend>
      <p className="sbx-help">Senaryonun tamamı sayfa adresindedir; adresi kopyalayıp paylaşabilirsiniz.</p>
      <div className="sbx-row">
        <button type="button" onClick={() => download(draft)}>
          JSON olarak indir
        </button>
        <label className="sbx-file">
          JSON dosyası yükle{' '}
          <input
            type="file"
            accept="application/json,.json"
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (f) dispatch({ type: 'importJson', text: await f.text() });
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <textarea
        rows={3}
        {...NOTATION_FIELD}
        value={json}
        onChange={(e) => dispatch({ type: 'form', patch: { json: e.target.value } })}
        placeholder="Senaryo JSON'unu buraya yapıştırın"
        data-json-input
      />
      <button type="button" onClick={() => dispatch({ type: 'importJson', text: json })} data-import-json>
        Yapıştırılanı yükle
      </button>
      <FieldNotice at="json" notice={notice} />
    </fieldset>
  );
}
