// Real-browser checks of the older edition: its permanent addresses, its pages, and the
// "Önceki sürümde" panel on the 2018 pages.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lawPages } from '../../src/buildtime/laws.ts';
import { closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
afterAll(closeBrowser);

describe('older edition', () => {
  it('/m/2001/7.4/ lands on the older Article 7', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/m/2001/7.4/`);
    await page.waitForURL((u) => u.pathname === '/kurallar/2001/madde-7/' && decodeURIComponent(u.hash).startsWith('#7.4'));
    expect(await page.locator('h1').textContent()).toMatch(/^Madde 7/);
    const target = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(await page.locator(`[id="${target}"]`).isVisible()).toBe(true);
    expect(await page.locator(`[id="${target}"]`).getAttribute('data-edition')).toBe('2001');
    expect(errors).toEqual([]);
  });

  it('/m/2001/A1/ and /m/2001/C4/ land on the older appendices', async () => {
    const { page } = await openPage(base);
    for (const [no, path] of [
      ['A1', '/kurallar/2001/ek-a/'],
      ['C4', '/kurallar/2001/ek-c/'],
    ]) {
      await page.goto(`${base}/m/2001/${no}/`);
      await page.waitForURL((u) => u.pathname === path);
      expect(decodeURIComponent(new URL(page.url()).hash)).toMatch(new RegExp(`^#${no}`));
    }
  });

  it('cross-references inside the older text stay within the older edition', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/kurallar/2001/madde-9/`);
    const hrefs = await page.locator('section.law a.ref').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^\/kurallar\/2001\//);
  });

  it('every older page loads without console errors', async () => {
    const { page, errors, external } = await openPage(base);
    for (const p of lawPages('2001')) await page.goto(`${base}${p.page}`);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });
});

describe('what changed', () => {
  it('the 7.5.5 page shows the difference with the older 7.4.b', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/m/2018/7.5.5/`);
    await page.waitForURL(/\/kurallar\/2018\/madde-7\/#7\.5\.5$/);
    const panel = page.locator('[data-edition-diff]');
    expect(await panel.count()).toBe(1);
    expect(await panel.locator('h2, h3').first().textContent()).toContain('Önceki sürümde');
    const row = panel.locator('[data-edition-row="7.5.5"]');
    expect(await row.count()).toBeGreaterThan(0);
    expect(await row.locator('a[href="/m/2001/7.4.b/"]').count()).toBeGreaterThan(0);
    if (await row.locator('summary').count()) await row.locator('summary').first().click();
    expect(await row.locator('del, ins').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('/kurallar/degisiklikler/ lists changes with both editions linked', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/kurallar/degisiklikler/`);
    expect(await page.locator('a[href^="/m/2001/"]').count()).toBeGreaterThan(30);
    expect(await page.locator('a[href^="/m/"]:not([href^="/m/2001/"])').count()).toBeGreaterThan(30);
  });
});
