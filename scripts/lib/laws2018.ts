// Pure parser for seed 002: the 2018 FIDE Laws of Chess in Turkish (tab-separated), with the
// Central Arbiters' Board (MHK) commentary in the second column.
//
// Source layout (one record per line, cells separated by tabs):
//   - line 1: title | commentary title; lines 2–3: table of contents (not imported)
//   - one line "GİRİŞ … ÖNSÖZ …" holding both the introduction and the preface
//   - part headings ("OYUNUN TEMEL KURALLARI", "YARIŞMA KURALLARI", "EKLER")
//   - article headings ("Madde 7: …", "Madde 9 : …", "Ek A. …")
//   - numbered law lines "7.5.1 text<TAB>commentary" (some with a trailing dot: "7.5.5. text")
//   - unnumbered lines continuing the previous block (extra paragraphs, the 2.2 piece list,
//     figure captions), and lines with an empty first column carrying more commentary
//   - runs of two or more blank lines where a figure was lost
//   - a closing attribution line after Appendix B
// Nothing here touches the file system.

import { FIGURES_2018, type FigureSpec } from './laws2018-figures.ts';

export type Part = 'onsoz' | 'temel' | 'yarisma' | 'ekler';

/** A board in a block, placed after its paragraph `after` (0-based index into `text`). */
export type BoardFigure = Omit<FigureSpec, 'block' | 'afterText'> & { after: number };

export interface LawBlock {
  /** Sub-article number without trailing dot ("7.5.5"), the article id for an intro, or null for Giriş/Önsöz. */
  no: string | null;
  /** Law text paragraphs, verbatim (whitespace-normalised), without the leading number. */
  text: string[];
  /** MHK commentary paragraphs, verbatim (whitespace-normalised). */
  commentary: string[];
  /** Boards standing in for figures the source lost. */
  figures: BoardFigure[];
  /** 1-based source line of the block's first line. */
  line: number;
}

export interface Article {
  /** "giris" | "onsoz" | "1".."12" | "A" | "B" */
  article: string;
  /** File name without extension: "giris", "madde-7", "ek-a". */
  slug: string;
  /** Display title: "Madde 7: Kuraldışı durumlar", "Ek A: Hızlı satranç", "Giriş". */
  title: string;
  /** The heading exactly as the source has it (whitespace-normalised). */
  sourceHeading: string;
  part: Part;
  /** Sidebar / table-of-contents order: giris 0, onsoz 1, madde-N N+1, ek-a 20, ek-b 21. */
  order: number;
  /** 1-based source line of the heading. */
  line: number;
  blocks: LawBlock[];
}

/** Something the parser dropped or changed beyond whitespace; mirrored in laws2018-deviations.md. */
export interface Deviation {
  line: number;
  kind: 'symbol-residue' | 'heading' | 'joined-line' | 'table-row';
  source: string;
  result: string;
}

/** A run of blank lines where the source lost a figure. */
export interface FigureGap {
  /** 1-based line of the first blank line of the run. */
  line: number;
  blankLines: number;
  /** The block the gap follows and the index of its last paragraph at that point. */
  blockNo: string | null;
  paragraph: number;
}

export interface ParsedLaws {
  /** Line 1, first column: the document title. */
  title: string;
  /** Line 1, second column: the title of the commentary (names its source). */
  commentaryTitle: string;
  /** Attribution lines after the last appendix ("TSF MHK tarafından yorumlanmıştır."). */
  footer: string[];
  articles: Article[];
  deviations: Deviation[];
  gaps: FigureGap[];
}

/** Collapse runs of whitespace to one space and trim. */
export function normalizeSpace(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

const PART_HEADINGS: Record<string, Part> = {
  'OYUNUN TEMEL KURALLARI': 'temel',
  'TEMEL OYUN KURALLARI': 'temel',
  'YARIŞMA KURALLARI': 'yarisma',
  EKLER: 'ekler',
};

const MADDE_HEADING = /^Madde\s+(\d+)\s*:\s*(.+)$/u;
const EK_HEADING = /^Ek[\s-]+([A-D])\s*[.:]\s*(.+)$/u;
/** "7.5.1 …", "7.5.5. …", "A.4.2 …": a number with at least one dot, then the text. */
const NUMBERED = /^((?:\d+|[A-D])(?:\.\d+)+)\.?\s+(.+)$/u;
const INTRO = /^GİRİŞ\s+(.+?)(?:\s+ÖNSÖZ\s+(.+))?$/u;
const PREFACE = /^ÖNSÖZ\s+(.+)$/u;
const FOOTER = /^TSF MHK\b/u;

/**
 * Residue of a chess symbol font: the piece glyphs of a lost figure rendered as their letters
 * ("pVŞFAK"). Only piece letters, no spaces, at least four of them.
 */
export function isSymbolResidue(s: string): boolean {
  return /^[pPVŞFAKvşfak]{4,}$/u.test(s);
}

/** Appends a paragraph, or joins it to the previous one when the source broke a sentence across lines. */
function pushParagraph(list: string[], text: string, joined: () => void): void {
  const prev = list[list.length - 1];
  if (prev !== undefined && continuesSentence(prev, text)) {
    list[list.length - 1] = `${prev} ${text}`;
    joined();
  } else list.push(text);
}

/** True when `next` continues the sentence `prev` was cut off in (a line break inside a sentence). */
export function continuesSentence(prev: string, next: string): boolean {
  return !/[.:;!?"»]$/u.test(prev) && /^[\p{Ll}(]/u.test(next);
}

/** The article a sub-article number belongs to: "7.5.1" → "7", "A.4.2" → "A". */
export function articleOf(no: string): string {
  return no.split('.')[0];
}

/** Every proper prefix of a number: "3.7.4.1" → ["3", "3.7", "3.7.4"]. */
export function parentsOf(no: string): string[] {
  const parts = no.split('.');
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('.'));
  return out;
}

function slugFor(article: string): string {
  if (article === 'giris' || article === 'onsoz') return article;
  if (/^\d+$/u.test(article)) return `madde-${article}`;
  return `ek-${article.toLowerCase()}`;
}

function orderFor(article: string): number {
  if (article === 'giris') return 0;
  if (article === 'onsoz') return 1;
  if (/^\d+$/u.test(article)) return Number(article) + 1;
  return 20 + (article.charCodeAt(0) - 'A'.charCodeAt(0));
}

/** Split a raw line into whitespace-normalised cells (trailing empty cells dropped). */
export function cellsOf(line: string): string[] {
  const cells = line.replace(/\r$/u, '').split('\t').map(normalizeSpace);
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

export class LawsParseError extends Error {}

/**
 * Parse seed 002 into articles and blocks, and attach the boards that replace its lost figures
 * (pass `figures: []` to get the bare text).
 */
export function parseLaws2018(source: string, figures: FigureSpec[] = FIGURES_2018): ParsedLaws {
  const reader = new Laws2018Reader();
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) reader.line(i + 1, cellsOf(lines[i]));
  if (!reader.started) throw new LawsParseError('no GİRİŞ line found');
  attachFigures(reader.result, figures);
  return reader.result;
}

const fail = (lineNo: number, msg: string): never => {
  throw new LawsParseError(`seed line ${lineNo}: ${msg}`);
};

/**
 * One pass over seed 002, line by line: the title line, the Giriş and Önsöz, part and article
 * headings, numbered law paragraphs with their commentary, and the footer.
 */
class Laws2018Reader {
  readonly result: ParsedLaws = {
    title: '',
    commentaryTitle: '',
    footer: [],
    articles: [],
    deviations: [],
    gaps: [],
  };
  started = false;
  private part: Part = 'onsoz';
  private article: Article | null = null;
  private block: LawBlock | null = null;
  private blankRun = 0;
  private blankStart = 0;
  private ended = false;

  line(lineNo: number, cells: string[]): void {
    const result = this.result;
    if (lineNo === 1) {
      result.title = cells[0] ?? '';
      result.commentaryTitle = cells[1] ?? '';
      return;
    }
    if (cells.length === 0) {
      if (this.blankRun === 0) this.blankStart = lineNo;
      this.blankRun++;
      return;
    }
    if (this.blankRun >= 2 && this.block) {
      result.gaps.push({ line: this.blankStart, blankLines: this.blankRun, blockNo: this.block.no, paragraph: this.block.text.length - 1 });
    }
    this.blankRun = 0;

    const [first = '', second = ''] = cells;
    if (cells.length > 3) fail(lineNo, `unexpected ${cells.length} cells`);

    if (!this.started) {
      if (!first.startsWith('GİRİŞ')) return; // title, table of contents
      this.started = true;
    }
    if (this.ended) {
      if (second) fail(lineNo, 'commentary after the end of the laws');
      result.footer.push(first);
      return;
    }
    if (this.introLine(lineNo, first, second) || this.headingLine(lineNo, first, second)) return;
    this.bodyLine(lineNo, cells);
  }

  private newArticle(id: string, title: string, heading: string, lineNo: number, p: Part): Article {
    if (this.result.articles.some((a) => a.article === id)) fail(lineNo, `duplicate article ${id}`);
    const a: Article = {
      article: id,
      slug: slugFor(id),
      title,
      sourceHeading: heading,
      part: p,
      order: orderFor(id),
      line: lineNo,
      blocks: [],
    };
    this.result.articles.push(a);
    return a;
  }

  /** An unnumbered article of one paragraph (Giriş, Önsöz), made current. */
  private introArticle(id: 'giris' | 'onsoz', text: string, lineNo: number): void {
    const a = this.newArticle(id, id === 'giris' ? 'Giriş' : 'Önsöz', id === 'giris' ? 'GİRİŞ' : 'ÖNSÖZ', lineNo, 'onsoz');
    a.blocks.push({ no: null, text: [text], commentary: [], figures: [], line: lineNo });
    this.article = a;
    this.block = a.blocks[0];
  }

  /** Giriş and Önsöz (the source has both on one line). */
  private introLine(lineNo: number, first: string, second: string): boolean {
    const intro = INTRO.exec(first);
    if (intro && !this.article) {
      if (second) fail(lineNo, 'commentary on the Giriş line');
      this.introArticle('giris', intro[1], lineNo);
      if (intro[2]) this.introArticle('onsoz', intro[2], lineNo);
      return true;
    }
    const preface = PREFACE.exec(first);
    if (preface && this.article?.article === 'giris') {
      this.introArticle('onsoz', preface[1], lineNo);
      return true;
    }
    return false;
  }

  /** A part heading or an article heading ("Madde 5: …", "Ek A: …"). */
  private headingLine(lineNo: number, first: string, second: string): boolean {
    if (first in PART_HEADINGS) {
      if (second) fail(lineNo, 'commentary on a part heading');
      this.part = PART_HEADINGS[first];
      this.block = null;
      return true;
    }
    const madde = MADDE_HEADING.exec(first);
    const ek = madde ? null : EK_HEADING.exec(first);
    if (!madde && !ek) return false;
    if (second) fail(lineNo, 'commentary on an article heading');
    const id = madde ? madde[1] : ek![1];
    const title = madde ? `Madde ${id}: ${madde[2]}` : `Ek ${id}: ${ek![2]}`;
    if (title !== first) this.result.deviations.push({ line: lineNo, kind: 'heading', source: first, result: title });
    this.article = this.newArticle(id, title, first, lineNo, this.part);
    this.block = null;
    return true;
  }

  /** Inside an article: the footer, a numbered paragraph, symbol residue, law text or commentary. */
  private bodyLine(lineNo: number, cells: string[]): void {
    const result = this.result;
    const [first = '', second = '', third = ''] = cells;
    if (!this.article) fail(lineNo, `text before the first article: ${first.slice(0, 40)}`);
    const art = this.article!;

    if (first && FOOTER.test(first) && (art.article === 'B' || art.article === 'A')) {
      if (second) fail(lineNo, 'commentary on the footer');
      this.ended = true;
      result.footer.push(first);
      return;
    }

    const numbered = first ? NUMBERED.exec(first) : null;
    if (numbered) {
      const no = numbered[1];
      if (articleOf(no) !== art.article) fail(lineNo, `number ${no} inside article ${art.article}`);
      if (art.blocks.some((b) => b.no === no)) fail(lineNo, `duplicate number ${no}`);
      if (cells.length === 3) fail(lineNo, 'three cells on a numbered line');
      this.block = { no, text: [numbered[2]], commentary: second ? [second] : [], figures: [], line: lineNo };
      art.blocks.push(this.block);
      return;
    }

    if (first && isSymbolResidue(first)) {
      if (second) fail(lineNo, 'commentary beside symbol residue');
      result.deviations.push({ line: lineNo, kind: 'symbol-residue', source: first, result: '' });
      return;
    }

    if (!this.block) {
      // Unnumbered text right after an article heading: the article's own intro.
      if (!first) fail(lineNo, 'commentary before any law text');
      this.block = { no: art.article, text: [], commentary: [], figures: [], line: lineNo };
      art.blocks.push(this.block);
    }
    const b = this.block;

    if (first) {
      let text = first;
      if (cells.length === 3) {
        // A table row whose middle cell (the piece figure) was lost: name … letter.
        if (second) fail(lineNo, 'three non-empty cells');
        text = normalizeSpace(`${first} ${third}`);
        result.deviations.push({ line: lineNo, kind: 'table-row', source: cells.join('\t'), result: text });
      }
      pushParagraph(b.text, text, () =>
        result.deviations.push({ line: lineNo, kind: 'joined-line', source: text, result: 'joined to the previous law paragraph' }),
      );
      if (second && cells.length === 2) b.commentary.push(second);
      return;
    }

    // Empty first column: more commentary for the current block.
    if (cells.length !== 2) fail(lineNo, 'unexpected cell layout');
    pushParagraph(b.commentary, second, () =>
      result.deviations.push({ line: lineNo, kind: 'joined-line', source: second, result: 'joined to the previous commentary paragraph' }),
    );
  }
}

/** Place each figure after its paragraph; throws when a figure's block or paragraph is missing. */
export function attachFigures(parsed: ParsedLaws, figures: FigureSpec[]): void {
  const byNo = new Map<string, LawBlock>();
  for (const a of parsed.articles) for (const b of a.blocks) if (b.no !== null) byNo.set(b.no, b);
  for (const f of figures) {
    const b = byNo.get(f.block);
    if (!b) throw new LawsParseError(`figure for missing block ${f.block}`);
    const after = f.afterText === undefined ? 0 : b.text.findIndex((t) => t.startsWith(f.afterText!));
    if (after < 0) throw new LawsParseError(`figure in ${f.block}: no paragraph starting "${f.afterText}"`);
    const fig: BoardFigure = { after, fen: f.fen, label: f.label };
    if (f.marks) fig.marks = f.marks;
    if (f.arrows) fig.arrows = f.arrows;
    if (f.caption) fig.caption = f.caption;
    if (f.note) fig.note = f.note;
    b.figures.push(fig);
  }
  for (const b of byNo.values()) b.figures.sort((x, y) => x.after - y.after);
}

/** All block numbers in source order (Giriş/Önsöz have none). */
export function blockNumbers(parsed: ParsedLaws): string[] {
  return parsed.articles.flatMap((a) => a.blocks.map((b) => b.no)).filter((n): n is string => n !== null);
}

/**
 * Every number a reader can cite: each article id, each block number, and each parent of a block
 * number that has no line of its own (3.7, 3.7.4, 9.5 …). `own` tells whether a block carries it.
 */
export function citableNumbers(parsed: ParsedLaws): { no: string; article: string; own: boolean }[] {
  const seen = new Map<string, { no: string; article: string; own: boolean }>();
  for (const a of parsed.articles) {
    if (a.article === 'giris' || a.article === 'onsoz') continue;
    if (!seen.has(a.article)) seen.set(a.article, { no: a.article, article: a.article, own: false });
    for (const b of a.blocks) {
      if (b.no === null) continue;
      for (const p of parentsOf(b.no)) {
        if (!seen.has(p)) seen.set(p, { no: p, article: a.article, own: false });
      }
      const prev = seen.get(b.no);
      if (prev) prev.own = true;
      else seen.set(b.no, { no: b.no, article: a.article, own: true });
    }
  }
  return [...seen.values()];
}
