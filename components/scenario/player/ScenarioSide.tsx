// Beside the scenario board: the clocks, the recording duty, the moves before the events, the letters
// select and the timeline.
import type { Dispatch } from 'react';
import { formatClockTime } from '../../../src/engine/rulings/index.ts';
import type { PlayerAction, PlayerState } from '../../../src/browser/scenario/player-state.ts';
import { sanLetters, type Letters } from '../../../src/browser/scenario/notation.ts';
import type { ScenarioView } from '../../../src/browser/scenario/view.ts';
import Timeline from './Timeline.tsx';

interface Props {
  view: ScenarioView;
  finalStep: boolean;
  atEnd: boolean;
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
}

const duty = (must: boolean) => (must ? 'yazmalı' : 'yazmak zorunda değil');

/** The clocks when the events begin, and after the ruling once it is shown. */
function Clocks({ view, atEnd }: { view: ScenarioView; atEnd: boolean }) {
  const r = view.ruling;
  if (!view.clocks) return null;
  return (
    <p className="scn-clocks">
      Saatler (olaylar başlarken): Beyaz {formatClockTime(view.clocks.white)} · Siyah {formatClockTime(view.clocks.black)}
      {atEnd && r.clocks && (
        <>
          {' '}
          — karardan sonra: Beyaz {formatClockTime(r.clocks.white)} · Siyah {formatClockTime(r.clocks.black)}
        </>
      )}
    </p>
  );
}

export default function ScenarioSide({ view, finalStep, atEnd, state, dispatch }: Props) {
  const r = view.ruling;
  const { letters, live } = state;
  return (
    <div className="scn-side">
      <Clocks view={view} atEnd={atEnd} />
      {atEnd && r.recording && (
        <p className="scn-clocks" data-recording>
          Hamleleri yazma zorunluluğu: Beyaz {duty(r.recording.white)} · Siyah {duty(r.recording.black)}
        </p>
      )}
      {view.moves.length > 0 && (
        <p className="scn-moves">
          <span>Oynanmış hamleler: </span>
          {view.moves.map((m) => sanLetters(m, letters)).join(' ')}
        </p>
      )}
      <div className="scn-letters">
        <label>
          Gösterim:{' '}
          <select value={letters} onChange={(e) => dispatch({ type: 'letters', letters: e.target.value as Letters })} disabled={!live}>
            <option value="tr">Türkçe (Ş V K F A)</option>
            <option value="en">İngilizce (K Q R B N)</option>
          </select>
        </label>
      </div>
      <Timeline view={view} finalStep={finalStep} state={state} dispatch={dispatch} />
      {live && !atEnd && (
        <button type="button" className="scn-reveal" onClick={() => dispatch({ type: 'last' })}>
          Kararı göster
        </button>
      )}
    </div>
  );
}
