// The scenario's events as a list (each a button once live, that shows the board after it), with the
// board after the ruling as the last entry when the ruling moves pieces.
import type { Dispatch, ReactNode } from 'react';
import { entryClass, type PlayerAction, type PlayerState } from '../../../src/browser/scenario/player-state.ts';
import { sanInText } from '../../../src/browser/scenario/notation.ts';
import type { ScenarioView } from '../../../src/browser/scenario/view.ts';

interface Props {
  view: ScenarioView;
  finalStep: boolean;
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
}

/** One entry: the event text, a button to its step once live. */
function Entry({
  state,
  at,
  dispatch,
  children,
}: {
  state: PlayerState;
  at: number;
  dispatch: Dispatch<PlayerAction>;
  children: ReactNode;
}) {
  return state.live ? (
    <button type="button" className="scn-event" onClick={() => dispatch({ type: 'go', step: at })}>
      {children}
    </button>
  ) : (
    <span className="scn-event">{children}</span>
  );
}

export default function Timeline({ view, finalStep, state, dispatch }: Props) {
  const { live, step, letters } = state;
  const after = view.steps.length;
  return (
    <ol className="scn-events">
      {view.steps.map((s, i) => (
        <li key={s.index} className={entryClass(state, i)} aria-current={live && i === step ? 'step' : undefined}>
          <Entry state={state} at={i} dispatch={dispatch}>
            {sanInText(s.text, letters)}
          </Entry>
          {s.note && (!live || i <= step) && <span className="scn-note">{sanInText(s.note, letters)}</span>}
        </li>
      ))}
      {finalStep && (
        <li className={entryClass(state, after)} aria-current={live && step === after ? 'step' : undefined}>
          <Entry state={state} at={after} dispatch={dispatch}>
            Karardan sonra tahtadaki konum
          </Entry>
        </li>
      )}
    </ol>
  );
}
