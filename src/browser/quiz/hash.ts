// Short content hashes. `contentHash` fingerprints what a candidate answered (the question's text,
// board or scenario, options and keys): it is computed at build time into the shipped question
// (`ClientQuestion.hash`, and /sinav/ozetler.json) and stored with every answer, so progress saved
// before a bank update can tell a changed question from an unchanged one (progress.ts). Pure; browser-safe.

/** 32-bit FNV-1a of a string (UTF-16 code units). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** JSON with object keys sorted: the same content gives the same text whatever the key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The parts of a question that decide what an answer to it means. */
export interface HashedContent {
  text: string;
  choices?: unknown;
  answer?: unknown;
  /** Keys under other editions. */
  answers?: unknown;
  fen?: string;
  scenario?: unknown;
  ask?: string;
  /** Whole-ruling questions: the moves and articles offered. */
  candidates?: unknown;
  distractors?: unknown;
  /** Computed keys: the crosstable and the tie-break asked, or the rating calculation. */
  tiebreak?: unknown;
  rating?: unknown;
  /** Disputed questions: the other keys accepted; ruling questions: the articles that may be left out. */
  accepted?: unknown;
  optionalArticles?: unknown;
  /** Norm questions: the opponents and the value asked. */
  norm?: unknown;
  /** Pairing questions: the tournament or Berger table and the value asked. */
  pairing?: unknown;
}

/** 8 hex digits that change whenever the question's text, board, scenario, options or keys change. */
export function contentHash(q: HashedContent): string {
  const parts = [
    q.text,
    q.fen ?? null,
    q.scenario ?? null,
    q.ask ?? null,
    q.choices ?? null,
    q.answer,
    q.answers ?? null,
    {
      candidates: q.candidates,
      distractors: q.distractors,
      tiebreak: q.tiebreak,
      rating: q.rating,
      accepted: q.accepted,
      optionalArticles: q.optionalArticles,
      norm: q.norm,
      ...(q.pairing === undefined ? {} : { pairing: q.pairing }),
    },
  ];
  return hashString(canonical(parts)).toString(16).padStart(8, '0');
}
