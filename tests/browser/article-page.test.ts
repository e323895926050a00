// Article pages in real Chromium: the "Sayfa içeriği" panel lists the numbered blocks and the panels
// after the text ("2018 sürümünde" on 2023 pages, "Önceki sürümde" on 2018 pages), its mark follows the scroll (wide and phone
// layouts), and the rows of the "Önceki sürümde" panel link to their rows on /kurallar/degisiklikler/.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

/** Scrolls the element with this id to the top of the reading area (below the header, where the panel looks). */
async function scrollToId(page: Page, id: string) {
  await page.evaluate((target) => {
    const el = document.getElementById(target)!;
    const header = document.querySelector('header')!.getBoundingClientRect().height;
    const summary = document.querySelector('mobile-starlight-toc summary')?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - summary - 36);
  }, id);
}

const current = (page: Page, toc: string) => page.locator(`${toc} a[aria-current="true"]`).getAttribute('href');

/**
 * Scrolls to the block and reads what the panel marks, again on each poll: on a busy machine the page may
 * still shift (fonts, islands) after one scroll, leaving the block off its place; scrolling again puts it back.
 */
const markAfterScroll = (page: Page, toc: string, id: string) => async () => {
  await scrollToId(page, id);
  return current(page, toc);
};

describe('"Sayfa içeriği" on /kurallar/madde-7/', () => {
  it('lists the panels after the text, and its mark follows the scroll', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/kurallar/madde-7/`);
    const links = await page
      .locator('starlight-toc a')
      .evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).hash, a.textContent?.trim()]));
    expect(links.map(([h]) => h).slice(0, 3)).toEqual(['#_top', '#7.1', '#7.2.1']);
    expect(links.slice(-1)).toEqual([['#surum-2018-7', '2018 sürümünde']]);
    for (const [hash] of links) expect(await page.locator(`[id="${decodeURIComponent(hash!.slice(1))}"]`).count(), hash!).toBe(1);
    await page.waitForFunction(() => document.querySelector('starlight-toc a[aria-current="true"]') !== null);
    await page.waitForLoadState('load');
    for (const id of ['7.5.1', '7.3', 'surum-2018-7', '7.1']) {
      await expect.poll(markAfterScroll(page, 'starlight-toc', id), { timeout: 100_000 }).toBe(`#${id}`);
    }
    // A block inside a group (7.5.3) keeps its group (7.5, listed as its first block 7.5.1) marked.
    await expect.poll(markAfterScroll(page, 'starlight-toc', '7.5.3'), { timeout: 100_000 }).toBe('#7.5.1');
    expect(errors).toEqual([]);
  });

  it('on a phone the panel names the part being read', async () => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.goto(`${base}/kurallar/madde-7/`);
    await page.waitForLoadState('load');
    const shown = (id: string) => async () => {
      await scrollToId(page, id);
      return (await page.locator('mobile-starlight-toc .display-current').textContent())?.trim();
    };
    for (const [id, text] of [
      ['7.5.1', /^7\.5 /],
      ['surum-2018-7', /^2018 sürümünde$/],
    ] as const) {
      await expect.poll(shown(id), { timeout: 100_000 }).toMatch(text);
    }
    await ctx.close();
  });
});

describe('the edition comparison', () => {
  it('the 2018 page lists its "Önceki sürümde" panel last', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/kurallar/2018/madde-7/`);
    const links = await page
      .locator('starlight-toc a')
      .evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).hash, a.textContent?.trim()]));
    expect(links.slice(-1)).toEqual([['#onceki-surumde-7', 'Önceki sürümde']]);
  });

  it('each changed row of "Önceki sürümde" links to its own row on /kurallar/degisiklikler/', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/kurallar/2018/madde-7/`);
    const rows = await page.locator('.edition-diff li.ed-row').evaluateAll((lis) =>
      lis.map((li) => ({
        change: li.className.match(/ed-(same|changed|new|removed)/)?.[1],
        row2018: (li as HTMLElement).dataset.editionRow,
        row2001: (li as HTMLElement).dataset.editionOld,
        href: li.querySelector<HTMLAnchorElement>('a[data-comparison-row]')?.getAttribute('href') ?? null,
      })),
    );
    const linked = rows.filter((r) => r.href);
    expect(linked.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.change !== 'same').length).toBe(linked.length);
    for (const r of linked) {
      await page.goto(`${base}${r.href}`);
      const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
      const target = page.locator(`[id="${id}"]`);
      expect(await target.getAttribute('data-edition-row'), r.href!).toBe(r.row2018);
      expect(await target.getAttribute('data-edition-old'), r.href!).toBe(r.row2001);
      expect(await target.isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

describe('"copy the link" beside each paragraph number (#33)', () => {
  it('copies the permanent address and says so in Turkish; without the clipboard API it shows the address selected', async () => {
    const { page, errors } = await openPage(base);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.goto(`${base}/kurallar/madde-7/`);
    const button = page.getByRole('button', { name: 'Madde 7.5.1 bağlantısını kopyala' });
    await button.waitFor();
    // One button per numbered block, beside its number.
    expect(await page.locator('section.law .law-copy').count()).toBe(await page.locator('section.law').count());
    await button.click();
    await expect.poll(() => page.locator('[id="7.5.1"] .law-copied').innerText()).toBe('Bağlantı kopyalandı');
    expect(await page.locator('#law-copy-status').textContent()).toBe('Madde 7.5.1: Bağlantı kopyalandı');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/m/7.5.1/`);
    // The address copied opens the paragraph.
    await page.goto(`${base}/m/7.5.1/`);
    await page.waitForURL(/\/kurallar\/madde-7\/#7\.5\.1$/);
    expect(errors).toEqual([]);
    await page.context().close();

    const bare = await openPage(base);
    await bare.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await bare.page.goto(`${base}/kurallar/madde-7/`);
    await bare.page.getByRole('button', { name: 'Madde 7.4.1 bağlantısını kopyala' }).click();
    const field = bare.page.locator('[id="7.4.1"] input.law-copy-field');
    await field.waitFor();
    expect(await field.inputValue()).toBe(`${base}/m/7.4.1/`);
    expect(await field.evaluate((f: HTMLInputElement) => [document.activeElement === f, f.selectionStart, f.selectionEnd])).toEqual([
      true,
      0,
      `${base}/m/7.4.1/`.length,
    ]);
    expect(await bare.page.locator('#law-copy-status').textContent()).toMatch(/^Madde 7\.4\.1: Bağlantı seçildi/);
    expect(bare.errors).toEqual([]);
    await bare.page.context().close();
  });
});
