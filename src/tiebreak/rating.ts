// FIDE rating arithmetic (Handbook B.02, Rating Regulations effective from 1 March 2024, with the
// amendment of 8.3.1 effective from 1 October 2025) and the rating-based tie-breaks of C.07 Article 10.
// Pure TypeScript.

// B.02 table 8.1.2: the scoring probability PD (in hundredths) of the higher-rated player for a
// rating difference D. PD_UPPER[i] is the largest D whose PD is 50 + i; above 735 PD is 1.00.
const PD_UPPER = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
  245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
];

// B.02 table 8.1.1: the rating difference dp for a fractional score p = 0.50 … 1.00 (index = hundredths − 50);
// below 0.50 the table is symmetric (dp(p) = −dp(1 − p)); p = 1.00 has the notional value 800.
const DP_FROM_HALF = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
  251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/** B.02 8.1.2: PD in hundredths for a player `diff` points above the opponent (negative: below). Full scale. */
export function expectedHundredths(diff: number): number {
  const d = Math.abs(Math.round(diff));
  let pd = 100;
  for (let i = 0; i < PD_UPPER.length; i++) {
    if (d <= PD_UPPER[i]) {
      pd = 50 + i;
      break;
    }
  }
  return diff >= 0 ? pd : 100 - pd;
}

/** B.02 8.1.1: dp for a fractional score, p rounded to two decimals (0.005 up). */
export function dpFromScore(p: number): number {
  const h = Math.round(Math.min(1, Math.max(0, p)) * 100 + 1e-9);
  return h >= 50 ? DP_FROM_HALF[h - 50] : -DP_FROM_HALF[50 - h];
}

/** Rounded to the nearest whole number, 0.5 up (C.07 10.1, 10.4). */
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

export interface RatedGame {
  opponentRating: number;
  /** 1, 0.5 or 0. */
  score: number;
}

/** C.07 10.1 ARO: average rating of the opponents played, 0.5 rounded up; null without opponents. */
export function averageRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return roundHalfUp(ratings.reduce((s, r) => s + r, 0) / ratings.length);
}

/** C.07 10.2 TPR: ARO plus dp (B.02 8.1.1) of the fractional score; null without games. */
export function performanceRating(games: RatedGame[]): number | null {
  const aro = averageRating(games.map((g) => g.opponentRating));
  if (aro === null) return null;
  const score = games.reduce((s, g) => s + g.score, 0);
  return aro + dpFromScore(score / games.length);
}

/**
 * C.07 10.3 PTP: the lowest whole rating whose expected score (sum of PD of table 8.1.2 over the
 * opponents, full scale, no 400-point cut) reaches the score; a zero score gives the lowest-rated
 * opponent minus 800. Null without games.
 */
export function perfectPerformance(games: RatedGame[]): number | null {
  if (games.length === 0) return null;
  const ratings = games.map((g) => g.opponentRating);
  const target = Math.round(games.reduce((s, g) => s + g.score, 0) * 100);
  // Loops, not Math.min(...ratings): a spread of a very long list overflows the call stack.
  let min = Infinity;
  let max = -Infinity;
  for (const r of ratings) {
    if (r < min) min = r;
    if (r > max) max = r;
  }
  if (target === 0) return min - 800;
  const expected = (r: number) => ratings.reduce((s, o) => s + expectedHundredths(r - o), 0);
  // Expected score grows with R; it reaches every score ≤ the number of games by max + 736.
  let lo = min - 800; // expected(lo) = 0 < target
  let hi = max + 736; // expected(hi) = 100 × games ≥ target
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (expected(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

// ---- Rating change (B.02 8.3) ----

export interface KFactorInput {
  rating: number;
  /** Games the player has had rated so far (K = 40 until 30). */
  gamesRated: number;
  /** The player is under 18 at the end of the year (their 18th birthday's year at most). */
  under18: boolean;
  /** The player's published rating has ever reached 2400. */
  reached2400: boolean;
}

export interface KFactor {
  k: number;
  /** Turkish: which rule of 8.3.3 gave it. */
  reason: string;
}

/** B.02 8.3.3: the development coefficient K. */
export function kFactor(input: KFactorInput): KFactor {
  if (input.reached2400)
    return { k: 10, reason: 'Yayımlanmış ratingi bir kez 2400’e ulaşmış oyuncu: K = 10 (sonradan 2400’ün altına düşse de).' };
  if (input.gamesRated < 30) return { k: 40, reason: 'Listeye yeni girmiş, toplam 30 oyunu tamamlamamış oyuncu: K = 40.' };
  if (input.under18 && input.rating < 2300)
    return { k: 40, reason: '18 yaşını doldurduğu yılın sonuna kadar, ratingi 2300’ün altında kalan oyuncu: K = 40.' };
  if (input.rating < 2400) return { k: 20, reason: 'Ratingi 2400’ün altında olan oyuncu: K = 20.' };
  return { k: 10, reason: 'Ratingi 2400 ve üzeri: K = 10.' };
}

export interface GameChange {
  opponentRating: number;
  score: number;
  /** D used (after the 400-point rule). */
  diff: number;
  capped: boolean;
  /** PD as a fraction. */
  expected: number;
  /** ΔR = score − PD. */
  delta: number;
}

export interface RatingChange {
  /** K after the 700 rule. */
  k: number;
  kReduced: boolean;
  games: GameChange[];
  sumDelta: number;
  /** K × ΣΔR, unrounded. */
  change: number;
  /** B.02 8.3.4: rounded to the nearest whole number, 0.5 away from zero. */
  rounded: number;
}

/**
 * B.02 8.3: rating change of a rated player over a list of games against rated opponents.
 * 8.3.1: D is capped at 400 for players rated below 2650 (since 1 October 2025; for 2650 and above
 * the real difference counts). 8.3.2: ΔR = score − PD, summed, times K. 8.3.3: when K × n exceeds 700,
 * K is the largest whole number with K × n ≤ 700 (n: the games of the rating period; here the games given).
 */
export function ratingChange(rating: number, k: number, games: RatedGame[]): RatingChange {
  let kUsed = k;
  const n = games.length;
  const kReduced = n > 0 && k * n > 700;
  if (kReduced) kUsed = Math.floor(700 / n);
  const rows: GameChange[] = games.map((g) => {
    let diff = rating - g.opponentRating;
    let capped = false;
    if (rating < 2650 && Math.abs(diff) > 400) {
      diff = Math.sign(diff) * 400;
      capped = true;
    }
    const expected = expectedHundredths(diff) / 100;
    return { opponentRating: g.opponentRating, score: g.score, diff, capped, expected, delta: round2(g.score - expected) };
  });
  const sumDelta = round2(rows.reduce((s, r) => s + r.delta, 0));
  const change = round2(sumDelta * kUsed);
  const rounded = Math.sign(change) * Math.floor(Math.abs(change) + 0.5 + 1e-9);
  return { k: kUsed, kReduced, games: rows, sumDelta, change, rounded: rounded === 0 ? 0 : rounded };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

// ---- First rating of an unrated player (B.02 effective 1 March 2024, 8.2; the list, 7) ----

/** 8.2: two hypothetical opponents of this rating are added, each game with them a draw. */
export const HYPOTHETICAL_OPPONENT = 1800;
/** The highest first rating. */
export const MAX_INITIAL_RATING = 2200;
/** The rating floor: a first rating below it is not published (since 1 March 2024). */
export const RATING_FLOOR = 1400;
/** Games against rated opponents needed before a first rating is published. */
export const MIN_INITIAL_GAMES = 5;

export interface InitialRating {
  /** Games against rated opponents (the hypothetical ones not counted). */
  games: number;
  score: number;
  /** Ra: the average of the rated opponents and the two hypothetical 1800 opponents, unrounded. */
  ra: number;
  /** The fractional score with the two hypothetical draws, (score + 1) / (games + 2). */
  p: number;
  dp: number;
  /** Ru = Ra + dp, rounded to the nearest whole number and capped at 2200. */
  ru: number;
  capped: boolean;
  /** At least five games against rated opponents and Ru at least the floor of 1400. */
  published: boolean;
  /** Turkish: why it is (not) published. */
  reason: string;
}

/**
 * B.02 (1 March 2024) 8.2: the first rating Ru of a player unrated at the start, from all their games
 * against rated opponents as if played in one event: Ra is the average rating of those opponents and two
 * hypothetical opponents rated 1800, the score counts a draw against each of the two, Ru = Ra + dp
 * (table 8.1.1), rounded, at most 2200. Published (7) with at least five games and Ru ≥ 1400. A zero score
 * in the player's first event is disregarded (8.2): null here, as for no games.
 */
export function initialRating(games: RatedGame[]): InitialRating | null {
  const n = games.length;
  const score = games.reduce((s, g) => s + g.score, 0);
  if (n === 0 || score === 0) return null;
  const ra = (games.reduce((s, g) => s + g.opponentRating, 0) + 2 * HYPOTHETICAL_OPPONENT) / (n + 2);
  const p = (score + 1) / (n + 2);
  const dp = dpFromScore(p);
  const raw = roundHalfUp(ra + dp);
  const ru = Math.min(raw, MAX_INITIAL_RATING);
  const enough = n >= MIN_INITIAL_GAMES;
  const high = ru >= RATING_FLOOR;
  const reason = !enough
    ? `Ratingli rakiplere karşı ${n} oyun var; ilk ratingin yayımlanması için en az ${MIN_INITIAL_GAMES} gerekir (oyunlar sonraki turnuvalarla tamamlanabilir).`
    : !high
      ? `Hesaplanan ilk rating ${ru}; ${RATING_FLOOR} taban ratinginin altında kaldığı için yayımlanmaz.`
      : `Ratingli rakiplere karşı ${n} oyun, ilk rating ${ru}: listede yayımlanır.`;
  return { games: n, score, ra, p, dp, ru, capped: raw > MAX_INITIAL_RATING, published: enough && high, reason };
}
