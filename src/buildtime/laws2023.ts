// Where a number of the 2023 edition lands on the site (the 2018 pages: we have no 2023 text), for
// its permanent address /m/2023/<number>/ and the search's article lookup. A number 2023 renumbered
// or added lands on the matching 2018 article at its "2023 sürümünde" panel, an unchanged one on the
// 2018 text.
import { articleHref, knownNumbers, lawPages } from './laws.ts';
import { articleOf, changeOf2023, from2018, numbers2023, panelAnchor } from '../browser/laws2023.ts';

/** Every 2023 number with the page and anchor it lands on (undefined: no 2018 page to land on). */
export function targets2023(): Map<string, { href: string | undefined; change: ReturnType<typeof changeOf2023> }> {
  const pageOf = new Map(lawPages('2018').map((p) => [p.article, p.page]));
  const out = new Map<string, { href: string | undefined; change: ReturnType<typeof changeOf2023> }>();
  for (const no of numbers2023(knownNumbers('2018'))) {
    const change = changeOf2023(no);
    const article = change ? articleOf(change) : null;
    const href = change && article && pageOf.has(article) ? `${pageOf.get(article)}#${panelAnchor(no)}` : (articleHref('2018', no) ?? articleHref('2018', from2018(no) ?? no));
    out.set(no, { href, change });
  }
  return out;
}
