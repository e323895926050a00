// Scenario board island. Server-rendered as a static board with the full timeline and the ruling, so
// it reads and prints without JavaScript; once hydrated (client:visible) the same board steps through
// the events (buttons and keyboard), highlighting touched squares and moves.
import { useCallback, useEffect, useRef, useState } from 'react';
import BoardSvg from '../BoardSvg.tsx';
import { EDITION_TR, RESULT_TR, TERMINATION_TR, SIDE_TR, clockText, obligationTr, upperFirst } from '../../src/browser/scenario/labels.ts';
import { sanInText, sanLetters, type Letters } from '../../src/browser/scenario/notation.ts';
import type { ScenarioView } from '../../src/browser/scenario/view.ts';
import { articleLabel, editionNote, permalink } from '../../src/browser/links.ts';
import { formatClockTime } from '../../src/engine/rulings/index.ts';
import { placementOf, turnOf } from '../../src/browser/fen.ts';
import { withBoundary } from '../ToolBoundary.tsx';

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

const label = articleLabel;

function ScenarioPlayer({ view, titles = {} }: Props) {
  const r = view.ruling;
  // After the events, the board as the ruling leaves it (e.g. restored before an illegal move, 7.5.1).
  const lastFen = placementOf(view.steps.at(-1)?.fen ?? view.start);
  const finalStep = placementOf(r.fen) !== lastFen;
  const last = view.steps.length - 1 + (finalStep ? 1 : 0);
  // -1: the position when the events begin. Server render shows everything (no JavaScript needed).
  const [step, setStep] = useState(-1);
  const [live, setLive] = useState(false);
  const [letters, setLetters] = useState<Letters>('tr');
  const rootRef = useRef<HTMLDivElement>(null);
  // Whether focus was in the board: a control that gets disabled (« Başa at the start, Sona » at the
  // end) drops focus to the page; it comes back to the board, so Home/End keep working.
  const focusInside = useRef(false);

  useEffect(() => setLive(true), []);

  const go = useCallback((s: number) => setStep(Math.max(-1, Math.min(last, s))), [last]);
  /** ← → step, Home/End first/last; true when the key was the player's. */
  const stepKey = useCallback(
    (key: string): boolean => {
      if (key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      else if (key === 'ArrowLeft') setStep((s) => Math.max(-1, s - 1));
      else if (key === 'Home') setStep(-1);
      else if (key === 'End') setStep(last);
      else return false;
      return true;
    },
    [last],
  );

  // The arrow keys work as soon as the page has focus: the first scenario board of a page listens on
  // the whole document (not in form fields); any other board, and Home/End (which scroll the page),
  // when focus is inside the board.
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
      if (stepKey(e.key)) e.preventDefault();
    };
    document.addEventListener('keydown', onDoc);
    return () => document.removeEventListener('keydown', onDoc);
  }, [stepKey]);

  useEffect(() => {
    const a = document.activeElement as HTMLButtonElement | null;
    if (focusInside.current && (!a || a === document.body || a.disabled)) rootRef.current?.focus();
  }, [step]);

  const atFinal = finalStep && step === view.steps.length;
  const current = step >= 0 && !atFinal ? view.steps[step] : null;
  const fen = atFinal ? r.fen : current ? current.fen : view.start;
  const highlight = current?.highlight ?? [];
  const atEnd = !live || step === last;
  // The editions compared with the ruling shown first: alike in outcome (a line each) or not (side by side).
  const same = view.others.filter((o) => !o.differs);
  const differing = view.others.filter((o) => o.differs);

  return (
    <div
      className="scn"
      ref={rootRef}
      data-fen={fen}
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
          <BoardSvg
            fen={fen}
            highlight={highlight}
            size={400}
            live={live}
            label={
              atFinal
                ? 'Karardan sonraki konum'
                : current
                  ? `${step + 1}. olaydan sonraki konum`
                  : `Olaylar başlamadan önceki konum. Sıra ${SIDE_TR[turnOf(fen)]}'ta.`
            }
          />
          {live && (
            <div className="scn-controls" role="toolbar" aria-label="Olaylar arasında gezinme">
              <button type="button" onClick={() => go(-1)} disabled={step === -1} data-ctl="first">
                « Başa
              </button>
              <button type="button" onClick={() => go(step - 1)} disabled={step === -1} data-ctl="prev">
                ‹ Geri
              </button>
              <button type="button" onClick={() => go(step + 1)} disabled={step === last} data-ctl="next">
                İleri ›
              </button>
              <button type="button" onClick={() => go(last)} disabled={step === last} data-ctl="last">
                Sona »
              </button>
            </div>
          )}
          {live && <p className="scn-hint">Klavye: ← → adım, Home/End baş/son.</p>}
        </div>
        <div className="scn-side">
          {view.clocks && (
            <p className="scn-clocks">
              Saatler (olaylar başlarken): Beyaz {formatClockTime(view.clocks.white)} · Siyah {formatClockTime(view.clocks.black)}
              {atEnd && r.clocks && (
                <>
                  {' '}
                  — karardan sonra: Beyaz {formatClockTime(r.clocks.white)} · Siyah {formatClockTime(r.clocks.black)}
                </>
              )}
            </p>
          )}
          {atEnd && r.recording && (
            <p className="scn-clocks" data-recording>
              Hamleleri yazma zorunluluğu: Beyaz {r.recording.white ? 'yazmalı' : 'yazmak zorunda değil'} · Siyah{' '}
              {r.recording.black ? 'yazmalı' : 'yazmak zorunda değil'}
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
              <select value={letters} onChange={(e) => setLetters(e.target.value as Letters)} disabled={!live}>
                <option value="tr">Türkçe (Ş V K F A)</option>
                <option value="en">İngilizce (K Q R B N)</option>
              </select>
            </label>
          </div>
          <ol className="scn-events">
            {view.steps.map((s, i) => (
              <li
                key={s.index}
                className={live && i === step ? 'scn-current' : live && i > step ? 'scn-future' : ''}
                aria-current={live && i === step ? 'step' : undefined}
              >
                {live ? (
                  <button type="button" className="scn-event" onClick={() => go(i)}>
                    {sanInText(s.text, letters)}
                  </button>
                ) : (
                  <span className="scn-event">{sanInText(s.text, letters)}</span>
                )}
                {s.note && (!live || i <= step) && <span className="scn-note">{sanInText(s.note, letters)}</span>}
              </li>
            ))}
            {finalStep && (
              <li
                className={live && step === view.steps.length ? 'scn-current' : live && step < view.steps.length ? 'scn-future' : ''}
                aria-current={live && step === view.steps.length ? 'step' : undefined}
              >
                {live ? (
                  <button type="button" className="scn-event" onClick={() => go(view.steps.length)}>
                    Karardan sonra tahtadaki konum
                  </button>
                ) : (
                  <span className="scn-event">Karardan sonra tahtadaki konum</span>
                )}
              </li>
            )}
          </ol>
          {live && !atEnd && (
            <button type="button" className="scn-reveal" onClick={() => go(last)}>
              Kararı göster
            </button>
          )}
        </div>
      </div>
      <section className="scn-ruling" data-ruling data-ruling-edition={view.shown} hidden={!atEnd} aria-live="polite">
        <h3>
          Karar <span className="scn-edition">({EDITION_TR[view.shown] ?? view.shown})</span>
        </h3>
        <p className="scn-result">
          <strong>{r.result ? RESULT_TR[r.result] : r.termination === 'restart' ? 'Yeni oyun oynanır' : 'Oyun devam eder'}</strong>
          {r.termination && <> — {TERMINATION_TR[r.termination] ?? r.termination}</>}
          {!r.result && r.toMove && <>. Sıra {SIDE_TR[r.toMove]}'ta.</>}
        </p>
        {r.obligation && (
          <p>
            Zorunluluk: {r.obligation.kind !== 'free' && r.toMove ? `${SIDE_TR[r.toMove]} ` : ''}
            {obligationTr(r.obligation)}
            {r.obligation.kind !== 'free' && r.obligation.moves.length > 0 && (
              <>
                : <span className="scn-san">{r.obligation.moves.map((m) => sanLetters(m, letters)).join(', ')}</span>
              </>
            )}
          </p>
        )}
        {r.clockAdjustments.length > 0 && <p>Saat: {r.clockAdjustments.map((a) => `${clockText(a)} (${label(a.article)})`).join('; ')}.</p>}
        {(r.illegalMoves.white > 0 || r.illegalMoves.black > 0) && (
          <p>
            Cezalandırılan kural dışı hamleler: Beyaz {r.illegalMoves.white}, Siyah {r.illegalMoves.black}.
          </p>
        )}
        <ol className="scn-steps">
          {r.steps.map((s, i) => (
            <li key={i}>
              <a href={permalink(view.shown, s.article)} title={titles[s.article]} data-article-link={s.article}>
                {label(s.article)}
              </a>
              : {sanInText(s.text, letters)}
            </li>
          ))}
        </ol>
        {r.warnings.map((w, i) => (
          <p key={i} className="scn-warning" data-ruling-warning>
            Not
            {w.article && (
              <>
                {' '}
                (
                <a href={permalink(view.shown, w.article)} data-article-link={w.article}>
                  {label(w.article)}
                </a>
                )
              </>
            )}
            : {w.note}
          </p>
        ))}
        <p className="scn-articles">
          Uygulanan maddeler{editionNote(view.shown)}:{' '}
          {r.articles.map((a, i) => (
            <span key={a}>
              {i > 0 && ', '}
              <a href={permalink(view.shown, a)} data-article-link={a}>
                {a}
              </a>
            </span>
          ))}
        </p>
        {same.map((o) => (
          <p key={o.laws} className="scn-same" data-editions-same={o.laws}>
            {upperFirst(EDITION_TR[o.laws])} de karar aynıdır
            {(o.onlyHere.length > 0 || o.onlyThere.length > 0) && (
              <>
                ; o metindeki maddeler:{' '}
                {o.ruling.articles.map((a, i) => (
                  <span key={a}>
                    {i > 0 && ', '}
                    {o.onlyThere.includes(a) ? (
                      <mark title="Numarası ya da dayanağı bu sürümde farklı">
                        <a href={permalink(o.laws, a)}>{a}</a>
                      </mark>
                    ) : (
                      <a href={permalink(o.laws, a)}>{a}</a>
                    )}
                  </span>
                ))}
              </>
            )}
            .
          </p>
        ))}
        {differing.length > 0 && (
          <section className="scn-editions" data-editions aria-label="Sürümlere göre karar">
            <h4>Sürümlere göre karar farklı</h4>
            <div className="scn-editions-grid">
              {[
                { laws: view.shown, ruling: r, only: differing.flatMap((o) => o.onlyHere).filter((a, i, all) => all.indexOf(a) === i) },
                ...differing.map((o) => ({ laws: o.laws, ruling: o.ruling, only: o.onlyThere })),
              ].map((e) => (
                <div key={e.laws} data-edition={e.laws}>
                  <h5>{upperFirst(EDITION_TR[e.laws])}</h5>
                  <p>
                    <strong>{e.ruling.result ? RESULT_TR[e.ruling.result] : 'Oyun devam eder'}</strong>
                    {e.ruling.termination && <> — {TERMINATION_TR[e.ruling.termination] ?? e.ruling.termination}</>}
                  </p>
                  {e.ruling.clockAdjustments.length > 0 && <p>Saat: {e.ruling.clockAdjustments.map((a) => clockText(a)).join('; ')}.</p>}
                  {(e.ruling.illegalMoves.white > 0 || e.ruling.illegalMoves.black > 0) && (
                    <p>
                      Cezalandırılan kural dışı hamleler: Beyaz {e.ruling.illegalMoves.white}, Siyah {e.ruling.illegalMoves.black}.
                    </p>
                  )}
                  <p>
                    Maddeler:{' '}
                    {e.ruling.articles.map((a, i) => (
                      <span key={a}>
                        {i > 0 && ', '}
                        {e.only.includes(a) ? (
                          <mark title="Yalnızca bu sürümün kararında">
                            <a href={permalink(e.laws, a)}>{a}</a>
                          </mark>
                        ) : (
                          <a href={permalink(e.laws, a)}>{a}</a>
                        )}
                      </span>
                    ))}
                  </p>
                </div>
              ))}
            </div>
            <p className="scn-source">
              2023 kuralları için metin değil, değişikliklerin özeti esas alındı; resmî metin FIDE El Kitabı'ndadır (E.01).
            </p>
          </section>
        )}
      </section>
    </div>
  );
}

export default withBoundary(ScenarioPlayer, 'Senaryo tahtası');
