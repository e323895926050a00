// At the board on a phone (#26 item 7): tap-tap places a piece in the sandbox's events mode as in
// moves mode; an impossible but readable position is called a position against the rules, with the
// reason; lists joined across lines keep their spaces.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

describe('phone details', () => {
  it('sandbox events mode: tap a piece, tap a square → touch, then the piece released there', async () => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/senaryolar/dene/`);
      await page.locator('[data-sandbox] [data-squareid="e2"]').first().waitFor();
      await page.locator('[data-mode-btn="events"]').click();
      await page.locator('[data-sandbox][data-mode="events"] [data-squareid="e2"]').first().waitFor();
      await page.locator('[data-sandbox] [data-squareid="e2"]').first().click();
      await page.locator('[data-sandbox] [data-squareid="e5"]').first().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-events] li').length === 2, undefined, { timeout: 0 });
      const events = await page.locator('[data-events] li').allInnerTexts();
      expect(events[0]).toMatch(/e2/);
      expect(events[1]).toMatch(/e2.*e5/);
    } finally {
      await ctx.close();
    }
  });

  it('dead-position tool: kings side by side is a position against the rules, with the reason', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/araclar/olu-konum/`);
      await page.locator('#dpt-fen').scrollIntoViewIfNeeded();
      await page.locator('.dpt[data-ready="true"]').waitFor();
      await page.locator('#dpt-fen').fill('8/8/8/8/8/8/8/kK6 w - - 0 1');
      await page.getByRole('button', { name: 'Çözümle' }).click();
      await page.locator('.dpt-result[data-verdict="error"]').waitFor();
      const text = await page.locator('.dpt-result').innerText();
      expect(text).toMatch(/^Kural dışı konum\. \S/);
      expect(text).not.toContain('okunamadı');
    } finally {
      await ctx.close();
    }
  });

  it('the exam page keeps the spaces of its lists', async () => {
    const ctx = await (await browser()).newContext();
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/sinav/`);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/senaryo,\d|uygulama,\d/);
    } finally {
      await ctx.close();
    }
  });
});

describe('the exam on a phone', () => {
  it('/sinav/ starts with the way into the mock exam, within the first screen', async () => {
    const ctx = await (await browser()).newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}/sinav/`);
      const box = await page.locator('main a[data-exam-top]').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThan(740);
      expect(await page.locator('main a[data-exam-top]').getAttribute('href')).toBe('/sinav/deneme/');
    } finally {
      await ctx.close();
    }
  });
});
