// Light Turkish verb morphology for search. Pagefind's Turkish stemmer handles noun suffixes
// ("rokun" → rok) but not verb inflection ("alınamaz", "almak", "alınabilir" share the root "al").
// verbRoot() strips verb suffix chains from a word; the search page runs a second query with the
// roots, so "alınamaz" also finds "almak". Browser-safe, no dependencies.

// Suffixes peeled from the end, longest first within each round. Each entry is a set of vowel-harmony
// variants. Order follows Turkish verb morphology from the outside in.
const ROUNDS: string[][] = [
  // person / plural / copula
  [
    'lardır',
    'lerdir',
    'dır',
    'dir',
    'dur',
    'dür',
    'tır',
    'tir',
    'tur',
    'tür',
    'lar',
    'ler',
    'sın',
    'sin',
    'sun',
    'sün',
    'ım',
    'im',
    'um',
    'üm',
  ],
  // tense, mood, infinitive, participles
  [
    'acaktır',
    'ecektir',
    'acak',
    'ecek',
    'mıştır',
    'miştir',
    'muştur',
    'müştür',
    'mış',
    'miş',
    'muş',
    'müş',
    'malıdır',
    'melidir',
    'malı',
    'meli',
    'ıyor',
    'iyor',
    'uyor',
    'üyor',
    'yor',
    'mak',
    'mek',
    'ması',
    'mesi',
    'ma',
    'me',
    'dı',
    'di',
    'du',
    'dü',
    'tı',
    'ti',
    'tu',
    'tü',
    'sa',
    'se',
    'an',
    'en',
    'yan',
    'yen',
    'ır',
    'ir',
    'ur',
    'ür',
    'ar',
    'er',
    'z',
    'r',
  ],
  // negation / ability
  ['abilir', 'ebilir', 'yabilir', 'yebilir', 'abil', 'ebil', 'yabil', 'yebil', 'ama', 'eme', 'yama', 'yeme', 'ma', 'me'],
  // passive / reflexive
  ['ıl', 'il', 'ul', 'ül', 'ın', 'in', 'un', 'ün', 'n'],
];

const VOWELS = /[aeıioöuü]/;

/** The verb root of a word, or the word itself when no verb ending is recognised. */
export function verbRoot(word: string): string {
  let w = word.toLocaleLowerCase('tr');
  if (w.length < 5) return w;
  const original = w;
  for (const round of ROUNDS) {
    for (const suffix of [...round].sort((a, b) => b.length - a.length)) {
      const rest = w.slice(0, -suffix.length);
      if (w.endsWith(suffix) && rest.length >= 2 && VOWELS.test(rest)) {
        w = rest;
        break;
      }
    }
  }
  // Only accept roots that lost a real verb ending (not a two-letter nibble of a noun).
  return original.length - w.length >= 2 ? w : original;
}

/** The query rewritten with verb roots, or null when nothing changes. */
export function rootQuery(query: string): string | null {
  const words = query.split(/\s+/).filter(Boolean);
  const roots = words.map(verbRoot);
  return roots.some((r, i) => r !== words[i].toLocaleLowerCase('tr')) ? roots.join(' ') : null;
}

/** Index text: unchanged. Kept as the one place to add index-side normalisation if ever needed. */
export function expandForIndex(text: string): string {
  return text.normalize('NFC');
}
