// The whole site offline (issue "Offline at the venue", and "offline you can trust"): one visit stores
// the law text in force, its addresses and the search index at once and offers the rest with its size;
// asked, it stores the rest with a progress bar; offline, law pages, /m/ addresses, search, then a
// scenario, the exam and the sandbox open from the device; a page that is not stored shows the Turkish
// offline page; a new deployment (a worker with another cache) says a new version was loaded.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');
const dist = inject('distDir');

afterAll(closeBrowser);

// Storing the whole site (~3,800 files) on a loaded shared machine can take minutes: these tests get
// a generous bound (it only catches a hang; every wait is for its event).
const OFFLINE_TEST_MS = 300_000;

describe('offline at the venue', () => {
  it(
    'one visit stores the law text in force at once and offers the rest with its size; asked, it stores all of it',
    async () => {
      const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', serviceWorkers: 'allow' });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const t0 = Date.now();
      await page.goto(`${base}/`);
      await page.waitForFunction(() => document.body.dataset.offlineFirst === '1');
      console.log(`offline: law text stored ${Date.now() - t0} ms after the first visit`);
      const status = (await page.locator('[data-offline-status]').first().textContent())!;
      expect(status).toContain('ceza kartı, deneme tahtası ve ölü konum aracı bu cihazda kayıtlı');
      // The core store names its size, and stays a few MB.
      const core = Number(/kayıtlı \((\d+,\d) MB\)/.exec(status)?.[1].replace(',', '.'));
      console.log(`offline: core store ${core} MB`);
      expect(core).toBeGreaterThan(0);
      expect(core).toBeLessThan(10);
      const offer = page.locator('[data-offline-offer] button');
      expect(await offer.isVisible()).toBe(true);
      expect(await offer.textContent()).toMatch(/^Sitenin tamamını kaydet \(\d+,\d MB daha\)$/);
      // Nothing beyond the law text was stored unasked.
      const storedFirst = await page.evaluate(async () => {
        const names = (await caches.keys()).filter((k) => /^sk-\/[0-9a-z]+$/.test(k));
        return (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
      });
      expect(storedFirst).toContain('/kurallar/madde-9/');
      expect(storedFirst).toContain('/pagefind/pagefind.js');
      expect(
        storedFirst.filter(
          (u) => u.startsWith('/senaryolar/iki-elle-rok/') || u.startsWith('/kurallar/2018/') || u.startsWith('/sinav/deneme/'),
        ),
      ).toEqual([]);

      await ctx.setOffline(true);
      const lawPages: [string, string][] = [
        ['/kurallar/madde-9/', '9.2'],
        ['/m/6.9/', '6.9'],
        ['/kurallar/ek-a/', 'A.4'],
        // The edition in force and a renumbered number, by their addresses.
        ['/m/A.3/', 'bir dakika'],
        ['/m/A.5.2/', '7.5.5'],
        ['/m/III.4/', 'beş saniyelik ek süre'],
        ['/m/sozluk/', 'flag'],
        ['/araclar/cezalar/', 'Ceza'],
        ['/senaryolar/dene/', 'Deneme'],
        ['/araclar/olu-konum/', '5.2.2'],
      ];
      const opens = async (pages: [string, string][]) => {
        for (const [path, text] of pages) {
          await page.goto(`${base}${path}`);
          await page.waitForLoadState('domcontentloaded');
          const body = await page.locator('main').innerText();
          expect(body, path).toContain(text);
          expect(body, path).not.toContain('Çevrimdışısınız');
        }
      };
      await opens(lawPages);
      // A bundled file that is not stored answers in Turkish (503), not with a bare network error.
      const unstored = await page.evaluate(() => fetch('/_astro/not-in-this-build.js').then(async (r) => `${r.status} ${await r.text()}`));
      expect(unstored).toBe('503 Çevrimdışı: bu dosya cihazda kayıtlı değil.');
      // The arbiter's two claim tools work offline after that one visit: the sandbox takes a move and
      // the dead-position tool decides a position in its worker.
      await page.goto(`${base}/senaryolar/dene/`);
      await page.locator('[data-live-board] [data-squareid]').first().waitFor();
      await page.click('[data-mode-btn="moves"]');
      await page.dragAndDrop('[data-live-board] [data-squareid="e2"]', '[data-live-board] [data-squareid="e4"]');
      await expect(page.locator('[data-moves]').textContent()).resolves.toBe('e4');
      await page.goto(`${base}/araclar/olu-konum/`);
      await page.locator('#dpt-fen').fill('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
      await page.locator('input[name="side"][value="black"]').check();
      await page.getByRole('button', { name: 'Çözümle' }).click();
      await page.locator('.dpt-result[data-verdict="unwinnable"]').waitFor();
      // Search works offline from the first visit: a word and a number.
      await page.goto(`${base}/ara/?q=bayrak`);
      await page.waitForFunction(() => document.body.dataset.searchDone === 'bayrak');
      expect(await page.locator('#results li').count()).toBeGreaterThan(0);
      // A page of the rest, not stored yet, says so in Turkish.
      await page.goto(`${base}/senaryolar/iki-elle-rok/`);
      expect(await page.locator('h1').innerText()).toContain('Çevrimdışısınız');

      // Online again, the reader asks for the rest: a progress bar, then "Çevrimdışı hazır".
      await ctx.setOffline(false);
      await page.goto(`${base}/`);
      await page.waitForFunction(() => document.body.dataset.offlineFirst === '1');
      await page.locator('[data-offline-offer] button').click();
      await page.locator('[data-offline-offer] progress').waitFor();
      await page.waitForFunction(() => document.body.dataset.offlineReady === '1');
      expect(await page.locator('[data-offline-status]').first().textContent()).toContain('Çevrimdışı hazır');
      expect(await page.locator('[data-offline-offer]').isVisible()).toBe(false);

      await ctx.setOffline(true);
      await opens([
        ['/m/2018/A.4.2/', 'Önceki sürüm: 2018 metni'],
        ['/senaryolar/iki-elle-rok/', 'rok'],
        ['/sinav/', 'hazırlık'],
      ]);
      // The mock exam starts a paper offline: its questions come from the stored quiz data.
      await page.goto(`${base}/sinav/deneme/`);
      await page.waitForSelector('[data-ready="true"]');
      await page.click('[data-start]');
      await page.waitForSelector('[data-exam-running]');
      expect(await page.locator('[data-question-id]').count()).toBeGreaterThan(0);
      await page.goto(`${base}/boyle-bir-sayfa-yok/`);
      expect(await page.locator('h1').innerText()).toContain('Çevrimdışısınız');
      expect(errors).toEqual([]);
      await ctx.close();
    },
    OFFLINE_TEST_MS,
  );

  it(
    'the full save stops when the network drops and goes on by itself when it returns, without a reload',
    async () => {
      const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', serviceWorkers: 'allow' });
      try {
        const page = await ctx.newPage();
        await page.goto(`${base}/kurallar/madde-1/`);
        await page.waitForFunction(() => document.body.dataset.offlineFirst === '1');
        await page.locator('[data-offline-offer] button').click();
        await page.locator('[data-offline-offer] progress').waitFor();
        await ctx.setOffline(true);
        // Offline for a while: the save stands still, unfinished.
        await page.waitForTimeout(3000);
        const bar = () =>
          page.locator('[data-offline-offer] progress').evaluate((p) => [(p as HTMLProgressElement).value, (p as HTMLProgressElement).max]);
        const [value, max] = await bar();
        expect(value).toBeLessThan(max);
        expect(await page.evaluate(() => document.body.dataset.offlineReady)).toBeUndefined();
        await ctx.setOffline(false);
        await page.waitForFunction(() => document.body.dataset.offlineReady === '1');
        expect(await page.locator('[data-offline-status]').first().textContent()).toContain('Çevrimdışı hazır');
      } finally {
        await ctx.close();
      }
    },
    OFFLINE_TEST_MS,
  );

  it('offline before the search index is stored, the search page says so instead of showing nothing', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    try {
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The connection drops while the page loads: the index never arrives.
      await page.route('**/pagefind/**', (r) => r.abort('internetdisconnected'));
      await page.route('**/ara/maddeler.json', (r) => r.abort('internetdisconnected'));
      await page.goto(`${base}/ara/`);
      await ctx.setOffline(true);
      await page.fill('#q', 'bayrak');
      await page.waitForFunction(() => document.body.dataset.searchDone === 'bayrak');
      expect(await page.locator('#search-status').textContent()).toContain('henüz kayıtlı değil ve ağ bağlantısı yok');
      await page.fill('#q', '6.9');
      await page.waitForFunction(() => document.body.dataset.searchDone === '6.9');
      expect(await page.locator('#search-status').textContent()).toContain('/m/6.9/');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it(
    'a new deployment replaces the cache and the page says a new version is loaded',
    async () => {
      const sw = join(dist, 'sw.js');
      const original = readFileSync(sw, 'utf8');
      const ctx = await (await browser()).newContext({ serviceWorkers: 'allow' });
      try {
        const page = await ctx.newPage();
        await page.goto(`${base}/kurallar/`);
        await page
          .waitForFunction(() => navigator.serviceWorker.controller !== null)
          .catch(async () => {
            await page.reload();
            await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
          });
        await page.evaluate(() => localStorage.setItem('sk-test-progress', 'kept'));
        // The next build: the same worker with another cache name.
        writeFileSync(sw, original.replace(/const VERSION = '[0-9a-f]+';/, "const VERSION = '0new0version';"));
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        await page.locator('[data-update-notice]').waitFor();
        expect(await page.locator('[data-update-notice]').textContent()).toContain('yeni sürümü');
        // The old cache is gone (once the old worker's background work has stopped).
        await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 100_000 }).toEqual(['sk-/0new0version']);
        expect(await page.evaluate(() => localStorage.getItem('sk-test-progress'))).toBe('kept');
      } finally {
        writeFileSync(sw, original);
        await ctx.close();
      }
    },
    OFFLINE_TEST_MS,
  );

  it(
    'stores pages by path and only what the build lists: query strings and unlisted assets add nothing',
    async () => {
      const ctx = await (await browser()).newContext({ serviceWorkers: 'allow' });
      try {
        const page = await ctx.newPage();
        await page.goto(`${base}/kurallar/madde-4/`);
        // The worker claims the page once installed (clients.claim()).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 0 });
        for (let i = 0; i < 5; i++) await page.goto(`${base}/kurallar/madde-4/?junk=${i}`);
        // A file a host answers under /_astro/ that this build does not list.
        await page.evaluate(() => fetch('/_astro/not-in-this-build.js').catch(() => undefined));
        await page.evaluate(() => fetch('/sitemap-index.xml?x=1').catch(() => undefined));
        const keys = await page.evaluate(async () => {
          const out: string[] = [];
          for (const name of await caches.keys())
            for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname + new URL(r.url).search);
          return out;
        });
        expect(keys.filter((k) => k.includes('?'))).toEqual([]);
        expect(keys).not.toContain('/_astro/not-in-this-build.js');
        expect(keys).not.toContain('/sitemap-index.xml');
        expect(keys).toContain('/kurallar/madde-4/');
      } finally {
        await ctx.close();
      }
    },
    OFFLINE_TEST_MS,
  );
});
