// Real-browser test of the dead-position tool (/araclar/olu-konum/): the static board without
// JavaScript; with it, one winnable and one unwinnable position analysed in the Web Worker
// through the UI, a bad FEN answered in Turkish without losing the input; a position set up with
// the board editor (no FEN typed) and decided, on a 320 px phone too; no page errors and no requests
// leaving the site.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser, islandPage, staticPageOk } from '../support/browser.ts';

const base = inject('baseUrl');
const URL_PATH = '/araclar/olu-konum/';

afterAll(closeBrowser);

describe('dead-position tool', () => {
  it('reads without JavaScript: text, article links and a static board', async () => {
    const { page: p, close } = await staticPageOk(base, URL_PATH);
    expect(await p.locator('h1').innerText()).toContain('Ölü konum');
    expect(await p.locator('main a[href="/m/5.2.2/"]').count()).toBeGreaterThan(0);
    expect(await p.locator('main a[href="/m/6.9/"]').count()).toBeGreaterThan(0);
    expect(await p.locator('.dpt-static svg[role="img"]').count()).toBe(1);
    await close();
  });

  it('answers a winnable and an unwinnable position through the UI, and a bad FEN in Turkish', async () => {
    // client:visible: wait until React has hydrated the tool.
    const { page, errors, external } = await islandPage(base, URL_PATH, '#dpt-fen', '.dpt');
    const fen = page.locator('#dpt-fen');
    const result = page.locator('.dpt-result');

    // Winnable: White mates at once (Vf8#), so the helpmate line in Turkish SAN is shown.
    await fen.fill('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
    await page.locator('input[name="side"][value="white"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="winnable"]').waitFor();
    expect(await result.innerText()).toContain('Beyaz mat edebilir');
    expect(await page.locator('.dpt-line').innerText()).toContain('Vf8#');

    // Unwinnable: locked pawn chains and bishops on one colour.
    await fen.fill('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    await page.locator('input[name="side"][value="black"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="unwinnable"]').waitFor();
    expect(await result.innerText()).toContain('Siyah mat edemez (ölü konum / 6.9 beraberlik)');
    // The engine's proof, in Turkish: which argument decided it.
    expect((await page.locator('[data-proof]').innerText()).length).toBeGreaterThan(20);

    // Both sides in one run (5.2.2): the same locked position is dead.
    await page.locator('input[name="side"][value="both"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="both"] [data-dead="dead"]').waitFor();
    expect(await result.innerText()).toContain('Konum ölü');
    expect(await page.locator('[data-side-answer]').count()).toBe(2);

    // A bad FEN: a Turkish message, and the text typed stays in the field.
    await fen.fill('8/8/8/8 w');
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="error"]').waitFor();
    expect(await result.innerText()).toMatch(/yatay|FEN/);
    expect(await fen.inputValue()).toBe('8/8/8/8 w');

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('decides a position set up with the board editor, the FEN field following it, on a 320 px phone', async () => {
    const { page, errors, external } = await islandPage(base, URL_PATH, '#dpt-fen', '.dpt');
    await page.setViewportSize({ width: 320, height: 640 });
    const fen = page.locator('#dpt-fen');
    const editor = page.locator('[data-board-editor]');
    await editor.locator('[data-editor-clear]').click();
    expect(await fen.inputValue()).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
    const put = async (piece: string, ...squares: string[]) => {
      await editor.locator(`[data-palette="${piece}"]`).click();
      for (const sq of squares) await editor.locator(`[data-square="${sq}"]`).click();
    };
    // King and knight against a lone king: neither side can mate, the position is dead (5.2.2).
    await put('wK', 'e1');
    expect(await editor.locator('[data-setup-problems]').innerText()).toContain('Siyahın şahı yok');
    await put('bK', 'e8');
    await put('wN', 'd4');
    await put('wR', 'h1');
    expect(await editor.locator('[data-castle]').count()).toBe(1);
    await put('erase', 'h1');
    expect(await editor.locator('[data-castle]').count()).toBe(0);
    await editor.locator('[data-turn="black"]').check();
    expect(await fen.inputValue()).toBe('4k3/8/8/8/3N4/8/8/4K3 b - - 0 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.locator('input[name="side"][value="both"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="both"] [data-dead="dead"]').waitFor();
    expect(await page.locator('[data-side-answer]').count()).toBe(2);
    // The side-specific question (6.9) stays: the same position, White's answer alone.
    await page.locator('input[name="side"][value="white"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="unwinnable"]').waitFor();
    expect(await page.locator('.dpt-result').innerText()).toContain('Beyaz mat edemez');
    // Typing a FEN moves the editor's pieces.
    await fen.fill('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
    expect(await editor.locator('[data-square="f7"]').getAttribute('data-piece')).toBe('wQ');
    expect(await editor.locator('[data-square="e8"]').getAttribute('data-piece')).toBeNull();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('reads a placement-only FEN as typed off the board, cites 2023 numbers, and puts the field first on a phone', async () => {
    const { page, errors } = await islandPage(base, URL_PATH, '#dpt-fen', '.dpt');
    await page.setViewportSize({ width: 390, height: 844 });
    const fen = page.locator('#dpt-fen');
    await fen.fill('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3');
    expect(await page.locator('[data-fen-assumed]').innerText()).toContain('Beyaz oynayacak kabul edildi');
    expect(await page.locator('[data-setup-problems="true"]').count()).toBe(0);
    await page.locator('input[name="side"][value="both"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="both"] [data-dead="dead"]').waitFor();
    // A FEN without castling, en passant and counters is read the same way.
    await fen.fill('7k/5Q2/6K1/8/8/8/8/8 w');
    expect(await page.locator('[data-setup-problems="true"]').count()).toBe(0);
    await page.locator('input[name="side"][value="white"]').check();
    await page.getByRole('button', { name: 'Çözümle' }).click();
    await page.locator('.dpt-result[data-verdict="winnable"]').waitFor();
    // The rapid/blitz article of the edition in force, not its 2018 number.
    const main = await page.locator('main').innerText();
    expect(main).toContain('Ek A.5.3');
    expect(await page.locator('main a[href="/m/A.4.3/"]').count()).toBe(0);
    // The FEN field above the board editor, and one board on the page once the tool runs.
    const field = (await fen.boundingBox())!;
    const board = (await page.locator('[data-board-editor]').boundingBox())!;
    expect(field.y).toBeLessThan(board.y);
    expect(await page.locator('.dpt-static').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what is typed while the tool hydrates on a throttled phone (10 runs)', async () => {
    const typed = '8/8/4k3/8/8/3K4/8/8 w - - 0 1';
    const lost: string[] = [];
    for (let run = 0; run < 10; run++) {
      const ctx = await (
        await browser()
      ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${base}${URL_PATH}`, { waitUntil: 'commit' });
      // Typing starts as soon as the server-rendered field exists and goes on while the island loads.
      await page.locator('#dpt-fen').waitFor();
      await page.locator('#dpt-fen').fill('');
      await page.locator('#dpt-fen').pressSequentially(typed, { delay: 15 });
      await page.locator('.dpt[data-ready="true"]').waitFor();
      const value = await page.locator('#dpt-fen').inputValue();
      if (value !== typed) lost.push(`run ${run + 1}: “${value}”`);
      await ctx.close();
    }
    expect(lost).toEqual([]);
  });
});
