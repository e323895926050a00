// Build-time bridge between scenario content and the rules engine: computes the ruling, the
// position when the events begin, and the view the site renders. Errors are Turkish and name the
// field; the caller (a page or the build check) fails the build with them.
import { INITIAL_FEN, Position, makeFen, parseSan, parseUci } from '../../engine/index.ts';
import { rule } from '../../engine/rulings/index.ts';
import { buildView, compareRuling, type RulingLike, type ScenarioView } from './view.ts';

export type Computed = { ok: true; view: ScenarioView; mismatches: string[] } | { ok: false; error: string };

/** The position after the scenario's `moves` (the engine has validated them already). */
export function positionBeforeEvents(scenario: Record<string, unknown>): string {
  const start = typeof scenario.start === 'string' ? scenario.start : INITIAL_FEN;
  const pos = Position.fromFen(start);
  if (!pos.ok) return start;
  const p = pos.value;
  const letters = scenario.notation === 'tr' ? 'tr' : 'en';
  for (const text of (scenario.moves as string[]) ?? []) {
    const u = parseUci(text, p);
    const m = u.ok ? u : parseSan(p, text, { letters });
    if (!m.ok) break;
    p.play(m.value);
  }
  return makeFen(p);
}

export function computeScenario(scenario: Record<string, unknown>, expected?: Record<string, unknown>): Computed {
  const r = rule(scenario);
  if (!r.ok) {
    // The engine's message already names the field (e.g. "events[2].place: …").
    return { ok: false, error: (r.error as { message: string }).message };
  }
  const ruling = { ...r.value.ruling, trace: r.value.trace.map((t) => ({ ...t, fen: t.after })) } as unknown as RulingLike;
  const view = buildView(scenario, positionBeforeEvents(scenario), ruling);
  return { ok: true, view, mismatches: expected ? compareRuling(expected, ruling) : [] };
}
