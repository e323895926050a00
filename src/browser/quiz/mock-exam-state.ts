// The mock exam island (components/quiz/MockExam.tsx) as reducers: the page's own state (the questions
// loaded, the clock, the finish confirmation, the edition picked) and the paper kept in the stored
// progress (start, navigation, answers, finishing by hand or when time is up, closing). Pure: the
// island passes the time, the seed and the questions; it loads, stores and moves the focus.
import { isAnswered, isCorrect } from './answer.ts';
import { EXAM_MS, newExam, remainingMs, scoreExam, type ExamState } from './exam.ts';
import { withAnswer, withExamRecord, type Progress } from './progress.ts';
import type { ClientQuestion, QuizEdition, Response } from './types.ts';
import { QUIZ_EDITION_IN_FORCE, inEdition } from './editions.ts';
import { identityOrder, optionOrder } from './shuffle.ts';

export interface MockExamUi {
  /** Every question of the site (null until loaded). */
  all: ClientQuestion[] | null;
  loadError: string | null;
  /** The clock the timer shows, ticked every second while a paper runs. */
  now: number;
  /** "Finish with unanswered questions?" is open. */
  confirming: boolean;
  /** The paper was handed in because time ran out. */
  timeUp: boolean;
  /** The edition of the next paper. */
  edition: QuizEdition;
}

export type MockExamUiAction =
  | { type: 'loaded'; questions: ClientQuestion[] }
  | { type: 'loadFailed' }
  | { type: 'tick'; now: number }
  | { type: 'started'; now: number }
  | { type: 'confirm'; open: boolean }
  | { type: 'timeUp' }
  | { type: 'edition'; edition: QuizEdition };

export const LOAD_ERROR = 'Sorular yüklenemedi. Sayfayı yenilemeyi deneyin.';

export function initialMockExamUi(now: number): MockExamUi {
  return { all: null, loadError: null, now, confirming: false, timeUp: false, edition: QUIZ_EDITION_IN_FORCE };
}

export function reduceMockExamUi(s: MockExamUi, a: MockExamUiAction): MockExamUi {
  switch (a.type) {
    case 'loaded':
      return { ...s, all: a.questions };
    case 'loadFailed':
      return { ...s, loadError: LOAD_ERROR };
    case 'tick':
      return { ...s, now: a.now };
    case 'started':
      return { ...s, now: a.now, confirming: false, timeUp: false };
    case 'confirm':
      return { ...s, confirming: a.open };
    case 'timeUp':
      return { ...s, timeUp: true };
    case 'edition':
      return { ...s, edition: a.edition };
  }
}

export type PaperAction =
  | { type: 'start'; questions: readonly ClientQuestion[]; at: number; seed: number; edition: QuizEdition }
  | { type: 'go'; index: number }
  | { type: 'answer'; id: string; response: Response | null }
  | { type: 'finish'; questions: readonly ClientQuestion[]; at: number }
  | { type: 'timeUp'; questions: readonly ClientQuestion[] }
  | { type: 'close' };

/** Finishing: the answers go into the Leitner boxes and the review list; the score into the history. */
function finishExam(p: Progress, exam: ExamState, questions: readonly ClientQuestion[], at: number): Progress {
  let next: Progress = { ...p, exam: { ...exam, finishedAt: at } };
  for (const q of questions) {
    const r = exam.answers[q.id];
    if (isAnswered(r)) next = withAnswer(next, q.id, isCorrect(q, r), q.hash);
  }
  const s = scoreExam(questions, exam.answers);
  return withExamRecord(next, { at, correct: s.correct, total: s.total, passed: s.passed });
}

/** The paper's part of the stored progress; every action but `start` leaves progress without a paper as it is. */
export function reducePaper(p: Progress, a: PaperAction): Progress {
  if (a.type === 'start') return { ...p, exam: newExam(a.questions, a.at, a.seed, a.edition) };
  if (a.type === 'close') return { ...p, exam: null };
  const exam = p.exam;
  if (!exam) return p;
  switch (a.type) {
    case 'go':
      return { ...p, exam: { ...exam, current: Math.max(0, Math.min(exam.ids.length - 1, a.index)) } };
    case 'answer': {
      const answers = { ...exam.answers };
      if (a.response === null) delete answers[a.id];
      else answers[a.id] = a.response;
      return { ...p, exam: { ...exam, answers } };
    }
    case 'finish':
      return finishExam(p, exam, a.questions, a.at);
    case 'timeUp':
      // Handed in as it stands, at the moment time ran out (also when the page was closed then).
      return finishExam(p, exam, a.questions, exam.startedAt + EXAM_MS);
  }
}

/** The paper's questions as its edition keys them (papers from before editions were 2018 papers). */
export function paperQuestions(exam: ExamState | null, byId: ReadonlyMap<string, ClientQuestion>): ClientQuestion[] {
  if (!exam) return [];
  return exam.ids.map((id) => byId.get(id)).flatMap((q) => (q ? [inEdition(q, exam.edition ?? '2018') ?? q] : []));
}

/** The options of a paper's question as shown: shuffled from the paper's seed (papers from before shuffling: as written). */
export const paperOrder = (exam: ExamState, q: ClientQuestion): number[] =>
  exam.shuffled ? optionOrder(q, exam.seed) : identityOrder(q.choices.length);

/** A paper being answered (not finished, its questions loaded). */
export const isRunning = (exam: ExamState | null, questions: readonly ClientQuestion[]): exam is ExamState =>
  !!exam && exam.finishedAt === null && questions.length > 0;

/** Time is up for a running paper (also after a reload long after the start). */
export const timeIsUp = (exam: ExamState | null, questions: readonly ClientQuestion[], now: number): boolean =>
  isRunning(exam, questions) && remainingMs(exam, now) <= 0;

export type ExamPhase = 'error' | 'loading' | 'intro' | 'result' | 'running';

/**
 * What the page shows. A paper in progress (known once the stored progress is read) waits for its
 * questions; the intro does not: the page shows it from the build, and only the start button waits.
 */
export function examPhase(ui: MockExamUi, ready: boolean, exam: ExamState | null, questions: readonly ClientQuestion[]): ExamPhase {
  if (ui.loadError) return 'error';
  if (ready && exam && !ui.all) return 'loading';
  if (!ready || !exam || questions.length === 0) return 'intro';
  return exam.finishedAt !== null ? 'result' : 'running';
}
