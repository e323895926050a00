// Tools keep what was typed before they hydrated: the dead-position, tie-break and pairing islands hydrate
// when scrolled into view (client:visible), late on a slow phone. With the CPU throttled (CDP) and
// the island's code held back until the typing is done (so the order is certain, not a race), the
// typed FEN / tie-break codes are what the tool analyses once it runs.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

/** A phone-sized page with a 4× slower CPU whose island module (matching `module`) waits for `release()`. */
async function slowPage(module: RegExp): Promise<{ page: Page; release: () => void; close: () => Promise<void> }> {
  const ctx = await (
    await browser()
  ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(module, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { page, release, close: () => ctx.close() };
}

describe('typing before the island hydrates', () => {
  it('dead-position tool: the typed FEN is analysed, not the example', async () => {
    const { page, release, close } = await slowPage(/\/_astro\/DeadPositionTool\.[^/]+\.js$/);
    try {
      await page.goto(`${base}/araclar/olu-konum/`);
      const fen = page.locator('#dpt-fen');
      await fen.fill('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
      expect(await page.locator('astro-island[ssr] #dpt-fen').count()).toBe(1); // not hydrated yet
      release();
      await page.locator('.dpt[data-ready="true"]').waitFor();
      expect(await fen.inputValue()).toBe('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
      await page.locator('input[name="side"][value="white"]').check();
      await page.getByRole('button', { name: 'Çözümle' }).click();
      await page.locator('.dpt-result[data-verdict="winnable"]').waitFor();
      expect(await page.locator('.dpt-line').innerText()).toContain('Vf8#');
      // Notation fields: no capitalisation, correction or spell-check on a phone.
      expect(
        await fen.evaluate((e) => [e.getAttribute('autocapitalize'), e.getAttribute('autocorrect'), e.getAttribute('spellcheck')]),
      ).toEqual(['off', 'off', 'false']);
    } finally {
      await close();
    }
  });

  it('tie-break tool: the typed codes are the ones computed', async () => {
    const { page, release, close } = await slowPage(/\/_astro\/TiebreakTool\.[^/]+\.js$/);
    try {
      await page.goto(`${base}/araclar/esitlik-bozma/`);
      await page.locator('#tbt-codes').fill('SB');
      release();
      await page.locator('.tbt[data-ready="true"]').waitFor();
      expect(await page.locator('#tbt-codes').inputValue()).toBe('SB');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const headers = await page.locator('.tbt-result thead th').allInnerTexts();
      expect(headers).toContain('SB');
      expect(headers).not.toContain('BH/C1');
    } finally {
      await close();
    }
  });
  it('pairing tool: the pasted TRF is the one paired', async () => {
    const { page, release, close } = await slowPage(/\/_astro\/PairingTool\.[^/]+\.js$/);
    try {
      await page.goto(`${base}/araclar/eslendirme/`);
      const two =
        '001    1      Ali Can                           2210                             0.0\n001    2      Veli Su                           2100                             0.0\nXXR 5\n';
      await page.locator('#esl-text').fill(two);
      release();
      await page.locator('.esl[data-ready="true"]').waitFor();
      expect(await page.locator('#esl-text').inputValue()).toBe(two);
      await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
      await page.locator('.esl-result[data-state="pair"]').waitFor();
      expect(await page.locator('.esl-table tbody tr').count()).toBe(1);
      expect(await page.locator('.esl-table tbody').innerText()).toContain('Ali Can');
    } finally {
      await close();
    }
  });
});
