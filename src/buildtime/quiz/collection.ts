// The content collection `quizzes` (src/content.config.ts): its loader reads every question bank
// (quizzes/*.json, format unchanged: quizzes/README.md), validates each question with the zod schema
// (src/browser/quiz/schema.ts), checks the key of every scenario question with the rulings engine
// (src/engine/rulings) and the balance of the banks (src/buildtime/quiz/balance.ts: at most a third of the
// single-choice keys may be the longest option, at most 35 % at any length rank; true/false keys 40–60 %
// each way; no count of right options above 40 % of the multiple-choice questions; at most five
// renumbering questions; at least 10 questions per article group). Any problem
// fails the sync, hence the build, with the full list through the
// site's one content-problem path (src/browser/problems.ts). Pages read the questions with
// getCollection('quizzes').
import { join, relative } from 'node:path';
import type { Loader } from 'astro/loaders';
import { loadBanks } from './schema.ts';
import { checkComputedKeys, checkScenarioKeys } from './keys.ts';
import { groupSizeProblems, patternProblems } from './balance.ts';
import { failOnProblems, formatProblem, QUIZ_PROBLEMS, type ContentProblem } from '../../browser/problems.ts';
import { question, type Question } from '../../browser/quiz/schema.ts';

export interface QuizCheckResult {
  questions: number;
  scenarioQuestions: number;
  /** Whole-ruling questions (their keys are the engine's rulings). */
  rulingQuestions: number;
  engineVerified: number;
  /** Questions whose key a tie-break or rating calculation decides, and those src/tiebreak confirmed. */
  computedQuestions: number;
  computedVerified: number;
  /** Every problem, formatted ("madde-7.json › madde-7-001 › answer: …"). */
  problems: string[];
  /** The same problems as data. */
  problemList: ContentProblem[];
  /** The valid questions, in bank order. */
  valid: Question[];
}

export interface QuizCheckOptions {
  /**
   * Check the balance of the whole bank (longest-key share, group sizes). Always on for the site and
   * the CLI; tests of a few fixture questions turn it off, since a handful of questions is no bank.
   */
  balance?: boolean;
}

/** The whole check, usable outside Astro (tests, scripts). */
export async function runQuizCheck(root: string = process.cwd(), opts: QuizCheckOptions = {}): Promise<QuizCheckResult> {
  const banks = loadBanks(root);
  const keys = await checkScenarioKeys(banks.questions);
  const computed = checkComputedKeys(banks.questions);
  const problemList = [
    ...banks.problems,
    ...keys.problems.map(({ file, id, field, message }) => ({ file, id, field, message })),
    ...computed.problems,
  ];
  if (opts.balance ?? true) problemList.push(...patternProblems(banks.questions), ...groupSizeProblems(banks.questions));
  return {
    questions: banks.questions.length,
    scenarioQuestions: keys.scenarioCount,
    rulingQuestions: keys.rulingCount,
    engineVerified: keys.verified.length,
    computedQuestions: computed.count,
    computedVerified: computed.verified.length,
    problems: problemList.map(formatProblem),
    problemList,
    valid: banks.questions,
  };
}

/** The loader of the `quizzes` collection: one entry per question, its id the question's id. */
export function quizLoader(root: string = process.cwd(), opts: QuizCheckOptions = {}): Loader {
  return {
    name: 'satranc-quizzes',
    schema: question,
    load: async ({ store, parseData, generateDigest, logger, watcher }) => {
      const sync = async () => {
        const r = await runQuizCheck(root, opts);
        failOnProblems(QUIZ_PROBLEMS, r.problemList);
        store.clear();
        for (const q of r.valid) {
          const filePath = join('quizzes', q.file);
          const data = await parseData({ id: q.id, data: q, filePath });
          store.set({ id: q.id, data, filePath, digest: generateDigest(data) });
        }
        const computed = r.computedQuestions
          ? `, ${r.computedVerified}/${r.computedQuestions} computed keys confirmed (src/tiebreak, src/norms, src/pairing)`
          : '';
        logger.info(
          `${r.questions} questions valid, ${r.engineVerified}/${r.scenarioQuestions + r.rulingQuestions} scenario keys confirmed by the engine${computed}`,
        );
      };
      await sync();
      // Dev server: a bank edited, added or removed is read again (a problem is reported, the old entries stay).
      const dir = join(root, 'quizzes');
      const onChange = (file: string) => {
        if (!relative(dir, file).startsWith('..') && file.endsWith('.json')) sync().catch((e: Error) => logger.error(e.message));
      };
      watcher?.add(dir);
      for (const event of ['change', 'add', 'unlink'] as const) watcher?.on(event, onChange);
    },
  };
}
