// The mock exam's state: starting a paper, moving between its questions, answering and clearing,
// finishing (score into the history, answers into the boxes and the review list), time running out,
// and what the page shows at each stage.
import { describe, expect, it } from 'vitest';
import { EXAM_BLUEPRINT } from './blueprint.ts';
import { EXAM_MS, EXAM_SIZE } from './exam.ts';
import {
  LOAD_ERROR,
  examPhase,
  initialMockExamUi,
  paperQuestions,
  reduceMockExamUi,
  reducePaper,
  timeIsUp,
  type MockExamUiAction,
  type PaperAction,
} from './mock-exam-state.ts';
import { emptyProgress, type Progress } from './progress.ts';
import type { ClientQuestion } from './types.ts';

/** A bank with enough single-choice questions in every group of the blueprint; the key is always option 0. */
function bank(): ClientQuestion[] {
  return Object.keys(EXAM_BLUEPRINT.groups).flatMap((g) =>
    Array.from({ length: 12 }, (_, i) => ({
      id: `${g}-${i}`,
      articles: [g === 'EB' || g === 'TK' ? 'C.07 8.1' : g === 'ES' ? 'C.04.3 E.1' : g === 'NR' ? 'B.01 1.4.5' : `${g}.${(i % 3) + 1}`],
      group: g,
      edition: '2023' as const,
      editions: ['2023' as const, '2018' as const],
      type: 'single' as const,
      difficulty: ((i % 3) + 1) as 1 | 2 | 3,
      text: `Soru ${g}-${i}`,
      choices: ['a', 'b', 'c'],
      answer: 0,
      explanation: '',
      hash: `h-${g}-${i}`,
    })),
  );
}
const all = bank();
const byId = new Map(all.map((q) => [q.id, q]));
const T0 = 1_700_000_000_000;
const run = (p: Progress, ...actions: PaperAction[]) => actions.reduce(reducePaper, p);
const started = () => run(emptyProgress(), { type: 'start', questions: all, at: T0, seed: 7, edition: '2023' });

describe('mock exam paper', () => {
  it('starts a paper of the blueprint size in the chosen edition, at its first question', () => {
    const p = started();
    expect(p.exam).toMatchObject({ current: 0, startedAt: T0, seed: 7, finishedAt: null, edition: '2023', answers: {} });
    expect(p.exam!.ids).toHaveLength(EXAM_SIZE);
    expect(paperQuestions(p.exam, byId).map((q) => q.shownIn)).toEqual(Array(EXAM_SIZE).fill('2023'));
  });

  it('moves between questions, clamped to the paper', () => {
    const p = started();
    expect(run(p, { type: 'go', index: 5 }).exam!.current).toBe(5);
    expect(run(p, { type: 'go', index: -1 }).exam!.current).toBe(0);
    expect(run(p, { type: 'go', index: 999 }).exam!.current).toBe(EXAM_SIZE - 1);
  });

  it('keeps an answer, replaces it, and clears it', () => {
    const id = started().exam!.ids[3];
    const p = run(started(), { type: 'answer', id, response: 1 });
    expect(p.exam!.answers).toEqual({ [id]: 1 });
    expect(run(p, { type: 'answer', id, response: 0 }).exam!.answers).toEqual({ [id]: 0 });
    expect(run(p, { type: 'answer', id, response: null }).exam!.answers).toEqual({});
  });

  it('finishing scores the paper into the history and the answers into the boxes and the review list', () => {
    const [a, b, c] = started().exam!.ids;
    const p = run(
      started(),
      { type: 'answer', id: a, response: 0 },
      { type: 'answer', id: b, response: 2 },
      { type: 'finish', questions: paperQuestions(started().exam, byId), at: T0 + 60_000 },
    );
    expect(p.exam!.finishedAt).toBe(T0 + 60_000);
    expect(p.history).toEqual([{ at: T0 + 60_000, correct: 1, total: EXAM_SIZE, passed: false }]);
    expect(p.review).toEqual([b]);
    expect(Object.keys(p.boxes).sort()).toEqual([a, b].sort());
    expect(p.boxes[c]).toBeUndefined();
  });

  it('time up hands the paper in at the end of the 90 minutes, however late the page notices', () => {
    const p = started();
    const questions = paperQuestions(p.exam, byId);
    expect(timeIsUp(p.exam, questions, T0 + EXAM_MS - 1)).toBe(false);
    expect(timeIsUp(p.exam, questions, T0 + EXAM_MS)).toBe(true);
    const late = run(p, { type: 'timeUp', questions });
    expect(late.exam!.finishedAt).toBe(T0 + EXAM_MS);
    expect(late.history[0].at).toBe(T0 + EXAM_MS);
    expect(timeIsUp(late.exam, questions, T0 + 10 * EXAM_MS)).toBe(false);
    // Not before the questions are loaded.
    expect(timeIsUp(p.exam, [], T0 + 2 * EXAM_MS)).toBe(false);
  });

  it('every action but start and close leaves progress without a paper alone; close drops the paper', () => {
    const none = emptyProgress();
    for (const a of [
      { type: 'go', index: 2 },
      { type: 'answer', id: 'x', response: 1 },
      { type: 'timeUp', questions: all },
    ] as PaperAction[])
      expect(reducePaper(none, a)).toBe(none);
    expect(run(started(), { type: 'close' }).exam).toBeNull();
  });
});

describe('mock exam page', () => {
  it('shows the intro until a paper and its questions are there, then the paper, then the result', () => {
    const ui = initialMockExamUi(T0);
    const p = started();
    expect(examPhase(ui, false, null, [])).toBe('intro');
    expect(examPhase(ui, true, p.exam, [])).toBe('loading');
    const loaded = reduceMockExamUi(ui, { type: 'loaded', questions: all });
    const questions = paperQuestions(p.exam, byId);
    expect(examPhase(loaded, true, null, [])).toBe('intro');
    expect(examPhase(loaded, true, p.exam, questions)).toBe('running');
    const done = run(p, { type: 'finish', questions, at: T0 + 1 });
    expect(examPhase(loaded, true, done.exam, questions)).toBe('result');
    const failed = reduceMockExamUi(ui, { type: 'loadFailed' });
    expect(failed.loadError).toBe(LOAD_ERROR);
    expect(examPhase(failed, true, p.exam, questions)).toBe('error');
  });

  it('a new paper closes the confirmation and the time-up notice and restarts the clock', () => {
    let ui = initialMockExamUi(T0);
    const actions: MockExamUiAction[] = [{ type: 'confirm', open: true }, { type: 'timeUp' }, { type: 'edition', edition: '2018' }];
    ui = actions.reduce(reduceMockExamUi, ui);
    expect(ui).toMatchObject({ confirming: true, timeUp: true, edition: '2018' });
    expect(reduceMockExamUi(ui, { type: 'started', now: T0 + 5 })).toMatchObject({
      confirming: false,
      timeUp: false,
      now: T0 + 5,
      edition: '2018',
    });
    expect(reduceMockExamUi(ui, { type: 'tick', now: T0 + 9 }).now).toBe(T0 + 9);
  });
});
