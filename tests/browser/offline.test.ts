// The whole site offline (issue "Offline at the venue"): one visit to the home page stores the law
// text and addresses at once and the rest in the background; offline, law pages, /m/ addresses, a
// scenario, the exam and the sandbox open from the device; a page that is not stored shows the Turkish
// offline page; a new deployment (a worker with another cache) says a new version was loaded.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');
const dist = inject('distDir');

afterAll(closeBrowser);

// The whole site (three editions of the text, ~3500 files) is stored before "Çevrimdışı hazır": on a
// loaded shared machine that alone can take over a minute, so these tests get more than the default.
const OFFLINE_TEST_MS = 300_000;

describe('offline at the venue', () => {
  it('after one visit, every kind of page opens without a network; an unstored page shows the offline page', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const t0 = Date.now();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.body.dataset.offlineReady === '1');
    const readyMs = Date.now() - t0;
    console.log(`offline: "Çevrimdışı hazır" ${readyMs} ms after the first visit`);
    expect(await page.locator('[data-offline-status]').first().textContent()).toContain('Çevrimdışı hazır');

    await ctx.setOffline(true);
    const pages: [string, string][] = [
      ['/kurallar/madde-9/', '9.2'],
      ['/m/6.9/', '6.9'],
      ['/kurallar/ek-a/', 'A.4'],
      // The edition in force, a renumbered number and the previous text, by their addresses.
      ['/m/A.3/', 'bir dakika'],
      ['/m/A.5.2/', '7.5.5'],
      ['/m/2018/A.4.2/', 'Önceki sürüm: 2018 metni'],
      ['/m/III.4/', 'beş saniyelik ek süre'],
      ['/m/sozluk/', 'flag'],
      ['/senaryolar/iki-elle-rok/', 'rok'],
      ['/sinav/', 'hazırlık'],
      ['/senaryolar/dene/', 'Deneme'],
      ['/araclar/olu-konum/', '5.2.2'],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('domcontentloaded');
      const body = await page.locator('main').innerText();
      expect(body, path).toContain(text);
      expect(body, path).not.toContain('Çevrimdışısınız');
    }
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
  }, OFFLINE_TEST_MS);

  it('a new deployment replaces the cache and the page says a new version is loaded', async () => {
    const sw = join(dist, 'sw.js');
    const original = readFileSync(sw, 'utf8');
    const ctx = await (await browser()).newContext();
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/kurallar/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null).catch(async () => {
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
  }, OFFLINE_TEST_MS);

  it('stores pages by path and only what the build lists: query strings and unlisted assets add nothing', async () => {
    const ctx = await (await browser()).newContext();
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
        for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname + new URL(r.url).search);
        return out;
      });
      expect(keys.filter((k) => k.includes('?'))).toEqual([]);
      expect(keys).not.toContain('/_astro/not-in-this-build.js');
      expect(keys).not.toContain('/sitemap-index.xml');
      expect(keys).toContain('/kurallar/madde-4/');
    } finally {
      await ctx.close();
    }
  }, OFFLINE_TEST_MS);
});
