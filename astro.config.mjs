// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { unified } from '@astrojs/markdown-remark';
import remarkLawRefs from './src/lib/remark-law-refs.ts';
import { buildSidebar } from './src/lib/sidebar.ts';
import searchIndex from './src/lib/search/integration.ts';
import quizCheck from './src/lib/quiz/integration.ts';
import { existsSync } from 'node:fs';

// Pages outside content/ that exist in this build (links only to what exists).
const extraGroups = [];
const sitePages = [
  ['src/pages/ara/index.astro', 'Arama', '/ara/'],
  ['src/pages/senaryolar/index.astro', 'Senaryolar', '/senaryolar/'],
  ['src/pages/senaryolar/dene.astro', 'Deneme tahtası', '/senaryolar/dene/'],
  ['src/pages/sinav/index.astro', 'Sınav ve alıştırma', '/sinav/'],
  ['src/pages/araclar/olu-konum.astro', 'Ölü konum aracı', '/araclar/olu-konum/'],
  ['src/pages/kurallar/degisiklikler.astro', 'Sürümler arası değişiklikler', '/kurallar/degisiklikler/'],
];
const extraLinks = sitePages.filter(([f]) => existsSync(f)).map(([, label, link]) => ({ label, link }));
if (extraLinks.length) extraGroups.push({ label: 'Araçlar', items: extraLinks });

export default defineConfig({
  site: 'https://satranc-kurallari.example',
  trailingSlash: 'always',
  // unified (remark) processor: our cross-reference plugin is a remark plugin. No smartypants: the law
  // text is reproduced verbatim, straight quotes and apostrophes included.
  markdown: { processor: unified({ remarkPlugins: [remarkLawRefs], smartypants: false }) },
  integrations: [
    starlight({
      title: 'Satranç Kuralları',
      description: 'FIDE Satranç Kuralları, MHK yorumlarıyla: hakemler ve hakem adayları için başvuru ve eğitim sitesi.',
      defaultLocale: 'root',
      locales: { root: { label: 'Türkçe', lang: 'tr' } },
      disable404Route: true,
      sidebar: buildSidebar(extraGroups),
      customCss: ['./src/styles/site.css'],
      components: {
        MarkdownContent: './components/starlight/MarkdownContent.astro',
        Search: './components/starlight/Search.astro',
      },
      pagination: true,
      lastUpdated: false,
      routeMiddleware: './src/routeData.ts',
      // Our own Pagefind index (src/lib/search): records per article, commentary, scenario, question.
      pagefind: false,
    }),
    react(),
    searchIndex(),
    // Question banks: schema and, for scenario questions, the key the rules engine computes.
    quizCheck(),
  ],
});
