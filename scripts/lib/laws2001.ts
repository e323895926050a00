// Pure parser for the older (2001) Turkish edition of the FIDE Laws of Chess (seed 000), plus the
// comparison with its partial copy (seed 004) and the MDX rendering used by scripts/import-laws-2001.ts.
//
// Structure of the source text (paragraphs are separated by blank lines):
//   "FIDE Satranç Kuralları"           document title
//   "ÖNSÖZ"                            preface: unnumbered paragraphs and an a) b) c) list
//   "SATRANÇ OYUNUNUN KURALLARI"       the only part heading over Madde 1–14 (no separate
//                                      "Yarışma Kuralları" heading exists in this edition)
//   "Madde 7 : Kuraldışı Durumlar"     article heading
//   "7.4. a) Eğer …"                   numbered paragraph (numbers written "7.4." → id "7.4")
//   "   b) Madde 7.4.a’ya göre …"      lettered paragraph
//   "EKLER"                            appendices part heading
//   "A. Ertelenmiş ( Ajurne ) Oyunlar" appendix heading; items "A1.", "A2." …
//
// Numbering rules (applied consistently, every block id is a permanent address /m/2001/<id>/):
//  1. A paragraph starting with an article number ("1.1.", "5.1a)", "A1.") opens the block with that
//     number, trailing dot removed ("1.1." → "1.1").
//  2. A paragraph starting with a letter label "a)" inside a numbered article opens the block
//     "<number>.<letter>" ("7.4.b"). When the numbered paragraph itself starts with "a)"
//     ("7.4. a) …"), its text goes to "7.4.a" (so that references such as "Madde 7.4.a’ya göre" have
//     a target) and no block "7.4" is emitted: "7.4" is an implied parent, whose address leads to
//     its first item (src/buildtime/laws.ts derives implied parents).
//  3. A paragraph starting with a numeric label "1)" or "1." inside a numbered article opens the block
//     "<parent>.<n>", where parent is the current lettered block if any ("3.8.b.1"), otherwise the
//     numbered block ("A9.1").
//  4. Any other paragraph (no label, dashes "–", "(a) ve (b)’deki …") continues the block opened
//     last. Lines of a multi-line paragraph (the 2.2 piece list, the A2 list) stay inside the
//     current block, one paragraph per line, with their own labels kept as text.
//  5. If a letter repeats inside the same article (3.8 has "a)", "b)", "b)"), the repeated label is
//     given the next free letter ("3.8.c") so that both keep distinct addresses; the block keeps the
//     label as printed (`printed`: "3.8.b"), the page shows that label with an editorial note outside
//     the law block, and the relabelling is reported as a deviation.
//  6. Labels are not part of a block's text: the Law component shows the number.
//  In the preface (unnumbered) labelled paragraphs stay plain paragraphs with their labels.

export type Part = 'onsoz' | 'temel' | 'yarisma' | 'ekler';

export interface Block {
  /** Permanent id, e.g. "7.4", "7.4.b", "3.8.b.1", "A1.a", "A9.2". */
  no: string;
  /** Paragraphs of text (labels removed from the first), whitespace-normalised. */
  paragraphs: string[];
  /** The number as the source prints it, when the id differs from it (3.8.c is printed as a second "b)": "3.8.b"). */
  printed?: string;
}

export interface Page {
  /** File slug: "onsoz", "madde-7", "ek-a". */
  slug: string;
  title: string;
  /** Heading line as printed in the source ("Madde 7 : Kuraldışı Durumlar"). */
  heading: string;
  /** "onsoz", "1" … "14", "A" … "D". */
  article: string;
  part: Part;
  /** 1-based position in the edition (Önsöz = 1, Madde 1 = 2, …, Ek D = 19). */
  order: number;
  /** Unnumbered paragraphs (only the preface has them). */
  intro: string[];
  /** Part heading printed just before this page ("SATRANÇ OYUNUNUN KURALLARI", "EKLER"), if any. */
  partHeading?: string;
  blocks: Block[];
}

export interface ParsedEdition {
  /** First line of the document ("FIDE Satranç Kuralları"), if present. */
  documentTitle: string | null;
  /** Part headings in source order, with the slug of the first page below each. */
  partHeadings: { text: string; part: Part; firstPage: string | null }[];
  pages: Page[];
  /** Human-readable notes on every place where the id differs from the printed label. */
  deviations: string[];
}

/** Collapses whitespace (including no-break spaces) and trims. */
export function normalizeSpace(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** "1.1." → "1.1", "A1." → "A1", "7.5.5." → "7.5.5". */
export function normalizeNumber(no: string): string {
  return no.trim().replace(/\.+$/, '');
}

/** Title text of a heading: whitespace collapsed, no space before ":" and none inside brackets. */
export function normalizeTitleText(s: string): string {
  return normalizeSpace(s)
    .replace(/\s+([:,.)])/g, '$1')
    .replace(/\(\s+/g, '(');
}

/** Splits text into paragraphs (groups of non-blank lines), each line whitespace-normalised. */
export function paragraphs(text: string): string[][] {
  const groups: string[][] = [];
  let cur: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = normalizeSpace(raw);
    if (line === '') {
      if (cur.length) groups.push(cur);
      cur = [];
    } else {
      cur.push(line);
    }
  }
  if (cur.length) groups.push(cur);
  return groups;
}

const FOOTER_MARKERS = [/^Bir cevap yazın$/, /^Previous$/, /^Yorum yapın$/];
const ARTICLE_HEADING = /^Madde\s+(\d+)\s*:\s*(.+)$/;
const APPENDIX_HEADING = /^([A-D])\.\s+(.+)$/;
const ARTICLE_NUMBER = /^(\d+(?:\.\d+)+)\.?\s*(.*)$/;
const APPENDIX_NUMBER = /^([A-D]\d+)\.\s*(.*)$/;
const LETTER_LABEL = /^([a-z])\)\s*(.*)$/;
const DIGIT_LABEL = /^(\d)[.)]\s+(.*)$/;

const PART_HEADINGS: Record<string, Part> = {
  ÖNSÖZ: 'onsoz',
  'SATRANÇ OYUNUNUN KURALLARI': 'temel',
  EKLER: 'ekler',
};

function nextLetter(used: Set<string>, after: string): string {
  let c = after.charCodeAt(0) + 1;
  while (used.has(String.fromCharCode(c))) c++;
  return String.fromCharCode(c);
}

/**
 * Parses the older edition. Throws on structural surprises (a number outside its article, a
 * duplicate id) so that a changed seed cannot silently produce wrong addresses.
 */
export function parseLaws2001(text: string): ParsedEdition {
  const reader = new Laws2001Reader();
  for (const group of paragraphs(text)) {
    if (FOOTER_MARKERS.some((re) => re.test(group[0]))) break;
    reader.group(group);
  }
  return reader.result;
}

/**
 * One pass over the older edition, paragraph by paragraph: the document title, part headings,
 * article and appendix headings, numbered blocks ("7.4"), lettered ("7.4.b") and digit-labelled
 * sub-blocks, and unlabelled text.
 */
class Laws2001Reader {
  readonly result: ParsedEdition = { documentTitle: null, partHeadings: [], pages: [], deviations: [] };
  private part: Part = 'onsoz';
  private page: Page | null = null;
  private base: Block | null = null; // current numbered block ("7.4")
  private letter: Block | null = null; // current lettered block ("7.4.b")
  private current: Block | null = null; // block that receives unlabelled paragraphs
  private usedLetters = new Set<string>();
  private lastLetter = '`';
  private readonly seen = new Set<string>();

  group(group: string[]): void {
    const result = this.result;
    const line = group[0];
    if (group.length > 1) {
      // A list written line by line (2.2 pieces, A2 envelope items): keep it inside the block.
      for (const l of group) this.addText(l);
      return;
    }
    if (result.documentTitle === null && result.pages.length === 0 && result.partHeadings.length === 0 && !(line in PART_HEADINGS)) {
      result.documentTitle = line;
      return;
    }
    if (this.heading(line)) return;
    if (!this.page) throw new Error(`text before the first heading: ${line.slice(0, 40)}`);
    if (this.page.article === 'onsoz') {
      this.addText(line);
      return;
    }
    if (this.numbered(line, this.page) || this.labelled(line)) return;
    this.addText(line);
  }

  private startPage(p: Omit<Page, 'order' | 'intro' | 'blocks'>): void {
    const result = this.result;
    const page: Page = { ...p, order: result.pages.length + 1, intro: [], blocks: [] };
    this.page = page;
    result.pages.push(page);
    const pending = result.partHeadings.at(-1);
    if (pending && pending.firstPage === null) {
      pending.firstPage = page.slug;
      page.partHeading = pending.text;
    }
    this.base = this.letter = this.current = null;
  }

  private addBlock(no: string, paras: string[]): Block {
    if (!this.page) throw new Error(`block ${no} outside any article`);
    if (this.seen.has(no)) throw new Error(`duplicate block id ${no}`);
    this.seen.add(no);
    const b: Block = { no, paragraphs: paras.filter((p) => p !== '') };
    this.page.blocks.push(b);
    this.current = b;
    return b;
  }

  private addText(line: string): void {
    if (this.current) this.current.paragraphs.push(line);
    else if (this.page) this.page.intro.push(line);
    else throw new Error(`text before the first heading: ${line.slice(0, 40)}`);
  }

  /** A part heading (the Önsöz is a page of its own), an article or an appendix heading. */
  private heading(line: string): boolean {
    if (line in PART_HEADINGS) {
      this.part = PART_HEADINGS[line];
      if (this.part === 'onsoz') {
        this.startPage({ slug: 'onsoz', title: 'Önsöz', heading: line, article: 'onsoz', part: this.part });
      } else {
        this.result.partHeadings.push({ text: line, part: this.part, firstPage: null });
      }
      return true;
    }
    const part = this.part;
    let m = ARTICLE_HEADING.exec(line);
    if (m && part === 'temel') {
      this.startPage({
        slug: `madde-${m[1]}`,
        title: `Madde ${m[1]}: ${normalizeTitleText(m[2])}`,
        heading: line,
        article: m[1],
        part,
      });
      return true;
    }
    m = APPENDIX_HEADING.exec(line);
    if (m && part === 'ekler') {
      this.startPage({
        slug: `ek-${m[1].toLowerCase()}`,
        title: `Ek ${m[1]}: ${normalizeTitleText(m[2])}`,
        heading: line,
        article: m[1],
        part,
      });
      return true;
    }
    return false;
  }

  /** A numbered block ("7.4 …", "A2 …"), possibly opening with its first letter ("7.4 a) …"). */
  private numbered(line: string, pg: Page): boolean {
    const num = (pg.part === 'ekler' ? APPENDIX_NUMBER : ARTICLE_NUMBER).exec(line);
    if (!num) return false;
    const no = normalizeNumber(num[1]);
    const prefix = pg.part === 'ekler' ? no[0] : no.split('.')[0];
    if (prefix !== pg.article) throw new Error(`number ${no} inside ${pg.title}`);
    const rest = num[2];
    this.usedLetters = new Set();
    this.lastLetter = '`';
    const lm = LETTER_LABEL.exec(rest);
    if (lm) {
      // The number itself has no text of its own: it stays an implied parent (no block), and the
      // site's index maps "7.4" to its first item.
      if (this.seen.has(no)) throw new Error(`duplicate block id ${no}`);
      this.seen.add(no);
      this.base = { no, paragraphs: [] };
      this.usedLetters.add(lm[1]);
      this.lastLetter = lm[1];
      this.letter = this.addBlock(`${no}.${lm[1]}`, [lm[2]]);
    } else {
      this.base = this.addBlock(no, [rest]);
      this.letter = null;
    }
    return true;
  }

  /** A lettered ("b) …") or digit-labelled ("1. …") paragraph inside the current numbered block. */
  private labelled(line: string): boolean {
    const base = this.base;
    if (!base) return false;
    const lm = LETTER_LABEL.exec(line);
    if (lm) {
      let l = lm[1];
      if (this.usedLetters.has(l)) {
        const fixed = nextLetter(this.usedLetters, this.lastLetter);
        this.result.deviations.push(
          `${base.no}: the source labels a second paragraph "${l})"; it is given the id ${base.no}.${fixed} ` +
            `(next free letter) so that both paragraphs keep distinct addresses; the page shows it as printed ` +
            `(${base.no}.${l}) with a note outside the law block.`,
        );
        l = fixed;
      }
      this.usedLetters.add(l);
      this.lastLetter = l;
      this.letter = this.addBlock(`${base.no}.${l}`, [lm[2]]);
      if (l !== lm[1]) this.letter.printed = `${base.no}.${lm[1]}`;
      return true;
    }
    const dm = DIGIT_LABEL.exec(line);
    if (dm) {
      const parent: Block = this.letter ?? base;
      this.addBlock(`${parent.no}.${dm[1]}`, [dm[2]]);
      return true;
    }
    return false;
  }
}

/** Every block id of a parsed edition, in source order. */
export function blockIds(ed: ParsedEdition): string[] {
  return ed.pages.flatMap((p) => p.blocks.map((b) => b.no));
}

// ---------------------------------------------------------------------------------------------
// Seed 004: a partial copy of the same text with glitches.

/**
 * Removes seed 004's obvious glitches: runs of "*" (left-overs of a lost layout), lines that are a
 * lone "|", and a hyphen used for the en dash of the castling conditions.
 */
export function stripSeed004Glitches(text: string): string {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '|')
    .map((l) => l.replace(/\*+/g, ' ').replace(/^(\s*)-(\s)/, '$1–$2'))
    .join('\n');
}

export interface Seed004Difference {
  no: string;
  seed000: string;
  seed004: string;
}

/** Paragraph-level comparison key: whitespace and spaces before punctuation ignored. */
function key(s: string): string {
  return normalizeTitleText(s);
}

/**
 * Compares the partial copy with the full text block by block. Returns one entry per block whose
 * paragraphs differ (the differing paragraphs, joined by newlines), plus "title:<article>" entries for
 * differing article headings. Blocks the partial copy does not reach are not differences.
 */
export function compareSeed004(
  full: ParsedEdition,
  partial: ParsedEdition,
): { differences: Seed004Difference[]; covered: string[]; missingInside: string[] } {
  const fullBlocks = new Map(full.pages.flatMap((p) => p.blocks.map((b) => [b.no, b] as const)));
  const fullPages = new Map(full.pages.map((p) => [p.slug, p]));
  const differences: Seed004Difference[] = [];
  const covered: string[] = [];
  for (const pp of partial.pages) {
    const fp = fullPages.get(pp.slug);
    if (fp && key(fp.title) !== key(pp.title)) {
      differences.push({ no: `title:${pp.article}`, seed000: fp.heading, seed004: pp.heading });
    }
    for (const b of pp.blocks) {
      covered.push(b.no);
      const fb = fullBlocks.get(b.no);
      if (!fb) {
        differences.push({ no: b.no, seed000: '', seed004: b.paragraphs.join('\n') });
        continue;
      }
      const n = Math.max(fb.paragraphs.length, b.paragraphs.length);
      const a: string[] = [];
      const c: string[] = [];
      for (let i = 0; i < n; i++) {
        const x = fb.paragraphs[i] ?? '';
        const y = b.paragraphs[i] ?? '';
        if (key(x) !== key(y)) {
          a.push(x);
          c.push(y);
        }
      }
      if (a.length) differences.push({ no: b.no, seed000: a.join('\n'), seed004: c.join('\n') });
    }
  }
  // Blocks of the full text that fall between the first and last block of the copy but are absent.
  const ids = blockIds(full);
  const first = ids.indexOf(covered[0]);
  const last = ids.indexOf(covered.at(-1) ?? '');
  const coveredSet = new Set(covered);
  const missingInside = first < 0 ? [] : ids.slice(first, last + 1).filter((id) => !coveredSet.has(id));
  return { differences, covered, missingInside };
}

// ---------------------------------------------------------------------------------------------
// MDX rendering.

/**
 * Escapes one paragraph of plain text for MDX so that the rendered text equals the input:
 * JSX/expression characters, Markdown inline specials, and line-leading block markers.
 */
export function escapeMdx(text: string): string {
  let s = text.replace(/[\\`*_[\]{}<>|~&]/g, (c) => `\\${c}`);
  s = s.replace(/^(#|-|\+|=)/, '\\$1');
  s = s.replace(/^(\d+)([.)])/, '$1\\$2');
  s = s.replace(/^([a-zA-Z])\)/, '$1\\)');
  return s;
}

/** Inverse of escapeMdx for text produced by it: drops backslashes before ASCII punctuation. */
export function unescapeMdx(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

export interface BoardSpec {
  fen: string;
  label: string;
  caption?: string;
}

export interface RenderOptions {
  /** Block ids after which a <Seed004Note no="…"/> is placed. */
  seed004Notes?: Set<string>;
  /** Diagrams for lost figures, placed after the block with that id. */
  boards?: Record<string, BoardSpec>;
  /** Document title printed above the page's text (used for the preface). */
  documentTitle?: string;
}

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Editorial note (outside the law block) on a block whose printed label repeats an earlier one. */
export function relabelNote(no: string, printed: string): string {
  const letter = printed.slice(printed.lastIndexOf('.') + 1);
  const parent = no.slice(0, no.lastIndexOf('.'));
  return (
    `<p class="law-editorial-note" data-relabelled="${attr(no)}">Sitenin notu: Kaynak metin ${parent} maddesinde ` +
    `iki paragrafı “${letter})” diye numaralandırır; bu, ikincisidir ve kaynaktaki gibi gösterilir. İki paragrafın ` +
    `ayrı kalıcı adresi olsun diye bunun adresi ${no}'dir.</p>`
  );
}

export function renderPage(page: Page, opts: RenderOptions = {}): string {
  const notes = opts.seed004Notes ?? new Set<string>();
  const boards = opts.boards ?? {};
  const hasNote = page.blocks.some((b) => notes.has(b.no));
  const hasBoard = page.blocks.some((b) => b.no in boards);
  const out: string[] = [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    'edition: "2001"',
    `article: ${JSON.stringify(page.article)}`,
    `part: ${JSON.stringify(page.part)}`,
    `order: ${page.order}`,
    'source: "seed-000"',
    'sidebar:',
    `  order: ${100 + page.order}`,
    `  label: ${JSON.stringify(page.title)}`,
    '---',
  ];
  const imports: string[] = [];
  if (page.blocks.length) imports.push("import Law from '@components/Law.astro';");
  if (hasBoard) imports.push("import Board from '@components/Board.astro';");
  if (hasNote) imports.push("import Seed004Note from '@components/Seed004Note.astro';");
  if (imports.length) out.push(...imports, '');
  if (opts.documentTitle) out.push(`<p class="law-doc-title">${escapeMdx(opts.documentTitle)}</p>`, '');
  if (page.partHeading) out.push(`<p class="law-part">${escapeMdx(page.partHeading)}</p>`, '');
  for (const p of page.intro) out.push(escapeMdx(p), '');
  for (const b of page.blocks) {
    const label = b.printed ? ` label="${attr(b.printed)}"` : '';
    out.push(`<Law no="${attr(b.no)}" edition="2001"${label}>`);
    for (const [i, p] of b.paragraphs.entries()) {
      if (i > 0) out.push('');
      out.push(escapeMdx(p));
    }
    out.push('</Law>');
    const board = boards[b.no];
    if (board) {
      const cap = board.caption ? ` caption="${attr(board.caption)}"` : '';
      out.push(`<Board fen="${attr(board.fen)}" label="${attr(board.label)}"${cap} />`);
    }
    if (notes.has(b.no)) out.push(`<Seed004Note no="${attr(b.no)}" />`);
    if (b.printed) out.push(relabelNote(b.no, b.printed));
    out.push('');
  }
  return out.join('\n').replace(/\n+$/, '\n');
}
