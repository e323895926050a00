// What the training pages are built from (Astro, build time): the questions of the `quizzes`
// collection (src/content.config.ts) in the shape shipped to the browser, grouped by article.
import { getCollection } from 'astro:content';
import { lawPages } from '../laws.ts';
import { compareQuestions } from './schema.ts';
import { toClientQuestion } from '../../browser/quiz/present.ts';
import { ALL_GROUPS, GROUP_2001, groupLabel, groupsOf, practiceHref } from '../../browser/quiz/groups.ts';
import type { ClientQuestion, Question } from '../../browser/quiz/types.ts';

// A question is presented once per content version (the engine replays scenario questions).
const presented = new Map<string, ClientQuestion>();
const present = (q: Question): ClientQuestion => {
  const key = JSON.stringify(q);
  let c = presented.get(key);
  if (!c) presented.set(key, (c = toClientQuestion(q)));
  return c;
};

/** Every question, in bank order (madde-1 … madde-12, ek-a, ek-b, 2001, others), by number within a bank. */
export async function siteQuestions(): Promise<ClientQuestion[]> {
  return (await getCollection('quizzes'))
    .map((e) => e.data)
    .sort(compareQuestions)
    .map((q) => present(q));
}

export interface SiteGroup {
  group: string;
  /** "Madde 7", "Ek A", "2001 sürümü". */
  label: string;
  /** "Madde 7: Kuraldışı durumlar". */
  title: string;
  href: string;
  /** Ids of every question practised under the group (any of its articles is in the group). */
  ids: string[];
}

export function siteGroups(questions: ClientQuestion[]): SiteGroup[] {
  const titles = new Map(lawPages('2023').map((p) => [p.article, p.title]));
  return ALL_GROUPS.map((group) => ({
    group,
    label: groupLabel(group),
    title: group === GROUP_2001 ? 'Önceki sürüm (2001) üzerine sorular' : (titles.get(group) ?? groupLabel(group)),
    href: practiceHref(group),
    ids: questions.filter((q) => groupsOf(q).includes(group)).map((q) => q.id),
  }));
}

export function questionsOfGroup(group: string, questions: ClientQuestion[]): ClientQuestion[] {
  return questions.filter((q) => groupsOf(q).includes(group));
}
