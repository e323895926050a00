// Real-browser checks of the Laws reference: permanent addresses, the 404, console errors, the
// JavaScript budget of article pages and the print stylesheet.
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lawPages } from '../../src/buildtime/laws.ts';
import { closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
const JS_BUDGET = 50 * 1024; // compressed bytes per article page

afterAll(closeBrowser);

describe('permanent addresses', () => {
  it('/m/7.5.1/ lands on Madde 7 with 7.5.1 in view', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/m/7.5.1/`);
    await page.waitForURL(/\/kurallar\/madde-7\/#7\.5\.1$/);
    const target = page.locator('[id="7.5.1"]');
    await expect(target.count()).resolves.toBe(1);
    const box = await target.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(viewport.height);
    expect(await page.locator('h1').textContent()).toMatch(/^Madde 7/);
    expect(errors).toEqual([]);
  });

  it('/m/A.4.2/ and /m/6.9/ land on their anchors', async () => {
    const { page } = await openPage(base);
    for (const [no, path] of [
      ['A.4.2', '/kurallar/ek-a/'],
      ['6.9', '/kurallar/madde-6/'],
    ]) {
      await page.goto(`${base}/m/${no}/`);
      await page.waitForURL((u) => u.pathname === path && decodeURIComponent(u.hash) === `#${no}`);
      expect(await page.locator(`[id="${no}"]`).isVisible()).toBe(true);
    }
  });

  it('an unknown number gives the Turkish 404 with the nearest numbers', async () => {
    const { page, errors } = await openPage(base);
    const res = await page.goto(`${base}/m/99.9/`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain('Sayfa bulunamadı');
    await page.locator('#nf-suggest').waitFor({ state: 'visible' });
    expect(await page.locator('#nf-msg').textContent()).toContain('99.9');
    const hrefs = await page.locator('#nf-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) {
      const r = await page.request.get(`${base}${h}`);
      expect(r.status(), h!).toBe(200);
    }
    // A near miss suggests its own family first.
    await page.goto(`${base}/m/7.5.9/`);
    await page.locator('#nf-suggest').waitFor({ state: 'visible' });
    const near = await page.locator('#nf-list a').allTextContents();
    expect(near[0]).toBe('Madde 7.5');
    expect(near).toContain('Madde 7.5.5');
    // The only console errors allowed are the browser's own notes of the 404 status itself.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });
});

describe('article pages', () => {
  const pages = lawPages('2018');

  it('exist for Giriş, Önsöz, Madde 1–12, Ek A and Ek B', () => {
    expect(pages.map((p) => p.article)).toEqual([
      'giris',
      'onsoz',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      'A',
      'B',
    ]);
  });

  it('load without console errors or external requests, within the JavaScript budget', async () => {
    const { page, errors, external } = await openPage(base);
    const report: string[] = [];
    for (const p of pages) {
      const scripts = new Map<string, number>();
      const onResponse = async (r: import('playwright-core').Response) => {
        if (r.request().resourceType() === 'script' && r.ok()) scripts.set(r.url(), gzipSync(await r.body()).length);
      };
      page.on('response', onResponse);
      await page.goto(`${base}${p.page}`, { waitUntil: 'networkidle' });
      const inline = await page.locator('script:not([src])').evaluateAll((ss) => ss.map((s) => s.textContent ?? ''));
      page.off('response', onResponse);
      const bytes = [...scripts.values()].reduce((a, b) => a + b, 0) + gzipSync(inline.join('\n')).length;
      report.push(`${p.page}: ${bytes} B`);
      expect(bytes, `${p.page} ships ${bytes} bytes of compressed JavaScript`).toBeLessThanOrEqual(JS_BUDGET);
    }
    console.log(`compressed JavaScript per article page:\n  ${report.join('\n  ')}`);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  it('read without JavaScript: text, commentary and diagrams are in the HTML', async () => {
    const { browser } = await import('../support/browser.ts');
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${base}/kurallar/madde-3/`);
    expect(await p.locator('section.law').count()).toBeGreaterThan(20);
    expect(await p.locator('section.law svg[role="img"]').count()).toBeGreaterThan(5);
    const label = await p.locator('section.law svg[role="img"]').first().getAttribute('aria-label');
    expect(label?.length).toBeGreaterThan(5);
    await p.goto(`${base}/kurallar/madde-7/`);
    expect(await p.locator('aside.commentary').count()).toBeGreaterThan(3);
    await ctx.close();
  });

  it('print without navigation, with the commentary', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/kurallar/madde-4/`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav.sidebar, #starlight__sidebar').first().isVisible()).toBe(false);
    expect(await page.locator('header.header').isVisible()).toBe(false);
    expect(await page.locator('aside.commentary').first().isVisible()).toBe(true);
    expect(await page.locator('[id="4.3.1"]').isVisible()).toBe(true);
  });
});
