// Real browser for the site tests: playwright-core driving the Chromium that the npm package
// @sparticuz/chromium ships inside itself, so `npm ci` alone brings a browser. CHROMIUM_PATH may point
// at another Chromium (e.g. Debian's /usr/bin/chromium) while developing.
import chromium from '@sparticuz/chromium';
import { chromium as pw, type Browser, type Page } from 'playwright-core';

let shared: Promise<Browser> | null = null;

export function browser(): Promise<Browser> {
  shared ??= (async () => {
    const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
    const b = await pw.launch({
      executablePath,
      headless: true,
      // @sparticuz/chromium's Lambda flags minus --single-process, which dies when a context closes.
      args: [
        ...chromium.args.filter((a) => a !== '--single-process'),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // No fixed Playwright timeout (30 s by default) that a busy CPU can miss: every wait lasts until
    // its event, bounded only by the test's own timeout (vitest.config.ts).
    const newContext = b.newContext.bind(b);
    b.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const ctx = await newContext(...args);
      ctx.setDefaultTimeout(0);
      return ctx;
    };
    return b;
  })();
  return shared;
}

export async function closeBrowser(): Promise<void> {
  if (shared) {
    const b = await shared;
    shared = null;
    await b.close();
  }
}

/** A fresh page that records console errors, page errors and requests leaving the site. */
export async function openPage(baseUrl: string): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const b = await browser();
  const context = await b.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const errors: string[] = [];
  const external: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(baseUrl) && !u.startsWith('data:') && !u.startsWith('blob:')) external.push(u);
  });
  return { page, errors, external };
}

/** A page read without JavaScript: its response status, the page, and how to close it. */
export async function staticPage(baseUrl: string, path: string): Promise<{ page: Page; status: number | undefined; close: () => Promise<void> }> {
  const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  const res = await page.goto(`${baseUrl}${path}`);
  return { page, status: res?.status(), close: () => ctx.close() };
}

/** `staticPage` for a page that must exist: fails (naming the path) unless it answers 200. */
export async function staticPageOk(baseUrl: string, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, status, close } = await staticPage(baseUrl, path);
  if (status !== 200) {
    await close();
    throw new Error(`${path}: HTTP ${status}, 200 expected`);
  }
  return { page, close };
}

/**
 * A page with a React island loaded `client:visible`: opened like `openPage`, scrolled to
 * `scrollTo`, and returned once the island marks itself `data-ready="true"` (`ready`).
 */
export async function islandPage(
  baseUrl: string,
  path: string,
  scrollTo: string,
  ready: string,
): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const opened = await openPage(baseUrl);
  await opened.page.goto(`${baseUrl}${path}`);
  await opened.page.locator(scrollTo).scrollIntoViewIfNeeded();
  await opened.page.locator(`${ready}[data-ready="true"]`).waitFor();
  return opened;
}
