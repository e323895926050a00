// /sinav/deneme/: the mock exam. 40 questions drawn across the articles (src/browser/quiz/exam.ts),
// 90 minutes, free navigation (question grid, previous/next), answers kept in localStorage so a reload
// continues the paper; the result shows the score, pass/fail at 80%, per-article rows and what to
// reread. Test hooks: data-start, data-prev, data-next, data-finish, data-finish-confirm, data-score,
// data-article-result, data-new-exam. The options of each question are shown in the paper's own
// order (from its seed, src/browser/quiz/shuffle.ts), the same after a reload.
import { useEffect, useMemo, useState } from 'react';
import QuestionView from './QuestionView.tsx';
import Explanation from './Explanation.tsx';
import { RulingFeedback } from './RulingQuestion.tsx';
import { gradeRuling, isRulingResponse } from '../../src/browser/quiz/ruling.ts';
import { decimalTr, percentTr } from '../../src/lib/index.ts';
import ProgressNotice from './ProgressNotice.tsx';
import Blueprint from './Blueprint.tsx';
import { InlineMarkdown } from './Markdown.tsx';
import { useProgress } from './store.ts';
import { choiceLetter, isAnswered, isCorrect, rulingKeyOf } from '../../src/browser/quiz/answer.ts';
import {
  EXAM_MINUTES,
  EXAM_MS,
  EXAM_SIZE,
  PASS_MARK,
  examPool,
  formatClock,
  newExam,
  remainingMs,
  scoreExam,
  type ExamState,
} from '../../src/browser/quiz/exam.ts';
import { groupLabel, numberLabel, permalinkOf, practiceHref } from '../../src/browser/quiz/groups.ts';
import { withAnswer, withExamRecord, type Progress } from '../../src/browser/quiz/progress.ts';
import type { ClientQuestion, QuizEdition, Response } from '../../src/browser/quiz/types.ts';
import { EDITION_LABEL, QUIZ_EDITION_IN_FORCE, inEdition } from '../../src/browser/quiz/editions.ts';
import { withBase } from '../../src/browser/links.ts';
import { identityOrder, optionOrder } from '../../src/browser/quiz/shuffle.ts';
import { withBoundary } from '../ToolBoundary.tsx';

/** The options of a paper's question as shown: shuffled from the paper's seed (papers from before shuffling: as written). */
const paperOrder = (exam: ExamState, q: ClientQuestion): number[] =>
  exam.shuffled ? optionOrder(q, exam.seed) : identityOrder(q.choices.length);

const EXAM_EDITION_TR: Record<string, string> = { '2023': 'Yürürlükteki 2023 kuralları (önerilen)', '2018': '2018 metni' };

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

/** Finishing: the answers go into the Leitner boxes and the review list; the score into the history. */
function finishExam(p: Progress, exam: ExamState, questions: ClientQuestion[], at: number): Progress {
  let next: Progress = { ...p, exam: { ...exam, finishedAt: at } };
  for (const q of questions) {
    const r = exam.answers[q.id];
    if (isAnswered(r)) next = withAnswer(next, q.id, isCorrect(q, r), q.hash);
  }
  const s = scoreExam(questions, exam.answers);
  return withExamRecord(next, { at, correct: s.correct, total: s.total, passed: s.passed });
}

interface Props {
  dataUrl?: string;
  /** The number of questions a paper is drawn from, per edition (`examPool`, computed by the build). */
  pools?: Partial<Record<QuizEdition, number>>;
}

function MockExam({ dataUrl = withBase('/sinav/sorular.json'), pools = {} }: Props) {
  const { progress, ready, notice, update } = useProgress();
  const [all, setAll] = useState<ClientQuestion[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [edition, setEdition] = useState<QuizEdition>(QUIZ_EDITION_IN_FORCE);

  useEffect(() => {
    fetch(dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: ClientQuestion[]) => setAll(data))
      .catch(() => setLoadError('Sorular yüklenemedi. Sayfayı yenilemeyi deneyin.'));
  }, [dataUrl]);

  const byId = useMemo(() => new Map((all ?? []).map((q) => [q.id, q])), [all]);
  const exam = progress.exam;
  // The paper's questions as its edition keys them (papers from before editions were 2018 papers).
  const questions = useMemo(
    () => (exam ? exam.ids.map((id) => byId.get(id)).flatMap((q) => (q ? [inEdition(q, exam.edition ?? '2018') ?? q] : [])) : []),
    [exam, byId],
  );
  const running = !!exam && exam.finishedAt === null && questions.length > 0;
  const remaining = exam ? remainingMs(exam, now) : EXAM_MS;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [running]);

  // Time is up (also after a reload long after the start): the paper is handed in as it stands.
  useEffect(() => {
    if (running && exam && remaining <= 0) {
      setTimeUp(true);
      update((p) => (p.exam ? finishExam(p, p.exam, questions, p.exam.startedAt + EXAM_MS) : p));
    }
  }, [running, remaining, exam, questions, update]);

  const focusHeading = () => setTimeout(() => document.getElementById('exam-heading')?.focus(), 0);

  const start = () => {
    if (!all) return;
    const seed = Math.floor(Math.random() * 2 ** 31);
    const t = Date.now();
    setNow(t);
    setConfirming(false);
    setTimeUp(false);
    update((p) => ({ ...p, exam: newExam(all, t, seed, edition) }));
    focusHeading();
  };

  const setExam = (f: (e: ExamState) => ExamState) => update((p) => (p.exam ? { ...p, exam: f(p.exam) } : p));
  const go = (i: number) => {
    setConfirming(false);
    setExam((e) => ({ ...e, current: Math.max(0, Math.min(e.ids.length - 1, i)) }));
    focusHeading();
  };
  const answer = (id: string, r: Response | null) =>
    setExam((e) => {
      const answers = { ...e.answers };
      if (r === null) delete answers[id];
      else answers[id] = r;
      return { ...e, answers };
    });
  const finish = () => {
    setConfirming(false);
    update((p) => (p.exam ? finishExam(p, p.exam, questions, Date.now()) : p));
    setTimeout(() => document.getElementById('exam-result')?.focus(), 0);
  };
  const close = () => update((p) => ({ ...p, exam: null }));

  let body;
  if (loadError)
    body = (
      <p className="quiz-error" role="alert">
        {loadError}
      </p>
    );
  // A paper in progress (known once the stored progress is read) waits for its questions; the intro
  // does not: the page shows it from the build, and only the start button waits for the questions.
  else if (ready && exam && !all) body = <p className="quiz-loading">Sınav hazırlanıyor…</p>;
  else if (!ready || !exam || questions.length === 0) {
    const pool = all ? examPool(all, edition) : (pools[edition] ?? 0);
    body = (
      <div className="quiz-intro" data-exam-intro>
        <fieldset className="quiz-edition" data-exam-edition>
          <legend>Kurallar</legend>
          {(['2023', '2018'] as const).map((e) => (
            <label key={e}>
              <input type="radio" name="exam-edition" value={e} checked={edition === e} onChange={() => setEdition(e)} />{' '}
              {EXAM_EDITION_TR[e]}
            </label>
          ))}
        </fieldset>
        <ul>
          <li>
            {Math.min(EXAM_SIZE, pool)} soru, seçtiğiniz kurallarda geçerli sorulardan aşağıdaki plana göre (maddelere ve zorluk düzeylerine
            dağıtılarak) çekilir.
          </li>
          <li>Süre {EXAM_MINUTES} dakikadır; süre bitince sınav olduğu gibi teslim edilir.</li>
          <li>
            Sorular arasında serbestçe gezinebilir, cevaplarınızı değiştirebilirsiniz. Sayfayı yenilerseniz sınav kaldığı yerden sürer.
          </li>
          <li>
            Geçme notu %{Math.round(PASS_MARK * 100)}'dir. Sonuçta her madde için doğru sayınızı ve yeniden okumanız gereken maddeleri
            görürsünüz.
          </li>
        </ul>
        <details className="quiz-blueprint-details">
          <summary>Sınavın planı</summary>
          <Blueprint />
        </details>
        {pool === 0 ? (
          <p>Henüz soru yok.</p>
        ) : (
          <button type="button" className="quiz-btn primary" onClick={start} disabled={!all || !ready} data-start>
            {all ? 'Sınavı başlat' : 'Sorular yükleniyor…'}
          </button>
        )}
      </div>
    );
  } else if (exam.finishedAt !== null) {
    const s = scoreExam(questions, exam.answers);
    const missed = questions.filter((q) => !isCorrect(q, exam.answers[q.id]));
    body = (
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
              {s.byArticle.map((r) => (
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
        {missed.length > 0 && (
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
        )}
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
  } else {
    const i = Math.min(exam.current, questions.length - 1);
    const q = questions[i];
    const unanswered = questions.filter((x) => !isAnswered(exam.answers[x.id])).length;
    body = (
      <div className="quiz-exam" data-exam-running>
        <div className="quiz-exam-bar">
          <p className="quiz-timer" role="timer" aria-label="Kalan süre" data-remaining={Math.ceil(remaining / 1000)}>
            Kalan süre: <strong>{formatClock(remaining)}</strong>
          </p>
          <p className="quiz-count">
            {questions.length - unanswered}/{questions.length} cevaplandı
          </p>
        </div>
        <nav className="quiz-grid" aria-label="Soru listesi">
          <ol>
            {questions.map((x, j) => {
              const done = isAnswered(exam.answers[x.id]);
              return (
                <li key={x.id}>
                  <button
                    type="button"
                    className={`${done ? 'answered' : ''} ${j === i ? 'current' : ''}`}
                    aria-current={j === i ? 'step' : undefined}
                    aria-label={`Soru ${j + 1}${done ? ', cevaplandı' : ', cevaplanmadı'}`}
                    data-goto={j}
                    onClick={() => go(j)}
                  >
                    {j + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <QuestionView
          key={q.id}
          q={q}
          order={paperOrder(exam, q)}
          response={exam.answers[q.id] ?? null}
          onChange={(r) => answer(q.id, r)}
          heading={`Soru ${i + 1} / ${questions.length}`}
          headingId="exam-heading"
        />
        <div className="quiz-actions">
          <button type="button" className="quiz-btn" onClick={() => go(i - 1)} disabled={i === 0} data-prev>
            ← Önceki
          </button>
          <button type="button" className="quiz-btn" onClick={() => go(i + 1)} disabled={i === questions.length - 1} data-next>
            Sonraki →
          </button>
          <button type="button" className="quiz-btn primary" onClick={() => (unanswered > 0 ? setConfirming(true) : finish())} data-finish>
            Sınavı bitir
          </button>
        </div>
        {confirming && (
          <div className="quiz-confirm" role="alertdialog" aria-labelledby="confirm-text">
            <p id="confirm-text">{unanswered} soru cevapsız. Cevapsız sorular yanlış sayılır. Sınavı yine de bitirmek istiyor musunuz?</p>
            <div className="quiz-actions">
              {/* The confirmation dialog just opened: its answer takes the focus (WAI-ARIA dialog pattern). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <button type="button" className="quiz-btn primary" onClick={finish} data-finish-confirm autoFocus>
                Evet, bitir
              </button>
              <button type="button" className="quiz-btn" onClick={() => setConfirming(false)}>
                Sınava dön
              </button>
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="quiz-island" data-exam-page data-ready={ready && !!all ? 'true' : 'false'}>
      <ProgressNotice notice={notice} />
      {body}
    </div>
  );
}

export default withBoundary(MockExam, 'Deneme sınavı');
