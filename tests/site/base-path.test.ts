// The site hosted under a sub-path of another site (https://federasyon.example/federasyon/kurallar/):
// a second build with --base and --site, checked file by file (every page's links, anchors and
// requested files, absolute URLs of the site, the service worker's lists, the search index and the
// article list), then served under the sub-path and opened in Chromium: pages, islands, search
// results, /m/ addresses and the service worker request nothing and link nowhere outside the base.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/buildtime/linkcheck.ts';
import { closeBrowser, openPage } from '../support/browser.ts';
import { startStaticServer } from '../support/static-server.ts';

const BASE = '/federasyon/kurallar/';
const SITE = 'https://federasyon.example';
const root = resolve(import.meta.dirname, '../..');
const dist = join(tmpdir(), 'sk-base-path-dist');
let server: { url: string; close: () => Promise<void> };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

beforeAll(() => {
  if (!(process.env.SKIP_BUILD && existsSync(join(dist, 'index.html')))) {
    const t0 = Date.now();
    const r = spawnSync(resolve(root, 'node_modules/.bin/astro'), ['build', '--base', BASE, '--site', SITE, '--outDir', dist], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`astro build --base ${BASE} failed (exit ${r.status})`);
    console.log(`base path: build under ${BASE} in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
  await closeBrowser();
});

describe(`a build under ${BASE}`, () => {
  it('no built page links to, redirects to or requests anything missing or outside the base', () => {
    const pages = files(dist).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1000);
    expect(checkLinks(dist, BASE)).toEqual([]);
    // Absolute URLs of the site itself (canonical, og:url, sitemap) stay under the base too.
    const escaping: string[] = [];
    for (const f of files(dist).filter((x) => /\.(html|xml)$/.test(x))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/https:\/\/federasyon\.example[^"'<\s]*/g)) {
        if (!m[0].startsWith(SITE + BASE)) escaping.push(`${f.slice(dist.length)} → ${m[0]}`);
      }
    }
    expect(escaping).toEqual([]);
  });

  it('the service worker, the search index and the article list name only URLs under the base', () => {
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    const list = (name: string) => JSON.parse(new RegExp(`const ${name} = (.*);`).exec(sw)![1]) as string[];
    const entries = [...list('FIRST'), ...list('REST'), ...list('ASSETS'), JSON.parse(/const OFFLINE = (.*);/.exec(sw)![1]) as string];
    expect(entries.length).toBeGreaterThan(2000);
    expect(entries.filter((u) => !u.startsWith(BASE))).toEqual([]);
    expect(list('FIRST')).toContain(`${BASE}m/6.9/`);

    const fragments = readdirSync(join(dist, 'pagefind/fragment'));
    const urls = fragments.map((f) => {
      const text = gunzipSync(readFileSync(join(dist, 'pagefind/fragment', f))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    });
    expect(urls.length).toBeGreaterThan(900);
    expect(urls.filter((u) => !u.startsWith(BASE))).toEqual([]);

    const articles = JSON.parse(readFileSync(join(dist, 'ara/maddeler.json'), 'utf8')) as { href: string }[];
    expect(articles.filter((a) => !a.href.startsWith(BASE))).toEqual([]);
  });

  it('in the browser, pages, islands, search results and /m/ addresses stay under the base', async () => {
    server = await startStaticServer(dist, BASE);
    const origin = server.url;
    const { page, errors, external } = await openPage(origin, { serviceWorkers: 'allow' });
    const outside: string[] = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin !== origin) return;
      if (!u.pathname.startsWith(BASE) || r.status() >= 400) outside.push(`${r.status()} ${u.pathname}`);
    });
    const linksOutside = () =>
      page.evaluate(
        (b) =>
          [...document.querySelectorAll('a[href]')]
            .map((a) => new URL((a as HTMLAnchorElement).href))
            .filter((u) => u.origin === location.origin && !u.pathname.startsWith(b))
            .map((u) => u.pathname),
        BASE,
      );

    const paths = [
      '',
      'kurallar/madde-7/',
      'senaryolar/iki-elle-rok/',
      'senaryolar/dene/',
      'sinav/',
      'sinav/madde/7/',
      'sinav/deneme/',
      'araclar/olu-konum/',
      'kurallar/2023/',
    ];
    for (const p of paths) {
      await page.goto(`${origin}${BASE}${p}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await linksOutside(), p).toEqual([]);
    }

    // Search: an article number and a word, both answered from files under the base.
    for (const q of ['7.5.1', 'rok']) {
      await page.goto(`${origin}${BASE}ara/?q=${q}`);
      await page.waitForFunction((query) => document.body.dataset.searchDone === query, q);
      expect(await page.locator('#article-results a, #results a').count(), q).toBeGreaterThan(0);
      expect(await linksOutside(), q).toEqual([]);
    }

    // A permanent address lands on the article's anchor under the base.
    await page.goto(`${origin}${BASE}m/6.9/`);
    await page.waitForURL((u) => u.hash === '#6.9');
    expect(new URL(page.url()).pathname).toBe(`${BASE}kurallar/madde-6/`);

    // A wrong address gets the 404 page's nearest articles, under the base.
    const missing = await openPage(origin);
    const res = await missing.page.goto(`${origin}${BASE}m/7.5.9/`);
    expect(res?.status()).toBe(404);
    await missing.page.locator('#nf-list a').first().waitFor();
    const near = await missing.page
      .locator('#nf-list a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(near).toContain(`${BASE}m/7.5.5/`);
    expect(near.filter((p) => !p.startsWith(BASE))).toEqual([]);
    expect(missing.errors.filter((e) => !e.includes('404'))).toEqual([]);

    // The service worker's scope is the base, and what it stored at install is under it.
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(new URL(scope).pathname).toBe(BASE);
    await expect
      .poll(
        () =>
          page.evaluate(
            (b) =>
              caches.keys().then(async (ks) => {
                const own = ks.find((k) => k.startsWith(`sk-${b}`));
                return own ? (await (await caches.open(own)).keys()).map((r) => new URL(r.url).pathname) : [];
              }),
            BASE,
          ),
        { timeout: 60_000 },
      )
      .toContain(`${BASE}kurallar/madde-9/`);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });
});
