// The mock exam being answered: the timer, the question grid, the question, previous/next/finish and
// the confirmation when questions are unanswered.
import QuestionView from '../QuestionView.tsx';
import { isAnswered } from '../../../src/browser/quiz/answer.ts';
import { formatClock, remainingMs, type ExamState } from '../../../src/browser/quiz/exam.ts';
import { paperOrder } from '../../../src/browser/quiz/mock-exam-state.ts';
import type { ClientQuestion, Response } from '../../../src/browser/quiz/types.ts';

interface Props {
  exam: ExamState;
  questions: ClientQuestion[];
  now: number;
  confirming: boolean;
  go: (index: number) => void;
  answer: (id: string, r: Response | null) => void;
  /** Hand the paper in (after the confirmation when questions are unanswered). */
  finish: () => void;
  confirm: (open: boolean) => void;
}

/** The numbered questions of the paper, answered ones marked. */
function QuestionGrid({
  exam,
  questions,
  current,
  go,
}: {
  exam: ExamState;
  questions: ClientQuestion[];
  current: number;
  go: (i: number) => void;
}) {
  return (
    <nav className="quiz-grid" aria-label="Soru listesi">
      <ol>
        {questions.map((x, j) => {
          const done = isAnswered(exam.answers[x.id]);
          return (
            <li key={x.id}>
              <button
                type="button"
                className={`${done ? 'answered' : ''} ${j === current ? 'current' : ''}`}
                aria-current={j === current ? 'step' : undefined}
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
  );
}

/** "N questions unanswered: finish anyway?" */
function ConfirmFinish({ unanswered, finish, confirm }: { unanswered: number; finish: () => void; confirm: (open: boolean) => void }) {
  return (
    <div className="quiz-confirm" role="alertdialog" aria-labelledby="confirm-text">
      <p id="confirm-text">{unanswered} soru cevapsız. Cevapsız sorular yanlış sayılır. Sınavı yine de bitirmek istiyor musunuz?</p>
      <div className="quiz-actions">
        {/* The confirmation dialog just opened: its answer takes the focus (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="quiz-btn primary" onClick={finish} data-finish-confirm autoFocus>
          Evet, bitir
        </button>
        <button type="button" className="quiz-btn" onClick={() => confirm(false)}>
          Sınava dön
        </button>
      </div>
    </div>
  );
}

export default function ExamPaper({ exam, questions, now, confirming, go, answer, finish, confirm }: Props) {
  const i = Math.min(exam.current, questions.length - 1);
  const q = questions[i];
  const unanswered = questions.filter((x) => !isAnswered(exam.answers[x.id])).length;
  const remaining = remainingMs(exam, now);
  return (
    <div className="quiz-exam" data-exam-running>
      <div className="quiz-exam-bar">
        <p className="quiz-timer" role="timer" aria-label="Kalan süre" data-remaining={Math.ceil(remaining / 1000)}>
          Kalan süre: <strong>{formatClock(remaining)}</strong>
        </p>
        <p className="quiz-count">
          {questions.length - unanswered}/{questions.length} cevaplandı
        </p>
      </div>
      <QuestionGrid exam={exam} questions={questions} current={i} go={go} />
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
        <button type="button" className="quiz-btn primary" onClick={() => (unanswered > 0 ? confirm(true) : finish())} data-finish>
          Sınavı bitir
        </button>
      </div>
      {confirming && <ConfirmFinish unanswered={unanswered} finish={finish} confirm={confirm} />}
    </div>
  );
}
