// Title norms: FIDE Title Regulations (Handbook B.01, effective 1 January 2024), Article 1.4.
// One player's result in one tournament against the requirements for one title, each requirement with
// its article and a Turkish reason. Pure: no DOM, no Node APIs.
import { decimalTr as trNum, err, ok, percentTr, type Result } from '../lib/index.ts';
import { dpFromScore } from '../tiebreak/index.ts';

export const NORM_TITLES = ['GM', 'IM', 'WGM', 'WIM'] as const;
export type NormTitle = (typeof NORM_TITLES)[number];

export interface NormLevel {
  /** 1.4.6 b: the adjusted rating floor (one opponent at most is raised to it). */
  floor: number;
  /** 1.4.8 a: the minimum rating average of the opponents. */
  minAverage: number;
  /** 1.4.8: the minimum performance. */
  minPerformance: number;
  /** 1.4.5 b–e: the titles that count for the one-third requirement. */
  titles: readonly string[];
}

/** B.01 1.4.5 b–e, 1.4.6 b, 1.4.8 and 1.4.8 a. */
export const NORM_LEVELS: Record<NormTitle, NormLevel> = {
  GM: { floor: 2200, minAverage: 2380, minPerformance: 2600, titles: ['GM'] },
  IM: { floor: 2050, minAverage: 2230, minPerformance: 2450, titles: ['GM', 'IM'] },
  WGM: { floor: 2000, minAverage: 2180, minPerformance: 2400, titles: ['GM', 'IM', 'WGM'] },
  WIM: { floor: 1850, minAverage: 2030, minPerformance: 2250, titles: ['GM', 'IM', 'WGM', 'WIM'] },
};

/** 1.4.5 a: titleholders (CM and WCM do not count). */
export const TITLEHOLDERS: readonly string[] = ['GM', 'IM', 'FM', 'WGM', 'WIM', 'WFM'];
/** 1.4.1 a: the fewest games. */
export const MIN_GAMES = 9;
/** 1.4.1 b: the fewest games in a world or continental team or club championship. */
export const MIN_GAMES_TEAM = 7;
/** 1.4.3 d: a Swiss event is exempt from the federation requirements with at least this many rated players
 * not from the host federation, from at least this many federations, this many of them GM, IM, WGM or WIM. */
export const SWISS_EXEMPT = { rated: 20, federations: 3, titled: 10 } as const;
export const SWISS_TITLES: readonly string[] = ['GM', 'IM', 'WGM', 'WIM'];
/** 1.7: a norm from more than 13 rounds counts as 13 games. */
export const MAX_COUNTED_GAMES = 13;
/** 1.4.6 d: the rating of an unrated opponent. */
export const UNRATED_RATING = 1400;
/** 1.4.8 b: the minimum score. */
export const MIN_SCORE_SHARE = 0.35;
/** 1.4.2 a: players registered under FIDE ("FID") are accepted but are not a federation. */
export const NO_FEDERATION = 'FID';

export interface NormOpponent {
  /** Shown in reasons; optional. */
  name?: string;
  /** FIDE rating on the list in force at the start (1.4.6 a); null when unrated. */
  rating: number | null;
  /** "GM", "IM", "FM", "WGM", …; "" for none. */
  title: string;
  /** Three-letter FIDE federation code. */
  federation: string;
  /** The player's score against this opponent (games played over the board only, 1.4.2 c). */
  score: number;
  /** 1.4.2 b: an unrated opponent who scored zero in a round-robin; the game is left out there. */
  zeroScore?: boolean;
  /** The norm seeker chooses to leave out this game, one they won (1.4.1: results against defeated opponents may be ignored). */
  ignore?: boolean;
}

/** 1.4.3 d: the field of a Swiss event, counted from the players not from the host federation. */
export interface SwissField {
  /** Rated players not from the host federation. */
  rated: number;
  /** Their federations (FID not counted). */
  federations: number;
  /** Of them, GM, IM, WGM or WIM. */
  titled: number;
}

export interface NormInput {
  title: NormTitle;
  /** The norm seeker's federation. */
  federation: string;
  opponents: NormOpponent[];
  /**
   * The event is exempt from the federation requirements (1.4.3 a–d: a national championship's final,
   * a national team championship, a zonal, or a Swiss with the conditions of 1.4.3 d). Set by the arbiter.
   */
  exempt?: boolean;
  /** 1.4.1 b: a world or continental team or club championship (seven games suffice). */
  teamChampionship?: boolean;
  /** 1.4.1 c: the player had a forfeit win or a bye given by the pairing (not one they asked for): eight games count as nine. */
  creditedRound?: boolean;
  /** The event is a round-robin (1.4.2 b applies). */
  roundRobin?: boolean;
  /** 1.4.3 d: the Swiss field; the federation requirements are waived when it meets SWISS_EXEMPT. */
  swissField?: SwissField;
}

export type RequirementId =
  'games' | 'federations' | 'own-federation' | 'one-federation' | 'titled' | 'title-third' | 'average' | 'score' | 'performance';

export interface Requirement {
  id: RequirementId;
  /** B.01 article, e.g. "1.4.5 b". */
  article: string;
  ok: boolean;
  /** Turkish: the requirement, what was found, and why it fails when it does. */
  reason: string;
}

export interface NormResult {
  title: NormTitle;
  games: number;
  /** Games the norm counts for (1.7: at most 13). */
  countedGames: number;
  score: number;
  /** Score share rounded to a whole percent, 0.5 up (1.4.9), e.g. 0.67. */
  percent: number;
  /** Ratings used after 1.4.6 (unrated 1400, one raised to the floor), in the input's order. */
  ratings: number[];
  /** Index of the opponent raised to the floor, or null. */
  raised: number | null;
  /** 1.4.7: the rating average, rounded, 0.5 up. */
  average: number;
  /** 1.4.9. */
  dp: number;
  /** 1.4.8: Ra + dp. */
  performance: number;
  requirements: Requirement[];
  /** Every requirement met. */
  norm: boolean;
  /** Turkish notes on what the check does not decide. */
  notes: string[];
}

export interface NormError {
  /** The field: "opponents.3.rating", "title", … */
  field: string;
  message: string;
}

function validate(input: NormInput): NormError | null {
  if (!(NORM_TITLES as readonly string[]).includes(input.title))
    return { field: 'title', message: `unvan GM, IM, WGM ya da WIM olmalı, "${String(input.title)}" verildi` };
  if (!/^[A-Z]{3}$/.test(input.federation ?? ''))
    return { field: 'federation', message: 'oyuncunun federasyonu üç büyük harfli FIDE kodu olmalı (ör. TUR)' };
  if (!Array.isArray(input.opponents) || input.opponents.length === 0) return { field: 'opponents', message: 'en az bir rakip girilmeli' };
  for (const [i, o] of input.opponents.entries()) {
    const at = `opponents.${i}`;
    if (o.rating !== null && !(Number.isInteger(o.rating) && o.rating >= 1000 && o.rating <= 3000))
      return {
        field: `${at}.rating`,
        message: `${i + 1}. rakibin ratingi 1000 ile 3000 arasında bir tam sayı ya da boş (ratingsiz) olmalı`,
      };
    if (!/^[A-Z]{3}$/.test(o.federation ?? ''))
      return { field: `${at}.federation`, message: `${i + 1}. rakibin federasyonu üç büyük harfli FIDE kodu olmalı (ör. TUR, GER, FID)` };
    if (![0, 0.5, 1].includes(o.score)) return { field: `${at}.score`, message: `${i + 1}. rakibe karşı skor 1, ½ ya da 0 olmalı` };
    if (o.ignore && o.score !== 1)
      return {
        field: `${at}.ignore`,
        message: `${i + 1}. rakip yok sayılamaz: yalnızca yenilen rakiplere karşı sonuçlar yok sayılabilir (1.4.1)`,
      };
    if (o.zeroScore && o.rating !== null)
      return { field: `${at}.zeroScore`, message: `${i + 1}. rakip ratingli: 1.4.2 b yalnızca ratingsiz rakipler için geçerlidir` };
  }
  return null;
}

/** Checks one result against the norm requirements of B.01 1.4 for `input.title`. */
export function checkNorm(input: NormInput): Result<NormResult, NormError> {
  const bad = validate(input);
  if (bad) return err(bad);
  const level = NORM_LEVELS[input.title];
  const { ops, left } = countedOpponents(input);
  if (ops.length === 0) return err({ field: 'opponents', message: 'yok sayılan oyunlardan sonra hiç oyun kalmadı' });
  const n = ops.length;
  const swiss = swissExemption(input.swissField);
  const rating = ratingAverage(ops, level);
  const raisedText =
    rating.raised === null
      ? ''
      : ` ${rating.raised + 1}. rakibin ratingi (${rating.base[rating.raised]}${ops[rating.raised].rating === null ? ', ratingsiz: 1400 sayılır' : ''}) ${level.floor} tabanına yükseltildi (1.4.6 b, c).`;
  const { average } = rating;
  // 1.4.8 b: at least 35 %; 1.4.8, 1.4.9: Rp = Ra + dp, percentages rounded to whole numbers, 0.5 up.
  const score = ops.reduce((s, o) => s + o.score, 0);
  const percent = Math.floor((score / n) * 100 + 0.5 + 1e-9) / 100;
  const dp = dpFromScore(percent);
  const performance = average + dp;
  const reqs: Requirement[] = [
    gamesRequirement(input, n),
    ...federationRequirements(input, ops, swiss),
    ...titleRequirements(input, ops, level),
    requirement(
      'average',
      '1.4.8 a',
      average >= level.minAverage,
      `Rakiplerin rating ortalaması ${average} (1.4.7);${raisedText} ${input.title} normu için en az ${level.minAverage} gerekir.`,
    ),
    requirement('score', '1.4.8 b', percent >= MIN_SCORE_SHARE, `Skor ${trNum(score)}/${n} (${percentTr(percent)}); en az %35 gerekir.`),
    requirement(
      'performance',
      '1.4.8',
      performance >= level.minPerformance,
      `Performans Rp = Ra + dp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance} (dp, ${percentTr(percent)} için 1.4.9 tablosundan); ${input.title} normu için en az ${level.minPerformance} gerekir.`,
    ),
  ];

  const notes = [
    'Turnuvanın kendisiyle ilgili koşullar (1.1: süre denetimi, günde en çok iki tur, FIDE kaydı, başhakemin unvanı) ve 1.4.2 d–e hesaplanmaz; hükmen sonuçlanan oyunlar girilmemelidir (1.4.2 c).',
    ...left,
  ];
  if (input.swissField && !swiss.exempt && !input.exempt) notes.push(`${swiss.text}: 1.4.3 d istisnası için yetmez.`);
  if (n > MAX_COUNTED_GAMES) notes.push(`13'ten çok turlu turnuvadaki norm 13 oyun sayılır (1.7).`);
  return ok({
    title: input.title,
    games: n,
    countedGames: Math.min(n, MAX_COUNTED_GAMES),
    score,
    percent,
    ratings: rating.ratings,
    raised: rating.raised,
    average,
    dp,
    performance,
    requirements: reqs,
    norm: reqs.every((r) => r.ok),
    notes,
  });
}

const requirement = (id: RequirementId, article: string, isOk: boolean, reason: string): Requirement => ({ id, article, ok: isOk, reason });

/**
 * The games that count, and a note for each left out before anything is counted: 1.4.2 b (round-robin,
 * unrated zero scorers) and games won that the player chooses to ignore (1.4.1).
 */
function countedOpponents(input: NormInput): { ops: NormOpponent[]; left: string[] } {
  const left: string[] = [];
  const ops = input.opponents.filter((o, i) => {
    const who = o.name ?? `${i + 1}. rakip`;
    if (o.zeroScore && input.roundRobin) {
      left.push(`${who}: devreli turnuvada sıfır puan alan ratingsiz rakip; oyun norm hesabına girmez (1.4.2 b).`);
      return false;
    }
    if (o.ignore) {
      left.push(
        `${who}: yenilen rakibe karşı sonuç oyuncunun isteğiyle yok sayıldı (1.4.1); turnuvanın tam çapraz tablosu yine de gönderilir.`,
      );
      return false;
    }
    return true;
  });
  return { ops, left };
}

/**
 * 1.4.1 a: at least nine games; b: seven in a world or continental team or club championship; c: eight
 * count as nine when the ninth round was a forfeit win or a bye the pairing gave.
 */
function gamesRequirement(input: NormInput, n: number): Requirement {
  if (input.teamChampionship) {
    return requirement(
      'games',
      '1.4.1 b',
      n >= MIN_GAMES_TEAM,
      `${n} oyun oynandı; dünya ya da kıta takım veya kulüp şampiyonasında en az ${MIN_GAMES_TEAM} oyun gerekir.`,
    );
  }
  if (input.creditedRound && n === MIN_GAMES - 1) {
    return requirement(
      'games',
      '1.4.1 c',
      true,
      `${n} oyun oynandı; eksik tur hükmen galibiyet ya da eşlendirmenin verdiği bay olduğu için ${MIN_GAMES} oyun sayılır.`,
    );
  }
  const credited =
    input.creditedRound && n < MIN_GAMES - 1
      ? ` Hükmen galibiyet ya da eşlendirmenin verdiği bay yalnızca ${MIN_GAMES - 1} oyunu ${MIN_GAMES} saydırır (1.4.1 c).`
      : '';
  return requirement(
    'games',
    '1.4.1 a',
    n >= MIN_GAMES,
    n >= MIN_GAMES
      ? `${n} oyun oynandı (en az ${MIN_GAMES} gerekir).`
      : `${n} oyun oynandı; norm için en az ${MIN_GAMES} oyun gerekir.${credited}`,
  );
}

/** 1.4.3 d: whether a Swiss field meets SWISS_EXEMPT, and the sentence that counts it. */
function swissExemption(sw: SwissField | undefined): { exempt: boolean; text: string } {
  if (!sw) return { exempt: false, text: '' };
  return {
    exempt: sw.rated >= SWISS_EXEMPT.rated && sw.federations >= SWISS_EXEMPT.federations && sw.titled >= SWISS_EXEMPT.titled,
    text: `İsviçre turnuvasında ev sahibi federasyondan olmayan ${sw.rated} ratingli oyuncu (en az ${SWISS_EXEMPT.rated}), ${sw.federations} federasyon (en az ${SWISS_EXEMPT.federations}), bunlardan ${sw.titled} GM, IM, WGM ya da WIM (en az ${SWISS_EXEMPT.titled})`,
  };
}

/** 1.4.3, 1.4.4: the mix of federations (FID is no federation, 1.4.2 a), unless the event is exempt. */
function federationRequirements(input: NormInput, ops: NormOpponent[], swiss: { exempt: boolean; text: string }): Requirement[] {
  if (input.exempt || swiss.exempt) {
    const why = swiss.exempt
      ? `${swiss.text}: turnuva 1.4.3 d istisnasına giriyor, federasyon koşulları aranmaz; başvurudaki normlardan en az biri bu istisna olmadan alınmış olmalıdır (1.4.3 e).`
      : 'Turnuva 1.4.3 a–d istisnalarından birine giriyor (hakemin bildirdiği): federasyon koşulları aranmaz; başvurudaki normlardan en az biri bu istisna olmadan alınmış olmalıdır (1.4.3 e).';
    return [
      requirement('federations', '1.4.3', true, why),
      requirement('own-federation', '1.4.4', true, why),
      requirement('one-federation', '1.4.4', true, why),
    ];
  }
  const n = ops.length;
  const feds = ops.map((o) => o.federation).filter((f) => f !== NO_FEDERATION);
  const foreign = [...new Set(feds.filter((f) => f !== input.federation))].sort();
  const own = feds.filter((f) => f === input.federation).length;
  const counts = new Map<string, number>();
  for (const f of feds) counts.set(f, (counts.get(f) ?? 0) + 1);
  const [topFed, topCount] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ['', 0];
  const maxOwn = Math.floor((3 * n) / 5);
  const maxOne = Math.floor((2 * n) / 3);
  return [
    requirement(
      'federations',
      '1.4.3',
      foreign.length >= 2,
      foreign.length >= 2
        ? `Oyuncunun federasyonundan başka ${foreign.length} federasyon var (${foreign.join(', ')}); en az 2 gerekir.`
        : `Oyuncunun federasyonundan başka ${foreign.length} federasyon var${foreign.length ? ` (${foreign.join(', ')})` : ''}; en az 2 gerekir (FID bir federasyon sayılmaz).`,
    ),
    requirement(
      'own-federation',
      '1.4.4',
      own <= maxOwn,
      `${own} rakip oyuncunun kendi federasyonundan (${input.federation}); en çok ${maxOwn} olabilir (${n} rakibin 3/5'i, aşağı yuvarlanır).`,
    ),
    requirement(
      'one-federation',
      '1.4.4',
      topCount <= maxOne,
      topCount <= maxOne
        ? `Tek bir federasyondan en çok ${topCount} rakip var${topFed ? ` (${topFed})` : ''}; sınır ${maxOne} (${n} rakibin 2/3'ü, aşağı yuvarlanır).`
        : `${topCount} rakip aynı federasyondan (${topFed}); en çok ${maxOne} olabilir (${n} rakibin 2/3'ü, aşağı yuvarlanır).`,
    ),
  ];
}

/** 1.4.5 a: at least half titleholders (CM, WCM do not count); 1.4.5 b–e: one third, at least three, of the title or higher. */
function titleRequirements(input: NormInput, ops: NormOpponent[], level: NormLevel): Requirement[] {
  const n = ops.length;
  const titled = ops.filter((o) => TITLEHOLDERS.includes(o.title)).length;
  const needTitled = Math.ceil(n / 2);
  const high = ops.filter((o) => level.titles.includes(o.title)).length;
  const needHigh = Math.max(3, Math.ceil(n / 3));
  const article = { GM: '1.4.5 b', IM: '1.4.5 c', WGM: '1.4.5 d', WIM: '1.4.5 e' }[input.title];
  return [
    requirement(
      'titled',
      '1.4.5 a',
      titled >= needTitled,
      `${titled} rakip unvanlı (GM, IM, FM, WGM, WIM, WFM; CM ve WCM sayılmaz); en az ${needTitled} gerekir (rakiplerin yarısı, yukarı yuvarlanır).`,
    ),
    requirement(
      'title-third',
      article,
      high >= needHigh,
      `${high} rakip ${level.titles.join(', ')} unvanlı; en az ${needHigh} gerekir (rakiplerin üçte biri, en az 3).`,
    ),
  ];
}

/**
 * 1.4.6: unrated opponents count 1400; at most one opponent, the lowest, is raised to the floor. 1.4.7:
 * the average, rounded to the nearest whole number, 0.5 up.
 */
function ratingAverage(
  ops: NormOpponent[],
  level: NormLevel,
): { base: number[]; ratings: number[]; raised: number | null; average: number } {
  const n = ops.length;
  const base = ops.map((o) => o.rating ?? UNRATED_RATING);
  const ratings = [...base];
  let raised: number | null = null;
  let lowest = -1;
  for (let i = 0; i < n; i++) if (ratings[i] < level.floor && (lowest < 0 || ratings[i] < ratings[lowest])) lowest = i;
  if (lowest >= 0) {
    ratings[lowest] = level.floor;
    raised = lowest;
  }
  const average = Math.floor(ratings.reduce((s, r) => s + r, 0) / n + 0.5 + 1e-9);
  return { base, ratings, raised, average };
}
