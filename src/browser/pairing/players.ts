// A list of players ("Ad Soyad 2150", one a line) as a TRF file with no round played, for the pairing
// tool (/araclar/eslendirme/). Start numbers by rating, highest first, unrated last, then by name
// (C.04.2: the initial ranking). Written with the src/trf writer. Pure browser-safe TypeScript.

import type { Result } from '../../engine/index.ts';
import { err, ok } from '../../engine/index.ts';
import type { TrfError } from '../../trf/read.ts';
import { writeTrf } from '../../trf/write.ts';

const MAX_NAME = 33;
const MAX_PLAYERS = 9999;

export function playersToTrf(text: string, rounds: number, name = 'Eşlendirme aracı'): Result<string, TrfError> {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 99)
    return err({ line: 1, column: 1, message: 'Tur sayısı 1 ile 99 arasında bir tam sayı olmalı.' });
  const players: { name: string; rating: number | null; line: number }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.trim();
    if (!line) continue;
    const m = /^(.*?)[\s,;]+(\d{3,4})$/.exec(line);
    const who = (m ? m[1] : line).replace(/[\s,;]+$/, '').trim();
    const rating = m ? Number(m[2]) : null;
    const column = raw.indexOf(line[0]) + 1;
    if (!who)
      return err({
        line: i + 1,
        column,
        message: 'Oyuncunun adı yok: her satıra “Ad Soyad 2150” biçiminde bir oyuncu yazın (rating isteğe bağlı).',
      });
    if (/\d/.test(who.slice(-1)))
      return err({
        line: i + 1,
        column: column + who.length - 1,
        message: `“${who}”: rating 3 ya da 4 haneli bir sayı olmalı ve adın sonunda, bir boşlukla ayrı yazılmalı.`,
      });
    if (who.length > MAX_NAME)
      return err({
        line: i + 1,
        column: column + MAX_NAME,
        message: `Ad ${MAX_NAME} karakterden uzun (TRF’de ad alanı ${MAX_NAME} karakterdir); kısaltın.`,
      });
    if (rating !== null && (rating < 1000 || rating > 3000))
      return err({
        line: i + 1,
        column: column + line.length - String(rating).length,
        message: `Rating ${rating} olamaz: 1000 ile 3000 arasında olmalı ya da yazılmamalı.`,
      });
    players.push({ name: who, rating, line: i + 1 });
  }
  if (players.length < 2) return err({ line: lines.length || 1, column: 1, message: 'En az iki oyuncu gerekir.' });
  if (players.length > MAX_PLAYERS)
    return err({ line: players[MAX_PLAYERS].line, column: 1, message: `En fazla ${MAX_PLAYERS} oyuncu yazılabilir.` });
  const collator = new Intl.Collator('tr');
  players.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || collator.compare(a.name, b.name));
  const records = players.map((p, i) => ({ id: i + 1, name: p.name, rating: p.rating, points: 0, rounds: [] }));
  return ok(writeTrf({ name, rounds }, records));
}
