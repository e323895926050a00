// Real browser for the site tests: playwright-core driving the Chromium that the npm package
// @sparticuz/chromium ships inside itself, so `npm ci` alone brings a browser. CHROMIUM_PATH may point
// at another Chromium (e.g. Debian's /usr/bin/chromium) while developing.
import chromium from '@sparticuz/chromium';
import { chromium as pw, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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
    // The service worker is blocked unless a test asks for it ({ serviceWorkers: 'allow' }: the
    // offline, search-offline, base-path and CSP tests): a test of a page is not a test of storing the
    // site, and every context installing it again loads the machine for nothing.
    const newContext = b.newContext.bind(b);
    b.newContext = async (options?: BrowserContextOptions) => {
      const ctx = await newContext({ serviceWorkers: 'block', ...options });
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
export async function openPage(
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const b = await browser();
  const context = await b.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR', ...options });
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
export async function staticPage(
  baseUrl: string,
  path: string,
): Promise<{ page: Page; status: number | undefined; close: () => Promise<void> }> {
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

/**
 * Brings every `client:visible` island into view so that it loads, and waits until all of them have
 * hydrated (Astro drops the island's `ssr` attribute). An island is `display: contents`, so its first
 * element is what scrolls and what `client:visible` watches. The wait has no clock; it fails at once,
 * naming the cause, when the page reports an error or a script of the site fails to load, since no
 * island would hydrate after that.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  const problems: string[] = [];
  let fail: (e: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  const report = (what: string) => {
    problems.push(what);
    fail(new Error(`${new URL(page.url()).pathname}: islands cannot hydrate: ${problems.join('; ')}`));
  };
  const onError = (e: Error) => report(`pageerror ${e.message}`);
  const onFailed = (r: import('playwright-core').Request) => {
    if (r.resourceType() === 'script' || (['fetch', 'xhr'].includes(r.resourceType()) && r.failure()?.errorText !== 'net::ERR_ABORTED'))
      report(`${r.url()} failed (${r.failure()?.errorText})`);
  };
  page.on('pageerror', onError);
  page.on('requestfailed', onFailed);
  try {
    await Promise.race([
      failed,
      (async () => {
        await page.waitForLoadState('load');
        await page.waitForFunction(
          () => {
            const left = document.querySelectorAll('astro-island[ssr]');
            left.forEach((i) => (i.firstElementChild ?? i).scrollIntoView({ block: 'center' }));
            return left.length === 0;
          },
          undefined,
          { timeout: 0, polling: 250 },
        );
      })(),
    ]);
  } finally {
    page.off('pageerror', onError);
    page.off('requestfailed', onFailed);
  }
}
