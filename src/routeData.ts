// Starlight route middleware: on law pages the "Sayfa içeriği" panel lists the article's
// sub-articles (7.1, 7.2 …) instead of Markdown headings, which the law text does not have, then the
// panels the page adds after the text ("2018 sürümünde" on 2023 pages, "Önceki sürümde" on 2018 pages; components/starlight/
// MarkdownContent.astro). src/browser/toc.ts lets the panel's highlight follow the numbered blocks.
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { lawBlocks } from './buildtime/laws.ts';
import { rowsForArticle } from './buildtime/editions.ts';
import { compare2018 } from './buildtime/laws2023.ts';

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
  // The same conditions as the panels' own (Edition2023.astro on 2023 pages, EditionDiff.astro on 2018 pages).
  const noPanel = ['giris', 'onsoz'].includes(data.article);
  if (data.edition === '2023' && !noPanel && compare2018(data.article).length > 0) {
    route.toc.items.push({ depth: 2, slug: `surum-2018-${data.article}`.toLowerCase(), text: '2018 sürümünde', children: [] });
  }
  if (data.edition !== '2018') return;
  if (!['giris', 'onsoz'].includes(data.article) && rowsForArticle(data.article).length > 0) {
    route.toc.items.push({ depth: 2, slug: `onceki-surumde-${data.article}`.toLowerCase(), text: 'Önceki sürümde', children: [] });
  }
});
