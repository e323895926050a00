// Turkish descriptions of scenario events for timelines and quiz questions. The events are the
// engine's typed events, and their sentences are their kinds' own (src/engine/rulings/events/);
// the caller says who acted and what stood on the squares (the board before the event, from the
// engine's trace). The other words of a view are in labels.ts. Pure and browser-safe.
import type { PieceAt, ScenarioEvent } from '../../engine/rulings/index.ts';
import { at, durationTr, tellEvent } from '../../engine/rulings/index.ts';
import type { Side } from './labels.ts';

export type { PieceAt };
export { at };

/**
 * One event in Turkish, in the words of its kind's module (the engine's table of event kinds).
 * `actor` is who did it (the engine's trace says); `san` is the move of a `move` event as it should
 * be shown (the letters of the view), else its text as written.
 */
export function describeEvent(e: ScenarioEvent, actor: Side | 'arbiter', pieceAt?: PieceAt, san?: string): string {
  const text = tellEvent(e, actor, pieceAt, san);
  // Spec v2: the time the player's clock ran for this part of the move.
  return e.seconds !== undefined ? `${text.replace(/\.$/, '')} (${durationTr(e.seconds)}).` : text;
}
