// Renders parsed articles (see laws2018.ts) as MDX files for the Starlight content collection.
// Pure: returns strings, never touches the file system.

import type { Article, BoardFigure, LawBlock } from './laws2018.ts';

/** ASCII punctuation that Markdown/MDX could read as syntax anywhere in a line. */
const INLINE_SPECIALS = /[\\`*_[\]{}<>|~]/gu;

/**
 * Escape one paragraph of verbatim text so that MDX renders exactly these characters.
 * - `\` `` ` `` `*` `_` `[` `]` `{` `}` `<` `>` `|` `~` get a backslash (emphasis, code, links,
 *   JSX, expressions, tables, strikethrough);
 * - quotes stay as they are (readable for editors): the site turns smart punctuation off
 *   (astro.config.mjs, `smartypants: false`), so `"` and `'` render straight;
 * - `&` becomes `&amp;` (character references);
 * - `:` before a letter, digit or bracket gets a backslash (text directives);
 * - the second of `--` and of `..` gets a backslash (in case smart dashes/ellipses are ever on);
 * - a line starting with `#`, `-`, `+`, `=` or a `1.`/`1)` list marker is escaped at its start;
 * - a line starting with the word `import` or `export` (MDX ESM) gets its first letter as a
 *   character reference.
 * Whitespace is normalised first: the paragraph becomes one line.
 */
export function escapeMdxText(text: string): string {
  let s = text.replace(/\s+/gu, ' ').trim();
  s = s.replace(/&/gu, '&amp;');
  s = s.replace(INLINE_SPECIALS, (c) => `\\${c}`);
  s = s.replace(/:(?=[\p{L}\p{N}_[{:])/gu, '\\:');
  s = s.replace(/(?<=-)-/gu, '\\-');
  s = s.replace(/(?<=\.)\./gu, '\\.');
  s = s.replace(/^([#+=-])/u, '\\$1');
  s = s.replace(/^(\d{1,9})([.)])(?=\s|$)/u, '$1\\$2');
  s = s.replace(/^(i)(?=mport\b)|^(e)(?=xport\b)/u, (c) => `&#x${c.charCodeAt(0).toString(16)};`);
  return s;
}

/** A JSX string attribute value: must not need escaping inside double quotes. */
export function jsxAttr(name: string, value: string): string {
  if (/["{}<>\n\\]/u.test(value)) throw new Error(`attribute ${name} cannot hold ${JSON.stringify(value)}`);
  return `${name}="${value}"`;
}

export function renderBoard(f: BoardFigure): string {
  const attrs = [jsxAttr('fen', f.fen), jsxAttr('label', f.label)];
  if (f.marks) attrs.push(jsxAttr('marks', f.marks));
  if (f.arrows) attrs.push(jsxAttr('arrows', f.arrows));
  if (f.caption) attrs.push(jsxAttr('caption', f.caption));
  return `<Board ${attrs.join(' ')} />`;
}

/** The body of one block: paragraphs with their boards, then the commentary. */
function renderBlockBody(b: LawBlock): string[] {
  const parts: string[] = [];
  b.text.forEach((t, i) => {
    parts.push(escapeMdxText(t));
    for (const f of b.figures) if (f.after === i && !f.note) parts.push(renderBoard(f));
  });
  if (b.commentary.length > 0) {
    parts.push(`<Commentary>\n${b.commentary.map(escapeMdxText).join('\n\n')}\n</Commentary>`);
  }
  return parts;
}

/** Boards that carry our own note: shown after the law block, never inside it. */
function renderOutside(b: LawBlock): string[] {
  return b.figures.filter((f) => f.note).flatMap((f) => [renderBoard(f), `<p class="law-editorial-note">${escapeMdxText(f.note!)}</p>`]);
}

export function renderBlock(b: LawBlock): string {
  const body = renderBlockBody(b).join('\n\n');
  if (b.no === null) return body;
  return [`<Law ${jsxAttr('no', b.no)}>\n${body}\n</Law>`, ...renderOutside(b)].join('\n\n');
}

function yamlString(s: string): string {
  return JSON.stringify(s);
}

export function renderFrontmatter(a: Article, source = 'seed-002', edition = '2018'): string {
  return [
    '---',
    `title: ${yamlString(a.title)}`,
    `edition: ${yamlString(edition)}`,
    `article: ${yamlString(a.article)}`,
    `part: ${yamlString(a.part)}`,
    `order: ${a.order}`,
    `source: ${yamlString(source)}`,
    'sidebar:',
    `  order: ${a.order}`,
    `  label: ${yamlString(a.title)}`,
    '---',
  ].join('\n');
}

/** Import lines for the components the article actually uses. */
export function renderImports(a: Article): string[] {
  const out: string[] = [];
  if (a.blocks.some((b) => b.no !== null)) out.push("import Law from '@components/Law.astro';");
  if (a.blocks.some((b) => b.commentary.length > 0)) out.push("import Commentary from '@components/Commentary.astro';");
  if (a.blocks.some((b) => b.figures.length > 0)) out.push("import Board from '@components/Board.astro';");
  return out;
}

export function renderArticle(a: Article): string {
  const imports = renderImports(a);
  const head = imports.length ? `${renderFrontmatter(a)}\n${imports.join('\n')}` : renderFrontmatter(a);
  return `${[head, ...a.blocks.map(renderBlock)].join('\n\n')}\n`;
}
