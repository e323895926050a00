// The one place the site writes an article's address and its name. Pure and browser-safe: pages,
// components, the search and the quiz all link through these.

import { EDITIONS, IN_FORCE } from './edition-registry.ts';

const slashEnd = (b: string): string => (b.endsWith('/') ? b : `${b}/`);

/**
 * The path the site is deployed under: "/" on a domain root, "/federasyon/kurallar/" under a sub-path
 * (`astro build --base …`). Vite's BASE_URL in pages, endpoints and islands; "/" in plain Node (CLIs,
 * unit tests). The build's post-processing passes the configured base explicitly.
 */
export const BASE: string = slashEnd(viteBase());

declare const __SITE_BASE__: string | undefined;

function viteBase(): string {
  // __SITE_BASE__: the configured base, defined for the build's pages and endpoints by our integration
  // (src/buildtime/postbuild.ts); Vite's BASE_URL in the islands; plain Node has neither.
  if (typeof __SITE_BASE__ === 'string') return __SITE_BASE__;
  try {
    return import.meta.env.BASE_URL ?? '/';
  } catch {
    return '/';
  }
}

/**
 * A site path under the base: withBase("/m/6.9/") → "/federasyon/kurallar/m/6.9/". Everything that is
 * not a root-relative site path (another site, "//host", "#anchor", "?q=", a relative path) and a path
 * already under the base come back as they are.
 */
export function withBase(path: string, base: string = BASE): string {
  const b = slashEnd(base);
  if (b === '/' || !path.startsWith('/') || path.startsWith('//') || path.startsWith(b) || path === b.slice(0, -1)) return path;
  return b + path.slice(1);
}

/** The inverse of withBase: "/federasyon/kurallar/m/6.9/" → "/m/6.9/"; a path outside the base as it is. */
export function withoutBase(path: string, base: string = BASE): string {
  const b = slashEnd(base);
  return b !== '/' && path.startsWith(b) ? path.slice(b.length - 1) : path;
}

/** The permanent address of a number: "/m/7.5.1/" (the edition in force, 2023), "/m/2018/A.4.2/", "/m/2001/7.4/"; under the base. */
export function permalink(edition: string, no: string): string {
  return withBase(edition === TEXT_EDITION ? `/m/${no}/` : `/m/${edition}/${no}/`);
}

/**
 * The number a permanent address names (with or without the base): "/m/7.5.5/" → 2023 7.5.5,
 * "/m/2018/A.4.2/", "/m/2001/7.4/"; "/m/2023/A.5.2/" is an alias of "/m/A.5.2/"; anything else → null.
 */
export function parsePermalink(href: string): { edition: string; no: string } | null {
  const m = /^\/m\/(?:(\d{4})\/)?([^/#?]+)\/?(?:#.*)?$/.exec(withoutBase(href));
  if (!m || (m[1] !== undefined && !EDITIONS.includes(m[1]))) return null;
  return { edition: m[1] ?? TEXT_EDITION, no: decodeURIComponent(m[2]) };
}

/** A number of the Guidelines: "I.8.1", "II.3.2.4", "III.4". */
export const isGuidelineNumber = (no: string): boolean => /^(?:I{1,3})(?:\.\d+)*$/.test(no);

/** "Madde 7.5.1", "Ek A.5.2", "Yönerge III.4", "Sözlük"; a page key such as "giris" as it is. */
export function articleLabel(no: string): string {
  if (isGuidelineNumber(no)) return `Yönerge ${no}`;
  if (no === 'sozluk') return 'Sözlük';
  return /^[A-D]/.test(no) ? `Ek ${no}` : /^\d/.test(no) ? `Madde ${no}` : no;
}

/** The edition of the Laws in force, whose text the site shows first (its numbers are the default addresses). */
export const TEXT_EDITION = IN_FORCE;
/** The oldest edition the site holds (2001): its own numbering, its own practice group. */
export const OLDER_EDITION = EDITIONS[EDITIONS.length - 1];
export const isOlderEdition = (edition: string): boolean => edition === OLDER_EDITION;

/** " (2018 sürümü)" after a number or a title; nothing for the edition in force. */
export function editionNote(edition: string): string {
  return edition === TEXT_EDITION ? '' : ` (${edition} sürümü)`;
}

/** The badge of a search result or a question: "2023", "2018 sürümü", "2001 sürümü". */
export function editionBadge(edition: string): string {
  return edition === TEXT_EDITION ? edition : `${edition} sürümü`;
}
