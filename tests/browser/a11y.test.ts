// Accessibility in real Chromium: axe-core over the main kinds of page at phone width (390 px), in the
// light and the dark theme, after every island has hydrated. Any violation fails, listed readably
// (rule, impact, the elements and what is wrong with them).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, hydrateIslands } from '../support/browser.ts';

const base = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

afterAll(async () => {
  await closeBrowser();
});

const PAGES = [
  '/',
  '/kurallar/madde-7/',
  // The 2023 text with our translated and renumbered paragraphs, the previous text, the glossary.
  '/kurallar/ek-a/',
  '/kurallar/2018/ek-a/',
  '/kurallar/sozluk/',
  '/senaryolar/bayrak-dustu-at-piyona-karsi/',
  '/senaryolar/dene/',
  '/sinav/',
  '/ara/?q=bayrak',
  '/araclar/olu-konum/',
  '/kurallar/degisiklikler/',
  // Every tool, explainer, edition page and the exam view (#26).
  '/araclar/',
  '/araclar/cezalar/',
  '/araclar/esitlik-bozma/',
  '/araclar/eslendirme/',
  '/araclar/esitlik-bozma/buchholz/',
  '/araclar/eslendirme/renk-kurallari/',
  '/araclar/eslendirme/berger/',
  '/araclar/elo/',
  '/araclar/elo/hesaplama/',
  '/kurallar/2023/',
  '/kurallar/2001/',
  '/sinav/deneme/',
];

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Brings every `client:visible` island into view so that it loads, then waits for all of them to hydrate. */
async function settle(page: Page) {
  await hydrateIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (new URL(page.url()).pathname.startsWith('/ara/')) await page.waitForFunction(() => Boolean(document.body.dataset.searchDone));
}

function format(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 6)
          .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n')}${v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : ''}`,
    )
    .join('\n');
}

describe.each(['light', 'dark'] as const)('axe, %s theme, 390 px wide', (theme) => {
  it.each(PAGES)('%s has no violations', async (path) => {
    // bypassCSP: axe is injected as a script the page's Content-Security-Policy would refuse.
    const ctx = await (
      await browser()
    ).newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', isMobile: true, hasTouch: true, bypassCSP: true });
    await ctx.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${path}`);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.addScriptTag({ path: axePath });
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
        return (await axe.run(document)).violations;
      })) as AxeViolation[];
      expect(violations.length, `${path} (${theme}):\n${format(violations)}`).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
