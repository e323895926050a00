// Between scenario content and the rules engine: rules the scenario under the edition in force (2023)
// and the editions it is compared with (2018, and its own when another) and builds the view the site renders. Errors are Turkish and
// name the field; the caller (a page or the build check) fails the build with them.
import { INITIAL_FEN, err, ok, type Result } from '../../engine/index.ts';
import { parseScenario, rule } from '../../engine/rulings/index.ts';
import { buildView, compareRuling, comparedEditions, IN_FORCE, type ScenarioView } from './view.ts';
import type { Ruled } from '../../engine/rulings/index.ts';
import { englishScenario, type Letters } from './notation.ts';

/** The view and how the expected ruling differs from the engine's, or the engine's Turkish error. */
export type Computed = Result<{ view: ScenarioView; mismatches: string[] }, string>;

/**
 * `first`: whose ruling the view shows first — the edition in force (pages, questions) or the
 * scenario's own edition (the sandbox, where the reader picks one).
 */
export function computeScenario(
  input: unknown,
  expected?: Record<string, unknown>,
  letters: Letters = 'en',
  first: 'in-force' | 'own' = 'in-force',
): Computed {
  // One alphabet for the engine's texts and the scenario's own moves: English (the views convert).
  const scenario = englishScenario(input);
  const r = rule(scenario);
  // The engine's message already names the field (e.g. "events[2].place: …").
  if (!r.ok) return err(r.error.message);
  // The page shows the ruling of the edition in force first, whatever edition the scenario names;
  // the scenario's own edition (whose ruling the expected one is) and the 2018 text follow as a comparison.
  const laws = r.value.scenario.laws;
  const under = (l: typeof laws): Ruled | null => {
    if (l === laws) return r.value;
    const o = scenario && typeof scenario === 'object' ? rule({ ...(scenario as Record<string, unknown>), laws: l }) : null;
    return o?.ok ? o.value : null;
  };
  const shown = (first === 'in-force' ? under(IN_FORCE) : null) ?? r.value;
  const others = comparedEditions(laws, shown.scenario.laws)
    .map(under)
    .filter((o): o is Ruled => o !== null);
  const view = buildView(shown, others, letters, laws);
  return ok({ view, mismatches: expected ? compareRuling(expected, r.value.ruling) : [] });
}

/** The position after the scenario's `moves`, as the engine reads it (the start when they cannot be read). */
export function positionBeforeEvents(scenario: Record<string, unknown>): string {
  const s = parseScenario({ ...englishScenario(scenario), events: [] });
  if (s.ok) return s.value.afterMoves;
  return typeof scenario.start === 'string' ? scenario.start : INITIAL_FEN;
}
