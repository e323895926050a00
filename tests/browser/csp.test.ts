// Content-Security-Policy (src/buildtime/csp.ts): every kind of page carries the policy as its first
// <head> element, and using the tools (boards, the dead-position worker, Pagefind's WebAssembly, the
// service worker, the exam) raises no `securitypolicyviolation` event.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browser, closeBrowser, hydrateIslands } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

async function context(serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', serviceWorkers });
  await ctx.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return ctx;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

const KINDS = [
  '/',
  '/kurallar/madde-7/',
  '/m/6.9/',
  '/kurallar/degisiklikler/',
  '/senaryolar/',
  '/senaryolar/bayrak-dustu-at-piyona-karsi/',
  '/senaryolar/dene/',
  '/sinav/',
  '/sinav/deneme/',
  '/ara/?q=bayrak',
  '/araclar/olu-konum/',
  '/araclar/esitlik-bozma/',
  '/araclar/eslendirme/',
  '/araclar/esitlik-bozma/buchholz/',
  '/araclar/elo/',
  '/araclar/elo/hesaplama/',
  '/araclar/cezalar/',
  '/cevrimdisi/',
  '/boyle-bir-sayfa-yok/',
];

describe('content security policy', () => {
  it.each(KINDS)('%s carries the policy and raises no violation', async (path) => {
    const ctx = await context();
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${path}`);
      await hydrateIslands(page);
      const first = await page.evaluate(() => {
        const m = document.head.querySelector('meta[http-equiv="content-security-policy"]');
        const scriptsBefore = m
          ? [...document.head.querySelectorAll('script')].filter((s) => s.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING)
              .length
          : -1;
        return { content: m?.getAttribute('content') ?? '', scriptsBefore };
      });
      expect(first.content, path).toContain("object-src 'none'");
      expect(first.content).toContain("base-uri 'self'");
      expect(first.content).toContain("'wasm-unsafe-eval'");
      expect(first.scriptsBefore).toBe(0);
      if (path.startsWith('/ara/')) await page.waitForFunction(() => Boolean(document.body.dataset.searchDone), undefined, { timeout: 0 });
      expect(await violations(page), path).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('using the tools raises no violation: service worker, dead-position worker, search, boards, exam', async () => {
    const ctx = await context('allow');
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/araclar/olu-konum/`);
      await hydrateIslands(page);
      // The service worker installed (the law text stored) and reported to the page.
      await page.waitForFunction(() => document.body.dataset.offlineFirst === '1', undefined, { timeout: 0 });
      await page.locator('#dpt-fen').fill('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
      await page.getByRole('button', { name: 'Çözümle' }).click();
      await page.locator('.dpt-result[data-verdict]').waitFor();
      expect(await violations(page)).toEqual([]);

      await page.goto(`${base}/kurallar/madde-6/`);
      // On a phone the header's field opens behind its search button.
      if (await page.locator('header input[name="q"]').isHidden()) await page.locator('header .site-search-go').click();
      await page.locator('header input[name="q"]').fill('bayrak');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.body.dataset.searchDone === 'bayrak', undefined, { timeout: 0 });
      expect(await page.locator('#results li').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);

      await page.goto(`${base}/senaryolar/dene/`);
      await page.locator('[data-sandbox] [data-squareid="e2"]').first().waitFor();
      await page.locator('[data-sandbox] [data-squareid="e2"]').first().click();
      await page.locator('[data-sandbox] [data-squareid="e4"]').first().click();
      await page.waitForFunction(() => (document.querySelector('[data-moves]')?.textContent ?? '').includes('4'), undefined, {
        timeout: 0,
      });
      expect(await violations(page)).toEqual([]);

      await page.goto(`${base}/sinav/deneme/`);
      await page.waitForSelector('[data-ready="true"]', { timeout: 0 });
      await page.click('[data-start]');
      await page.waitForSelector('[data-exam-running]', { timeout: 0 });
      expect(await violations(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
