// Starlight route middleware: on law pages the "Sayfa içeriği" panel lists the article's
// sub-articles (7.1, 7.2 …) instead of Markdown headings, which the law text does not have, then the
// panels the page adds after the text ("<previous> sürümünde" on the pages of an edition compared paragraph
// by paragraph, "Önceki sürümde" on those compared through a map: content/data/editions.json;
// components/starlight/MarkdownContent.astro). src/browser/toc.ts lets the panel's highlight follow the numbered blocks.
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { lawBlocks } from './buildtime/laws.ts';
import { rowsForArticle } from './buildtime/editions.ts';
import { compareParagraphs } from './buildtime/compare-paragraphs.ts';
import { editionInfo } from './browser/edition-registry.ts';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const data = route.entry.data;
  // Scenario pages have no headings worth a panel: give the board and the story the width.
  if (data.scenario) {
    route.toc = undefined;
    return;
  }
  if (!data.edition || !data.article || !route.toc) return;
  const page = context.url.pathname.endsWith('/') ? context.url.pathname : context.url.pathname + '/';
  const blocks = lawBlocks(data.edition).filter((b) => b.page === page);
  if (!blocks.length) return;
  // One entry per second-level number (7.1, 7.2 …); an implied parent (7.2 when only 7.2.1 … exist)
  // points at its first sub-article.
  const groups = new Map<string, (typeof blocks)[number]>();
  for (const b of blocks) {
    const key = b.no.split('.').slice(0, 2).join('.');
    if (!groups.has(key)) groups.set(key, b);
  }
  const words = (t: string) => t.split(/\s+/).slice(0, 5).join(' ');
  route.toc.items = [
    { depth: 2, slug: '_top', text: 'Sayfanın başı', children: [] },
    ...[...groups].map(([key, b]) => ({ depth: 2, slug: b.no, text: `${key} ${words(b.text)}…`, children: [] })),
  ];
  // The same conditions as the panels' own (EditionParagraphs.astro, EditionDiff.astro).
  if (['giris', 'onsoz'].includes(data.article)) return;
  const { compare, previous } = editionInfo(data.edition);
  if (compare === 'paragraphs' && compareParagraphs(data.edition, data.article).length > 0) {
    route.toc.items.push({
      depth: 2,
      slug: `surum-${previous}-${data.article}`.toLowerCase(),
      text: `${previous} sürümünde`,
      children: [],
    });
  }
  if (compare === 'map' && rowsForArticle(data.article).length > 0) {
    route.toc.items.push({ depth: 2, slug: `onceki-surumde-${data.article}`.toLowerCase(), text: 'Önceki sürümde', children: [] });
  }
});
