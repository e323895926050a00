// The mock exam: 40 questions of one edition (the 2023 edition in force by default, or the 2018 text)
// drawn across the articles by weight, with a seeded
// random generator (the same seed draws the same paper), a 90-minute limit and an 80% pass mark.
// Pure; browser-safe.
import { creditOf, isAnswered } from './answer.ts';
import { GROUPS_2018, primaryGroup } from './groups.ts';
import { compareNumbers } from '../nearest.ts';
import type { ClientQuestion, QuizEdition, Response } from './types.ts';
import { QUIZ_EDITION_IN_FORCE } from './editions.ts';
import { isOlderEdition } from '../links.ts';

export const EXAM_SIZE = 40;
export const EXAM_MINUTES = 90;
export const EXAM_MS = EXAM_MINUTES * 60_000;
/** FIDE arbiter seminars: the paper is passed with 80%. */
export const PASS_MARK = 0.8;

/**
 * Weight of each part of the Laws in the paper: how much an arbiter needs it at the board.
 * With 40 questions each weight is the number of questions the part gets when its bank is large
 * enough (the weights add up to 40).
 *
 * - 7 Irregularities (5): illegal moves, 7.5.5 penalties and the draw exception, restoring positions;
 *   the commonest arbiter intervention and the commonest exam trap.
 * - 4 Touch-move (4), 6 the chess clock (4: flag fall, 6.9 with mating material, time penalties),
 *   9 drawn games (4: claims, 9.2.2 identity, 50/75 moves, fivefold), A rapid (4) and B blitz (4):
 *   most tournaments an arbiter runs are rapid or blitz, and A.1/B.1 boundaries, A.4 are asked every time.
 * - 3 Moves of the pieces (4): castling, en passant and promotion decide many rulings.
 * - 5 Completion (2), 8 Recording the moves (2), 11 Conduct of the players (2: mobile phones,
 *   the playing venue), 12 Role of the arbiter (2).
 * - 1 Nature and objectives, 2 Initial position, 10 Points (1 each): basic knowledge.
 */
export const EXAM_WEIGHTS: Readonly<Record<string, number>> = {
  '1': 1,
  '2': 1,
  '3': 4,
  '4': 4,
  '5': 2,
  '6': 4,
  '7': 5,
  '8': 2,
  '9': 4,
  '10': 1,
  '11': 2,
  '12': 2,
  A: 4,
  B: 4,
};

/** mulberry32: a small, fast, seedable generator. Returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(list: readonly T[], rng: () => number): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * How many questions each group gets: proportional to its weight (largest remainders, ties to the
 * heavier weight, then the earlier article); a group with fewer questions than its share gives
 * all it has and the slots left are shared among the others by weight again.
 */
export function apportion(
  weights: Readonly<Record<string, number>>,
  available: Readonly<Record<string, number>>,
  size: number,
): Record<string, number> {
  const order = Object.keys(weights);
  const out: Record<string, number> = Object.fromEntries(order.map((g) => [g, 0]));
  let active = order.filter((g) => weights[g] > 0 && (available[g] ?? 0) > 0);
  const total = active.reduce((s, g) => s + (available[g] ?? 0), 0);
  let slots = Math.min(size, total);
  while (active.length && slots > 0) {
    const sum = active.reduce((s, g) => s + weights[g], 0);
    const ideal = active.map((g) => ({ g, x: (slots * weights[g]) / sum }));
    const q: Record<string, number> = {};
    let given = 0;
    for (const { g, x } of ideal) {
      q[g] = Math.floor(x);
      given += q[g];
    }
    const byRemainder = [...ideal].sort(
      (a, b) => b.x - Math.floor(b.x) - (a.x - Math.floor(a.x)) || weights[b.g] - weights[a.g] || order.indexOf(a.g) - order.indexOf(b.g),
    );
    for (let i = 0; given < slots; i++, given++) q[byRemainder[i % byRemainder.length].g]++;
    const capped = active.filter((g) => q[g] >= (available[g] ?? 0));
    if (capped.length === 0) {
      for (const g of active) out[g] += q[g];
      break;
    }
    // Groups that cannot fill their share give everything they have; share the rest again.
    for (const g of capped) {
      out[g] = available[g] ?? 0;
      slots -= out[g];
    }
    active = active.filter((g) => !capped.includes(g));
  }
  return out;
}

export interface ExamDraw {
  ids: string[];
  /** Questions per group in this paper. */
  quotas: Record<string, number>;
}

/**
 * Draws a paper in one edition (default: the 2023 edition in force; 2018 on request): only the
 * questions valid in it, each counted under its first (most specific) article.
 */
export function drawExam(
  questions: readonly (Pick<ClientQuestion, 'id' | 'articles' | 'edition'> & { editions?: QuizEdition[] })[],
  opts: { seed: number; size?: number; weights?: Readonly<Record<string, number>>; edition?: QuizEdition },
): ExamDraw {
  const edition = opts.edition ?? QUIZ_EDITION_IN_FORCE;
  const weights = opts.weights ?? EXAM_WEIGHTS;
  const size = opts.size ?? EXAM_SIZE;
  const rng = seededRandom(opts.seed);
  const pools = new Map<string, string[]>();
  for (const q of questions) {
    if (isOlderEdition(q.edition) || !(q.editions ?? [q.edition]).includes(edition)) continue;
    const g = primaryGroup(q);
    if (!(g in weights)) continue;
    if (!pools.has(g)) pools.set(g, []);
    pools.get(g)!.push(q.id);
  }
  const available = Object.fromEntries([...pools].map(([g, ids]) => [g, ids.length]));
  const quotas = apportion(weights, available, size);
  const ids: string[] = [];
  // Paper order follows the Laws: Article 1 … 12, then A and B.
  const order = [...GROUPS_2018.filter((g) => g in weights), ...Object.keys(weights).filter((g) => !(GROUPS_2018 as readonly string[]).includes(g))];
  for (const g of order) {
    const pool = pools.get(g) ?? [];
    ids.push(...shuffle(pool, rng).slice(0, quotas[g] ?? 0));
  }
  return { ids, quotas };
}

export interface ArticleResult {
  group: string;
  correct: number;
  total: number;
  /** Article numbers of the questions missed, to reread, in the order of the Laws. */
  reread: string[];
}

export interface ExamScore {
  correct: number;
  answered: number;
  total: number;
  /** 0..100, rounded down to a whole percent. */
  percent: number;
  passed: boolean;
  byArticle: ArticleResult[];
}

export function scoreExam(
  questions: readonly (Pick<ClientQuestion, 'id' | 'articles' | 'edition' | 'type' | 'answer' | 'choices' | 'unit'> & Partial<Pick<ClientQuestion, 'ruling' | 'shownIn'>>)[],
  answers: Readonly<Record<string, Response | null | undefined>>,
  passMark = PASS_MARK,
): ExamScore {
  const rows = new Map<string, ArticleResult>();
  let correct = 0;
  let answered = 0;
  for (const q of questions) {
    const g = primaryGroup(q);
    if (!rows.has(g)) rows.set(g, { group: g, correct: 0, total: 0, reread: [] });
    const row = rows.get(g)!;
    row.total++;
    const r = answers[q.id];
    if (isAnswered(r)) answered++;
    // A whole-ruling question earns its partial credit (0..1); others 1 or 0.
    const credit = creditOf(q, r);
    correct += credit;
    row.correct += credit;
    if (credit < 1) {
      for (const a of q.articles) if (!row.reread.includes(a)) row.reread.push(a);
    }
  }
  const total = questions.length;
  const order = (g: string) => {
    const i = (GROUPS_2018 as readonly string[]).indexOf(g);
    return i < 0 ? 99 : i;
  };
  for (const row of rows.values()) row.reread.sort(compareNumbers);
  return {
    correct,
    answered,
    total,
    percent: total ? Math.floor((correct * 100) / total + 1e-9) : 0,
    passed: total > 0 && correct + 1e-9 >= Math.ceil(passMark * total - 1e-9),
    byArticle: [...rows.values()].sort((a, b) => order(a.group) - order(b.group)),
  };
}

/** State of a paper in progress (kept in localStorage so a reload continues it). */
export interface ExamState {
  ids: string[];
  answers: Record<string, Response>;
  current: number;
  startedAt: number;
  seed: number;
  finishedAt: number | null;
  /** The edition the paper is in (absent in papers started before editions: 2018). */
  edition?: QuizEdition;
}

export function newExam(questions: Parameters<typeof drawExam>[0], now: number, seed: number, edition: QuizEdition = QUIZ_EDITION_IN_FORCE): ExamState {
  return { ids: drawExam(questions, { seed, edition }).ids, answers: {}, current: 0, startedAt: now, seed, finishedAt: null, edition };
}

export function remainingMs(state: Pick<ExamState, 'startedAt' | 'finishedAt'>, now: number): number {
  const end = state.finishedAt ?? now;
  return Math.max(0, EXAM_MS - (end - state.startedAt));
}

export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
