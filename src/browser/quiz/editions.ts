// A question in one edition: the key and explanation that edition gives (2023 in force by default;
// the 2018 text; 2001). Pure and browser-safe: islands pick the edition they show.
import type { ClientQuestion, QuizEdition } from './types.ts';
import { CHANGES_2023 } from '../laws2023.ts';

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

/** Newest edition first: the one in force leads wherever a question lists its editions. */
export const newestFirst = (editions: readonly QuizEdition[]): QuizEdition[] => [...editions].sort((a, b) => Number(b) - Number(a));

/**
 * A 2018 number as the 2023 edition numbers it (2018 A.4.2 → 2023 A.5.2, B.4 → B.3); a number 2023
 * removed goes to the number that now says it (2018 B.2, the blitz minute → A.3, through B.3).
 */
export function number2023(no: string): string {
  const row = CHANGES_2023.find((c) => c.kind !== 'wording' && c.from.includes(no) && !c.to.includes(no));
  if (!row) return no;
  return row.to[Math.min(row.from.indexOf(no), row.to.length - 1)] ?? row.relatedNow.at(-1) ?? no;
}

/** The editions the 2023 map renumbers between (content/data/edition-map-2023.json). */
const RENUMBERED = { from: '2018', to: '2023' } as const;

/** A question's articles in the numbers of the edition it is shown in (its own numbers are of `q.edition`). */
export function articlesShown(q: Pick<ClientQuestion, 'articles' | 'edition'> & { shownIn?: QuizEdition }): {
  edition: QuizEdition;
  articles: string[];
} {
  const edition = q.shownIn ?? q.edition;
  if (edition === RENUMBERED.to && q.edition === RENUMBERED.from) return { edition, articles: [...new Set(q.articles.map(number2023))] };
  return { edition: q.edition, articles: q.articles };
}
