// Questions whose key a calculation decides (quizzes/README.md, "Computed keys"): a `tiebreak` field
// carries a small crosstable (TRF lines) and asks one player's tie-break value or rank under C.07, a
// `rating` field asks a B.02 figure (rating change, K factor, expected score, performance). The value
// comes from src/tiebreak; the build checks every such key with it (src/buildtime/quiz/keys.ts). Pure.
import { computeStandings, formatTrfError, parseTrf } from '../../tiebreak/index.ts';
import {
  expectedHundredths,
  initialRating,
  kFactor,
  perfectPerformance,
  performanceRating,
  ratingChange,
  computeTeamStandings,
} from '../../tiebreak/index.ts';
import type { RatedGame, RulesVersion, TeamEvent, Tournament } from '../../tiebreak/index.ts';
import { err, ok, type Result } from '../../engine/index.ts';
import type { FieldError } from '../problems.ts';

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

export const RATING_ASKS = ['change', 'k', 'expected', 'tpr', 'ptp', 'initial'] as const;
export type RatingAskKind = (typeof RATING_ASKS)[number];

export interface RatingAsk {
  /** change: rounded rating change (8.3); k: K factor (8.3.3); expected: PD of the player (8.1.2 with 8.3.1); tpr, ptp: C.07 10.2, 10.3; initial: an unrated player's first rating Ru (8.2, 2024). */
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

export type Computed = Result<number, FieldError>;

/** The tournament of a `tiebreak` field, or the TRF error naming the line (of `trf`) and column. */
export function askTournament(t: TiebreakAsk): Result<Tournament, FieldError> {
  const r = parseTrf(t.trf.join('\n'));
  if (!r.ok) return err({ field: `tiebreak.trf.${r.error.line - 1}`, message: formatTrfError(r.error) });
  return ok(r.value.tournament);
}

/** The engine's answer to a `tiebreak` field. */
export function tiebreakValue(t: TiebreakAsk): Computed {
  const tour = askTournament(t);
  if (!tour.ok) return tour;
  const rank = t.code.toUpperCase() === 'RANK';
  const codes = rank ? (t.order ?? []) : [t.code];
  const s = computeStandings(tour.value, codes, { rules: t.rules ?? '2026', roundRobin: t.roundRobin ?? false });
  if (!s.ok) return err({ field: rank ? 'tiebreak.order' : 'tiebreak.code', message: s.error });
  const p = s.value.players.find((x) => x.id === t.player);
  if (!p) return err({ field: 'tiebreak.player', message: `${t.player} numaralı oyuncu çapraz tabloda yok` });
  if (rank) return ok(p.rank);
  const v = p.tiebreaks[s.value.codes[0]];
  if (v === null || v === undefined)
    return err({ field: 'tiebreak.code', message: `${t.code} bu oyuncu için bir değer vermiyor (motor: değer yok)` });
  return ok(v);
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
        return ok(ratingChange(need(r.rating, 'rating'), need(r.k, 'k'), games()).rounded);
      case 'k':
        return ok(
          kFactor({
            rating: need(r.rating, 'rating'),
            gamesRated: need(r.gamesRated, 'gamesRated'),
            under18: r.under18 ?? false,
            reached2400: r.reached2400 ?? false,
          }).k,
        );
      case 'expected': {
        const rating = need(r.rating, 'rating');
        let diff = rating - need(r.opponent, 'opponent');
        if (rating < 2650 && Math.abs(diff) > 400) diff = Math.sign(diff) * 400; // B.02 8.3.1
        return ok(expectedHundredths(diff) / 100);
      }
      case 'tpr':
      case 'ptp': {
        const v = r.ask === 'tpr' ? performanceRating(games()) : perfectPerformance(games());
        return v === null ? err({ field: 'rating.games', message: 'oyun yok: performans hesaplanamaz' }) : ok(v);
      }
      case 'initial': {
        const v = initialRating(games());
        return v === null
          ? err({ field: 'rating.games', message: 'oyun yok ya da skor sıfır: ilk rating hesaplanmaz (B.02 8.2)' })
          : ok(v.ru);
      }
    }
  } catch (e) {
    return err({ field: (e as { field?: string }).field ?? 'rating', message: (e as Error).message });
  }
}

/** A choice read as a number: "13,5", "−3", "+5", "2150" → number; anything else → null. */
export function choiceNumber(text: string): number | null {
  const t = text.trim().replace(/^\+/, '').replace(/^[−–]/, '-').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

// ---- Team competitions (src/tiebreak/team.ts) ----

export const TEAM_ASK_CODES = ['MP', 'GP', 'DE', 'SB', 'BH', 'RANK'] as const;

/**
 * A question's `team` field: the teams, the boards per match, the matches as [home, away, home's game
 * points, away's game points] (team numbers 1-based), the match points for a win, a draw and a loss when
 * the event's regulations set other values than 2, 1, 0, and the value asked of team `team`: a code, or
 * RANK (its place after match points and `order`).
 */
export interface TeamAsk {
  teams: string[];
  boards: number;
  matches: [number, number, number, number][];
  matchPoints?: [number, number, number];
  code: (typeof TEAM_ASK_CODES)[number];
  team: number;
  order?: string[];
}

export function teamEvent(t: TeamAsk): TeamEvent {
  return {
    teams: t.teams,
    boards: t.boards,
    matches: t.matches.map(([home, away, homePoints, awayPoints]) => ({ home, away, homePoints, awayPoints })),
    matchPoints: t.matchPoints ? { win: t.matchPoints[0], draw: t.matchPoints[1], loss: t.matchPoints[2] } : undefined,
  };
}

/** The value a `team` field asks, from src/tiebreak/team.ts. */
export function teamValue(t: TeamAsk): Computed {
  const rank = t.code === 'RANK';
  const order = rank ? (t.order ?? []) : t.code === 'MP' || t.code === 'GP' ? [] : [t.code];
  const r = computeTeamStandings(teamEvent(t), order);
  if (!r.ok) return err({ field: `team.${r.error.field}`, message: r.error.message });
  const row = r.value.find((x) => x.team === t.team);
  if (!row) return err({ field: 'team.team', message: `${t.team} numaralı takım yok (1–${t.teams.length})` });
  if (rank) return ok(row.rank);
  if (t.code === 'MP') return ok(row.mp);
  if (t.code === 'GP') return ok(row.gp);
  const v = row.tiebreaks[t.code];
  return v === null || v === undefined
    ? err({
        field: 'team.code',
        message: `${t.code} bu takım için bir değer vermiyor (eşit takımlar birbiriyle oynamamış ya da takım eşit değil)`,
      })
    : ok(v);
}
