// The glossary of the Laws (2023; our translation): content/data/glossary.json, one entry per term —
// the Turkish term, the English term, the first article that uses it and a short definition. Pure:
// reading the entries and their problems (Turkish, naming the entry and the field); the build checks
// the articles against the 2023 text (src/buildtime/glossary.ts).
import type { ContentProblem } from './problems.ts';

export const GLOSSARY_DATA_FILE = 'glossary.json';

export interface GlossaryEntry {
  tr: string;
  en: string;
  /** The first article that uses the term, a 2023 number ("1.4.1", "C.1", "III.1"). */
  article: string;
  definition: string;
  /** The official 2018 translation's other renderings of the term, where they differ ("geçersiz hamle"). */
  official?: string;
}

const FIELDS = ['tr', 'en', 'article', 'definition'] as const;
const OPTIONAL = ['official'] as const;

/** The entries of the parsed JSON and the problems found (an entry with a problem is left out). */
export function readGlossary(raw: unknown): { entries: GlossaryEntry[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const entries: GlossaryEntry[] = [];
  if (!Array.isArray(raw)) {
    return {
      entries,
      problems: [{ file: GLOSSARY_DATA_FILE, id: '(kök)', message: 'bir dizi olmalı: [{ "tr", "en", "article", "definition" }, …]' }],
    };
  }
  raw.forEach((e: unknown, i) => {
    const id = `${i + 1}. terim`;
    if (typeof e !== 'object' || e === null || Array.isArray(e)) {
      problems.push({ file: GLOSSARY_DATA_FILE, id, message: 'bir nesne olmalı' });
      return;
    }
    const rec = e as Record<string, unknown>;
    const named = typeof rec.tr === 'string' && rec.tr.trim() ? `“${rec.tr.trim()}”` : id;
    let ok = true;
    for (const f of FIELDS) {
      if (typeof rec[f] !== 'string' || !(rec[f] as string).trim()) {
        problems.push({ file: GLOSSARY_DATA_FILE, id: named, message: `${f}: boş olmayan bir metin olmalı` });
        ok = false;
      }
    }
    for (const f of OPTIONAL) {
      if (rec[f] !== undefined && (typeof rec[f] !== 'string' || !(rec[f] as string).trim())) {
        problems.push({ file: GLOSSARY_DATA_FILE, id: named, message: `${f}: yazılırsa boş olmayan bir metin olmalı` });
        ok = false;
      }
    }
    for (const k of Object.keys(rec))
      if (!([...FIELDS, ...OPTIONAL] as readonly string[]).includes(k))
        problems.push({ file: GLOSSARY_DATA_FILE, id: named, message: `bilinmeyen alan "${k}"` });
    if (ok)
      entries.push({
        tr: (rec.tr as string).trim(),
        en: (rec.en as string).trim(),
        article: (rec.article as string).trim(),
        definition: (rec.definition as string).trim(),
        ...(typeof rec.official === 'string' ? { official: rec.official.trim() } : {}),
      });
  });
  return { entries, problems };
}

/** The anchor of an entry on the glossary page ("terim-bayrak-dusmesi"). */
export function termAnchor(tr: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
  const slug = tr
    .toLocaleLowerCase('tr')
    .replace(/[çğıiöşüâîû]/g, (c) => map[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `terim-${slug || 'x'}`;
}
