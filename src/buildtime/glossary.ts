// The glossary at build time: content/data/glossary.json read and checked (src/browser/glossary.ts),
// each entry's article checked against the text it belongs to (content/data/editions.json: 2023) — a number that does not exist fails the build;
// one in a part not yet on the site is shown unlinked.
import { existsSync, readFileSync } from 'node:fs';
import { type GlossaryEntry, GLOSSARY_DATA_FILE, readGlossary } from '../browser/glossary.ts';
import { failOnProblems, PAGE_PROBLEMS, type ContentProblem } from '../browser/problems.ts';
import { articleHref, GLOSSARY_FILE } from './laws.ts';
import { isMissingPart } from './remark-law-refs.ts';
import { GLOSSARY_EDITION } from '../browser/edition-registry.ts';

export interface GlossaryRow extends GlossaryEntry {
  /** The article's page and anchor; null when its part is not yet on the site. */
  href: string | null;
}

/** The glossary's entries in Turkish alphabetical order; [] when there is no glossary. Fails the build on a bad entry. */
export function glossary(file: string = GLOSSARY_FILE): GlossaryRow[] {
  const edition = GLOSSARY_EDITION;
  if (!existsSync(file) || !edition) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    failOnProblems(PAGE_PROBLEMS, [{ file: GLOSSARY_DATA_FILE, id: '(dosya)', message: `JSON okunamadı: ${(e as Error).message}` }]);
  }
  const { entries, problems } = readGlossary(raw);
  const rows: GlossaryRow[] = [];
  const errors: ContentProblem[] = [...problems];
  for (const e of entries) {
    const href = articleHref(edition, e.article) ?? null;
    if (!href && !isMissingPart(edition, e.article))
      errors.push({ file: GLOSSARY_DATA_FILE, id: `“${e.tr}”`, message: `article: "${e.article}" numaralı madde ${edition} metninde yok` });
    rows.push({ ...e, href });
  }
  failOnProblems(PAGE_PROBLEMS, errors);
  return rows.sort((a, b) => a.tr.localeCompare(b.tr, 'tr'));
}
