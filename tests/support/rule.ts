// Test helpers over the rules engine: the ruling of a scenario that must be valid, or the
// message of one that must be rejected.
import { rule } from '../../src/engine/rulings/index.ts';
import type { Ruling } from '../../src/engine/rulings/types.ts';

export function ruled(json: Record<string, unknown>): Ruling {
  const r = rule(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.ruling;
}

export function ruleError(json: Record<string, unknown>): string {
  const r = rule(json);
  if (r.ok) throw new Error('expected an error');
  return r.error.message;
}
