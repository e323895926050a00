// Article numbers for the search (the page and the header's one-step lookup): number, edition, where it
// lives, page title, first words. 2018 and 2001 from their texts; 2023 from the number map (our
// summary of the change where the number changed, else the 2018 text it keeps).
import { EDITIONS, knownNumbers, articleHref, lawBlock, lawPages } from '../../buildtime/laws.ts';
import { targets2023 } from '../../buildtime/laws2023.ts';
import { from2018 } from '../../browser/laws2023.ts';
import type { ArticleEntry } from '../../browser/search/query.ts';
import { withBase } from '../../browser/links.ts';

const cut = (text: string) => (text.length > 160 ? text.slice(0, 157) + '…' : text);

export function GET() {
  const entries: ArticleEntry[] = [];
  for (const edition of EDITIONS) {
    const pages = lawPages(edition);
    const titleOf = (href: string) => pages.find((p) => href.startsWith(p.page))?.title ?? '';
    for (const no of knownNumbers(edition)) {
      const href = articleHref(edition, no)!;
      entries.push({ no, edition, href: withBase(href), title: titleOf(href), text: cut(lawBlock(edition, no)?.text ?? '') });
    }
  }
  const pages2018 = lawPages('2018');
  for (const [no, { href, change }] of targets2023()) {
    if (!href) continue;
    const title = pages2018.find((p) => href.startsWith(p.page))?.title ?? '';
    const text = change ? `${change.title}. ${change.change}` : (lawBlock('2018', from2018(no) ?? no)?.text ?? '');
    entries.push({ no, edition: '2023', href: withBase(href), title, text: cut(text) });
  }
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
}
