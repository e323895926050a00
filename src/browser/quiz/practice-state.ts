// The practice island's state (components/quiz/Practice.tsx): the questions (given, or fetched for the
// review), the question shown and its attempt (the options' order), the response, whether it was checked,
// the session's count and the review's queue. Pure: the island is this reducer and small panels.
import { newSeed } from './shuffle.ts';
import type { ClientQuestion, Response } from './types.ts';

export interface PracticeState {
  all: ClientQuestion[] | null;
  loadError: string | null;
  currentId: string | null;
  response: Response | null;
  /** Null until checked; then whether the answer was right. */
  checked: null | boolean;
  session: { asked: number; right: number };
  /** Review: the list as it stood when the session began, worked through in order. */
  queue: string[] | null;
  /** Seed of the current attempt: the order of its options. */
  attempt: number;
}

export type PracticeAction =
  | { type: 'loaded'; all: ClientQuestion[] }
  | { type: 'loadFailed'; error: string }
  /** The first question (and, in review, the queue it comes from). */
  | { type: 'begin'; id: string | null; queue?: string[] }
  | { type: 'respond'; response: Response | null }
  /** Checked: right or not; in review the question leaves the queue, or goes to its end when missed. */
  | { type: 'checked'; ok: boolean; review: boolean }
  | { type: 'next'; id: string | null; attempt: number };

export function initialPractice(given: ClientQuestion[] | undefined): PracticeState {
  return {
    all: given ?? null,
    loadError: null,
    currentId: null,
    response: null,
    checked: null,
    session: { asked: 0, right: 0 },
    queue: null,
    attempt: newSeed(),
  };
}

export function reducePractice(s: PracticeState, a: PracticeAction): PracticeState {
  switch (a.type) {
    case 'loaded':
      return { ...s, all: a.all };
    case 'loadFailed':
      return { ...s, loadError: a.error };
    case 'begin':
      return { ...s, currentId: a.id, queue: a.queue ?? s.queue };
    case 'respond':
      return { ...s, response: a.response };
    case 'checked': {
      if (s.checked !== null || !s.currentId) return s;
      const id = s.currentId;
      const queue = a.review ? (s.queue ?? []).filter((x) => x !== id).concat(a.ok ? [] : [id]) : s.queue;
      return { ...s, checked: a.ok, queue, session: { asked: s.session.asked + 1, right: s.session.right + (a.ok ? 1 : 0) } };
    }
    case 'next':
      return { ...s, currentId: a.id, attempt: a.attempt, response: null, checked: null };
  }
}

/**
 * The next question. Review: the queue in order; the question just missed went to the end and comes
 * back at once only when it is the last one. Practice: the Leitner choice (`leitner`).
 */
export function pickNext(
  review: boolean,
  queue: string[] | null,
  has: (id: string) => boolean,
  lastId: string | null,
  leitner: (lastId: string | null) => string | null,
): string | null {
  if (!review) return leitner(lastId);
  const left = (queue ?? []).filter(has);
  return left.find((id) => id !== lastId) ?? left[0] ?? null;
}
