// Questions whose key a calculation decides (quizzes/README.md, "Computed keys"): a `tiebreak` field
// carries a small crosstable (TRF lines) and asks one player's tie-break value or rank under C.07, a
// `rating` field asks a B.02 figure (rating change, K factor, expected score, performance). The value
// comes from src/tiebreak; the build checks every such key with it (src/buildtime/quiz/keys.ts). Pure.
import { computeStandings, formatTrfError, parseTrf } from '../../tiebreak/index.ts';
import { expectedHundredths, kFactor, perfectPerformance, performanceRating, ratingChange } from '../../tiebreak/index.ts';
import type { RatedGame } from '../../tiebreak/index.ts';
import type { RulesVersion, Tournament } from '../../tiebreak/index.ts';

export interface TiebreakAsk {
  /** The crosstable: the lines of a TRF file (001 records in their columns, XXR). */
  trf: string[];
  /** A tie-break code (`BH/C1`, `SB` …), or `RANK` for the player's rank under `order`. */
  code: string;
  /** Start number of the player asked about. */
  player: number;
  /** C.07 rules (default 2026). */
  rules?: RulesVersion;
  roundRobin?: boolean;
  /** For `RANK`: the tie-breaks applied after points, in order. */
  order?: string[];
}

export const RATING_ASKS = ['change', 'k', 'expected', 'tpr', 'ptp'] as const;
export type RatingAskKind = (typeof RATING_ASKS)[number];

export interface RatingAsk {
  /** change: rounded rating change (8.3); k: K factor (8.3.3); expected: PD of the player (8.1.2 with 8.3.1); tpr, ptp: C.07 10.2, 10.3. */
  ask: RatingAskKind;
  rating?: number;
  k?: number;
  /** [opponent's rating, score] per game. */
  games?: [number, number][];
  opponent?: number;
  gamesRated?: number;
  under18?: boolean;
  reached2400?: boolean;
}

export type Computed = { ok: true; value: number } | { ok: false; field: string; message: string };

/** The tournament of a `tiebreak` field, or the TRF error naming the line (of `trf`) and column. */
export function askTournament(t: TiebreakAsk): { ok: true; value: Tournament } | { ok: false; field: string; message: string } {
  const r = parseTrf(t.trf.join('\n'));
  if (!r.ok) return { ok: false, field: `tiebreak.trf.${r.error.line - 1}`, message: formatTrfError(r.error) };
  return { ok: true, value: r.value.tournament };
}

/** The engine's answer to a `tiebreak` field. */
export function tiebreakValue(t: TiebreakAsk): Computed {
  const tour = askTournament(t);
  if (!tour.ok) return tour;
  const rank = t.code.toUpperCase() === 'RANK';
  const codes = rank ? (t.order ?? []) : [t.code];
  const s = computeStandings(tour.value, codes, { rules: t.rules ?? '2026', roundRobin: t.roundRobin ?? false });
  if (!s.ok) return { ok: false, field: rank ? 'tiebreak.order' : 'tiebreak.code', message: s.error };
  const p = s.value.players.find((x) => x.id === t.player);
  if (!p) return { ok: false, field: 'tiebreak.player', message: `${t.player} numaralı oyuncu çapraz tabloda yok` };
  if (rank) return { ok: true, value: p.rank };
  const v = p.tiebreaks[s.value.codes[0]];
  if (v === null || v === undefined) return { ok: false, field: 'tiebreak.code', message: `${t.code} bu oyuncu için bir değer vermiyor (motor: değer yok)` };
  return { ok: true, value: v };
}

function need<T>(v: T | undefined, field: string): T {
  if (v === undefined) throw Object.assign(new Error(`bu soru türü için zorunlu: rating.${field}`), { field: `rating.${field}` });
  return v;
}

/** The B.02 / C.07 figure a `rating` field asks for. */
export function ratingValue(r: RatingAsk): Computed {
  try {
    const games = (): RatedGame[] => need(r.games, 'games').map(([opponentRating, score]) => ({ opponentRating, score }));
    switch (r.ask) {
      case 'change':
        return { ok: true, value: ratingChange(need(r.rating, 'rating'), need(r.k, 'k'), games()).rounded };
      case 'k':
        return { ok: true, value: kFactor({ rating: need(r.rating, 'rating'), gamesRated: need(r.gamesRated, 'gamesRated'), under18: r.under18 ?? false, reached2400: r.reached2400 ?? false }).k };
      case 'expected': {
        const rating = need(r.rating, 'rating');
        let diff = rating - need(r.opponent, 'opponent');
        if (rating < 2650 && Math.abs(diff) > 400) diff = Math.sign(diff) * 400; // B.02 8.3.1
        return { ok: true, value: expectedHundredths(diff) / 100 };
      }
      case 'tpr':
      case 'ptp': {
        const v = r.ask === 'tpr' ? performanceRating(games()) : perfectPerformance(games());
        return v === null ? { ok: false, field: 'rating.games', message: 'oyun yok: performans hesaplanamaz' } : { ok: true, value: v };
      }
    }
  } catch (e) {
    return { ok: false, field: (e as { field?: string }).field ?? 'rating', message: (e as Error).message };
  }
}

/** A choice read as a number: "13,5", "−3", "+5", "2150" → number; anything else → null. */
export function choiceNumber(text: string): number | null {
  const t = text.trim().replace(/^\+/, '').replace(/^[−–]/, '-').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}
