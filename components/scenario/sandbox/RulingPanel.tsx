// The engine's ruling of the scenario being built, under its edition, and where other editions differ.
import type { Computed } from '../../../src/browser/scenario/compute.ts';
import {
  EDITION_TR,
  obligationTr,
  RESULT_TR,
  SIDE_TR,
  TERMINATION_TR,
  clockText,
  upperFirst,
} from '../../../src/browser/scenario/labels.ts';
import { sanInText, sanLetters, type Letters } from '../../../src/browser/scenario/notation.ts';
import { articleLabel as label, permalink } from '../../../src/browser/links.ts';
import { formatClockTime, type Laws } from '../../../src/engine/rulings/index.ts';
import './ruling-panel.css';

interface Props {
  laws: Laws;
  /** Null while the island still draws the board first. */
  computed: Computed | null;
  letters: Letters;
}

export default function RulingPanel({ laws, computed, letters }: Props) {
  const ruling = computed?.ok ? computed.value.view.ruling : null;
  return (
    <section className="sbx-ruling" data-ruling aria-live="polite">
      <h2>
        Karar <span className="sbx-edition">({EDITION_TR[laws]})</span>
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
              Zorunluluk: {obligationTr(ruling.obligation)}
              {ruling.obligation.kind !== 'free' && ruling.obligation.moves.length > 0 && (
                <>: {ruling.obligation.moves.map((m) => sanLetters(m, letters)).join(', ')}</>
              )}
            </p>
          )}
          {ruling.clockAdjustments.length > 0 && (
            <p>Saat: {ruling.clockAdjustments.map((a) => `${clockText(a)} (${label(a.article)})`).join('; ')}.</p>
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
                <a href={permalink(laws, s.article)} data-article-link={s.article}>
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
                    <>; saat: {o.ruling.clockAdjustments.map((a) => clockText(a)).join('; ')}</>
                  )}{' '}
                  (maddeler: {o.ruling.articles.join(', ')}).
                </p>
              ))}
        </>
      )}
    </section>
  );
}
