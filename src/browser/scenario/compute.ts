// Between scenario content and the rules engine: rules the scenario (and, for 2018/2023, the same
// scenario under the other edition) and builds the view the site renders. Errors are Turkish and
// name the field; the caller (a page or the build check) fails the build with them.
import { INITIAL_FEN } from '../../engine/index.ts';
import { parseScenario, rule } from '../../engine/rulings/index.ts';
import { buildView, compareRuling, otherEdition, type ScenarioView } from './view.ts';
import { englishScenario, type Letters } from './notation.ts';

export type Computed = { ok: true; view: ScenarioView; mismatches: string[] } | { ok: false; error: string };

export function computeScenario(input: unknown, expected?: Record<string, unknown>, letters: Letters = 'en'): Computed {
  // One alphabet for the engine's texts and the scenario's own moves: English (the views convert).
  const scenario = englishScenario(input);
  const r = rule(scenario);
  // The engine's message already names the field (e.g. "events[2].place: …").
  if (!r.ok) return { ok: false, error: r.error.message };
  const laws = otherEdition(r.value.scenario.laws);
  const other = laws && scenario && typeof scenario === 'object' ? rule({ ...(scenario as Record<string, unknown>), laws }) : null;
  const view = buildView(r.value, other?.ok ? other.value : null, letters);
  return { ok: true, view, mismatches: expected ? compareRuling(expected, r.value.ruling) : [] };
}

/** The position after the scenario's `moves`, as the engine reads it (the start when they cannot be read). */
export function positionBeforeEvents(scenario: Record<string, unknown>): string {
  const s = parseScenario({ ...englishScenario(scenario), events: [] });
  if (s.ok) return s.value.afterMoves;
  return typeof scenario.start === 'string' ? scenario.start : INITIAL_FEN;
}
