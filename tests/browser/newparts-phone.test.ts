// The new parts on a 390 px phone: a Guidelines III.5 scenario page and a Chess960 one render their
// ruling steps without sideways scroll, and the sandbox sets up a Chess960 position (a random II.2
// start, then a typed FEN) and castles in the moves and the events modes (Guidelines II.3).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser } from '../support/browser.ts';

const base = inject('baseUrl');
const WIDTH = 390;

afterAll(closeBrowser);

/** A phone page that records errors; `run` gets it, the context is closed afterwards. */
async function onPhone(path: string, run: (page: Page, errors: string[]) => Promise<void>) {
  const ctx = await (
    await browser()
  ).newContext({ viewport: { width: WIDTH, height: 800 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  try {
    await page.goto(`${base}${path}`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    await run(page, errors);
  } finally {
    await ctx.close();
  }
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const articleLinks = (page: Page) =>
  page.locator('[data-ruling] a[data-article-link]').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.articleLink ?? ''));

describe(`new parts at ${WIDTH} px`, () => {
  it.each([
    ['/senaryolar/normal-yollarla-kazanamaz-beraberlik/', 'III.5'],
    ['/senaryolar/c960-yer-degistiren-rok/', 'II.3'],
  ])('%s shows its ruling steps citing %s', async (path, cited) => {
    await onPhone(path, async (page, errors) => {
      expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
      await page.locator('[data-ctl="last"]').click();
      const ruling = page.locator('[data-ruling]').first();
      await ruling.waitFor({ state: 'visible' });
      expect(await ruling.locator('h3').textContent()).toMatch(/^Karar/);
      expect(await page.locator('[data-ruling] .scn-steps li').count()).toBeGreaterThan(0);
      expect((await articleLinks(page)).some((a) => a.startsWith(cited))).toBe(true);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
      expect(errors).toEqual([]);
    });
  });

  it('the sandbox sets up a Chess960 position and castles (II.2, II.3)', async () => {
    await onPhone('/senaryolar/dene/', async (page, errors) => {
      // A random II.2 start: Shredder-FEN rights, the variant chosen with it.
      await page.locator('[data-random-960]').click();
      expect(await page.locator('[data-variant]').inputValue()).toBe('chess960');
      await page.locator('[data-mode-btn="setup"]').click();
      expect(await page.locator('[data-fen-input]').inputValue()).toMatch(
        /^([rnbqk]{8})\/p{8}\/8\/8\/8\/8\/P{8}\/[RNBQK]{8} w [A-H]{2}[a-h]{2} - 0 1$/,
      );
      // King f1, rooks e1 and g1: the king takes its g1 rook, O-O swaps them (II.3.2.2).
      await page.fill('[data-fen-input]', 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1');
      await page.click('[data-apply-fen]');
      expect(await page.locator('[data-board-editor] [data-castle]').count()).toBe(4);
      await page.click('[data-mode-btn="moves"]');
      await page.locator('[data-live-board] [data-square="f1"][data-piece="wking"]').waitFor();
      await page.click('[data-live-board] [data-squareid="f1"]');
      await page.click('[data-live-board] [data-squareid="g1"]');
      await expect(page.locator('[data-moves]').textContent()).resolves.toBe('O-O');
      await page.locator('[data-live-board] [data-square="g1"][data-piece="wking"]').waitFor();
      await page.locator('[data-live-board] [data-square="f1"][data-piece="wrook"]').waitFor();
      expect(await page.locator('[data-ruling-summary]').textContent()).toContain('Siyah');
      // Black castles at the board (king and rook change places, II.3.2.2), then presses the clock.
      await page.click('[data-mode-btn="events"]');
      await page.click('[data-event="castle-king"]');
      await page.click('[data-event="press"]');
      await page.locator('[data-events] li').nth(1).waitFor();
      await page.locator('[data-live-board] [data-square="g8"][data-piece="bking"]').waitFor();
      await page.locator('[data-live-board] [data-square="f8"][data-piece="brook"]').waitFor();
      expect(await page.locator('[data-ruling] [data-error]').count()).toBe(0);
      expect((await articleLinks(page)).some((a) => a.startsWith('II.3'))).toBe(true);
      expect(await page.locator('[data-ruling-summary]').textContent()).toContain('Beyaz');
      // The variant is kept in the address: a reload brings the Chess960 game back.
      await page.reload();
      await page.locator('[data-events] li').nth(1).waitFor();
      expect(await page.locator('[data-variant]').inputValue()).toBe('chess960');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
      expect(errors).toEqual([]);
    });
  });

  it('the sandbox shows a Chess960 touch-move obligation as castling on the touched rook’s side (4.4.1, 4.4.3)', async () => {
    await onPhone('/senaryolar/dene/', async (page, errors) => {
      await page.locator('[data-random-960]').click();
      await page.locator('[data-mode-btn="setup"]').click();
      // King b1, rooks a1 and h1; Black's rook on f8 holds f1, so only the c side can castle.
      await page.fill('[data-fen-input]', 'rk3r2/pp4pp/8/8/8/8/PP4PP/RK5R w HAa - 0 14');
      await page.click('[data-apply-fen]');
      await page.click('[data-mode-btn="events"]');
      await page.locator('[data-live-board] [data-square="b1"][data-piece="wking"]').waitFor();
      // The king, tapped twice (touched, then let go), then the a1 rook: castle on the c side.
      for (const sq of ['b1', 'b1', 'a1']) await page.click(`[data-live-board] [data-squareid="${sq}"]`);
      await expect.poll(() => page.locator('[data-obligation]').textContent()).toContain('c yanına rok yapmak');
      expect((await articleLinks(page)).some((a) => a === '4.4.1')).toBe(true);
      // Castling with the touched h1 rook is illegal (f1 attacked): move the king, O-O-O included.
      await page.click('[data-live-board] [data-squareid="a1"]');
      await page.click('[data-mode-btn="setup"]');
      await page.click('[data-apply-fen]');
      await page.click('[data-mode-btn="events"]');
      for (const sq of ['b1', 'b1', 'h1']) await page.click(`[data-live-board] [data-squareid="${sq}"]`);
      await expect.poll(() => page.locator('[data-obligation]').textContent()).toContain('şahıyla oynamak');
      expect(await page.locator('[data-obligation]').textContent()).toContain('O-O-O');
      expect((await articleLinks(page)).some((a) => a === '4.4.3')).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
