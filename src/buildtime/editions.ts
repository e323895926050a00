// The correspondence between the 2018 Laws and the older (2001) edition, kept as data in
// content/data/edition-map.json, checked against both texts, and prepared for display.
//
// A row pairs a 2018 number with a 2001 number:
//   change "same"    — both exist; no change in practice (wording or numbering may differ)
//   change "changed" — both exist; what an arbiter does is different
//   change "new"     — only in 2018 ("2001": null)
//   change "removed" — only in 2001 ("2018": null)
// Numbers are article numbers ("7", "A", "onsoz"), sub-article numbers ("7.5.5", "A.4.2") or the
// older edition's numbers ("7.4.b", "A1.a", "C4"). A number may appear in several rows when the
// text was split or merged between editions. `effect` is one line, in our own Turkish: what changes
// for an arbiter.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Edition, knownNumbers, lawBlock, lawBlocks, lawPages, permalink } from './laws.ts';
import { type DiffPart, similarity, wordDiff } from '../browser/worddiff.ts';
import { failOnProblems, formatProblem, MAP_PROBLEMS, type ContentProblem } from '../browser/problems.ts';

export type Change = 'same' | 'changed' | 'new' | 'removed';
export const CHANGES: readonly Change[] = ['same', 'changed', 'new', 'removed'];

export interface MapRow {
  '2018': string | null;
  '2001': string | null;
  change: Change;
  effect: string;
}

/** Longest acceptable effect line, in characters. */
export const MAX_EFFECT_LENGTH = 240;

/** The map's name in the problems the build reports (content/data/ holds the data files). */
const MAP_FILE = 'edition-map.json';
const mapFile = join(resolve(process.cwd()), 'content/data', MAP_FILE);

/** The mapping rows as stored (read fresh on every call: the file is small). */
export function editionMap(file: string = mapFile): MapRow[] {
  return JSON.parse(readFileSync(file, 'utf8')) as MapRow[];
}

/** The article a number belongs to: "7.5.5" → "7", "A.4.2" → "A", "A1.a" → "A", "onsoz" → "onsoz". */
export function articleOf(no: string): string {
  const m = /^([A-D])(?:\.|\d|$)/.exec(no);
  if (m) return m[1];
  return no.split('.')[0];
}

/** True when the number names a whole article or section, not a sub-article. */
export function isArticleNumber(edition: Edition, no: string): boolean {
  return lawPages(edition).some((p) => p.article === no);
}

// Phrases with which the MHK commentary says that a rule was added, removed or reworded.
const CHANGE_REMARK =
  /(?:^|[^\p{L}])(eski (?:kural|madde|uygulama)|eski maddeyle|önceki kurallar|yeni düzenleme|yeni kural|düzenleme ile|düzeltme ile|eklenmiştir|eklendi\b|kaldırılmıştır|kaldırılarak|düzenlenmiştir|netleştiril|hükme bağlanmıştır|ifade düzeltilmiştir|sokulmuştur)/iu;

/** The paragraphs of an MHK commentary that remark on what changed from the older rules. */
export function changeRemarks(commentary: string): string[] {
  return commentary
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && CHANGE_REMARK.test(p));
}

/**
 * Checks the mapping against both texts. Returns human-readable errors (empty when all is well):
 * row shape, numbers that do not exist in their edition, duplicate rows, and completeness (every
 * 2018 block and every 2001 block appears in some row; a 2001 block is also covered when its whole
 * article is marked "removed").
 */
export function editionMapProblems(rows: MapRow[] = editionMap()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const known: Record<'2018' | '2001', Set<string>> = { '2018': knownNumbers('2018'), '2001': knownNumbers('2001') };
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const id = `satır ${i + 1} (${r['2018'] ?? '—'} ↔ ${r['2001'] ?? '—'})`;
    const add = (message: string) => problems.push({ file: MAP_FILE, id, message });
    if (!CHANGES.includes(r.change)) add(`bilinmeyen değişiklik türü "${r.change}"`);
    if (r.change === 'new' && (r['2001'] !== null || !r['2018'])) {
      add(`"new" satırında 2018 numarası olmalı, 2001 null olmalı`);
    }
    if (r.change === 'removed' && (r['2018'] !== null || !r['2001'])) {
      add(`"removed" satırında 2001 numarası olmalı, 2018 null olmalı`);
    }
    if ((r.change === 'same' || r.change === 'changed') && (!r['2018'] || !r['2001'])) {
      add(`"${r.change}" satırında iki numara da olmalı`);
    }
    if (typeof r.effect !== 'string' || !r.effect.trim()) add(`effect boş`);
    else if (/\n/.test(r.effect) || r.effect.length > MAX_EFFECT_LENGTH) {
      add(`effect tek satır ve en çok ${MAX_EFFECT_LENGTH} karakter olmalı`);
    }
    for (const ed of ['2018', '2001'] as const) {
      const no = r[ed];
      if (no !== null && !known[ed].has(no)) add(`${ed} sürümünde ${no} numarası yok`);
    }
    if (r['2018'] && r['2001']) {
      const a = isArticleNumber('2018', r['2018']);
      const b = isArticleNumber('2001', r['2001']);
      if (a !== b) add(`madde düzeyindeki numara alt madde ile eşleştirilmiş`);
    }
    const key = `${r['2018']}|${r['2001']}`;
    if (seen.has(key)) add(`aynı eşleştirme iki kez var`);
    seen.add(key);
  }
  const { missing2018, missing2001 } = coverage(rows);
  for (const no of missing2018) problems.push({ file: MAP_FILE, message: `2018 metnindeki ${no} hiçbir satırda yok` });
  for (const no of missing2001) problems.push({ file: MAP_FILE, message: `2001 metnindeki ${no} hiçbir satırda yok` });
  return problems;
}

/** The problems as text ("edition-map.json › satır 3 (7.5.5 ↔ 7.4.b): …"). */
export function checkEditionMap(rows: MapRow[] = editionMap()): string[] {
  return editionMapProblems(rows).map(formatProblem);
}

/** Blocks of either edition that no row mentions. */
export function coverage(rows: MapRow[] = editionMap()): { missing2018: string[]; missing2001: string[] } {
  const in2018 = new Set(rows.map((r) => r['2018']).filter((x): x is string => x !== null));
  const in2001 = new Set(rows.map((r) => r['2001']).filter((x): x is string => x !== null));
  const removedArticles = new Set(
    rows.filter((r) => r.change === 'removed' && r['2001'] && isArticleNumber('2001', r['2001'])).map((r) => r['2001']),
  );
  return {
    missing2018: lawBlocks('2018')
      .map((b) => b.no)
      .filter((no) => !in2018.has(no)),
    missing2001: lawBlocks('2001')
      .map((b) => b.no)
      .filter((no) => !in2001.has(no) && !removedArticles.has(articleOf(no))),
  };
}

/** A mapping row with everything a component needs to show it. */
export interface EditionRow extends MapRow {
  /** Permanent addresses (/m/7.5.5/, /m/2001/7.4.b/); null for the missing side. */
  href2018: string | null;
  href2001: string | null;
  /** Plain text of each side, when the number is a block with text. */
  text2018: string | null;
  text2001: string | null;
  /** Word-level difference from the 2001 text to the 2018 text (both texts present). */
  diff: DiffPart[] | null;
  /** Share of common words, 0…1 (both texts present). */
  similarity: number | null;
  /** Paragraphs of the 2018 MHK commentary that remark on the change. */
  remarks: string[];
  /** True when the row pairs whole articles. */
  articleLevel: boolean;
}

function prepare(r: MapRow): EditionRow {
  const b18 = r['2018'] ? lawBlock('2018', r['2018']) : undefined;
  const b01 = r['2001'] ? lawBlock('2001', r['2001']) : undefined;
  const text2018 = b18?.text || null;
  const text2001 = b01?.text || null;
  const both = text2018 !== null && text2001 !== null;
  return {
    ...r,
    href2018: r['2018'] ? permalink('2018', r['2018']) : null,
    href2001: r['2001'] ? permalink('2001', r['2001']) : null,
    text2018,
    text2001,
    diff: both ? wordDiff(text2001, text2018) : null,
    similarity: both ? similarity(text2001, text2018) : null,
    remarks: b18 ? changeRemarks(b18.commentary) : [],
    articleLevel: r['2018'] ? isArticleNumber('2018', r['2018']) : r['2001'] ? isArticleNumber('2001', r['2001']) : false,
  };
}

/** The 2001 article that corresponds to a 2018 article ("11" → "12", "A" → "B"), if any. */
export function counterpartArticle(article2018: string, rows: MapRow[] = editionMap()): string | null {
  const r = rows.find((x) => x['2018'] === article2018 && x['2001'] && isArticleNumber('2001', x['2001']));
  return r?.['2001'] ?? null;
}

/**
 * Rows for the panel of one 2018 article, in map order: rows whose 2018 number lies in the article,
 * then "removed" sub-article rows of the corresponding 2001 article.
 */
export function rowsForArticle(article2018: string, rows: MapRow[] = editionMap()): EditionRow[] {
  const old = counterpartArticle(article2018, rows);
  const picked = rows.filter(
    (r) =>
      (r['2018'] !== null && articleOf(r['2018']) === article2018) ||
      (r.change === 'removed' && old !== null && r['2001'] !== null && r['2001'] !== old && articleOf(r['2001']) === old),
  );
  return picked.map(prepare);
}

export interface ChangeGroup {
  /** 2018 article ("7", "A") or null for the group of removed older articles. */
  article: string | null;
  title: string;
  page: string | null;
  rows: EditionRow[];
}

/**
 * Everything that changed (rows with change ≠ "same"), grouped by 2018 article in the order of the
 * 2018 text, then a last group with the older articles that have no 2018 counterpart at all.
 */
export function changesByArticle(rows: MapRow[] = editionMap()): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (const p of lawPages('2018')) {
    const list = rowsForArticle(p.article, rows).filter((r) => r.change !== 'same');
    if (list.length) groups.push({ article: p.article, title: p.title, page: p.page, rows: list });
  }
  const placed = new Set(groups.flatMap((g) => g.rows.map((r) => `${r['2018']}|${r['2001']}`)));
  const rest = rows.filter((r) => r.change === 'removed' && !placed.has(`${r['2018']}|${r['2001']}`)).map(prepare);
  if (rest.length) {
    groups.push({ article: null, title: '2018 metninde karşılığı olmayan eski maddeler', page: null, rows: rest });
  }
  return groups;
}

/** Number of rows by change type. */
export function countByChange(rows: MapRow[] = editionMap()): Record<Change, number> {
  const out: Record<Change, number> = { same: 0, changed: 0, new: 0, removed: 0 };
  for (const r of rows) out[r.change]++;
  return out;
}

let assertedKey: string | null = null;

/**
 * Build-time guard used by the components and the changes page: throws, listing every error, when
 * the mapping does not hold against the texts. Checks once per set of inputs.
 */
export function assertEditionMap(): void {
  const rows = editionMap();
  const key = `${JSON.stringify(rows).length}:${lawBlocks('2018').length}:${lawBlocks('2001').length}`;
  if (assertedKey === key) return;
  failOnProblems(MAP_PROBLEMS, editionMapProblems(rows));
  assertedKey = key;
}

/** How a number is shown to readers: "7.5.5", "Madde 7", "Ek A", "Önsöz", "Giriş". */
export function displayNo(no: string): string {
  if (no === 'onsoz') return 'Önsöz';
  if (no === 'giris') return 'Giriş';
  if (/^\d+$/.test(no)) return `Madde ${no}`;
  if (/^[A-D]$/.test(no)) return `Ek ${no}`;
  return no;
}

/** The anchor of a row on /kurallar/degisiklikler/ ("fark-2018-7.5.5-2001-7.4.b"), linked from the "Önceki sürümde" panels. */
export function rowAnchor(row: Pick<MapRow, '2018' | '2001'>): string {
  return ['fark', row['2018'] && `2018-${row['2018']}`, row['2001'] && `2001-${row['2001']}`].filter(Boolean).join('-');
}
