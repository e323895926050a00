// Ranking of the word search. Pagefind scores every record alike, and long records (scenario stories,
// questions with explanations) outscore a short article that says the same thing. The search page
// therefore runs one Pagefind query per group of records and ranks in two tiers: the law text first,
// the edition in force weighted above the others for the same match (the 2023 text, then our summary
// of its changes on /kurallar/2023/, then the 2018 text, then the older 2001 text), and after it the MHK commentary, scenarios and questions, merged by weighted score. Pure and
// browser-safe: ui.ts feeds it Pagefind's results.

export type Kind = 'kural metni' | 'MHK yorumu' | '2023 değişikliği' | 'senaryo' | 'soru';

export const IN_FORCE_EDITIONS = ['2023', '2018'];

/** Editions a choice of the filter admits. */
export function editionsOf(choice: string): string[] {
  if (choice === '2023' || choice === '2018' || choice === '2001') return [choice];
  if (choice === 'tumu') return ['2023', '2018', '2001'];
  return IN_FORCE_EDITIONS;
}

export interface Group {
  /** Lower comes first; groups of one tier are merged by weighted score. */
  tier: number;
  weight: number;
  filters: Record<string, unknown>;
}

const GROUPS: { kind: Kind; edition?: string; tier: number; weight: number }[] = [
  { kind: 'kural metni', edition: '2023', tier: 0, weight: 1.5 },
  { kind: '2023 değişikliği', edition: '2023', tier: 0, weight: 1.2 },
  { kind: 'kural metni', edition: '2018', tier: 0, weight: 1 },
  { kind: 'kural metni', edition: '2001', tier: 0, weight: 0.8 },
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
