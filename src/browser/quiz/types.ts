// Types shared by the quiz modules (schema, keys, exam, Leitner, progress) and the islands.
// Pure types: safe to import anywhere with `import type`.

/** Editions a question can be about: the 2023 edition in force, the 2018 text, the older 2001 edition. */
export type QuizEdition = '2023' | '2018' | '2001';
export type QuestionType = 'single' | 'multiple' | 'truefalse' | 'numeric' | 'scenario';
export type Ask = 'result' | 'termination' | 'obligation' | 'clock' | 'illegalMoves' | 'toMove';
export type Unit = 'dakika' | 'saniye' | 'hamle' | 'puan';

export interface ScenarioChoice {
  label: string;
  value: unknown;
}

/** A question as written in a bank file (quizzes/*.json), after validation. */
export interface Question {
  id: string;
  articles: string[];
  /** The edition whose numbers `articles` and the links use, and whose law `answer` keys. */
  edition: QuizEdition;
  /** Every edition the question is valid for (it includes `edition`). */
  editions: QuizEdition[];
  /** The key under another edition when it differs from `answer` (e.g. the rapid penalty in 2023). */
  answers?: Partial<Record<QuizEdition, number | number[] | boolean>>;
  /** The explanation under another edition when it differs. */
  explanations?: Partial<Record<QuizEdition, string>>;
  type: QuestionType;
  difficulty: 1 | 2 | 3;
  text: string;
  fen?: string;
  choices?: string[] | ScenarioChoice[];
  answer: number | number[] | boolean;
  unit?: Unit;
  explanation: string;
  scenario?: Record<string, unknown>;
  ask?: Ask;
  /** Bank file the question came from, e.g. "madde-7.json" (added by the loader). */
  file: string;
}

/** One problem found in a bank: which file, which question, which field. */
export interface QuizProblem {
  file: string;
  id?: string;
  field?: string;
  message: string;
}

export function formatProblem(p: QuizProblem): string {
  const where = [p.file, p.id, p.field].filter(Boolean).join(' › ');
  return `${where}: ${p.message}`;
}

/** A candidate's response to one question. */
export type Response = number | number[] | boolean;

/**
 * What a page ships to the browser for one question: texts ready to show, the scenario
 * already turned into a board and Turkish event lines at build time (islands never run the engine).
 */
export interface ClientQuestion {
  id: string;
  articles: string[];
  /** Practice/exam group of the question: "7", "A", "B" … or "2001" for the older edition. */
  group: string;
  edition: QuizEdition;
  /** Every edition the question is valid for, and the key and explanation under each one that differs. */
  editions: QuizEdition[];
  variants?: Partial<Record<QuizEdition, { answer: Response; explanation: string }>>;
  /** The edition this copy of the question is shown in (set by `inEdition`). */
  shownIn?: QuizEdition;
  type: QuestionType;
  difficulty: 1 | 2 | 3;
  text: string;
  /** Board shown with the question (scenario: the position before the events). */
  board?: { fen: string; highlight: string[] };
  /** Scenario facts: time control, clocks, earlier illegal moves, last moves. */
  facts?: string[];
  /** Scenario events in Turkish, in order. */
  events?: string[];
  /** Option labels (single, multiple, scenario). */
  choices: string[];
  answer: Response;
  unit?: Unit;
  explanation: string;
}
