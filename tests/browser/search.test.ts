// Real-browser tests of /ara/ and the header's search: article numbers in every form (one step from the
// header), Turkish stemming, known phrases, the ranking (law text of the edition in force first),
// empty results, filters, and the time from typing to results.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';

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

describe('the header search, on a phone', () => {
  async function phone(width = 390) {
    const ctx = await (await browser()).newContext({ viewport: { width, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const p = await ctx.newPage();
    const navigations: string[] = [];
    p.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(decodeURIComponent(r.url().slice(base.length)));
    });
    await p.goto(`${base}/kurallar/madde-3/`);
    // Closed behind its button on a phone: one tap opens the field.
    await p.click('header .site-search-go');
    return { p, ctx, navigations };
  }

  it('at 320 px the open field is wide enough to read what is typed', async () => {
    const { p, ctx } = await phone(320);
    const input = p.locator('#site-search-q');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('Ek A.5.2');
    const box = (await input.boundingBox())!;
    // The text's own width fits inside the field.
    const textWidth = await input.evaluate((el) => {
      const c = document.createElement('canvas').getContext('2d')!;
      c.font = getComputedStyle(el).font;
      return c.measureText((el as HTMLInputElement).value).width;
    });
    console.log(`header search at 320 px: field ${Math.round(box.width)} px, text ${Math.round(textWidth)} px`);
    expect(box.width).toBeGreaterThan(320 * 0.55);
    expect(box.width).toBeGreaterThan(textWidth + 30);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The field covers the header while open; Escape (or the close button) gives back the title and the menu.
    expect(await p.locator('.sl-menu-button').isVisible()).toBe(false);
    await input.press('Escape');
    expect(await input.isVisible()).toBe(false);
    expect(await p.locator('.site-title').isVisible()).toBe(true);
    expect(await p.locator('.sl-menu-button').isVisible()).toBe(true);
    await p.click('header .site-search-go');
    await p.click('header .site-search-close');
    expect(await input.isVisible()).toBe(false);
    await ctx.close();
  });

  it.each([
    ['7.5.1', '/m/7.5.1/', /\/kurallar\/madde-7\/#7\.5\.1$/],
    ['Ek A.4.2', '/m/A.4.2/', /\/kurallar\/ek-a\/#A\.4\.2$/],
    // Numbers without a year are 2023 numbers; "2023" names the same edition; 2018 numbers need their year.
    ['A.3', '/m/A.3/', /\/kurallar\/ek-a\/#A\.3$/],
    ['A.5.2', '/m/A.5.2/', /\/kurallar\/ek-a\/#A\.5\.2$/],
    ['2023 A.5.2', '/m/A.5.2/', /\/kurallar\/ek-a\/#A\.5\.2$/],
    ['2018 A.4.2', '/m/2018/A.4.2/', /\/kurallar\/2018\/ek-a\/#A\.4\.2$/],
    // 2001's 7.4 has no text of its own: its address opens its first point, 7.4.a.
    ['2001 7.4', '/m/2001/7.4/', /\/kurallar\/2001\/madde-7\/#7\.4\.a$/],
  ])('"%s" and Enter open the article at once (%s)', async (q, permalink, landing) => {
    const { p, ctx, navigations } = await phone();
    await p.fill('#site-search-q', q);
    await p.press('#site-search-q', 'Enter');
    await p.waitForURL((u) => landing.test(decodeURIComponent(u.href)));
    expect(navigations.slice(1)[0]).toBe(permalink);
    expect(navigations.some((n) => n.startsWith('/ara/'))).toBe(false);
    await ctx.close();
  });

  it('words, and a number that does not exist, go to the results', async () => {
    const { p, ctx } = await phone();
    await p.fill('#site-search-q', 'bayrak');
    await p.press('#site-search-q', 'Enter');
    await p.waitForFunction(() => document.body.dataset.searchDone === 'bayrak');
    expect(new URL(p.url()).pathname).toBe('/ara/');
    expect(await p.locator('#results li').count()).toBeGreaterThan(0);
    await p.click('header .site-search-go');
    await p.fill('#site-search-q', '7.5.9');
    await p.press('#site-search-q', 'Enter');
    await p.waitForFunction(() => document.body.dataset.searchDone === '7.5.9');
    expect(await p.locator('[data-article-missing]').textContent()).toContain('“7.5.9” numaralı bir madde yok');
    await ctx.close();
  });
});

describe('ranking', () => {
  const rows = () =>
    page.locator('#results li').evaluateAll((ls) =>
      ls.map((l) => ({
        kind: (l as HTMLElement).dataset.kind!,
        edition: (l as HTMLElement).dataset.edition!,
        no: (l as HTMLElement).dataset.no!,
      })),
    );
  const isLaw = (r: { kind: string }) => r.kind === 'kural metni' || r.kind === '2023 değişikliği';

  it.each(['bayrak', 'üç kez tekrar', 'elektronik cihaz', 'rokun', 'hükmen yenik sayılma'])(
    '"%s": the law text comes before commentary, scenarios and questions',
    async (q) => {
      await search(q);
      const r = await rows();
      expect(r.length).toBeGreaterThan(0);
      const firstOther = r.findIndex((x) => !isLaw(x));
      if (firstOther >= 0) expect(r.slice(firstOther).filter(isLaw), q).toEqual([]);
    },
  );

  it('"bayrak": 6.8 and 6.9 among the first three', async () => {
    await search('bayrak');
    const top = (await rows()).slice(0, 3).map((r) => r.no);
    console.log(`ranking: "bayrak" → ${top.join(', ')}`);
    expect(top).toEqual(expect.arrayContaining(['6.8', '6.9']));
  });

  it('"üç kez tekrar": the threefold repetition (9.2) first', async () => {
    await search('üç kez tekrar');
    const r = await rows();
    console.log(
      `ranking: "üç kez tekrar" → ${r
        .slice(0, 3)
        .map((x) => `${x.no} (${x.kind})`)
        .join(', ')}`,
    );
    expect(r[0].kind).toBe('kural metni');
    expect(r[0].no === '9.2' || r[0].no.startsWith('9.2.')).toBe(true);
  });

  it('the edition filter defaults to the edition in force: the 2023 changes and the 2018 text, not the 2001 text', async () => {
    await search('bayrak');
    expect(await page.locator('#f-edition').inputValue()).toBe('');
    expect(await page.locator('#f-edition option:checked').textContent()).toMatch(/^Yürürlükteki/);
    const all: { edition: string }[] = [];
    for (;;) {
      all.splice(0, all.length, ...(await rows()));
      if (await page.locator('#more').isHidden()) break;
      await page.click('#more');
      await page.waitForFunction((n) => document.querySelectorAll('#results li').length > n, all.length);
    }
    expect(new Set(all.map((r) => r.edition))).toEqual(new Set(['2023', '2018']));
    await search('bayrak', '&surum=tumu');
    await page.click('#more');
    await page.waitForFunction(() => document.querySelectorAll('#results li').length > 10);
    expect((await rows()).some((r) => r.edition === '2001')).toBe(true);
  });

  it('index words never show in an excerpt', async () => {
    await search('bayrak');
    const snippets = await page.locator('#results .snippet').allTextContents();
    expect(snippets.some((t) => t.includes('⁂'))).toBe(false);
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
    // 2023 numbers en passant 3.7.3.1–3.7.3.2 (2018: 3.7.4.x).
    ['geçerken alma', '3.7.3'],
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
    await search('jjjjjjjj');
    expect(await page.locator('#empty').isVisible()).toBe(true);
    expect(await page.locator('#empty').textContent()).toContain('Sonuç bulunamadı');
  });

  it('works offline after one visit, before the rest of the site is stored', async () => {
    const { browser } = await import('../support/browser.ts');
    const ctx = await (await browser()).newContext({ serviceWorkers: 'allow' });
    const p = await ctx.newPage();
    const errs: string[] = [];
    p.on('pageerror', (e) => errs.push(e.message));
    await p.goto(`${base}/ara/`);
    // The first visit stores the law text and the search index (not the rest of the site, unasked).
    await p.waitForFunction(() => document.body.dataset.offlineFirst === '1');
    await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
  }, 300_000);

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
    console.log(
      `search: input to rendered results once the index is loaded (ms), sorted: ${times.join(', ')}; median ${times[3]}, max ${times[6]}`,
    );
    expect(times.every((t) => Number.isFinite(t) && t >= 0)).toBe(true);
  });
});
