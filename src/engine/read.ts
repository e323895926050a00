// Reading a move typed by a person: UCI always, SAN with the letters the caller chooses
// (English K Q R B N, or Turkish Ş V K F A). One reader for the rulings, the quizzes and the site.

import type { Move, Result } from './types.ts';
import { ok, err } from './types.ts';
import type { Position } from './position.ts';
import { parseSan } from './san.ts';
import { parseUci } from './uci.ts';

const UCI_RE = /^[a-h][1-8][a-h][1-8][qrbnQRBN]?$/;

const quote = (t: string): string => JSON.stringify(t.length > 40 ? t.slice(0, 37) + '…' : t);

/**
 * Reads one move in `pos`. The error is one Turkish sentence that names the text once, e.g.
 * `"Nf6" bu konumda kurallara uygun bir hamle değil.` or `"Nxe5" birden fazla kurallara uygun hamleye uyuyor; …`.
 */
export function readMove(pos: Position, text: string, letters: 'en' | 'tr' = 'en'): Result<Move, string> {
  if (typeof text !== 'string') return err('Hamle bir metin olmalıdır.');
  const t = text.trim();
  if (UCI_RE.test(t)) {
    const u = parseUci(t, pos);
    if (u.ok) return ok(u.value);
    return err(u.error.message.includes(t) ? u.error.message.replace(t, quote(t)) : `${quote(t)}: ${u.error.message}`);
  }
  const s = parseSan(pos, t, { letters });
  if (s.ok) return ok(s.value);
  const m = s.error.message;
  // The SAN parser names the text in most messages; add it only where it does not.
  return err(m.includes(`"${t}"`) || m.startsWith('"') ? m : `${quote(t)}: ${m.charAt(0).toLocaleLowerCase('tr') + m.slice(1)}`);
}
