// Article numbers for the search (the page and the header's one-step lookup): number, edition, where it
// lives, page title, first words, for every edition whose text the site holds (2023 in force, 2018, 2001).
import { EDITIONS, GLOSSARY_PAGE, knownNumbers, articleHref, lawBlock, lawPages } from '../../buildtime/laws.ts';
import type { ArticleEntry } from '../../browser/search/query.ts';
import { withBase } from '../../browser/links.ts';

const cut = (text: string) => (text.length > 160 ? text.slice(0, 157) + '…' : text);

export function GET() {
  const entries: ArticleEntry[] = [];
  for (const edition of EDITIONS) {
    const pages = lawPages(edition);
    const titleOf = (href: string) =>
      pages.find((p) => href.startsWith(p.page))?.title ?? (href === GLOSSARY_PAGE ? 'Terimler sözlüğü' : '');
    for (const no of knownNumbers(edition)) {
      const href = articleHref(edition, no)!;
      entries.push({ no, edition, href: withBase(href), title: titleOf(href), text: cut(lawBlock(edition, no)?.text ?? '') });
    }
  }
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
}
