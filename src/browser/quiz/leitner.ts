// Leitner boxes for practice. Every question sits in a box 1–5; a right answer moves it up one box,
// a wrong one sends it back to box 1 (and onto the review list, see progress.ts). Time is counted
// in answers ("steps"): a question in box b waits INTERVALS[b] answers before it is due again, so
// what was missed comes back soon and what is known comes back rarely. Pure; browser-safe.

export type Box = 1 | 2 | 3 | 4 | 5;

export interface BoxEntry {
  box: Box;
  /** Step (answer count) at which the question was last answered. */
  last: number;
  right: number;
  wrong: number;
  /** Content hash of the question when it was last answered (hash.ts); absent in older records. */
  h?: string;
}

export type Boxes = Record<string, BoxEntry>;

/** Answers to wait before a question in box b is due again (index = box). */
export const INTERVALS: readonly number[] = [0, 2, 4, 8, 16, 32];

/** A new question starts in box 1; a right answer moves it up, a wrong one back to box 1. */
export function recordAnswer(boxes: Boxes, id: string, correct: boolean, step: number, hash?: string): Boxes {
  const prev = boxes[id];
  const box: Box = correct ? (Math.min(5, (prev?.box ?? 1) + 1) as Box) : 1;
  const entry: BoxEntry = { box, last: step, right: (prev?.right ?? 0) + (correct ? 1 : 0), wrong: (prev?.wrong ?? 0) + (correct ? 0 : 1) };
  const h = hash ?? prev?.h;
  if (h !== undefined) entry.h = h;
  return { ...boxes, [id]: entry };
}

export function isDue(e: BoxEntry, step: number): boolean {
  return step - e.last >= INTERVALS[e.box];
}

/**
 * The next question to ask among `ids`:
 * 1. questions in box 1 whose wait is over (what was just missed),
 * 2. questions never asked (in the order given),
 * 3. other due questions, lowest box first, the longest overdue first,
 * 4. otherwise the one closest to being due.
 * The question just asked (`lastId`) is not repeated when there is any other.
 */
export function nextQuestion(
  ids: readonly string[],
  boxes: Boxes,
  step: number,
  lastId?: string | null,
  rng: () => number = Math.random,
): string | null {
  const pool = ids.length > 1 && lastId ? ids.filter((id) => id !== lastId) : [...ids];
  if (pool.length === 0) return null;
  const seen = pool.filter((id) => boxes[id]);
  const unseen = pool.filter((id) => !boxes[id]);
  const overdue = (id: string) => step - boxes[id].last - INTERVALS[boxes[id].box];
  const pick = (list: string[], score: (id: string) => number) => {
    const best = list.reduce((m, id) => Math.max(m, score(id)), -Infinity);
    const top = list.filter((id) => score(id) === best);
    return top[Math.floor(rng() * top.length)] ?? top[0];
  };
  const due1 = seen.filter((id) => boxes[id].box === 1 && isDue(boxes[id], step));
  if (due1.length) return pick(due1, overdue);
  if (unseen.length) return unseen[0];
  const due = seen.filter((id) => isDue(boxes[id], step));
  if (due.length) return pick(due, (id) => -boxes[id].box * 1000 + overdue(id));
  return pick(seen, overdue);
}

/** Mastery of a set of questions, 0..1: the average of (box − 1) / 4, unseen questions counting 0. */
export function mastery(ids: readonly string[], boxes: Boxes): number {
  if (ids.length === 0) return 0;
  let sum = 0;
  for (const id of ids) {
    const e = boxes[id];
    if (e) sum += (e.box - 1) / 4;
  }
  return sum / ids.length;
}

/** How many of the questions sit in each box (index 0 = never asked). */
export function boxCounts(ids: readonly string[], boxes: Boxes): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const id of ids) counts[boxes[id]?.box ?? 0]++;
  return counts;
}
