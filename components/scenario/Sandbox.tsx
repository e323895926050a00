// Scenario sandbox island (/senaryolar/dene/): set up a position, play legal moves, add what happened
// at the board (touches, placements, clock presses, claims, flag falls …) and see the engine's ruling
// live. The whole scenario lives in the URL; JSON export/import. Bad input is explained in Turkish
// and nothing already entered is lost.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as chessboardModule from 'chessboardjsx';
import BoardEditor from '../BoardEditor.tsx';
import { castlingForVariant } from '../../src/browser/board-editor.ts';
import type { ChessboardType } from '../../src/browser/chessboard.ts';
import { INITIAL_FEN, Position, makeSan, parseFen, type Move } from '../../src/engine/index.ts';
import { computeScenario, positionBeforeEvents } from '../../src/browser/scenario/compute.ts';
import {
  EDITION_TR,
  OBLIGATION_TR,
  RESULT_TR,
  TERMINATION_TR,
  SIDE_TR,
  clockText as clockAdjText,
  upperFirst,
} from '../../src/browser/scenario/labels.ts';
import { sanFromTurkish, sanInText, sanLetters, type Letters } from '../../src/browser/scenario/notation.ts';
import { articleLabel, permalink } from '../../src/browser/links.ts';
import { pieceOn, placementOf, turnOf } from '../../src/browser/fen.ts';
import {
  EMPTY_DRAFT,
  FOUND_KINDS,
  decodeHash,
  movesFromTo,
  randomChess960,
  encodeHash,
  foundEvent,
  fromPgn,
  parseClockText,
  parseJsonText,
  releaseEvent,
  toScenario,
  withSeconds,
  type ScenarioDraft,
} from '../../src/browser/scenario/sandbox.ts';
import { formatClockTime } from '../../src/engine/rulings/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { NOTATION_FIELD } from '../fields.ts';
import { MAX_EVENTS, MAX_MOVES, limitMessage } from '../../src/browser/limits.ts';

type Mode = 'setup' | 'moves' | 'events';
/** Where a message is shown: beside the control that caused it. */
type NoticeAt = 'url' | 'board' | 'fen' | 'pgn' | 'json' | 'clocks' | 'time' | 'found';

// The island is client-only (the page's static SVG board is the fallback without JavaScript), so the
// board's code is a static import: it downloads in parallel with the rest of the island instead of
// after hydration (that chain, plus hydrating the whole form, kept the live board a second away).
const cb = chessboardModule as unknown as { default?: { default?: ChessboardType } & ChessboardType };
const Board: ChessboardType = cb.default?.default ?? cb.default ?? (chessboardModule as unknown as ChessboardType);

/** The FEN fields, named in Turkish in error messages. */
const FEN_FIELD_TR: Record<string, string> = {
  placement: 'taş dizilişi',
  turn: 'hamle sırası',
  castling: 'rok hakları',
  enPassant: 'geçerken alma karesi',
  halfmoves: 'yarım hamle sayacı',
  fullmoves: 'hamle numarası',
  fen: 'FEN',
};

const label = articleLabel;

function Sandbox() {
  const [state, setState] = useState<ScenarioDraft>(EMPTY_DRAFT);
  const [mode, setMode] = useState<Mode>('moves');
  // One message at a time, beside the control that caused it; the next successful action clears it.
  const [notice, setNoticeState] = useState<{ at: NoticeAt; text: string } | null>(null);
  const setNotice = (at: NoticeAt, text: string) => setNoticeState({ at, text });
  const clearNotice = () => setNoticeState(null);
  const [fenText, setFenText] = useState(INITIAL_FEN);
  const [pgnText, setPgnText] = useState('');
  const [jsonText, setJsonText] = useState('');
  const [letters, setLetters] = useState<Letters>('tr');
  const [adjust, setAdjust] = useState(false);
  const [twoHands, setTwoHands] = useState(false);
  const [displacing, setDisplacing] = useState(false);
  const [promo, setPromo] = useState<'' | 'q' | 'r' | 'b' | 'n'>('');
  const [intended, setIntended] = useState('');
  const [moveTime, setMoveTime] = useState('');
  const [clockText, setClockText] = useState({ white: '', black: '' });
  const [firstFlag, setFirstFlag] = useState<'white' | 'black' | ''>('');
  const [foundKind, setFoundKind] = useState(FOUND_KINDS[0].value);
  const [foundExtra, setFoundExtra] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  // The board's width, measured before the board is first drawn (so it is drawn once, at its size).
  const [width, setWidth] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const loaded = useRef(false);

  // Load: state from the URL, the board component on the client only.
  useEffect(() => {
    const fromUrl = decodeHash(location.hash);
    if (fromUrl?.ok) {
      setState(fromUrl.value);
      setFenText(fromUrl.value.start);
    } else if (fromUrl && !fromUrl.ok) setNotice('url', fromUrl.error);
    loaded.current = true;
  }, []);
  useLayoutEffect(() => {
    // The board column's width (the grid gives it; the board never widens it), so 320 px screens fit.
    const measure = () => setWidth(Math.max(200, Math.min(440, Math.floor(boxRef.current?.clientWidth ?? 360))));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // Keep the URL in step with the scenario.
  useEffect(() => {
    if (loaded.current) history.replaceState(null, '', encodeHash(state));
  }, [state]);

  // The ruling (the engine, under two editions) and the forms wait for the first render: the board comes first.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // After the next frame is painted (a task queued from requestAnimationFrame runs after it); a
    // tab in the background, which paints no frames, starts on the timer.
    const start = () => setStarted(true);
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
  const computed = useMemo(() => (started ? computeScenario(toScenario(state), undefined, 'en', 'own') : null), [state, started]);
  const afterMoves = useMemo(() => positionBeforeEvents(toScenario(state)), [state]);
  const lastTrace = computed?.ok ? computed.value.view.steps.at(-1) : undefined;
  const physical = state.events.length && lastTrace ? lastTrace.fen : afterMoves;
  const shown = mode === 'setup' ? state.start : mode === 'moves' ? afterMoves : physical;
  const highlight = mode === 'events' && lastTrace ? lastTrace.highlight : [];

  const update = (patch: Partial<ScenarioDraft>) => {
    clearNotice();
    setState((s) => ({ ...s, ...patch }));
  };
  const addEvent = (e: Record<string, unknown>) => {
    if (state.events.length >= MAX_EVENTS) return setNotice('board', limitMessage.events(state.events.length + 1));
    clearNotice();
    setState((s) => ({ ...s, events: [...s.events, e] }));
  };
  /** An event that takes the time of the move (spec v2 `seconds`) from the field, which then clears. */
  const addTimed = (e: Record<string, unknown>) => {
    const r = withSeconds(e, moveTime);
    if (!r.ok) return setNotice('time', r.error);
    addEvent(r.value);
    setMoveTime('');
  };
  function applyClocks() {
    if (!clockText.white.trim() && !clockText.black.trim()) return update({ clocks: null });
    const w = parseClockText(clockText.white);
    const b = parseClockText(clockText.black);
    if (!w.ok || !b.ok) return setNotice('clocks', `${!w.ok ? `Beyaz: ${w.error}` : ''} ${!b.ok ? `Siyah: ${b.error}` : ''}`.trim());
    update({ clocks: { white: w.value, black: b.value } });
  }
  function addFound() {
    const r = foundEvent(foundKind, foundExtra);
    if (!r.ok) return setNotice('found', r.error);
    addEvent(r.value);
  }
  const fieldMsg = (at: NoticeAt) =>
    notice?.at === at ? (
      <p className="sbx-notice" role="alert" data-notice data-field-notice={at}>
        {notice.text}
      </p>
    ) : null;
  /** The move written on the scoresheet for a claim, typed in the chosen letters, kept in English (the scenario's notation). */
  const intendedMove = () => (intended.trim() ? { intended: letters === 'tr' ? sanFromTurkish(intended.trim()) : intended.trim() } : {});
  /** A position set up (editor, FEN field): the moves and events of another position no longer apply. */
  const setStart = (fen: string) => {
    update({ start: fen, moves: [], events: [] });
    setFenText(fen);
  };

  const chess960 = state.variant === 'chess960';
  /** Guidelines II: the scenario ruled as a Chess960 game or a standard one (moves and events stay). */
  const setVariant = (variant: ScenarioDraft['variant']) => {
    const start = castlingForVariant(state.start, variant === 'chess960');
    update({ variant, start });
    setFenText(start);
  };
  /** A random Chess960 starting position (II.2), the scenario becoming a Chess960 one. */
  const randomStart = () => {
    const fen = randomChess960();
    update({ variant: 'chess960', start: fen, moves: [], events: [] });
    setFenText(fen);
  };

  function applyFen() {
    const f = parseFen(fenText, { chess960 });
    if (!f.ok)
      return setNotice(
        'fen',
        `FEN geçersiz (${FEN_FIELD_TR[f.error.field] ?? f.error.field}): ${f.error.message} Girdiğiniz metin korunuyor.`,
      );
    setStart(fenText.trim());
  }

  function applyPgn() {
    const r = fromPgn(pgnText, state);
    if (!r.ok) return setNotice('pgn', `${r.error} Girdiğiniz metin korunuyor.`);
    clearNotice();
    setState(r.value);
    setFenText(r.value.start);
  }

  function importJson(text: string) {
    const r = parseJsonText(text);
    if (!r.ok) return setNotice('json', `${r.error} Mevcut senaryo korunuyor.`);
    clearNotice();
    setState(r.value);
    setFenText(r.value.start);
  }

  function exportJson() {
    const blob = new Blob([JSON.stringify(toScenario(state), null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'senaryo.json';
    a.click();
    URL.revokeObjectURL(a.href);
  }

  /** A legal move in "moves" mode, from → to (promotion from the selector, queen by default). */
  function tryMove(from: string, to: string): boolean {
    const p = Position.fromFen(afterMoves, { chess960 });
    if (!p.ok) {
      setNotice('board', 'Bu konumda hamle yapılamıyor: konum kurallara aykırı (“Kurulum” bölümünde düzeltin).');
      return false;
    }
    const pos = p.value;
    if (state.moves.length >= MAX_MOVES) {
      setNotice('board', limitMessage.moves(state.moves.length + 1));
      return false;
    }
    // Guidelines II.3: in Chess960 the king onto its own rook or onto its castling square.
    const cands = movesFromTo(pos, from, to);
    if (!cands.length) {
      setNotice(
        'board',
        `${from}-${to} bu konumda geçerli bir hamle değil. Kural dışı hamleleri “Olaylar” bölümünde taşı bırakarak ekleyin.`,
      );
      return false;
    }
    const roleOf: Record<string, string> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
    const move = cands.find((m: Move) => !m.promotion || m.promotion === roleOf[promo || 'q']) ?? cands[0];
    update({ moves: [...state.moves, makeSan(pos, move, { letters: 'en' })], events: [] });
    return true;
  }

  function onDrop({ sourceSquare, targetSquare }: { sourceSquare: string; targetSquare: string }) {
    setSelected(null);
    if (mode === 'moves') tryMove(sourceSquare, targetSquare);
    else if (mode === 'events' && sourceSquare !== targetSquare) {
      // 7.4: a piece knocked out of place is a displacement, not a move.
      if (displacing) addEvent({ displace: targetSquare === 'offboard' ? sourceSquare : `${sourceSquare}${targetSquare}` });
      else addEvent(releaseEvent(physical, sourceSquare, targetSquare, { chess960, promo, twoHands }));
    }
  }

  function onSquareClick(square: string) {
    if (mode === 'events') {
      // Tap-tap as in "moves": the first tap touches the piece, a tap on another square releases it there.
      if (selected && selected !== square) {
        onDrop({ sourceSquare: selected, targetSquare: square });
        return;
      }
      const occupied = pieceOn(physical, square);
      if (occupied) addEvent({ touch: square, ...(adjust ? { adjust: true } : {}) });
      setSelected(occupied ? square : null);
      return;
    }
    if (mode === 'moves') {
      if (selected && selected !== square) {
        if (tryMove(selected, square)) setSelected(null);
        else setSelected(pieceOn(afterMoves, square) ? square : null);
      } else setSelected(pieceOn(afterMoves, square) ? square : null);
    }
  }

  const ruling = computed?.ok ? computed.value.view.ruling : null;

  // The live board is redrawn only when what it shows changes (chessboardjsx redraws all 64 squares
  // on any new prop), not when the ruling or a form field does: stable handlers, memoised element.
  const handlers = useRef({ onDrop, onSquareClick });
  handlers.current = { onDrop, onSquareClick };
  const dropped = useCallback((a: { sourceSquare: string; targetSquare: string }) => handlers.current.onDrop(a), []);
  const clicked = useCallback((square: string) => handlers.current.onSquareClick(square), []);
  const marks = JSON.stringify([highlight, selected]);
  const liveBoard = useMemo(() => {
    if (width === null) return null;
    const [hl, sel] = JSON.parse(marks) as [string[], string | null];
    const squareStyles: Record<string, Record<string, string>> = {};
    for (const s of hl) squareStyles[s] = { background: 'rgba(255, 214, 0, 0.55)' };
    if (sel) squareStyles[sel] = { background: 'rgba(21, 101, 192, 0.45)' };
    return (
      <Board
        key={mode}
        position={placementOf(shown)}
        width={width}
        draggable
        dropOffBoard="snapback"
        onDrop={dropped}
        onSquareClick={clicked}
        squareStyles={squareStyles}
        transitionDuration={100}
      />
    );
  }, [mode, shown, width, marks, dropped, clicked]);

  return (
    <div className="sbx" data-sandbox data-mode={mode}>
      {fieldMsg('url')}
      <div className="sbx-grid">
        <div className="sbx-board" ref={boxRef}>
          <div className="sbx-modes" role="tablist" aria-label="Çalışma biçimi">
            {(
              [
                ['setup', 'Kurulum'],
                ['moves', 'Hamleler'],
                ['events', 'Olaylar'],
              ] as [Mode, string][]
            ).map(([m, t]) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                data-mode-btn={m}
                onClick={() => {
                  setMode(m);
                  setSelected(null);
                  clearNotice();
                }}
              >
                {t}
              </button>
            ))}
          </div>
          {mode === 'setup' ? (
            <BoardEditor
              id="sbx-editor"
              fen={state.start}
              onChange={setStart}
              chess960={state.variant === 'chess960'}
              onChess960={(on) => setVariant(on ? 'chess960' : 'standard')}
            />
          ) : (
            <div data-live-board>{liveBoard}</div>
          )}
          {fieldMsg('board')}
          <section className="sbx-ruling" data-ruling aria-live="polite">
            <h2>
              Karar <span className="sbx-edition">({EDITION_TR[state.laws]})</span>
            </h2>
            {!computed && <p className="sbx-help">Karar hesaplanıyor…</p>}
            {computed && !computed.ok && (
              <p className="sbx-error" data-error>
                {sanInText(computed.error, letters)}
              </p>
            )}
            {ruling && (
              <>
                <p data-ruling-summary>
                  <strong>
                    {ruling.result ? RESULT_TR[ruling.result] : ruling.termination === 'restart' ? 'Yeni oyun oynanır' : 'Oyun devam eder'}
                  </strong>
                  {ruling.termination && <> — {TERMINATION_TR[ruling.termination] ?? ruling.termination}</>}
                  {!ruling.result && ruling.toMove && <>. Sıra {SIDE_TR[ruling.toMove]}'ta.</>}
                </p>
                {ruling.obligation && (
                  <p data-obligation>
                    Zorunluluk: {OBLIGATION_TR[ruling.obligation.kind]}
                    {ruling.obligation.kind !== 'free' && ruling.obligation.moves.length > 0 && (
                      <>: {ruling.obligation.moves.map((m) => sanLetters(m, letters)).join(', ')}</>
                    )}
                  </p>
                )}
                {ruling.clockAdjustments.length > 0 && (
                  <p>Saat: {ruling.clockAdjustments.map((a) => `${clockAdjText(a)} (${label(a.article)})`).join('; ')}.</p>
                )}
                {ruling.clocks && (
                  <p data-ruling-clocks>
                    Saatlerde kalan: Beyaz {formatClockTime(ruling.clocks.white)}, Siyah {formatClockTime(ruling.clocks.black)}.
                  </p>
                )}
                {ruling.recording && (
                  <p data-ruling-recording>
                    Hamleleri yazma zorunluluğu: Beyaz {ruling.recording.white ? 'yazmalı' : 'yazmak zorunda değil'}, Siyah{' '}
                    {ruling.recording.black ? 'yazmalı' : 'yazmak zorunda değil'}.
                  </p>
                )}
                <ol>
                  {ruling.steps.map((s, i) => (
                    <li key={i}>
                      <a href={permalink(state.laws, s.article)} data-article-link={s.article}>
                        {label(s.article)}
                      </a>
                      : {sanInText(s.text, letters)}
                    </li>
                  ))}
                </ol>
                {computed?.ok &&
                  computed.value.view.others
                    .filter((o) => o.differs)
                    .map((o) => (
                      <p key={o.laws} data-other-edition={o.laws}>
                        {upperFirst(EDITION_TR[o.laws])} karar farklı:{' '}
                        <strong>{o.ruling.result ? RESULT_TR[o.ruling.result] : 'oyun devam eder'}</strong>
                        {o.ruling.clockAdjustments.length > 0 && (
                          <>; saat: {o.ruling.clockAdjustments.map((a) => clockAdjText(a)).join('; ')}</>
                        )}{' '}
                        (maddeler: {o.ruling.articles.join(', ')}).
                      </p>
                    ))}
              </>
            )}
          </section>
          <p className="sbx-help">
            {mode === 'setup' &&
              'Paletten bir taş seçip karelere koyun; “Kaldır” ile taş kaldırın. Sıra ve rok hakları tahtanın altında; FEN alanı tahtayı izler.'}
            {mode === 'moves' && 'Oyunun geçmişini kurun: geçerli hamleleri sürükleyerek ya da iki kareye tıklayarak yapın.'}
            {mode === 'events' &&
              `Tahtada olanlar: bir taşa tıklamak “dokunma”; sonra başka bir kareye tıklamak ya da taşı sürükleyip bırakmak “taşı bırakma” (kural dışı olabilir).${chess960 ? ' Chess960’ta şahı kendi kalesinin üzerine bırakmak o yana rok yapmaktır (Rehber Talimatlar II.3).' : ''} Sonra aşağıdaki düğmeler.`}
          </p>
        </div>
        {/* The forms follow the board by one tick too: the first render draws the board alone. */}
        {started && (
          <div className="sbx-side">
            {mode === 'setup' && (
              <fieldset>
                <legend>Konum</legend>
                <label htmlFor="sbx-fen">FEN</label>
                <input id="sbx-fen" data-fen-input value={fenText} onChange={(e) => setFenText(e.target.value)} {...NOTATION_FIELD} />
                <div className="sbx-row">
                  <button type="button" onClick={applyFen} data-apply-fen>
                    Konumu kur
                  </button>
                </div>
                {fieldMsg('fen')}
                <label htmlFor="sbx-pgn">PGN</label>
                <textarea
                  id="sbx-pgn"
                  rows={3}
                  {...NOTATION_FIELD}
                  value={pgnText}
                  onChange={(e) => setPgnText(e.target.value)}
                  placeholder='[FEN "…"] 1. e4 e5 2. Nf3 …'
                />
                <button type="button" onClick={applyPgn} data-apply-pgn>
                  PGN'yi yükle
                </button>
                {fieldMsg('pgn')}
              </fieldset>
            )}
            <fieldset>
              <legend>Yarışma</legend>
              <div className="sbx-row">
                <label>
                  Oyun{' '}
                  <select value={state.variant} onChange={(e) => setVariant(e.target.value as ScenarioDraft['variant'])} data-variant>
                    <option value="standard">Standart satranç</option>
                    <option value="chess960">Chess960 (Rehber Talimatlar II)</option>
                  </select>
                </label>
                <button type="button" onClick={randomStart} data-random-960>
                  Rastgele başlangıç konumu
                </button>
              </div>
              {chess960 && (
                <p className="sbx-help" data-960-help>
                  Chess960 (Rehber Talimatlar II): başlangıç konumu II.2'ye uymalıdır (şah iki kalenin arasında, filler farklı renkte, siyah
                  taşlar beyazların karşısında). Rok hakları FEN'de kalelerin sütun harfleriyle (“HAha”) ya da KQkq ile yazılır. Rok için
                  şahı kendi kalesinin üzerine ya da rok karesine (g ya da c sütunu) götürün.
                </p>
              )}
              <div className="sbx-row">
                <label>
                  Kurallar{' '}
                  <select value={state.laws} onChange={(e) => update({ laws: e.target.value as ScenarioDraft['laws'] })} data-laws>
                    <option value="2023">2023 (yürürlükte)</option>
                    <option value="2018">2018 metni</option>
                    <option value="2001">2001 (önceki)</option>
                  </select>
                </label>
                <label>
                  Tempo{' '}
                  <input
                    className="sbx-short"
                    value={state.timeControl}
                    onChange={(e) => update({ timeControl: e.target.value })}
                    placeholder="90+30"
                  />
                </label>
                <label>
                  Gözetim{' '}
                  <select
                    value={state.supervision}
                    onChange={(e) => update({ supervision: e.target.value as ScenarioDraft['supervision'] })}
                  >
                    <option value="">varsayılan</option>
                    <option value="full">tam (A.4/B.2)</option>
                    <option value="partial">kısmi (A.5/B.3)</option>
                  </select>
                </label>
              </div>
              <p className="sbx-help">
                Tempo dönemlerle de yazılabilir: “40/90+30:30+30” (40 hamlede 90 dakika, sonra 30 dakika, her hamleye 30 saniye), gecikme
                için “5d3”.
              </p>
              <div className="sbx-row">
                <label>
                  Beyaz'ın saati{' '}
                  <input
                    className="sbx-short"
                    value={clockText.white}
                    onChange={(e) => setClockText({ ...clockText, white: e.target.value })}
                    placeholder="25:00"
                    data-clock-white
                  />
                </label>
                <label>
                  Siyah'ın saati{' '}
                  <input
                    className="sbx-short"
                    value={clockText.black}
                    onChange={(e) => setClockText({ ...clockText, black: e.target.value })}
                    placeholder="25:00"
                    data-clock-black
                  />
                </label>
                <button type="button" onClick={applyClocks} data-apply-clocks>
                  {state.clocks
                    ? `Saatler: ${formatClockTime(state.clocks.white)} / ${formatClockTime(state.clocks.black)}`
                    : 'Saatleri kur'}
                </button>
              </div>
              {fieldMsg('clocks')}
            </fieldset>
            <fieldset>
              <legend>Geçmiş ({state.moves.length} hamle)</legend>
              <p className="sbx-moves" data-moves>
                {state.moves.length ? state.moves.map((m) => sanLetters(m, letters)).join(' ') : '—'}
              </p>
              <div className="sbx-row">
                <button
                  type="button"
                  disabled={!state.moves.length}
                  onClick={() => update({ moves: state.moves.slice(0, -1), events: [] })}
                >
                  Son hamleyi geri al
                </button>
                <label>
                  Gösterim{' '}
                  <select value={letters} onChange={(e) => setLetters(e.target.value as Letters)}>
                    <option value="tr">Türkçe (Ş V K F A)</option>
                    <option value="en">İngilizce</option>
                  </select>
                </label>
              </div>
            </fieldset>
            <fieldset>
              <legend>Olaylar</legend>
              <div className="sbx-row">
                <label>
                  <input type="checkbox" checked={adjust} onChange={(e) => setAdjust(e.target.checked)} /> “Düzeltiyorum” diyerek dokun
                </label>
                <label>
                  <input type="checkbox" checked={twoHands} onChange={(e) => setTwoHands(e.target.checked)} /> İki elle
                </label>
                <label>
                  <input type="checkbox" checked={displacing} onChange={(e) => setDisplacing(e.target.checked)} data-displacing /> Sürükleme
                  taşı yerinden oynatır (devirme, Madde 7.4)
                </label>
                <label>
                  Terfi taşı{' '}
                  <select value={promo} onChange={(e) => setPromo(e.target.value as typeof promo)}>
                    <option value="">konmadı</option>
                    <option value="q">vezir</option>
                    <option value="r">kale</option>
                    <option value="b">fil</option>
                    <option value="n">at</option>
                  </select>
                </label>
              </div>
              <div className="sbx-row">
                <label>
                  Bu hamlenin süresi{' '}
                  <input
                    className="sbx-short"
                    value={moveTime}
                    onChange={(e) => setMoveTime(e.target.value)}
                    placeholder="saniye ya da 1:05"
                    data-move-time
                  />
                </label>
                <button type="button" data-event="press" onClick={() => addTimed({ press: true })}>
                  Saate bas
                </button>
                <button
                  type="button"
                  data-event="castle-king"
                  onClick={() => addTimed({ castle: 'king', ...(twoHands ? { twoHands: true } : {}) })}
                >
                  Kısa rok
                </button>
                <button
                  type="button"
                  data-event="castle-queen"
                  onClick={() => addTimed({ castle: 'queen', ...(twoHands ? { twoHands: true } : {}) })}
                >
                  Uzun rok
                </button>
                <button type="button" onClick={() => addEvent({ arbiter: 'illegal' })}>
                  Hakem müdahalesi
                </button>
                <button type="button" onClick={() => addEvent({ claim: 'illegal', by: opposite(physical) })}>
                  Rakip itiraz eder
                </button>
                <button type="button" onClick={() => addEvent({ restore: true })}>
                  Taşları yerine koyar
                </button>
                <button type="button" onClick={() => addEvent({ arbiter: 'displaced' })}>
                  Hakem yerinden oynamış taşı fark eder
                </button>
              </div>
              {fieldMsg('time')}
              <div className="sbx-row">
                <label>
                  Yazılan hamle{' '}
                  <input
                    className="sbx-short"
                    {...NOTATION_FIELD}
                    value={intended}
                    onChange={(e) => setIntended(e.target.value)}
                    placeholder={`${sanLetters('Nf3', letters)} ya da kural dışıysa g1f5`}
                    data-intended
                  />
                </label>
                <button type="button" onClick={() => addEvent({ claim: 'threefold', ...intendedMove() })}>
                  Üç kez tekrar savı
                </button>
                <button type="button" onClick={() => addEvent({ claim: 'fifty', ...intendedMove() })}>
                  50 hamle savı
                </button>
              </div>
              <div className="sbx-row">
                <button type="button" onClick={() => addEvent({ flag: 'white' })}>
                  Beyaz'ın bayrağı düştü
                </button>
                <button type="button" onClick={() => addEvent({ flag: 'black' })}>
                  Siyah'ın bayrağı düştü
                </button>
                <label>
                  Önce düşen{' '}
                  <select value={firstFlag} onChange={(e) => setFirstFlag(e.target.value as typeof firstFlag)} data-first-flag>
                    <option value="">bilinmiyor</option>
                    <option value="white">Beyaz</option>
                    <option value="black">Siyah</option>
                  </select>
                </label>
                <button type="button" onClick={() => addEvent({ flag: 'both', first: firstFlag || null })} data-event="both-flags">
                  İki bayrak da düştü
                </button>
              </div>
              <div className="sbx-row">
                <button type="button" onClick={() => addEvent({ offer: 'draw' })}>
                  Beraberlik teklifi
                </button>
                <button type="button" onClick={() => addEvent({ accept: 'draw' })}>
                  Kabul
                </button>
                <button type="button" onClick={() => addEvent({ decline: 'draw' })}>
                  Ret
                </button>
                <button type="button" onClick={() => addEvent({ resign: turnOf(physical) })}>
                  Sıradaki terk eder
                </button>
              </div>
              <div className="sbx-row">
                <label>
                  Hakem fark eder{' '}
                  <select
                    value={foundKind}
                    onChange={(e) => {
                      setFoundKind(e.target.value);
                      setFoundExtra('');
                    }}
                    data-found-kind
                  >
                    {FOUND_KINDS.map((f) => (
                      <option key={f.value} value={f.value}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                </label>
                {FOUND_KINDS.find((f) => f.value === foundKind)?.needs && (
                  <label>
                    {FOUND_KINDS.find((f) => f.value === foundKind)!.needs === 'square' ? 'Kare' : 'Saatin kurulduğu tempo'}{' '}
                    <input
                      className="sbx-short"
                      value={foundExtra}
                      onChange={(e) => setFoundExtra(e.target.value)}
                      placeholder={foundKind === 'misplaced' ? 'e1' : '90+0'}
                      data-found-extra
                    />
                  </label>
                )}
                <button type="button" onClick={addFound} data-event="found">
                  Ekle
                </button>
              </div>
              {fieldMsg('found')}
              <div className="sbx-row">
                <button type="button" onClick={() => addEvent({ scoresheet: 'stop', by: 'white' })} data-event="scoresheet-white">
                  Beyaz hamlelerini yazmayı bırakır
                </button>
                <button type="button" onClick={() => addEvent({ scoresheet: 'stop', by: 'black' })}>
                  Siyah hamlelerini yazmayı bırakır
                </button>
              </div>
              <ol className="sbx-events" data-events>
                {state.events.map((e, i) => (
                  <li key={i}>
                    <span>{computed?.ok ? sanInText(computed.value.view.steps[i]?.text ?? '', letters) : JSON.stringify(e)}</span>{' '}
                    <button
                      type="button"
                      aria-label={`${i + 1}. olayı sil`}
                      onClick={() => update({ events: state.events.filter((_, j) => j !== i) })}
                    >
                      sil
                    </button>
                  </li>
                ))}
              </ol>
            </fieldset>
            <fieldset>
              <legend>Paylaş</legend>
              <p className="sbx-help">Senaryonun tamamı sayfa adresindedir; adresi kopyalayıp paylaşabilirsiniz.</p>
              <div className="sbx-row">
                <button type="button" onClick={exportJson}>
                  JSON olarak indir
                </button>
                <label className="sbx-file">
                  JSON dosyası yükle{' '}
                  <input
                    type="file"
                    accept="application/json,.json"
                    onChange={async (e) => {
                      const f = e.target.files?.[0];
                      if (f) importJson(await f.text());
                      e.target.value = '';
                    }}
                  />
                </label>
              </div>
              <textarea
                rows={3}
                {...NOTATION_FIELD}
                value={jsonText}
                onChange={(e) => setJsonText(e.target.value)}
                placeholder="Senaryo JSON'unu buraya yapıştırın"
                data-json-input
              />
              <button type="button" onClick={() => importJson(jsonText)} data-import-json>
                Yapıştırılanı yükle
              </button>
              {fieldMsg('json')}
            </fieldset>
          </div>
        )}
      </div>
    </div>
  );
}

function opposite(fen: string): 'white' | 'black' {
  return turnOf(fen) === 'white' ? 'black' : 'white';
}

export default withBoundary(Sandbox, 'Deneme tahtası');
