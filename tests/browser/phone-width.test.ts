// Every kind of page fits a 320 px phone without sideways scrolling, at 390 px too, and with the text
// at 200 % (the root font size doubled, as a phone's larger-text setting does). Wide tables scroll
// inside their own region instead of widening the page.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, hydrateIslands } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

const KINDS = [
  '/',
  '/kurallar/madde-7/',
  '/kurallar/2023/',
  '/kurallar/degisiklikler/',
  '/senaryolar/',
  '/senaryolar/bayrak-dustu-at-piyona-karsi/',
  '/senaryolar/dene/',
  '/sinav/',
  '/sinav/deneme/',
  '/ara/?q=bayrak',
  '/araclar/',
  '/araclar/cezalar/',
  '/araclar/olu-konum/',
  '/araclar/esitlik-bozma/',
  '/araclar/eslendirme/',
  '/araclar/esitlik-bozma/buchholz/',
  '/araclar/eslendirme/renk-kurallari/',
  '/araclar/eslendirme/berger/',
  '/sinav/soru/eslendirme-001/',
  '/araclar/elo/',
  '/araclar/elo/hesaplama/',
  '/cevrimdisi/',
];

async function settle(page: Page) {
  await hydrateIslands(page);
  if (new URL(page.url()).pathname.startsWith('/ara/'))
    await page.waitForFunction(() => Boolean(document.body.dataset.searchDone), undefined, { timeout: 0 });
}

/** The elements wider than the viewport that are not inside a scroll container of their own. */
const overflow = (page: Page, width: number) =>
  page.evaluate((w) => {
    // Against the phone's width, not innerWidth: a mobile browser widens its layout viewport to fit
    // content that overflows (and zooms out), which hides the problem from innerWidth.
    if (document.documentElement.scrollWidth <= w && window.innerWidth <= w) return [];
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= w + 0.5 || r.width === 0) continue;
      // The fixed header spans the layout viewport: it is wide because something else is, not a cause.
      if (el.closest('header.header')) continue;
      // So does anything fixed to the viewport (the menu button, the mobile table of contents).
      let fixed = false;
      for (let q: Element | null = el; q && q !== document.body; q = q.parentElement)
        if (getComputedStyle(q).position === 'fixed') fixed = true;
      if (fixed) continue;
      let p = el.parentElement;
      let clipped = false;
      while (p && p !== document.body) {
        const s = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(s.overflowX) && p.getBoundingClientRect().right <= w + 0.5) clipped = true;
        p = p.parentElement;
      }
      if (!clipped)
        out.push(
          `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''} → ${Math.round(r.right)} px`,
        );
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${w}`, ...out.slice(0, 8)];
  }, width);

describe.each([320, 390])('%i px wide', (width) => {
  it.each(KINDS)('%s: no sideways scroll, at 100 % and 200 % text', async (path) => {
    const ctx = await (await browser()).newContext({ viewport: { width, height: 800 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${path}`);
      await settle(page);
      expect(await overflow(page, width), `${path} at ${width} px`).toEqual([]);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await overflow(page, width), `${path} at ${width} px, 200 % text`).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
