// What the 2023 edition (in force; its text is on the site: content/kurallar/*.mdx) changed against the
// 2018 text, kept as a 2018↔2023 number map with our own Turkish summary of each change
// (content/data/edition-map-2023.json; the facts: ../shared/facts/laws-2023.md). From the map: the
// changes page /kurallar/2023/, where a 2018 number of Appendix A or B stands in 2023 (`to2023`) and
// back (`from2018`). Pure (no Node APIs); the build checks the map against both texts (`checkMap2023`).
import rows from '../../content/data/edition-map-2023.json' with { type: 'json' };
import type { ContentProblem } from './problems.ts';

/** The map's name in the problems the build reports (content/data/ holds the data files). */
export const MAP_2023_FILE = 'edition-map-2023.json';

export type ChangeKind = 'substantive' | 'renumbered' | 'wording';

export interface Change2023 {
  /** Anchor of the change on /kurallar/2023/ ("degisiklik-7"). */
  id: string;
  from: string[];
  to: string[];
  /** 2018 / 2023 numbers the change bears on without being renumbered (A.3 bears on 7.5.5 …). */
  related2018: string[];
  related2023: string[];
  kind: ChangeKind;
  title: string;
  change: string;
  effect: string;
}

interface Row {
  '2018': string[];
  '2023': string[];
  related2018?: string[];
  related2023?: string[];
  kind: ChangeKind;
  title: string;
  change: string;
  effect: string;
}

export const CHANGES_2023: Change2023[] = (rows as Row[]).map((r, i) => ({
  id: `degisiklik-${i + 1}`,
  from: r['2018'],
  to: r['2023'],
  related2018: r.related2018 ?? [],
  related2023: r.related2023 ?? [],
  kind: r.kind,
  title: r.title,
  change: r.change,
  effect: r.effect,
}));

export const KIND_TR: Record<ChangeKind, string> = {
  substantive: 'Kararı değiştiren değişiklikler',
  renumbered: 'Numarası değişen maddeler (içerik aynı)',
  wording: 'Yalnızca ifade değişiklikleri',
};

/** The official source, named wherever the site summarises what 2023 changed. */
export const SOURCE_2023 =
  "Bu, değişikliklerin bizim hazırladığımız Türkçe özetidir. 2023 metni sitenin madde sayfalarındadır (değişen paragraflar çevirimizdir ve öyle işaretlidir). Resmî metin: FIDE El Kitabı, E.01 Satranç Kuralları (1 Ocak 2023'ten beri yürürlükte).";

/** The official source of the paragraphs we translated, named on every such paragraph. */
export const TRANSLATION_NOTE =
  "Çevirimiz — resmî metin değildir. 2023 sürümünde değişen bu paragrafı FIDE'nin İngilizce metninden biz çevirdik; resmî metin: FIDE El Kitabı, E.01 Satranç Kuralları.";

/** On a paragraph where the official 2018 translation misstates the English (content/data/corrections-2023.json). */
export const CORRECTION_NOTE =
  "Çevirimiz — resmî metin değildir. İngilizce metin bu paragrafta 2023'te değişmedi, ama resmî 2018 çevirisi ondan ayrılıyor; bu yüzden paragrafı FIDE'nin İngilizce metninden biz çevirdik. Resmî çevirinin sözü ve farkı paragrafın altındadır; resmî metin: FIDE El Kitabı, E.01 Satranç Kuralları.";

/** The top of a number: "A.4.2" → "A", "5.1.2" → "5". */
export const topOf = (no: string): string => no.split('.')[0];

/**
 * Where a 2018 number's rule stands in 2023: the renumbered paragraphs of the map (A.4.2 → A.5.2,
 * B.5 → B.4, 9.2.2.2 → 9.2.3.2, 3.7.4.1 → 3.7.3.1); any other number as it is. A sentence 2023 split
 * off a paragraph (6.1 → 6.1.1, 11.3.2.1 → 11.3.2) leaves the paragraph its number; 2018 B.2 has no
 * counterpart.
 */
export function to2023(no2018: string): string {
  const row = CHANGES_2023.find(
    (c) => c.kind === 'renumbered' && c.from.length === 1 && c.from[0] === no2018 && c.to.length === 1 && !c.to[0].startsWith(`${no2018}.`),
  );
  return row?.to[0] ?? no2018;
}

/**
 * A number in the official 2018 wording of a law block kept on a 2023 page. The 2023 English cites
 * the 2023 numbers of Articles 1–12 as 2018 did (9.6.1 still says "as in 9.2.2"), so only Appendix A
 * and B numbers move (the MHK commentary, written against 2018, uses `to2023`).
 */
export function lawTextTo2023(no2018: string): string {
  return /^[AB]\./.test(no2018) ? to2023(no2018) : no2018;
}

/** Problems of the map against the 2018 and 2023 numbers (empty = fine); the build fails on any. */
export function checkMap2023(known2018: Set<string>, known2023?: Set<string>): ContentProblem[] {
  const out: ContentProblem[] = [];
  for (const c of CHANGES_2023) {
    const add = (message: string) => out.push({ file: MAP_2023_FILE, id: c.id, message });
    for (const n of [...c.from, ...c.related2018]) if (!known2018.has(n)) add(`2018 metninde ${n} yok`);
    for (const n of [...c.to, ...c.related2023]) {
      if (!/^(\d+|[A-D])(\.\d+)*$/.test(n)) add(`2023 numarası biçimsiz: ${n}`);
      else if (known2023 && !known2023.has(n)) add(`2023 metninde ${n} yok`);
    }
    if (c.kind !== 'wording' && c.from.length + c.to.length === 0) add('hiçbir numara yok');
  }
  return out;
}
