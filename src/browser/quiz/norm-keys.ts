// Computed keys of norm questions (quizzes/norm.json, field `norm`): src/norms checks the opponents
// listed in the question and the asked value is the key (build-time check, src/buildtime/quiz/keys.ts).
// Pure; safe in the browser.
import { err, ok, type Result } from '../../engine/index.ts';
import { checkNorm, type NormInput, type NormTitle } from '../../norms/norm.ts';
import type { FieldError } from '../problems.ts';

export const NORM_ASKS = ['average', 'dp', 'performance', 'norm'] as const;
export type NormAsk = (typeof NORM_ASKS)[number];

/** A question's `norm` field: the opponents as [title or "", federation, rating or null, score]. */
export interface NormSpec {
  title: NormTitle;
  federation: string;
  opponents: [string, string, number | null, number][];
  exempt?: boolean;
  ask: NormAsk;
}

export function normInput(spec: NormSpec): NormInput {
  return {
    title: spec.title,
    federation: spec.federation,
    exempt: spec.exempt,
    opponents: spec.opponents.map(([title, federation, rating, score]) => ({ title, federation, rating, score })),
  };
}

/** The asked value: a number (average, dp, performance) or whether every requirement is met (norm). */
export function normValue(spec: NormSpec): Result<number | boolean, FieldError> {
  const r = checkNorm(normInput(spec));
  if (!r.ok) return err({ field: `norm.${r.error.field}`, message: r.error.message });
  const v = r.value;
  switch (spec.ask) {
    case 'average':
      return ok(v.average);
    case 'dp':
      return ok(v.dp);
    case 'performance':
      return ok(v.performance);
    case 'norm':
      return ok(v.norm);
  }
}
