// Caps on what a user can hand the tools in one go, with the Turkish message each one shows. Far above
// any real tournament or game (a FIDE rating period has no player with 1,000 games; the longest
// games are under 600 half-moves), low enough that a phone answers at once instead of freezing or
// running out of stack. Browser code, the CLIs and the pairing package share them.

/** Games in the rating tool (/araclar/elo/). */
export const MAX_GAMES = 1000;
/** Half-moves of a sandbox scenario (moves list, PGN, JSON, URL). */
export const MAX_MOVES = 2000;
/** Events of a sandbox scenario. */
export const MAX_EVENTS = 500;
/** A TRF file (tie-break tool and CLI), in bytes: a 2,000-player open is about 0.5 MB. */
export const MAX_TRF_BYTES = 4_000_000;
/**
 * Players paired in one round (pairing tool, its worker and the CLI). 1,000 players take about 15 s of
 * CPU on the shared 2-core machine and the matcher's weight matrices grow with the square of the
 * number (a 5,000-player file would need gigabytes); the biggest opens have 300–600 players a section.
 */
export const MAX_PAIRING_PLAYERS = 1000;
/** A scenario JSON or PGN text (sandbox, ruling CLI), in bytes. */
export const MAX_SCENARIO_BYTES = 1_000_000;
/** Lines of positions on the unwinnable CLI's standard input, and bytes per line. */
export const MAX_STDIN_LINES = 100_000;
export const MAX_LINE_BYTES = 10_000;

const tr = (n: number) => n.toLocaleString('tr-TR');

/** "… en fazla 1.000 oyun …" style messages, one place for the wording. */
export const limitMessage = {
  games: (n: number) => `${tr(n)} oyun girildi; araç en fazla ${tr(MAX_GAMES)} oyunu hesaplar. Listeyi bölün.`,
  moves: (n: number) => `${tr(n)} yarım hamle var; deneme tahtası en fazla ${tr(MAX_MOVES)} yarım hamle alır.`,
  events: (n: number) => `${tr(n)} olay var; deneme tahtası en fazla ${tr(MAX_EVENTS)} olay alır.`,
  trf: (bytes: number) => `TRF dosyası çok büyük (${tr(Math.ceil(bytes / 1000))} kB); en fazla ${tr(MAX_TRF_BYTES / 1000)} kB okunur.`,
  pairingPlayers: (n: number) =>
    `Bu turda ${tr(n)} oyuncu eşlenecek; araç en fazla ${tr(MAX_PAIRING_PLAYERS)} oyuncuyu eşlendirir (daha büyüğü bir dakikadan uzun sürer ve belleği doldurur). Turnuvayı gruplara bölün.`,
  text: (bytes: number, max: number) => `Metin çok büyük (${tr(Math.ceil(bytes / 1000))} kB); en fazla ${tr(max / 1000)} kB okunur.`,
};
