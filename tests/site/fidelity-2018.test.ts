// Fidelity of the 2018 Laws pages (/kurallar/2018/…, the previous edition): every law line (first column) and every MHK commentary cell
// (second column) of seed 002, from Giriş/Önsöz to the end of Ek B, is found in the built HTML,
// inside the block of its sub-article (<section id="7.5.1">), commentary inside that block's
// commentary aside. Whitespace is normalised; tags stripped; entities decoded.
//
// The seed is read here independently of the importer. The only corrections applied are the ones
// documented in scripts/lib/laws2018-deviations.md (see CORRECTIONS below).
//
// Runs where ../shared is present (as in CI). Locally: `npm run build` once, then
// `SKIP_BUILD=1 npx vitest run --project site tests/site/fidelity-2018.test.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const seedPath = resolve(repoRoot, '../shared/seeds/002_c62694f019141a7c.txt');
const dist = inject('distDir');

// --- Documented corrections (scripts/lib/laws2018-deviations.md) ---------------------------------
const CORRECTIONS = {
  /** Structural part headings: not reproduced as text (they become the `part` field). */
  partHeadings: new Set(['OYUNUN TEMEL KURALLARI', 'YARIŞMA KURALLARI', 'EKLER']),
  /** Symbol-font residue of a lost figure: dropped. */
  dropped: new Set(['pVŞFAK']),
  /** Article headings as titles: "Madde 9 : …" → "Madde 9: …", "Ek A. …" → "Ek A: …". */
  heading: (h: string) => h.replace(/^Madde (\d+)\s*:\s*/u, 'Madde $1: ').replace(/^Ek ([A-D])\.\s*/u, 'Ek $1: '),
  /** A table row whose middle (figure) cell was lost: first and third cells joined by one space. */
  tableRow: (cells: string[]) => [cells[0], cells[2]].filter(Boolean).join(' '),
};

const norm = (s: string) => s.replace(/\s+/gu, ' ').trim();

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return NAMED[e.toLowerCase()] ?? m;
  });
}

const BLOCK_TAGS =
  /<\/?(p|div|section|aside|figure|figcaption|h[1-6]|li|ul|ol|br|header|footer|main|nav|table|tr|td|th|svg|title)\b[^>]*>/giu;
/** Visible text of an HTML fragment: scripts/styles/SVG removed, block tags as spaces, inline tags dropped. */
function textOf(html: string): string {
  const s = html
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/giu, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]+>/gu, '');
  return norm(decodeEntities(s));
}

// --- The seed, read as cases ---------------------------------------------------------------------
interface Case {
  line: number;
  kind: 'law' | 'commentary' | 'heading' | 'intro';
  /** Page slug under /kurallar/2018/. */
  page: string;
  /** The sub-article block it belongs to (null: anywhere in the page's main content). */
  block: string | null;
  text: string;
}

const NUMBERED = /^((?:\d+|[A-D])(?:\.\d+)+)\.?\s+(.+)$/u;

function slugOf(article: string): string {
  return /^\d+$/u.test(article) ? `madde-${article}` : `ek-${article.toLowerCase()}`;
}

function readCases(source: string): { cases: Case[]; numbers: Map<string, string[]> } {
  const cases: Case[] = [];
  const numbers = new Map<string, string[]>();
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.startsWith('GİRİŞ'));
  let page = '';
  let block: string | null = null;
  for (let i = start; i < lines.length; i++) {
    const line = i + 1;
    const cells = lines[i].split('\t').map(norm);
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    if (!cells.length) continue;
    const [first = '', second = ''] = cells;
    if (i === start) {
      const m = /^GİRİŞ (.+) ÖNSÖZ (.+)$/u.exec(first);
      if (!m) throw new Error('GİRİŞ … ÖNSÖZ line not understood');
      cases.push({ line, kind: 'intro', page: 'giris', block: null, text: m[1] });
      cases.push({ line, kind: 'intro', page: 'onsoz', block: null, text: m[2] });
      continue;
    }
    if (/^TSF MHK\b/u.test(first) && page === 'ek-b') break; // end of Ek B: the closing attribution
    if (CORRECTIONS.partHeadings.has(first) || CORRECTIONS.dropped.has(first)) continue;
    const heading = /^Madde (\d+)\s*:/u.exec(first) ?? /^Ek ([A-D])\./u.exec(first);
    if (heading) {
      page = slugOf(heading[1]);
      block = null;
      numbers.set(page, []);
      cases.push({ line, kind: 'heading', page, block: null, text: CORRECTIONS.heading(first) });
      continue;
    }
    const numbered = NUMBERED.exec(first);
    if (numbered) {
      block = numbered[1];
      numbers.get(page)!.push(block);
      cases.push({ line, kind: 'law', page, block, text: numbered[2] });
    } else if (first) {
      const text = cells.length === 3 ? CORRECTIONS.tableRow(cells) : first;
      cases.push({ line, kind: 'law', page, block, text });
    }
    if (second && cells.length === 2) cases.push({ line, kind: 'commentary', page, block, text: second });
  }
  return { cases, numbers };
}

// --- The built pages -----------------------------------------------------------------------------
interface Page {
  html: string;
  main: string;
  title: string;
  sections: Map<string, { text: string; commentary: string }>;
  order: string[];
}
const pages = new Map<string, Page>();

function page(slug: string): Page {
  let p = pages.get(slug);
  if (p) return p;
  const file = join(dist, 'kurallar', '2018', slug, 'index.html');
  const html = readFileSync(file, 'utf8');
  const mainHtml = /<main\b[\s\S]*<\/main>/u.exec(html)?.[0] ?? html;
  const sections = new Map<string, { text: string; commentary: string }>();
  const order: string[] = [];
  for (const m of mainHtml.matchAll(/<section\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/gu)) {
    const inner = m[2];
    const asides = [...inner.matchAll(/<aside\b[^>]*class="[^"]*commentary[^"]*"[^>]*>([\s\S]*?)<\/aside>/gu)].map((a) => a[1]);
    sections.set(m[1], { text: textOf(inner), commentary: textOf(asides.join(' ')) });
    order.push(m[1]);
  }
  p = { html, main: textOf(mainHtml), title: textOf(/<h1\b[\s\S]*?<\/h1>/u.exec(html)?.[0] ?? ''), sections, order };
  pages.set(slug, p);
  return p;
}

describe('built 2018 law pages', () => {
  const contentDir = resolve(repoRoot, 'content/kurallar/2018');
  const slugs = readdirSync(contentDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/u, ''));

  it('exist for every MDX article, each with its Turkish title in the <h1>', () => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      expect(existsSync(join(dist, 'kurallar', '2018', slug, 'index.html')), slug).toBe(true);
      const mdx = readFileSync(join(contentDir, `${slug}.mdx`), 'utf8');
      const title = JSON.parse(/^title: (".*")$/mu.exec(mdx)![1]) as string;
      expect(page(slug).title, slug).toBe(title);
      expect(page(slug).html).toMatch(/<html[^>]*\slang="tr"/u);
    }
  });
});

const haveShared = existsSync(seedPath);

describe.skipIf(!haveShared)('the source as printed, and our notes beside it', () => {
  it('the contents page carries the title line of seed 002 verbatim', () => {
    const [title, commentaryTitle] = readFileSync(seedPath, 'utf8')
      .split('\n')[0]
      .split('\t')
      .map((c) => norm(c));
    const main = textOf(/<main\b[\s\S]*<\/main>/u.exec(readFileSync(join(dist, 'kurallar', '2018', 'index.html'), 'utf8'))![0]);
    expect(title.length).toBeGreaterThan(20);
    expect(main).toContain(title);
    expect(main).toContain(commentaryTitle);
  });

  it('2.2 holds only law text; the board of its lost figures and our note follow the block', () => {
    const p = page('madde-2');
    const html = /<main\b[\s\S]*<\/main>/u.exec(p.html)![0];
    const start = html.indexOf('id="2.2"');
    const end = html.indexOf('</section>', start);
    expect(start).toBeGreaterThan(0);
    expect(html.slice(start, end)).not.toMatch(/<svg|<figure|law-editorial-note/u);
    const next = html.indexOf('id="2.3"', end);
    const between = html.slice(end, next);
    expect(between).toMatch(/<svg/u);
    expect(between).toContain('law-editorial-note');
  });
});

// Read at collection (the cases name the tests); none where ../shared is absent.
const { cases, numbers }: ReturnType<typeof readCases> = haveShared
  ? readCases(readFileSync(seedPath, 'utf8'))
  : { cases: [], numbers: new Map() };

describe.skipIf(!haveShared)('fidelity of the 2018 Laws to seed 002', () => {
  it('reads every law line and commentary cell of the seed', () => {
    expect(cases.filter((c) => c.kind === 'law').length).toBeGreaterThan(230);
    expect(cases.filter((c) => c.kind === 'commentary').length).toBeGreaterThan(70);
    expect([...numbers.keys()]).toEqual([...Array.from({ length: 12 }, (_, i) => `madde-${i + 1}`), 'ek-a', 'ek-b']);
  });

  it.each([...numbers.entries()])('%s: one block per numbered line, in source order', (slug, nums) => {
    const order = page(slug).order.filter((id) => /^(?:\d+|[A-D])(?:\.\d+)+$/u.test(id));
    expect(order).toEqual(nums);
  });

  it.each(cases.map((c) => [c.line, c.kind, c.block ?? c.page, c] as const))(
    'line %i: %s of %s is on its page',
    (_line, _kind, _where, c) => {
      const p = page(c.page);
      if (c.kind === 'heading') {
        expect(p.title).toBe(c.text);
      } else if (c.kind === 'intro') {
        expect(p.main).toContain(c.text);
      } else {
        const section = p.sections.get(c.block!);
        expect(section, `no block #${c.block} on /kurallar/2018/${c.page}/`).toBeDefined();
        if (c.kind === 'law') {
          expect(section!.text).toContain(c.text);
          expect(section!.commentary).not.toContain(c.text);
        } else {
          expect(section!.commentary).toContain(c.text);
        }
      }
    },
  );
});
