import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { quizLoader } from './build/quiz/collection.ts';

// Every page under content/ is a Starlight page. Law pages carry their edition, article and part;
// scenario pages (content/senaryolar) carry a scenario in their frontmatter. The question banks
// (quizzes/*.json) are the collection `quizzes`, one entry per question, validated and key-checked
// by their loader (src/build/quiz/collection.ts).
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema({
      extend: z.object({
        edition: z.enum(['2018', '2001']).optional(),
        article: z.string().optional(),
        part: z.enum(['onsoz', 'temel', 'yarisma', 'ekler']).optional(),
        order: z.number().optional(),
        source: z.string().optional(),
        // Scenario pages (content/senaryolar): the scenario (spec version 1), the articles it
        // illustrates, and optionally the expected ruling that the engine must reproduce.
        articles: z.array(z.string()).optional(),
        scenario: z.record(z.string(), z.unknown()).optional(),
        expected: z.record(z.string(), z.unknown()).optional(),
      }),
    }),
  }),
  quizzes: defineCollection({ loader: quizLoader() }),
};
