// The explainer pages of the tie-break families (/araclar/esitlik-bozma/<family>/) are MDX content
// (explainers/esitlik-bozma/<family>.mdx, the collection `tiebreakExplainers`): the rule in our own Turkish,
// and the numbers of the worked example written as components (<V p={6} code="BH/C1" />, <Name p={6} />,
// <Step …>: components/explainers/tiebreak/) that this module computes at build time from the page's
// crosstable (src/tiebreak/fixtures/), so the pages cannot drift from src/tiebreak. Pure: the page passes
// the fixture's text in.
import { z } from 'astro/zod';
import { computeStandings, parseTrf, trNum } from '../tiebreak/index.ts';
import type { Explanation, PlayerStanding, RulesVersion, Standings, Tournament } from '../tiebreak/index.ts';
import { TIEBREAK_FAMILIES, type TiebreakFamily } from '../browser/tiebreak-pages.ts';
import { mustBe } from '../browser/problems.ts';
import { basename } from 'node:path';
import { readPages } from './content.ts';

/** Where the explainers' content lives (the collection `tiebreakExplainers`, src/content.config.ts). */
export const EXPLAINERS_DIR = 'explainers/esitlik-bozma';

const RULES = ['2023', '2026'] as const satisfies readonly RulesVersion[];

/** The frontmatter of a tie-break explainer: the page's title and the example the engine computes. */
export const tiebreakExplainerSchema = z.strictObject({
  title: z.string({ error: mustBe('metin olmalı') }),
  description: z.string({ error: mustBe('metin olmalı') }),
  /** The crosstable (src/tiebreak/fixtures/). */
  fixture: z.string({ error: mustBe('dosya adı olmalı') }).regex(/^[\w-]+\.trf$/, { error: mustBe('bir .trf dosyasının adı olmalı') }),
  rules: z.enum(RULES, { error: mustBe('"2023" ya da "2026" olmalı') }),
  roundRobin: z.boolean({ error: mustBe('true ya da false olmalı') }),
  /** The codes of the standings table, in order; the workings ask only these. */
  codes: z.array(z.string(), { error: mustBe('ölçüt kodlarından oluşan bir dizi olmalı') }).min(1),
  /** Also show the table under the other rules (the 2023/2026 page). */
  compareRules: z.boolean({ error: mustBe('true ya da false olmalı') }).optional(),
  /** Players highlighted in the crosstable and the standings. */
  focus: z.array(z.number().int(), { error: mustBe('oyuncu numaralarından oluşan bir dizi olmalı') }),
});

export type TiebreakExplainer = z.infer<typeof tiebreakExplainerSchema> & { slug: string };

/** A family's example, computed: what its page and its components show. */
export interface BuiltExample {
  family: TiebreakFamily;
  example: TiebreakExplainer;
  tournament: Tournament;
  standings: Standings;
  /** The standings under the other rules (compareRules). */
  other?: Standings;
  /** The value of a code for a player, Turkish number ("13,5"), under the example's rules unless given. */
  v(id: number, code: string, rules?: RulesVersion): string;
  /** The engine's working of a code for a player. */
  explanation(id: number, code: string, rules?: RulesVersion): Explanation;
  name(id: number): string;
  /** Points of a player ("3,5"). */
  pts(id: number): string;
  /** Rank under the standings table's codes. */
  rank(id: number): number;
  /** Rounds of the example, and half of them (the Koya limit of a single round-robin). */
  rounds: string;
  half: string;
}

/** Computes one family's example from its crosstable. */
export function buildExample(example: TiebreakExplainer, fixtureText: string): BuiltExample {
  const family = TIEBREAK_FAMILIES.find((f) => f.slug === example.slug);
  if (!family) throw new Error(`Eşitlik bozma sayfası ${example.slug}: aile listesinde yok (src/browser/tiebreak-pages.ts).`);
  const parsed = parseTrf(fixtureText);
  if (!parsed.ok)
    throw new Error(`Örnek ${example.fixture}: satır ${parsed.error.line}, sütun ${parsed.error.column}: ${parsed.error.message}`);
  const t = parsed.value.tournament;
  const compute = (rules: RulesVersion): Standings => {
    const s = computeStandings(t, example.codes, { rules, roundRobin: example.roundRobin });
    if (!s.ok) throw new Error(`Örnek ${example.slug}: ${s.error}`);
    return s.value;
  };
  const byRules: Record<RulesVersion, Standings> = { '2023': compute('2023'), '2026': compute('2026') };
  const table = byRules[example.rules];
  const player = (s: Standings, id: number): PlayerStanding => {
    const p = s.players.find((x) => x.id === id);
    if (!p) throw new Error(`Örnek ${example.slug}: ${id} numaralı oyuncu yok.`);
    return p;
  };
  const asked = (code: string) => {
    if (!example.codes.includes(code))
      throw new Error(`Örnek ${example.slug}: ${code} sıralama tablosunun ölçütleri (codes) arasında yok.`);
    return code;
  };
  return {
    family,
    example,
    tournament: t,
    standings: table,
    other: example.compareRules ? byRules[example.rules === '2026' ? '2023' : '2026'] : undefined,
    v: (id, code, rules = example.rules) => {
      const value = player(byRules[rules], id).tiebreaks[asked(code)];
      if (value === undefined) throw new Error(`Örnek ${example.slug}: ${code} hesaplanmadı.`);
      return value === null ? 'değer yok' : trNum(value);
    },
    explanation: (id, code, rules = example.rules) => player(byRules[rules], id).explanations[asked(code)],
    name: (id) => player(table, id).name,
    pts: (id) => trNum(player(table, id).points),
    rank: (id) => player(table, id).rank,
    rounds: String(t.roundsPlayed),
    half: trNum(t.roundsPlayed / 2),
  };
}

// The page hands its example to the components of its MDX through the render's locals (one page, one example).
const LOCALS_KEY = 'tiebreakExample';

/** Makes a page's example available to the components of its content (components/explainers/tiebreak/). */
export function provideExample(locals: object, built: BuiltExample): void {
  (locals as Record<string, unknown>)[LOCALS_KEY] = built;
}

/** The example of the page being rendered; a component used outside an explainer page is a bug. */
export function exampleOf(locals: object): BuiltExample {
  const built = (locals as Record<string, unknown>)[LOCALS_KEY];
  if (!built) throw new Error('Eşitlik bozma bileşeni bir açıklama sayfasının dışında kullanılmış.');
  return built as BuiltExample;
}

/**
 * The explainers as files, outside Astro (tests): each page's frontmatter, its slug and the workings its
 * content shows (the <Step> elements).
 */
export function readTiebreakExplainers(root: string = process.cwd()): (TiebreakExplainer & { steps: number })[] {
  const { pages, problems } = readPages(EXPLAINERS_DIR, tiebreakExplainerSchema, root);
  if (problems.length) throw new Error(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  return pages.map((p) => ({
    ...p.data,
    slug: basename(p.file, '.mdx'),
    steps: (p.body.match(/<Step\b/g) ?? []).length,
  }));
}
