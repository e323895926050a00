// The schema of the collection `docs` — Starlight's frontmatter extended with the site's fields
// (src/browser/page-schema.ts, src/browser/scenario/schema.ts) and, at build time, the check that a
// scenario's articles exist in the text of the edition the engine rules by first — and the content pages read with it where
// Astro's runtime is not available (tests, scripts). src/content.config.ts uses the same schema.
import { docsSchema } from '@astrojs/starlight/schema';
import { pageFields } from '../browser/scenario/schema.ts';
import { knownNumbers } from './laws.ts';
import { EDITION_IN_FORCE } from '../engine/rulings/index.ts';
import { readPages, resolveSchema } from './content.ts';

const siteFields = pageFields.superRefine((page, ctx) => {
  if (!page.scenario) return;
  // The articles a scenario illustrates are numbers of the engine's edition in force (2023), whatever
  // edition the scenario is ruled by: the page shows that ruling first.
  const known = knownNumbers(EDITION_IN_FORCE);
  (page.articles ?? []).forEach((a, i) => {
    if (!known.has(a))
      ctx.addIssue({ code: 'custom', path: ['articles', i], message: `"${a}" numaralı madde ${EDITION_IN_FORCE} sürümünde yok` });
  });
});

export const pageSchema = docsSchema({ extend: siteFields });

/** The content pages under `dir` (default: all of content/), validated as the collection validates them. */
export function contentPages(dir = 'content', root: string = process.cwd()) {
  return readPages(dir, resolveSchema(pageSchema), root);
}
