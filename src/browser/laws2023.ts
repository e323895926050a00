// What the 2023 edition (in force; its text is on the site: content/kurallar/*.mdx) changed against the
// 2018 text, kept as a 2018↔2023 number map with our own Turkish summary of each change
// (content/data/edition-map-2023.json; the facts: ../shared/facts/laws-2023.md). From the map: the
// changes page /kurallar/2023/, where a 2018 number of Appendix A or B stands in 2023 (`to2023`) and
// back. Pure (no Node APIs); the build checks the map against both texts (`checkChanges`). The functions
// over a map's rows serve every edition compared paragraph by paragraph (content/data/editions.json;
// src/buildtime/edition-maps.ts reads the other maps): its rows name the two editions' numbers.
import rows from '../../content/data/edition-map-2023.json' with { type: 'json' };
import type { ContentProblem } from './problems.ts';

export type ChangeKind = 'substantive' | 'renumbered' | 'wording';

/** One change of an edition against the text it replaced (a row of its edition map). */
export interface EditionChange {
  /** Anchor of the change on the summary page ("degisiklik-7"). */
  id: string;
  /** The numbers in the previous text and in the edition. */
  from: string[];
  to: string[];
  /** Numbers of the previous text / of the edition the change bears on without being renumbered (A.3 bears on 7.5.5 …). */
  relatedBefore: string[];
  relatedNow: string[];
  kind: ChangeKind;
  title: string;
  change: string;
  effect: string;
}

/** A row as stored: the numbers under the two editions' names ("2018": […], "2023": […]). */
export type MapRow = Record<string, unknown> & {
  kind: ChangeKind;
  title: string;
  change: string;
  effect: string;
};

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** The changes of an edition from its map's rows, the numbers read under the two editions' names. */
export function changesFrom(mapRows: readonly MapRow[], before: string, edition: string): EditionChange[] {
  return mapRows.map((r, i) => ({
    id: `degisiklik-${i + 1}`,
    from: list(r[before]),
    to: list(r[edition]),
    relatedBefore: list(r[`related${before}`]),
    relatedNow: list(r[`related${edition}`]),
    kind: r.kind,
    title: r.title,
    change: r.change,
    effect: r.effect,
  }));
}

export const CHANGES_2023: EditionChange[] = changesFrom(rows as MapRow[], '2018', '2023');

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
 * Where a number's rule of the previous text stands in the edition: the renumbered paragraphs of the
 * map; any other number as it is. A sentence the edition split off a paragraph (2023: 6.1 → 6.1.1,
 * 11.3.2.1 → 11.3.2) leaves the paragraph its number.
 */
export function movedNumber(changes: readonly EditionChange[], noBefore: string): string {
  const row = changes.find(
    (c) =>
      c.kind === 'renumbered' && c.from.length === 1 && c.from[0] === noBefore && c.to.length === 1 && !c.to[0].startsWith(`${noBefore}.`),
  );
  return row?.to[0] ?? noBefore;
}

/**
 * Where a 2018 number's rule stands in 2023: A.4.2 → A.5.2, B.5 → B.4, 9.2.2.2 → 9.2.3.2,
 * 3.7.4.1 → 3.7.3.1; 2018 B.2 has no counterpart.
 */
export const to2023 = (no2018: string): string => movedNumber(CHANGES_2023, no2018);

/**
 * A number in the official 2018 wording of a law block kept on a 2023 page. The 2023 English cites
 * the 2023 numbers of Articles 1–12 as 2018 did (9.6.1 still says "as in 9.2.2"), so only Appendix A
 * and B numbers move (the MHK commentary, written against 2018, uses `to2023`).
 */
export function lawTextTo2023(no2018: string): string {
  return /^[AB]\./.test(no2018) ? to2023(no2018) : no2018;
}

/** Problems of an edition's map against the numbers of both texts (empty = fine); the build fails on any. */
export function checkChanges(
  changes: readonly EditionChange[],
  file: string,
  names: { before: string; edition: string },
  knownBefore: Set<string>,
  knownNow?: Set<string>,
): ContentProblem[] {
  const out: ContentProblem[] = [];
  for (const c of changes) {
    const add = (message: string) => out.push({ file, id: c.id, message });
    for (const n of [...c.from, ...c.relatedBefore]) if (!knownBefore.has(n)) add(`${names.before} metninde ${n} yok`);
    for (const n of [...c.to, ...c.relatedNow]) {
      if (!/^(\d+|[A-D])(\.\d+)*$/.test(n)) add(`${names.edition} numarası biçimsiz: ${n}`);
      else if (knownNow && !knownNow.has(n)) add(`${names.edition} metninde ${n} yok`);
    }
    if (c.kind !== 'wording' && c.from.length + c.to.length === 0) add('hiçbir numara yok');
  }
  return out;
}
