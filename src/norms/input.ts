// The norm calculator's typed list of opponents, one a line: "GM GER 2550 1", "- TUR - ½"
// (title or "-", federation, rating or "-" for unrated, score 1, ½, 0), and optionally a fifth word:
// "yoksay" (a won game the player ignores, 1.4.1) or "sıfır" (an unrated opponent who scored zero, left
// out in a round-robin, 1.4.2 b). Pure; Turkish errors name the line.
import { err, ok, type Result } from '../lib/index.ts';
import type { NormOpponent } from './norm.ts';

const TITLES = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'];
/** Lines of opponents read: far above any tournament's rounds, low enough that each keystroke answers at once. */
export const MAX_OPPONENTS = 200;
/** Characters of a line quoted back in an error. */
const QUOTE = 40;

export function parseOpponents(text: string): Result<NormOpponent[], string> {
  if (text.length > MAX_OPPONENTS * 100)
    return err(`Metin çok uzun (${text.length.toLocaleString('tr-TR')} karakter); araç en fazla ${MAX_OPPONENTS} rakip satırı okur.`);
  const out: NormOpponent[] = [];
  const lines = text.split('\n');
  const filled = lines.filter((l) => l.trim() !== '').length;
  if (filled > MAX_OPPONENTS)
    return err(`${filled.toLocaleString('tr-TR')} satır girildi; araç en fazla ${MAX_OPPONENTS} rakip okur (bir turnuvadaki oyunlar).`);
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '') continue;
    const parts = t.split(/\s+/);
    const where = `${i + 1}. satır (“${t.length > QUOTE ? `${t.slice(0, QUOTE)}…` : t}”)`;
    if (parts.length !== 4 && parts.length !== 5)
      return err(
        `${where}: dört alan bekleniyor: unvan (yoksa -), federasyon, rating (ratingsizse -), skor; isteğe bağlı beşinci alan "yoksay" ya da "sıfır". Örnek: GM GER 2550 1`,
      );
    const [title, fed, rating, score, mark] = parts;
    const m = mark?.toLocaleLowerCase('tr');
    if (m !== undefined && m !== 'yoksay' && m !== 'sıfır')
      return err(
        `${where}: beşinci alan "yoksay" (yenilen rakibe karşı sonucu yok say, 1.4.1) ya da "sıfır" (devreli turnuvada sıfır puan alan ratingsiz rakip, 1.4.2 b) olmalı`,
      );
    const tt = title.toUpperCase();
    if (tt !== '-' && !TITLES.includes(tt)) return err(`${where}: unvan GM, IM, FM, CM, WGM, WIM, WFM, WCM ya da - olmalı`);
    if (!/^[A-Za-z]{3}$/.test(fed)) return err(`${where}: federasyon üç harfli FIDE kodu olmalı (ör. TUR, GER, FID)`);
    if (rating !== '-' && !/^\d{4}$/.test(rating)) return err(`${where}: rating dört basamaklı bir sayı ya da - (ratingsiz) olmalı`);
    const s = score === '1' ? 1 : score === '0' ? 0 : ['½', '=', '0.5', '0,5', '1/2'].includes(score) ? 0.5 : null;
    if (s === null) return err(`${where}: skor 1, ½ (ya da 0,5) veya 0 olmalı`);
    if (m === 'yoksay' && s !== 1) return err(`${where}: yalnızca kazanılan bir oyun yok sayılabilir (1.4.1)`);
    if (m === 'sıfır' && rating !== '-') return err(`${where}: "sıfır" yalnızca ratingsiz (-) rakip için yazılır (1.4.2 b)`);
    out.push({
      title: tt === '-' ? '' : tt,
      federation: fed.toUpperCase(),
      rating: rating === '-' ? null : Number(rating),
      score: s,
      ...(m === 'yoksay' ? { ignore: true } : {}),
      ...(m === 'sıfır' ? { zeroScore: true } : {}),
    });
  }
  if (out.length === 0) return err('En az bir rakip girin.');
  return ok(out);
}
