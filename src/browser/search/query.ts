// Understanding article numbers in a search query: "7.5.1", "madde 7.5.1", "m7.5.1", "7.5.1'e göre",
// "A.4.2", "Ek A.4.2", "C.10.3.1", "III.4", "Yönerge I.8.1", "2018 A.4.2", "2001 7.4", "2023 A.5.2" …
// Numbers without a year are numbers of the edition in force (content/data/editions.json). Browser-safe and pure.
import { compareNumbers, nearestFrom } from '../nearest.ts';
import { EDITIONS, IN_FORCE, type Edition } from '../edition-registry.ts';

/** The editions a number can be looked up in: the edition in force (numbers without a year) and the
 * older texts, named by their year. */
export type LookupEdition = Edition;

export interface ArticleEntry {
  no: string;
  edition: LookupEdition;
  href: string;
  title: string;
  text: string;
}

export interface ArticleQuery {
  no: string;
  edition: LookupEdition | null;
}

const SUFFIX = String.raw`(?:\s*['’]\s*\p{L}*)?(?:\s+(?:göre|gereği|gereğince|uyarınca|kapsamında|maddesi))?`;
const NUMBER = String.raw`([A-Da-d]\.?\d+(?:\.\d+)*(?:\.[a-h])?|\d+(?:\.\d+)*(?:\.[a-h])?|(?:III|II|I|iii|ii|i)(?:\.\d+)+)`;
/** A year that names an edition the site holds. */
const YEAR = `(${EDITIONS.join('|')})`;
const FORMS = [
  new RegExp(String.raw`^(?:${YEAR}\s+)?(?:madde|md\.?|m\.?)\s*${NUMBER}\.?${SUFFIX}(?:\s+\(?${YEAR}\)?)?$`, 'iu'),
  new RegExp(String.raw`^(?:${YEAR}\s+)?ek\s*-?\s*${NUMBER}\.?${SUFFIX}(?:\s+\(?${YEAR}\)?)?$`, 'iu'),
  new RegExp(String.raw`^(?:${YEAR}\s+)?ek\s*-?\s*([A-Da-d])${SUFFIX}$`, 'iu'),
  new RegExp(
    String.raw`^(?:${YEAR}\s+)?(?:yönerge|yonerge|rehber(?:\s+talimatlar)?)\s*-?\s*((?:III|II|I|iii|ii|i)(?:\.\d+)*)\.?${SUFFIX}$`,
    'iu',
  ),
  new RegExp(String.raw`^(?:${YEAR}\s+)?${NUMBER}\.?${SUFFIX}(?:\s+\(?${YEAR}\)?)?$`, 'iu'),
];

/** Reads an article number out of the query, or null when the query is words. */
export function parseArticleQuery(query: string): ArticleQuery | null {
  const q = query.trim().replace(/\s+/g, ' ');
  for (const re of FORMS) {
    const m = re.exec(q);
    if (!m) continue;
    let no = m[2];
    // A bare year is not an article number.
    if (/^(19|20)\d\d$/.test(no)) return null;
    no = /^i+(\.|$)/.test(no) ? no.replace(/^i+/, (r) => r.toUpperCase()) : no.replace(/^([a-d])/, (c) => c.toUpperCase());
    const edition = (m[1] ?? m[3] ?? null) as ArticleQuery['edition'];
    return { no, edition };
  }
  return null;
}

export interface ArticleLookup {
  /** The exact article, if it exists. */
  exact: ArticleEntry | null;
  /** Its sub-articles in order (a prefix like "7.5" lists 7.5.1 … 7.5.5). */
  children: ArticleEntry[];
  /** When the number does not exist: the nearest existing ones. */
  nearest: ArticleEntry[];
  query: ArticleQuery;
}

export function lookupArticle(entries: ArticleEntry[], q: ArticleQuery): ArticleLookup {
  const edition = q.edition ?? IN_FORCE;
  const pool = entries.filter((e) => e.edition === edition);
  // The older edition wrote appendix numbers as "A1"; accept "A.1" for it too, and vice versa.
  const variants = [q.no, q.no.replace(/^([A-D])\.(\d)/, '$1$2'), q.no.replace(/^([A-D])(\d)/, '$1.$2')];
  const exact = pool.find((e) => variants.includes(e.no)) ?? null;
  const no = exact?.no ?? q.no;
  const children = pool
    .filter((e) => e.no.startsWith(no + '.') || (/^[A-D]$/.test(no) && e.no !== no && e.no.startsWith(no)))
    .sort((a, b) => compareNumbers(a.no, b.no));
  let nearest: ArticleEntry[] = [];
  if (!exact) {
    const byNo = new Map(pool.map((e) => [e.no, e]));
    nearest = nearestFrom([...byNo.keys()], q.no, 5).map((n) => byNo.get(n)!);
  }
  return { exact, children, nearest, query: { no, edition } };
}
