// The published blueprint of the mock exam (src/browser/quiz/blueprint.ts) as two Turkish tables:
// questions per part of the Laws and per difficulty, with their shares. Rendered statically on
// /sinav/ and inside the exam's intro (/sinav/deneme/). Test hook: data-blueprint, data-blueprint-group,
// data-blueprint-difficulty (data-count on each row).
import { DIFFICULTIES, DIFFICULTY_LABEL, EXAM_BLUEPRINT, type ExamBlueprint } from '../../src/browser/quiz/blueprint.ts';
import { percentTr } from '../../src/lib/index.ts';
import { groupLabel, practiceHref } from '../../src/browser/quiz/groups.ts';

export interface BlueprintProps {
  blueprint?: ExamBlueprint;
  /** Titles of the groups ("Madde 7: Kuraldışı durumlar"); the label alone when absent. */
  titles?: Record<string, string>;
}

export default function Blueprint({ blueprint = EXAM_BLUEPRINT, titles = {} }: BlueprintProps) {
  const { size, groups, difficulty } = blueprint;
  return (
    <div className="quiz-blueprint" data-blueprint>
      <div className="quiz-table-wrap">
        <table className="quiz-table">
          <caption>Deneme sınavının planı: maddelere göre soru sayısı</caption>
          <thead>
            <tr>
              <th scope="col">Bölüm</th>
              <th scope="col">Soru</th>
              <th scope="col">Pay</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(groups).map(([g, n]) => (
              <tr key={g} data-blueprint-group={g} data-count={n}>
                <th scope="row">
                  <a href={practiceHref(g)}>{titles[g] ?? groupLabel(g)}</a>
                </th>
                <td>{n}</td>
                <td>{percentTr(n / size)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Toplam</th>
              <td>{size}</td>
              <td>%100</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="quiz-table-wrap">
        <table className="quiz-table">
          <caption>Zorluk düzeylerine göre soru sayısı</caption>
          <thead>
            <tr>
              <th scope="col">Zorluk</th>
              <th scope="col">Soru</th>
              <th scope="col">Pay</th>
            </tr>
          </thead>
          <tbody>
            {DIFFICULTIES.map((d) => (
              <tr key={d} data-blueprint-difficulty={d} data-count={difficulty[d]}>
                <th scope="row">
                  {d}. {DIFFICULTY_LABEL[d]}
                </th>
                <td>{difficulty[d]}</td>
                <td>{percentTr(difficulty[d] / size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="quiz-hint">
        Her deneme bu sayılara göre rastgele çekilir; bir soru ilk yazılan maddesinin bölümünde sayılır. Bir bölümde yeterli soru yoksa o
        bölümün bütün soruları gelir ve kalan yerler öteki bölümlere paylarına göre dağıtılır; bir zorluk düzeyinde yeterli soru yoksa
        bölümlerin soru sayıları korunur, eksik kalan yerler öteki düzeylerden tamamlanır. Seçeneklerin sırası her denemede yeniden
        karıştırılır.
      </p>
    </div>
  );
}
