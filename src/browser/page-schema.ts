// What the site adds to the frontmatter of a law page (content/kurallar/**.mdx), in zod: its edition,
// article, part, order and source. The collection `docs` extends Starlight's schema with it and with
// the scenario pages' fields (src/browser/scenario/schema.ts, `pageFields`), and the Laws index reads
// the law pages with it (src/buildtime/laws.ts), so the types of both come from here. Messages are
// Turkish. Pure, and light: no engine.
import { z } from 'astro/zod';
import { EDITIONS } from './edition-registry.ts';
import { mustBe } from './problems.ts';

const must = mustBe;

/** The frontmatter of a page of the Laws. */
export const lawPageFields = z.object({
  /** The edition whose text the page holds (content/data/editions.json; default: the edition in force). */
  edition: z
    .string({ error: must('metin olmalı') })
    .refine((e) => EDITIONS.includes(e), {
      error: must(
        `${EDITIONS.map((e) => `"${e}"`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' ya da $1')} olmalı`,
      ),
    })
    .optional(),
  /** The article the page holds: "7", "A", "giris" … */
  article: z.string({ error: must('madde numarası metin olmalı') }).optional(),
  part: z
    .enum(['onsoz', 'temel', 'yarisma', 'ekler', 'yonergeler'], {
      error: must('"onsoz", "temel", "yarisma", "ekler" ya da "yonergeler" olmalı'),
    })
    .optional(),
  order: z.number({ error: must('sayı olmalı') }).optional(),
  /** The source text the page reproduces ("seed-002"). */
  source: z.string({ error: must('metin olmalı') }).optional(),
});
