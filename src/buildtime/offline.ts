// The whole site offline: a service worker generated at build time from the files of the built site.
// Law text first: the install step stores the law pages of the edition in force (content/data/editions.json:
// 2023, with its appendices, Guidelines and glossary), every /m/<number>/ address of it, the home page, the offline
// page and the site's bundled assets, so an arbiter who opened any page once can look up any article
// without a network. Everything else (the 2018 and 2001 texts and their addresses, scenarios,
// questions, the exam, the tools) is stored only when the reader asks for it (`cache-rest`, the button
// beside the offline line, which names its size), in small batches with a progress bar; once asked, a
// later deployment stores it again without asking. The page shows how much is stored ("Çevrimdışı
// hazır" when all of it is).
// A page that truly is not stored shows the Turkish offline page, not the 404 text. A new build has a
// new cache name (a hash of its files' contents); activating it deletes the old caches, and the pages
// say that a new version was loaded. localStorage (progress) is never touched.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withBase } from '../browser/links.ts';
import type { PostBuildStep } from './postbuild-step.ts';
import { EDITIONS, editionInfo, IN_FORCE } from '../browser/edition-registry.ts';

/** Pagefind files the search does not use (the default UIs). */
const SKIP = /^pagefind\/(pagefind-(ui|component-ui|modular-ui|highlight)[^/]*|wasm\.unknown\.pagefind)$/;
/** Files never cached: the worker itself, sitemaps, robots. */
const NEVER = /^(sw\.js|sitemap[^/]*\.xml|robots\.txt)$/;

function walk(dir: string, base: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p, base) : [relative(base, p).replace(/\\/g, '/')];
  });
}

/** The URL of a built file: `kurallar/madde-7/index.html` → `/kurallar/madde-7/`. */
const urlOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** Where the pages of the text in force are: "/kurallar/" for content/kurallar (content/data/editions.json). */
const IN_FORCE_PAGES = `/${editionInfo(IN_FORCE).folder.replace(/^content\//, '')}/`.replace(/\/+$/, '/');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What an arbiter needs at once, stored at the first visit: the law text in force (the pages of its
 * folder, content/kurallar for 2023 — a folder named by a year, such as kurallar/2001/, holds another
 * edition and waits), every /m/ address of the edition in force, the search page, its article numbers and index (so the header's number
 * lookup and a word search find their article offline), the
 * arbiter's tools at the board (the penalty card, the sandbox that checks a claim, the dead-position
 * tool), the home and offline pages and the bundled assets. Chosen by rule, not by a list, so
 * pages added to the text in force follow.
 */
const FIRST = new RegExp(
  `^/($|kurallar/$|${escape(IN_FORCE_PAGES.slice(1))}(?!\\d{4}/)[^/]+/$|m/|ara/|cevrimdisi/|araclar/(cezalar|olu-konum)/$|senaryolar/dene/$|pagefind/|_astro/|manifest\\.webmanifest$|favicon\\.svg$|icons/)`,
);
/** The editions' own addresses (/m/2018/…, and /m/<in force>/…, the aliases of /m/N/): in the background. */
const LATER = new RegExp(`^/m/(${EDITIONS.join('|')})/`);
const first = (u: string): boolean => FIRST.test(u) && !LATER.test(u);

export interface OfflineLists {
  first: string[];
  rest: string[];
  /** Bytes of the files in `first` and in `rest`, as the offer to store the rest names them. */
  firstBytes: number;
  restBytes: number;
  /** Changes whenever any file of the build changes: the cache's name. */
  version: string;
  /** The path the site is deployed under; every URL above starts with it. */
  base: string;
}

/** What the service worker stores, from the built site in `dist` deployed under `base`. */
export function offlineLists(dist: string, base = '/'): OfflineLists {
  const files = walk(dist, dist)
    .filter((f) => !SKIP.test(f) && !NEVER.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(dist, f)));
  hash.update(base);
  const bytes = (list: string[]) => list.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
  const firstFiles = files.filter((f) => first(urlOf(f)));
  const restFiles = files.filter((f) => !first(urlOf(f)));
  return {
    first: firstFiles.map((f) => withBase(urlOf(f), base)),
    rest: restFiles.map((f) => withBase(urlOf(f), base)),
    firstBytes: bytes(firstFiles),
    restBytes: bytes(restFiles),
    version: hash.digest('hex').slice(0, 12),
    base,
  };
}

// The worker's source, in parts. Each part but the first is plain JavaScript of the worker, the same
// for every build; the first names this build's lists and sizes.

/** This build's constants: the cache's name, the lists of files, the offline page, the sizes. */
function workerConstants(lists: OfflineLists): string {
  return `// Generated at build time (src/buildtime/offline.ts): the whole site offline, law text first.
// One cache per deployment; OWN names this copy of the site (its base), so copies under other paths
// of the same host keep their caches.
const OWN = ${JSON.stringify(`sk-${lists.base}`)};
const VERSION = '${lists.version}';
const CACHE = OWN + VERSION;
const FIRST = ${JSON.stringify(lists.first)};
const REST = ${JSON.stringify(lists.rest)};
const OFFLINE = ${JSON.stringify(withBase('/cevrimdisi/', lists.base))};
const ASSETS = ${JSON.stringify([withBase('/_astro/', lists.base), withBase('/pagefind/', lists.base)])};
const TOTAL = FIRST.length + REST.length;
const REST_BYTES = ${lists.restBytes};
const FIRST_BYTES = ${lists.firstBytes};
// Whether the reader asked for the whole site: kept beside the deployments' caches (the name is not
// one of theirs, so activation never deletes it), so a new deployment stores the rest again.
const PREFS = OWN + '-prefs';
const WANT = 'rest-wanted';

`;
}

/** Install stores the law text; activation deletes this copy's older caches and takes the open pages. */
const WORKER_LIFECYCLE = `self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FIRST)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE && k.startsWith(OWN) && /^[0-9a-z]+$/.test(k.slice(OWN.length))).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

`;

/** How much is stored, whether the reader asked for the whole site, and the report to every open page. */
const WORKER_STATUS = `async function stored() {
  const c = await caches.open(CACHE);
  const keys = await c.keys();
  return keys.length;
}

/** Reads the choice without creating the prefs cache (it exists only once the reader asked). */
async function wanted() {
  return (await caches.has(PREFS)) && Boolean(await caches.match(WANT, { cacheName: PREFS }));
}

/** Every open page of this site hears how much is stored (the progress bar on each of them). */
async function report() {
  const n = await stored();
  const msg = { type: 'offline-status', stored: Math.min(n, TOTAL), total: TOTAL, first: FIRST.length, firstBytes: FIRST_BYTES, restBytes: REST_BYTES, wanted: await wanted(), version: CACHE };
  for (const c of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) c.postMessage(msg);
}

`;

/** The rest of the site in batches, once asked ('cache-rest'), resumed on 'status'. */
const WORKER_STORE_REST = `let running = null;

/** The rest, in batches; what is already stored is skipped. */
async function cacheRest() {
  const c = await caches.open(CACHE);
  for (let i = 0; i < REST.length; i += 12) {
    // A newer deployment's worker deleted this cache: stop, do not bring it back.
    if (!(await caches.has(CACHE))) return;
    const batch = REST.slice(i, i + 12);
    let tried = 0;
    let failed = 0;
    await Promise.all(batch.map(async (u) => {
      if (await c.match(u)) return;
      tried++;
      try {
        const res = await fetch(u);
        if (res.ok) await c.put(u, res);
      } catch {
        failed++;
      }
    }));
    // The network dropped: stop here (what is stored stays); the pages ask again when it returns
    // (the "online" event, and a retry every few seconds while the save is unfinished).
    if (tried > 0 && failed === tried) break;
    if (i % 60 === 0) await report();
  }
  await report();
}

/** One batch run at a time, however many pages ask. */
function storeRest() {
  running ??= cacheRest().finally(() => { running = null; });
  return running;
}

self.addEventListener('message', (e) => {
  if (e.data === 'cache-rest') {
    e.waitUntil((async () => {
      await (await caches.open(PREFS)).put(WANT, new Response('1'));
      await report();
      await storeRest();
    })());
  } else if (e.data === 'status') {
    // Asked once: every visit goes on where the last one stopped (or stores a new deployment's rest).
    e.waitUntil((async () => {
      await report();
      if ((await wanted()) && (await stored()) < TOTAL) await storeRest();
    })());
  }
});

`;

/** Answering requests: assets from the cache first, pages from the network first; a Turkish answer when neither has it. */
const WORKER_FETCH = `/** Every path this deployment lists: nothing else is ever stored. */
const LISTED = new Set(FIRST.concat(REST));

/** Store a response under its path: query strings (?junk=1, Pagefind's cache-buster) never add entries. */
function keep(path, res) {
  if (!res.ok || res.type !== 'basic' || !LISTED.has(path)) return;
  const copy = res.clone();
  caches.open(CACHE).then((c) => c.put(path, copy));
}

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (ASSETS.some((p) => path.startsWith(p))) {
    // Hashed or index files: the cache first; only the files of this build's list are stored.
    e.respondWith(
      caches.match(path).then((hit) => hit || fetch(req).then((res) => {
        keep(path, res);
        return res;
      }).catch(() => missing(req))),
    );
    return;
  }
  // Pages and data: the network first, the stored copy (by path) when offline, else the offline page.
  // Only the plain address refreshes the stored copy: a host whose answer varies with the query string
  // (/page/?anything) must not replace the page stored for /page/.
  e.respondWith(
    fetch(req)
      .then((res) => {
        if (url.search === '') keep(path, res);
        return res;
      })
      .catch(async () => (await caches.match(path)) || missing(req)),
  );
});

/** Offline and not stored: the Turkish offline page for a page, a Turkish 503 for a file. */
async function missing(req) {
  if (req.mode === 'navigate' || (req.headers.get('accept') || '').includes('text/html')) {
    const page = await caches.match(OFFLINE);
    if (page) return page;
  }
  return new Response('Çevrimdışı: bu dosya cihazda kayıtlı değil.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
`;

export function serviceWorkerSource(lists: OfflineLists): string {
  return [workerConstants(lists), WORKER_LIFECYCLE, WORKER_STATUS, WORKER_STORE_REST, WORKER_FETCH].join('');
}

/** Post-build step: the service worker, dist/sw.js, with the lists of the site's final files. */
export const offlineStep: PostBuildStep = {
  name: 'service worker',
  run({ dist, base, logger }) {
    const lists = offlineLists(dist, base);
    writeFileSync(join(dist, 'sw.js'), serviceWorkerSource(lists));
    logger.info(
      `offline: ${lists.first.length} files (${(lists.firstBytes / 1e6).toFixed(1)} MB) at install (law text, addresses, search, assets), ${lists.rest.length} (${(lists.restBytes / 1e6).toFixed(1)} MB) when the reader asks; version ${lists.version}`,
    );
  },
};
