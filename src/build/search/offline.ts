// Offline search: a service worker, generated at build time with the list of files the search needs
// (the search page, the article list, Pagefind's index and fragments, the site's bundled assets).
// Registered from the search page; once installed, searching works without a network, and pages
// visited since are served from the cache when the network is gone.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Pagefind files the search does not use (the default UIs). */
const SKIP = /^pagefind\/(pagefind-(ui|component-ui|modular-ui|highlight)[^/]*|wasm\.unknown\.pagefind)$/;

function walk(dir: string, base: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p, base) : [relative(base, p).replace(/\\/g, '/')];
  });
}

/** The URLs to precache, from the built site. */
export function precacheList(dist: string): string[] {
  const files = [
    ...walk(join(dist, 'pagefind'), dist).filter((f) => !SKIP.test(f)),
    ...walk(join(dist, '_astro'), dist),
  ];
  return ['/ara/', '/ara/maddeler.json', '/404.html', ...files.sort().map((f) => `/${f}`)];
}

export function serviceWorkerSource(urls: string[]): string {
  const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
  return `// Generated at build time (src/build/search/offline.ts). Offline search and pages.
const CACHE = 'sk-${version}';
const PRECACHE = ${JSON.stringify(urls)};
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sk-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/pagefind/')) {
    // Hashed or index files: the cache first (Pagefind adds a cache-busting query to its entry file).
    e.respondWith(
      caches.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
        return res;
      })),
    );
    return;
  }
  // Pages and data: the network first, the cache when offline.
  e.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
        return res;
      })
      .catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit || caches.match('/404.html'))),
  );
});
`;
}
