// Finds cross-references to articles in Turkish law text: "Madde 4.3", "Madde 7.5.1, 7.5.2, 7.5.3 veya
// 7.5.4", "Maddeler 4.2-4.7", "Madde 3.1'den 3.9'a kadar", "3.2'den 3.8'e kadar olan maddeler",
// "Madde A.2 ve A.4", "Ek-C", "Madde 5.2.a, b veya c" (older edition), "Ek I.1.1", "Madde III.4",
// "Yönerge II.3.2.4" (Guidelines: Roman numerals) …
// Pure: returns the spans of the numbers; linking and validation are the caller's.

export interface Reference {
  /** Normalised number: "7.5.1", "A.4.2", "C", "7.4.b", "III.4". */
  no: string;
  /** Offsets of the number as written in the text (without "Madde" and suffixes). */
  start: number;
  end: number;
}

const L = 'A-Za-zÇĞİÖŞÜçğıöşüâîû';
// A number: optional appendix letter ("A.4", "A4"), digits and dots, optional lettered item (".a").
// Or a Guidelines number: a Roman numeral and at least one number ("I.8.1", "III.4").
const NUM = new RegExp(String.raw`^(?:(?:III|II|I)(?:\.\d+)+|(?:[A-E]\.?)?\d+(?:\.\d+)*(?:\.[a-h](?![${L}]))?)`);
const LETTER_ONLY = new RegExp(String.raw`^[A-E](?![${L}0-9])`);
const ITEM_LETTER = new RegExp(String.raw`^[a-h](?![${L}0-9])`);
const TRIGGER = new RegExp(String.raw`(?<![${L}])(Maddeler|maddeler|Madde|madde|MADDE|Ek|Yönerge|yönerge)(\s*-\s*|\s+)`, 'g');
// Between two numbers of one list.
const SEP = new RegExp(
  String.raw`^(?:\s*['’]\s?[dt][ae]n\s+|(?:\.?\s*['’]\s?[${L}]+)?(?:\s*(?:,|-|–|\bve\b|\bveya\b|\bya da\b|\bile\b)\s*)+)(?:Madde\s+|madde\s+)?`,
);
// "3.2'den 3.8'e kadar olan maddeler": a range with no "Madde" before it.
const BARE_RANGE = new RegExp(
  String.raw`(?<![${L}0-9.])(\d+(?:\.\d+)+)\s*['’]\s?d[ae]n\s+(\d+(?:\.\d+)+)\s*['’]\s?[${L}]+\s+kadar\s+olan\s+maddeler`,
  'g',
);

function normalise(raw: string): string {
  return raw.replace(/\.$/, '');
}

export function findReferences(text: string): Reference[] {
  const out: Reference[] = [];
  TRIGGER.lastIndex = 0;
  for (let m; (m = TRIGGER.exec(text));) {
    const isAppendix = m[1] === 'Ek';
    let pos = m.index + m[0].length;
    let itemPrefix: string | null = null;
    let first = true;
    for (;;) {
      const rest = text.slice(pos);
      let no: string | null = null;
      let len = 0;
      const n = NUM.exec(rest);
      if (n) {
        // A trailing dot that ends a sentence or precedes a suffix ("4.2.'de") is not part of the number.
        no = normalise(n[0]);
        len = n[0].length;
        const item = /\.([a-h])$/.exec(no);
        itemPrefix = item ? no.slice(0, -2) : null;
      } else if (isAppendix && first && LETTER_ONLY.exec(rest)) {
        no = rest[0];
        len = 1;
      } else if (!first && itemPrefix && ITEM_LETTER.exec(rest)) {
        no = `${itemPrefix}.${rest[0]}`;
        len = 1;
      }
      if (!no) break;
      out.push({ no, start: pos, end: pos + len });
      pos += len;
      if (/^\.(?![0-9])/.test(text.slice(pos))) pos += 1; // "4.2." / "6.2.1.1.)"
      const s = SEP.exec(text.slice(pos));
      if (!s || s[0].length === 0) break;
      const after = text.slice(pos + s[0].length);
      if (!(NUM.test(after) || (itemPrefix && ITEM_LETTER.test(after)))) break;
      pos += s[0].length;
      first = false;
    }
    TRIGGER.lastIndex = Math.max(TRIGGER.lastIndex, pos);
  }
  BARE_RANGE.lastIndex = 0;
  for (let m; (m = BARE_RANGE.exec(text));) {
    const a = m.index + m[0].indexOf(m[1]);
    const b = m.index + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length);
    if (!out.some((r) => r.start === a)) out.push({ no: m[1], start: a, end: a + m[1].length });
    if (!out.some((r) => r.start === b)) out.push({ no: m[2], start: b, end: b + m[2].length });
  }
  return out.sort((x, y) => x.start - y.start);
}
