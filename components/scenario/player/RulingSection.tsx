// The ruling of the edition shown first (result, obligation, clocks, penalised illegal moves, the
// steps with article links, warnings, the articles applied) and its comparison with the other editions.
import { EDITION_TR, RESULT_TR, TERMINATION_TR, SIDE_TR, clockText, obligationTr } from '../../../src/browser/scenario/labels.ts';
import { sanInText, sanLetters, type Letters } from '../../../src/browser/scenario/notation.ts';
import type { ScenarioView } from '../../../src/browser/scenario/view.ts';
import { articleLabel as label, editionNote, permalink } from '../../../src/browser/links.ts';
import type { Ruling } from '../../../src/engine/rulings/index.ts';
import EditionsCompared from './EditionsCompared.tsx';

interface Props {
  view: ScenarioView;
  /** Shown (not hidden): always without JavaScript, at the last step once live. */
  atEnd: boolean;
  letters: Letters;
  /** Titles of the cited articles, for link tooltips. */
  titles: Record<string, string>;
}

/** The result line: result or what happens next, the termination, the side to move. */
function Result({ r }: { r: Ruling }) {
  return (
    <p className="scn-result">
      <strong>{r.result ? RESULT_TR[r.result] : r.termination === 'restart' ? 'Yeni oyun oynanır' : 'Oyun devam eder'}</strong>
      {r.termination && <> — {TERMINATION_TR[r.termination] ?? r.termination}</>}
      {!r.result && r.toMove && <>. Sıra {SIDE_TR[r.toMove]}'ta.</>}
    </p>
  );
}

/** The touch-move obligation (4.3, 4.4) and the moves it allows. */
function Obligation({ r, letters }: { r: Ruling; letters: Letters }) {
  if (!r.obligation) return null;
  const bound = r.obligation.kind !== 'free';
  return (
    <p>
      Zorunluluk: {bound && r.toMove ? `${SIDE_TR[r.toMove]} ` : ''}
      {obligationTr(r.obligation)}
      {bound && r.obligation.moves.length > 0 && (
        <>
          : <span className="scn-san">{r.obligation.moves.map((m) => sanLetters(m, letters)).join(', ')}</span>
        </>
      )}
    </p>
  );
}

/** The ruling's notes, each with its article when it has one. */
function Warnings({ r, laws }: { r: Ruling; laws: ScenarioView['shown'] }) {
  return r.warnings.map((w, i) => (
    <p key={i} className="scn-warning" data-ruling-warning>
      Not
      {w.article && (
        <>
          {' '}
          (
          <a href={permalink(laws, w.article)} data-article-link={w.article}>
            {label(w.article)}
          </a>
          )
        </>
      )}
      : {w.note}
    </p>
  ));
}

export default function RulingSection({ view, atEnd, letters, titles }: Props) {
  const r = view.ruling;
  const laws = view.shown;
  return (
    <section className="scn-ruling" data-ruling data-ruling-edition={laws} hidden={!atEnd} aria-live="polite">
      <h3>
        Karar <span className="scn-edition">({EDITION_TR[laws] ?? laws})</span>
      </h3>
      <Result r={r} />
      <Obligation r={r} letters={letters} />
      {r.clockAdjustments.length > 0 && <p>Saat: {r.clockAdjustments.map((a) => `${clockText(a)} (${label(a.article)})`).join('; ')}.</p>}
      {(r.illegalMoves.white > 0 || r.illegalMoves.black > 0) && (
        <p>
          Cezalandırılan kural dışı hamleler: Beyaz {r.illegalMoves.white}, Siyah {r.illegalMoves.black}.
        </p>
      )}
      <ol className="scn-steps">
        {r.steps.map((s, i) => (
          <li key={i}>
            <a href={permalink(laws, s.article)} title={titles[s.article]} data-article-link={s.article}>
              {label(s.article)}
            </a>
            : {sanInText(s.text, letters)}
          </li>
        ))}
      </ol>
      <Warnings r={r} laws={laws} />
      <p className="scn-articles">
        Uygulanan maddeler{editionNote(laws)}:{' '}
        {r.articles.map((a, i) => (
          <span key={a}>
            {i > 0 && ', '}
            <a href={permalink(laws, a)} data-article-link={a}>
              {a}
            </a>
          </span>
        ))}
      </p>
      <EditionsCompared view={view} />
    </section>
  );
}
