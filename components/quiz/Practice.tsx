// Practice one article (questions given as props) or review the wrong answers (questions fetched
// from /sinav/sorular.json): one question at a time, instant feedback with the explanation, the
// next question chosen by the Leitner boxes; every attempt shows the options in a new order
// (src/browser/quiz/shuffle.ts). Test hooks: data-answer, data-feedback, data-next.
import { useEffect, useMemo, useReducer, useRef, type Dispatch, type RefObject } from 'react';
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
import {
  initialPractice,
  pickNext,
  reducePractice,
  type PracticeAction,
  type PracticeState,
} from '../../src/browser/quiz/practice-state.ts';
import type { Boxes } from '../../src/browser/quiz/leitner.ts';
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
  const [s, dispatch] = useReducer(reducePractice, given, initialPractice);
  const { all, currentId, checked, session, queue } = s;
  const nextRef = useRef<HTMLButtonElement>(null);
  const review = mode === 'review';

  // The review loads the bank (1 MB) only when the stored progress lists questions to review.
  const reviewWaiting = ready && progress.review.length > 0;
  useReviewBank(!given && review && reviewWaiting && !all, dataUrl, dispatch);

  // Each question as the edition in force keys it; one valid only in an older edition, in its own.
  const byId = useMemo(() => new Map((all ?? []).map((q) => [q.id, inForceOrOwn(q)])), [all]);
  // Easier questions first among the new ones.
  const ids = useMemo(() => [...(all ?? [])].sort((a, b) => a.difficulty - b.difficulty || (a.id < b.id ? -1 : 1)).map((q) => q.id), [all]);
  const leitner = (last: string | null) => nextQuestion(ids, progress.boxes, progress.step, last);
  const pick = (lastId: string | null) => pickNext(review, queue, (id) => byId.has(id), lastId, leitner);

  useEffect(() => {
    if (!ready || !all || currentId) return;
    if (review) {
      const q = progress.review.filter((id) => byId.has(id));
      dispatch({ type: 'begin', id: q[0] ?? null, queue: q });
    } else dispatch({ type: 'begin', id: pick(null) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, all]);

  const current = currentId ? byId.get(currentId) : undefined;
  const order = useMemo(() => (current ? optionOrder(current, s.attempt) : []), [current, s.attempt]);

  const submit = () => {
    if (!current || !isAnswered(s.response) || checked !== null) return;
    const ok = isCorrect(current, s.response);
    dispatch({ type: 'checked', ok, review });
    update((p) => withAnswer(p, current.id, ok, current.hash));
    setTimeout(() => nextRef.current?.focus(), 0);
  };

  const next = () => {
    dispatch({ type: 'next', id: pick(currentId), attempt: newSeed() });
    setTimeout(() => document.getElementById('quiz-heading')?.focus(), 0);
  };

  const reviewEmpty = <ReviewEmpty asked={session.asked} />;
  let body;
  if (s.loadError) body = <LoadError error={s.loadError} />;
  else if (review && ready && !all && !reviewWaiting) body = reviewEmpty;
  else if (!ready || !all) body = <p className="quiz-loading">Sorular hazırlanıyor…</p>;
  else if (all.length === 0) body = <p>Bu bölüm için henüz soru yok.</p>;
  else if (!current) body = review ? reviewEmpty : <p>Bu bölüm için soru bulunamadı.</p>;
  else {
    const heading = review ? `Tekrar: ${(queue ?? []).length} soru kaldı` : `Soru (kutu ${progress.boxes[current.id]?.box ?? 1}/5)`;
    body = (
      <QuestionForm
        q={current}
        order={order}
        response={s.response}
        checked={checked}
        heading={heading}
        nextRef={nextRef}
        onChange={(response) => dispatch({ type: 'respond', response })}
        onSubmit={submit}
        onNext={next}
      />
    );
  }

  return (
    <div className="quiz-island" data-practice={mode} data-ready={ready && (!!all || !reviewWaiting) ? 'true' : 'false'}>
      <ProgressNotice notice={notice} />
      {title && <p className="quiz-subtitle">{title}</p>}
      {ready && all && all.length > 0 && mode === 'practice' && <PracticeStats ids={ids} boxes={progress.boxes} session={session} />}
      {body}
    </div>
  );
}

/** The review's questions, fetched once `wanted` (the progress lists questions to review and none are loaded). */
function useReviewBank(wanted: boolean, dataUrl: string, dispatch: Dispatch<PracticeAction>) {
  useEffect(() => {
    if (!wanted) return;
    fetch(dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: ClientQuestion[]) => dispatch({ type: 'loaded', all: data }))
      .catch(() => dispatch({ type: 'loadFailed', error: 'Sorular yüklenemedi. Sayfayı yenilemeyi deneyin.' }));
  }, [wanted, dataUrl, dispatch]);
}

function LoadError({ error }: { error: string }) {
  return (
    <p className="quiz-error" role="alert">
      {error}
    </p>
  );
}

function ReviewEmpty({ asked }: { asked: number }) {
  return (
    <div className="quiz-empty" data-review-empty>
      <p>{asked ? 'Tekrar listesindeki bütün soruları çözdünüz.' : 'Tekrar edilecek yanlış cevabınız yok.'}</p>
      <p>
        <a href={withBase('/sinav/')}>Sınav hazırlığı sayfasına dönün</a> ve bir madde seçerek çalışmaya devam edin.
      </p>
    </div>
  );
}

/** The article's questions, mastery, boxes and this session's count. */
function PracticeStats({ ids, boxes, session }: { ids: string[]; boxes: Boxes; session: PracticeState['session'] }) {
  const counts = boxCounts(ids, boxes);
  return (
    <p className="quiz-stats" aria-live="polite">
      Bu bölümde {ids.length} soru · ustalık %{Math.round(mastery(ids, boxes) * 100)} · kutular: {counts.slice(1).join(' / ')}, hiç
      sorulmamış {counts[0]}
      {session.asked > 0 && ` · bu oturumda ${session.asked} sorudan ${session.right} doğru`}
    </p>
  );
}

interface QuestionFormProps {
  q: ClientQuestion;
  order: number[];
  response: Response | null;
  checked: null | boolean;
  heading: string;
  nextRef: RefObject<HTMLButtonElement>;
  onChange: (r: Response | null) => void;
  onSubmit: () => void;
  onNext: () => void;
}

/** One question: its view, then the check button, or the feedback and the next button. */
function QuestionForm({ q, order, response, checked, heading, nextRef, onChange, onSubmit, onNext }: QuestionFormProps) {
  return (
    // The form answers Enter on a radio button or check box (a keyboard shortcut of its own controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className="quiz-practice"
      onSubmit={(e) => {
        e.preventDefault();
        if (checked === null) onSubmit();
        else onNext();
      }}
      onKeyDown={(e) => {
        // Enter on a radio button or check box answers too (browsers differ on implicit submission).
        const t = e.target as HTMLInputElement;
        if (e.key === 'Enter' && t.tagName === 'INPUT' && (t.type === 'radio' || t.type === 'checkbox')) {
          e.preventDefault();
          if (checked === null) onSubmit();
        }
      }}
    >
      <QuestionView
        q={q}
        order={order}
        response={response}
        onChange={onChange}
        locked={checked !== null}
        showKey={checked !== null}
        heading={heading}
        headingId="quiz-heading"
      />
      {checked === null ? (
        <CheckButton q={q} response={response} />
      ) : (
        <Feedback q={q} order={order} response={response} checked={checked} nextRef={nextRef} />
      )}
    </form>
  );
}

function CheckButton({ q, response }: { q: ClientQuestion; response: Response | null }) {
  const waiting = q.type === 'ruling' && !isAnswered(response);
  return (
    <div className="quiz-actions">
      <button
        type="submit"
        className="quiz-btn primary"
        data-answer
        disabled={!isAnswered(response)}
        aria-describedby={waiting ? 'quiz-missing' : undefined}
      >
        Cevabı kontrol et
      </button>
      {/* A whole ruling has four parts: say which ones the button still waits for. */}
      {waiting && (
        <p id="quiz-missing" className="quiz-hint" data-missing-parts>
          {missingPartsText(isRulingResponse(response) ? response : emptyRulingResponse())}
        </p>
      )}
    </div>
  );
}

interface FeedbackProps {
  q: ClientQuestion;
  order: number[];
  response: Response | null;
  checked: boolean;
  nextRef: RefObject<HTMLButtonElement>;
}

/** The verdict (a whole ruling graded part by part: only a fully right answer moves it up a box), the explanation, "Sonraki soru". */
function Feedback({ q, order, response, checked, nextRef }: FeedbackProps) {
  const ruling = q.type === 'ruling';
  const credit = ruling ? creditOf(q, response) : checked ? 1 : 0;
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
        {ruling ? <RulingFeedback q={q} response={response} /> : <Explanation q={q} order={order} />}
      </div>
      <div className="quiz-actions">
        <button type="submit" className="quiz-btn primary" data-next ref={nextRef}>
          Sonraki soru
        </button>
      </div>
    </>
  );
}

export default withBoundary(Practice, 'Alıştırma');
