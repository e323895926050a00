// Time to a usable board (issue "At the board", item 6): an island's code is a chain of modules that the
// browser discovers one level at a time (the island's component, then what it imports, then the board
// it imports on first render), each level a round trip on a phone network. After the build, every page
// with islands gets one `<link rel="modulepreload">` per module its islands will load — the component,
// the renderer, and everything they import, statically or dynamically — so all of it downloads in
// parallel while the page is parsed. Pages without islands (the law text) get none: no board code
// where no board is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './csp.ts';
import type { PostBuildStep } from './postbuild-step.ts';

const ATTR = /\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
/** `from"./x.js"`, `import"./x.js"`, `import("./x.js")`, `import(\`./x.js\`)` in a built chunk. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'`](\.\/[^"'`]+\.js)["'`]/g;

/** The modules a set of entry URLs loads, in a stable order (entries first). */
export function moduleClosure(entries: string[], read: (url: string) => string | null): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = read(url);
    if (code === null) continue;
    seen.add(url);
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(IMPORT)) queue.push(dir + m[1].slice(2));
  }
  return [...seen];
}

/** The island entry URLs of a page. */
export function islandEntries(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) for (const m of tag.matchAll(ATTR)) if (!out.includes(m[1])) out.push(m[1]);
  return out;
}

/** The page with modulepreload links for `modules`, right after its charset declaration. */
export function withPreloads(html: string, modules: string[]): string {
  if (!modules.length || html.includes('rel="modulepreload"')) return html;
  const links = modules.map((u) => `<link rel="modulepreload" href="${u}">`).join('');
  const at = html.match(/<meta charset="[^"]*"\s*\/?>/i);
  if (!at || at.index === undefined) return html.replace('<head>', `<head>${links}`);
  const end = at.index + at[0].length;
  return html.slice(0, end) + links + html.slice(end);
}

/** Adds the preloads to every built page with islands under `dist`, deployed under `base`; the count of pages. */
export function addModulePreloads(dist: string, base = '/'): number {
  const cache = new Map<string, string | null>();
  const read = (url: string): string | null => {
    if (!cache.has(url)) {
      let code: string | null = null;
      if (url.startsWith(base) && url.endsWith('.js')) {
        try {
          code = readFileSync(join(dist, url.slice(base.length)), 'utf8');
        } catch {
          code = null;
        }
      }
      cache.set(url, code);
    }
    return cache.get(url)!;
  };
  let pages = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('<astro-island')) continue;
    const modules = moduleClosure(islandEntries(html), read);
    const out = withPreloads(html, modules);
    if (out !== html) {
      writeFileSync(file, out);
      pages++;
    }
  }
  return pages;
}

/** Post-build step: every module a page's islands load, preloaded at once. */
export const preloadStep: PostBuildStep = {
  name: 'module preloads',
  run({ dist, base, logger }) {
    logger.info(`module preloads: ${addModulePreloads(dist, base)} pages with islands`);
  },
};
