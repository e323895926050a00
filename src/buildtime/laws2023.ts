// The 2023 text (in force) against the 2018 text, paragraph by paragraph, for the "2018 sürümünde"
// panel of a 2023 article page: each 2023 block with its 2018 counterpart (the same number, or the
// number it had in 2018: `<Law … was="A.4.2">`), the word diff 2018 → 2023 where the text changed,
// and the 2018 paragraphs 2023 dropped.
import { lawBlock, lawBlocks, permalink, type LawBlock } from './laws.ts';
import { type DiffPart, wordDiff } from '../browser/worddiff.ts';

export interface Compare2018 {
  /** The 2023 number; null for a 2018 paragraph 2023 dropped. */
  no2023: string | null;
  /** The 2018 number; null for a paragraph new in 2023. */
  no2018: string | null;
  href2023: string | null;
  href2018: string | null;
  /** `corrected`: 2023 left the English as it was; our translation corrects the official 2018 Turkish. */
  kind: 'same' | 'changed' | 'corrected' | 'new' | 'removed';
  /** Our translation of the 2023 wording. */
  translated: boolean;
  /** The word diff from the 2018 text to the 2023 text (changed rows only). */
  diff: DiffPart[] | null;
}

/** The paragraphs of a 2023 article ("5", "A" …) against the 2018 text, in the 2023 order, dropped 2018 paragraphs last. */
export function compare2018(article: string): Compare2018[] {
  const blocks = lawBlocks('2023').filter((b) => b.article === article);
  const used = new Set<string>();
  const rows: Compare2018[] = blocks.map((b: LawBlock) => {
    const old = lawBlock('2018', b.was ?? b.no);
    // A 2018 number that 2023 gave to another rule is not this paragraph's counterpart.
    const counterpart = old && (b.was || !lawBlocks('2023').some((o) => o.was === b.no)) ? old : undefined;
    if (counterpart) used.add(counterpart.no);
    const same = counterpart !== undefined && counterpart.text === b.text;
    return {
      no2023: b.no,
      no2018: counterpart?.no ?? null,
      href2023: permalink('2023', b.no),
      href2018: counterpart ? permalink('2018', counterpart.no) : null,
      kind: !counterpart ? 'new' : same ? 'same' : b.corrected ? 'corrected' : 'changed',
      translated: b.translated,
      diff: counterpart && !same ? wordDiff(counterpart.text, b.text) : null,
    };
  });
  for (const old of lawBlocks('2018').filter((o) => o.article === article && !used.has(o.no))) {
    if (lawBlocks('2023').some((b) => (b.was ?? b.no) === old.no)) continue;
    rows.push({
      no2023: null,
      no2018: old.no,
      href2023: null,
      href2018: permalink('2018', old.no),
      kind: 'removed',
      translated: false,
      diff: null,
    });
  }
  return rows;
}
