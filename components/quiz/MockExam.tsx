// /sinav/deneme/: the mock exam. 40 questions drawn across the articles (src/browser/quiz/exam.ts),
// 90 minutes, free navigation (question grid, previous/next), answers kept in localStorage so a reload
// continues the paper; the result shows the score, pass/fail at 80%, per-article rows and what to
// reread. Test hooks: data-start, data-prev, data-next, data-finish, data-finish-confirm, data-score,
// data-article-result, data-new-exam. The options of each question are shown in the paper's own
// order (from its seed, src/browser/quiz/shuffle.ts), the same after a reload. The page's state and
// the paper's transitions are reducers (src/browser/quiz/mock-exam-state.ts); this shell loads, ticks,
// stores and lays out the panels (components/quiz/exam/).
import { useEffect, useMemo, useReducer, type Dispatch } from 'react';
import ProgressNotice from './ProgressNotice.tsx';
import { useProgress, type ProgressHandle } from './store.ts';
import { examPool, type ExamState } from '../../src/browser/quiz/exam.ts';
import {
  examPhase,
  initialMockExamUi,
  isRunning,
  paperQuestions,
  reduceMockExamUi,
  reducePaper,
  timeIsUp,
  type MockExamUiAction,
  type PaperAction,
} from '../../src/browser/quiz/mock-exam-state.ts';
import type { ClientQuestion, QuizEdition } from '../../src/browser/quiz/types.ts';
import { withBase } from '../../src/browser/links.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import ExamIntro from './exam/ExamIntro.tsx';
import ExamResult from './exam/ExamResult.tsx';
import ExamPaper from './exam/ExamPaper.tsx';

interface Props {
  dataUrl?: string;
  /** The number of questions a paper is drawn from, per edition (`examPool`, computed by the build). */
  pools?: Partial<Record<QuizEdition, number>>;
}

const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

/** Every question of the site, once, into the page's state. */
function useQuestions(dataUrl: string, dispatch: Dispatch<MockExamUiAction>) {
  useEffect(() => {
    fetch(dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: ClientQuestion[]) => dispatch({ type: 'loaded', questions: data }))
      .catch(() => dispatch({ type: 'loadFailed' }));
  }, [dataUrl, dispatch]);
}

/** The clock ticks every second while a paper runs; when time is up (also after a reload long after the start) the paper is handed in as it stands. */
function useExamTimer(
  exam: ExamState | null,
  questions: ClientQuestion[],
  now: number,
  dispatch: Dispatch<MockExamUiAction>,
  update: ProgressHandle['update'],
) {
  const running = isRunning(exam, questions);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(t);
  }, [running, dispatch]);
  const handIn = timeIsUp(exam, questions, now);
  useEffect(() => {
    if (!handIn) return;
    dispatch({ type: 'timeUp' });
    update((p) => reducePaper(p, { type: 'timeUp', questions }));
  }, [handIn, questions, update, dispatch]);
}

function MockExam({ dataUrl = withBase('/sinav/sorular.json'), pools = {} }: Props) {
  const { progress, ready, notice, update } = useProgress();
  const [ui, dispatch] = useReducer(reduceMockExamUi, undefined, () => initialMockExamUi(Date.now()));
  const { all, now } = ui;

  useQuestions(dataUrl, dispatch);
  const byId = useMemo(() => new Map((all ?? []).map((q) => [q.id, q])), [all]);
  const exam = progress.exam;
  const questions = useMemo(() => paperQuestions(exam, byId), [exam, byId]);
  const paper = (a: PaperAction) => update((p) => reducePaper(p, a));
  useExamTimer(exam, questions, now, dispatch, update);

  const start = () => {
    if (!all) return;
    const at = Date.now();
    dispatch({ type: 'started', now: at });
    paper({ type: 'start', questions: all, at, seed: Math.floor(Math.random() * 2 ** 31), edition: ui.edition });
    focusLater('exam-heading');
  };
  const go = (index: number) => {
    dispatch({ type: 'confirm', open: false });
    paper({ type: 'go', index });
    focusLater('exam-heading');
  };
  const finish = () => {
    dispatch({ type: 'confirm', open: false });
    paper({ type: 'finish', questions, at: Date.now() });
    focusLater('exam-result');
  };

  const phase = examPhase(ui, ready, exam, questions);
  return (
    <div className="quiz-island" data-exam-page data-ready={ready && !!all ? 'true' : 'false'}>
      <ProgressNotice notice={notice} />
      {phase === 'error' && (
        <p className="quiz-error" role="alert">
          {ui.loadError}
        </p>
      )}
      {phase === 'loading' && <p className="quiz-loading">Sınav hazırlanıyor…</p>}
      {phase === 'intro' && (
        <ExamIntro
          edition={ui.edition}
          pool={all ? examPool(all, ui.edition) : (pools[ui.edition] ?? 0)}
          loaded={!!all}
          canStart={!!all && ready}
          start={start}
          dispatch={dispatch}
        />
      )}
      {phase === 'result' && exam && (
        <ExamResult exam={exam} questions={questions} now={now} timeUp={ui.timeUp} start={start} close={() => paper({ type: 'close' })} />
      )}
      {phase === 'running' && exam && (
        <ExamPaper
          exam={exam}
          questions={questions}
          now={now}
          confirming={ui.confirming}
          go={go}
          answer={(id, response) => paper({ type: 'answer', id, response })}
          finish={finish}
          confirm={(open) => dispatch({ type: 'confirm', open })}
        />
      )}
    </div>
  );
}

export default withBoundary(MockExam, 'Deneme sınavı');
