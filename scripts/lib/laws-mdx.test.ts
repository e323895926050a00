import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { mdxToHast } from 'satteri';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeMdxText, jsxAttr, renderArticle, renderBlock } from './laws-mdx.ts';
import { parseLaws2018, type Article } from './laws2018.ts';

// The MDX is checked with two engines: the unified/remark pipeline the site is configured with
// (astro.config.mjs: `unified({ smartypants: false })`), with GFM and directives on; and satteri,
// Astro 7's default engine, with GFM and directives on.

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  children?: Node[];
  attributes?: { name: string; value: unknown }[];
  properties?: { className?: string[] };
};

const remark = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

const ENGINES: Record<string, (mdx: string) => Promise<Node>> = {
  remark: async (mdx) => {
    const mdast = remark.runSync(remark.parse(mdx));
    // Keep MDX JSX/ESM nodes as they are, so the tree can be inspected like satteri's.
    const passThrough = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'];
    const handlers = Object.fromEntries(
      passThrough.map((t) => [t, (state: { all: (n: unknown) => unknown[] }, node: Node) => ({ ...node, children: state.all(node) })]),
    );
    return unified()
      .use(remarkRehype, { handlers } as never)
      .runSync(mdast as never) as unknown as Node;
  },
  satteri: async (mdx) => {
    const r = (await mdxToHast(mdx, { features: { gfm: true, directive: true } })) as unknown as { hast?: Node } & Node;
    return r.hast ?? r;
  },
};

function textOf(n: Node): string {
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
}

/** Render one escaped paragraph and return its text and the elements it became. */
async function roundTrip(engine: string, text: string): Promise<{ text: string; tags: string[] }> {
  const root = await ENGINES[engine](`${escapeMdxText(text)}\n`);
  const elements = (root.children ?? []).filter((c) => c.type !== 'text' || c.value!.trim() !== '');
  const tags: string[] = [];
  const walk = (n: Node) => {
    if (n.type === 'element') tags.push(n.tagName!);
    if (n.type.startsWith('mdx')) tags.push(n.type);
    (n.children ?? []).forEach(walk);
  };
  elements.forEach(walk);
  return { text: elements.map(textOf).join(''), tags };
}

const TRICKY = [
  'Rakibi hamlesini yapmış olan taraf "hamlede"dir.',
  "Madde 7.5.1, 7.5.2, 7.5.3 veya 7.5.4 'e göre (1 Ocak 2018'den itibaren geçerlidir.)",
  'Örneğin ¾ - ¼ gibi puanlar; Bakü – Azerbaycan',
  'a {b} <c> d</c> <Law no="1"> *e* _f_ __g__ `h` [i](j) ![k](l) m|n ~~o~~ p\\q &amp; &copy; &#65;',
  '# başlık değil',
  '- liste değil',
  '+ liste değil',
  '* liste değil',
  '> alıntı değil',
  '1. liste değil',
  '12) liste değil',
  '=',
  '---',
  'Not:dikkat :::note x::y',
  'a--b c...d e---f',
  '    girintili kod değil',
  'import x from "y"',
  'export const z = 1',
  'https://example.com ve www.example.com',
  '| a | b |',
];

const CASES = Object.keys(ENGINES).flatMap((engine) => TRICKY.map((line) => [engine, line] as [string, string]));

describe('escapeMdxText', () => {
  it.each(CASES)('%s renders %j as exactly the source text, as one plain paragraph', async (engine, line) => {
    const r = await roundTrip(engine, line);
    expect(r.text).toBe(line.replace(/\s+/gu, ' ').trim());
    // Autolinks may wrap a URL in <a> (its text unchanged); nothing else may appear.
    expect(r.tags.filter((t) => t !== 'p' && t !== 'a')).toEqual([]);
  });

  it('leaves ordinary Turkish text alone', () => {
    expect(escapeMdxText('Şah çekildiği anlamına gelir.')).toBe('Şah çekildiği anlamına gelir.');
  });

  it('puts a paragraph on one line', () => {
    expect(escapeMdxText('  bir\n iki\tüç  ')).toBe('bir iki üç');
  });
});

describe('jsxAttr', () => {
  it('refuses values that would break out of the attribute', () => {
    expect(jsxAttr('label', "Fil d4'te")).toBe(`label="Fil d4'te"`);
    expect(() => jsxAttr('label', 'a"b')).toThrow();
    expect(() => jsxAttr('label', 'a{b}')).toThrow();
  });
});

const ARTICLE: Article = {
  article: '7',
  slug: 'madde-7',
  title: 'Madde 7: Kuraldışı durumlar',
  sourceHeading: 'Madde 7: Kuraldışı durumlar',
  part: 'yarisma',
  order: 8,
  line: 1,
  blocks: [
    { no: '7.1', text: ['Bir "kuraldışılık" {x}.', 'İkinci paragraf.'], commentary: ['Yorum *bir*.', 'Yorum iki.'], figures: [], line: 2 },
    {
      no: '7.2.1',
      text: ['Metin.'],
      commentary: [],
      figures: [{ after: 0, fen: '8/8/8/8/3B4/8/8/8', label: "Fil d4'te", marks: 'e5 f6' }],
      line: 3,
    },
  ],
};

describe('renderArticle', () => {
  const mdx = renderArticle(ARTICLE);

  it('writes the frontmatter and only the imports it uses', () => {
    expect(
      mdx.startsWith(`---
title: "Madde 7: Kuraldışı durumlar"
edition: "2018"
article: "7"
part: "yarisma"
order: 8
source: "seed-002"
sidebar:
  order: 8
  label: "Madde 7: Kuraldışı durumlar"
---
import Law from '@components/Law.astro';
import Commentary from '@components/Commentary.astro';
import Board from '@components/Board.astro';

<Law no="7.1">
`),
    ).toBe(true);
    const noFigures = renderArticle({ ...ARTICLE, blocks: [ARTICLE.blocks[0]] });
    expect(noFigures).not.toContain('import Board');
    const plain = renderArticle({ ...ARTICLE, blocks: [{ no: null, text: ['Giriş.'], commentary: [], figures: [], line: 1 }] });
    expect(plain).not.toContain('import');
    expect(plain).not.toContain('<Law');
  });

  it.each(Object.keys(ENGINES))('%s: compiles to flat Law blocks holding paragraphs, boards and one Commentary', async (engine) => {
    const body = mdx.replace(/^---\n[\s\S]*?\n---\n/u, '');
    const root = await ENGINES[engine](body);
    const laws = (root.children ?? []).filter((c) => c.type === 'mdxJsxFlowElement');
    expect(laws.map((l) => [l.name, l.attributes?.[0]?.value])).toEqual([
      ['Law', '7.1'],
      ['Law', '7.2.1'],
    ]);
    const first = laws[0].children!.filter((c) => c.type !== 'text');
    expect(first.map((c) => c.tagName ?? c.name)).toEqual(['p', 'p', 'Commentary']);
    expect(textOf(first[0])).toBe('Bir "kuraldışılık" {x}.');
    const commentary = first[2].children!.filter((c) => c.type !== 'text');
    expect(commentary.map(textOf)).toEqual(['Yorum *bir*.', 'Yorum iki.']);
    const second = laws[1].children!.filter((c) => c.type !== 'text');
    expect(second.map((c) => c.tagName ?? c.name)).toEqual(['p', 'Board']);
    expect(Object.fromEntries(second[1].attributes!.map((a) => [a.name, a.value]))).toEqual({
      fen: '8/8/8/8/3B4/8/8/8',
      label: "Fil d4'te",
      marks: 'e5 f6',
    });
  });

  it('renders a block without commentary as just its text', () => {
    expect(renderBlock({ no: '1.1', text: ['Bir.'], commentary: [], figures: [], line: 1 })).toBe('<Law no="1.1">\nBir.\n</Law>');
  });

  it('puts a board that carries our note after the law block, with the note, never inside it', () => {
    const mdx = renderBlock({
      no: '2.2',
      text: ['Taşlar:', 'Staunton Taşları'],
      commentary: [],
      figures: [{ after: 1, fen: '8/8/8/8/8/8/8/8', label: 'x', note: 'Sitenin notu: şekiller kayıp.' }],
      line: 1,
    });
    const close = mdx.indexOf('</Law>');
    expect(mdx.slice(0, close)).not.toContain('<Board');
    expect(mdx.slice(0, close)).not.toContain('Sitenin notu');
    expect(mdx.slice(close)).toContain('<Board fen="8/8/8/8/8/8/8/8" label="x" />');
    expect(mdx.slice(close)).toContain('<p class="law-editorial-note">Sitenin notu: şekiller kayıp.</p>');
  });
});

const seedPath = resolve(import.meta.dirname, '../../../shared/seeds/002_c62694f019141a7c.txt');

const haveShared = existsSync(seedPath);

describe.skipIf(!haveShared)('rendering seed 002', () => {
  let parsed: ReturnType<typeof parseLaws2018>;
  beforeAll(() => {
    parsed = parseLaws2018(readFileSync(seedPath, 'utf8'));
  });

  it.each(Object.keys(ENGINES))('%s: every article compiles, and every paragraph renders back to its source text', async (engine) => {
    for (const a of parsed.articles) {
      const body = renderArticle(a).replace(/^---\n[\s\S]*?\n---\n/u, '');
      const root = await ENGINES[engine](body);
      const rendered: string[] = [];
      const walk = (n: Node) => {
        // Our notes beside a law block (class law-editorial-note) are not source text; remark wraps a
        // one-line JSX <p> in a Markdown paragraph, hence the look at the children too.
        const isNote = (m: Node) =>
          (m.properties?.className?.includes('law-editorial-note') ?? false) ||
          (m.attributes ?? []).some((a) => a.name === 'class' && a.value === 'law-editorial-note');
        if (isNote(n)) return;
        if (n.type === 'element' && n.tagName === 'p') {
          if (!(n.children ?? []).some(isNote)) rendered.push(textOf(n));
        } else (n.children ?? []).forEach(walk);
      };
      walk(root);
      const expected = a.blocks.flatMap((b) => [...b.text, ...b.commentary]);
      expect(rendered, a.slug).toEqual(expected);
    }
  });
});
