// What the training pages are built from (build time, Node): the valid questions of every bank in
// the shape shipped to the browser, grouped by article. Banks with problems are left out here; the
// build-time check (integration.ts) fails the build on them.
import { lawPages } from '../laws.ts';
import { loadBanks } from './schema.ts';
import { toClientQuestion } from './present.ts';
import { ALL_GROUPS, GROUP_2001, groupLabel, groupsOf, practiceHref } from './groups.ts';
import type { ClientQuestion } from './types.ts';

let cache: ClientQuestion[] | null = null;

export function siteQuestions(): ClientQuestion[] {
  cache ??= loadBanks(process.cwd()).questions.map(toClientQuestion);
  return cache;
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

export function siteGroups(questions: ClientQuestion[] = siteQuestions()): SiteGroup[] {
  const titles = new Map(lawPages('2018').map((p) => [p.article, p.title]));
  return ALL_GROUPS.map((group) => ({
    group,
    label: groupLabel(group),
    title: group === GROUP_2001 ? 'Önceki sürüm (2001) üzerine sorular' : (titles.get(group) ?? groupLabel(group)),
    href: practiceHref(group),
    ids: questions.filter((q) => groupsOf(q).includes(group)).map((q) => q.id),
  }));
}

export function questionsOfGroup(group: string, questions: ClientQuestion[] = siteQuestions()): ClientQuestion[] {
  return questions.filter((q) => groupsOf(q).includes(group));
}
