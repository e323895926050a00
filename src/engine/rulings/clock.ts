// Article 6: the flag (2018: 6.8, 6.9; rapid/blitz without full supervision A.4.3, A.4.5).
//
// 6.8  A flag is considered to have fallen when the arbiter observes it or when either
//      player has made a valid claim to that effect.
// 6.9  Except where 5.1.1, 5.1.2, 5.2.1, 5.2.2 or 5.2.3 applies (the game has already ended),
//      a player who does not complete the prescribed moves in time loses; but the game is
//      drawn if the position is such that the opponent cannot checkmate the player's king by
//      any possible series of legal moves.
// 6.2.2 The time between making the move on the board and pressing the clock is part of the
//      player's time: a pawn on the last rank whose new piece was not put down before the
//      flag fell is no completed move (4.7.3) — the player loses even if the queen would have
//      mated (MHK commentary on 6.2.2 and 6.3.1).
// A.4.3 To claim a win on time the claimant may stop the clock and notify the arbiter; a
//      draw if the claimant cannot checkmate. A.4.5 the arbiter who sees a flag fall says so.
// 2001 (seed 000): 6.9 fallen flag, 6.10 loss or draw (mate impossible even with the worst
//      play), 6.12 both flags, order unknown: the game continues. Rapid: B6 the flag counts
//      only on a valid claim, the arbiter does not call it; B7 the claimant's own flag must
//      not have fallen; B8 both flags fallen: a draw. Blitz C4: winning needs mating
//      potential (king and two knights against a bare king is not enough).

import type { Color } from '../types.ts';
import { opposite } from '../types.ts';
import type { Position } from '../position.ts';
import type { EventBase, Period } from './types.ts';

/** A flag seen fallen (events/flag.ts). */
interface FlagFall extends EventBase {
  side: Color | 'both';
  /** Who establishes the fall: the opponent's claim or the arbiter. */
  seenBy?: Color | 'arbiter';
  /** With `both`: the flag that fell first as an electronic clock shows it; null when unknown. */
  first?: Color | null;
}
import type { State } from './state.ts';
import { fault } from './fault.ts';
import { canWin } from './unwinnable.ts';
import { clock, pauseTr, side, sideGen } from './steps.ts';
import { recordingAfterFlag } from './recording.ts';
import { INITIAL_FEN } from '../fen.ts';
import { bothFlagsQuickplay, extraIncrement, flagWithPostponedClaim } from './quickplay.ts';

/** 2001 C4: mating potential (a helpmate exists; K+N+N against a bare king is not enough). */
export function hasMatingPotential(st: State, pos: Position, winner: Color): boolean {
  let knights = 0;
  let others = 0;
  let loserMen = 0;
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.pieceAt(sq);
    if (!p || p.role === 'king') continue;
    if (p.color === winner) {
      if (p.role === 'knight') knights++;
      else others++;
    } else loserMen++;
  }
  if (others === 0 && knights === 2 && loserMen === 0) return false;
  return canWin(st.ctx.verdicts, pos, winner) !== 'unwinnable';
}

/** The position on the board when the flag of `loser` is established. */
function flagPosition(st: State, loser: Color): Position {
  const t = st.turn;
  if (st.turnPlayer() === loser && t.placed) {
    if (t.placed.kind === 'legal') {
      st.step(
        st.ed.timeBetweenMoveAndPress,
        `${sideGen(loser)} hamlesi tahtada yapılmıştı ama saate basılmamıştı; hamleyle saate basma arasındaki süre de oyuncunun süresinden sayılır.`,
      );
      return t.placed.after;
    }
    if (t.placed.kind === 'unpromoted' && st.A.promotionMade) {
      st.step(
        st.A.promotionMade,
        `${side(loser)} piyonu terfi karesine sürmüştü ama yeni taşı kareye bırakmadan bayrağı düştü: terfi hamlesi, yeni taş bırakılıp piyon tahtadan kaldırıldığında yapılmış olur; bu hamle yapılmamıştır.`,
      );
      st.step(
        '6.2.2',
        'Hamleyi tahtada yapmakla saate basmak arasındaki süre de oyuncunun süresidir: terfi taşını süresi içinde koyamayan oyuncu, vezir terfisi mat edecek olsa bile zamandan kaybeder.',
      );
    }
  }
  return st.cur();
}

function decideOnTime(st: State, loser: Color, lossArticle: string): void {
  const winner = opposite(loser);
  const pos = flagPosition(st, loser);
  // 2001 C4: in blitz the winner needs mating potential.
  const potential = st.category === 'blitz' ? (st.ctx.old?.matingPotential ?? null) : null;
  const winnable = potential ? hasMatingPotential(st, pos, winner) : canWin(st.ctx.verdicts, pos, winner) !== 'unwinnable';
  if (winnable) {
    st.end(winner === 'white' ? '1-0' : '0-1', 'timeout', lossArticle);
    st.step(lossArticle, `${side(loser)} öngörülen hamleleri süresi içinde tamamlamadı: oyunu kaybeder, ${side(winner)} kazanır.`);
    if (potential) st.step(potential, `${side(winner)} mat yapma potansiyeline sahip olduğu için kazanç geçerlidir.`);
  } else {
    st.end('1/2-1/2', 'timeout-unwinnable', lossArticle);
    if (potential) st.step(potential, `Kazanmak için mat yapma potansiyeli gerekir; ${sideGen(winner)} bu potansiyeli yok.`);
    st.step(
      lossArticle,
      `${sideGen(loser)} süresi bitti; ancak ${side(winner)} kurallara uygun hiçbir hamle dizisiyle ${sideGen(loser)} şahını mat edemeyeceği için oyun berabere biter.`,
    );
  }
  st.ending.fen = pos.fen();
}

/**
 * 6.3.1 / 6.4: a flag falls at the end of a period. With periods, it is the period of the player's
 * last completed move (move 40 belongs to a 40-move first period); if that period prescribes N moves
 * and the player has completed them, no loss: the game goes on into the next period. Returns true then.
 */
function periodCompleted(st: State, loser: Color): boolean {
  const periods = st.s.timeControl?.periods;
  if (!periods || periods.length < 2) return false;
  const m = st.completedMoves(loser);
  let cum = 0;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i];
    if (p.moves === null) return false;
    const start = cum;
    cum += p.moves;
    // The period of move m (the first period for a player with no move yet).
    if (m <= cum || i === periods.length - 1) {
      if (m < cum || m === start) return false;
      const next = periods[i + 1];
      const A = st.A;
      st.step(
        A.timeControl,
        `Süre denetimi ${st.s.timeControl!.text}: ${i + 1}. dönemde ${p.moves} hamle (toplam ${cum}) ${p.minutes} dakikada tamamlanmalıdır; ${side(loser)} ${m} hamle tamamlamıştı.`,
      );
      st.step(
        A.flagCheck,
        `Bayrak düşünce hakem öngörülen hamle sayısına bakar: ${side(loser)} bu dönemin hamlelerini süresi içinde tamamladığı için kayıp yoktur; oyun bir sonraki dönemle (${next.minutes} dakika${next.moves ? `, ${next.moves} hamle` : ''}) sürer.`,
      );
      return true;
    }
  }
  return false;
}

/**
 * The time a clock set to `periods` has given a player who has completed `moves` moves: the first
 * period's time, the increment of each completed move's period, and the time of every period whose
 * start he has reached (6.3.1, 6.3.2). A delay (6.3.2) gives no time of its own.
 */
export function allottedSeconds(periods: Period[], moves: number): number {
  let total = periods[0].minutes * 60;
  for (let m = 1; m <= moves; m++) {
    const { index, end } = periodOf(periods, m);
    total += periods[index].incrementSeconds;
    if (end === m && periods[index + 1]) total += periods[index + 1].minutes * 60;
  }
  return total;
}

/** The period of move number `move` (1-based) and the move that ends it (null: the last period). */
function periodOf(periods: Period[], move: number): { index: number; end: number | null } {
  let cum = 0;
  for (let i = 0; i < periods.length; i++) {
    const n = periods[i].moves;
    if (n === null) return { index: i, end: null };
    cum += n;
    if (move <= cum) return { index: i, end: cum };
  }
  return { index: periods.length - 1, end: null };
}

/**
 * 6.2.1, 6.3.1, 6.3.2: pressing the clock ends the player's move on it. With per-move times
 * (`seconds`, spec v2) and `clocks`, the move's time comes off his clock (beyond the delay, 6.3.2),
 * the increment of the period goes on, and completing the period's moves adds the next period's
 * time (unused time carries over). A move longer than the time left is bad input: the flag fell.
 */
export function runClock(st: State, player: Color, pressSeconds = 0): void {
  const used = st.turn.seconds + pressSeconds;
  st.turn.seconds = 0;
  if (!st.ctx.timed || !st.time.clocks) {
    const w = 'Hamle süreleri ("seconds") ancak olaylar başlarken saatlerdeki süreler ("clocks") da verilirse hesaba katılır.';
    if (used > 0) st.warn(w);
    return;
  }
  const periods: Period[] = st.s.timeControl?.periods ?? [{ moves: null, minutes: 0, incrementSeconds: 0, delaySeconds: 0 }];
  const move = st.completedMoves(player) + 1;
  const { index, end } = periodOf(periods, move);
  const p = periods[index];
  const charged = Math.max(0, used - p.delaySeconds);
  const left = st.time.clocks[player];
  if (charged > left)
    fault(
      st,
      'seconds',
      `${sideGen(player)} saatinde ${clock(left)} vardı; ${used} saniye süren bir hamle süresi içinde tamamlanamaz: bayrak hamle sırasında düşmüştür ("flag" olayı yazılmalı)`,
    );
  // III.4: after the arbiter agreed, five seconds per move for both players on top of the period's.
  st.time.clocks[player] = left - charged + p.incrementSeconds + extraIncrement(st);
  const next = periods[index + 1];
  if (end !== null && move === end && next) {
    st.time.clocks[player] += next.minutes * 60;
    st.step(
      st.A.periodCarry,
      `${side(player)} ${end}. hamlesini tamamladı: sonraki dönemin ${next.minutes} dakikası saatine eklendi; önceki dönemden artan süre de korunur (${sideGen(player)} saati: ${clock(st.time.clocks[player])}).`,
    );
  }
}

export function onFlag(st: State, ev: FlagFall): void {
  // A flag before the player's first move: the game has not started for him (6.7 deals with a
  // player who is absent); a scenario that says so is bad input.
  if (ev.side !== 'both' && st.completedMoves(ev.side) === 0 && st.s.start.split(' ')[0] === INITIAL_FEN.split(' ')[0])
    fault(
      st,
      'flag',
      `${side(ev.side)} henüz hiç hamle yapmadı: ilk hamlesinden önce bayrak düşemez (oyuncu gelmediyse geç kalma kuralı, Madde 6.7 uygulanır); senaryonun başlangıç konumunu ya da hamlelerini yazın`,
    );
  recordingAfterFlag(st);
  flagDecision(st, ev);
  // The scoresheets were brought up to date (8.5): whoever plays on records again (8.4 anew).
  if (!st.over) st.recording.stopped.clear();
}

function flagDecision(st: State, ev: FlagFall): void {
  // Guidelines III.3.1 (2001 10.3): both flags, the first unknown, under the quickplay rules.
  if (bothFlagsQuickplay(st, ev)) return;
  // III.5.2: a claim postponed: the arbiter declares the result after the flag.
  if (flagWithPostponedClaim(st, ev)) return;
  if (ev.side === 'both') bothFlags(st, ev.first);
  else oneFlag(st, ev.side, ev.seenBy);
}

/** Both flags down (6.9 with A.4.3 and the MHK note; B8 of the older rapid/blitz; 6.12 in 2001). */
function bothFlags(st: State, first: FlagFall['first']): void {
  const A = st.A;
  const old = st.ctx.old;
  const partial = st.ctx.partial;
  if (old) {
    // The older rapid/blitz: a claim is valid only while the claimant's own flag stands (B7); both
    // down: a draw (B8), whichever fell first.
    st.citeCategory();
    if (first)
      st.step(
        old.claimantFlag,
        `Elektronik saat ${sideGen(first)} bayrağının önce düştüğünü gösteriyor; ama zamandan kazanç savı ancak sav sahibinin kendi bayrağı düşmemişken geçerlidir.`,
      );
    st.end('1/2-1/2', 'timeout', old.bothFlagsDraw);
    st.ending.fen = st.cur().fen();
    st.step(old.bothFlagsDraw, 'İki bayrak da düştü: oyun berabere biter.');
    return;
  }
  if (first) {
    // The first flag decides (6.9): an electronic clock shows which fell first (MHK on A.4.3).
    const loser = first;
    const winner = opposite(loser);
    if (partial) {
      st.citePartial();
      st.step(
        partial.timeClaim,
        `İki bayrak da düştü; elektronik saat ${sideGen(loser)} bayrağının önce düştüğünü gösteriyor: hangi bayrağın önce düştüğü kanıtlanabildiği için ${side(winner)} zamandan kazanç isteyebilir.`,
      );
    } else
      st.step(
        A.flagFallen,
        `İki bayrak da düştü; elektronik saat ${sideGen(loser)} bayrağının önce düştüğünü gösteriyor: hakem buna dayanır, önce düşen bayrak düşmüş sayılır.`,
      );
    decideOnTime(st, loser, A.flagLoss);
    return;
  }
  st.citeCategory();
  if (A.bothFlags) {
    // 2001 standard play: 6.12, the game goes on.
    st.step(A.bothFlags, 'İki bayrak da düştü ve hangisinin önce düştüğü belirlenemiyor: oyun devam eder.');
  } else {
    st.step(
      A.flagFallen,
      'İki bayrak da düştü ve hangisinin önce düştüğü belirlenemiyor. Bayrak düşmesiyle kazanç, önce düşen bayrağa dayanır (6.9; hızlı satrançta MHK yorumu: elektronik saat hangisinin önce düştüğünü gösterebiliyorsa); bu kanıtlanamadığı için kimse zamandan kazanamaz, oyun sürer.',
    );
    st.warn(
      'Metin, iki bayrağın da düştüğü ve hangisinin önce düştüğünün belirlenemediği durumu açıkça düzenlemez; karar, kazancın önce düşen bayrağa dayandığı okumasına dayanır. Hakem saatleri ayarlar (6.10) ya da yarışma kurallarına göre karar verir.',
    );
  }
  st.time.flagsFallen.add('white');
  st.time.flagsFallen.add('black');
}

/** One flag down (6.9; A.4 / A.5 under partial supervision; B6–B7 of the older rapid/blitz). */
function oneFlag(st: State, loser: Color, by: FlagFall['seenBy']): void {
  const A = st.A;
  const old = st.ctx.old;
  const partial = st.ctx.partial;
  const winner = opposite(loser);
  if (periodCompleted(st, loser)) return;

  if (old) {
    // The older rapid/blitz: the flag counts only on a valid claim (B6), the claimant's own flag standing (B7).
    st.citeCategory();
    if (by === 'arbiter') {
      st.time.flagsFallen.add(loser);
      st.step(
        old.flagOnClaim,
        `Hızlı satrançta (eski metin) bayrak yalnızca oyunculardan birinin geçerli savıyla düşmüş sayılır; hakem ${sideGen(loser)} bayrağının düştüğünü işaret etmez. Oyun sürer.`,
      );
      return;
    }
    if (st.time.flagsFallen.has(winner)) {
      st.time.flagsFallen.add(loser);
      st.step(
        old.claimantFlag,
        `Zamandan kazanç savının geçerli olması için sav sahibinin kendi bayrağı düşmemiş olmalıdır; ${sideGen(winner)} bayrağı da düşmüştü.`,
      );
      st.end('1/2-1/2', 'timeout', old.bothFlagsDraw);
      st.ending.fen = st.cur().fen();
      st.step(old.bothFlagsDraw, 'İki bayrak da düşmüş: oyun berabere biter.');
      return;
    }
    st.time.flagsFallen.add(loser);
    st.step(
      old.claimantFlag,
      `${side(winner)} saati durdurup hakemi çağırarak zamandan kazanç istedi; kendi bayrağı düşmemiş, ${sideGen(loser)} bayrağı düşmüş: sav geçerlidir.`,
    );
  } else if (partial) {
    st.citePartial();
    if (by === 'arbiter') st.step(partial.arbiterFlag, `Hakem ${sideGen(loser)} bayrağının düştüğünü gördü ve bunu ilan eder.`);
    else
      st.step(
        partial.timeClaim,
        `${side(winner)} zamandan kazanç istedi (saati ${pauseTr(st.ed.id, 'ıp')} hakemi çağırarak). Bununla birlikte ${side(winner)} kurallara uygun hiçbir hamle dizisiyle mat edemiyorsa oyun berabere olur.`,
      );
  } else {
    st.step(
      A.flagFallen,
      by === 'arbiter'
        ? `Hakem ${sideGen(loser)} bayrağının düştüğünü gördü: bayrak düşmüş sayılır.`
        : `${side(winner)} ${sideGen(loser)} bayrağının düştüğünü geçerli biçimde ileri sürdü: bayrak düşmüş sayılır.`,
    );
  }
  decideOnTime(st, loser, A.flagLoss);
}
