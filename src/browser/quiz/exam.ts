// The mock exam: 40 questions of one edition (the 2023 edition in force by default, or the 2018 text)
// drawn by the published blueprint (blueprint.ts: questions per article group and per difficulty)
// with a seeded random generator (the same seed draws the same paper), a 90-minute limit and an 80%
// pass mark; a whole-ruling question counts its partial credit. The draw looks only at ids, articles,
// editions and difficulty: any question type can be drawn. Pure; browser-safe.
import { creditOf, isAnswered } from './answer.ts';
import { GROUPS_2018, primaryGroup } from './groups.ts';
import { compareNumbers } from '../nearest.ts';
import type { ClientQuestion, QuizEdition, Response } from './types.ts';
import { QUIZ_EDITION_IN_FORCE, articlesShown } from './editions.ts';
import { isOlderEdition } from '../links.ts';
import { DIFFICULTIES, EXAM_BLUEPRINT, type Difficulty } from './blueprint.ts';

export const EXAM_SIZE = EXAM_BLUEPRINT.size;

export const EXAM_MINUTES = 90;
export const EXAM_MS = EXAM_MINUTES * 60_000;
/** FIDE arbiter seminars: the paper is passed with 80%. */
export const PASS_MARK = 0.8;

/** Questions per article group in a paper (the blueprint's, see blueprint.ts for the reasons). */
export const EXAM_WEIGHTS: Readonly<Record<string, number>> = EXAM_BLUEPRINT.groups;

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
  /** Questions per difficulty the paper aimed at (the blueprint's, scaled to the paper). */
  difficultyTargets: Record<Difficulty, number>;
  /** Questions per difficulty in this paper. */
  difficulty: Record<Difficulty, number>;
}

type Drawable = Pick<ClientQuestion, 'id' | 'articles' | 'edition' | 'difficulty'> &
  Partial<Pick<ClientQuestion, 'disputed'>> & { editions?: QuizEdition[] };

/**
 * How many questions of each difficulty each group gives (cells[g][d]): every group exactly its
 * quota, and as many cells as possible within the difficulty targets. A maximum flow from the groups
 * (supply = quota) to the difficulties (capacity = target) through the cells (capacity = questions
 * of that group and difficulty), augmented one question at a time along paths found in a random
 * order, so different seeds spread the difficulties differently over the groups. When the bank
 * cannot meet both, the group counts win: a group's unplaced questions come from its other
 * difficulties, those with most questions left first.
 */
export function allocateCells(
  quotas: Readonly<Record<string, number>>,
  cells: Readonly<Record<string, Readonly<Record<Difficulty, number>>>>,
  targets: Readonly<Record<Difficulty, number>>,
  rng: () => number,
): Record<string, Record<Difficulty, number>> {
  const groups = Object.keys(quotas);
  const x: Record<string, Record<Difficulty, number>> = Object.fromEntries(groups.map((g) => [g, { 1: 0, 2: 0, 3: 0 }]));
  const cap = (g: string, d: Difficulty) => cells[g]?.[d] ?? 0;
  const load: Record<Difficulty, number> = { 1: 0, 2: 0, 3: 0 };
  // Depth-first search for an augmenting path from group g: g → d (cell not full) → d has room, or
  // d → g2 (g2 has a question of d to give back) → g2 → d2 …
  const augment = (g: string, seenG: Set<string>, seenD: Set<Difficulty>): boolean => {
    seenG.add(g);
    for (const d of shuffle(DIFFICULTIES, rng)) {
      if (seenD.has(d) || x[g][d] >= cap(g, d)) continue;
      seenD.add(d);
      if (load[d] < targets[d]) {
        x[g][d]++;
        load[d]++;
        return true;
      }
      for (const g2 of shuffle(groups, rng)) {
        if (seenG.has(g2) || x[g2][d] === 0) continue;
        if (augment(g2, seenG, seenD)) {
          // g2 moved one question away from d; g takes that place.
          x[g2][d]--;
          x[g][d]++;
          return true;
        }
      }
    }
    return false;
  };
  const units = shuffle(
    groups.flatMap((g) => Array.from({ length: quotas[g] }, () => g)),
    rng,
  );
  const unplaced: string[] = [];
  for (const g of units) if (!augment(g, new Set(), new Set())) unplaced.push(g);
  // The difficulty targets cannot all be met: the group still gets its quota.
  for (const g of unplaced) {
    const d = [...DIFFICULTIES].filter((k) => x[g][k] < cap(g, k)).sort((a, b) => cap(g, b) - x[g][b] - (cap(g, a) - x[g][a]) || a - b)[0];
    if (d !== undefined) x[g][d]++;
  }
  return x;
}

/**
 * Draws a paper in one edition (default: the 2023 edition in force; 2018 on request) by the
 * blueprint: only the questions valid in that edition, each counted under its first (most specific)
 * article group and its difficulty.
 *
 * Rules when the bank is too small:
 * - a group with fewer questions than its share gives all it has, and the free places go to the other
 *   groups by their shares (largest remainders, see `apportion`);
 * - the difficulty counts are the blueprint's, scaled the same way to what the bank holds; when the
 *   groups' questions cannot meet them, the group counts are kept and the difficulty mix comes as
 *   close as the bank allows (`allocateCells`).
 */
/** A question a paper under `edition` may hold: of that edition, and settled by the text (a point it does not settle is practised, never examined). */
function examinable(q: Drawable, edition: QuizEdition): boolean {
  return !isOlderEdition(q.edition) && (q.editions ?? [q.edition]).includes(edition) && !q.disputed;
}

/** How many questions a paper under `edition` is drawn from (the build tells the page before the questions load). */
export function examPool(questions: readonly Drawable[], edition: QuizEdition): number {
  return questions.filter((q) => examinable(q, edition)).length;
}

export function drawExam(
  questions: readonly Drawable[],
  opts: {
    seed: number;
    size?: number;
    weights?: Readonly<Record<string, number>>;
    difficulty?: Readonly<Record<Difficulty, number>>;
    edition?: QuizEdition;
  },
): ExamDraw {
  const edition = opts.edition ?? QUIZ_EDITION_IN_FORCE;
  const weights = opts.weights ?? EXAM_WEIGHTS;
  const size = opts.size ?? EXAM_SIZE;
  const rng = seededRandom(opts.seed);
  const pools = new Map<string, Record<Difficulty, string[]>>();
  for (const q of questions) {
    if (!examinable(q, edition)) continue;
    const g = primaryGroup(q);
    if (!(g in weights)) continue;
    if (!pools.has(g)) pools.set(g, { 1: [], 2: [], 3: [] });
    const d: Difficulty = q.difficulty === 1 || q.difficulty === 3 ? q.difficulty : 2;
    pools.get(g)![d].push(q.id);
  }
  const count = (p: Record<Difficulty, string[]>) => p[1].length + p[2].length + p[3].length;
  const available = Object.fromEntries([...pools].map(([g, p]) => [g, count(p)]));
  const quotas = apportion(weights, available, size);
  const paperSize = Object.values(quotas).reduce((a, b) => a + b, 0);
  // At most what the groups can give of each difficulty within their quotas.
  const byDifficulty = Object.fromEntries(
    DIFFICULTIES.map((d) => [d, [...pools].reduce((a, [g, p]) => a + Math.min(p[d].length, quotas[g] ?? 0), 0)]),
  );
  const difficultyTargets = apportion(opts.difficulty ?? EXAM_BLUEPRINT.difficulty, byDifficulty, paperSize) as Record<Difficulty, number>;
  const cells = Object.fromEntries([...pools].map(([g, p]) => [g, { 1: p[1].length, 2: p[2].length, 3: p[3].length }]));
  const x = allocateCells(quotas, cells, difficultyTargets, rng);
  const ids: string[] = [];
  const difficulty: Record<Difficulty, number> = { 1: 0, 2: 0, 3: 0 };
  // Paper order follows the Laws: Article 1 … 12, then A and B; within a group, a random order.
  const order = [
    ...GROUPS_2018.filter((g) => g in weights),
    ...Object.keys(weights).filter((g) => !(GROUPS_2018 as readonly string[]).includes(g)),
  ];
  for (const g of order) {
    const pool = pools.get(g);
    if (!pool) continue;
    const picked: string[] = [];
    for (const d of DIFFICULTIES) {
      const n = x[g]?.[d] ?? 0;
      picked.push(...shuffle(pool[d], rng).slice(0, n));
      difficulty[d] += n;
    }
    ids.push(...shuffle(picked, rng));
  }
  return { ids, quotas, difficultyTargets, difficulty };
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
  questions: readonly (Pick<ClientQuestion, 'id' | 'articles' | 'edition' | 'type' | 'answer' | 'choices' | 'unit'> &
    Partial<Pick<ClientQuestion, 'ruling' | 'shownIn'>>)[],
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
      // In the numbers of the edition the question was shown in (2023 A.5.2 for a 2018 question's A.4.2).
      for (const a of articlesShown(q).articles) if (!row.reread.includes(a)) row.reread.push(a);
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
  /** Options shown in the paper's own order, from `seed` and each id (absent in older papers: as written). */
  shuffled?: boolean;
  /** Content hash of each question of the paper when it was drawn (progress.ts drops answers to changed ones). */
  hashes?: Record<string, string>;
}

export function newExam(
  questions: readonly (Drawable & { hash?: string })[],
  now: number,
  seed: number,
  edition: QuizEdition = QUIZ_EDITION_IN_FORCE,
): ExamState {
  const ids = drawExam(questions, { seed, edition }).ids;
  const hashOf = new Map(questions.map((q) => [q.id, q.hash]));
  const hashes = Object.fromEntries(ids.flatMap((id) => (hashOf.get(id) ? [[id, hashOf.get(id)!]] : [])));
  return { ids, answers: {}, current: 0, startedAt: now, seed, finishedAt: null, edition, shuffled: true, hashes };
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
