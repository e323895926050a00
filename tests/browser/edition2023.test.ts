// Real-browser checks of the edition in force on the site: /m/N/ opens the 2023 text (the official
// 2018 wording where 2023 kept it, our marked translation where it changed), /m/2018/N/ the previous
// text, /m/2023/N/ is an alias of /m/N/, a number that changed meaning says so at the paragraph with
// both links, the 2023 pages carry the word diff from 2018, and the changes page lists every change.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lawPages } from '../../src/buildtime/laws.ts';
import { browser, closeBrowser, openPage } from '../support/browser.ts';

const base = inject('baseUrl');
const dist = inject('distDir');
afterAll(closeBrowser);

/** Follows a permanent address; the path and anchor it lands on and the text of the block there. */
async function land(page: Awaited<ReturnType<typeof openPage>>['page'], address: string) {
  await page.goto(`${base}${address}`);
  await page.waitForURL((u) => u.hash.length > 1);
  const url = new URL(page.url());
  const id = decodeURIComponent(url.hash.slice(1));
  const block = page.locator(`[id="${id}"]`);
  return { path: url.pathname, id, block, text: (await block.innerText()).replace(/\s+/g, ' ') };
}

describe('the edition in force (2023)', () => {
  it('/m/5.1.2/ shows the 2023 resignation rule, a draw when the opponent cannot mate, marked as our translation', async () => {
    const { page, errors } = await openPage(base);
    const r = await land(page, '/m/5.1.2/');
    expect(r.path).toBe('/kurallar/madde-5/');
    expect(r.text).toMatch(/beraberlik/);
    expect(r.text).toMatch(/Çevirimiz — resmî metin değildir/);
    expect(r.text).toMatch(/FIDE El Kitabı/);
    expect(await r.block.getAttribute('data-edition')).toBe('2023');
    expect(errors).toEqual([]);
  });

  it('a 2023 page says at the top which text is official and which is ours; the badge follows the text', async () => {
    const { page, errors } = await openPage(base, { viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/kurallar/madde-5/`);
    const top = page.locator('[data-source-top]');
    expect(await top.innerText()).toMatch(/resmî Türkçe çevirisidir.*“Çevirimiz” işaretli paragraflar.*resmî değildir/);
    // Above the first law block.
    const topBox = (await top.boundingBox())!;
    const first = (await page.locator('section.law').first().boundingBox())!;
    expect(topBox.y).toBeLessThan(first.y);
    // In a translated block the text comes first, the badge after it (before any commentary).
    const order = await page
      .locator('[id="5.1.2"] .law-body')
      .evaluate((body) =>
        [...body.children].map((c) => (c.matches('[data-translation-badge]') ? 'badge' : c.matches('aside') ? 'commentary' : 'text')),
      );
    expect(order[0]).toBe('text');
    expect(order.filter((k) => k !== 'commentary').at(-1)).toBe('badge');
    // A page wholly ours says so.
    await page.goto(`${base}/kurallar/ek-c/`);
    expect(await page.locator('[data-source-top]').innerText()).toMatch(/bizim çevirimizdir; resmî çeviri değildir/);
    expect(errors).toEqual([]);
  });

  it('/m/A.3/ gives the one-minute penalty of rapid; unchanged paragraphs keep the official text and its commentary', async () => {
    const { page } = await openPage(base);
    const a3 = await land(page, '/m/A.3/');
    expect(a3.path).toBe('/kurallar/ek-a/');
    expect(a3.text).toMatch(/iki dakika yerine bir dakika/);
    const a1 = await land(page, '/m/A.1/');
    expect(a1.text).not.toMatch(/Çevirimiz/);
    expect(a1.text).toMatch(/MHK yorumu/);
  });

  it('/m/2018/A.4.2/ and /m/2018/B.2/ still show the 2018 text, which says 2023 is in force', async () => {
    const { page } = await openPage(base);
    const a = await land(page, '/m/2018/A.4.2/');
    expect(a.path).toBe('/kurallar/2018/ek-a/');
    expect(a.text).toMatch(/rakibinin bir sonraki hamlesini yapmamış olması şartıyla/);
    expect(await page.locator('[data-in-force]').innerText()).toMatch(/2023 sürümü yürürlüktedir/);
    const b = await land(page, '/m/2018/B.2/');
    expect(b.path).toBe('/kurallar/2018/ek-b/');
    expect(b.text).toMatch(/iki dakikalık cezalar bir dakika/);
  });

  it('a renumbered rule: 2018 A.4.2 is 2023 A.5.2, 2023 A.4.2 another rule — said at the paragraph with both links', async () => {
    const { page } = await openPage(base);
    const now = await land(page, '/m/A.5.2/');
    // The official 2018 wording drops a condition of the opponent's claim: the text in force is our
    // corrected translation, with the official wording and the difference beside it.
    expect(now.text).toMatch(/rakip, bir sonraki hamlesini yapmamış olması koşuluyla savda bulunabilir/);
    expect(now.text).toMatch(/Çevirimiz/);
    const official = await page.locator('[data-correction="A.5.2"]').innerText();
    expect(official).toMatch(/rakibinin bir sonraki hamlesini yapmamış olması şartıyla/);
    expect(official).toMatch(/İngilizce metin/);
    const alias = await land(page, '/m/2023/A.5.2/');
    expect([alias.path, alias.id]).toEqual(['/kurallar/ek-a/', 'A.5.2']);
    await land(page, '/m/A.4.2/');
    const note = page.locator('[data-number-note="A.4.2"]');
    expect(await note.innerText()).toMatch(/2018 metninde A\.4\.2 başka bir kuraldı/);
    expect(await note.locator('a[href="/m/2018/A.4.2/"]').count()).toBe(1);
    expect(await note.locator('a[href="/m/A.5.2/"]').count()).toBe(1);
    await land(page, '/m/2018/A.4.2/');
    const back = page.locator('[data-number-note="A.4.2"]');
    expect(await back.locator('a[href="/m/A.5.2/"]').count()).toBe(1);
  });

  it('a 2023 article page shows the word diff from 2018 for the paragraphs that changed', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/kurallar/madde-5/`);
    const panel = page.locator('[data-edition-2018="5"]');
    const row = panel.locator('[data-row-2023="5.1.2"]');
    expect(await row.locator('del').count()).toBeGreaterThan(0);
    expect((await row.locator('ins').allInnerTexts()).join(' ')).toMatch(/beraberlik/);
    await page.goto(`${base}/kurallar/ek-b/`);
    expect(await page.locator('[data-edition-2018="B"] [data-row-2018="B.2"]').innerText()).toMatch(/kaldırıldı/);
  });

  it('on a phone (390 px): /m/III.4/, /m/C.10.3.1/, a renumbered address and /m/sozluk/ open on Turkish text that fits', async () => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const [address, path, text] of [
      ['/m/III.4/', '/kurallar/yonerge-3/', /beş saniyelik ek süre/],
      ['/m/C.10.3.1/', '/kurallar/ek-c/', /Agf3/],
      ['/m/II.3.2.4/', '/kurallar/yonerge-2/', /kale/],
      ['/m/B.3/', '/kurallar/ek-b/', /A\.2, A\.3 ve A\.5/],
    ] as const) {
      const r = await land(page, address);
      expect(r.path, address).toBe(path);
      expect(r.text, address).toMatch(text);
      expect(r.text, address).toMatch(/Çevirimiz — resmî metin değildir/);
      expect(await r.block.isVisible(), address).toBe(true);
      expect(await fits(), address).toBe(true);
    }
    await page.goto(`${base}/m/sozluk/`);
    await page.waitForURL((u) => u.pathname === '/kurallar/sozluk/');
    const entries = page.locator('[data-glossary] .gl-entry');
    expect(await entries.count()).toBeGreaterThan(60);
    // Every Turkish term has its English term beside it.
    const pairs = await entries.evaluateAll((es) =>
      es.map((e) => [e.querySelector('.gl-tr')?.textContent ?? '', e.querySelector('[data-term-en]')?.textContent ?? '']),
    );
    expect(pairs.filter(([tr, en]) => !tr.trim() || !en.trim())).toEqual([]);
    expect(pairs.find(([, en]) => en === 'flag-fall' || en === 'flag fall')).toBeDefined();
    expect(await fits()).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every /m/ address of every edition leads to an anchor that exists on its page', () => {
    for (const sub of ['', '2023', '2018', '2001']) {
      const dir = join(dist, 'm', sub);
      const nos = readdirSync(dir).filter((n) => !/^(2001|2018|2023)$/.test(n));
      expect(nos.length, sub).toBeGreaterThan(150);
      for (const no of nos) {
        const html = readFileSync(join(dir, no, 'index.html'), 'utf8');
        const url = /url=([^"]+)"/.exec(html)?.[1] ?? '';
        const [path, hash] = url.split('#');
        const page = readFileSync(join(dist, path, 'index.html'), 'utf8');
        // A whole article has no anchor: its page is the target.
        if (hash) expect(page.includes(`id="${decodeURIComponent(hash)}"`), `/m/${sub}/${no}/ → ${url}`).toBe(true);
      }
    }
  });

  it('every built 2018 article page carries the notice once; no 2023 page does', () => {
    const pages = lawPages('2018');
    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      const html = readFileSync(join(dist, p.page, 'index.html'), 'utf8');
      expect(html.match(/data-in-force/g)?.length ?? 0, p.page).toBe(1);
    }
    for (const p of lawPages('2023')) expect(readFileSync(join(dist, p.page, 'index.html'), 'utf8'), p.page).not.toMatch(/data-in-force/);
  });

  it('/kurallar/2023/ lists the substantive changes first, each number linked to both texts', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/kurallar/2023/`);
    const kinds = await page.locator('[data-change]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-kind')));
    expect(kinds[0]).toBe('substantive');
    expect(kinds.lastIndexOf('substantive')).toBeLessThan(kinds.indexOf('renumbered'));
    expect(kinds.lastIndexOf('renumbered')).toBeLessThan(kinds.indexOf('wording'));
    await page.locator('a[href="/m/2018/A.4.2/"]').first().click();
    await page.waitForURL((u) => u.pathname === '/kurallar/2018/ek-a/');
    expect(errors).toEqual([]);
  });

  it('search finds the 2023 text and the 2023 changes', async () => {
    const { page } = await openPage(base);
    await page.goto(`${base}/ara/?q=${encodeURIComponent('Fair-Play')}`);
    await page.waitForFunction(() => document.body.dataset.searchDone === 'Fair-Play');
    const rows = await page
      .locator('#results li')
      .evaluateAll((ls) => ls.map((l) => ({ kind: (l as HTMLElement).dataset.kind, edition: (l as HTMLElement).dataset.edition })));
    expect(rows.map((r) => r.kind)).toContain('2023 değişikliği');
    // The edition in force first: its text (12.2.7) and its changes before any 2018 record.
    expect(rows[0].edition).toBe('2023');
    const text2023 = rows.findIndex((r) => r.kind === 'kural metni' && r.edition === '2023');
    const first2018 = rows.findIndex((r) => r.edition === '2018');
    expect(text2023).toBeGreaterThanOrEqual(0);
    if (first2018 >= 0) expect(text2023).toBeLessThan(first2018);
  });
});
