// The whole site offline: a service worker generated at build time from the files of the built site.
// Law text first: the install step stores the law pages of the edition in force (2023, with its
// appendices, Guidelines and glossary), every /m/<number>/ address of it, the home page, the offline
// page and the site's bundled assets, so an arbiter who opened any page once can look up any article
// without a network. Everything else (the 2018 and 2001 texts and their addresses, scenarios,
// questions, the exam, the tools, the search index) is stored afterwards in the background, in small batches, when a page asks
// (`cache-rest`); the page shows how much is stored ("Çevrimdışı hazır" when all of it is).
// A page that truly is not stored shows the Turkish offline page, not the 404 text. A new build has a
// new cache name (a hash of its files' contents); activating it deletes the old caches, and the pages
// say that a new version was loaded. localStorage (progress) is never touched.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withBase } from '../browser/links.ts';

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

/**
 * What an arbiter needs at once, stored at the first visit: the law text in force (the top-level pages
 * of content/kurallar — a folder named by a year, such as kurallar/2001/, holds another edition and
 * waits), every /m/ address of the edition in force, the search page, its article numbers and index (so the header's number
 * lookup and a word search find their article offline), the
 * penalty card, the home and offline pages and the bundled assets. Chosen by rule, not by a list, so
 * pages added to content/kurallar follow.
 */
const FIRST = /^\/($|kurallar\/$|kurallar\/(?!\d{4}\/)[^/]+\/$|m\/|ara\/|cevrimdisi\/|araclar\/cezalar\/|pagefind\/|_astro\/|manifest\.webmanifest$|favicon\.svg$|icons\/)/;
/** The previous editions' addresses and the /m/2023/ aliases of /m/N/: in the background. */
const LATER = /^\/m\/(2001|2018|2023)\//;
const first = (u: string): boolean => FIRST.test(u) && !LATER.test(u);

export interface OfflineLists {
  first: string[];
  rest: string[];
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
  const urls = files.map(urlOf);
  return {
    first: urls.filter(first).map((u) => withBase(u, base)),
    rest: urls.filter((u) => !first(u)).map((u) => withBase(u, base)),
    version: hash.digest('hex').slice(0, 12),
    base,
  };
}

export function serviceWorkerSource(lists: OfflineLists): string {
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

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FIRST)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE && k.startsWith(OWN) && /^[0-9a-z]+$/.test(k.slice(OWN.length))).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function stored() {
  const c = await caches.open(CACHE);
  const keys = await c.keys();
  return keys.length;
}

async function report(source) {
  const n = await stored();
  source.postMessage({ type: 'offline-status', stored: Math.min(n, TOTAL), total: TOTAL, version: CACHE });
}

/** The rest, in batches; what is already stored is skipped. */
async function cacheRest(source) {
  const c = await caches.open(CACHE);
  for (let i = 0; i < REST.length; i += 12) {
    // A newer deployment's worker deleted this cache: stop, do not bring it back.
    if (!(await caches.has(CACHE))) return;
    const batch = REST.slice(i, i + 12);
    await Promise.all(batch.map(async (u) => {
      if (await c.match(u)) return;
      try {
        const res = await fetch(u);
        if (res.ok) await c.put(u, res);
      } catch {
        // Offline again: what is stored stays; the next visit goes on.
      }
    }));
    if (i % 120 === 0) await report(source);
  }
  await report(source);
}

self.addEventListener('message', (e) => {
  const source = e.source;
  if (!source) return;
  if (e.data === 'cache-rest') e.waitUntil(cacheRest(source));
  else if (e.data === 'status') e.waitUntil(report(source));
});

/** Every path this deployment lists: nothing else is ever stored. */
const LISTED = new Set(FIRST.concat(REST));

/** Store a response under its path: query strings (?junk=1, Pagefind's cache-buster) never add entries. */
function keep(path, res) {
  if (!res.ok || !LISTED.has(path)) return;
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
      })),
    );
    return;
  }
  // Pages and data: the network first, the stored copy (by path) when offline, else the offline page.
  e.respondWith(
    fetch(req)
      .then((res) => {
        keep(path, res);
        return res;
      })
      .catch(async () => {
        const hit = await caches.match(path);
        if (hit) return hit;
        if (req.mode === 'navigate' || (req.headers.get('accept') || '').includes('text/html')) {
          const page = await caches.match(OFFLINE);
          if (page) return page;
        }
        return new Response('Çevrimdışı: bu dosya cihazda kayıtlı değil.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }),
  );
});
`;
}
