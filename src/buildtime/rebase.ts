// After the build, under a sub-path (`astro build --base /federasyon/kurallar/`): every root-relative
// site URL that a built page writes (links of pages, components and content, the law-reference
// plugin's links, meta-refresh targets of the /m/ addresses, requested files) is put under the base
// through the one link helper (src/browser/links.ts, withBase). URLs Astro and Starlight already wrote
// under the base, other sites and relative URLs stay as they are. On a domain root nothing changes.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBase } from '../browser/links.ts';
import type { PostBuildStep } from './postbuild-step.ts';

const ATTR = /(\s(?:href|src|action|poster)=)(["'])(\/[^"']*)\2/g;
const SRCSET = /(\ssrcset=)(["'])([^"']*)\2/g;
const REFRESH = /(<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=)(\/[^"]*)"/gi;

/** The HTML of one page with its root-relative URLs under `base`. */
export function rebaseHtml(html: string, base: string): string {
  if (base === '/') return html;
  return html
    .replace(ATTR, (_, attr: string, q: string, url: string) => `${attr}${q}${withBase(url, base)}${q}`)
    .replace(
      SRCSET,
      (_, attr: string, q: string, set: string) =>
        `${attr}${q}${set
          .split(',')
          .map((part) => part.replace(/^(\s*)(\/\S*)/, (_m, sp: string, u: string) => sp + withBase(u, base)))
          .join(',')}${q}`,
    )
    .replace(REFRESH, (_, head: string, url: string) => `${head}${withBase(url, base)}"`);
}

/** Top-level names of the site: a base starting with one of them could not be told from a site path. */
export const SITE_SECTIONS = ['_astro', 'ara', 'araclar', 'cevrimdisi', 'icons', 'kurallar', 'm', 'pagefind', 'senaryolar', 'sinav'];

/** A Turkish reason why `base` cannot be used, or null. */
export function baseProblem(base: string): string | null {
  const first = base.split('/').filter(Boolean)[0];
  return first && SITE_SECTIONS.includes(first)
    ? `Taban yolu "${base}" sitenin bir bölümüyle (/${first}/) başlıyor; sayfa adresleri taban yolundan ayırt edilemez. Başka bir yol seçin (ör. /federasyon${base}).`
    : null;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

/** Rewrites every built page of `dist` for `base`; returns how many files changed. */
export function rebaseSite(dist: string, base: string): number {
  if (base === '/') return 0;
  let changed = 0;
  for (const f of htmlFiles(dist)) {
    const html = readFileSync(f, 'utf8');
    const out = rebaseHtml(html, base);
    if (out !== html) {
      writeFileSync(f, out);
      changed++;
    }
  }
  return changed;
}

/** Post-build step: under a sub-path, every root-relative URL of the built pages goes under the base. */
export const rebaseStep: PostBuildStep = {
  name: 'rebase',
  run({ dist, base, logger }) {
    const rebased = rebaseSite(dist, base);
    if (base !== '/') logger.info(`base ${base}: ${rebased} pages rewritten under the base`);
  },
};
