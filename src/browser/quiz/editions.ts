// A question in one edition: the key and explanation that edition gives (2023 in force by default;
// the 2018 text; 2001). Pure and browser-safe: islands pick the edition they show.
import type { ClientQuestion, QuizEdition } from './types.ts';

/** The edition in force (FIDE Laws of Chess, 1 January 2023), the default of practice and exam. */
export const QUIZ_EDITION_IN_FORCE: QuizEdition = '2023';

export const EDITION_LABEL: Record<QuizEdition, string> = {
  '2023': 'yürürlükteki 2023 kuralları',
  '2018': '2018 metni',
  '2001': '2001 sürümü',
};

/** The question as the edition answers it, or null when it is not valid in that edition. */
export function inEdition<Q extends ClientQuestion>(q: Q, edition: QuizEdition): Q | null {
  if (!q.editions.includes(edition)) return null;
  const v = q.variants?.[edition];
  return v ? { ...q, answer: v.answer, explanation: v.explanation, shownIn: edition } : { ...q, shownIn: edition };
}

/** In the edition in force when the question is valid there, else in its own edition. */
export function inForceOrOwn<Q extends ClientQuestion>(q: Q): Q {
  return inEdition(q, QUIZ_EDITION_IN_FORCE) ?? inEdition(q, q.edition) ?? q;
}
