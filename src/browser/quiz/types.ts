// Types shared by the quiz modules (schema, keys, exam, Leitner, progress) and the islands.
// Pure types: safe to import anywhere with `import type`.

// The question as written in a bank and validated: its type comes from the zod schema (schema.ts).
export type { Ask, Question, QuestionType, QuizEdition, ScenarioChoice, Unit } from './schema.ts';
import type { QuestionType, QuizEdition, Unit } from './schema.ts';
import type { Tournament } from '../../tiebreak/index.ts';
import type { RulingKey, RulingResponse } from './ruling.ts';
export type { RulingKey, RulingResponse } from './ruling.ts';

/** One problem found in a bank: which file, which question, which field (the site's content problem). */
export type { ContentProblem as QuizProblem } from '../problems.ts';
export { formatProblem } from '../problems.ts';

/** A candidate's response to one question. */
export type Response = number | number[] | boolean | RulingResponse;

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
  /** Content hash of the question (hash.ts): stored with each answer so a bank update can be told. */
  hash?: string;
  /** Tie-break questions: the crosstable shown (src/tiebreak's reading of the question's TRF lines). */
  crosstable?: Tournament;
  /** Whole-ruling questions: the engine's key in each edition the question claims (computed at build time). */
  ruling?: Partial<Record<QuizEdition, RulingKey>>;
  /** A point the text does not settle: kept out of the mock exam (schema `disputed`). */
  disputed?: boolean;
  /** Disputed questions: other choices (single, scenario) or clock minutes (ruling) also counted right. */
  accepted?: number[];
  /** Whole-ruling questions: the candidate moves offered for the obligation (SAN, English letters). */
  candidates?: string[];
}
