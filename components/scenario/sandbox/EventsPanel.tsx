// What happened at the board, added with buttons: clock presses, castling, claims, flag falls,
// draw offers, findings … The reducer builds each event from the fields here; the list below says
// each one in Turkish (the engine's trace) with a button to delete it.
import type { Dispatch } from 'react';
import type { Computed } from '../../../src/browser/scenario/compute.ts';
import { sanInText, sanLetters } from '../../../src/browser/scenario/notation.ts';
import { FOUND_KINDS } from '../../../src/browser/scenario/sandbox.ts';
import type { EventButton, Notice, SandboxAction, SandboxForm } from '../../../src/browser/scenario/sandbox-state.ts';
import { NOTATION_FIELD } from '../../fields.ts';
import FieldNotice from './FieldNotice.tsx';
import './events-panel.css';

type Patch = Extract<SandboxAction, { type: 'form' }>['patch'];

/** What each row of buttons needs: the form, a field setter and an adder per event button. */
interface RowProps {
  form: SandboxForm;
  set: (patch: Patch) => void;
  add: (button: EventButton) => () => void;
}

/** How the next touch or drag is made: "J'adoube" (4.2.1), two hands (4.1), a displacement (7.4), the promotion piece. */
function TouchOptions({ form, set }: RowProps) {
  return (
    <div className="sbx-row">
      <label>
        <input type="checkbox" checked={form.adjust} onChange={(e) => set({ adjust: e.target.checked })} /> “Düzeltiyorum” diyerek dokun
      </label>
      <label>
        <input type="checkbox" checked={form.twoHands} onChange={(e) => set({ twoHands: e.target.checked })} /> İki elle
      </label>
      <label>
        <input type="checkbox" checked={form.displacing} onChange={(e) => set({ displacing: e.target.checked })} data-displacing />{' '}
        Sürükleme taşı yerinden oynatır (devirme, Madde 7.4)
      </label>
      <label>
        Terfi taşı{' '}
        <select value={form.promo} onChange={(e) => set({ promo: e.target.value as SandboxForm['promo'] })}>
          <option value="">konmadı</option>
          <option value="q">vezir</option>
          <option value="r">kale</option>
          <option value="b">fil</option>
          <option value="n">at</option>
        </select>
      </label>
    </div>
  );
}

/** The time of the move, the clock press, castling, and the illegal-move buttons. */
function ClockRow({ form, set, add }: RowProps) {
  return (
    <div className="sbx-row">
      <label>
        Bu hamlenin süresi{' '}
        <input
          className="sbx-short"
          value={form.moveTime}
          onChange={(e) => set({ moveTime: e.target.value })}
          placeholder="saniye ya da 1:05"
          data-move-time
        />
      </label>
      <button type="button" data-event="press" onClick={add('press')}>
        Saate bas
      </button>
      <button type="button" data-event="castle-king" onClick={add('castle-king')}>
        Kısa rok
      </button>
      <button type="button" data-event="castle-queen" onClick={add('castle-queen')}>
        Uzun rok
      </button>
      <button type="button" onClick={add('arbiter-illegal')}>
        Hakem müdahalesi
      </button>
      <button type="button" onClick={add('claim-illegal')}>
        Rakip savda bulunur
      </button>
      <button type="button" onClick={add('restore')}>
        Taşları yerine koyar
      </button>
      <button type="button" onClick={add('arbiter-displaced')}>
        Hakem yerinden oynamış taşı fark eder
      </button>
    </div>
  );
}

/** The move written on the scoresheet for a draw claim (9.2.1, 9.3.1); the claim buttons sit under the board. */
function IntendedMoveRow({ form, set }: RowProps) {
  return (
    <div className="sbx-row">
      <label>
        Yazılan hamle{' '}
        <input
          className="sbx-short"
          {...NOTATION_FIELD}
          value={form.intended}
          onChange={(e) => set({ intended: e.target.value })}
          placeholder={`${sanLetters('Nf3', form.letters)} ya da kural dışıysa g1f5`}
          data-intended
        />
      </label>
      <span className="sbx-help">
        Sav yazılıp oynanmamış bir hamleyle yapılıyorsa (9.2.1, 9.3.1) hamleyi buraya yazın; sav düğmeleri tahtanın hemen altındadır.
      </span>
    </div>
  );
}

/** Flag falls: either side's, or both with the one that fell first. */
function FlagRow({ form, set, add }: RowProps) {
  return (
    <div className="sbx-row">
      <button type="button" onClick={add('flag-white')}>
        Beyaz'ın bayrağı düştü
      </button>
      <button type="button" onClick={add('flag-black')}>
        Siyah'ın bayrağı düştü
      </button>
      <label>
        Önce düşen{' '}
        <select value={form.firstFlag} onChange={(e) => set({ firstFlag: e.target.value as SandboxForm['firstFlag'] })} data-first-flag>
          <option value="">bilinmiyor</option>
          <option value="white">Beyaz</option>
          <option value="black">Siyah</option>
        </select>
      </label>
      <button type="button" onClick={add('flag-both')} data-event="both-flags">
        İki bayrak da düştü
      </button>
    </div>
  );
}

/** Draw offers and their answer, resignation. */
function DrawRow({ add }: Pick<RowProps, 'add'>) {
  return (
    <div className="sbx-row">
      <button type="button" onClick={add('offer-draw')}>
        Beraberlik teklifi
      </button>
      <button type="button" onClick={add('accept-draw')}>
        Kabul
      </button>
      <button type="button" onClick={add('decline-draw')}>
        Ret
      </button>
      <button type="button" onClick={add('resign')}>
        Sıradaki terk eder
      </button>
    </div>
  );
}

/** What the arbiter finds (a misplaced piece, a wrong clock setting …), with the square or time control it needs. */
function FoundRow({ form, set, add, dispatch }: RowProps & { dispatch: Dispatch<SandboxAction> }) {
  const needs = FOUND_KINDS.find((f) => f.value === form.foundKind)?.needs;
  return (
    <div className="sbx-row">
      <label>
        Hakem fark eder{' '}
        <select value={form.foundKind} onChange={(e) => dispatch({ type: 'foundKind', kind: e.target.value })} data-found-kind>
          {FOUND_KINDS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {needs && (
        <label>
          {needs === 'square' ? 'Kare' : 'Saatin kurulduğu tempo'}{' '}
          <input
            className="sbx-short"
            value={form.foundExtra}
            onChange={(e) => set({ foundExtra: e.target.value })}
            placeholder={form.foundKind === 'misplaced' ? 'e1' : '90+0'}
            data-found-extra
          />
        </label>
      )}
      <button type="button" onClick={add('found')} data-event="found">
        Ekle
      </button>
    </div>
  );
}

/** The events added so far, each said in Turkish (the engine's trace) with a button to delete it. */
function EventList({
  events,
  computed,
  letters,
  dispatch,
}: Pick<Props, 'events' | 'computed' | 'dispatch'> & { letters: SandboxForm['letters'] }) {
  return (
    <ol className="sbx-events" data-events>
      {events.map((e, i) => (
        <li key={i}>
          <span>{computed?.ok ? sanInText(computed.value.view.steps[i]?.text ?? '', letters) : JSON.stringify(e)}</span>{' '}
          <button type="button" aria-label={`${i + 1}. olayı sil`} onClick={() => dispatch({ type: 'deleteEvent', index: i })}>
            sil
          </button>
        </li>
      ))}
    </ol>
  );
}

interface Props {
  events: Record<string, unknown>[];
  form: SandboxForm;
  notice: Notice | null;
  /** The position as it stands after the events (whose turn it is for a resignation or a claim). */
  physical: string;
  computed: Computed | null;
  dispatch: Dispatch<SandboxAction>;
}

export default function EventsPanel({ events, form, notice, physical, computed, dispatch }: Props) {
  const set = (patch: Patch) => dispatch({ type: 'form', patch });
  const add = (button: EventButton) => () => dispatch({ type: 'event', button, physical });
  const row = { form, set, add };
  return (
    <fieldset>
      <legend>Olaylar</legend>
      <TouchOptions {...row} />
      <ClockRow {...row} />
      <FieldNotice at="time" notice={notice} />
      <IntendedMoveRow {...row} />
      <FlagRow {...row} />
      <DrawRow add={add} />
      <FoundRow {...row} dispatch={dispatch} />
      <FieldNotice at="found" notice={notice} />
      <div className="sbx-row">
        <button type="button" onClick={add('scoresheet-white')} data-event="scoresheet-white">
          Beyaz hamlelerini yazmayı bırakır
        </button>
        <button type="button" onClick={add('scoresheet-black')}>
          Siyah hamlelerini yazmayı bırakır
        </button>
      </div>
      <EventList events={events} computed={computed} letters={form.letters} dispatch={dispatch} />
    </fieldset>
  );
}
