// The home page at the board (#33): the first screen of a 320 and a 390 px phone holds a large field
// for an article number or a word and one tap to each arbiter's tool and to the candidate's study; the
// study tile continues where the stored progress left off. The prose comes after.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

const TOOLS = ['/araclar/cezalar/', '/senaryolar/dene/', '/araclar/olu-konum/', '/sinav/'];

describe('home page, first phone screen', () => {
  it.each([
    [320, 568],
    [390, 844],
  ])('%i × %i: the search field and the tools above the fold, 44 px targets', async (width, height) => {
    const ctx = await (await browser()).newContext({ viewport: { width, height }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/`);
      const field = (await page.locator('#home-search-q').boundingBox())!;
      expect(field.y + field.height).toBeLessThanOrEqual(height);
      expect(field.height).toBeGreaterThanOrEqual(44);
      expect(field.width).toBeGreaterThan(width * 0.5);
      for (const href of TOOLS) {
        const box = (await page.locator(`.home-tiles a[href="${href}"]`).boundingBox())!;
        expect(box.y + box.height, href).toBeLessThanOrEqual(height);
        expect(box.height, href).toBeGreaterThanOrEqual(44);
      }
      // The prose comes after the tools.
      const lead = (await page.locator('p.lead').boundingBox())!;
      expect(lead.y).toBeGreaterThan(field.y);
    } finally {
      await ctx.close();
    }
  });

  it('an article number typed on the home page opens the article in one step', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/`);
      await page.fill('#home-search-q', 'A.5.2');
      await page.press('#home-search-q', 'Enter');
      await page.waitForURL((u) => /\/kurallar\/ek-a\/#A\.5\.2$/.test(decodeURIComponent(u.href)));
    } finally {
      await ctx.close();
    }
  });

  it('the study tile continues an unfinished mock exam from the stored progress', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/`);
      expect(await page.locator('a[data-resume]').getAttribute('href')).toBe('/sinav/');
      await page.evaluate(() =>
        localStorage.setItem(
          'satranc-kurallari:sinav',
          JSON.stringify({
            version: 1,
            step: 3,
            boxes: {},
            review: [],
            history: [],
            exam: { ids: ['a', 'b'], answers: {}, current: 0, startedAt: 1, seed: 1, finishedAt: null },
          }),
        ),
      );
      await page.reload();
      await page.waitForFunction(() => document.querySelector('a[data-resume]')?.getAttribute('href') === '/sinav/deneme/');
      expect(await page.locator('a[data-resume]').innerText()).toContain('Yarım kalan deneme sınavı: 1. soru');
    } finally {
      await ctx.close();
    }
  });
});
