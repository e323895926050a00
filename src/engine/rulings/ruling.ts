// The public entry points: a scenario in, the ruling out.
//
// `rule(json)` parses and validates (Turkish error naming the event index and the field),
// then returns the ruling; `computeRuling(scenario)` takes a scenario already parsed by
// `parseScenario`.

import type { Result } from '../types.ts';
import type { Ruling, Scenario, ScenarioError } from './types.ts';
import { parseScenario } from './scenario.ts';
import { RULING_CACHE } from './state.ts';
import { simulate } from './simulate.ts';

/** The ruling for a scenario returned by `parseScenario`. */
export function computeRuling(scenario: Scenario): Ruling {
  const cached = RULING_CACHE.get(scenario);
  if (cached) {
    RULING_CACHE.delete(scenario);
    return cached;
  }
  const r = simulate(scenario);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** JSON text or a parsed object in, ruling or a Turkish error out. */
export function rule(json: unknown): Result<Ruling, ScenarioError> {
  const s = parseScenario(json);
  if (!s.ok) return s;
  return { ok: true, value: computeRuling(s.value) };
}
