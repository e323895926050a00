// Whole-ruling questions ("Kararınız?"): the candidate gives the whole ruling of a scenario — the
// result (or that the game goes on), the move obligation, the clock adjustment and the articles
// applied — and each part is graded against the rules engine's own ruling, with partial credit.
// The key is never written by hand: `rulingKey` turns the engine's ruling into the key at build
// time (src/browser/quiz/present.ts, checked by src/buildtime/quiz/keys.ts); the grading below is pure
// and browser-safe.
import type { Ruling } from '../../engine/rulings/index.ts';
import { compareNumbers } from '../nearest.ts';
import { sanLetters } from '../scenario/notation.ts';
import { decimalTr } from '../../lib/index.ts';

export type Side = 'white' | 'black';

/** What becomes of the game: a result, the game goes on, or a new game is played (7.2.1, 7.3). */
export const OUTCOMES = ['1-0', '0-1', '1/2-1/2', '0-0', 'continue', 'restart'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_TR: Record<Outcome, string> = {
  '1-0': '1-0 (Beyaz kazanır)',
  '0-1': '0-1 (Siyah kazanır)',
  '1/2-1/2': '½-½ (beraberlik)',
  '0-0': '0-0 (iki oyuncu da kaybeder)',
  continue: 'Oyun devam eder',
  restart: 'Yeni bir oyun oynanır',
};

/** The parts of a ruling the candidate gives, in the order they are asked and graded. */
export const PARTS = ['result', 'obligation', 'clock', 'articles'] as const;
export type Part = (typeof PARTS)[number];

export const PART_TR: Record<Part, string> = {
  result: 'Sonuç',
  obligation: 'Oynama yükümlülüğü',
  clock: 'Süre düzeltmesi',
  articles: 'Uygulanan maddeler',
};

/** The key of a whole-ruling question in one edition, taken from the engine's ruling. */
export interface RulingKey {
  outcome: Outcome;
  /** The moves that satisfy the obligation (SAN, English letters, no +/#, sorted), or null: none. */
  obligation: string[] | null;
  /** The clock adjustment, or null: none. */
  clock: { side: Side; minutes: number } | null;
  /** The articles the engine applied, in the order of its reasoning. */
  articles: string[];
  /** The articles offered as check boxes: the engine's and the question's distractors, in the order of the Laws. */
  options: string[];
  /** The engine's reasoning, one Turkish step per article (the model answer). */
  steps: { article: string; text: string }[];
  /** The engine's warnings (a point the text does not settle, our reading). */
  warnings: string[];
  /** Articles the engine cites that a minimal right ruling may leave out: ticked or not, they neither earn nor cost. */
  optional?: string[];
}

/** A candidate's whole ruling. Parts not given yet are null (obligation: "none" = no obligation). */
export interface RulingResponse {
  kind: 'ruling';
  outcome: Outcome | null;
  obligation: string[] | 'none' | null;
  clock: { side: Side | null; minutes: number | null };
  articles: string[];
}

export const emptyRulingResponse = (): RulingResponse => ({
  kind: 'ruling',
  outcome: null,
  obligation: null,
  clock: { side: null, minutes: null },
  articles: [],
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Whether a stored value is a whole-ruling response (progress records are read back with it). */
export function isRulingResponse(v: unknown): v is RulingResponse {
  if (!isObject(v) || v.kind !== 'ruling') return false;
  if (!(v.outcome === null || (OUTCOMES as readonly unknown[]).includes(v.outcome))) return false;
  if (!(v.obligation === null || v.obligation === 'none' || isStrings(v.obligation))) return false;
  const c = v.clock;
  if (!isObject(c) || !(c.side === null || c.side === 'white' || c.side === 'black')) return false;
  if (!(c.minutes === null || (typeof c.minutes === 'number' && Number.isFinite(c.minutes) && c.minutes >= 0))) return false;
  return isStrings(v.articles);
}

/** Every part given: an outcome, an obligation (moves or none), the minutes (and the side when not 0), an article. */
export function rulingAnswered(r: RulingResponse): boolean {
  const clockGiven = r.clock.minutes !== null && (r.clock.minutes === 0 || r.clock.side !== null);
  const obligationGiven = r.obligation === 'none' || (Array.isArray(r.obligation) && r.obligation.length > 0);
  return r.outcome !== null && obligationGiven && clockGiven && r.articles.length > 0;
}

/**
 * Why the check button of a whole-ruling question still waits: the parts not answered yet, in Turkish
 * ("Kontrol için eksik: 1. Sonuç, 4. Uygulanan maddeler."), or null when every part is.
 */
export function missingPartsText(r: RulingResponse): string | null {
  const missing: string[] = [];
  if (r.outcome === null) missing.push(`1. ${PART_TR.result}`);
  if (!(r.obligation === 'none' || (Array.isArray(r.obligation) && r.obligation.length > 0))) missing.push(`2. ${PART_TR.obligation}`);
  if (!(r.clock.minutes !== null && (r.clock.minutes === 0 || r.clock.side !== null)))
    missing.push(r.clock.minutes !== null ? `3. ${PART_TR.clock} (kime eklendiği)` : `3. ${PART_TR.clock}`);
  if (r.articles.length === 0) missing.push(`4. ${PART_TR.articles}`);
  return missing.length ? `Kontrol için eksik: ${missing.join(', ')}.` : null;
}

const bare = (san: string) => san.replace(/[+#]/g, '');

/** The outcome of an engine ruling. */
export function outcomeOf(ruling: Pick<Ruling, 'result' | 'termination'>): Outcome {
  if (ruling.result) return ruling.result;
  return ruling.termination === 'restart' ? 'restart' : 'continue';
}

/**
 * The key from the engine's ruling. Throws (with a Turkish message the build reports) when the
 * ruling cannot be asked this way: more than one clock adjustment, or a time cut.
 */
export function rulingKey(
  ruling: Pick<Ruling, 'result' | 'termination' | 'obligation' | 'clockAdjustments' | 'articles' | 'steps' | 'warnings'>,
  distractors: readonly string[],
): RulingKey {
  const adj = ruling.clockAdjustments ?? [];
  if (adj.length > 1)
    throw new Error(`motorun kararında ${adj.length} süre düzeltmesi var; karar sorusunda en çok bir düzeltme sorulabilir`);
  if (adj.length === 1 && adj[0].seconds <= 0)
    throw new Error('motorun kararında süre kesintisi var; karar sorusu yalnızca eklenen süreyi sorar');
  const ob = ruling.obligation;
  const articles = [...new Set(ruling.articles)];
  return {
    outcome: outcomeOf(ruling),
    // A free choice (4.5: the touched piece cannot move) binds to nothing.
    obligation: ob && ob.kind !== 'free' ? [...new Set(ob.moves.map(bare))].sort() : null,
    clock: adj.length === 1 ? { side: adj[0].side, minutes: adj[0].seconds / 60 } : null,
    articles,
    options: [...new Set([...articles, ...distractors])].sort(compareNumbers),
    steps: ruling.steps.map((s) => ({ article: s.article, text: s.text })),
    warnings: (ruling.warnings ?? []).map((w) => (w.article ? `${w.article}: ${w.note}` : w.note)),
  };
}

/** Minutes in Turkish: 2 → "2", 0.5 → "0,5". */

export function clockTextTr(clock: { side: Side | null; minutes: number | null } | null): string {
  if (!clock || clock.minutes === null) return 'verilmedi';
  if (clock.minutes === 0) return 'süre düzeltmesi yok';
  if (clock.side === null) return `${decimalTr(clock.minutes)} dakika (taraf seçilmedi)`;
  return `${clock.side === 'white' ? "Beyaz'a" : "Siyah'a"} ${decimalTr(clock.minutes)} dakika eklenir`;
}

export function obligationTextTr(o: string[] | 'none' | null): string {
  if (o === null) return 'verilmedi';
  if (o === 'none' || o.length === 0) return 'yükümlülük yok';
  const moves = o.map((m) => sanLetters(m, 'tr'));
  return moves.length === 1 ? `${moves[0]} oynanmalı` : `şunlardan biri oynanmalı: ${moves.join(', ')}`;
}

export function articlesTextTr(list: readonly string[]): string {
  return list.length ? [...list].sort(compareNumbers).join(', ') : 'hiçbiri';
}

export interface PartGrade {
  part: Part;
  /** 0..1. */
  credit: number;
  /** The candidate's answer and the engine's, in Turkish. */
  given: string;
  expected: string;
  /** How the credit was computed (articles: which were right, missed, wrong). */
  note?: string;
}

export interface RulingGrade {
  parts: PartGrade[];
  /** Mean of the parts' credits, 0..1. */
  credit: number;
  /** Every part fully right. */
  correct: boolean;
}

/**
 * Articles by set overlap: the F1 score — the harmonic mean of precision (how many of the ticked
 * articles the engine applied) and recall (how many of the engine's articles were ticked). Ticking
 * everything or nothing does not pay; one wrong tick among right ones costs a little.
 */
export function articleCredit(
  given: readonly string[],
  expected: readonly string[],
): { credit: number; right: string[]; missed: string[]; wrong: string[] } {
  const g = new Set(given);
  const e = new Set(expected);
  const right = [...g].filter((a) => e.has(a)).sort(compareNumbers);
  const missed = [...e].filter((a) => !g.has(a)).sort(compareNumbers);
  const wrong = [...g].filter((a) => !e.has(a)).sort(compareNumbers);
  if (e.size === 0 && g.size === 0) return { credit: 1, right, missed, wrong };
  const credit = right.length === 0 ? 0 : (2 * right.length) / (g.size + e.size);
  return { credit, right, missed, wrong };
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const x = [...new Set(a.map(bare))].sort();
  const y = [...new Set(b.map(bare))].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/**
 * Grades a whole ruling part by part. Result, obligation and clock are right or wrong (the
 * obligation is right when exactly the moves that satisfy it are chosen, or "none" when nothing
 * binds; the clock when the side and the minutes match, or 0 when nothing is added); the articles
 * get the F1 credit of `articleCredit`. The question's credit is the mean of the four parts.
 */
export function gradeRuling(key: RulingKey, r: RulingResponse | null | undefined, acceptedMinutes: readonly number[] = []): RulingGrade {
  const res = r ?? emptyRulingResponse();
  const parts: PartGrade[] = [];

  parts.push({
    part: 'result',
    credit: res.outcome === key.outcome ? 1 : 0,
    given: res.outcome ? OUTCOME_TR[res.outcome] : 'verilmedi',
    expected: OUTCOME_TR[key.outcome],
  });

  const o = res.obligation;
  const obRight = o !== null && (key.obligation === null ? o === 'none' : Array.isArray(o) && sameSet(o, key.obligation));
  parts.push({
    part: 'obligation',
    credit: obRight ? 1 : 0,
    given: obligationTextTr(o),
    expected: obligationTextTr(key.obligation ?? 'none'),
  });

  const c = res.clock;
  const clockRight =
    c.minutes !== null &&
    (key.clock === null
      ? c.minutes === 0
      : c.side === key.clock.side && [key.clock.minutes, ...acceptedMinutes].some((m) => Math.abs(c.minutes! - m) < 1e-9));
  parts.push({
    part: 'clock',
    credit: clockRight ? 1 : 0,
    given: clockTextTr(c),
    expected: key.clock ? clockTextTr(key.clock) : 'süre düzeltmesi yok',
  });

  const optional = new Set(key.optional ?? []);
  const a = articleCredit(
    res.articles.filter((x) => !optional.has(x)),
    key.articles.filter((x) => !optional.has(x)),
  );
  const notes: string[] = [];
  if (a.right.length) notes.push(`doğru işaretlenen: ${a.right.join(', ')}`);
  if (a.missed.length) notes.push(`eksik: ${a.missed.join(', ')}`);
  if (a.wrong.length) notes.push(`uygulanmayan: ${a.wrong.join(', ')}`);
  parts.push({
    part: 'articles',
    credit: a.credit,
    given: articlesTextTr(res.articles),
    expected: articlesTextTr(key.articles),
    note: notes.join('; '),
  });

  const credit = parts.reduce((s, p) => s + p.credit, 0) / parts.length;
  return { parts, credit, correct: parts.every((p) => p.credit === 1) };
}

/** The key as a response (what a candidate who agrees with the engine gives). */
export function keyResponse(key: RulingKey): RulingResponse {
  return {
    kind: 'ruling',
    outcome: key.outcome,
    obligation: key.obligation ?? 'none',
    clock: key.clock ? { side: key.clock.side, minutes: key.clock.minutes } : { side: null, minutes: 0 },
    articles: [...key.articles],
  };
}

/** The whole key in one line of Turkish. */
export function rulingKeyText(key: RulingKey): string {
  return [
    OUTCOME_TR[key.outcome],
    obligationTextTr(key.obligation ?? 'none'),
    key.clock ? clockTextTr(key.clock) : 'süre düzeltmesi yok',
    `maddeler: ${key.articles.join(', ')}`,
  ].join('; ');
}
