// Scenario sandbox island (/senaryolar/dene/): set up a position, play legal moves, add what happened
// at the board (touches, placements, clock presses, claims, flag falls …) and see the engine's ruling
// live. The whole scenario lives in the URL; JSON export/import. Bad input is explained in Turkish
// and nothing already entered is lost. The state and every event it adds are the reducer's
// (src/browser/scenario/sandbox-state.ts); this shell computes the ruling and lays out the panels.
// On a phone the board comes first, with the PGN box's button beside the mode buttons and the draw
// claims right under the board (BoardActions.tsx); the forms follow the ruling.
import { startTransition, useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import BoardEditor from '../BoardEditor.tsx';
import { withBoundary } from '../ToolBoundary.tsx';
import { computeScenario, positionBeforeEvents } from '../../src/browser/scenario/compute.ts';
import { encodeHash, toScenario } from '../../src/browser/scenario/sandbox.ts';
import { initialState, reduce, type Mode, type SandboxAction } from '../../src/browser/scenario/sandbox-state.ts';
import { ClaimBar, PgnBox, PgnToggle } from './sandbox/BoardActions.tsx';
import FieldNotice from './sandbox/FieldNotice.tsx';
import LiveBoard from './sandbox/LiveBoard.tsx';
import RulingPanel from './sandbox/RulingPanel.tsx';
import SetupPanel from './sandbox/SetupPanel.tsx';
import SettingsPanel from './sandbox/SettingsPanel.tsx';
import HistoryPanel from './sandbox/HistoryPanel.tsx';
import EventsPanel from './sandbox/EventsPanel.tsx';
import SharePanel from './sandbox/SharePanel.tsx';
import './sandbox/sandbox.css';

/** No highlighted squares: one array, so the board is not redrawn on every render. */
const NO_SQUARES: string[] = [];

const MODES: [Mode, string][] = [
  ['setup', 'Kurulum'],
  ['moves', 'Hamleler'],
  ['events', 'Olaylar'],
];

/** True once the first frame is painted: the ruling (the engine, under two editions) and the forms wait for it, the board comes first. */
function useAfterFirstPaint(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // A task queued from requestAnimationFrame runs after that frame is painted; a tab in the
    // background, which paints no frames, starts on the timer.
    // A transition: React renders the forms in short slices, so a tap on the board is never kept waiting.
    const start = () => startTransition(() => setStarted(true));
    let t = setTimeout(start, 250);
    const f = requestAnimationFrame(() => {
      clearTimeout(t);
      t = setTimeout(start, 0);
    });
    return () => {
      cancelAnimationFrame(f);
      clearTimeout(t);
    };
  }, []);
  return started;
}

/** The mode buttons (set up, moves, events) and, beside them, the PGN box's button. */
function ModeBar({
  mode,
  pgnOpen,
  onPgn,
  dispatch,
}: {
  mode: Mode;
  pgnOpen: boolean;
  onPgn: () => void;
  dispatch: Dispatch<SandboxAction>;
}) {
  return (
    <div className="sbx-bar">
      <div className="sbx-modes" role="tablist" aria-label="Çalışma biçimi">
        {MODES.map(([m, t]) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            data-mode-btn={m}
            onClick={() => dispatch({ type: 'mode', mode: m })}
          >
            {t}
          </button>
        ))}
      </div>
      <PgnToggle open={pgnOpen} onToggle={onPgn} />
    </div>
  );
}

function Sandbox() {
  // Client-only island: the address is there at the first render.
  const [state, dispatch] = useReducer(reduce, location.hash, initialState);
  const { draft, mode, form, notice } = state;
  const [pgnOpen, setPgnOpen] = useState(false);
  // Keep the URL in step with the scenario.
  useEffect(() => history.replaceState(null, '', encodeHash(draft)), [draft]);

  const started = useAfterFirstPaint();
  const scenario = useMemo(() => toScenario(draft), [draft]);
  const computed = useMemo(() => (started ? computeScenario(scenario, undefined, 'en', 'own') : null), [scenario, started]);
  const afterMoves = useMemo(() => positionBeforeEvents(scenario), [scenario]);
  const lastTrace = computed?.ok ? computed.value.view.steps.at(-1) : undefined;
  const physical = draft.events.length && lastTrace ? lastTrace.fen : afterMoves;
  const chess960 = draft.variant === 'chess960';

  return (
    <div className="sbx" data-sandbox data-mode={mode}>
      <FieldNotice at="url" notice={notice} />
      <div className="sbx-grid">
        <div className="sbx-board">
          <ModeBar mode={mode} pgnOpen={pgnOpen} onPgn={() => setPgnOpen((o) => !o)} dispatch={dispatch} />
          {pgnOpen && <PgnBox pgn={form.pgn} notice={notice} dispatch={dispatch} />}
          {mode === 'setup' ? (
            <BoardEditor
              id="sbx-editor"
              fen={draft.start}
              onChange={(fen) => dispatch({ type: 'start', fen })}
              chess960={chess960}
              onChess960={(on) => dispatch({ type: 'variant', variant: on ? 'chess960' : 'standard' })}
            />
          ) : (
            <LiveBoard
              key={mode}
              fen={mode === 'moves' ? afterMoves : physical}
              highlight={mode === 'events' && lastTrace ? lastTrace.highlight : NO_SQUARES}
              selected={state.selected}
              dispatch={dispatch}
            />
          )}
          <FieldNotice at="board" notice={notice} />
          {started && mode !== 'setup' && <ClaimBar form={form} physical={physical} dispatch={dispatch} />}
          <RulingPanel laws={draft.laws} computed={computed} letters={form.letters} />
          <p className="sbx-help">
            {mode === 'setup' &&
              'Paletten bir taş seçip karelere koyun; “Kaldır” ile taş kaldırın. Sıra ve rok hakları tahtanın altında; FEN alanı tahtayı izler.'}
            {mode === 'moves' && 'Oyunun geçmişini kurun: kurallara uygun hamleleri sürükleyerek ya da iki kareye tıklayarak yapın.'}
            {mode === 'events' &&
              `Tahtada olanlar: bir taşa tıklamak “dokunma”; sonra başka bir kareye tıklamak ya da taşı sürükleyip bırakmak “taşı bırakma” (kural dışı olabilir); aynı taşa yeniden tıklamak onu yerinde bırakır, böylece başka bir taşa da dokunulur (ör. önce şaha, sonra kaleye).${chess960 ? ' Chess960’ta şahı kendi kalesinin üzerine bırakmak o yana rok yapmaktır (Rehber Talimatlar II.3).' : ''} Sonra aşağıdaki düğmeler.`}
          </p>
        </div>
        {/* The forms follow the board by one tick too: the first render draws the board alone. */}
        {started && (
          <div className="sbx-side">
            {mode === 'setup' && <SetupPanel form={form} notice={notice} dispatch={dispatch} />}
            <SettingsPanel draft={draft} form={form} notice={notice} dispatch={dispatch} />
            <HistoryPanel moves={draft.moves} letters={form.letters} dispatch={dispatch} />
            <EventsPanel events={draft.events} form={form} notice={notice} physical={physical} computed={computed} dispatch={dispatch} />
            <SharePanel draft={draft} json={form.json} notice={notice} dispatch={dispatch} />
          </div>
        )}
      </div>
    </div>
  );
}

export default withBoundary(Sandbox, 'Deneme tahtası');
