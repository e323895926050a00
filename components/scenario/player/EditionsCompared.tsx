// The ruling shown first compared with the other editions': a line for each edition whose outcome is
// the same, the rulings side by side when it differs.
import { EDITION_TR, RESULT_TR, TERMINATION_TR, clockText, upperFirst } from '../../../src/browser/scenario/labels.ts';
import type { EditionComparison, ScenarioView } from '../../../src/browser/scenario/view.ts';
import { permalink } from '../../../src/browser/links.ts';
import type { Laws, Ruling } from '../../../src/engine/rulings/index.ts';

/** Article links of an edition, those in `marked` inside a <mark> with its title. */
function ArticleList({ laws, articles, marked, title }: { laws: Laws; articles: string[]; marked: string[]; title: string }) {
  return articles.map((a, i) => (
    <span key={a}>
      {i > 0 && ', '}
      {marked.includes(a) ? (
        <mark title={title}>
          <a href={permalink(laws, a)}>{a}</a>
        </mark>
      ) : (
        <a href={permalink(laws, a)}>{a}</a>
      )}
    </span>
  ));
}

/** "2018 sürümünde de karar aynıdır", with that text's articles when they differ. */
function SameLine({ o }: { o: EditionComparison }) {
  return (
    <p className="scn-same" data-editions-same={o.laws}>
      {upperFirst(EDITION_TR[o.laws])} de karar aynıdır
      {(o.onlyHere.length > 0 || o.onlyThere.length > 0) && (
        <>
          ; o metindeki maddeler:{' '}
          <ArticleList laws={o.laws} articles={o.ruling.articles} marked={o.onlyThere} title="Numarası ya da dayanağı bu sürümde farklı" />
        </>
      )}
      .
    </p>
  );
}

/** One edition's column of the side-by-side comparison. */
function EditionColumn({ laws, ruling, only }: { laws: Laws; ruling: Ruling; only: string[] }) {
  return (
    <div data-edition={laws}>
      <h5>{upperFirst(EDITION_TR[laws])}</h5>
      <p>
        <strong>{ruling.result ? RESULT_TR[ruling.result] : 'Oyun devam eder'}</strong>
        {ruling.termination && <> — {TERMINATION_TR[ruling.termination] ?? ruling.termination}</>}
      </p>
      {ruling.clockAdjustments.length > 0 && <p>Saat: {ruling.clockAdjustments.map((a) => clockText(a)).join('; ')}.</p>}
      {(ruling.illegalMoves.white > 0 || ruling.illegalMoves.black > 0) && (
        <p>
          Cezalandırılan kural dışı hamleler: Beyaz {ruling.illegalMoves.white}, Siyah {ruling.illegalMoves.black}.
        </p>
      )}
      <p>
        Maddeler: <ArticleList laws={laws} articles={ruling.articles} marked={only} title="Yalnızca bu sürümün kararında" />
      </p>
    </div>
  );
}

export default function EditionsCompared({ view }: { view: ScenarioView }) {
  const same = view.others.filter((o) => !o.differs);
  const differing = view.others.filter((o) => o.differs);
  const columns = [
    { laws: view.shown, ruling: view.ruling, only: differing.flatMap((o) => o.onlyHere).filter((a, i, all) => all.indexOf(a) === i) },
    ...differing.map((o) => ({ laws: o.laws, ruling: o.ruling, only: o.onlyThere })),
  ];
  return (
    <>
      {same.map((o) => (
        <SameLine key={o.laws} o={o} />
      ))}
      {differing.length > 0 && (
        <section className="scn-editions" data-editions aria-label="Sürümlere göre karar">
          <h4>Sürümlere göre karar farklı</h4>
          <div className="scn-editions-grid">
            {columns.map((e) => (
              <EditionColumn key={e.laws} {...e} />
            ))}
          </div>
          <p className="scn-source">
            2023 kuralları için metin değil, değişikliklerin özeti esas alındı; resmî metin FIDE El Kitabı'ndadır (E.01).
          </p>
        </section>
      )}
    </>
  );
}
