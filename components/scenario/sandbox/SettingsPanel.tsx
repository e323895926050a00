// The game and the competition: standard or Chess960, the edition of the Laws, the time control,
// supervision, and the clocks' readings when the events begin.
import type { Dispatch } from 'react';
import { randomChess960, type ScenarioDraft } from '../../../src/browser/scenario/sandbox.ts';
import type { Notice, SandboxAction, SandboxForm } from '../../../src/browser/scenario/sandbox-state.ts';
import { formatClockTime } from '../../../src/engine/rulings/index.ts';
import FieldNotice from './FieldNotice.tsx';

interface Props {
  draft: ScenarioDraft;
  form: SandboxForm;
  notice: Notice | null;
  dispatch: Dispatch<SandboxAction>;
}

type Settings = Extract<SandboxAction, { type: 'settings' }>['patch'];

/** Standard chess or Chess960, a random Chess960 start, and what Chess960 changes. */
function VariantRow({ draft, dispatch }: Pick<Props, 'draft' | 'dispatch'>) {
  return (
    <>
      <div className="sbx-row">
        <label>
          Oyun{' '}
          <select
            value={draft.variant}
            onChange={(e) => dispatch({ type: 'variant', variant: e.target.value as ScenarioDraft['variant'] })}
            data-variant
          >
            <option value="standard">Standart satranç</option>
            <option value="chess960">Chess960 (Rehber Talimatlar II)</option>
          </select>
        </label>
        <button type="button" onClick={() => dispatch({ type: 'random960', fen: randomChess960() })} data-random-960>
          Rastgele başlangıç konumu
        </button>
      </div>
      {draft.variant === 'chess960' && (
        <p className="sbx-help" data-960-help>
          Chess960 (Rehber Talimatlar II): başlangıç konumu II.2'ye uymalıdır (şah iki kalenin arasında, filler farklı renkte, siyah taşlar
          beyazların karşısında). Rok hakları FEN'de kalelerin sütun harfleriyle (“HAha”) ya da KQkq ile yazılır. Rok için şahı kendi
          kalesinin üzerine ya da rok karesine (g ya da c sütunu) götürün.
        </p>
      )}
    </>
  );
}

/** The edition of the Laws, the time control and supervision. */
function RulesRow({ draft, settings }: { draft: ScenarioDraft; settings: (patch: Settings) => void }) {
  return (
    <div className="sbx-row">
      <label>
        Kurallar{' '}
        <select value={draft.laws} onChange={(e) => settings({ laws: e.target.value as ScenarioDraft['laws'] })} data-laws>
          <option value="2023">2023 (yürürlükte)</option>
          <option value="2018">2018 metni</option>
          <option value="2001">2001 (önceki)</option>
        </select>
      </label>
      <label>
        Tempo{' '}
        <input
          className="sbx-short"
          value={draft.timeControl}
          onChange={(e) => settings({ timeControl: e.target.value })}
          placeholder="90+30"
        />
      </label>
      <label>
        Gözetim{' '}
        <select value={draft.supervision} onChange={(e) => settings({ supervision: e.target.value as ScenarioDraft['supervision'] })}>
          <option value="">varsayılan</option>
          <option value="full">tam (A.4/B.2)</option>
          <option value="partial">kısmi (A.5/B.3)</option>
        </select>
      </label>
    </div>
  );
}

/** The clocks' readings when the events begin, set with one button. */
function ClocksRow({ draft, form, dispatch }: Omit<Props, 'notice'>) {
  return (
    <div className="sbx-row">
      <label>
        Beyaz'ın saati{' '}
        <input
          className="sbx-short"
          value={form.clockWhite}
          onChange={(e) => dispatch({ type: 'form', patch: { clockWhite: e.target.value } })}
          placeholder="25:00"
          data-clock-white
        />
      </label>
      <label>
        Siyah'ın saati{' '}
        <input
          className="sbx-short"
          value={form.clockBlack}
          onChange={(e) => dispatch({ type: 'form', patch: { clockBlack: e.target.value } })}
          placeholder="25:00"
          data-clock-black
        />
      </label>
      <button type="button" onClick={() => dispatch({ type: 'applyClocks' })} data-apply-clocks>
        {draft.clocks ? `Saatler: ${formatClockTime(draft.clocks.white)} / ${formatClockTime(draft.clocks.black)}` : 'Saatleri kur'}
      </button>
    </div>
  );
}

export default function SettingsPanel({ draft, form, notice, dispatch }: Props) {
  const settings = (patch: Settings) => dispatch({ type: 'settings', patch });
  return (
    <fieldset>
      <legend>Yarışma</legend>
      <VariantRow draft={draft} dispatch={dispatch} />
      <RulesRow draft={draft} settings={settings} />
      <p className="sbx-help">
        Tempo dönemlerle de yazılabilir: “40/90+30:30+30” (40 hamlede 90 dakika, sonra 30 dakika, her hamleye 30 saniye), gecikme için
        “5d3”.
      </p>
      <ClocksRow draft={draft} form={form} dispatch={dispatch} />
      <FieldNotice at="clocks" notice={notice} />
    </fieldset>
  );
}
