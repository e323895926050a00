// The search index of arbiters' words (content/data/search-terms.json): names the law text does not use
// or uses in another form ("bayrak düşmesi" for 6.9, "üç kez tekrar" for 9.2.1). They are indexed
// with the article's law record after a marker and never shown: the result's excerpt stops at the
// marker, and falls back to the article's first words when only index words matched. Browser-safe.
import raw from '../../../content/data/search-terms.json' with { type: 'json' };

/** Separates a law record's text from its index words in the search index. */
export const TERMS_MARK = '⁂';

/** Index words per 2018 number. */
export const SEARCH_TERMS: Record<string, string[]> = Object.fromEntries(
  Object.entries(raw as Record<string, unknown>).filter(([k]) => k !== '_'),
) as Record<string, string[]>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Pagefind excerpt (HTML with <mark>) without the index words; `lead` (plain text) when nothing else is left. */
export function excerptWithoutTerms(html: string, lead: string): string {
  const at = html.indexOf(TERMS_MARK);
  if (at < 0) return html;
  const before = html.slice(0, at).trim();
  return before
    .replace(/<[^>]*>/g, '')
    .split(/\s+/)
    .filter(Boolean).length >= 6
    ? `${before} …`
    : escapeHtml(lead);
}
