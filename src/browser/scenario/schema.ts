// What a scenario page (content/senaryolar/*.mdx) carries in its frontmatter, in zod: the scenario
// (shared/spec/scenario-format.md), the articles it illustrates and the ruling expected of the engine;
// the check that the engine reads the scenario and agrees with the expected ruling. `pageFields` is
// everything the site adds to a content page's frontmatter: the collection `docs` extends Starlight's
// schema with it (src/content.config.ts), so content errors are reported, file and field named, when
// the content is synced. Messages are Turkish. Pure.
import { z } from 'astro/zod';
import { TERMINATIONS, rule } from '../../engine/rulings/index.ts';
import { lawPageFields } from '../page-schema.ts';
import { engineIssue, mustBe } from '../problems.ts';
import { RESULTS } from '../quiz/schema.ts';
import { compareRuling } from './view.ts';
import { terminationTr } from './labels.ts';

const must = mustBe;

const side = z.enum(['white', 'black'], { error: must('"white" ya da "black" olmalı') });
const count = z
  .number({ error: must('negatif olmayan bir tam sayı olmalı') })
  .int({ error: 'tam sayı olmalı' })
  .min(0, { error: 'negatif olamaz' });

/** The ruling a scenario page expects of the engine: any part of the engine's ruling (spec "Ruling"). */
export const expectedRuling = z.strictObject(
  {
    result: z
      .enum(RESULTS, { error: must(`${RESULTS.map((r) => `"${r}"`).join(', ')} ya da null olmalı`) })
      .nullable()
      .optional(),
    termination: z
      .enum(TERMINATIONS, { error: must("spec'teki bitiş türlerinden biri ya da null olmalı") })
      .nullable()
      .optional(),
    toMove: side.nullable().optional(),
    fen: z.string({ error: must('FEN metni olmalı') }).optional(),
    obligation: z
      .object(
        {
          kind: z.string({ error: must('yükümlülük türü metin olmalı') }),
          square: z.string({ error: must('kare adı olmalı') }),
          moves: z.array(z.string(), { error: must('SAN hamleleri dizisi olmalı') }),
        },
        { error: must('{ kind, square, moves } ya da null olmalı') },
      )
      .nullable()
      .optional(),
    clockAdjustments: z
      .array(
        z.object(
          { side, seconds: z.number({ error: must('saniye (sayı) olmalı') }), article: z.string().optional() },
          { error: must('{ side, seconds, article } olmalı') },
        ),
        { error: must('dizi olmalı') },
      )
      .optional(),
    illegalMoves: z.object({ white: count, black: count }, { error: must('{ white: n, black: n } olmalı') }).optional(),
    articles: z.array(z.string(), { error: must('madde numaraları dizisi olmalı') }).optional(),
    /** Spec v2: the clocks after the ruling (seconds), and who must record the moves (8.4). */
    clocks: z.object({ white: count, black: count }, { error: must('{ white: saniye, black: saniye } olmalı') }).optional(),
    recording: z
      .object({ white: z.boolean(), black: z.boolean() }, { error: must('{ white: true|false, black: true|false } olmalı') })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'kararda böyle bir alan yok' : undefined) },
);
export type ExpectedRuling = z.infer<typeof expectedRuling>;

/** The frontmatter of a scenario page. */
export const scenarioPageFields = z.object({
  /** The articles the scenario illustrates, most relevant first (2018 numbers). */
  articles: z.array(z.string({ error: must('madde numarası metin olmalı') }), { error: must('madde numaraları dizisi olmalı') }).optional(),
  /** The scenario (shared/spec/scenario-format.md); the engine reads it (the check below). */
  scenario: z.record(z.string(), z.unknown(), { error: must('senaryo nesnesi olmalı (shared/spec/scenario-format.md)') }).optional(),
  expected: expectedRuling.optional(),
});

type Ctx = { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void };

/**
 * A scenario page's checks: it names the articles it illustrates, the engine reads the scenario, and
 * the expected ruling agrees with the engine's.
 */
export function checkScenarioPage(page: z.infer<typeof scenarioPageFields>, ctx: Ctx): void {
  if (!page.scenario) {
    if (page.expected)
      ctx.addIssue({ code: 'custom', path: ['expected'], message: 'senaryosu olmayan bir sayfada beklenen karar yazılmaz' });
    return;
  }
  if (!page.articles?.length)
    ctx.addIssue({ code: 'custom', path: ['articles'], message: 'senaryonun gösterdiği maddeler yazılmalı (en az bir)' });
  const r = rule(page.scenario);
  if (!r.ok) {
    const { path, message } = engineIssue(['scenario'], r.error);
    ctx.addIssue({ code: 'custom', path, message: `kural motoru okuyamadı: ${message}` });
    return;
  }
  for (const diff of page.expected ? compareRuling(page.expected, r.value.ruling) : []) {
    const [field, ...rest] = diff.split(': ');
    ctx.addIssue({ code: 'custom', path: ['expected', field], message: `motorun kararıyla uyuşmuyor: ${rest.join(': ')}` });
  }
  for (const message of untranslatedEndings(page.scenario, r.value.scenario.laws))
    ctx.addIssue({ code: 'custom', path: ['scenario'], message });
}

/** Editions a scenario page rules its scenario under (its own, the one in force, the 2018 text compared). */
const SHOWN_EDITIONS = ['2023', '2018'] as const;

/**
 * The endings a scenario page would show as the engine's English code ("both-flags") for want of a Turkish
 * name, under every edition the page shows: one Turkish message each.
 */
export function untranslatedEndings(
  scenario: Record<string, unknown>,
  own: string,
  label: (t: string) => string | null = terminationTr,
): string[] {
  const out: string[] = [];
  for (const laws of new Set<string>([own, ...SHOWN_EDITIONS])) {
    const r = rule({ ...scenario, laws });
    const t = r.ok ? r.value.ruling.termination : null;
    if (t && !label(t) && !out.some((m) => m.includes(`"${t}"`)))
      out.push(
        `sayfa bitiş türünü motorun İngilizce kodu "${t}" olarak gösterirdi: src/browser/scenario/labels.ts'teki TERMINATION_TR'ye Türkçesini ekleyin`,
      );
  }
  return out;
}

/** Everything the site adds to a content page's frontmatter, with the scenario checks. */
export const pageFields = lawPageFields.extend(scenarioPageFields.shape).superRefine(checkScenarioPage);
