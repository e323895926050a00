// Practice one article (questions given as props) or review the wrong answers (questions fetched
// from /sinav/sorular.json): one question at a time, instant feedback with the explanation, the
// next question chosen by the Leitner boxes; every attempt shows the options in a new order
// (src/browser/quiz/shuffle.ts). Test hooks: data-answer, data-feedback, data-next.
import { useEffect, useMemo, useRef, useState } from 'react';
import QuestionView from './QuestionView.tsx';
import Explanation from './Explanation.tsx';
import { RulingFeedback } from './RulingQuestion.tsx';
import ProgressNotice from './ProgressNotice.tsx';
import { useProgress } from './store.ts';
import { creditOf, isAnswered, isCorrect } from '../../src/browser/quiz/answer.ts';
import { emptyRulingResponse, isRulingResponse, missingPartsText } from '../../src/browser/quiz/ruling.ts';
import { percentTr } from '../../src/lib/index.ts';
import { boxCounts, mastery, nextQuestion } from '../../src/browser/quiz/leitner.ts';
import { withAnswer } from '../../src/browser/quiz/progress.ts';
import { inForceOrOwn } from '../../src/browser/quiz/editions.ts';
import { newSeed, optionOrder } from '../../src/browser/quiz/shuffle.ts';
import type { ClientQuestion, Response } from '../../src/browser/quiz/types.ts';
import { withBase } from '../../src/browser/links.ts';
import { withBoundary } from '../ToolBoundary.tsx';

export interface PracticeProps {
  mode: 'practice' | 'review';
  /** Practice: the article's questions. Review: fetched. */
  questions?: ClientQuestion[];
  /** Where review fetches all questions from. */
  dataUrl?: string;
  title?: string;
}

function Practice({ mode, questions: given, dataUrl = withBase('/sinav/sorular.json'), title }: PracticeProps) {
  const { progress, ready, notice, update } = useProgress();
  const [all, setAll] = useState<ClientQuestion[] | null>(given ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [response, setResponse] = useState<Response | null>(null);
  const [checked, setChecked] = useState<null | boolean>(null);
  const [session, setSession] = useState({ asked: 0, right: 0 });
  /** Review: the list as it stood when the session began, worked through in order. */
  const [queue, setQueue] = useState<string[] | null>(null);
  /** Seed of the current attempt: the order of its options. */
  const [attempt, setAttempt] = useState(newSeed);
  const nextRef = useRef<HTMLButtonElement>(null);

  // The review loads the bank (1 MB) only when the stored progress lists questions to review.
  const reviewWaiting = ready && progress.review.length > 0;
  useEffect(() => {
    if (given || mode !== 'review' || !reviewWaiting || all) return;
    fetch(dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: ClientQuestion[]) => setAll(data))
      .catch(() => setLoadError('Sorular yüklenemedi. Sayfayı yenilemeyi deneyin.'));
  }, [given, mode, dataUrl, reviewWaiting, all]);

  // Each question as the edition in force keys it; one valid only in an older edition, in its own.
  const byId = useMemo(() => new Map((all ?? []).map((q) => [q.id, inForceOrOwn(q)])), [all]);
  // Easier questions first among the new ones.
  const ids = useMemo(() => [...(all ?? [])].sort((a, b) => a.difficulty - b.difficulty || (a.id < b.id ? -1 : 1)).map((q) => q.id), [all]);

  const pick = (lastId: string | null, q: string[] | null = queue) => {
    if (mode === 'review') {
      const left = (q ?? []).filter((id) => byId.has(id));
      // The question just missed goes to the end; it comes back at once only when it is the last one.
      return left.find((id) => id !== lastId) ?? left[0] ?? null;
    }
    return nextQuestion(ids, progress.boxes, progress.step, lastId);
  };

  useEffect(() => {
    if (!ready || !all || currentId) return;
    if (mode === 'review') {
      const q = progress.review.filter((id) => byId.has(id));
      setQueue(q);
      setCurrentId(q[0] ?? null);
    } else setCurrentId(pick(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, all]);

  const current = currentId ? byId.get(currentId) : undefined;
  const order = useMemo(() => (current ? optionOrder(current, attempt) : []), [current, attempt]);

  const submit = () => {
    if (!current || !isAnswered(response) || checked !== null) return;
    const ok = isCorrect(current, response);
    setChecked(ok);
    setSession((s) => ({ asked: s.asked + 1, right: s.right + (ok ? 1 : 0) }));
    update((p) => withAnswer(p, current.id, ok, current.hash));
    if (mode === 'review') setQueue((q) => (q ?? []).filter((id) => id !== current.id).concat(ok ? [] : [current.id]));
    setTimeout(() => nextRef.current?.focus(), 0);
  };

  const next = () => {
    const last = currentId;
    const id = pick(last);
    setCurrentId(id);
    setAttempt(newSeed());
    setResponse(null);
    setChecked(null);
    setTimeout(() => document.getElementById('quiz-heading')?.focus(), 0);
  };

  const counts = boxCounts(ids, progress.boxes);

  const reviewEmpty = (
    <div className="quiz-empty" data-review-empty>
      <p>{session.asked ? 'Tekrar listesindeki bütün soruları çözdünüz.' : 'Tekrar edilecek yanlış cevabınız yok.'}</p>
      <p>
        <a href={withBase('/sinav/')}>Sınav hazırlığı sayfasına dönün</a> ve bir madde seçerek çalışmaya devam edin.
      </p>
    </div>
  );

  let body;
  if (loadError)
    body = (
      <p className="quiz-error" role="alert">
        {loadError}
      </p>
    );
  else if (mode === 'review' && ready && !all && !reviewWaiting) body = reviewEmpty;
  else if (!ready || !all) body = <p className="quiz-loading">Sorular hazırlanıyor…</p>;
  else if (all.length === 0) body = <p>Bu bölüm için henüz soru yok.</p>;
  else if (!current) body = mode === 'review' ? reviewEmpty : <p>Bu bölüm için soru bulunamadı.</p>;
  else {
    body = (
      // The form answers Enter on a radio button or check box (a keyboard shortcut of its own controls).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
      <form
        className="quiz-practice"
        onSubmit={(e) => {
          e.preventDefault();
          if (checked === null) submit();
          else next();
        }}
        onKeyDown={(e) => {
          // Enter on a radio button or check box answers too (browsers differ on implicit submission).
          const t = e.target as HTMLInputElement;
          if (e.key === 'Enter' && t.tagName === 'INPUT' && (t.type === 'radio' || t.type === 'checkbox')) {
            e.preventDefault();
            if (checked === null) submit();
          }
        }}
      >
        <QuestionView
          q={current}
          order={order}
          response={response}
          onChange={setResponse}
          locked={checked !== null}
          showKey={checked !== null}
          heading={
            mode === 'review' ? `Tekrar: ${(queue ?? []).length} soru kaldı` : `Soru (kutu ${progress.boxes[current.id]?.box ?? 1}/5)`
          }
          headingId="quiz-heading"
        />
        {checked === null ? (
          <div className="quiz-actions">
            <button
              type="submit"
              className="quiz-btn primary"
              data-answer
              disabled={!isAnswered(response)}
              aria-describedby={current.type === 'ruling' && !isAnswered(response) ? 'quiz-missing' : undefined}
            >
              Cevabı kontrol et
            </button>
            {/* A whole ruling has four parts: say which ones the button still waits for. */}
            {current.type === 'ruling' && !isAnswered(response) && (
              <p id="quiz-missing" className="quiz-hint" data-missing-parts>
                {missingPartsText(isRulingResponse(response) ? response : emptyRulingResponse())}
              </p>
            )}
          </div>
        ) : (
          (() => {
            // A whole ruling is graded part by part; only a fully right answer moves a question up a box.
            const ruling = current.type === 'ruling';
            const credit = ruling ? creditOf(current, response) : checked ? 1 : 0;
            const kind = checked ? 'correct' : credit > 0 ? 'partial' : 'wrong';
            const verdict = checked
              ? ruling
                ? 'Doğru! Kararınız motorunkiyle aynı.'
                : 'Doğru!'
              : credit > 0
                ? `Kısmen doğru: ${percentTr(credit)}.`
                : 'Yanlış.';
            return (
              <>
                <div className={`quiz-feedback ${checked ? 'right' : 'wrong'}`} role="status" data-feedback={kind}>
                  <p className="quiz-verdict">{verdict}</p>
                  {!checked && <p>Bu soru 1. kutuya döndü ve tekrar listenize eklendi.</p>}
                  {ruling ? <RulingFeedback q={current} response={response} /> : <Explanation q={current} order={order} />}
                </div>
                <div className="quiz-actions">
                  <button type="submit" className="quiz-btn primary" data-next ref={nextRef}>
                    Sonraki soru
                  </button>
                </div>
              </>
            );
          })()
        )}
      </form>
    );
  }

  return (
    <div className="quiz-island" data-practice={mode} data-ready={ready && (!!all || !reviewWaiting) ? 'true' : 'false'}>
      <ProgressNotice notice={notice} />
      {title && <p className="quiz-subtitle">{title}</p>}
      {ready && all && all.length > 0 && mode === 'practice' && (
        <p className="quiz-stats" aria-live="polite">
          Bu bölümde {all.length} soru · ustalık %{Math.round(mastery(ids, progress.boxes) * 100)} · kutular: {counts.slice(1).join(' / ')},
          hiç sorulmamış {counts[0]}
          {session.asked > 0 && ` · bu oturumda ${session.asked} sorudan ${session.right} doğru`}
        </p>
      )}
      {body}
    </div>
  );
}

export default withBoundary(Practice, 'Alıştırma');
