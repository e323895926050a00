// After the build: every internal link, anchor and requested file of every built page must exist.
// Reads the HTML of dist/ (href, src, srcset, the URL of a meta refresh), resolves each same-site URL
// under the site's base path to a built file, and each #fragment to an id (or name) on the target
// page. Pagefind's and the service worker's runtime files and links to `/ara/?q=…` style queries are
// resolved by their path. Returns the problems in Turkish, page by page.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PostBuildStep } from './postbuild-step.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

const ATTR = /\s(?:href|src|action)=(?:"([^"]*)"|'([^']*)')/g;
const SRCSET = /\ssrcset=(?:"([^"]*)"|'([^']*)')/g;
const REFRESH = /<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=([^"]+)"/gi;
const ID = /\s(?:id|name)=(?:"([^"]*)"|'([^']*)')/g;

const decode = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The ids of a page (anchors a link may point to). */
function idsOf(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(ID)) out.add(decode(m[1] ?? m[2]));
  return out;
}

export interface LinkProblem {
  page: string;
  url: string;
  reason: string;
}

/**
 * Checks the built site in `dist`, deployed under `base` (e.g. "/" or "/federasyon/kurallar/").
 * A link that leaves the base but stays on the site's origin is a problem too.
 */
export function checkLinks(dist: string, base = '/'): LinkProblem[] {
  const b = base.endsWith('/') ? base : `${base}/`;
  const problems: LinkProblem[] = [];
  const idCache = new Map<string, Set<string>>();
  const fileOf = (path: string): string | null => {
    const rel = decodeURIComponent(path.slice(b.length));
    const candidates =
      rel === '' || rel.endsWith('/')
        ? [join(dist, rel, 'index.html')]
        : [join(dist, rel), join(dist, rel, 'index.html'), join(dist, `${rel}.html`)];
    for (const c of candidates) if (existsSync(c) && statSync(c).isFile()) return c;
    return null;
  };
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const pagePath =
      b +
      relative(dist, file)
        .replace(/\\/g, '/')
        .replace(/(^|\/)index\.html$/, '$1');
    const urls: string[] = [];
    for (const m of html.matchAll(ATTR)) urls.push(decode(m[1] ?? m[2]));
    for (const m of html.matchAll(SRCSET)) for (const part of decode(m[1] ?? m[2]).split(',')) urls.push(part.trim().split(/\s+/)[0]);
    for (const m of html.matchAll(REFRESH)) urls.push(decode(m[1]));
    for (const raw of urls) {
      if (!raw || /^(?:[a-z]+:|\/\/)/i.test(raw)) continue; // other sites, mailto:, data:, javascript:
      let target: URL;
      try {
        target = new URL(raw, `https://site.invalid${pagePath}`);
      } catch {
        problems.push({ page: pagePath, url: raw, reason: 'adres okunamadı' });
        continue;
      }
      const path = target.pathname;
      if (!path.startsWith(b)) {
        problems.push({ page: pagePath, url: raw, reason: `sitenin taban yolunun (${b}) dışına çıkıyor` });
        continue;
      }
      const f = fileOf(path);
      if (!f) {
        problems.push({ page: pagePath, url: raw, reason: 'hedef dosya yok' });
        continue;
      }
      const hash = decodeURIComponent(target.hash.slice(1));
      if (hash && f.endsWith('.html')) {
        let ids = idCache.get(f);
        if (!ids) idCache.set(f, (ids = idsOf(readFileSync(f, 'utf8'))));
        if (!ids.has(hash)) problems.push({ page: pagePath, url: raw, reason: `#${hash} çapası hedef sayfada yok` });
      }
    }
  }
  return problems;
}

/**
 * Pages of `dist` carrying a NUL (U+0000), another control character that HTML forbids, or the
 * replacement character (U+FFFD, a broken multi-byte character): a Turkish message, or null when clean.
 */
export function uncleanPages(dist: string, base = '/'): string | null {
  const b = base.endsWith('/') ? base : `${base}/`;
  const bad: string[] = [];
  for (const file of htmlFiles(dist)) {
    const m = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/.exec(readFileSync(file, 'utf8'));
    if (m)
      bad.push(`- ${b}${relative(dist, file).replace(/\\/g, '/')}: U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return bad.length
    ? `Kurulan sitede ${bad.length} sayfada denetim karakteri ya da bozuk karakter var:\n${bad.slice(0, 40).join('\n')}`
    : null;
}

/** One Turkish message for the build log, at most `max` lines. */
export function formatLinkProblems(problems: LinkProblem[], max = 40): string {
  const lines = problems.slice(0, max).map((p) => `- ${p.page} → ${p.url}: ${p.reason}`);
  if (problems.length > max) lines.push(`… ve ${problems.length - max} sorun daha`);
  return `Kurulan sitede ${problems.length} kırık bağlantı var:\n${lines.join('\n')}`;
}

/** Post-build step: no NUL, control or replacement character in a built page. */
export const cleanPagesStep: PostBuildStep = {
  name: 'clean pages',
  run({ dist, base }) {
    const unclean = uncleanPages(dist, base);
    if (unclean) throw new Error(unclean);
  },
};

/** Post-build step: every internal link, anchor and requested file of every built page exists under the base. */
export const linkCheckStep: PostBuildStep = {
  name: 'link check',
  run({ dist, base, logger }) {
    const broken = checkLinks(dist, base);
    if (broken.length) throw new Error(formatLinkProblems(broken));
    logger.info(
      `pages clean (no NUL, control or replacement character); every internal link, anchor and requested file exists (base ${base})`,
    );
  },
};
