// The penalty card (/araclar/cezalar/) in Chromium: the 2023 card shows, the 2018 one on the toggle
// (no script needed), the cells link articles and scenarios, the disputed 2023 blitz point is marked,
// it fits a 320 px phone (the tables scroll inside labelled regions), and it prints on one A4 page.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

describe('penalty card', () => {
  it('shows the edition in force, switches to 2018, links articles, scenarios and the disputed point', async () => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 320, height: 700 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/araclar/cezalar/`);
      const card2023 = page.locator('[data-penalty-card="2023"]');
      const card2018 = page.locator('[data-penalty-card="2018"]');
      expect(await card2023.isVisible()).toBe(true);
      expect(await card2018.isVisible()).toBe(false);
      // Every cell has an outcome and at least one article link at its address in the edition in force (/m/N/).
      const cells = card2023.locator('td[data-cell]');
      expect(await cells.count()).toBe(9 * 7);
      for (const href of await card2023.locator('.pc-arts a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/m\/(?!2018\/|2001\/)[^/]+\/$/);
      expect(await card2023.locator('a.pc-scn').count()).toBeGreaterThan(5);
      // The disputed point (2023 blitz, an arbiter per game) is marked in its cells and explained below.
      const disputed = card2023.locator('td[data-cell="2023|illegal-first|blitz|per-game"] .pc-warn');
      expect(await disputed.count()).toBe(1);
      expect(await card2023.locator('.pc-notes li').first().innerText()).toMatch(/B\.2/);
      // No sideways scroll of the page; the tables scroll in focusable, labelled regions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const region of await card2023.locator('.pc-scroll').all()) {
        expect(await region.getAttribute('tabindex')).toBe('0');
        expect(await region.getAttribute('aria-label')).toBeTruthy();
      }
      await page.locator('label', { hasText: '2018 metni' }).click();
      expect(await card2023.isVisible()).toBe(false);
      expect(await card2018.isVisible()).toBe(true);
      for (const href of await card2018.locator('.pc-arts a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/m\/2018\//);
    } finally {
      await ctx.close();
    }
  });

  it('is linked from the home page and the tools index', async () => {
    const ctx = await (await browser()).newContext();
    const page = await ctx.newPage();
    try {
      for (const path of ['/', '/araclar/']) {
        await page.goto(`${base}${path}`);
        expect(await page.locator('main a[href="/araclar/cezalar/"]').count(), path).toBeGreaterThan(0);
      }
    } finally {
      await ctx.close();
    }
  });

  it('prints on one A4 page', async () => {
    const ctx = await (await browser()).newContext();
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/araclar/cezalar/`);
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBe(1);
    } finally {
      await ctx.close();
    }
  });

  it('narrows to one time control and one supervision at 320 px, remembered; no column off-screen', async () => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 320, height: 700 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/araclar/cezalar/`);
      const card = page.locator('[data-penalty-card="2023"]');
      // All columns: the rapid table's last column ("Kısmi gözetim") is inside the screen.
      const lastHead = card.locator('table[data-category="rapid"] thead th').last();
      expect(await lastHead.innerText()).toContain('Kısmi');
      const box = (await lastHead.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      // My game: rapid, partial supervision → one table, one column of decisions.
      await page.locator('#pc-cat').selectOption('rapid');
      await page.locator('#pc-col').selectOption('partial');
      const visibleTables = await card
        .locator('table')
        .evaluateAll((ts) => ts.filter((t) => (t as HTMLElement).offsetParent !== null).map((t) => (t as HTMLElement).dataset.category));
      expect(visibleTables).toEqual(['rapid']);
      const heads = await card
        .locator('table[data-category="rapid"] thead th')
        .evaluateAll((ths) => ths.filter((t) => (t as HTMLElement).offsetParent !== null).map((t) => (t as HTMLElement).innerText));
      expect(heads).toEqual(['Durum', 'Kısmi gözetim']);
      const cells = card.locator('table[data-category="rapid"] td[data-cell]');
      const shown = await cells.evaluateAll((tds) =>
        tds.filter((t) => (t as HTMLElement).offsetParent !== null).map((t) => (t as HTMLElement).dataset.cell),
      );
      expect(shown.length).toBe(9);
      expect(shown.every((c) => c!.endsWith('|rapid|partial'))).toBe(true);
      // Kept for the next visit.
      await page.reload();
      expect(await page.locator('#pc-cat').inputValue()).toBe('rapid');
      expect(await page.locator('#pc-col').inputValue()).toBe('partial');
    } finally {
      await ctx.close();
    }
  });
});
