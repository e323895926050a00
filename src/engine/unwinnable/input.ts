// Reading a position for the unwinnability tools (CLI, benchmark, site). Like CHA, we accept
// a FEN with only the placement and the side to move (the castling and en-passant fields then
// default to "-"), and positions the core flags as unreachable by counting (more promoted
// pieces than missing pawns, 3.10.3) — the question "can this side still mate?" is still well
// posed there. Boards on which move generation itself makes no sense (a missing or extra king,
// a pawn on the first or last rank, the side not to move in check) are refused.

import type { Color, Result } from '../types.ts';
import { ok, err } from '../types.ts';
import { parseFen } from '../fen.ts';
import { setupErrors } from '../setup.ts';
import type { SetupErrorCode } from '../setup.ts';
import { Position } from '../position.ts';

const FATAL: ReadonlySet<SetupErrorCode> = new Set<SetupErrorCode>([
  'bad-board',
  'no-king',
  'too-many-kings',
  'pawn-on-back-rank',
  'opposite-check',
]);

/** A position from FEN text, or a Turkish message. */
export function readPosition(fen: string): Result<Position, string> {
  if (typeof fen !== 'string') return err('FEN bir metin olmalıdır.');
  const fields = fen.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return err('FEN boş.');
  if (fields.length === 1) return err('FEN en az taş dizilişini ve hamle sırasını (w ya da b) içermelidir.');
  while (fields.length < 4) fields.push('-');
  let parsed = parseFen(fields.join(' '));
  // Guidelines II: a Chess960 castling field (Shredder-FEN "HAha" or X-FEN) is read as such; the
  // search itself asks the question without castling rights.
  if (!parsed.ok && parsed.error.field === 'castling') {
    const c960 = parseFen(fields.join(' '), { chess960: true });
    if (c960.ok) parsed = c960;
  }
  if (!parsed.ok) return err(parsed.error.message);
  const setup = parsed.value;
  const errors = setupErrors(setup);
  const fatal = errors.filter((e) => FATAL.has(e.code));
  if (fatal.length) return err(fatal.map((e) => e.message).join(' '));
  return ok(Position.fromSetupUnchecked(setup));
}

/** Parses "white" / "black" (also Turkish "beyaz" / "siyah", "w" / "b"). */
export function readSide(text: string): Color | null {
  const t = text.trim().toLowerCase();
  if (t === 'white' || t === 'w' || t === 'beyaz') return 'white';
  if (t === 'black' || t === 'b' || t === 'siyah') return 'black';
  return null;
}
