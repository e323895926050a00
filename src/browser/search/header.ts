// The search form in every page's header (components/starlight/Search.astro). An article number
// ("7.5.1", "Ek A.4.2", "2023 A.5.2") opens the article at once, through its permanent address; words,
// and a number that does not exist, go to the results page (/ara/?q=…), as the form does without
// JavaScript. On a phone the field is closed behind a search button (components/starlight/Search.astro):
// the button opens it (title aside, field focused); Escape or the close button closes it.
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
  const go = form.querySelector<HTMLButtonElement>('.site-search-go');
  const close = form.querySelector<HTMLButtonElement>('.site-search-close');
  const setOpen = (open: boolean) => {
    form.toggleAttribute('data-open', open);
    if (close) close.hidden = !open;
    go?.setAttribute('aria-expanded', String(open));
  };
  go?.addEventListener('click', (ev) => {
    // The field is hidden only while the phone layout keeps it closed: open it instead of searching.
    if (getComputedStyle(input).display !== 'none') return;
    ev.preventDefault();
    setOpen(true);
    input.focus();
  });
  close?.addEventListener('click', () => {
    setOpen(false);
    go?.focus();
  });
  form.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && form.hasAttribute('data-open')) {
      setOpen(false);
      go?.focus();
    }
  });
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
