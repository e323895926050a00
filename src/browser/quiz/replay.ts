// Reading a scenario question's board before the events and its history, as the engine reads
// them (used by the question schema's checks and by the presentation). Never throws.
import { err, ok, Position } from '../../engine/index.ts';
import type { Color, Move, Result } from '../../engine/index.ts';
import { historySan, parseScenario } from '../../engine/rulings/index.ts';
import { engineIssue, fieldPath, type FieldError } from '../problems.ts';

export interface Replay {
  /** Position after `start` + `moves`: the board before the events. */
  position: Position;
  /** The history in SAN with Turkish letters (Ş V K F A), as Turkish scoresheets write it. */
  sans: string[];
  firstMoveNumber: number;
  firstColor: Color;
  lastMove?: Move;
}

/** The board before the events and the history of a scenario, as the engine reads it. Never throws. */
export function replayScenario(scenario: Record<string, unknown>): Result<Replay, FieldError> {
  const s = parseScenario(scenario);
  if (!s.ok) {
    const e = engineIssue(['scenario'], s.error);
    return err({ field: fieldPath(e.path), message: e.message });
  }
  // Guidelines II: a Chess960 scenario's FENs name the castling rooks (Shredder-FEN / X-FEN).
  const opts = { chess960: s.value.variant === 'chess960' };
  const start = Position.fromFen(s.value.start, opts);
  const position = Position.fromFen(s.value.afterMoves, opts);
  if (!start.ok || !position.ok) return err({ field: 'scenario.start', message: 'konum okunamadı' });
  return ok({
    position: position.value,
    sans: historySan(s.value, 'tr'),
    firstMoveNumber: start.value.fullmoves,
    firstColor: start.value.turn,
    lastMove: s.value.history.at(-1),
  });
}
