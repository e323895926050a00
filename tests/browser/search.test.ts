// Real-browser tests of /ara/: article numbers in every form, Turkish stemming, known phrases,
// empty results, filters, and the time from typing to results.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
let page: Page;
let errors: string[];
let external: string[];

beforeAll(async () => {
  ({ page, errors, external } = await openPage(base));
});
afterAll(async () => {
  expect(errors).toEqual([]);
  expect(external).toEqual([]);
  await closeBrowser();
});

async function search(q: string, extra = '') {
  await page.goto(`${base}/ara/?q=${encodeURIComponent(q)}${extra}`);
  await page.waitForFunction((query) => document.body.dataset.searchDone === query, q.trim());
}

const resultNos = () => page.locator('#results li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.no));

describe('article numbers', () => {
  it.each([
    ['7.5.1', '7.5.1'],
    ['madde 7.5.1', '7.5.1'],
    ['m7.5.1', '7.5.1'],
    ["7.5.1'e göre", '7.5.1'],
    ['A.4.2', 'A.4.2'],
    ['Ek A.4.2', 'A.4.2'],
  ])('"%s" puts %s first', async (q, no) => {
    await search(q);
    const hit = page.locator('[data-article-hit]');
    await expect(hit.getAttribute('data-article-hit')).resolves.toBe(no);
    const first = await page.locator('#article-results, #results').first().boundingBox();
    expect(first).not.toBeNull();
  });

  it('Enter goes straight to the article', async () => {
    await page.goto(`${base}/ara/`);
    await page.fill('#q', 'madde 7.5.1');
    await page.press('#q', 'Enter');
    await page.waitForURL(/\/kurallar\/madde-7\/#7\.5\.1$/);
  });

  it('a prefix lists its sub-articles in order', async () => {
    await search('7.5');
    const children = await page.locator('[data-child]').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.child));
    expect(children).toEqual(['7.5.1', '7.5.2', '7.5.3', '7.5.4', '7.5.5']);
  });

  it('a number that does not exist says so and offers the nearest', async () => {
    await search('7.5.9');
    expect(await page.locator('[data-article-missing]').textContent()).toContain('“7.5.9” numaralı bir madde yok');
    expect(await page.locator('[data-near]').count()).toBeGreaterThan(0);
  });
});

describe('words', () => {
  it('stems Turkish: "rokun" finds castling (3.8.2)', async () => {
    await search('rokun');
    const nos = await resultNos();
    expect(nos.some((n) => n?.startsWith('3.8.2'))).toBe(true);
  });

  it('"alınamaz" also finds the verb almak', async () => {
    await search('alınamaz');
    const texts = await page.locator('#results .snippet').allTextContents();
    expect(texts.some((t) => /\balma(k|lı|sı)?\b/i.test(t))).toBe(true);
  });

  it.each([
    ['geçerken alma', '3.7.4'],
    ['elektronik cihaz', '11.3.2'],
    ['hükmen yenik sayılma', '6.7'],
  ])('"%s" finds %s', async (q, no) => {
    await search(q);
    const nos = await resultNos();
    expect(nos.slice(0, 5).some((n) => n === no || n?.startsWith(no + '.'))).toBe(true);
  });

  it('shows number, edition and kind for each result, and filters by them', async () => {
    for (const kind of ['kural metni', 'MHK yorumu', 'senaryo', 'soru']) {
      await search('bayrak', `&tur=${encodeURIComponent(kind)}`);
      const kinds = await page.locator('#results li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.kind));
      expect(kinds.length, kind).toBeGreaterThan(0);
      expect(new Set(kinds), kind).toEqual(new Set([kind]));
      const first = page.locator('#results li').first();
      expect(await first.locator('.badge').allTextContents()).toContain(kind);
      expect(await first.locator('a').first().getAttribute('href')).toMatch(/^\//);
    }
    await search('bayrak', '&surum=2001');
    const eds = await page.locator('#results li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.edition));
    expect(eds.length).toBeGreaterThan(0);
    expect(new Set(eds)).toEqual(new Set(['2001']));
  });

  it('a nonsense query gets the empty-result message with suggestions', async () => {
    await search('qzxvbnmlkj');
    expect(await page.locator('#empty').isVisible()).toBe(true);
    expect(await page.locator('#empty').textContent()).toContain('Sonuç bulunamadı');
  });

  it('works offline once loaded', async () => {
    const { browser } = await import('../support/browser.ts');
    const ctx = await (await browser()).newContext();
    const p = await ctx.newPage();
    const errs: string[] = [];
    p.on('pageerror', (e) => errs.push(e.message));
    await p.goto(`${base}/ara/`);
    await p.waitForFunction(() => document.body.dataset.offlineReady === '1', undefined, { timeout: 120_000 });
    await p.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(async () => {
      await p.reload();
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
    });
    await ctx.setOffline(true);
    // A new query needs index chunks and fragments that were never fetched online.
    await p.fill('#q', 'elektronik cihaz');
    await p.waitForFunction(() => document.body.dataset.searchDone === 'elektronik cihaz');
    expect(await p.locator('#results li').count()).toBeGreaterThan(0);
    // The search page itself opens offline, with its query.
    await p.goto(`${base}/ara/?q=7.5.1`);
    await p.waitForFunction(() => document.body.dataset.searchDone === '7.5.1');
    expect(await p.locator('[data-article-hit]').getAttribute('data-article-hit')).toBe('7.5.1');
    expect(errs).toEqual([]);
    await ctx.close();
  });

  it('results appear quickly after typing (figure printed)', async () => {
    await page.goto(`${base}/ara/`);
    await page.waitForFunction(() => document.readyState === 'complete');
    await search('saat'); // warm the index once
    const times: number[] = [];
    for (const q of ['şah', 'terfi', 'beraberlik teklifi', 'kural dışı hamle', 'hakem', 'piyon', 'saat']) {
      await page.fill('#q', '');
      await page.fill('#q', q);
      await page.waitForFunction((query) => document.body.dataset.searchDone === query, q);
      // Measured in the page: from the input event to the rendered results.
      times.push(Number(await page.locator('#search-status').getAttribute('data-search-ms')));
    }
    times.sort((a, b) => a - b);
    console.log(`search: input to rendered results (ms), sorted: ${times.join(', ')}; median ${times[3]}`);
    expect(times.every((t) => Number.isFinite(t) && t >= 0)).toBe(true);
  });
});
