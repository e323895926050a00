// Astro integration: before the build, loads every question bank (quizzes/*.json), validates it
// against the schema (src/build/quiz/schema.ts) and checks the key of every scenario question with the
// rulings engine (src/engine/rulings). Any problem fails the build with the full list.
// Register in astro.config.mjs: `integrations: [..., quizCheck()]`.
import type { AstroIntegration } from 'astro';
import { loadBanks } from './schema.ts';
import { checkScenarioKeys } from './keys.ts';
import { formatProblem } from '../../browser/quiz/types.ts';

export interface QuizCheckResult {
  questions: number;
  scenarioQuestions: number;
  engineVerified: number;
  problems: string[];
}

/** The whole check, usable outside Astro (tests, scripts). */
export async function runQuizCheck(root: string = process.cwd()): Promise<QuizCheckResult> {
  const banks = loadBanks(root);
  const keys = await checkScenarioKeys(banks.questions);
  const problems = [...banks.problems, ...keys.problems].map(formatProblem);
  return {
    questions: banks.questions.length,
    scenarioQuestions: keys.scenarioCount,
    engineVerified: keys.verified.length,
    problems,
  };
}

export default function quizCheck(): AstroIntegration {
  return {
    name: 'satranc-quiz-check',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const r = await runQuizCheck();
        if (r.problems.length) {
          throw new Error(`Soru bankalarında ${r.problems.length} sorun var:\n${r.problems.map((p) => `  - ${p}`).join('\n')}`);
        }
        logger.info(`quiz banks: ${r.questions} questions valid, ${r.engineVerified}/${r.scenarioQuestions} scenario keys confirmed by the engine`);
      },
    },
  };
}
