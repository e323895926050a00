// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { unified } from '@astrojs/markdown-remark';
import remarkLawRefs from './src/buildtime/remark-law-refs.ts';
import { buildSidebar } from './src/buildtime/sidebar.ts';
import postbuild from './src/buildtime/postbuild.ts';
import { familyPath, TIEBREAK_FAMILIES } from './src/browser/tiebreak-pages.ts';
import { pairingPath, PAIRING_TOPICS } from './src/browser/pairing-pages.ts';
// Pages outside content/, listed in the sidebar under "Araçlar".
const toolLinks = [
  { label: 'Ceza kartı', link: '/araclar/cezalar/' },
  { label: 'Tüm araçlar', link: '/araclar/' },
  { label: 'Arama', link: '/ara/' },
  { label: 'Senaryolar', link: '/senaryolar/' },
  { label: 'Deneme tahtası', link: '/senaryolar/dene/' },
  { label: 'Sınav ve alıştırma', link: '/sinav/' },
  { label: 'Ölü konum aracı', link: '/araclar/olu-konum/' },
  { label: 'Eşitlik bozma aracı', link: '/araclar/esitlik-bozma/' },
  { label: 'Eşlendirme aracı', link: '/araclar/eslendirme/' },
  { label: 'Rating hesaplayıcı', link: '/araclar/elo/' },
  { label: 'Sürümler arası değişiklikler', link: '/kurallar/degisiklikler/' },
];
// The explainer pages of the tie-break and rating regulations (src/browser/tiebreak-pages.ts).
const tiebreakLinks = [
  { label: 'Eşitlik bozma aracı', link: '/araclar/esitlik-bozma/' },
  ...TIEBREAK_FAMILIES.map((f) => ({ label: f.label, link: familyPath(f) })),
];

// The site's address (canonical links, og:url, the sitemap) is the host's setting, given at build time:
// `SITE_URL=https://kurallar.example npm run build` or `npm run build -- --site https://kurallar.example`.
// Without it the pages carry no canonical link and no sitemap is written, rather than a made-up domain.
const siteUrl = process.env.SITE_URL?.trim() || undefined;

export default defineConfig({
  site: siteUrl,
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
      sidebar: buildSidebar([
        { label: 'Araçlar', items: toolLinks },
        { label: 'Eşitlik bozma ve rating', collapsed: true, items: tiebreakLinks },
        { label: 'Eşlendirme', collapsed: true, items: PAIRING_TOPICS.map((t) => ({ label: t.label, link: pairingPath(t) })) },
      ]),
      customCss: ['./src/styles/site.css'],
      components: {
        MarkdownContent: './components/starlight/MarkdownContent.astro',
        Search: './components/starlight/Search.astro',
        Footer: './components/starlight/Footer.astro',
      },
      favicon: '/favicon.svg',
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#1d3557' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
      ],
      pagination: true,
      lastUpdated: false,
      routeMiddleware: './src/routeData.ts',
      // Our own Pagefind index (src/buildtime/search): records per article, commentary, scenario, question.
      pagefind: false,
    }),
    // React 18's streaming renderer writes NUL bytes when a multi-byte character falls on a chunk
    // boundary (react/react#31134); static pages are rendered to a string instead.
    react({ experimentalDisableStreaming: true }),
    // After the build: the search index, the base, preloads, the CSP, the service worker, the checks
    // (src/buildtime/postbuild.ts).
    postbuild(),
  ],
});
