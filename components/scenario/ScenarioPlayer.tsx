// Scenario board island. Server-rendered as a static board with the full timeline and the ruling, so
// it reads and prints without JavaScript; once hydrated (client:visible) the same board steps through
// the events (buttons and keyboard), highlighting touched squares and moves. The step, the letters and
// what the board shows are the reducer's (src/browser/scenario/player-state.ts); this shell wires the
// keys and focus and lays out the panels (components/scenario/player/).
import { useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import BoardSvg from '../BoardSvg.tsx';
import type { ScenarioView } from '../../src/browser/scenario/view.ts';
import {
  hasFinalStep,
  initialPlayer,
  playerFrame,
  playerKey,
  reducePlayer,
  type PlayerAction,
} from '../../src/browser/scenario/player-state.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import StepControls from './player/StepControls.tsx';
import ScenarioSide from './player/ScenarioSide.tsx';
import RulingSection from './player/RulingSection.tsx';

interface Props {
  view: ScenarioView;
  /** Titles of the cited articles, for link tooltips. */
  titles?: Record<string, string>;
}

/** Keys typed into a form field (or with a modifier) are not the player's. */
function foreignKey(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return e.altKey || e.ctrlKey || e.metaKey || !!t?.closest?.('input, select, textarea, [contenteditable=""], [contenteditable="true"]');
}

/**
 * The arrow keys work as soon as the page has focus: the first scenario board of a page listens on
 * the whole document (not in form fields); any other board, and Home/End (which scroll the page),
 * when focus is inside the board.
 */
function usePlayerKeys(rootRef: RefObject<HTMLDivElement>, dispatch: Dispatch<PlayerAction>) {
  useEffect(() => {
    const onDoc = (e: KeyboardEvent) => {
      if (e.defaultPrevented || foreignKey(e)) return;
      const root = rootRef.current;
      if (!root) return;
      const inside = root.contains(e.target as Node);
      const first = document.querySelector('.scn') === root;
      const inOther = (e.target as HTMLElement | null)?.closest?.('.scn');
      const arrow = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
      if (!inside && (!first || inOther || !arrow)) return;
      const action = playerKey(e.key);
      if (!action) return;
      dispatch(action);
      e.preventDefault();
    };
    document.addEventListener('keydown', onDoc);
    return () => document.removeEventListener('keydown', onDoc);
  }, [rootRef, dispatch]);
}

function ScenarioPlayer({ view, titles = {} }: Props) {
  const [state, dispatch] = useReducer(reducePlayer, view, initialPlayer);
  const { step, live, letters } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  // Whether focus was in the board: a control that gets disabled (« Başa at the start, Sona » at the
  // end) drops focus to the page; it comes back to the board, so Home/End keep working.
  const focusInside = useRef(false);

  useEffect(() => dispatch({ type: 'live' }), []);
  usePlayerKeys(rootRef, dispatch);
  useEffect(() => {
    const a = document.activeElement as HTMLButtonElement | null;
    if (focusInside.current && (!a || a === document.body || a.disabled)) rootRef.current?.focus();
  }, [step]);

  const frame = playerFrame(view, state);
  const finalStep = hasFinalStep(view);

  return (
    <div
      className="scn"
      ref={rootRef}
      data-fen={frame.fen}
      data-step={step}
      data-live={live ? 'true' : 'false'}
      tabIndex={-1}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(e) => {
        // Focus moving elsewhere on the page (not lost to a disabled control).
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) focusInside.current = false;
      }}
    >
      <div className="scn-top">
        <div className="scn-board">
          <BoardSvg fen={frame.fen} highlight={frame.highlight} size={400} live={live} label={frame.label} />
          {live && <StepControls state={state} dispatch={dispatch} />}
        </div>
        <ScenarioSide view={view} finalStep={finalStep} atEnd={frame.atEnd} state={state} dispatch={dispatch} />
      </div>
      <RulingSection view={view} atEnd={frame.atEnd} letters={letters} titles={titles} />
    </div>
  );
}

export default withBoundary(ScenarioPlayer, 'Senaryo tahtası');
