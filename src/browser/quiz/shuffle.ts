// The order of a question's options for one attempt. Options of single, multiple and scenario
// questions are shown in a seeded random order (the key is not always where the writer put it);
// true/false and numeric questions keep theirs. The candidate's answer is recorded and graded by the
// ORIGINAL index, so keys, explanations and stored progress never depend on the order shown. The
// mock exam derives the order from the paper's seed and the question's id, so a reloaded paper
// shows the same order; practice draws a new seed for every attempt. Pure; browser-safe.
import { seededRandom, shuffle } from './exam.ts';
import { hashString } from './hash.ts';
import type { ClientQuestion } from './types.ts';

/** The question types whose options are shuffled. */
export const SHUFFLED_TYPES: readonly string[] = ['single', 'multiple', 'scenario'];

/** The identity order [0, 1, …, n − 1]. */
export const identityOrder = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * The order in which the options are shown: `order[position] = original index`. A permutation of
 * 0…n−1, the same for the same seed and question id; the identity for types that keep their order.
 */
export function optionOrder(q: Pick<ClientQuestion, 'id' | 'type' | 'choices'>, seed: number): number[] {
  const n = q.choices.length;
  if (!SHUFFLED_TYPES.includes(q.type) || n < 2) return identityOrder(n);
  return shuffle(identityOrder(n), seededRandom((seed ^ hashString(q.id)) >>> 0));
}

/**
 * The fixed order of the static question page (/sinav/soru/<id>/): shuffled like practice, seeded by the
 * question's id alone, so the page is the same on every build and never shows the order the writer stored
 * (a cue inside one bank, e.g. "the key is the first option", would otherwise meet every reader).
 */
export const staticOrder = (q: Pick<ClientQuestion, 'id' | 'type' | 'choices'>): number[] => optionOrder(q, STATIC_SEED);
const STATIC_SEED = 0x5a7c;

/** Position on screen of an original index (−1 when absent). */
export function positionOf(order: readonly number[], original: number): number {
  return order.indexOf(original);
}

/** A fresh seed for one attempt (practice, a new paper): not reproducible on purpose. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
