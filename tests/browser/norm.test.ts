// Real-browser test of the norm calculator (/araclar/norm/): the requirements readable without
// JavaScript; with it, the example is a GM norm (Rp 2679), an edited list loses a requirement with its
// article, a team championship needs seven games (1.4.1 b), bad input is answered in Turkish, and a TRF
// file is read.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRequire } from 'node:module';
import { browser, closeBrowser, islandPage, staticPageOk } from '../support/browser.ts';

const base = inject('baseUrl');
const URL_PATH = '/araclar/norm/';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

afterAll(closeBrowser);

describe('norm calculator', () => {
  it('explains the requirements without JavaScript', async () => {
    const { page: p, close } = await staticPageOk(base, URL_PATH);
    const text = await p.locator('main').innerText();
    expect(text).toContain('1.4.6');
    expect(text).toContain('2200');
    await close();
  });

  it('checks the example, an edited list, bad input and a TRF file', async () => {
    const { page, errors, external } = await islandPage(base, URL_PATH, '#norm-list', '.elo');
    expect(await page.locator('table[data-norm]').getAttribute('data-norm')).toBe('yes');
    expect(await page.locator('.elo-result').innerText()).toContain('= 2679');
    // Only two GMs left: 1.4.5 b fails.
    const list = await page.locator('#norm-list').inputValue();
    await page.locator('#norm-list').fill(list.replace('GM ESP', 'IM ESP'));
    expect(await page.locator('table[data-norm]').getAttribute('data-norm')).toBe('no');
    expect(await page.locator('tr[data-requirement="title-third"]').getAttribute('data-ok')).toBe('false');
    expect(await page.locator('tr[data-requirement="title-third"]').innerText()).toContain('1.4.5 b');
    // Seven games: too few, unless the event is a team championship (1.4.1 b).
    const seven = list.split('\n').slice(0, 7).join('\n');
    await page.locator('#norm-list').fill(seven);
    expect(await page.locator('tr[data-requirement="games"]').getAttribute('data-ok')).toBe('false');
    await page.getByLabel(/takım veya kulüp/).check();
    expect(await page.locator('tr[data-requirement="games"]').getAttribute('data-ok')).toBe('true');
    expect(await page.locator('tr[data-requirement="games"]').innerText()).toContain('1.4.1 b');
    await page.getByLabel(/takım veya kulüp/).uncheck();
    await page.locator('#norm-list').fill('GM GER 2550');
    expect(await page.locator('.elo-error').innerText()).toContain('1. satır');
    // A TRF file: player 1 beat three GMs only: not enough games.
    await page.getByLabel('Turnuvanın TRF dosyası').check();
    const line = (id: number, title: string, name: string, rating: number, fed: string, rounds: string[]) =>
      (
        '001 ' +
        String(id).padStart(4) +
        '  ' +
        title.padEnd(3) +
        ' ' +
        name.padEnd(33) +
        ' ' +
        String(rating).padStart(4) +
        ' ' +
        fed.padEnd(3)
      ).padEnd(80) +
      '         ' +
      rounds.map((r) => '  ' + r.split(' ')[0].padStart(4) + ' ' + r.split(' ')[1] + ' ' + r.split(' ')[2]).join('');
    const trf = [
      line(1, '', 'Ayşe', 2400, 'TUR', ['2 w 1', '3 b 1', '4 w 1']),
      line(2, 'GM', 'Barış', 2550, 'GER', ['1 b 0', '0000 - Z', '0000 - Z']),
      line(3, 'GM', 'Cemre', 2500, 'FRA', ['0000 - Z', '1 w 0', '0000 - Z']),
      line(4, 'GM', 'Deniz', 2480, 'ESP', ['0000 - Z', '0000 - Z', '1 b 0']),
      'XXR 3',
    ].join('\n');
    await page.locator('#norm-trf').fill(trf);
    expect(await page.locator('.elo-result').innerText()).toContain('Ayşe (TUR): 3 oyun.');
    expect(await page.locator('tr[data-requirement="games"]').getAttribute('data-ok')).toBe('false');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations at phone width once the island has hydrated', async () => {
    // bypassCSP: axe is injected as a script the page's Content-Security-Policy would refuse.
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true, bypassCSP: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${URL_PATH}`);
      // client:visible: the island hydrates once it is scrolled into view.
      await page.locator('.elo').scrollIntoViewIfNeeded();
      await page.locator('.elo[data-ready="true"]').waitFor();
      await page.addScriptTag({ path: axePath });
      const violations = (await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
        ).axe;
        return (await axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      })) as string[];
      expect(violations).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('renders like the other tool pages: the shared form and table style, pass/fail marks (#33)', async () => {
    const style = async (path: string, ready: string) => {
      const { page } = await islandPage(base, path, '.tbt-form', ready);
      const out = await page.evaluate(() => {
        const field = document.querySelector('.tbt-form textarea')!;
        const label = document.querySelector('.tbt-form > label:not(:has(input))')!;
        const f = getComputedStyle(field);
        const l = getComputedStyle(label);
        return { fieldBorder: f.borderTopWidth, fieldRadius: f.borderTopLeftRadius, labelDisplay: l.display, labelWeight: l.fontWeight };
      });
      return { page, out };
    };
    const norm = await style(URL_PATH, '.elo');
    const tiebreak = await style('/araclar/esitlik-bozma/', '.tbt');
    expect(norm.out).toEqual(tiebreak.out);
    expect(norm.out.fieldBorder).toBe('1px');
    const page = norm.page;
    // Check boxes on rows of their own, each a 44 px target.
    const boxes = await page
      .locator('.tbt-form label:has(> input[type="checkbox"])')
      .evaluateAll((ls) => ls.map((l) => [getComputedStyle(l).display, l.getBoundingClientRect().height]));
    expect(boxes.length).toBeGreaterThan(0);
    for (const [display, height] of boxes) {
      expect(display).toBe('flex');
      expect(height as number).toBeGreaterThanOrEqual(44);
    }
    // A bordered result table with a sign beside each requirement's result.
    const cell = await page
      .locator('table[data-norm] td')
      .first()
      .evaluate((td) => getComputedStyle(td).borderTopWidth);
    expect(cell).toBe('1px');
    const mark = await page
      .locator('tr[data-ok="true"] .tbt-mark')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(mark).toBe('"✓ "');
    await page.context().close();
    await tiebreak.page.context().close();
  });
});
