// Client of the search page (/ara/): article numbers from /ara/maddeler.json, words from our Pagefind
// index (with a second, verb-root query for Turkish verb forms). Renders with DOM APIs only.
import { lookupArticle, parseArticleQuery, type ArticleEntry, type ArticleLookup, type LookupEdition } from './query.ts';
import { rootQuery } from './turkish.ts';
import { mergeRanked, searchGroups } from './rank.ts';
import { excerptWithoutTerms } from './terms.ts';

import type { PagefindResultData } from '/pagefind/pagefind.js';
import { articleLabel, editionBadge, permalink, TEXT_EDITION, withBase } from '../links.ts';
import { isEdition } from '../edition-registry.ts';

type Pagefind = typeof import('/pagefind/pagefind.js');

const PAGE_SIZE = 10;
const permalinkOf = (e: { no: string; edition: string }) => permalink(e.edition, e.no);
const label = articleLabel;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** Pagefind excerpts are HTML with <mark>; keep only text and marks. */
function excerptNode(html: string): HTMLElement {
  const p = el('p', { class: 'snippet' });
  const tmp = document.createElement('template');
  tmp.innerHTML = html;
  for (const n of Array.from(tmp.content.childNodes)) {
    if (n.nodeType === Node.TEXT_NODE) p.append(n.textContent ?? '');
    else if (n instanceof HTMLElement && n.tagName === 'MARK') p.append(el('mark', {}, n.textContent ?? ''));
    else p.append(n.textContent ?? '');
  }
  return p;
}

function resultItem(d: PagefindResultData): HTMLElement {
  const m = d.meta;
  const li = el('li', { 'data-kind': m.kind, 'data-edition': m.edition, 'data-no': m.no });
  const head = el('div', { class: 'result-head' });
  const own = m.kind === 'senaryo' || m.kind === 'soru';
  if (m.no || own) head.append(el('a', { href: d.url, class: 'result-no' }, own ? m.title : label(m.no)));
  head.append(el('span', { class: kindClass(m.kind) }, m.kind), el('span', { class: 'badge' }, editionBadge(m.edition)));
  if (!own) head.append(el('a', { href: d.url }, m.page));
  li.append(head, excerptNode(m.lead !== undefined ? excerptWithoutTerms(d.excerpt, m.lead) : d.excerpt));
  return li;
}

function kindClass(kind: string) {
  return kind === 'MHK yorumu' ? 'badge kind-mhk' : 'badge';
}

/** The search page's controls. */
interface Controls {
  form: HTMLFormElement;
  input: HTMLInputElement;
  editionSel: HTMLSelectElement;
  kindBoxes: HTMLInputElement[];
  status: HTMLElement;
  articleBox: HTMLElement;
  list: HTMLElement;
  empty: HTMLElement;
  more: HTMLButtonElement;
}

function controls(): Controls {
  return {
    form: document.getElementById('search-form') as HTMLFormElement,
    input: document.getElementById('q') as HTMLInputElement,
    editionSel: document.getElementById('f-edition') as HTMLSelectElement,
    kindBoxes: Array.from(document.querySelectorAll<HTMLInputElement>('#f-kinds input')),
    status: document.getElementById('search-status')!,
    articleBox: document.getElementById('article-results')!,
    list: document.getElementById('results')!,
    empty: document.getElementById('empty')!,
    more: document.getElementById('more') as HTMLButtonElement,
  };
}

/** The query, the edition and the kinds from the address (?q=…&surum=…&tur=…). */
function readAddress(c: Controls): void {
  const params = new URLSearchParams(location.search);
  c.input.value = params.get('q') ?? '';
  c.editionSel.value = params.get('surum') ?? '';
  const kinds = params.getAll('tur');
  if (kinds.length) for (const b of c.kindBoxes) b.checked = kinds.includes(b.value);
}

/** The query, the edition and the kinds into the address (all kinds checked: none written). */
function syncUrl(c: Controls): void {
  const p = new URLSearchParams();
  if (c.input.value.trim()) p.set('q', c.input.value.trim());
  if (c.editionSel.value) p.set('surum', c.editionSel.value);
  if (c.kindBoxes.some((b) => !b.checked)) for (const b of c.kindBoxes) if (b.checked) p.append('tur', b.value);
  const qs = p.toString();
  history.replaceState(null, '', qs ? `?${qs}` : location.pathname);
}

/** The article list and the Pagefind index, loaded once; each set when it has arrived. */
interface Index {
  entries: ArticleEntry[] | null;
  entriesReady: Promise<ArticleEntry[]>;
  pagefind: Pagefind | null;
  pagefindReady: Promise<Pagefind>;
}

function loadIndex(): Index {
  const index: Index = { entries: null, pagefind: null } as Index;
  index.entriesReady = fetch(withBase('/ara/maddeler.json'))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((e: ArticleEntry[]) => (index.entries = e));
  index.pagefindReady = import(/* @vite-ignore */ withBase('/pagefind/pagefind.js')).then(async (pf) => {
    // Each record is one article, commentary, change, scenario or question: its length says little of
    // its relevance, so it weighs less than Pagefind's default (0.75) in the score.
    await pf.options({ excerptLength: 24, ranking: { pageLength: 0.4 } });
    index.pagefind = pf;
    return pf;
  });
  // Handled where awaited (run() says the index is unavailable); not an unhandled rejection meanwhile.
  index.entriesReady.catch(() => undefined);
  index.pagefindReady.catch(() => undefined);
  return index;
}

/** The article a number names: its text, its sub-articles, and "Enter opens it". */
function exactHit(exact: ArticleEntry, children: ArticleEntry[]): HTMLElement {
  const box = el('section', { class: 'article-hit exact', 'data-article-hit': exact.no });
  box.append(
    el(
      'div',
      { class: 'result-head' },
      el('a', { href: permalinkOf(exact), class: 'result-no' }, label(exact.no)),
      el('span', { class: 'badge' }, editionBadge(exact.edition)),
      el('span', {}, exact.title),
    ),
  );
  if (exact.text) box.append(el('p', { class: 'snippet' }, exact.text));
  if (children.length) {
    const ul = el('ul', { class: 'children', 'aria-label': `${label(exact.no)} alt maddeleri` });
    for (const c of children) ul.append(el('li', {}, el('a', { href: permalinkOf(c), 'data-child': c.no }, c.no)));
    box.append(ul);
  }
  box.append(el('p', { class: 'status' }, 'Enter tuşu bu maddeyi açar.'));
  return box;
}

/** A number that does not exist, with the nearest ones. */
function missingHit({ nearest, query }: ArticleLookup): HTMLElement {
  const box = el('section', { class: 'article-hit', 'data-article-missing': query.no });
  box.append(
    el(
      'p',
      {},
      `${query.edition && query.edition !== TEXT_EDITION ? `${query.edition} sürümünde` : 'Kurallarda'} “${query.no}” numaralı bir madde yok. En yakın maddeler:`,
    ),
  );
  const ul = el('ul', { class: 'children' });
  for (const c of nearest) ul.append(el('li', {}, el('a', { href: permalinkOf(c), 'data-near': c.no }, label(c.no))));
  box.append(ul);
  return box;
}

function renderArticles(articleBox: HTMLElement, lookup: ArticleLookup | null): void {
  articleBox.replaceChildren();
  if (lookup) articleBox.append(lookup.exact ? exactHit(lookup.exact, lookup.children) : missingHit(lookup));
}

/** The index or the article list could not be loaded: offline before they were stored. */
function unavailable(c: Controls): void {
  c.status.textContent = navigator.onLine
    ? 'Arama dizini yüklenemedi. Sayfayı yenileyip yeniden deneyin.'
    : 'Arama dizini bu cihazda henüz kayıtlı değil ve ağ bağlantısı yok. Bağlantı gelince yeniden deneyin; o zamana kadar İçindekiler sayfasından ya da /m/<numara>/ adresiyle (ör. /m/6.9/) maddelere gidebilirsiniz.';
  c.status.dataset.unavailable = '1';
  document.body.dataset.searchDone = c.input.value.trim();
}

/** A number without a year is a number of the edition in force (the site's addresses), unless the edition filter names one edition. */
const lookupEdition = (c: Controls): LookupEdition | null => (isEdition(c.editionSel.value) ? c.editionSel.value : null);

/** Words: one query per group of records (rank.ts), with the verb-root query beside each, merged in rank order. */
async function findHits(pf: Pagefind, c: Controls, q: string, withRoots: boolean) {
  const chosen = c.kindBoxes.filter((b) => b.checked).map((b) => b.value);
  const groups = searchGroups(c.editionSel.value, chosen.length < c.kindBoxes.length ? chosen : []);
  const rq = withRoots ? rootQuery(q) : null;
  const found = await Promise.all(
    groups.map(async (g) => {
      const runs = await Promise.all([pf.search(q, { filters: g.filters }), ...(rq ? [pf.search(rq, { filters: g.filters })] : [])]);
      return runs.flatMap((r) => r.results);
    }),
  );
  return { groups, found };
}

export function startSearchPage(): void {
  const c = controls();
  readAddress(c);
  const index = loadIndex();
  let generation = 0;

  /** One search; a newer one (typing goes on) makes it stop where it stands. */
  async function search() {
    const gen = ++generation;
    const stale = () => gen !== generation;
    delete c.status.dataset.unavailable;
    const started = performance.now();
    const q = c.input.value.trim();
    syncUrl(c);
    c.list.replaceChildren();
    c.empty.hidden = true;
    c.more.hidden = true;
    if (!q) {
      c.articleBox.replaceChildren();
      c.status.textContent = '';
      return;
    }
    const aq = parseArticleQuery(q);
    let lastLookup: ArticleLookup | null = null;
    if (aq) {
      if (!index.entries) await index.entriesReady;
      if (stale()) return;
      lastLookup = lookupArticle(index.entries!, { ...aq, edition: aq.edition ?? lookupEdition(c) });
    }
    renderArticles(c.articleBox, lastLookup);

    const pf = index.pagefind ?? (await index.pagefindReady);
    if (stale()) return;
    const { groups, found } = await findHits(pf, c, q, !aq);
    if (stale()) return;
    const hits = mergeRanked(groups, found);
    const renderFrom = async (from: number) => {
      const data = await Promise.all(hits.slice(from, from + PAGE_SIZE).map((h) => h.data()));
      if (stale()) return;
      for (const d of data) c.list.append(resultItem(d));
      c.more.hidden = from + PAGE_SIZE >= hits.length;
      c.more.onclick = () => renderFrom(from + PAGE_SIZE);
    };
    await renderFrom(0);
    if (stale()) return;
    const total = hits.length + (lastLookup?.exact ? 1 : 0);
    c.status.dataset.searchMs = String(Math.round(performance.now() - started));
    c.status.textContent = total ? `${hits.length} sonuç` : '';
    c.empty.hidden = total > 0 || Boolean(lastLookup);
    document.body.dataset.searchDone = q;
  }

  const run = () => search().catch(() => unavailable(c));
  let timer = 0;
  c.input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(run, 0);
  });
  c.editionSel.addEventListener('change', run);
  for (const b of c.kindBoxes) b.addEventListener('change', run);
  c.form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    // A number that exists opens the article at once (its permanent address).
    const aq = parseArticleQuery(c.input.value.trim());
    if (aq) {
      if (!index.entries) await index.entriesReady.catch(() => null);
      if (!index.entries) return unavailable(c);
      const l = lookupArticle(index.entries, { ...aq, edition: aq.edition ?? lookupEdition(c) });
      if (l.exact) {
        location.href = permalinkOf(l.exact);
        return;
      }
    }
    run();
  });
  if (c.input.value) run();
  c.input.focus();
}
