// Real-browser tests of scenario boards and the sandbox: static board and timeline without
// JavaScript, no board code before a board nears the viewport, the live board (64 squares) once it
// does (time measured and printed), stepping through events, the ruling with article links, and
// seed 003's ruling reproduced in the sandbox by dragging and clicking; on a phone (320 px): no
// horizontal scroll, board and ruling in one screen, the live board's time printed; the board editor,
// messages beside their controls in Turkish, one notation per view, the player's keys and layout.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';
import { computeScenario } from '../../src/browser/scenario/compute.ts';
import { parseFrontmatter } from '@astrojs/markdown-remark';

const base = inject('baseUrl');
// Staged scenarios (`_*.mdx`) are not built.
const slugs = readdirSync('content/senaryolar')
  .filter((f) => f.endsWith('.mdx') && !f.startsWith('_'))
  .map((f) => f.replace(/\.mdx$/, ''));

afterAll(closeBrowser);
// Each test opens its own pages; closed after it, no page of an earlier test (nor its service worker
// filling the offline cache in the background) competes with the next one, whose times are printed.
afterEach(async () => {
  for (const c of (await browser()).contexts()) await c.close();
});

/** A piece move in SAN with English letters (K Q R B N) standing as a word of a text. */
const ENGLISH_SAN = /(?<![\p{L}\p{N}])[QRBN][a-h]?[1-8]?x?[a-h][1-8]/u;
/** The same with Turkish letters (Ş V K F A; K is left out, the two alphabets share it). */
const TURKISH_SAN = /(?<![\p{L}\p{N}])[ŞVFA][a-h]?[1-8]?x?[a-h][1-8]/u;

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

  it('a law page loads no board code; a scenario page preloads its board and shows it live (time printed)', async () => {
    const { page, errors, external } = await openPage(base);
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // A law page that lists scenarios but shows none: no board code at all.
    await page.goto(`${base}/kurallar/madde-4/`, { waitUntil: 'networkidle' });
    expect(boardCode(requested)).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    // A scenario page: the board is what the page is for, so every module it needs (the player, React)
    // is announced in <head> and downloads while the page is parsed. The board is the site's own SVG:
    // no board library is loaded at all.
    requested.length = 0;
    const t0 = Date.now();
    await page.goto(`${base}/senaryolar/${slugs[0]}/`);
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
    expect(preloads.some((u) => /ScenarioPlayer/.test(u))).toBe(true);
    await page.locator('[data-live-board] [data-squareid]').nth(63).waitFor();
    expect(preloads.filter((u) => /chessboard/.test(u))).toEqual([]);
    expect(requested.filter((u) => /chessboard/.test(u))).toEqual([]);
    console.log(`scenario: live board ready ${Date.now() - t0} ms after navigation (unthrottled)`);
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
    for (const l of links) expect(l).toMatch(/^\/m\/(2001\/|2023\/)?[0-9A-D][0-9A-Za-z.]*\/$/);
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

  // One page after another, each waiting for its live board (no fixed wait): the bound grows with the pages.
  it(
    'every scenario page renders without errors, shows the 2023 ruling first, and "Sürümlere göre karar farklı" exactly where the engine finds the outcome different',
    { timeout: 900_000 },
    async () => {
      // What the engine says of each page's scenario: does any older edition's outcome differ from 2023's?
      const differs = new Map(
        slugs.map((s) => {
          const file = `content/senaryolar/${s}.mdx`;
          const c = computeScenario(parseFrontmatter(readFileSync(file, 'utf8')).frontmatter.scenario);
          if (!c.ok) throw new Error(`${file}: ${c.error}`);
          return [s, c.value.view.others.some((o) => o.differs)];
        }),
      );
      // Both kinds exist, or the check below would prove nothing.
      expect([...differs.values()]).toContain(true);
      expect([...differs.values()]).toContain(false);
      const { page, errors } = await openPage(base);
      const seen: Record<string, { heading: string; edition: string | null; differ: number }> = {};
      for (const s of slugs) {
        await page.goto(`${base}/senaryolar/${s}/`);
        await page.locator('[data-live-board] [data-squareid]').first().waitFor();
        const ruling = page.locator('[data-ruling]').first();
        seen[s] = {
          heading: ((await ruling.locator('h3').first().textContent()) ?? '').replace(/\s+/g, ' '),
          edition: await ruling.getAttribute('data-ruling-edition'),
          differ: await ruling.locator('h4', { hasText: 'Sürümlere göre karar farklı' }).count(),
        };
      }
      for (const s of slugs) {
        expect(seen[s].heading, s).toBe('Karar (yürürlükteki 2023 kurallarına göre)');
        expect(seen[s].edition, s).toBe('2023');
        expect(seen[s].differ, s).toBe(differs.get(s) ? 1 : 0);
      }
      expect(errors).toEqual([]);
      // Every page is visited and each scenario ruled three times: minutes on a shared machine.
    },
  );

  it('arrow keys step as soon as the page has focus, the controls come before the story, numbers stand on the first line', async () => {
    const { page, errors } = await openPage(base);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${base}/senaryolar/acmazdaki-fil-yalnizca-hat-uzerinde/`);
    await page.locator('.scn[data-live="true"]').waitFor();
    const root = page.locator('.scn').first();
    // No click on the board: the page has focus, the keys work.
    await page.keyboard.press('ArrowRight');
    expect(await root.getAttribute('data-step')).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await root.getAttribute('data-step')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    expect(await root.getAttribute('data-step')).toBe('0');
    // Home and End scroll the page unless focus is in the board.
    await page.keyboard.press('End');
    expect(await root.getAttribute('data-step')).toBe('0');
    await page.click('[data-ctl="next"]');
    await page.keyboard.press('End');
    const n = await page.locator('.scn-events li').count();
    expect(await root.getAttribute('data-step')).toBe(String(n - 1));
    await page.keyboard.press('Home');
    expect(await root.getAttribute('data-step')).toBe('-1');
    // In tab order the step controls come before the timeline's entries and the story below the board.
    const order = await page.evaluate(() => {
      const next = document.querySelector('[data-ctl="next"]')!;
      const firstEvent = document.querySelector('.scn-events .scn-event')!;
      const story = document.querySelector('.sl-markdown-content > p, .sl-markdown-content p')!;
      const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { beforeEvents: before(next, firstEvent), beforeStory: before(next, story) };
    });
    expect(order).toEqual({ beforeEvents: true, beforeStory: true });
    // Each list number stands on the first line of its entry, also when the entry wraps.
    const offsets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.scn-events li')].map((li) => {
        // Narrow enough that every entry wraps onto several lines.
        li.style.width = '9rem';
        // A zero-width probe on the list item's first line, where its number stands.
        const probe = document.createElement('span');
        probe.textContent = '\u200b';
        li.prepend(probe);
        const text = li.querySelector('.scn-event')!.firstChild!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = range.getClientRects();
        const first = lines[0];
        const off = Math.abs(probe.getBoundingClientRect().bottom - first.bottom);
        probe.remove();
        return { off, lines: new Set([...lines].map((r) => Math.round(r.top))).size };
      }),
    );
    expect(offsets.some((o) => o.lines > 1)).toBe(true);
    for (const o of offsets) expect(o.off).toBeLessThan(4);
    expect(errors).toEqual([]);
  });

  it('shows the keyboard hint with a mouse, not on a touch screen', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/senaryolar/acmazdaki-fil-yalnizca-hat-uzerinde/`);
    await page.locator('.scn[data-live="true"]').waitFor();
    expect(await page.locator('.scn-hint').isVisible()).toBe(true);
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'tr-TR' });
    const phone = await ctx.newPage();
    await phone.goto(`${base}/senaryolar/acmazdaki-fil-yalnizca-hat-uzerinde/`);
    await phone.locator('.scn[data-live="true"]').waitFor();
    expect(await phone.evaluate(() => matchMedia('(hover: none), (pointer: coarse)').matches)).toBe(true);
    expect(await phone.locator('.scn-hint').count()).toBe(1);
    expect(await phone.locator('.scn-hint').isVisible()).toBe(false);
    await ctx.close();
  });

  it('uses one notation in the whole view: moves, timeline, obligation and reasoning', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/acmazdaki-fil-yalnizca-hat-uzerinde/`);
    await page.locator('.scn[data-live="true"]').waitFor();
    await page.click('[data-ctl="last"]');
    const text = () => page.locator('.scn').first().innerText();
    // Türkçe (the default): Ş V K F A everywhere, no English letter left.
    const tr = await text();
    expect(tr).toContain('Fxb4');
    expect(tr).toContain('Af3');
    expect(tr).not.toMatch(ENGLISH_SAN);
    await page.selectOption('.scn-letters select', 'en');
    const en = await text();
    expect(en).toContain('Bxb4');
    expect(en).toContain('Nf3');
    expect(en).not.toMatch(TURKISH_SAN);
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
    const articles = await page
      .locator('[data-ruling] a[data-article-link]')
      .evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.articleLink));
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
    const articles = await page
      .locator('[data-ruling] a[data-article-link]')
      .evaluateAll((as) => as.map((a) => (a as HTMLElement).dataset.articleLink));
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

  it('without JavaScript shows the static board and says the sandbox needs JavaScript; with it, the live board replaces it', async () => {
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${base}/senaryolar/dene/`);
    expect(await p.locator('[data-sandbox-fallback] svg[role="img"]').count()).toBe(1);
    expect(await p.locator('main').innerText()).toContain('JavaScript gerektirir');
    await ctx.close();
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    expect(await page.locator('[data-sandbox-fallback]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a 320 px phone: no horizontal scroll, the board fits, board and ruling in one screen; live board time printed', async () => {
    const { page, errors, external } = await openPage(base);
    await page.setViewportSize({ width: 320, height: 568 });
    // Measured in the page: from navigation start to the moment the 64 squares of the live board stand.
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelectorAll('[data-live-board] [data-squareid]').length < 64) return;
        (window as unknown as { liveBoardMs: number }).liveBoardMs = performance.now();
        obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-live-board] [data-squareid]').nth(63).waitFor();
    const ms = Math.round(await page.evaluate(() => (window as unknown as { liveBoardMs: number }).liveBoardMs));
    const board = page.locator('[data-live-board] [data-squareid]').first().locator('xpath=ancestor::div[@data-live-board]');
    const width = await page.evaluate(() => {
      const squares = [...document.querySelectorAll('[data-live-board] [data-squareid]')].map((e) => e.getBoundingClientRect());
      return Math.round(Math.max(...squares.map((r) => r.right)) - Math.min(...squares.map((r) => r.left)));
    });
    console.log(`sandbox: live board ready ${ms} ms after navigation at 320 px; board ${width} px wide`);
    expect(width).toBeGreaterThanOrEqual(240);
    expect(width).toBeLessThanOrEqual(300);
    const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await page.locator('[data-ruling-summary]').waitFor();
    for (const mode of ['moves', 'events', 'setup']) {
      await page.click(`[data-mode-btn="${mode}"]`);
      expect(await noScroll(), mode).toBe(true);
    }
    // The board at the top of the screen: the ruling's summary is visible below it, in the same screen.
    await page.click('[data-mode-btn="moves"]');
    await board.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const boxes = await page.evaluate(() => {
      const b = document.querySelector('[data-live-board]')!.getBoundingClientRect();
      const r = document.querySelector('[data-ruling-summary]')!.getBoundingClientRect();
      return { boardTop: b.top, rulingBottom: r.bottom, height: innerHeight };
    });
    expect(boxes.boardTop).toBeGreaterThanOrEqual(0);
    expect(boxes.rulingBottom).toBeLessThanOrEqual(boxes.height);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  it('on a 320 px phone the PGN box and the draw claims are within a screen and a half, 44 px tall (#33)', async () => {
    const { page, errors } = await openPage(base, { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true });
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-ruling-summary]').waitFor();
    const boxes = () =>
      page.evaluate(() =>
        ['[data-pgn-open]', '[data-event="claim-threefold"]', '[data-event="claim-fifty"]'].map((sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return { sel, bottom: Math.round(r.bottom + scrollY), height: Math.round(r.height), width: Math.round(r.width) };
        }),
      );
    const found = await boxes();
    console.log(`sandbox at 320×568: ${found.map((b) => `${b.sel} bottom ${b.bottom} px (${b.width}×${b.height})`).join('; ')}`);
    for (const b of found) {
      expect(b.bottom, b.sel).toBeLessThanOrEqual(568 * 1.5);
      expect(b.height, b.sel).toBeGreaterThanOrEqual(44);
      expect(b.width, b.sel).toBeGreaterThanOrEqual(44);
    }
    // The PGN box opens under the mode buttons and loads a game into the history at once.
    await page.click('[data-pgn-open]');
    expect(await page.locator('[data-pgn-open]').getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sbx-pgn');
    await page.fill('#sbx-pgn', '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8');
    await page.click('[data-apply-pgn]');
    await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('Af3 Af6 Ag1 Ag8 Af3 Af6 Ag1 Ag8');
    // The third occurrence stands: the claim under the board ends the game (9.2.2).
    await page.click('[data-event="claim-threefold"]');
    await page.locator('[data-events] li').first().waitFor();
    expect(await page.locator('[data-ruling-summary]').innerText()).toMatch(/Berabere/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says each problem in Turkish beside its control and clears it on the next successful action', async () => {
    const { page, errors } = await sandboxAfter(['e2', 'e4']);
    // An illegal drag: the message stands under the board.
    await drag(page, 'e4', 'e6');
    const boardMsg = page.locator('.sbx-board [data-field-notice="board"]');
    expect(await boardMsg.textContent()).toMatch(/e4-e6 bu konumda kurallara uygun bir hamle değil/);
    await drag(page, 'e7', 'e5');
    expect(await page.locator('[data-field-notice]').allTextContents()).toEqual([]);
    expect(await page.locator('[data-moves]').textContent()).toBe('e4 e5');
    // Broken JSON: Turkish, with the place, beside the import button; the browser's English never shows.
    await page.fill('[data-json-input]', '{\n  "moves": ["e4",]\n}');
    await page.click('[data-import-json]');
    const jsonMsg = page.locator('fieldset:has([data-import-json]) [data-field-notice="json"]');
    const json = (await jsonMsg.textContent()) ?? '';
    expect(json).toMatch(/JSON okunamadı.*2\. satır/);
    expect(json).not.toMatch(/Unexpected|token|position|is not valid/i);
    expect(await page.locator('[data-moves]').textContent()).toBe('e4 e5');
    // A bad FEN: the field named in Turkish, beside the FEN field; the text typed stays.
    await page.click('[data-mode-btn="setup"]');
    expect(await page.locator('[data-field-notice]').count()).toBe(0);
    for (const [fen, field] of [
      ['rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'taş dizilişi'],
      ['8/8/8/8/8/8/8/4K2k x - - 0 1', 'hamle sırası'],
      ['4k3/8/8/8/8/8/8/4K3 w KX - 0 1', 'rok hakları'],
    ]) {
      await page.fill('[data-fen-input]', fen);
      await page.click('[data-apply-fen]');
      const msg = (await page.locator('fieldset:has([data-apply-fen]) [data-field-notice="fen"]').textContent()) ?? '';
      expect(msg).toContain(`FEN geçersiz (${field})`);
      expect(msg).not.toMatch(/placement|turn|castling|enPassant/);
      expect(await page.inputValue('[data-fen-input]')).toBe(fen);
    }
    // The next successful action (a good FEN) clears the message.
    await page.fill('[data-fen-input]', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    await page.click('[data-apply-fen]');
    expect(await page.locator('[data-field-notice]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('flags a missing king when the position is set up, in the editor and from the FEN field', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/dene/`);
    await page.click('[data-mode-btn="setup"]');
    const problems = page.locator('[data-setup-problems]');
    expect(await problems.getAttribute('data-setup-problems')).toBe('false');
    await page.click('[data-editor-clear]');
    await page.click('[data-palette="wK"]');
    await page.click('[data-board-editor] [data-square="e1"]');
    expect(await problems.getAttribute('data-setup-problems')).toBe('true');
    expect(await problems.innerText()).toContain('Siyahın şahı yok');
    expect(await problems.innerText()).not.toContain('Beyazın şahı yok');
    await page.click('[data-palette="bK"]');
    await page.click('[data-board-editor] [data-square="e8"]');
    expect(await problems.getAttribute('data-setup-problems')).toBe('false');
    // Typed as FEN, the same: said at once, beside the board being set up.
    await page.fill('[data-fen-input]', '8/8/8/8/8/8/8/4K3 w - - 0 1');
    await page.click('[data-apply-fen]');
    expect(await problems.innerText()).toContain('Siyahın şahı yok');
    expect(errors).toEqual([]);
  });

  it('sets up a position with the board editor (no FEN typed) and rules on it', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    await page.click('[data-mode-btn="setup"]');
    await page.click('[data-editor-clear]');
    expect(await page.inputValue('[data-fen-input]')).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
    const put = async (piece: string, ...squares: string[]) => {
      await page.click(`[data-palette="${piece}"]`);
      for (const sq of squares) await page.click(`[data-board-editor] [data-square="${sq}"]`);
    };
    await put('wK', 'e1');
    await put('wR', 'h1');
    await put('bK', 'e8');
    await put('bP', 'd5');
    await put('wN', 'c3');
    // Castling is offered once king and rook stand on their squares, and only then.
    expect(await page.locator('[data-castle]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.castle))).toEqual(['K']);
    expect(await page.inputValue('[data-fen-input]')).toBe('4k3/8/8/3p4/8/2N5/8/4K2R w K - 0 1');
    await put('erase', 'c3');
    await put('wN', 'b1');
    await page.click('[data-castle="K"]');
    await page.check('[data-turn="white"]');
    expect(await page.inputValue('[data-fen-input]')).toBe('4k3/8/8/3p4/8/8/8/1N2K2R w - - 0 1');
    await page.click('[data-castle="K"]');
    expect(await page.inputValue('[data-fen-input]')).toBe('4k3/8/8/3p4/8/8/8/1N2K2R w K - 0 1');
    // The keyboard: arrows move between squares, Enter puts the chosen piece.
    await page.click('[data-palette="wB"]');
    await page.locator('[data-board-editor] [data-square="b1"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-board-editor] [data-square="c2"]').getAttribute('data-piece')).toBe('wB');
    await put('erase', 'c2');
    // The position set up is the game's: a touched knight must move (4.3.1), with Turkish letters.
    await page.click('[data-mode-btn="events"]');
    await page.click('[data-live-board] [data-squareid="b1"]');
    const obligation = (await page.locator('[data-obligation]').textContent()) ?? '';
    for (const m of ['Aa3', 'Ac3', 'Ad2']) expect(obligation).toContain(m);
    expect(errors).toEqual([]);
  });

  it('uses one notation in the whole view: moves, events, obligation and reasoning', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/senaryolar/dene/`);
    await page.locator('[data-live-board] [data-squareid]').first().waitFor();
    // A knight released on a square it cannot reach (7.5.1), then the touched knight must move (4.3.1).
    const scenario = {
      laws: '2023',
      timeControl: '90+30',
      moves: ['e4', 'e5', 'Nf3', 'Nc6'],
      events: [{ touch: 'f3' }, { place: 'f3f5' }, { press: true }],
    };
    await page.fill('[data-json-input]', JSON.stringify(scenario));
    await page.click('[data-import-json]');
    await page.locator('[data-obligation]').waitFor();
    const view = () => page.locator('.sbx').innerText();
    const tr = await view();
    for (const m of ['Af3', 'Ac6', 'Axe5']) expect(tr).toContain(m);
    expect(tr).not.toMatch(ENGLISH_SAN);
    await page.selectOption('select:has(option[value="en"])', 'en');
    const en = await view();
    for (const m of ['Nf3', 'Nc6', 'Nxe5']) expect(en).toContain(m);
    expect(en).not.toMatch(TURKISH_SAN);
    expect(errors).toEqual([]);
  });
});
