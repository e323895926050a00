// Every internal link of the built site resolves: the file exists, and an #anchor exists on the page.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const dist = inject('distDir');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? htmlFiles(p) : n.endsWith('.html') ? [p] : [];
  });
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    ids = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    idCache.set(file, ids);
  }
  return ids;
}

function target(path: string): string | null {
  const p = join(dist, decodeURIComponent(path));
  if (existsSync(p) && statSync(p).isFile()) return p;
  const index = join(p, 'index.html');
  return existsSync(index) ? index : null;
}

describe('internal links', () => {
  it('all resolve to a page and, with a fragment, to an element on it', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of htmlFiles(dist)) {
      if (file.endsWith('404.html')) continue;
      const html = readFileSync(file, 'utf8');
      for (const m of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
        const href = m[1].replace(/&amp;/g, '&');
        if (href.startsWith('/_astro/') || href.startsWith('/pagefind/')) continue;
        const [path, hash] = href.split('#');
        const t = target(path.split('?')[0]);
        checked++;
        if (!t) broken.push(`${file.slice(dist.length)} → ${href}`);
        else if (hash && !idsOf(t).has(decodeURIComponent(hash))) broken.push(`${file.slice(dist.length)} → ${href} (no #${hash})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('every permanent address /m/<no>/ sends the reader to an existing anchor', () => {
    const mdir = join(dist, 'm');
    const pages = htmlFiles(mdir);
    expect(pages.length).toBeGreaterThan(300);
    const bad: string[] = [];
    for (const f of pages) {
      const url = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(readFileSync(f, 'utf8'))?.[1];
      if (!url) {
        bad.push(`${f}: no refresh`);
        continue;
      }
      const [path, hash] = url.split('#');
      const t = target(path);
      if (!t || (hash && !idsOf(t).has(hash))) bad.push(`${f} → ${url}`);
    }
    expect(bad).toEqual([]);
  });
});
