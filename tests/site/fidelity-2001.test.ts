// Fidelity of the older edition: every line of seed 000's Laws text (Önsöz, Articles 1–14,
// Appendices A–D) is found, whitespace aside, on its own page of the built site under
// dist/kurallar/2001/, every numbered block has its anchor and its permanent address /m/2001/<no>/,
// and the places where the partial copy (seed 004) differs carry a note.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseLaws2001 } from '../../scripts/lib/laws2001.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const seed = resolve(repoRoot, '../shared/seeds/000_68bd6d0c8fe69fbc.txt');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK_TAGS =
  /<\/?(?:p|div|section|aside|article|li|ul|ol|h[1-6]|br|blockquote|details|summary|table|tr|td|th|figure|figcaption|header|footer|nav)\b[^>]*>/gi;

/** Visible text of the page's <main>: tags stripped (block tags become spaces), entities decoded. */
function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return main
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (all, n) => ENTITIES[n.toLowerCase()] ?? all);
}

/** Whitespace normalisation applied to both sides: runs collapsed, none before ":,.;)" or after "(". */
function norm(s: string): string {
  return s
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/ ([:,.;)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** A seed line without the label the site shows as the block number ("7.4. a)", "A1.", "b)", "1."). */
function withoutLabel(line: string): string {
  return line
    .replace(/^\d+(?:\.\d+)+\.?\s*/, '')
    .replace(/^[A-D]\d+\.\s*/, '')
    .replace(/^[A-D]\.\s+/, '')
    .replace(/^[a-z]\)\s*/, '')
    .replace(/^\d[.)]\s+/, '')
    .replace(/^Madde\s+\d+\s*:\s*/, (m) => m.replace(/\s*:\s*$/, ': '));
}

const haveShared = existsSync(seed);

describe.skipIf(!haveShared)('fidelity of the older edition (seed 000)', () => {
  const dist = inject('distDir');
  let edition: ReturnType<typeof parseLaws2001>;
  // The page each seed line belongs to, following the headings of the source.
  const lines: { line: string; page: string }[] = [];
  beforeAll(() => {
    const source = readFileSync(seed, 'utf8');
    const laws = source.slice(0, source.indexOf('Bir cevap yazın'));
    edition = parseLaws2001(source);
    let page = 'onsoz';
    let pending: string[] = [];
    for (const raw of laws.split('\n')) {
      const line = raw.replace(/[\s\u00a0]+/g, ' ').trim();
      if (!line) continue;
      let m: RegExpExecArray | null;
      if (line === 'SATRANÇ OYUNUNUN KURALLARI' || line === 'EKLER') {
        pending.push(line); // printed at the top of the next page
        continue;
      }
      if ((m = /^Madde (\d+) ?:/.exec(line))) page = `madde-${m[1]}`;
      else if ((m = /^([A-D])\. /.exec(line))) page = `ek-${m[1].toLowerCase()}`;
      for (const p of pending) lines.push({ line: p, page });
      pending = [];
      lines.push({ line, page });
    }
  });
  const pages = new Map<string, { html: string; text: string }>();
  const pageOf = (slug: string) => {
    let p = pages.get(slug);
    if (!p) {
      const file = resolve(dist, 'kurallar/2001', slug, 'index.html');
      const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      p = { html, text: norm(mainText(html)) };
      pages.set(slug, p);
    }
    return p;
  };

  it('has one built page per part of the source', () => {
    expect(edition.pages).toHaveLength(19);
    for (const p of edition.pages) {
      expect(pageOf(p.slug).html, `dist/kurallar/2001/${p.slug}/index.html`).not.toBe('');
    }
  });

  it('shows every line of the Laws text on its page', () => {
    expect(lines.length).toBeGreaterThan(200);
    const missing: string[] = [];
    for (const { line, page } of lines) {
      const text = pageOf(page).text;
      const needle = norm(withoutLabel(line));
      const found =
        text.includes(needle) ||
        (needle === needle.toLocaleUpperCase('tr') && text.toLocaleLowerCase('tr').includes(needle.toLocaleLowerCase('tr')));
      if (!found) missing.push(`${page}: ${line.slice(0, 80)}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every numbered block its anchor and its permanent address', () => {
    const missing: string[] = [];
    for (const p of edition.pages) {
      const html = pageOf(p.slug).html;
      for (const b of p.blocks) {
        if (!html.includes(`id="${b.no}"`)) missing.push(`#${b.no} on ${p.slug}`);
        if (!existsSync(resolve(dist, 'm/2001', b.no, 'index.html'))) missing.push(`/m/2001/${b.no}/`);
      }
    }
    expect(missing).toEqual([]);
    // Implied parents ("7.4" when only 7.4.a and 7.4.b exist) have an address too.
    const redirect = readFileSync(resolve(dist, 'm/2001/7.4/index.html'), 'utf8');
    expect(redirect).toContain('/kurallar/2001/madde-7/');
  });

  it('marks every block of these pages as the 2001 edition', () => {
    for (const p of edition.pages) {
      const sections = pageOf(p.slug).html.match(/<section[^>]*data-law=[^>]*>/g) ?? [];
      expect(sections.length, p.slug).toBe(p.blocks.length);
      for (const s of sections) expect(s, p.slug).toContain('data-edition="2001"');
    }
  });

  it('shows a repeated label as the source prints it, with a note outside the law block', () => {
    const relabelled = edition.pages.flatMap((p) => p.blocks.filter((b) => b.printed).map((b) => ({ page: p.slug, b })));
    expect(relabelled.map((r) => r.b.no)).toEqual(['3.8.c']);
    for (const { page, b } of relabelled) {
      const html = pageOf(page).html;
      const start = html.indexOf(`id="${b.no}"`);
      const end = html.indexOf('</section>', start);
      expect(start, b.no).toBeGreaterThan(0);
      const section = html.slice(start, end);
      expect(section).toMatch(new RegExp(`class="law-no[^"]*"[^>]*>${b.printed!.replace(/\./g, '\\.')}</a>`));
      expect(section).not.toContain('law-editorial-note');
      const note = html.indexOf(`data-relabelled="${b.no}"`);
      expect(note).toBeGreaterThan(end);
    }
  });

  it('notes where the partial copy (seed 004) differs', () => {
    const diffs = JSON.parse(readFileSync(resolve(repoRoot, 'content/data/seed004-differences.json'), 'utf8')) as {
      no: string;
    }[];
    expect(diffs.length).toBeGreaterThan(0);
    for (const d of diffs) {
      const page = edition.pages.find((p) => p.blocks.some((b) => b.no === d.no));
      expect(page, d.no).toBeDefined();
      expect(pageOf(page!.slug).html).toContain(`data-seed004-note="${d.no}"`);
    }
  });
});
