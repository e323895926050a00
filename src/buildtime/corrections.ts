// Where the official 2018 Turkish translation misstates the English text of the Laws, the 2023 text in
// force shows our corrected translation (`<Law no="11.10" translated corrected>`) and, beside it, the
// official wording with a one-line note of the difference; the 2018 page keeps the official text word
// for word and shows the same note after the block, outside the law text. Every such case is one row of
// content/data/corrections-2023.json; the build checks the rows against both texts (`checkCorrections`).
import rows from '../../content/data/corrections-2023.json' with { type: 'json' };
import type { ContentProblem } from '../browser/problems.ts';
import { lawBlock, lawBlocks } from './laws.ts';

export const CORRECTIONS_FILE = 'corrections-2023.json';

export interface Correction {
  /** The 2023 number of the paragraph. */
  no: string;
  /** Its 2018 number (the official translation's block), when 2023 renumbered it. */
  was?: string;
  /** The difference in one line: what the official translation says, what the English says. */
  note: string;
}

export const CORRECTIONS: readonly Correction[] = rows as Correction[];

/** The text that carries the corrected translations, and the text whose official translation they correct. */
export const CORRECTING_EDITION = '2023';
export const CORRECTED_EDITION = '2018';

/** The 2018 number of a correction's official block. */
export const officialNo = (c: Correction): string => c.was ?? c.no;

/** The correction of a 2023 paragraph, if its official translation was corrected. */
export function correctionOf2023(no: string): Correction | undefined {
  return CORRECTIONS.find((c) => c.no === no);
}

/** The correction that concerns a block of the official 2018 translation, if any. */
export function correctionOf2018(no: string): Correction | undefined {
  return CORRECTIONS.find((c) => officialNo(c) === no);
}

/**
 * What a block of an edition shows about a correction: on the correcting text, the corrected block's own
 * (`ours`: the official wording beside it); on the corrected text, the note after the official block.
 */
export function correctionAt(
  edition: string,
  no: string,
  corrected: boolean,
): { side: 'ours' | 'official'; correction: Correction } | undefined {
  const correction =
    edition === CORRECTING_EDITION
      ? corrected
        ? correctionOf2023(no)
        : undefined
      : edition === CORRECTED_EDITION
        ? correctionOf2018(no)
        : undefined;
  return correction && { side: edition === CORRECTING_EDITION ? 'ours' : 'official', correction };
}

/**
 * Problems of the corrections against the texts (empty = fine): every row names a 2023 block marked
 * `corrected` and an official 2018 block; every `corrected` block has its row; a row says what the
 * official text says and what the English says.
 */
export function checkCorrections(rows: readonly Correction[] = CORRECTIONS): ContentProblem[] {
  const out: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const c of rows) {
    const add = (message: string) => out.push({ file: CORRECTIONS_FILE, id: c.no, message });
    if (seen.has(c.no)) add('aynı paragraf iki kez yazılmış');
    seen.add(c.no);
    const now = lawBlock(CORRECTING_EDITION, c.no);
    if (!now) add(`2023 metninde ${c.no} yok`);
    else if (!now.corrected) add(`2023 metnindeki ${c.no} "translated corrected" olarak işaretli değil`);
    if (now?.was !== c.was) add(`2018 numarası 2023 bloğunun "was" değeriyle aynı olmalı (${now?.was ?? 'yok'})`);
    if (!lawBlock(CORRECTED_EDITION, officialNo(c))) add(`2018 metninde ${officialNo(c)} yok`);
    if (!/Resmî (2018 )?çeviri/.test(c.note) || !/İngilizce/.test(c.note))
      add('not, resmî çevirinin ve İngilizce metnin ne dediğini söylemeli');
  }
  for (const b of lawBlocks(CORRECTING_EDITION).filter((b) => b.corrected)) {
    if (!b.translated) out.push({ file: b.file, id: b.no, message: '"corrected" blok "translated" olarak da işaretlenmeli' });
    if (!seen.has(b.no)) out.push({ file: b.file, id: b.no, message: `düzeltilen paragrafın ${CORRECTIONS_FILE} dosyasında satırı yok` });
  }
  return out;
}
