// An edition's text against the text it replaced, paragraph by paragraph, for the "<previous> sürümünde"
// panel of its article pages (editions compared by `paragraphs` in content/data/editions.json; the 2023
// text against 2018): each block with its counterpart in the previous text (the same number, or the number
// it had there: `<Law … was="A.4.2">`), the word diff where the text changed, and the previous text's
// paragraphs the edition dropped.
import { lawBlock, lawBlocks, permalink, type Edition, type LawBlock } from './laws.ts';
import { previousEdition } from '../browser/edition-registry.ts';
import { type DiffPart, wordDiff } from '../browser/worddiff.ts';

export interface ParagraphRow {
  /** The number in the edition; null for a paragraph of the previous text it dropped. */
  no: string | null;
  /** The number in the previous text; null for a paragraph new in the edition. */
  noBefore: string | null;
  href: string | null;
  hrefBefore: string | null;
  /** `corrected`: the English stayed as it was; our translation corrects the official Turkish of the previous text. */
  kind: 'same' | 'changed' | 'corrected' | 'new' | 'removed';
  /** Our translation of the edition's wording. */
  translated: boolean;
  /** The word diff from the previous text to the edition's (changed rows only). */
  diff: DiffPart[] | null;
}

/**
 * The paragraphs of an article ("5", "A" …) of an edition against its previous text, in the edition's
 * order, dropped paragraphs last; empty when the edition has no previous text.
 */
export function compareParagraphs(edition: Edition, article: string): ParagraphRow[] {
  const before = previousEdition(edition);
  if (!before) return [];
  const all = lawBlocks(edition);
  const blocks = all.filter((b) => b.article === article);
  const used = new Set<string>();
  const rows: ParagraphRow[] = blocks.map((b: LawBlock) => {
    const old = lawBlock(before, b.was ?? b.no);
    // A number of the previous text that the edition gave to another rule is not this paragraph's counterpart.
    const counterpart = old && (b.was || !all.some((o) => o.was === b.no)) ? old : undefined;
    if (counterpart) used.add(counterpart.no);
    const same = counterpart !== undefined && counterpart.text === b.text;
    return {
      no: b.no,
      noBefore: counterpart?.no ?? null,
      href: permalink(edition, b.no),
      hrefBefore: counterpart ? permalink(before, counterpart.no) : null,
      kind: !counterpart ? 'new' : same ? 'same' : b.corrected ? 'corrected' : 'changed',
      translated: b.translated,
      diff: counterpart && !same ? wordDiff(counterpart.text, b.text) : null,
    };
  });
  for (const old of lawBlocks(before).filter((o) => o.article === article && !used.has(o.no))) {
    if (all.some((b) => (b.was ?? b.no) === old.no)) continue;
    rows.push({
      no: null,
      noBefore: old.no,
      href: null,
      hrefBefore: permalink(before, old.no),
      kind: 'removed',
      translated: false,
      diff: null,
    });
  }
  return rows;
}
