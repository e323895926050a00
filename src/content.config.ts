import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkedLoader } from './buildtime/content.ts';
import { pageSchema } from './buildtime/pages.ts';
import { quizLoader } from './buildtime/quiz/collection.ts';
import { EXPLAINERS_DIR, tiebreakExplainerSchema } from './buildtime/tiebreak-explainers.ts';
import { PAIRING_EXPLAINERS_DIR, pairingExplainerSchema } from './buildtime/pairing-explainers.ts';

// Every page under content/ is a Starlight page. Law pages carry their edition, article and part;
// scenario pages (content/senaryolar) carry a scenario, the articles it illustrates and the expected
// ruling that the engine must reproduce (src/browser/page-schema.ts, src/browser/scenario/schema.ts).
// The question banks (quizzes/*.json) are the collection `quizzes`, one entry per question, validated
// and key-checked by their loader (src/buildtime/quiz/collection.ts). Every content error, file and field
// named in Turkish, fails the sync and the build (src/browser/problems.ts). The explainer pages of the
// tie-break families and of the pairing topics are MDX outside content/ (explainers/esitlik-bozma/, the
// collection `tiebreakExplainers`; explainers/eslendirme/, `pairingExplainers`): prose with components
// that compute the worked example at build time.

export const collections = {
  docs: defineCollection({
    loader: checkedLoader(glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }), pageSchema),
    schema: pageSchema,
  }),
  quizzes: defineCollection({ loader: quizLoader() }),
  tiebreakExplainers: defineCollection({
    loader: glob({ base: `./${EXPLAINERS_DIR}`, pattern: '[^_]*.mdx' }),
    schema: tiebreakExplainerSchema,
  }),
  pairingExplainers: defineCollection({
    loader: glob({ base: `./${PAIRING_EXPLAINERS_DIR}`, pattern: '[^_]*.mdx' }),
    schema: pairingExplainerSchema,
  }),
};
