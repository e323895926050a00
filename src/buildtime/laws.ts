// Index of the Laws as they stand in the MDX content (the source of truth after import).
// Reads content/kurallar/**.mdx (the frontmatter with the schema of the collection `docs`, see
// src/buildtime/content.ts), finds every <Law no="…"> block and derives: the numbers that exist in each
// edition (with their implied parents), the page and anchor of each, and plain text for diffs.
// Node (fs), not Astro's runtime: the remark plugin, the quiz loader and the CLI use it as well as the
// /m/ routes, the 404 page and tests.
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { lawPageFields } from '../browser/page-schema.ts';
import { failOnProblems, PAGE_PROBLEMS } from '../browser/problems.ts';
import { mdxFiles, readPages } from './content.ts';
import {
  EDITIONS,
  editionInfo,
  GLOSSARY_EDITION,
  IN_FORCE,
  previousEdition,
  type Edition,
  type MissingPart,
} from '../browser/edition-registry.ts';

export { EDITIONS, isEdition, type Edition } from '../browser/edition-registry.ts';

export interface LawBlock {
  edition: Edition;
  no: string;
  /** Plain text of the law (MDX escapes undone, components removed), paragraphs joined by "\n\n". */
  text: string;
  /** Plain text of the official commentary inside the block, "" when none. */
  commentary: string;
  /** Page path, e.g. "/kurallar/madde-7/". */
  page: string;
  /** Article the page holds: "7", "A", "giris" … */
  article: string;
  /** Content file, relative to the repository root. */
  file: string;
  /** The 2018 number of the paragraph when 2023 renumbered it (`<Law no="A.5.2" was="A.4.2">`). */
  was?: string;
  /** Our translation of the 2023 wording, not official text (`<Law … translated>`). */
  translated: boolean;
  /**
   * Our translation where the official 2018 Turkish misstates the English (`<Law … translated corrected>`):
   * the official wording and the difference are shown beside it (content/data/corrections-2023.json).
   */
  corrected: boolean;
}

export interface LawPage {
  edition: Edition;
  article: string;
  title: string;
  part: string;
  order: number;
  page: string;
  file: string;
}

// process.cwd(): this module is bundled by Vite at build time, so its own location is not reliable.
const repoRoot = resolve(process.cwd());
const contentDir = join(repoRoot, 'content');
/** The glossary of the edition that holds it (content/data/editions.json): its page /kurallar/sozluk/ exists when this file does. */
export const GLOSSARY_FILE = join(contentDir, 'data', 'glossary.json');
export const GLOSSARY_PAGE = '/kurallar/sozluk/';

/** What the index reads of a law page's frontmatter: the fields of the collection `docs` (src/browser/page-schema.ts). */
const lawPage = lawPageFields.extend({ title: z.string() });

const entityMap: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Undo MDX/Markdown escaping and drop JSX tags and comments: the text a reader sees. */
export function mdxToPlain(src: string): string {
  return src
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<[A-Z][A-Za-z]*\b[^>]*\/>/g, '')
    .replace(/<\/?[A-Z][A-Za-z]*\b[^>]*>/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/g, (all, n) => entityMap[n] ?? all)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

export function pagePathOf(file: string): string {
  const rel = relative(contentDir, file)
    .replace(/\\/g, '/')
    .replace(/\.mdx$/, '');
  return '/' + rel.replace(/(^|\/)index$/, '') + (rel.endsWith('index') ? '' : '/');
}

interface Index {
  blocks: Map<Edition, LawBlock[]>;
  byNo: Map<string, LawBlock>;
  pages: LawPage[];
  known: Map<Edition, Map<string, string>>; // number -> href
}

let cache: { key: string; index: Index } | null = null;

function cacheKey(files: string[]): string {
  const glossary = existsSync(GLOSSARY_FILE) ? statSync(GLOSSARY_FILE).mtimeMs : 0;
  return files.map((f) => `${f}:${statSync(f).mtimeMs}`).join('|') + `|glossary:${glossary}`;
}

/** Parent numbers implied by a number: "3.7.4.1" → 3.7.4, 3.7, 3; "A.4.2" → A.4, A; "A4.b" → A4, A; "III.3.1" → III.3, III. */
export function ancestorsOf(no: string): string[] {
  const out: string[] = [];
  const parts = no.split('.');
  for (let i = parts.length - 1; i >= 1; i--) out.push(parts.slice(0, i).join('.'));
  const top = parts[0];
  const m = /^([A-D])\d+$/.exec(top);
  if (m) out.push(m[1]);
  return out;
}

function build(): Index {
  const key = cacheKey(mdxFiles(join(contentDir, 'kurallar')));
  if (cache && cache.key === key) return cache.index;
  const read = readPages(join('content', 'kurallar'), lawPage, repoRoot);
  failOnProblems(PAGE_PROBLEMS, read.problems);
  const blocks = new Map<Edition, LawBlock[]>(EDITIONS.map((e) => [e, []]));
  const pages: LawPage[] = [];
  for (const { file: relFile, data: fm, body: src } of read.pages) {
    const edition: Edition = fm.edition ?? IN_FORCE;
    const page = pagePathOf(join(repoRoot, relFile));
    if (fm.article) {
      pages.push({
        edition,
        article: fm.article,
        title: fm.title,
        part: fm.part ?? '',
        order: fm.order ?? 0,
        page,
        file: relFile,
      });
    }
    const re = /<Law\s+no="([^"]+)"([^>]*)>([\s\S]*?)<\/Law>/g;
    for (let m; (m = re.exec(src));) {
      const inner = m[3];
      const was = /\bwas="([^"]+)"/.exec(m[2])?.[1];
      const comm = /<Commentary[^>]*>([\s\S]*?)<\/Commentary>/g;
      const commentary: string[] = [];
      for (let c; (c = comm.exec(inner));) commentary.push(mdxToPlain(c[1]));
      blocks.get(edition)!.push({
        edition,
        no: m[1],
        text: mdxToPlain(inner.replace(comm, '')),
        commentary: commentary.filter(Boolean).join('\n\n'),
        page,
        article: fm.article ?? '',
        file: relFile,
        ...(was ? { was } : {}),
        translated: /(^|\s)translated(\s|=|$)/.test(m[2]),
        corrected: /(^|\s)corrected(\s|=|$)/.test(m[2]),
      });
    }
  }
  const rank = (e: Edition) => EDITIONS.indexOf(e);
  pages.sort((a, b) => (a.edition === b.edition ? a.order - b.order : rank(a.edition) - rank(b.edition)));
  const byNo = new Map<string, LawBlock>();
  const known = new Map<Edition, Map<string, string>>();
  for (const edition of EDITIONS) {
    const map = new Map<string, string>();
    for (const p of pages.filter((p) => p.edition === edition)) map.set(p.article, p.page);
    for (const b of blocks.get(edition)!) {
      byNo.set(`${edition}:${b.no}`, b);
      map.set(b.no, `${b.page}#${b.no}`);
    }
    // Implied parents (3.7 when only 3.7.1… exist) point at their first descendant.
    for (const b of blocks.get(edition)!) {
      for (const a of ancestorsOf(b.no)) if (!map.has(a)) map.set(a, `${b.page}#${b.no}`);
    }
    if (edition === GLOSSARY_EDITION && existsSync(GLOSSARY_FILE)) map.set('sozluk', GLOSSARY_PAGE);
    known.set(edition, map);
  }
  const index = { blocks, byNo, pages, known };
  cache = { key, index };
  return index;
}

export function lawBlocks(edition: Edition = IN_FORCE): LawBlock[] {
  return build().blocks.get(edition) ?? [];
}

export function lawBlock(edition: Edition, no: string): LawBlock | undefined {
  return build().byNo.get(`${edition}:${no}`);
}

export function lawPages(edition?: Edition): LawPage[] {
  const pages = build().pages;
  return edition ? pages.filter((p) => p.edition === edition) : pages;
}

/** Every number that has an address in the edition: blocks, implied parents and whole articles. */
export function knownNumbers(edition: Edition = IN_FORCE): Set<string> {
  return new Set(build().known.get(edition)?.keys() ?? []);
}

/** Where a number lives in an edition: "/kurallar/madde-7/#7.5.1"; undefined when it does not exist. */
export function articleHref(edition: Edition, no: string): string | undefined {
  return build().known.get(edition)?.get(no);
}

export { permalink } from '../browser/links.ts';

import { compareNumbers } from '../browser/nearest.ts';
export { compareNumbers };

/** The anchor of a block's MHK commentary on its page ("7.5.1-yorum"; components/Law.astro). */
export const commentaryAnchor = (no: string): string => `${no}-yorum`;

/** The parts an edition's text lacks (content/data/editions.json), less those its text now holds. */
export function missingParts(edition: Edition): MissingPart[] {
  const here = build().known.get(edition);
  return editionInfo(edition).missing.filter((p) => !here?.has(p.key === 'Sözlük' ? 'sozluk' : p.key));
}

/** The block of an edition that holds a number of the previous text now (2018 A.4.2 → 2023 A.5.2), if the edition renumbered it. */
export function renumberedIn(edition: Edition, noBefore: string): LawBlock | undefined {
  return lawBlocks(edition).find((b) => b.was === noBefore);
}

/**
 * The old addresses of an edition: each number of the previous text that this one lacks whose rule it
 * renumbered (its block's `was`, or for an implied parent such as 3.7.4 the first block renumbered from
 * under it), with the number that holds that rule now.
 */
export function retiredNumbers(edition: Edition): Map<string, string> {
  const before = previousEdition(edition);
  const out = new Map<string, string>();
  if (!before) return out;
  const now = knownNumbers(edition);
  const moved = lawBlocks(edition).filter((b) => b.was && b.was !== b.no);
  for (const old of [...knownNumbers(before)].sort(compareNumbers)) {
    if (now.has(old)) continue;
    const to = moved.find((b) => b.was === old) ?? moved.find((b) => b.was!.startsWith(`${old}.`));
    if (to) out.set(old, to.no);
  }
  return out;
}

/**
 * The text whose numbers a scenario page cites (its `articles` and the references in its story): the
 * edition its ruling applies (`laws`), the next text for a scenario of the oldest one (the 2001 scenarios
 * are written against 2018), and for a scenario that names none the text of the edition the engine
 * rules by default (`engineDefault`).
 */
export function scenarioTextEdition(laws: unknown, engineDefault: Edition): Edition {
  if (typeof laws !== 'string' || !EDITIONS.includes(laws)) return engineDefault;
  return laws === EDITIONS[EDITIONS.length - 1] ? (EDITIONS[EDITIONS.length - 2] ?? laws) : laws;
}
