// The scenario board's step buttons (« Başa, ‹ Geri, İleri ›, Sona ») and the keyboard hint; shown once live.
import type { Dispatch } from 'react';
import type { PlayerAction, PlayerState } from '../../../src/browser/scenario/player-state.ts';

interface Props {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
}

export default function StepControls({ state, dispatch }: Props) {
  const { step, last } = state;
  return (
    <>
      <div className="scn-controls" role="toolbar" aria-label="Olaylar arasında gezinme">
        <button type="button" onClick={() => dispatch({ type: 'first' })} disabled={step === -1} data-ctl="first">
          « Başa
        </button>
        <button type="button" onClick={() => dispatch({ type: 'prev' })} disabled={step === -1} data-ctl="prev">
          ‹ Geri
        </button>
        <button type="button" onClick={() => dispatch({ type: 'next' })} disabled={step === last} data-ctl="next">
          İleri ›
        </button>
        <button type="button" onClick={() => dispatch({ type: 'last' })} disabled={step === last} data-ctl="last">
          Sona »
        </button>
      </div>
      <p className="scn-hint">Klavye: ← → adım, Home/End baş/son.</p>
    </>
  );
}
