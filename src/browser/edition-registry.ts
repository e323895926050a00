// The editions of the Laws whose text the site holds, as data: content/data/editions.json, one line per
// edition. Every question "is this the edition in force?", "which text came before this one?", "what does
// this edition's text lack?" asks this module, never an edition's name: a new edition is a folder of MDX
// text, an edition map and one line in the registry (marked `inForce`, the old line unmarked).
// Pure and browser-safe (the JSON is bundled); the build checks the registry when this module loads.
import registry from '../../content/data/editions.json' with { type: 'json' };

/** An edition's name, as the registry spells it: "2023", "2018", "2001". */
export type Edition = string;

/** A part of the Laws that the site's text of an edition lacks (referenced and listed, never linked). */
export interface MissingPart {
  /** The number a reference would name ("C", "III") or a key of the list ("Rehber", "Sözlük"). */
  key: string;
  label: string;
}

/** One line of content/data/editions.json. */
export interface EditionInfo {
  id: Edition;
  /** The one edition in force: its numbers are the addresses without a year (/m/7.5.1/), its text is shown first. */
  inForce?: boolean;
  /** The day the edition came into force (ISO date). */
  since: string;
  /** The folder of its MDX text; a page belongs to the edition of the deepest folder that holds it. */
  folder: string;
  /** Its table of contents, when the sidebar links one. */
  contents?: string;
  /** The edition this one replaced, whose text the site compares it with. */
  previous?: Edition;
  /**
   * How its pages compare with the previous text: `paragraphs` (block by block, by number or by the
   * block's `was`: the "<previous> sürümünde" panel), `map` (through the rows of its edition map: the
   * "Önceki sürümde" panel).
   */
  compare?: 'paragraphs' | 'map';
  /** Its edition map against the previous text (content/data/). */
  map?: string;
  /** The page that summarises what this edition changed. */
  summary?: string;
  /**
   * Where its unmarked blocks reproduce another edition's official Turkish translation: the numbers in
   * that wording (and its MHK commentary) are that edition's and link to their place in this text.
   */
  officialWording?: Edition;
  /** Whether the glossary (content/data/glossary.json, /kurallar/sozluk/) belongs to this text. */
  glossary?: boolean;
  /** On its pages when it is no longer in force: what the text is. */
  notice?: string;
  /** The parts its text lacks (parts that appear in the text later drop off the list). */
  missing: MissingPart[];
}

/** Problems of the registry (empty when it holds). */
export function registryProblems(lines: EditionInfo[]): string[] {
  const out: string[] = [];
  const ids = lines.map((e) => e.id);
  const inForce = lines.filter((e) => e.inForce);
  if (inForce.length !== 1) out.push(`tam bir sürüm yürürlükte olmalı (inForce), ${inForce.length} sürüm işaretli`);
  for (const e of lines) {
    if (ids.indexOf(e.id) !== ids.lastIndexOf(e.id)) out.push(`${e.id} iki kez var`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.since)) out.push(`${e.id}: since bir tarih olmalı (YYYY-AA-GG)`);
    if (e.previous !== undefined && !ids.includes(e.previous)) out.push(`${e.id}: önceki sürüm ${e.previous} kayıtlı değil`);
    if (e.officialWording !== undefined && !ids.includes(e.officialWording))
      out.push(`${e.id}: officialWording ${e.officialWording} kayıtlı değil`);
    if ((e.compare === undefined) !== (e.previous === undefined)) out.push(`${e.id}: previous ile compare birlikte yazılır`);
    if (e.compare === 'map' && !e.map) out.push(`${e.id}: compare "map" bir edition map ister`);
  }
  if (lines.filter((e) => e.glossary).length > 1) out.push('sözlük tek bir sürümün olabilir');
  return out;
}

const LINES: EditionInfo[] = [...(registry as EditionInfo[])].sort((a, b) => b.since.localeCompare(a.since));
const problems = registryProblems(LINES);
if (problems.length) throw new Error(`content/data/editions.json: ${problems.join('; ')}`);

/** Every edition the site holds, newest first. */
export const EDITIONS: readonly Edition[] = LINES.map((e) => e.id);

/** The edition in force, whose text the site shows first (its numbers are the default addresses). */
export const IN_FORCE: Edition = LINES.find((e) => e.inForce)!.id;

/** Whether the site holds the text of this edition. */
export const isEdition = (name: unknown): name is Edition => typeof name === 'string' && EDITIONS.includes(name);

/** Whether this is the edition in force. */
export const isInForce = (edition: string): boolean => edition === IN_FORCE;

/** The registry line of an edition (an unknown name throws: a caller's bug, not content). */
export function editionInfo(edition: Edition): EditionInfo {
  const line = LINES.find((e) => e.id === edition);
  if (!line) throw new Error(`Bilinmeyen sürüm: ${edition}`);
  return line;
}

/** The edition the given one replaced, if the site holds it. */
export const previousEdition = (edition: Edition): Edition | undefined => editionInfo(edition).previous;

/** The edition that replaced the given one, if any. */
export const nextEdition = (edition: Edition): Edition | undefined => LINES.find((e) => e.previous === edition)?.id;

/** The edition whose text holds the glossary, if any. */
export const GLOSSARY_EDITION: Edition | undefined = LINES.find((e) => e.glossary)?.id;

// The locative suffix of a number as it is read aloud: the last word decides (üç → "üçte", yedi → "yedide",
// otuz → "otuzda"). Units, then tens for a number ending in 0, then hundreds and thousands ("yüzde", "binde").
const UNIT_LOCATIVE = ['', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da'];
const TEN_LOCATIVE = ['', 'da', 'de', 'da', 'ta', 'de', 'ta', 'te', 'de', 'da'];

/** "2023'te", "2018'de", "2027'de", "2030'da": an edition's year in the locative. */
export function inYear(year: string): string {
  const n = Number(year);
  const suffix = n % 10 ? UNIT_LOCATIVE[n % 10] : n % 100 ? TEN_LOCATIVE[(n % 100) / 10] : 'de';
  return `${year}'${suffix}`;
}

const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

/** The day an edition came into force, in the ablative: "1 Ocak 2023'ten". */
export function sinceDay(edition: Edition): string {
  const [year, month, day] = editionInfo(edition).since.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${inYear(year)}n`;
}
