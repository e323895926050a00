import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockIds,
  compareSeed004,
  escapeMdx,
  normalizeNumber,
  parseLaws2001,
  renderPage,
  stripSeed004Glitches,
  unescapeMdx,
} from './laws2001.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const seed000 = resolve(repoRoot, '../shared/seeds/000_68bd6d0c8fe69fbc.txt');
const seed004 = resolve(repoRoot, '../shared/seeds/004_c5e805ac9fbb41b9.txt');

const SAMPLE = `FIDE Satranç Kuralları

ÖNSÖZ

Giriş paragrafı.

   a) Önsözdeki madde.

SATRANÇ OYUNUNUN KURALLARI

Madde 3 :  Taşların Hareketleri

3.1. Birinci paragraf.

İkinci paragraf aynı maddeye aittir.

3.8. a) Şahın iki türlü hareketi vardır.

devam eden paragraf.

   b) Rok.

1) Rok artık mümkün değildir:

–  şah oynamışsa.

2) Geçici olarak mümkün değildir:

   b) İkinci kez b etiketi.

Madde 5:  Oyunun Bitişi

5.1a) Mat eden kazanır.

   b) Terk eden kaybeder.

EKLER

A. Ertelenmiş ( Ajurne ) Oyunlar

A2. Zarfın üzerinde:

   a) adlar,
   b) konum,

A8. Eğer gizli hamle

  1. belirsizse

bu hamleyi yapan kaybeder.

Bir cevap yazın

Footer text.
`;

describe('parseLaws2001', () => {
  const ed = parseLaws2001(SAMPLE);
  const byId = new Map(ed.pages.flatMap((p) => p.blocks.map((b) => [b.no, b.paragraphs])));

  it('normalises printed numbers', () => {
    expect(normalizeNumber('1.1.')).toBe('1.1');
    expect(normalizeNumber('7.5.5.')).toBe('7.5.5');
    expect(normalizeNumber('A1.')).toBe('A1');
  });

  it('finds the pages, parts and titles', () => {
    expect(ed.documentTitle).toBe('FIDE Satranç Kuralları');
    expect(ed.pages.map((p) => [p.slug, p.part, p.order])).toEqual([
      ['onsoz', 'onsoz', 1],
      ['madde-3', 'temel', 2],
      ['madde-5', 'temel', 3],
      ['ek-a', 'ekler', 4],
    ]);
    expect(ed.pages[1].title).toBe('Madde 3: Taşların Hareketleri');
    expect(ed.pages[3].title).toBe('Ek A: Ertelenmiş (Ajurne) Oyunlar');
    expect(ed.partHeadings.map((h) => [h.text, h.firstPage])).toEqual([
      ['SATRANÇ OYUNUNUN KURALLARI', 'madde-3'],
      ['EKLER', 'ek-a'],
    ]);
  });

  it('keeps the preface unnumbered, labels included', () => {
    expect(ed.pages[0].blocks).toEqual([]);
    expect(ed.pages[0].intro).toEqual(['Giriş paragrafı.', 'a) Önsözdeki madde.']);
  });

  it('attaches unlabelled paragraphs to the block opened last', () => {
    expect(byId.get('3.1')).toEqual(['Birinci paragraf.', 'İkinci paragraf aynı maddeye aittir.']);
    expect(byId.get('3.8.a')).toEqual(['Şahın iki türlü hareketi vardır.', 'devam eden paragraf.']);
    expect(byId.get('3.8.b.1')).toEqual(['Rok artık mümkün değildir:', '– şah oynamışsa.']);
    expect(byId.get('A8.1')).toEqual(['belirsizse', 'bu hamleyi yapan kaybeder.']);
  });

  it('splits lettered paragraphs into blocks; a number without text of its own is implied', () => {
    expect(byId.has('3.8')).toBe(false);
    expect(byId.has('5.1')).toBe(false);
    expect(byId.get('3.1')).toBeDefined();
    expect(byId.get('5.1.a')).toEqual(['Mat eden kazanır.']);
    expect(byId.get('5.1.b')).toEqual(['Terk eden kaybeder.']);
  });

  it('nests numeric labels under the current lettered block, else under the number', () => {
    expect(byId.has('3.8.b.1')).toBe(true);
    expect(byId.has('3.8.b.2')).toBe(true);
    expect(byId.has('A8.1')).toBe(true);
  });

  it('gives a repeated letter the next free one and reports it', () => {
    expect(byId.get('3.8.c')).toEqual(['İkinci kez b etiketi.']);
    expect(ed.deviations).toHaveLength(1);
    expect(ed.deviations[0]).toContain('3.8.c');
  });

  it('shows a relabelled block with its printed label and a note outside the law block', () => {
    const page = ed.pages.find((p) => p.blocks.some((b) => b.no === '3.8.c'))!;
    const block = page.blocks.find((b) => b.no === '3.8.c')!;
    expect(block.printed).toBe('3.8.b');
    expect(page.blocks.filter((b) => b.printed).map((b) => b.no)).toEqual(['3.8.c']);
    const mdx = renderPage(page);
    expect(mdx).toContain('<Law no="3.8.c" edition="2001" label="3.8.b">');
    const afterLaw = mdx.slice(mdx.indexOf('<Law no="3.8.c"'));
    const close = afterLaw.indexOf('</Law>');
    const note = afterLaw.indexOf('data-relabelled="3.8.c"');
    expect(note).toBeGreaterThan(close);
  });

  it('keeps a line-by-line list inside its block with its labels', () => {
    expect(byId.get('A2')).toEqual(['Zarfın üzerinde:', 'a) adlar,', 'b) konum,']);
  });

  it('stops at the blog footer', () => {
    const all = ed.pages.flatMap((p) => p.blocks.flatMap((b) => b.paragraphs));
    expect(all.join(' ')).not.toContain('Footer');
  });

  it('rejects a number outside its article and duplicate ids', () => {
    expect(() => parseLaws2001('SATRANÇ OYUNUNUN KURALLARI\n\nMadde 2: X\n\n3.1. Y\n')).toThrow(/number 3\.1/);
    expect(() => parseLaws2001('SATRANÇ OYUNUNUN KURALLARI\n\nMadde 2: X\n\n2.1. Y\n\n2.1. Z\n')).toThrow(/duplicate/);
  });
});

// Renders MDX the way the site does (MDX + GFM) with stand-in components, and returns the text.
async function mdxText(source: string): Promise<string> {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^import .*$/gm, '');
  const { default: Content } = await evaluate(body, { ...runtime, Fragment, remarkPlugins: [remarkGfm] });
  const html = renderToStaticMarkup(
    createElement(Content, {
      components: {
        Law: (p: { no: string; children?: unknown }) => createElement('section', { id: p.no }, p.children as never),
        Seed004Note: () => null,
        Board: () => null,
      },
    }),
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('escapeMdx', () => {
  const nasty = [
    '# başlık değil',
    '- liste değil',
    '+ liste değil',
    '> alıntı değil',
    '1. liste değil',
    '2) liste değil',
    'a) harf etiketi',
    'yıldız *vurgu* _alt_ [köşeli](bağlantı) {ifade} <etiket> | boru | ~üstü çizili~ \\ ters & ve `kod`',
  ];

  it('round-trips through unescapeMdx', () => {
    for (const s of nasty) expect(unescapeMdx(escapeMdx(s))).toBe(s);
  });

  it('renders to exactly the original text through MDX', async () => {
    const page = { slug: 'x', title: 'X', heading: 'X', article: '1', part: 'temel' as const, order: 1, intro: [] };
    for (const s of nasty) {
      const mdx = renderPage({ ...page, blocks: [{ no: '1.1', paragraphs: [s] }] });
      expect(await mdxText(mdx)).toBe(s);
    }
  });
});

const haveShared = existsSync(seed000);

describe.skipIf(!haveShared)('seed 000', () => {
  let ed: ReturnType<typeof parseLaws2001>;
  let ids: string[];
  beforeAll(() => {
    ed = parseLaws2001(readFileSync(seed000, 'utf8'));
    ids = blockIds(ed);
  });

  it('has the preface, Articles 1–14 and Appendices A–D', () => {
    expect(ed.pages.map((p) => p.article)).toEqual(['onsoz', ...Array.from({ length: 14 }, (_, i) => String(i + 1)), 'A', 'B', 'C', 'D']);
  });

  it('gives every number the text refers to a block or an implied parent', () => {
    const exists = (no: string) => ids.includes(no) || ids.some((id) => id.startsWith(`${no}.`));
    const text = ed.pages.flatMap((p) => p.blocks.flatMap((b) => b.paragraphs)).join(' ');
    const refs = [...text.matchAll(/Madde\s+(\d+\.\d+(?:\.[a-z])?)/gi)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(20);
    for (const r of refs) expect(exists(r), r).toBe(true);
    for (const id of ['7.4.a', '7.4.b', '13.4', '13.4.g', 'A1.a', 'C4', 'D1.b', '3.8.b.2', '3.8.c']) {
      expect(ids).toContain(id);
    }
    expect(ids).not.toContain('7.4');
    expect(exists('7.4') && exists('A1')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders every page so that MDX shows the source text', async () => {
    for (const page of ed.pages) {
      const text = await mdxText(renderPage(page));
      for (const p of [...page.intro, ...page.blocks.flatMap((b) => b.paragraphs)]) {
        expect(text, `${page.slug}`).toContain(p);
      }
    }
  });

  it.skipIf(!existsSync(seed004))('finds the real differences of the partial copy, not its glitches', () => {
    const partial = parseLaws2001(stripSeed004Glitches(readFileSync(seed004, 'utf8')));
    const cmp = compareSeed004(ed, partial);
    expect(cmp.covered[0]).toBe('1.1');
    expect(cmp.covered.at(-1)).toBe('5.2.e');
    expect(cmp.missingInside).toEqual([]);
    const nos = cmp.differences.map((d) => d.no);
    expect(nos).toContain('5.2.e');
    const e = cmp.differences.find((d) => d.no === '5.2.e');
    expect(e?.seed000).toContain('(bkz. Madde 9.3.)');
    expect(e?.seed004).not.toContain('9.3');
    for (const d of cmp.differences) expect(d.seed004).not.toMatch(/\*|\|/);
  });
});
