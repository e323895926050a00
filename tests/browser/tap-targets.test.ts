// Tap targets on a phone (#33): on every page kind at 390 px, no visible interactive control is
// under 44 px tall (the platforms' convention; WCAG 2.5.5). A check box or radio counts with the
// label that wraps it (tapping the label ticks it); a control's target is its own box or that
// label's, whichever is larger. Links inside running text are exempt (WCAG 2.5.8's inline
// exception), and so are the squares of a board (64 squares of a 320 px phone are 40 px; the
// board's squares are tapped as a grid, and each piece can also be moved by typing a move).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browser, closeBrowser, hydrateIslands } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

const KINDS = [
  '/',
  '/kurallar/madde-7/',
  '/kurallar/2023/',
  '/senaryolar/',
  '/senaryolar/bayrak-dustu-at-piyona-karsi/',
  '/senaryolar/dene/',
  '/sinav/',
  '/sinav/deneme/',
  '/sinav/madde/7/',
  '/ara/?q=bayrak',
  '/araclar/',
  '/araclar/cezalar/',
  '/araclar/olu-konum/',
  '/araclar/esitlik-bozma/',
  '/araclar/eslendirme/',
  '/araclar/elo/',
  '/araclar/norm/',
];

/** Visible controls under 44 px tall, described for the failure message. */
const small = () => {
  const out: string[] = [];
  const MIN = 44 - 0.5;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[hidden], [inert], [aria-hidden="true"]');
  };
  const describe = (el: Element, h: number) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 24);
    return `${el.tagName.toLowerCase()}${id}${cls}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} “${text}” ${Math.round(h)} px`;
  };
  const controls = document.querySelectorAll<HTMLElement>(
    'button, select, textarea, input:not([type="hidden"]), summary, [role="button"], [role="tab"], a.quiz-btn, a[class*="btn"]',
  );
  for (const el of controls) {
    if (!visible(el)) continue;
    // Board squares and the skip link (shown only on focus).
    if (el.closest('[data-squareid], [data-square], svg, .sl-skip-link')) continue;
    let h = el.getBoundingClientRect().height;
    const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
    if (label && (el.matches('input[type="checkbox"], input[type="radio"]') || el.closest('label') === label))
      h = Math.max(h, label.getBoundingClientRect().height);
    if (h < MIN) out.push(describe(el, h));
  }
  return [...new Set(out)];
};

describe('tap targets at 390 px', () => {
  it.each(KINDS)('%s: every control at least 44 px tall', async (path) => {
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${path}`);
      await hydrateIslands(page);
      if (path.startsWith('/ara/')) await page.waitForFunction(() => Boolean(document.body.dataset.searchDone));
      expect(await page.evaluate(small), path).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
