// The ruling as a fold over the events: the game history is replayed, then each event is
// applied to a draft of the state after the previous one (events/*.ts), and what it produced —
// the board after it, the squares it touched, the steps of reasoning — becomes its trace entry.
// At the end the open questions are settled (a touch-move violation, a pending illegal move,
// displaced pieces) and the ruling is read off the final state.
//
// Timing model (our reading of the Laws, see README.md):
// - A move is *made* when a piece is released on its square as a legal move (4.7); a move
//   that ends the game (mate, stalemate, dead position, 9.6) is completed at once (6.2.1.1).
//   Otherwise it is *completed* when the clock is pressed (6.2.1, 7.5.1).
// - Standard play and full supervision: an illegal move completed by pressing the clock is
//   dealt with before the next event (the arbiter is there), unless the press says
//   `"noticed": false` — then when the arbiter or the opponent points it out, or at the end
//   (the ruling itself finds it, 7.5.1).
// - A.4 (partial supervision) and the older blitz (C3): only on the arbiter's intervention or
//   the opponent's claim, before the opponent has made his next move; after it, it stands.
// - A completed move that breaks touch-move (4.3, 4.4.2) is put right unless the opponent
//   touches a piece first (4.8: he has lost the right to claim).

import type { Color, Piece, Result } from '../types.ts';
import { ok, err, opposite, squareName } from '../types.ts';
import { makeFen } from '../fen.ts';
import type { Ruling, ScenarioError, TraceEntry, TraceHint } from './types.ts';
import type { Scenario, ScenarioEvent } from './events/index.ts';
import { State, newCtx } from './state.ts';
import { ScenarioFault, fault } from './fault.ts';
import type { ObligationResult } from './touch.ts';
import { sanList, violatedRule } from './touch.ts';
import { endingOf } from './endings.ts';
import { dealWithIllegal } from './illegal.ts';
import { enforceViolation, standViolation } from './violation.ts';
import { afterEvent, beforeEvent, finishDisplaced } from './displaced.ts';
import { recordingOf } from './recording.ts';
import { boardActor, currentObligation, addObligationSteps, madeArticle } from './turn.ts';
import { applyEvent, kindOf } from './events/index.ts';
import { lastMoveSquares } from './events/kind.ts';
import { finishQuickplay } from './quickplay.ts';
import { parseScenario, startPosition } from './scenario.ts';
import { makeSan } from '../san.ts';
import { side } from './steps.ts';

function replayHistory(st: State, s: Scenario): void {
  const start = startPosition(
    s.start,
    s.events.some((e) => e.kind === 'found' && e.what === 'initial-position'),
    s.variant === 'chess960',
  );
  if (!start.ok) throw new ScenarioFault('start', start.error);
  st.pushEntry(start.value, null, null, null, false);
  st.newTurn(start.value.turn);
  const atStart = endingOf(st, start.value, 1, true);
  if (atStart) {
    st.addSteps(atStart.steps);
    st.end(atStart.result, atStart.termination, atStart.article);
    st.warn('Oyun başlangıç konumunda zaten bitmişti.');
  }
  for (let i = 0; i < s.history.length; i++) {
    if (st.over) {
      st.warn(`moves[${i}] ve sonraki hamleler: oyun bu hamlelerden önce kendiliğinden bitmişti; sonuç onu izleyen hamlelerle değişmez.`);
      break;
    }
    const m = s.history[i];
    st.commitMove(m);
    const pos = st.cur();
    const last = i === s.history.length - 1;
    // 5.2.2 is searched where it can start to hold: after a capture or pawn move, and at the end.
    const e = endingOf(st, pos, st.repetitions(st.game.entries[st.game.entries.length - 1].key), last || pos.halfmoves === 0);
    if (e) {
      st.addSteps(e.steps);
      st.end(e.result, e.termination, e.article);
    }
  }
}

/**
 * What is settled before an event (a touch-move violation, a noticed illegal move put right by the
 * arbiter at once); whether an illegal move was put right here (`autoDealt`, for the error hint).
 */
function resolveBefore(st: State, ev: ScenarioEvent): { autoDealt: boolean } {
  if (st.violation) {
    const v = st.violation;
    const actor = ev.by ?? st.turnPlayer();
    const kind = kindOf(ev);
    if (actor !== v.player && kind.touchLike?.(ev)) standViolation(st);
    else if (kind.dealsWithViolation?.(ev)) {
      // the event deals with it
    } else if (st.ctx.old) {
      // B5: only on request.
    } else enforceViolation(st, false);
  }
  if (st.over) return { autoDealt: false };
  if (st.game.pending.length && !st.claimMode) {
    if (!kindOf(ev).dealsWithIllegal?.(ev) && st.game.pending.some((r) => r.noticed)) {
      dealWithIllegal(st, 'auto');
      return { autoDealt: true };
    }
  }
  return { autoDealt: false };
}

/** Said with an error on `by` when the fold has just put an illegal move right (the turn went back). */
const AUTO_DEALT_HINT =
  ' (tamamlanan kural dışı hamle hakem tarafından hemen düzeltildi; fark edilmeden oyun sürdüyse saat olayına "noticed": false yazın)';

function afterEnd(st: State, ev: ScenarioEvent): void {
  if (kindOf(ev).afterEnd?.(st, ev)) return;
  st.warn(`events[${ev.index}]: oyun bitmişti; bu olay sonucu değiştirmez.`);
}

/** The trace entry of an event applied to `st` (the draft, now the state after it). */
function traceEntry(
  st: State,
  ev: ScenarioEvent,
  hint: TraceHint | void,
  stepsBefore: number,
  actor0: Color,
  before: string,
  boardBefore: (Piece | null)[],
): TraceEntry {
  const actor = hint?.actor ?? actor0;
  const steps = st.reasoning.steps.slice(stepsBefore);
  const arts = [...new Set(steps.map((s) => s.article))];
  const kind = kindOf(ev);
  let note = hint?.note ?? kind.note(ev, actor);
  if (arts.length) note += ` (${arts.join(', ')})`;
  return {
    event: ev.index,
    actor: kind.byArbiter ? 'arbiter' : actor,
    before,
    after: makeFen(st.physicalSetup()),
    highlight: kind.squares ? kind.squares(st, ev, boardBefore) : lastMoveSquares(st),
    note,
    articles: arts,
    steps,
  };
}

function finish(st: State): { obligation: ObligationResult | null; fen: string; toMove: Color | null } {
  if (!st.over && st.violation) {
    if (st.ctx.old) {
      st.citeCategory();
      st.step(
        st.ctx.old.touchMoveOnRequest,
        'Eski metne göre hızlı satrançta hakem 4. madde konusunda yalnızca oyunculardan biri isterse karar verir; kimse istemediği için dokunulan taş kuralına aykırı hamle yerinde kalır.',
      );
      st.violation = null;
    } else enforceViolation(st, false);
  }
  // 7.6 before 7.5.1: moves annulled with the displacement take their pending illegal moves along.
  finishDisplaced(st);
  finishQuickplay(st);
  if (!st.over && st.sealed)
    st.warn(
      `Oyun ertelendi: ${side(st.sealed.player)} kapalı hamlesini yazdı; zarf açılmadı ("resume" yok), oyun devam oturumunda sürer.`,
      st.ed.sealed.seal,
    );
  if (!st.over && st.game.pending.length) {
    if (!st.claimMode) dealWithIllegal(st, 'auto');
    else {
      const rec = st.game.pending[0];
      st.citeCategory();
      st.addSteps(rec.reasons);
      const p = st.ctx.partial;
      if (p) {
        st.step(
          p.illegal,
          `Tam gözetim olmayan oyunda hakem müdahale etmedi ve ${side(opposite(rec.player))} (henüz) savda bulunmadı: kural dışı hamle şimdilik tahtada kalır. Rakip kendi hamlesini yapmadan önce savda bulunabilir, hakem de müdahale edebilir; rakip hamlesini yaparsa kural dışı hamle yerinde kalır.`,
        );
      } else {
        st.step(
          st.ctx.old!.illegalClaim,
          `${side(opposite(rec.player))} kendi hamlesini yapmadan önce kazanç isteyebilir; istemezse ve hamlesini yaparsa kural dışı hamle düzeltilemez.`,
        );
      }
    }
  }
  if (st.over) return { obligation: null, fen: st.ending.fen ?? st.cur().fen(), toMove: null };
  if (st.positionWatch) st.warn(`${st.ctx.partial!.position}: hakem sonraki hamlenin tamamlanmasını bekliyor.`);
  const t = st.turn;
  const player = st.turnPlayer();
  const P = st.cur();
  const A = st.A;
  const p = t.placed;
  if (p?.kind === 'legal') {
    st.step(
      madeArticle(st, P, p.move),
      `${side(player)} ${makeSan(P, p.move)} hamlesini tahtada yaptı: hamle yapılmıştır ve değiştirilemez; tamamlamak için saatine basmalıdır.`,
    );
    return { obligation: null, fen: p.after.fen(), toMove: opposite(player) };
  }
  if (p?.kind === 'illegal') {
    st.step(p.reason.article, p.reason.text);
    st.step(
      A.illegalRestore,
      `Kural dışı hamle saate basılmadığı için henüz tamamlanmadı: ceza verilmez, hamle dokunulan taş kuralına göre düzeltilir.`,
    );
  }
  if (p?.kind === 'forbidden') {
    st.step(
      violatedRule(p.ob),
      `${side(player)} dokunulan taş kuralına aykırı bir hamleyi tahtaya koydu (saate basmadan): taş geri konur ve kurala uyan hamle yapılır.`,
    );
  }
  const ob = currentObligation(st);
  if (ob) addObligationSteps(st, ob.steps);
  return { obligation: ob, fen: P.fen(), toMove: player };
}

function buildRuling(st: State, fin: ReturnType<typeof finish>): Ruling {
  const P = st.cur();
  const articles: string[] = [];
  for (const s of st.reasoning.steps) if (!articles.includes(s.article)) articles.push(s.article);
  const ruling: Ruling = {
    result: st.ending.result,
    termination: st.ending.termination,
    fen: fin.fen,
    toMove: fin.toMove,
    obligation: fin.obligation
      ? { kind: fin.obligation.kind, square: squareName(fin.obligation.square), moves: sanList(P, fin.obligation.moves) }
      : null,
    clockAdjustments: st.time.adjustments,
    illegalMoves: { ...st.game.illegalCount },
    articles,
    steps: st.reasoning.steps,
    laws: st.s.laws,
    category: st.category,
    supervision: st.ed.partial && st.category !== 'standard' ? st.s.supervision : null,
    warnings: [...st.s.warnings.map((note) => ({ article: null, note })), ...st.reasoning.warnings],
  };
  if (st.time.clocks) ruling.clocks = st.time.clocks;
  const recording = recordingOf(st);
  if (recording) ruling.recording = recording;
  return ruling;
}

/** One event: a draft of the state before it, changed by the event's handler. */
function applyToDraft(prev: State, ev: ScenarioEvent, before: string): { next: State; entry: TraceEntry } {
  const st = prev.draft();
  st.eventIndex = ev.index;
  const stepsBefore = st.reasoning.steps.length;
  const actorGuess = ev.by ?? st.turnPlayer();
  const boardBefore = st.physicalBoard().slice();
  let hint: TraceHint | void = undefined;
  if (st.over) afterEnd(st, ev);
  else {
    const { autoDealt } = resolveBefore(st, ev);
    if (st.over) afterEnd(st, ev);
    else {
      try {
        // I.5–I.7: while the move is sealed, the board waits for the envelope (a draw agreed or a
        // resignation still conclude the game, I.4, I.6).
        if (st.sealed && !kindOf(ev).whileSealed)
          fault(st, ev.kind, 'kapalı hamle zarftayken oyun sürmez: önce zarf açılmalı ("resume": true)');
        beforeEvent(st, ev, kindOf(ev).board?.(ev) ?? null, () => boardActor(st, ev));
        const curBefore = st.cur();
        hint = applyEvent(st, ev);
        afterEvent(st, ev, curBefore);
      } catch (e) {
        // A player acting out of turn right after the arbiter put his illegal move right.
        if (autoDealt && e instanceof ScenarioFault && e.error.path === `events[${ev.index}].by`) throw e.withHint(AUTO_DEALT_HINT);
        throw e;
      }
    }
  }
  return { next: st, entry: traceEntry(st, ev, hint, stepsBefore, ev.by ?? actorGuess, before, boardBefore) };
}

/** What `rule()` returns: the typed scenario, the ruling, and the trace of its events. */
export interface Ruled {
  scenario: Scenario;
  ruling: Ruling;
  trace: TraceEntry[];
}

/** The ruling of a parsed scenario; an event that cannot be applied gives an error naming it. */
export function computeRuling(scenario: Scenario): Result<Ruled, ScenarioError> {
  try {
    let st = new State(newCtx(scenario));
    replayHistory(st, scenario);
    const trace: TraceEntry[] = [];
    for (const ev of scenario.events) {
      // The board before an event is the board after the one before it.
      const before = trace.length ? trace[trace.length - 1].after : makeFen(st.physicalSetup());
      const { next, entry } = applyToDraft(st, ev, before);
      trace.push(entry);
      st = next;
    }
    st = st.draft();
    st.eventIndex = -1;
    const fin = finish(st);
    return ok({ scenario, ruling: buildRuling(st, fin), trace });
  } catch (e) {
    if (e instanceof ScenarioFault) return err(e.error);
    throw e;
  }
}

/** JSON text or a parsed object in; the typed scenario, its ruling and trace, or a Turkish error out. */
export function rule(json: unknown): Result<Ruled, ScenarioError> {
  const s = parseScenario(json);
  if (!s.ok) return s;
  return computeRuling(s.value);
}
