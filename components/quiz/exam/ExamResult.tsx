// The mock exam's result: the score and verdict, a row per article group with what to reread, and
// every wrong or unanswered question with its explanation.
import Explanation from '../Explanation.tsx';
import { RulingFeedback } from '../RulingQuestion.tsx';
import { InlineMarkdown } from '../Markdown.tsx';
import { gradeRuling, isRulingResponse } from '../../../src/browser/quiz/ruling.ts';
import { decimalTr, percentTr } from '../../../src/lib/index.ts';
import { choiceLetter, isAnswered, isCorrect, rulingKeyOf } from '../../../src/browser/quiz/answer.ts';
import { EXAM_MS, PASS_MARK, formatClock, remainingMs, scoreExam, type ExamScore, type ExamState } from '../../../src/browser/quiz/exam.ts';
import { paperOrder } from '../../../src/browser/quiz/mock-exam-state.ts';
import { groupLabel, numberLabel, permalinkOf, practiceHref } from '../../../src/browser/quiz/groups.ts';
import type { ClientQuestion, Response } from '../../../src/browser/quiz/types.ts';
import { EDITION_LABEL } from '../../../src/browser/quiz/editions.ts';
import { withBase } from '../../../src/browser/links.ts';

interface Props {
  exam: ExamState;
  questions: ClientQuestion[];
  now: number;
  timeUp: boolean;
  start: () => void;
  close: () => void;
}

function responseText(q: ClientQuestion, r: Response | undefined, order: readonly number[]): string {
  if (q.type === 'ruling') {
    const key = rulingKeyOf(q);
    return key && isRulingResponse(r) ? `${percentTr(gradeRuling(key, r).credit)} puan (bölüm bölüm aşağıda)` : 'boş bırakıldı';
  }
  if (!isAnswered(r)) return 'boş bırakıldı';
  if (q.type === 'truefalse') return r ? 'Doğru' : 'Yanlış';
  if (q.type === 'numeric') return `${String(r).replace('.', ',')}${q.unit ? ` ${q.unit}` : ''}`;
  const list = (Array.isArray(r) ? [...r] : [r as number]).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return list.map((i) => `${choiceLetter(order.indexOf(i))}) ${q.choices[i] ?? '?'}`).join('; ');
}

/** A row per article group: correct answers and the articles to reread. */
function ArticleTable({ score, exam }: { score: ExamScore; exam: ExamState }) {
  return (
    <div className="quiz-table-wrap" tabIndex={0} role="region" aria-label="Maddelere göre sonuçlar">
      <table className="quiz-table">
        <caption>Maddelere göre sonuçlar</caption>
        <thead>
          <tr>
            <th scope="col">Bölüm</th>
            <th scope="col">Doğru</th>
            <th scope="col">Yeniden okuyun</th>
          </tr>
        </thead>
        <tbody>
          {score.byArticle.map((r) => (
            <tr key={r.group} data-article-result={r.group} data-correct={r.correct} data-total={r.total}>
              <th scope="row">
                <a href={practiceHref(r.group)}>{groupLabel(r.group)}</a>
              </th>
              <td>
                {decimalTr(r.correct)}/{r.total}
              </td>
              <td>
                {r.reread.length === 0
                  ? '—'
                  : r.reread.map((no, i) => (
                      <span key={no}>
                        {i > 0 && ', '}
                        <a href={permalinkOf(exam.edition ?? '2018', no)}>{numberLabel(no)}</a>
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The wrong or unanswered questions, each open with the answer given and the explanation. */
function MissedList({ missed, exam }: { missed: ClientQuestion[]; exam: ExamState }) {
  return (
    <>
      <h3>Yanlış ya da boş bıraktığınız sorular</h3>
      <p className="quiz-hint">
        Bu sorular <a href={withBase('/sinav/tekrar/')}>tekrar listenize</a> eklendi (boş bırakılanlar hariç).
      </p>
      <ol className="quiz-missed">
        {missed.map((q) => (
          <li key={q.id}>
            {/* Open: the reason for each wrong answer is what a candidate reads the results for. */}
            <details open>
              <summary>
                <InlineMarkdown text={q.text} />
              </summary>
              <p>
                <strong>Cevabınız:</strong> {responseText(q, exam.answers[q.id], paperOrder(exam, q))}
              </p>
              {q.type === 'ruling' ? (
                <RulingFeedback q={q} response={exam.answers[q.id]} />
              ) : (
                <Explanation q={q} order={paperOrder(exam, q)} />
              )}
              <p>
                <a href={withBase(`/sinav/soru/${q.id}/`)}>Sorunun sayfası</a>
              </p>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}

export default function ExamResult({ exam, questions, now, timeUp, start, close }: Props) {
  const s = scoreExam(questions, exam.answers);
  const missed = questions.filter((q) => !isCorrect(q, exam.answers[q.id]));
  return (
    <section className="quiz-result" data-exam-result data-passed={s.passed ? 'true' : 'false'} aria-labelledby="exam-result">
      <h2 id="exam-result" tabIndex={-1}>
        Sonuç
      </h2>
      {timeUp && <p className="quiz-notice">Süre doldu; sınav olduğu gibi teslim edildi.</p>}
      <p className="quiz-score" data-score={s.percent} data-correct={s.correct} data-total={s.total}>
        {s.total} sorudan {decimalTr(s.correct)} doğru: <strong>%{s.percent}</strong> ({EDITION_LABEL[exam.edition ?? '2018']})
      </p>
      <p className={`quiz-verdict ${s.passed ? 'right' : 'wrong'}`}>
        {s.passed ? 'Geçtiniz' : 'Geçemediniz'} (geçme notu %{Math.round(PASS_MARK * 100)}
        {s.total ? `, en az ${Math.ceil(PASS_MARK * s.total - 1e-9)} doğru` : ''}). Süre: {formatClock(EXAM_MS - remainingMs(exam, now))}.
      </p>
      <ArticleTable score={s} exam={exam} />
      {missed.length > 0 && <MissedList missed={missed} exam={exam} />}
      <div className="quiz-actions">
        <button type="button" className="quiz-btn primary" onClick={start} data-new-exam>
          Yeni deneme sınavı başlat
        </button>
        <button type="button" className="quiz-btn" onClick={close}>
          Sonucu kapat
        </button>
      </div>
    </section>
  );
}
