// `found`: a set-up error found during the game (spec v2).
// 7.2.1 a wrong initial position: the game is cancelled and a new game played (2001 7.1.a).
// 7.2.2 the board placed contrary to 2.1: the position is transferred to a correctly placed board
//       and the game goes on (2001 7.1.b).
// 7.3   colours reversed: with fewer than ten moves each, a new game with the right colours; with ten
//       or more, the game goes on (2001 7.2: the game goes on unless the arbiter decides otherwise).
// Rapid/blitz without full supervision, after ten moves each (2018 A.4.1.2, 2023 A.5.1.2; 2001 B4:
// three moves each): no claim about the set-up can be made; a misplaced king cannot castle, a
// misplaced rook cannot castle with. Before that (and in standard play) a misplaced king or rook is
// a wrong initial position (7.2.1).

import type { Color, Square } from '../../types.ts';
import { COLORS, ok, parseSquare, squareName } from '../../types.ts';
import { Position } from '../../position.ts';
import type { TimeControl } from '../types.ts';
import type { State } from '../state.ts';
import { fault } from '../fault.ts';
import { clock, duration, side, sideDat, sideGen } from '../steps.ts';
import { allottedSeconds } from '../clock.ts';
import { fail, parseTimeControl, show } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';
import { lastMoveSquares } from './kind.ts';

const WHATS = ['initial-position', 'board-orientation', 'colours-reversed', 'misplaced', 'clock-setting'] as const;

/**
 * Spec v2: a set-up error found during the game — a wrong initial position (7.2.1), the board placed
 * contrary to 2.1 (7.2.2), colours reversed (7.3), or in rapid/blitz a king or rook on a wrong initial
 * square (`square`: where it stands; 2018 A.4.1.2, 2023 A.5.1.2, 2001 B4); a clock wrongly set (6.10.2).
 */
export interface FoundEvent extends EventBase {
  kind: 'found';
  what: (typeof WHATS)[number];
  square?: Square;
  /** `clock-setting`: the control the clock was wrongly set to (6.10.2). */
  set?: TimeControl;
}

const TELL: Record<Exclude<FoundEvent['what'], 'clock-setting'>, string> = {
  'initial-position': 'Başlangıç konumunun yanlış dizildiği anlaşılır',
  'board-orientation': 'Tahtanın ters konduğu anlaşılır',
  'colours-reversed': 'Oyuncuların ters renklerle başladığı anlaşılır',
  misplaced: 'Bir şahın ya da kalenin yanlış kareye dizildiği anlaşılır',
};

export const found: EventKind<FoundEvent> = {
  kind: 'found',
  modifiers: ['square', 'set'],
  parse(value, { at, path, index: i, raw }) {
    if (!(WHATS as readonly unknown[]).includes(value))
      return fail(path, `${show(value)} bilinmiyor (${WHATS.map((k) => `"${k}"`).join(', ')})`, i);
    const what = value as FoundEvent['what'];
    if (what !== 'clock-setting' && 'set' in raw)
      return fail(`${at}.set`, '"set" yalnızca "clock-setting" ile yazılır (saatin yanlışlıkla kurulduğu süre denetimi)', i);
    if (what !== 'misplaced' && 'square' in raw) return fail(`${at}.square`, '"square" yalnızca "misplaced" ile yazılır', i);
    if (what === 'clock-setting') {
      if (!('set' in raw)) return fail(`${at}.set`, 'eksik: saatin yanlışlıkla kurulduğu süre denetimi yazılmalı (ör. "90+0")', i);
      const tc = parseTimeControl(raw.set);
      if (!tc.ok) return fail(`${at}.set`, tc.error.message.replace(/^timeControl: /, ''), i);
      return ok({ index: i, kind: 'found', what, set: tc.value });
    }
    if (what !== 'misplaced') return ok({ index: i, kind: 'found', what });
    const sq = typeof raw.square === 'string' ? parseSquare(raw.square.trim()) : undefined;
    if (sq === undefined)
      return fail(`${at}.square`, `${show(raw.square)} yanlış yerleştirilmiş şahın ya da kalenin durduğu kare olmalı (ör. "e1")`, i);
    return ok({ index: i, kind: 'found', what, square: sq });
  },
  apply: (st, ev) => onFound(st, ev),
  note: () => 'Hakem: bir hata bulundu',
  tell(ev) {
    if (ev.what === 'clock-setting') return `Saatin yanlışlıkla ${ev.set?.text ?? ''} olarak kurulduğu anlaşılır.`;
    return TELL[ev.what] + (ev.square !== undefined ? ` (${squareName(ev.square)})` : '') + '.';
  },
  squares: (st) => lastMoveSquares(st),
  byArbiter: true,
};

/** Moves each player has completed (the move counter of the position on the board). */
function movesEach(st: State): number {
  const pos = st.cur();
  const white = pos.fullmoves - 1 + (pos.turn === 'black' ? 1 : 0);
  return Math.min(white, pos.fullmoves - 1);
}

/** The rule that closes set-up claims in this game, and after how many moves each; null: none. */
function setupClosed(st: State): { article: string; after: number } | null {
  if (st.category === 'standard') return null;
  if (st.ctx.partial) return { article: st.ctx.partial.setupClosed, after: 10 };
  if (st.ctx.old) return { article: st.ctx.old.setupClosed, after: 3 };
  return null;
}

/** 7.2.1: a new game. */
function newGame(st: State, why: string): void {
  st.step(st.A.wrongInitial, `${why} Oyun iptal edilir ve yeni bir oyun oynanır.`);
  st.restart(st.A.wrongInitial);
}

/** A misplaced king (both sides) or rook (its side) loses castling rights for the rest of the game. */
function noCastlingWith(st: State, sq: number): string {
  const pos = st.cur();
  const p = pos.pieceAt(sq);
  if (!p || (p.role !== 'king' && p.role !== 'rook')) return fault(st, 'square', `${squareName(sq)} karesinde şah ya da kale yok`);
  const setup = pos.toSetup();
  const rights = setup.castling[p.color];
  if (p.role === 'king') {
    rights.kingside = false;
    rights.queenside = false;
  } else if (sq % 8 === 7) rights.kingside = false;
  else if (sq % 8 === 0) rights.queenside = false;
  else {
    rights.kingside = false;
    rights.queenside = false;
  }
  st.pushEntry(Position.fromSetupUnchecked(setup), null, null, null, false);
  return `${side(p.color as Color)} ${p.role === 'king' ? 'yanlış yerleştirilmiş şahıyla rok yapamaz' : `${squareName(sq)} kalesiyle rok yapamaz`}`;
}

/** 6.10.2: a wrong clock setting found during the game; the times the right setting gives. */
function onClockSetting(st: State, ev: FoundEvent): void {
  const A = st.A;
  const right = st.s.timeControl;
  if (!right) fault(st, 'set', 'oyunun doğru süre denetimi bilinmiyor: senaryoya "timeControl" yazılmalı');
  const set = ev.set!;
  const tc = right!;
  st.step(
    A.clockSetting,
    `Saatin ${set.text} olarak kurulduğu anlaşıldı; oyunun süre denetimi ${tc.text}. Saat durdurulur, hakem doğru kurulumu yapar, süreleri ve gerekiyorsa hamle sayacını ayarlar.`,
  );
  const shownZero = COLORS.filter((c) => !!st.time.clocks && st.time.clocks[c] === 0);
  for (const c of COLORS) {
    const n = st.completedMoves(c);
    const should = allottedSeconds(tc.periods, n);
    const had = allottedSeconds(set.periods, n);
    const delta = should - had;
    const change =
      delta > 0
        ? `fark ${duration(delta)} ${sideGen(c)} saatine eklenir`
        : delta < 0
          ? `fark ${duration(-delta)} ${sideGen(c)} saatinden düşülür`
          : 'fark yoktur';
    st.step(
      A.clockSetting,
      `${side(c)} ${n} hamle tamamlamıştı: doğru kurulum ona toplam ${duration(should)} vermiş olmalıydı, yanlış kurulum ${duration(had)} verdi; ${change}.${st.time.clocks && delta !== 0 ? ` (${sideGen(c)} saati: ${clock(Math.max(0, st.time.clocks[c] + delta))})` : ''}`,
    );
    st.addClock(c, delta, A.clockSetting);
  }
  for (const c of shownZero)
    if (st.time.clocks && st.time.clocks[c] > 0)
      st.step(
        A.clockDefectMhk,
        `MHK yorumu: yanlış kurulduğu kesin olan bir saatte düşen bayrak oyunu bitirmez; yanlışlık giderilir, ${sideDat(c)} kaybettiği süre geri verilir ve oyun sürer.`,
      );
  st.warn(
    `Hakem saat kurulumunda en doğru değerlendirmesini kullanır (${A.clockSetting}); hesap, oyuncuların harcadığı sürenin iki kurulumda aynı olduğunu varsayar.`,
  );
}

export function onFound(st: State, ev: FoundEvent): void {
  const A = st.A;
  if (ev.what === 'clock-setting') return onClockSetting(st, ev);
  const closed = setupClosed(st);
  const n = movesEach(st);
  const late = closed !== null && n >= closed.after;
  switch (ev.what) {
    case 'initial-position':
    case 'misplaced': {
      if (late) {
        st.citePartial();
        const extra =
          ev.what === 'misplaced'
            ? ` ${noCastlingWith(st, ev.square!)}; oyun sürer. (MHK yorumu: rok yine de denenirse bu kural dışı hamle olarak cezalandırılmaz, dokunulan taş kuralı uygulanır.)`
            : ' Oyun olduğu gibi sürer.';
        st.step(
          closed.article,
          `Her iki oyuncu da ${closed.after} hamlesini tamamladıktan sonra taşların yanlış dizilişine ilişkin bir savda bulunulamaz.${extra}`,
        );
        return;
      }
      newGame(
        st,
        `Oyun sırasında başlangıç konumunun yanlış dizildiği anlaşıldı${ev.what === 'misplaced' ? ` (${squareName(ev.square!)} karesindeki taş yanlış yerleştirilmişti)` : ''}.`,
      );
      return;
    }
    case 'board-orientation':
      if (late) {
        st.citePartial();
        st.step(
          closed.article,
          `Her iki oyuncu da ${closed.after} hamlesini tamamladıktan sonra tahtanın yanlış konumlandırılmasına ilişkin bir savda bulunulamaz; oyun olduğu gibi sürer.`,
        );
        return;
      }
      st.step(
        A.boardPlacement,
        "Tahtanın Madde 2.1'e aykırı (ters) konduğu anlaşıldı: o andaki konum doğru yerleştirilmiş bir tahtaya aktarılır ve oyun sürer.",
      );
      return;
    case 'colours-reversed':
      if (!st.ctx.old && n < 10) {
        st.step(
          A.coloursReversed,
          `Oyuncular ters renklerle başlamıştı ve her iki oyuncu da 10 hamleden az hamle yapmıştı (${n}): oyun durdurulur ve doğru renklerle yeniden başlatılır.`,
        );
        st.restart(A.coloursReversed);
        return;
      }
      st.step(
        A.coloursReversed,
        st.ctx.old || st.ed.oldQuickplay
          ? 'Oyuncular ters renklerle başlamıştı: eski metne göre hakem aksine karar vermedikçe oyun sürer.'
          : `Oyuncular ters renklerle başlamıştı ama her iki oyuncu da en az 10 hamle yapmıştı (${n}): oyun sürer.`,
      );
      return;
  }
}
