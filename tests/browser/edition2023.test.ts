// Real-browser checks of the 2023 edition on the site: the notice that 2023 is in force, the
// "2023 sürümünde" panels, the /m/2023/ addresses and the page of every change; search finds them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lawPages } from '../../src/buildtime/laws.ts';
import { closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
const dist = inject('distDir');
afterAll(closeBrowser);

describe('the 2023 edition', () => {
  it('/m/2023/A.5.2/ lands on Ek A at the 2023 panel, which names A.4.2 → A.5.2', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/m/2023/A.5.2/`);
    await page.waitForURL((u) => u.pathname === '/kurallar/ek-a/' && u.hash === '#surum-2023-A.5.2');
    const panel = page.locator('[data-edition-2023]');
    expect(await panel.isVisible()).toBe(true);
    const row = panel.locator('li', { has: page.locator('[id="surum-2023-A.5.2"]') });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Ek A\.4\.2 → Ek A\.5\.2/);
    expect(await panel.innerText()).toMatch(/Özetimiz/);
    expect(await panel.innerText()).toMatch(/FIDE El Kitabı/);
    expect(errors).toEqual([]);
  });

  it('an unchanged number lands on the 2018 text; 5.1.2 on the resignation change', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/m/2023/7.5.5/`);
    await page.waitForURL((u) => u.pathname === '/kurallar/madde-7/' && decodeURIComponent(u.hash) === '#7.5.5');
    await page.goto(`${base}/m/2023/5.1.2/`);
    await page.waitForURL((u) => u.pathname === '/kurallar/madde-5/' && u.hash === '#surum-2023-5.1.2');
    expect(await page.locator('[data-edition-2023]').innerText()).toMatch(/beraberlik/);
  });

  it('the home page, the contents and every 2018 article say that 2023 is in force', async () => {
    const { page } = await openPage(base);
    for (const path of ['/', '/kurallar/', '/kurallar/madde-1/', '/kurallar/madde-7/', '/kurallar/ek-b/']) {
      await page.goto(`${base}${path}`);
      const notice = page.locator('[data-in-force]');
      expect(await notice.count(), path).toBe(1);
      expect(await notice.innerText()).toMatch(/2023 sürümü/);
      expect(await notice.locator('a[href="/kurallar/2023/"]').count()).toBe(1);
    }
  });

  it('every /m/2023/ address leads to an anchor that exists on its page', () => {
    const dir = join(dist, 'm', '2023');
    const nos = readdirSync(dir);
    expect(nos.length).toBeGreaterThan(200);
    for (const no of nos) {
      const html = readFileSync(join(dir, no, 'index.html'), 'utf8');
      const url = /url=([^"]+)"/.exec(html)?.[1] ?? '';
      const [path, hash] = url.split('#');
      const page = readFileSync(join(dist, path, 'index.html'), 'utf8');
      // A whole article has no anchor: its page is the target.
      if (hash) expect(page.includes(`id="${decodeURIComponent(hash)}"`), `/m/2023/${no}/ → ${url}`).toBe(true);
    }
  });

  it('every built 2018 article page carries the notice once', () => {
    const pages = lawPages('2018');
    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      const html = readFileSync(join(dist, p.page, 'index.html'), 'utf8');
      expect(html.match(/data-in-force/g)?.length ?? 0, p.page).toBe(1);
    }
  });

  it('/kurallar/2023/ lists the substantive changes first, each linked to its 2018 article and back', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/kurallar/2023/`);
    const kinds = await page.locator('[data-change]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-kind')));
    expect(kinds[0]).toBe('substantive');
    expect(kinds.lastIndexOf('substantive')).toBeLessThan(kinds.indexOf('renumbered'));
    expect(kinds.lastIndexOf('renumbered')).toBeLessThan(kinds.indexOf('wording'));
    // Both ways: the page links to Ek A's panel, the panel links back to the row.
    await page.locator('a[href="/kurallar/ek-a/#surum-2023-A.5.2"]').first().click();
    await page.waitForURL((u) => u.pathname === '/kurallar/ek-a/');
    const back = await page.locator('[data-edition-2023] a[href^="/kurallar/2023/#degisiklik-"]').count();
    expect(back).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });

  it('search finds the 2023 changes', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/ara/?q=${encodeURIComponent('Fair-Play')}`);
    await page.waitForFunction(() => document.body.dataset.searchDone === 'Fair-Play');
    const kinds = await page.locator('#results li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.kind));
    expect(kinds).toContain('2023 değişikliği');
  });
});
