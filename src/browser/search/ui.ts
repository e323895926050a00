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

export function startSearchPage(): void {
  const form = document.getElementById('search-form') as HTMLFormElement;
  const input = document.getElementById('q') as HTMLInputElement;
  const editionSel = document.getElementById('f-edition') as HTMLSelectElement;
  const kindBoxes = Array.from(document.querySelectorAll<HTMLInputElement>('#f-kinds input'));
  const status = document.getElementById('search-status')!;
  const articleBox = document.getElementById('article-results')!;
  const list = document.getElementById('results')!;
  const empty = document.getElementById('empty')!;
  const more = document.getElementById('more') as HTMLButtonElement;

  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  editionSel.value = params.get('surum') ?? '';
  const kinds = params.getAll('tur');
  if (kinds.length) for (const b of kindBoxes) b.checked = kinds.includes(b.value);

  let entries: ArticleEntry[] | null = null;
  const entriesReady = fetch(withBase('/ara/maddeler.json'))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((e: ArticleEntry[]) => (entries = e));
  let pagefind: Pagefind | null = null;
  const pagefindReady = import(/* @vite-ignore */ withBase('/pagefind/pagefind.js')).then(async (pf) => {
    // Each record is one article, commentary, change, scenario or question: its length says little of
    // its relevance, so it weighs less than Pagefind's default (0.75) in the score.
    await pf.options({ excerptLength: 24, ranking: { pageLength: 0.4 } });
    pagefind = pf;
    return pf;
  });
  // Handled where awaited (run() says the index is unavailable); not an unhandled rejection meanwhile.
  entriesReady.catch(() => undefined);
  pagefindReady.catch(() => undefined);
  let lastLookup: ArticleLookup | null = null;
  let generation = 0;
  // A number without a year is a number of the edition in force (the site's addresses), unless the
  // edition filter names one edition.
  const lookupEdition = (): LookupEdition | null => (isEdition(editionSel.value) ? editionSel.value : null);

  function syncUrl() {
    const p = new URLSearchParams();
    if (input.value.trim()) p.set('q', input.value.trim());
    if (editionSel.value) p.set('surum', editionSel.value);
    if (kindBoxes.some((b) => !b.checked)) for (const b of kindBoxes) if (b.checked) p.append('tur', b.value);
    const qs = p.toString();
    history.replaceState(null, '', qs ? `?${qs}` : location.pathname);
  }

  function renderArticles(lookup: ArticleLookup | null) {
    articleBox.replaceChildren();
    if (!lookup) return;
    const { exact, children, nearest, query } = lookup;
    if (exact) {
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
      articleBox.append(box);
    } else {
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
      articleBox.append(box);
    }
  }

  /** The index or the article list could not be loaded: offline before they were stored. */
  function unavailable() {
    status.textContent = navigator.onLine
      ? 'Arama dizini yüklenemedi. Sayfayı yenileyip yeniden deneyin.'
      : 'Arama dizini bu cihazda henüz kayıtlı değil ve ağ bağlantısı yok. Bağlantı gelince yeniden deneyin; o zamana kadar İçindekiler sayfasından ya da /m/<numara>/ adresiyle (ör. /m/6.9/) maddelere gidebilirsiniz.';
    status.dataset.unavailable = '1';
    document.body.dataset.searchDone = input.value.trim();
  }

  async function run() {
    try {
      await search();
    } catch {
      unavailable();
    }
  }

  async function search() {
    const gen = ++generation;
    delete status.dataset.unavailable;
    const started = performance.now();
    const q = input.value.trim();
    syncUrl();
    list.replaceChildren();
    empty.hidden = true;
    more.hidden = true;
    if (!q) {
      articleBox.replaceChildren();
      status.textContent = '';
      return;
    }
    const aq = parseArticleQuery(q);
    if (aq) {
      if (!entries) await entriesReady;
      if (gen !== generation) return;
      lastLookup = lookupArticle(entries!, { ...aq, edition: aq.edition ?? lookupEdition() });
    } else lastLookup = null;
    renderArticles(lastLookup);

    const pf = pagefind ?? (await pagefindReady);
    if (gen !== generation) return;
    // One query per group of records (rank.ts), with the verb-root query beside each.
    const chosen = kindBoxes.filter((b) => b.checked).map((b) => b.value);
    const groups = searchGroups(editionSel.value, chosen.length < kindBoxes.length ? chosen : []);
    const rq = aq ? null : rootQuery(q);
    const found = await Promise.all(
      groups.map(async (g) => {
        const runs = await Promise.all([pf.search(q, { filters: g.filters }), ...(rq ? [pf.search(rq, { filters: g.filters })] : [])]);
        return runs.flatMap((r) => r.results);
      }),
    );
    if (gen !== generation) return;
    const hits = mergeRanked(groups, found);
    const renderFrom = async (from: number) => {
      const data = await Promise.all(hits.slice(from, from + PAGE_SIZE).map((h) => h.data()));
      if (gen !== generation) return;
      for (const d of data) list.append(resultItem(d));
      more.hidden = from + PAGE_SIZE >= hits.length;
      more.onclick = () => renderFrom(from + PAGE_SIZE);
    };
    await renderFrom(0);
    if (gen !== generation) return;
    const total = hits.length + (lastLookup?.exact ? 1 : 0);
    const ms = Math.round(performance.now() - started);
    status.dataset.searchMs = String(ms);
    status.textContent = total ? `${hits.length} sonuç` : '';
    empty.hidden = total > 0 || Boolean(lastLookup);
    document.body.dataset.searchDone = q;
  }

  let timer = 0;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(run, 0);
  });
  editionSel.addEventListener('change', run);
  for (const b of kindBoxes) b.addEventListener('change', run);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const aq = parseArticleQuery(input.value.trim());
    if (aq) {
      if (!entries) await entriesReady.catch(() => null);
      if (!entries) return unavailable();
      const l = lookupArticle(entries!, { ...aq, edition: aq.edition ?? lookupEdition() });
      if (l.exact) {
        location.href = permalinkOf(l.exact);
        return;
      }
    }
    run();
  });
  if (input.value) run();
  input.focus();
}
