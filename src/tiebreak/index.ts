// Public entry of the tie-break engine (FIDE C.07) and the rating arithmetic (FIDE B.02).
export { parseTrf } from './trf.ts';
export { formatTrfError } from '../trf/read.ts';
export { computeStandings } from './compute.ts';
/** Points and values in Turkish ("5,5"): the site's one number formatter. */
export { decimalTr as trNum } from '../lib/index.ts';
export { TIEBREAK_TITLES, ALL_TIEBREAKS } from './codes.ts';
export {
  ratingChange,
  kFactor,
  performanceRating,
  perfectPerformance,
  averageRating,
  expectedHundredths,
  dpFromScore,
  initialRating,
  MAX_INITIAL_RATING,
  MIN_INITIAL_GAMES,
  RATING_FLOOR,
} from './rating.ts';
export { computeTeamStandings } from './team.ts';
export type { TeamEvent } from './team.ts';
export type { RatedGame, RatingChange } from './rating.ts';
export type * from './types.ts';
