// Real-browser tests of scenario boards and the sandbox: static board and timeline without
// JavaScript, no board code before a board nears the viewport, the live board (64 squares) once it
// does (time measured and printed), stepping through events, the ruling with article links, and
// seed 003's ruling reproduced in the sandbox by dragging and clicking.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
const slugs = readdirSync('content/senaryolar').filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));

afterAll(closeBrowser);

const boardCode = (urls: string[]) => urls.filter((u) => /chessboard|ScenarioPlayer|client\.|react/i.test(u));

describe('scenario pages', () => {
  it('exist in number and are listed in the catalogue by article', async () => {
    expect(slugs.length).toBeGreaterThanOrEqual(30);
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/`);
    const links = await page.locator('main a[href^="/senaryolar/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const s of slugs) expect(links).toContain(`/senaryolar/${s}/`);
    expect(errors).toEqual([]);
  });

  it('read without JavaScript: static board with data-fen, the events and the ruling', async () => {
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${base}/senaryolar/${slugs[0]}/`);
    const root = p.locator('.scn').first();
    expect(await root.getAttribute('data-fen')).toMatch(/^[1-8pnbrqkPNBRQK/]+ [wb] /);
    expect(await p.locator('.scn svg[role="img"]').count()).toBeGreaterThan(0);
    expect(await p.locator('.scn-events li').count()).toBeGreaterThan(0);
    expect(await p.locator('[data-ruling]').isVisible()).toBe(true);
    expect(await p.locator('[data-ruling] a[data-article-link]').count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('load no board code until the board nears the viewport, then the live board within 1 s', async () => {
    const { page, errors, external } = await openPage(base);
    await page.setViewportSize({ width: 1000, height: 500 });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // A law page that lists scenarios but shows none: no board code at all.
    await page.goto(`${base}/kurallar/madde-4/`, { waitUntil: 'networkidle' });
    expect(boardCode(requested)).toEqual([]);
    // A scenario page whose board stands far below the fold: a spacer is put before it while the
    // HTML is still being parsed, before the island can see the viewport.
    requested.length = 0;
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        const el = document.querySelector('[data-scenario]');
        if (!el) return;
        const spacer = document.createElement('div');
        spacer.style.height = '4000px';
        el.before(spacer);
        obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/senaryolar/${slugs[0]}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const before = boardCode(requested).filter((u) => /chessboard/i.test(u));
    expect(before).toEqual([]);
    const t0 = Date.now();
    await page.locator('[data-scenario]').scrollIntoViewIfNeeded();
    await page.locator('[data-live-board] [data-squareid]').nth(63).waitFor({ timeout: 5000 });
    const ms = Date.now() - t0;
    console.log(`scenario: live board ready ${ms} ms after scrolling to it`);
    expect(await page.locator('[data-live-board] [data-squareid]').count()).toBe(64);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  it('step through the events and show the ruling with article links', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/${slugs[0]}/`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    const root = page.locator('.scn').first();
    const n = await page.locator('.scn-events li').count();
    expect(await page.locator('[data-ruling]').isVisible()).toBe(false);
    const fens = [await root.getAttribute('data-fen')];
    for (let i = 0; i < n; i++) {
      await page.click('[data-ctl="next"]');
      expect(await root.getAttribute('data-step')).toBe(String(i));
      fens.push(await root.getAttribute('data-fen'));
    }
    expect(await page.locator('[data-ruling]').isVisible()).toBe(true);
    const links = await page.locator('[data-ruling] a[data-article-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l).toMatch(/^\/m\/(2001\/)?[0-9A-D][0-9A-Za-z.]*\/$/);
    await page.keyboard.press('Home');
    await root.focus();
    await page.keyboard.press('Home');
    expect(await root.getAttribute('data-step')).toBe('-1');
    await page.keyboard.press('End');
    expect(await root.getAttribute('data-step')).toBe(String(n - 1));
    expect(errors).toEqual([]);
  });

  it('a scenario whose ruling differs between 2018 and 2023 shows both, the 2023 one first, with the differing articles marked', async () => {
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${base}/senaryolar/hizli-satrancta-gecersiz-hamleye-hemen-itiraz/`);
    const box = p.locator('[data-editions]');
    expect(await box.count()).toBe(1);
    const cols = box.locator('[data-edition]');
    expect(await cols.evaluateAll((els) => els.map((e) => e.getAttribute('data-edition')))).toEqual(['2023', '2018']);
    const y2023 = (await cols.nth(0).innerText()).replace(/\s+/g, ' ');
    const y2018 = (await cols.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(y2023).toMatch(/Yürürlükteki 2023 kurallarına göre/);
    expect(y2023).toMatch(/1 dakika eklenir/);
    expect(y2018).toMatch(/2 dakika eklenir/);
    expect(await cols.nth(0).locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['A.3', 'A.5.2']));
    expect(await cols.nth(1).locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['A.4.2']));
    // A scenario the editions rule alike says so in one line.
    await p.goto(`${base}/senaryolar/${slugs.find((s) => s === 'iki-elle-rok') ?? slugs[0]}/`);
    expect(await p.locator('[data-editions]').count()).toBe(0);
    expect(await p.locator('[data-editions-same]').innerText()).toMatch(/karar aynıdır/);
    await ctx.close();
  });

  it('every scenario page renders without errors', async () => {
    const { page, errors } = await openPage(base);
    for (const s of slugs) {
      await page.goto(`${base}/senaryolar/${s}/`);
      await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    }
    expect(errors).toEqual([]);
  });
});

describe('sandbox', () => {
  async function drag(page: Page, from: string, to: string) {
    await page.dragAndDrop(`[data-live-board] [data-squareid="${from}"]`, `[data-live-board] [data-squareid="${to}"]`);
  }

  /** The sandbox with the live board ready and these moves dragged into the game's history. */
  async function sandboxAfter(...moves: [string, string][]) {
    const opened = await openPage(base);
    await opened.page.goto(`${base}/senaryolar/dene/`);
    await opened.page.locator('[data-live-board] [data-squareid]').first().waitFor();
    await opened.page.click('[data-mode-btn="moves"]');
    for (const [from, to] of moves) await drag(opened.page, from, to);
    return opened;
  }

  it("reproduces seed 003's ruling by dragging and clicking", async () => {
    const { page, errors, external } = await openPage(base);
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    await page.click('[data-mode-btn="setup"]');
    await page.fill('[data-fen-input]', '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47');
    await page.click('[data-apply-fen]');
    await page.click('[data-mode-btn="moves"]');
    await drag(page, 'g7', 'g5');
    await expect(page.locator('[data-moves]').textContent()).resolves.toBe('g5');
    await page.click('[data-mode-btn="events"]');
    await page.click('[data-live-board] [data-squareid="g5"]');
    await page.click('[data-live-board] [data-squareid="h4"]');
    await drag(page, 'h4', 'g5');
    await page.click('[data-event="press"]');
    await expect(page.locator('[data-events] li').count()).resolves.toBe(4);
    const obligation = await page.locator('[data-obligation]').textContent();
    expect(obligation).toContain('fxg6');
    const articles = await page.locator('[data-ruling] a[data-article-link]').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.articleLink));
    for (const a of ['3.9.2', '7.5.1', '7.5.5', '4.3.3']) expect(articles).toContain(a);
    // The scenario lives in the URL: a reload brings it back.
    await page.reload();
    await page.locator('[data-events] li').nth(3).waitFor();
    expect(await page.locator('[data-obligation]').textContent()).toContain('fxg6');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  it('enters clocks and a wrongly set clock, messages beside the controls, and shows the corrected times (6.10.2)', async () => {
    const { page, errors } = await sandboxAfter(['e2', 'e4'], ['e7', 'e5']);
    await page.fill('[data-clock-white]', '20:00');
    await page.fill('[data-clock-black]', 'yirmi');
    await page.click('[data-apply-clocks]');
    // A bad reading is explained beside the clocks; nothing entered is lost.
    expect(await page.locator('[data-field-notice="clocks"]').textContent()).toContain('Siyah');
    expect(await page.locator('[data-moves]').textContent()).toBe('e4 e5');
    await page.fill('[data-clock-black]', '0:00');
    await page.click('[data-apply-clocks]');
    expect(await page.locator('[data-field-notice="clocks"]').count()).toBe(0);
    await page.click('[data-mode-btn="events"]');
    await page.selectOption('[data-found-kind]', 'clock-setting');
    await page.click('[data-event="found"]');
    expect(await page.locator('[data-field-notice="found"]').textContent()).toContain('90+0');
    await page.fill('[data-found-extra]', '90+0');
    await page.click('[data-event="found"]');
    // Tempo 90+30 (the sandbox's default) set as 90+0: one increment each, and Black's fallen flag does not end the game.
    await expect(page.locator('[data-ruling-clocks]').textContent()).resolves.toContain('Beyaz 20:30, Siyah 0:30');
    const articles = await page.locator('[data-ruling] a[data-article-link]').evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.articleLink));
    expect(articles).toContain('6.10.2');
    expect(await page.locator('[data-ruling] strong').first().textContent()).toBe('Oyun devam eder');
    expect(errors).toEqual([]);
  });

  it('explains a broken FEN in Turkish and keeps what was entered', async () => {
    const { page, errors } = await sandboxAfter(['e2', 'e4']);
    await page.click('[data-mode-btn="setup"]');
    await page.fill('[data-fen-input]', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await page.click('[data-apply-fen]');
    expect(await page.locator('[data-notice]').textContent()).toMatch(/FEN geçersiz/);
    expect(await page.inputValue('[data-fen-input]')).toContain('/9/');
    expect(await page.locator('[data-moves]').textContent()).toBe('e4');
    await page.fill('[data-json-input]', '{"events": 5}');
    await page.click('[data-import-json]');
    expect(await page.locator('[data-notice]').textContent()).toContain('events');
    expect(await page.locator('[data-moves]').textContent()).toBe('e4');
    expect(errors).toEqual([]);
  });
});
