// Reading moves of a scenario: UCI always, SAN with English or Turkish piece letters.

import type { Move, Result } from '../types.ts';
import { ok, err } from '../types.ts';
import type { Position } from '../position.ts';
import { parseSan } from '../san.ts';
import { parseUci } from '../uci.ts';

const show = (t: string): string => JSON.stringify(t.length > 40 ? t.slice(0, 37) + '…' : t);

const UCI_RE = /^[a-h][1-8][a-h][1-8][qrbnQRBN]?$/;

/**
 * Reads one move of the history or of an event: UCI is always accepted, SAN with the
 * scenario's letters (English by default, `"notation": "tr"` for Ş V K F A).
 */
export function readMove(pos: Position, text: string, letters: 'en' | 'tr'): Result<Move, string> {
  const t = text.trim();
  if (UCI_RE.test(t)) {
    const u = parseUci(t, pos);
    if (u.ok) return ok(u.value);
    // A UCI-looking text that is not legal is reported as such.
    return err(`${show(t)} bu konumda geçerli bir hamle değil (${u.error.message})`);
  }
  const s = parseSan(pos, t, { letters });
  if (s.ok) return ok(s.value);
  return err(`${show(t)} bu konumda geçerli bir hamle değil (${s.error.message})`);
}

