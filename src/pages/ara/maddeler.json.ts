// Article numbers for the search page: number, edition, where it lives, page title, first words.
import { EDITIONS, knownNumbers, articleHref, lawBlock, lawPages } from '../../build/laws.ts';
import type { ArticleEntry } from '../../browser/search/query.ts';
import { withBase } from '../../browser/links.ts';

export function GET() {
  const entries: ArticleEntry[] = [];
  for (const edition of EDITIONS) {
    const pages = lawPages(edition);
    const titleOf = (href: string) => pages.find((p) => href.startsWith(p.page))?.title ?? '';
    for (const no of knownNumbers(edition)) {
      const href = articleHref(edition, no)!;
      const text = lawBlock(edition, no)?.text ?? '';
      entries.push({ no, edition, href: withBase(href), title: titleOf(href), text: text.length > 160 ? text.slice(0, 157) + '…' : text });
    }
  }
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
}
