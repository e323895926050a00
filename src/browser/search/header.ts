// The search form in every page's header (components/starlight/Search.astro). An article number
// ("7.5.1", "Ek A.4.2", "2023 A.5.2") opens the article at once, through its permanent address; words,
// and a number that does not exist, go to the results page (/ara/?q=…), as the form does without
// JavaScript.
import { lookupArticle, parseArticleQuery, type ArticleEntry } from './query.ts';
import { permalink, withBase } from '../links.ts';

export function startHeaderSearch(form: HTMLFormElement): void {
  const input = form.querySelector('input[name="q"]') as HTMLInputElement;
  let entries: Promise<ArticleEntry[] | null> | null = null;
  const load = () =>
    (entries ??= fetch(withBase('/ara/maddeler.json'))
      .then((r) => (r.ok ? (r.json() as Promise<ArticleEntry[]>) : null))
      .catch(() => null));
  input.addEventListener('focus', load, { once: true });
  form.addEventListener('submit', async (ev) => {
    const aq = parseArticleQuery(input.value);
    if (!aq) return;
    ev.preventDefault();
    const list = await load();
    const hit = list ? lookupArticle(list, aq).exact : null;
    if (hit) location.href = permalink(hit.edition, hit.no);
    else form.submit();
  });
}
