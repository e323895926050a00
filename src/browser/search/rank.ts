// Ranking of the word search. Pagefind scores every record alike, and long records (scenario stories,
// questions with explanations) outscore a short article that says the same thing. The search page
// therefore runs one Pagefind query per group of records and ranks in two tiers: the law text first,
// the edition in force weighted above the others for the same match (the 2023 text, then our summary
// of its changes on /kurallar/2023/, then the 2018 text, then the older 2001 text), and after it the MHK commentary, scenarios and questions, merged by weighted score. Pure and
// browser-safe: ui.ts feeds it Pagefind's results.

import { EDITIONS, editionInfo, IN_FORCE, isEdition, isInForce } from '../edition-registry.ts';

export type Kind = 'kural metni' | 'MHK yorumu' | '2023 değişikliği' | 'senaryo' | 'soru';

/** The editions the filter starts at: the edition in force and the text it replaced. */
export const IN_FORCE_EDITIONS: string[] = [IN_FORCE, editionInfo(IN_FORCE).previous].filter((e) => e !== undefined);

/** Editions a choice of the filter admits. */
export function editionsOf(choice: string): string[] {
  if (isEdition(choice)) return [choice];
  if (choice === 'tumu') return [...EDITIONS];
  return IN_FORCE_EDITIONS;
}

export interface Group {
  /** Lower comes first; groups of one tier are merged by weighted score. */
  tier: number;
  weight: number;
  filters: Record<string, unknown>;
}

/** The law text of each edition, the one in force first, then the others newest first. */
const LAW_TEXT_WEIGHTS = [1.5, 1, 0.8];
/** The edition whose changes are the records of the kind '2023 değişikliği' (our summary on its page). */
const CHANGES_EDITION = '2023';

const GROUPS: { kind: Kind; edition?: string; tier: number; weight: number }[] = [
  ...[IN_FORCE, ...EDITIONS.filter((e) => !isInForce(e))].flatMap((edition, i) => [
    { kind: 'kural metni' as const, edition, tier: 0, weight: LAW_TEXT_WEIGHTS[Math.min(i, LAW_TEXT_WEIGHTS.length - 1)] },
    ...(edition === CHANGES_EDITION ? [{ kind: '2023 değişikliği' as const, edition, tier: 0, weight: 1.2 }] : []),
  ]),
  { kind: 'MHK yorumu', tier: 1, weight: 1 },
  // Scenario stories and explained questions are long and repeat their words: their scores are damped.
  { kind: 'soru', tier: 1, weight: 0.6 },
  { kind: 'senaryo', tier: 1, weight: 0.5 },
];

/** The Pagefind queries for an edition choice and the kinds ticked (none ticked: all). */
export function searchGroups(choice: string, kinds: string[]): Group[] {
  const editions = editionsOf(choice);
  const out: Group[] = [];
  for (const g of GROUPS) {
    if (kinds.length && !kinds.includes(g.kind)) continue;
    if (g.edition && !editions.includes(g.edition)) continue;
    const filters: Record<string, unknown> = { kind: g.kind, edition: g.edition ?? { any: editions } };
    out.push({ tier: g.tier, weight: g.weight, filters });
  }
  return out;
}

export interface Hit {
  id: string;
  score: number;
}

/** One list from the groups' results (in the order of `groups`): by tier, then weighted score; each id once. */
export function mergeRanked<H extends Hit>(groups: Group[], results: H[][]): H[] {
  const best = new Map<string, { hit: H; tier: number; score: number }>();
  groups.forEach((g, i) => {
    for (const hit of results[i] ?? []) {
      const score = hit.score * g.weight;
      const seen = best.get(hit.id);
      if (!seen || g.tier < seen.tier || (g.tier === seen.tier && score > seen.score)) best.set(hit.id, { hit, tier: g.tier, score });
    }
  });
  return [...best.values()].sort((a, b) => a.tier - b.tier || b.score - a.score).map((e) => e.hit);
}
