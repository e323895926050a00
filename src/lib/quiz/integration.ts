// Astro integration: before the build, loads every question bank (quizzes/*.json), validates it
// against the schema (src/lib/quiz/schema.ts) and checks the key of every scenario question with the
// rulings engine (src/engine/rulings). Any problem fails the build with the full list.
// Register in astro.config.mjs: `integrations: [..., quizCheck()]`.
import type { AstroIntegration } from 'astro';
import { loadBanks } from './schema.ts';
import { checkScenarioKeys } from './keys.ts';
import { formatProblem } from './types.ts';

export interface QuizCheckResult {
  questions: number;
  scenarioQuestions: number;
  engineVerified: number;
  problems: string[];
  /** Why keys were not checked, when the engine module is absent. */
  skipped?: string;
}

/** The whole check, usable outside Astro (tests, scripts). */
export async function runQuizCheck(root: string = process.cwd()): Promise<QuizCheckResult> {
  const banks = loadBanks(root);
  const keys = await checkScenarioKeys(banks.questions);
  const problems = [...banks.problems, ...keys.problems].map(formatProblem);
  let skipped: string | undefined;
  if (!keys.engine.available) {
    // A module that exists but cannot be loaded is a build error; a module not written yet is not
    // (the rest of the quiz still builds), but it is said loudly.
    if (keys.engine.exists) problems.push(`src/engine/rulings: ${keys.engine.reason}`);
    else skipped = keys.engine.reason;
  }
  return {
    questions: banks.questions.length,
    scenarioQuestions: keys.scenarioCount,
    engineVerified: keys.verified.length,
    problems,
    skipped,
  };
}

export default function quizCheck(): AstroIntegration {
  return {
    name: 'satranc-quiz-check',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const r = await runQuizCheck();
        if (r.skipped) logger.warn(`UYARI: ${r.scenarioQuestions} senaryo sorusunun anahtarı DENETLENMEDİ: ${r.skipped}`);
        if (r.problems.length) {
          throw new Error(`Soru bankalarında ${r.problems.length} sorun var:\n${r.problems.map((p) => `  - ${p}`).join('\n')}`);
        }
        logger.info(`quiz banks: ${r.questions} questions valid, ${r.engineVerified}/${r.scenarioQuestions} scenario keys confirmed by the engine`);
      },
    },
  };
}
