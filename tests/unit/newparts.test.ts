// The parts of the Laws we translated from the 2023 English text (Appendices C and D, Guidelines I–III),
// staged as content/kurallar/_*.mdx until they join the collection, and the glossary and terminology
// data (content/data/glossary.json, terms.json): well-formed, complete, ordered, and consistent with
// the article numbers the site knows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const lawsDir = join(root, 'content', 'kurallar');
const dataDir = join(root, 'content', 'data');

/** The staged translations and the part each one holds (its frontmatter `article`). */
const STAGED: Record<string, string> = {
  '_ek-c.mdx': 'C',
  '_ek-d.mdx': 'D',
  '_yonerge-1.mdx': 'I',
  '_yonerge-2.mdx': 'II',
  '_yonerge-3.mdx': 'III',
};

interface Block {
  attrs: string;
  no: string | null;
  body: string;
}

const read = (file: string) => readFileSync(file, 'utf8');

function blocks(src: string): Block[] {
  return [...src.matchAll(/<Law\b([^>]*)>([\s\S]*?)<\/Law>/g)].map((m) => ({
    attrs: m[1].trim(),
    no: /\bno="([^"]*)"/.exec(m[1])?.[1] ?? null,
    body: m[2],
  }));
}

function frontmatter(src: string): Record<string, string> {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(src)?.[1] ?? '';
  const out: Record<string, string> = {};
  for (const line of fm.split('\n')) {
    const m = /^(\w+):\s*"?([^"]*)"?\s*$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** A number's components after the part letter: "C.10.3.1" → [10, 3, 1]. */
const tail = (no: string) => no.split('.').slice(1).map(Number);

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Every <Law no> id of the law pages the site shows (articles 1–12, A, B; not the older edition's folder). */
function siteIds(): Set<string> {
  const ids = new Set<string>();
  for (const f of readdirSync(lawsDir)) {
    if (!f.endsWith('.mdx') || f.startsWith('_')) continue;
    for (const b of blocks(read(join(lawsDir, f)))) if (b.no) ids.add(b.no);
    // A page without numbered blocks (the Introduction "giris", the Preface "onsoz") is its article.
    const article = /^article:\s*"([^"]+)"/m.exec(read(join(lawsDir, f)))?.[1];
    if (article) ids.add(article);
  }
  return ids;
}

/** The 2023 numbers the edition map lists (A.3, A.5.2, 6.1.1, 8.1.1.1 …). */
function ids2023(): Set<string> {
  const rows = JSON.parse(read(join(dataDir, 'edition-map-2023.json'))) as { '2023'?: string[] }[];
  return new Set(rows.flatMap((r) => r['2023'] ?? []));
}

// Integrated into the collection (#23 item 4): the file without its leading underscore once it joined.
const staged = Object.entries(STAGED).map(([name, part]) => {
  const file = existsSync(join(lawsDir, name)) ? name : name.slice(1);
  const src = read(join(lawsDir, file));
  return { file, part, src, blocks: blocks(src) };
});
const stagedIds = new Set(staged.flatMap((s) => s.blocks.map((b) => b.no ?? '')));

describe('staged 2023 translations', () => {
  it.each(staged)('$file: frontmatter names the part, the 2023 edition and our translation', ({ src, part }) => {
    const fm = frontmatter(src);
    expect(fm.article).toBe(part);
    expect(fm.edition).toBe('2023');
    expect(fm.source).toBe('ceviri-2023');
    expect(fm.part).toBe('ekler');
    expect(Number(fm.order)).toBeGreaterThan(21);
    // The visible note that this is our translation and where the official text is.
    expect(src).toMatch(/bizim çevirimizdir; resmî metin FIDE El Kitabı'ndadır \(E\.01\)/);
  });

  it.each(staged)('$file: every <Law> is closed, numbered within its part and marked translated', ({ src, part, blocks: bs }) => {
    expect(bs.length).toBeGreaterThan(5);
    expect((src.match(/<Law\b/g) ?? []).length).toBe(bs.length);
    expect((src.match(/<\/Law>/g) ?? []).length).toBe(bs.length);
    const wellFormed = new RegExp(`^${part}(\\.[1-9][0-9]*)+$`);
    for (const b of bs) {
      expect(b.attrs, `attributes of ${b.no}`).toMatch(/^no="[^"]+"\s+translated$/);
      expect(b.no, `number ${b.no}`).toMatch(wellFormed);
      expect(b.body.replace(/\s+/g, ''), `${b.no} is empty`).not.toBe('');
      // Nothing but law text inside: no nested blocks, commentary or editorial notes.
      expect(b.body, `${b.no}`).not.toMatch(/<(Law|Commentary|p class)\b/);
    }
  });

  it.each(staged)('$file: numbers are unique and in document order', ({ blocks: bs }) => {
    const nos = bs.map((b) => b.no ?? '');
    expect(new Set(nos).size).toBe(nos.length);
    for (let i = 1; i < nos.length; i++) {
      expect(compareTuples(tail(nos[i - 1]), tail(nos[i])), `${nos[i - 1]} before ${nos[i]}`).toBeLessThan(0);
    }
  });

  it('holds the paragraphs an arbiter looks for', () => {
    for (const no of [
      'C.10.3.4',
      'C.13.6',
      'D.2.6.2.2',
      'D.2.11',
      'I.8.3',
      'I.12.2',
      'I.14',
      'II.3.2.4',
      'II.3.2.7.5',
      'III.3.1.2',
      'III.5.2',
      'III.6.2',
    ]) {
      expect(stagedIds.has(no), no).toBe(true);
    }
  });
});

describe('glossary', () => {
  const glossary = JSON.parse(read(join(dataDir, 'glossary.json'))) as Record<string, unknown>[];
  const known = new Set([...siteIds(), ...ids2023(), ...stagedIds]);

  it('gives every entry a Turkish term, the English term, an article and a definition', () => {
    expect(glossary.length).toBeGreaterThan(60);
    for (const e of glossary) {
      for (const key of ['tr', 'en', 'article', 'definition']) {
        expect(typeof e[key] === 'string' && (e[key] as string).trim() !== '', `${String(e.en)}: ${key}`).toBe(true);
      }
      // `official`: the official 2018 translation's other renderings of the term, where they differ.
      expect(
        Object.keys(e)
          .filter((k) => k !== 'official')
          .sort(),
      ).toEqual(['article', 'definition', 'en', 'tr']);
    }
  });

  it('lists each English term once', () => {
    const en = glossary.map((e) => e.en as string);
    expect(en.filter((x, i) => en.indexOf(x) !== i)).toEqual([]);
  });

  it('points every entry at an article the site shows or a part we translated', () => {
    expect(glossary.filter((e) => !known.has(e.article as string)).map((e) => `${String(e.en)} → ${String(e.article)}`)).toEqual([]);
  });

  it('is sorted by the Turkish term in Turkish collation', () => {
    const coll = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
    const tr = glossary.map((e) => e.tr as string);
    expect(tr).toEqual([...tr].sort((a, b) => coll.compare(a, b)));
    // Turkish order, not code-point order: "çapraz" before "dikey", "şah" after "sonuç".
    expect(tr.indexOf('çapraz')).toBeLessThan(tr.indexOf('dikey'));
    expect(tr.indexOf('şah mat')).toBeGreaterThan(tr.indexOf('sonuç'));
  });
});

describe('terminology list', () => {
  const terms = JSON.parse(read(join(dataDir, 'terms.json'))) as { use: string; avoid: string[]; en: string }[];

  it('pairs each term with the variants to avoid and its English term', () => {
    expect(terms.length).toBeGreaterThanOrEqual(25);
    for (const t of terms) {
      expect(Object.keys(t).sort()).toEqual(['avoid', 'en', 'use']);
      expect(t.use.trim()).not.toBe('');
      expect(t.en.trim()).not.toBe('');
      expect(t.avoid.length).toBeGreaterThan(0);
    }
    const uses = new Set(terms.map((t) => t.use.toLocaleLowerCase('tr')));
    expect(terms.flatMap((t) => t.avoid).filter((a) => uses.has(a.toLocaleLowerCase('tr')))).toEqual([]);
  });

  it('is followed by our own translations and the glossary', () => {
    const lower = (s: string) => s.toLocaleLowerCase('tr');
    const avoid = terms.flatMap((t) => t.avoid);
    // The glossary's Turkish side only: its English terms are English ("blitz").
    const glossary = JSON.parse(read(join(dataDir, 'glossary.json'))) as { tr: string; en: string; definition: string }[];
    const texts = [
      ...staged.map((s) => ({ name: s.file, text: s.src })),
      ...glossary.map((e) => ({ name: `glossary.json (${e.en})`, text: `${e.tr}\n${e.definition}` })),
    ];
    const found: string[] = [];
    for (const { name, text } of texts) {
      for (const a of avoid) {
        const re = new RegExp(`(?<![\\p{L}])${lower(a).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
        if (re.test(lower(text))) found.push(`${name}: ${a}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('encoding', () => {
  it('has no NUL and no replacement character in any staged or data file', () => {
    const files = [...staged.map((s) => join(lawsDir, s.file)), join(dataDir, 'glossary.json'), join(dataDir, 'terms.json')];
    for (const f of files) {
      const text = read(f);
      expect(text.includes('\u0000'), f).toBe(false);
      expect(text.includes('\uFFFD'), f).toBe(false);
    }
  });
});
