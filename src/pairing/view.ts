// The pairing view of a TRF file: for the round to pair, who takes part, each player's score, colour
// history, float history and byes (C.04.1 and C.04.3 terms). Pure TypeScript.
//
// Scores are kept in tenths of a point (win 10, draw 5) so that they are exact integers.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import { blockPoints, pointValues } from '../trf/points.ts';
import { inferInitialColour } from '../trf/read.ts';
import { accelerationOf } from './acceleration.ts';
import type { TrfError, TrfFile, TrfPlayerRecord } from '../trf/read.ts';

export type Colour = 'w' | 'b';

export interface PastRound {
  round: number;
  /** Opponent's start number when the player was paired with someone (played or forfeited). */
  opponent: number | null;
  colour: Colour | null;
  /** A game played over the board (`1 = 0 W D L`); forfeits and byes are not. */
  played: boolean;
  /** Took part in that round's pairing (a game, a forfeit or the pairing-allocated bye). */
  paired: boolean;
  /** Pairing-allocated bye (C.04.1 c). */
  pab: boolean;
  /** Points in tenths. */
  points: number;
  code: string;
}

export interface PairingPlayer {
  id: number;
  name: string;
  rating: number | null;
  line: number;
  /** 0-based pairing order (start number or, with `XXC rank`, the rank column). */
  rankIndex: number;
  /** Score in tenths before the round to pair (with acceleration for that round). */
  score: number;
  /** Score without acceleration (board order). */
  plainScore: number;
  history: PastRound[];
  /** Start numbers of the opponents met over the board (C.04.1 b: not again). */
  met: Set<number>;
  /** Start numbers this player may not meet in the round to pair (XXP, 260: family, club). */
  forbidden: Set<number>;
  playedGames: number;
  /** Colour preference (C.04.3 1.7): null = none. */
  preference: Colour | null;
  /** |whites − blacks| over played games. */
  imbalance: number;
  /** Colour of the last two played games when equal, else null. */
  repeated: Colour | null;
  absolute: boolean;
  strong: boolean;
  /** May receive the pairing-allocated bye: no PAB, no full-point unplayed round before (C.04.1 d). */
  byeEligible: boolean;
  /** Takes part in the round to pair (no bye or withdrawal already written for it). */
  present: boolean;
  /** What stands for the round to pair (a requested bye) when not present. */
  presetCode: string | null;
  acceleration: number[];
}

export interface PairingState {
  /** The round to pair (1-based). */
  round: number;
  /** Rounds of the tournament (XXR, else the rounds in the file). */
  totalRounds: number;
  initialColour: Colour;
  players: PairingPlayer[];
  byId: Map<number, PairingPlayer>;
  /** Point values in tenths. */
  points: { win: number; draw: number; loss: number; forfeitLoss: number; zpb: number; pab: number };
}

const tenths = (x: number) => Math.round(x * 10);

/** The round to pair: one after the last round in which anyone was paired (a game, a forfeit or a PAB). */
export function nextRound(file: TrfFile): number {
  let last = 0;
  for (const p of file.players) {
    for (const b of p.rounds)
      if (b.opponent !== null || b.result === 'U' || (b.result === '+' && b.opponent === null)) last = Math.max(last, b.round);
  }
  return last + 1;
}

/**
 * The state before pairing `round` (default: the next round). Rounds ≥ `round` are ignored except the
 * requested byes and absences written for `round` itself.
 */
export function pairingState(file: TrfFile, round = nextRound(file)): Result<PairingState, TrfError> {
  const points = pointsInTenths(file);
  const totalRounds = file.rounds ?? Math.max(round, ...file.players.map((p) => p.rounds.length));
  if (round > totalRounds) {
    return err({ line: file.roundsLine || 1, column: 1, message: `Turnuvanın ${totalRounds} turu da eşlenmiş; eşlenecek tur kalmadı.` });
  }
  const next = nextRound(file);
  // Virtual points (C.04.5.1 Baku from a 192 line, or XXA/250 lines), in tenths per round.
  const acc = accelerationOf(file);
  if (!acc.ok) return acc;
  const order = [...file.players].sort((a, b) => (file.pairByRank ? (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.id - b.id : a.id - b.id));
  const byId = new Map<number, PairingPlayer>();
  const recById = new Map<number, TrfPlayerRecord>(file.players.map((p) => [p.id, p]));
  const players: PairingPlayer[] = [];
  let rankIndex = 0;
  for (const rec of order) {
    const history: PastRound[] = [];
    for (let r = 1; r < round; r++) {
      const h = pastRound(rec, r, recById, points);
      if (!h.ok) return h;
      history.push(h.value);
    }
    const checked = checkPointsColumn(rec, points, next);
    if (!checked.ok) return checked;
    const p = playerAt(file, rec, round, next, history, points, acc.value?.points.get(rec.id) ?? []);
    colourData(p);
    // Pairing numbers count the players who take part now or took part in an earlier pairing.
    if (p.present || history.some((h) => h.paired)) p.rankIndex = rankIndex++;
    else p.present = false;
    players.push(p);
    byId.set(p.id, p);
  }
  const initialColour = file.initialColour ?? inferInitialColour(file);
  return ok({ round, totalRounds, initialColour, players, byId, points });
}

/** The file's point values (XXS, BB…, 162; else 1, ½, 0) in tenths. */
function pointsInTenths(file: TrfFile): PairingState['points'] {
  const v = pointValues(file);
  return {
    win: tenths(v.win),
    draw: tenths(v.draw),
    loss: tenths(v.loss),
    forfeitLoss: tenths(v.forfeitLoss),
    zpb: tenths(v.zpb),
    pab: tenths(v.pab),
  };
}

/**
 * Round `r` of a player as the pairing sees it: a game or forfeit against an opponent whose own line
 * says the same (the other colour), or a bye. A block the two sides contradict is a Turkish error
 * naming the line and column.
 */
function pastRound(
  rec: TrfPlayerRecord,
  r: number,
  recById: Map<number, TrfPlayerRecord>,
  points: PairingState['points'],
): Result<PastRound, TrfError> {
  const b = rec.rounds[r - 1];
  if (!b || (b.opponent === null && b.result === ' '))
    return ok({ round: r, opponent: null, colour: null, played: false, paired: false, pab: false, points: points.zpb, code: ' ' });
  const code = b.result;
  if (b.opponent === null) {
    // Byes: U pairing-allocated, F full point, H half point, Z/-/0 zero; '+' without opponent is an old PAB.
    const pab = code === 'U' || code === '+';
    return ok({ round: r, opponent: null, colour: null, played: false, paired: pab, pab, points: blockPoints(null, code, points), code });
  }
  const opp = recById.get(b.opponent);
  if (!opp) return err({ line: rec.line, column: b.column, message: `${r}. turdaki rakip ${b.opponent} numaralı oyuncu dosyada yok.` });
  const back = opp.rounds[r - 1];
  if (!back || back.opponent !== rec.id) {
    return err({
      line: rec.line,
      column: b.column,
      message: `${r}. tur: ${rec.id}, rakibini ${b.opponent} gösteriyor ama ${b.opponent} numaralı oyuncunun satırında (satır ${opp.line}) bu turun rakibi ${back?.opponent ?? 'yok'}.`,
    });
  }
  if ((b.colour === 'w' || b.colour === 'b') && back.colour === b.colour) {
    const name = b.colour === 'w' ? 'beyaz (w)' : 'siyah (b)';
    return err({
      line: rec.line,
      column: b.column + 5,
      message: `${r}. tur: ${rec.id} ile ${b.opponent} numaralı oyuncunun ikisi de ${name} yazılmış (satır ${rec.line} ve ${opp.line}); biri w, öteki b olmalı.`,
    });
  }
  if ('HFUZ '.includes(code))
    return err({
      line: rec.line,
      column: b.column + 7,
      message: `${r}. tur: “${code}” bir bay sonucudur, rakip (${b.opponent}) yazılmamalı.`,
    });
  const played = '10=WDL'.includes(code);
  const colour = b.colour === 'w' || b.colour === 'b' ? b.colour : null;
  if (played && colour === null)
    return err({ line: rec.line, column: b.column + 5, message: `${r}. turda oynanan oyunun rengi w ya da b olmalı.` });
  return ok({
    round: r,
    opponent: b.opponent,
    colour,
    played,
    paired: true,
    pab: false,
    points: blockPoints(b.opponent, code, points),
    code,
  });
}

/** The points column (81–84), when written, must equal the rounds' sum, with or without the byes already written for the round to pair. */
function checkPointsColumn(rec: TrfPlayerRecord, points: PairingState['points'], next: number): Result<true, TrfError> {
  if (rec.points === null) return ok(true);
  const total = rec.rounds.reduce((s, b) => s + blockPoints(b.opponent, b.result, points), 0);
  const paired = rec.rounds.filter((b) => b.round < next).reduce((s, b) => s + blockPoints(b.opponent, b.result, points), 0);
  if (total === tenths(rec.points) || paired === tenths(rec.points)) return ok(true);
  return err({
    line: rec.line,
    column: 81,
    message: `${rec.id} numaralı oyuncunun puanı dosyada ${String(rec.points).replace('.', ',')}, ama turların toplamı ${String(total / 10).replace('.', ',')}; sonuçlar puanı tutmuyor.`,
  });
}

/** A player before pairing `round`: score (with the round's virtual points), opponents met, forbidden opponents, PAB eligibility, presence. */
function playerAt(
  file: TrfFile,
  rec: TrfPlayerRecord,
  round: number,
  next: number,
  history: PastRound[],
  points: PairingState['points'],
  acceleration: number[],
): PairingPlayer {
  const preset = rec.rounds[round - 1];
  const announced = file.byes.find((b) => b.round === round && b.players.includes(rec.id));
  const present = !announced && isPresent(preset, round >= next);
  const plain = history.reduce((s, h) => s + h.points, 0);
  return {
    id: rec.id,
    name: rec.name,
    rating: rec.rating,
    line: rec.line,
    rankIndex: -1,
    score: plain + (acceleration[round - 1] ?? 0),
    plainScore: plain,
    history,
    met: new Set(history.filter((h) => h.played && h.opponent !== null).map((h) => h.opponent as number)),
    forbidden: new Set(
      file.forbidden
        .filter((f) => f.first <= round && round <= f.last && f.players.includes(rec.id))
        .flatMap((f) => f.players.filter((x) => x !== rec.id)),
    ),
    playedGames: 0,
    preference: null,
    imbalance: 0,
    repeated: null,
    absolute: false,
    strong: false,
    byeEligible: !history.some((h) => !h.played && (h.pab || h.points >= points.win)),
    present,
    presetCode: present ? null : (announced?.code ?? preset?.result ?? ' '),
    acceleration,
  };
}

/**
 * Takes part in the round: nothing written for it yet, or (re-pairing a round already paired) a game, a
 * forfeit or the PAB. There, nothing written means not in that pairing (a late entry, a withdrawal): a
 * blank block counts as Z.
 */
function isPresent(preset: TrfPlayerRecord['rounds'][number] | undefined, unpaired: boolean): boolean {
  if (!preset || (preset.opponent === null && preset.result === ' ')) return unpaired;
  return preset.opponent !== null || preset.result === 'U' || preset.result === '+';
}

/** C.04.3 1.6/1.7: colour difference, the last two colours, the preference and its strength. */
function colourData(p: PairingPlayer): void {
  let white = 0;
  let black = 0;
  let run = 0;
  let last: Colour | null = null;
  for (const h of p.history) {
    if (!h.played || h.colour === null) continue;
    p.playedGames++;
    if (h.colour === 'w') white++;
    else black++;
    run = last === h.colour ? run + 1 : 1;
    last = h.colour;
  }
  const lower: Colour = white > black ? 'b' : 'w';
  p.imbalance = Math.abs(white - black);
  const inv = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
  p.preference = p.imbalance > 1 ? lower : run > 1 && last ? inv(last) : p.imbalance > 0 ? lower : run && last ? inv(last) : null;
  p.repeated = run > 1 ? last : null;
  p.absolute = p.imbalance > 1 || p.repeated !== null;
  p.strong = !p.absolute && p.imbalance > 0;
}
