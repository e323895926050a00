// `press`: the clock is pressed. A made move is completed (6.2.1); a placement that is no legal
// move, a king left on the castling square or a pawn without its new piece becomes a completed
// illegal move (7.5.1–7.5.3) that waits to be dealt with; a completed move breaking touch-move
// waits for the opponent (4.8).

import type { Color, Move } from '../../types.ts';
import { ok, opposite } from '../../types.ts';
import { Position } from '../../position.ts';
import type { Step } from '../types.ts';
import type { State } from '../state.ts';
import type { IllegalRecord, Placed } from '../records.ts';
import { fault } from '../fault.ts';
import { setupAfterPlacement } from '../board.ts';
import { checkA44 } from '../illegal.ts';
import { completeLegal, recordTwoHands } from '../turn.ts';
import { runClock } from '../clock.ts';
import { side, sideLoc, sqName, step } from '../steps.ts';
import { fail, readFlag, show } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "press": true }`; extension `"noticed": false`: nobody saw the illegal move yet (7.5.1). */
export interface PressEvent extends EventBase {
  kind: 'press';
  noticed: boolean;
}

export const press: EventKind<PressEvent> = {
  kind: 'press',
  modifiers: ['by', 'noticed', 'seconds'],
  parse(value, { at, path, index: i, raw, base }) {
    if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir`, i);
    const noticed = readFlag(raw, at, 'noticed', i, true);
    if (!noticed.ok) return noticed;
    return ok({ ...base, kind: 'press', noticed: noticed.value });
  },
  apply: (st, ev) => onPress(st, ev),
  note: (_ev, actor) => `${side(actor)} saate bastı`,
  tell: (_ev, { who }) => `${who} saatine basar.`,
  board: () => 'presses',
};

type PressArgs = { by?: Color; noticed: boolean; index: number; seconds?: number };
/** A placement that the press completes as an illegal move (7.5.1–7.5.3). */
type IllegalPlaced = Extract<Placed, { kind: 'king-castling' | 'illegal' | 'unpromoted' }>;

export function onPress(st: State, ev: PressArgs): void {
  const actor = ev.by ?? st.turnPlayer();
  if (actor !== st.turnPlayer())
    fault(st, 'by', `saat düğmesine yalnızca hamle sırası kendisinde olan oyuncu basabilir; sıra ${sideLoc(st.turnPlayer())}`);
  // 6.2.1: the press stops the player's clock; the time of the move, the increment, the next period.
  const clocksBefore = st.ctx.timed && st.time.clocks ? { ...st.time.clocks } : undefined;
  runClock(st, actor, ev.seconds);
  const t = st.turn;
  const player = actor;
  const histLen = st.game.entries.length;
  const p = t.placed;
  if (!p) {
    pressWithoutMove(st, player, histLen, ev);
    return;
  }
  switch (p.kind) {
    case 'legal':
      // Endings were judged when the move was made (6.2.1.1).
      completeLegal(st, p.move, true);
      return;
    case 'forbidden': {
      const ctx = st.snapshotCtx();
      const twoHands = t.twoHands;
      st.commitMove(p.move);
      st.violation = { player, historyLen: histLen, ctx, ob: p.ob, event: ev.index };
      if (twoHands) recordTwoHands(st, player, histLen, ctx);
      checkA44(st);
      return;
    }
    case 'king-castling':
    case 'illegal':
    case 'unpromoted':
      completeIllegal(st, p, player, histLen, ev, clocksBefore);
      return;
  }
}

/**
 * The clock pressed without a move: an illegal move where the edition says so (7.5.3 of 2018 and
 * 2023); in 2001 nothing is completed and the turn stays.
 */
function pressWithoutMove(st: State, player: Color, histLen: number, ev: PressArgs): void {
  const A = st.A;
  if (A.pressWithoutMove) {
    st.game.pending.push({
      player,
      kind: 'press',
      historyLen: histLen,
      ctx: st.snapshotCtx(),
      reasons: [],
      twoHands: false,
      noticed: ev.noticed,
      event: ev.index,
    });
  } else {
    st.step(
      A.moveCompleted,
      `${side(player)} hamle yapmadan saatine bastı. Eski metin bunu kural dışı hamle saymaz; hamle henüz yapılmadığından sıra hâlâ ${sideLoc(player)}.`,
    );
  }
}

/**
 * 7.5.1–7.5.3: a placement that is no legal move, the king left on the castling square (4.7.2)
 * or a pawn on the last rank without its new piece (3.7.3.3) is completed by the press as an
 * illegal move; it stands on the board and waits to be dealt with.
 */
function completeIllegal(
  st: State,
  p: IllegalPlaced,
  player: Color,
  histLen: number,
  ev: PressArgs,
  clocksBefore: { white: number; black: number } | undefined,
): void {
  const t = st.turn;
  const ctx = st.snapshotCtx();
  const { reasons, kind, promotion } = illegalReasons(st, p, player);
  const setup = setupAfterPlacement(st.cur().toSetup(), t.board!, player, { from: p.from, to: p.to });
  const pos = Position.fromSetupUnchecked(setup);
  const rec: IllegalRecord = {
    player,
    kind,
    historyLen: histLen,
    ctx,
    reasons,
    twoHands: t.twoHands,
    noticed: ev.noticed,
    event: ev.index,
    ...(clocksBefore && { clocksBefore }),
    ...(promotion && { promotion }),
  };
  st.pushEntry(pos, null, null, player, true);
  st.newTurn(opposite(player));
  st.game.pending.push(rec);
  checkA44(st);
}

/** Why the completed placement is illegal, in the edition's articles. */
function illegalReasons(st: State, p: IllegalPlaced, player: Color): { reasons: Step[]; kind: IllegalRecord['kind']; promotion?: Move } {
  const A = st.A;
  if (p.kind === 'illegal') return { reasons: [step(p.reason.article, p.reason.text)], kind: 'illegal' };
  if (p.kind === 'king-castling')
    return {
      kind: 'illegal',
      reasons: [
        step(
          A.castleMade ?? A.castling,
          `${side(player)} şahını ${sqName(p.to)} karesine bırakıp kaleyi oynatmadan saatine bastı: rok tamamlanmadı, tamamlanan hamle kural dışıdır.`,
        ),
      ],
    };
  if (A.unpromoted)
    return {
      kind: 'unpromoted',
      promotion: { from: p.from, to: p.to, promotion: 'queen' },
      reasons: [
        step(
          A.promotion,
          `Piyon en uzak yataya ulaştığında aynı hamlenin parçası olarak vezir, kale, fil ya da atla değiştirilmelidir; ${sqName(p.to)} karesindeki piyon değiştirilmedi.`,
        ),
      ],
    };
  return {
    kind: 'illegal',
    reasons: [
      step(
        A.promotion,
        `Piyon en uzak yataya ulaştığında aynı hamlede yeni bir taşla değiştirilmelidir; ${sqName(p.to)} karesindeki piyon değiştirilmedi, hamle kural dışıdır.`,
      ),
    ],
  };
}
