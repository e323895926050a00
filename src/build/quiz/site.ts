// What the training pages are built from (build time, Node): the valid questions of every bank in
// the shape shipped to the browser, grouped by article. Banks with problems are left out here; the
// build-time check (integration.ts) fails the build on them.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { lawPages } from '../laws.ts';
import { bankFiles, loadBanks } from './schema.ts';
import { toClientQuestion } from '../../browser/quiz/present.ts';
import { ALL_GROUPS, GROUP_2001, groupLabel, groupsOf, practiceHref } from '../../browser/quiz/groups.ts';
import type { ClientQuestion } from '../../browser/quiz/types.ts';

let cache: { key: string; questions: ClientQuestion[] } | null = null;

/** Valid questions of every bank, reloaded when a bank file changes (dev server). */
export function siteQuestions(): ClientQuestion[] {
  const root = process.cwd();
  const key = bankFiles(root)
    .map((f) => `${f}:${statSync(join(root, 'quizzes', f)).mtimeMs}`)
    .join('|');
  if (!cache || cache.key !== key) cache = { key, questions: loadBanks(root).questions.map(toClientQuestion) };
  return cache.questions;
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
