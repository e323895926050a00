// Index of the Laws as they stand in the MDX content (the source of truth after import).
// Reads content/kurallar/**.mdx (the frontmatter with the schema of the collection `docs`, see
// src/buildtime/content.ts), finds every <Law no="…"> block and derives: the numbers that exist in each
// edition (with their implied parents), the page and anchor of each, and plain text for diffs.
// Node (fs), not Astro's runtime: the remark plugin, the quiz loader and the CLI use it as well as the
// /m/ routes, the 404 page and tests.
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import { lawPageFields } from '../browser/page-schema.ts';
import { failOnProblems, PAGE_PROBLEMS } from '../browser/problems.ts';
import { mdxFiles, readPages } from './content.ts';
import { targets2023 } from './laws2023.ts';

export type Edition = '2018' | '2001';
export const EDITIONS: readonly Edition[] = ['2018', '2001'];
/** Whether the site holds the text of this edition (a ruling's 2023 edition has no text here). */
export const isEdition = (name: string): name is Edition => (EDITIONS as readonly string[]).includes(name);

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

/** Parts of the 2018 Laws that the source text lacks: referenced, listed, never linked. */
export const MISSING_PARTS: Record<Edition, { key: string; label: string }[]> = {
  '2018': [
    { key: 'C', label: 'Ek C: Cebirsel notasyon' },
    { key: 'D', label: 'Ek D: Görme engelli oyunculara ilişkin kurallar' },
    { key: 'Rehber', label: 'Rehber Talimatlar (I. Ertelenmiş oyunlar, II. Satranç960 kuralları, III. Hızlıoyun bitişleri)' },
    { key: 'Sözlük', label: "Satranç Kuralları'nda geçen terimler sözlüğü" },
  ],
  '2001': [{ key: 'E', label: 'Ek E: Cebirsel notasyon (önceki sürümün kaynak metninde bulunmuyor)' }],
};

// process.cwd(): this module is bundled by Vite at build time, so its own location is not reliable.
const repoRoot = resolve(process.cwd());
const contentDir = join(repoRoot, 'content');

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
  const rel = relative(contentDir, file).replace(/\\/g, '/').replace(/\.mdx$/, '');
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
  return files.map((f) => `${f}:${statSync(f).mtimeMs}`).join('|');
}

/** Parent numbers implied by a number: "3.7.4.1" → 3.7.4, 3.7, 3; "A.4.2" → A.4, A; "A4.b" → A4, A. */
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
    const edition: Edition = fm.edition ?? '2018';
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
    const re = /<Law\s+no="([^"]+)"[^>]*>([\s\S]*?)<\/Law>/g;
    for (let m; (m = re.exec(src)); ) {
      const inner = m[2];
      const comm = /<Commentary[^>]*>([\s\S]*?)<\/Commentary>/g;
      const commentary: string[] = [];
      for (let c; (c = comm.exec(inner)); ) commentary.push(mdxToPlain(c[1]));
      blocks.get(edition)!.push({
        edition,
        no: m[1],
        text: mdxToPlain(inner.replace(comm, '')),
        commentary: commentary.filter(Boolean).join('\n\n'),
        page,
        article: fm.article ?? '',
        file: relFile,
      });
    }
  }
  pages.sort((a, b) => (a.edition === b.edition ? a.order - b.order : a.edition < b.edition ? 1 : -1));
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
    known.set(edition, map);
  }
  const index = { blocks, byNo, pages, known };
  cache = { key, index };
  return index;
}

export function lawBlocks(edition: Edition = '2018'): LawBlock[] {
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
export function knownNumbers(edition: Edition = '2018'): Set<string> {
  return new Set(build().known.get(edition)?.keys() ?? []);
}

/**
 * Where a number lives: "/kurallar/madde-7/#7.5.1"; undefined when it does not exist. A 2023 number
 * lands where the 2023 number map sends it (targets2023: the 2018 page's "2023 sürümünde" panel).
 */
export function articleHref(edition: Edition | '2023', no: string): string | undefined {
  if (edition === '2023') return targets2023().get(no)?.href;
  return build().known.get(edition)?.get(no);
}

export { permalink } from '../browser/links.ts';

export { compareNumbers } from '../browser/nearest.ts';

/** The anchor of a block's MHK commentary on its page ("7.5.1-yorum"; components/Law.astro). */
export const commentaryAnchor = (no: string): string => `${no}-yorum`;
