// The little Markdown the explanations use: paragraphs, [links](/m/7.5.5/), **bold**, *italic* and
// `code`. Only internal links (starting with "/" or "#") become links; anything else stays text, so
// no page of the training half sends the reader (or a request) off the site. Pure; browser-safe.

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'link'; href: string; children: Inline[] }
  | { t: 'strong'; children: Inline[] }
  | { t: 'em'; children: Inline[] }
  | { t: 'code'; v: string };

const PATTERNS: { t: Inline['t']; re: RegExp }[] = [
  { t: 'code', re: /`([^`]+)`/ },
  { t: 'link', re: /\[([^\]]+)\]\(([^)\s]+)\)/ },
  { t: 'strong', re: /\*\*(.+?)\*\*/ },
  { t: 'em', re: /(?<![*\w])\*(?![\s*])(.+?)(?<![\s*])\*(?![*\w])/ },
];

/** A placeholder origin to resolve against: a link is internal when it resolves to the same origin. */
const HERE = 'https://site.invalid';

/**
 * A link to this site: starts with "/" or "#" and, resolved the way a browser does (which reads
 * "/\\host" and "//host" as another host, and drops tabs and newlines), stays on the same origin.
 */
export function isInternalHref(href: string): boolean {
  if (!href.startsWith('/') && !href.startsWith('#')) return false;
  try {
    return new URL(href, `${HERE}/`).origin === HERE;
  } catch {
    return false;
  }
}

export function parseInline(s: string): Inline[] {
  const out: Inline[] = [];
  let rest = s;
  while (rest) {
    let best: { t: Inline['t']; m: RegExpExecArray } | null = null;
    for (const p of PATTERNS) {
      const m = p.re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { t: p.t, m };
    }
    if (!best) {
      out.push({ t: 'text', v: rest });
      break;
    }
    if (best.m.index > 0) out.push({ t: 'text', v: rest.slice(0, best.m.index) });
    const [all, a, b] = best.m;
    if (best.t === 'code') out.push({ t: 'code', v: a });
    else if (best.t === 'link') out.push(isInternalHref(b) ? { t: 'link', href: b, children: parseInline(a) } : { t: 'text', v: a });
    else out.push({ t: best.t, children: parseInline(a) } as Inline);
    rest = rest.slice(best.m.index + all.length);
  }
  return out;
}

/** Paragraphs separated by blank lines; single newlines are spaces. */
export function paragraphs(s: string): string[] {
  return s
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** Plain text of inline Markdown (for labels and titles). */
export function plainText(s: string): string {
  const walk = (xs: Inline[]): string => xs.map((x) => ('children' in x ? walk(x.children) : x.v)).join('');
  return walk(parseInline(s));
}
