// Displaced pieces: Article 7.4 and 7.6 (2018), 7.3 and 7.5 in the older edition.
//
// 7.4.1 A player who displaces one or more pieces re-establishes the correct position in his
//       own time. 7.4.2 If necessary, the player or his opponent stops the clock and asks for
//       the arbiter's assistance. 7.4.3 The arbiter may penalise the player who displaced the
//       pieces (no penalty is fixed: the ruling says so and adds no clock adjustment).
// 7.6   If it is found during the game that pieces have been displaced from their squares,
//       the position before the irregularity is reinstated (the moves made since are
//       annulled) and the game continues from it. 7.1: the arbiter sets the clocks by his best
//       judgement, which includes leaving them unchanged (2001: 6.14) — no fixed time either.
// 2001: 7.3 says 7.4.1–7.4.3 in one paragraph; 7.5 is 7.6.
//
// The model: a displacement is an overlay on the board of the game (`State.displaced`); the
// physical board (trace, touches) shows it, the game (legality, obligations) does not. When
// someone puts the pieces back (`restore`), the overlay goes. When the game goes on with
// pieces off their squares (a move, placement, press or claim), the displaced board becomes
// the board of the game, and the position before it is kept for 7.6.

import type { Color, Piece, Square } from '../types.ts';
import { Position } from '../position.ts';
import type { EventBase, TraceHint } from './types.ts';
import type { State } from './state.ts';
import type { Displacement } from './records.ts';
import { Displaced } from './records.ts';
import { fault } from './fault.ts';
import { cloneTouchContext, emptyTouchContext } from './touch.ts';
import { colorTr, pauseTr, pieceAtAcc, pieceName, side, sideDat, sideGen, sideLoc, sqName } from './steps.ts';

/** How an event meets pieces displaced on the board: plays on the displaced board, presses, or only points out (an event kind says, events/kind.ts). */
export type BoardRole = 'plays' | 'presses' | 'points';

/** A piece displaced (events/displace.ts): from a square to another or off the board. */
interface DisplacedPiece extends EventBase {
  from: Square;
  to: Square | null;
}

/** "Nf3", "Nf3 ve Nc6", "a, b ve c". */
function andList(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} ve ${xs[xs.length - 1]}`;
}

const where = (to: number | null): string => (to === null ? 'tahtadan düştü' : `${sqName(to)} karesine kaydı`);

/** The squares whose contents differ between two boards (for the trace). */
export function changedSquares(a: readonly (Piece | null)[], b: readonly (Piece | null)[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < 64; i++) {
    const x = a[i];
    const y = b[i];
    if ((x === null) !== (y === null) || (x && y && (x.role !== y.role || x.color !== y.color))) out.push(sqName(i));
  }
  return out;
}

/** `{ "displace": "e4e5" }`: a piece knocked or pushed off its square, no move made (7.4.1). */
export function onDisplace(st: State, ev: DisplacedPiece): TraceHint {
  const actor = ev.by ?? st.turnPlayer();
  const mover = st.turnPlayer();
  const A = st.A;
  const t = st.turn;
  if (t.placed && t.placed.kind !== 'legal')
    fault(
      st,
      'displace',
      'bu turda tahtada henüz sonuçlanmamış bir yerleştirme var (kural dışı ya da dokunulan taş kuralına aykırı bir yerleştirme, yarım kalmış bir rok ya da terfi); taşların yerinden oynaması ancak tahtada hamle yokken ya da kurallara uygun yapılmış bir hamleden sonra ifade edilebilir',
    );
  const board = st.physicalBoard();
  const piece = board[ev.from];
  if (!piece) return fault(st, 'displace', `${sqName(ev.from)} karesinde taş yok`);
  if (ev.to !== null && board[ev.to])
    fault(
      st,
      'displace',
      `${sqName(ev.to)} karesinde başka bir taş var; taş ancak boş bir kareye kayabilir (önce oradaki taşı kaydırın ya da tahtadan düşürün)`,
    );

  if (!st.displaced)
    st.displaced = new Displaced({ overlay: [], firstLen: st.game.entries.length, firstCtx: st.snapshotCtx(), since: null, by: [] });
  const d = st.displaced;
  const again = d.overlay.find((x) => x.at === ev.from);
  if (again) {
    again.at = ev.to;
    again.by = actor;
    again.event = st.eventIndex;
    if (again.at === again.origin) d.overlay.splice(d.overlay.indexOf(again), 1);
  } else d.overlay.push({ origin: ev.from, at: ev.to, piece: { ...piece }, by: actor, event: st.eventIndex });
  if (!d.by.includes(actor)) d.by.push(actor);

  const key = `displace-${actor}`;
  if (!st.hasCited(key)) {
    st.citeOnce(
      key,
      A.displacedRestore,
      `${side(actor)} ${pieceAtAcc(ev.from, piece)} yerinden oynattı (bu bir hamle değildir): taş ${where(ev.to)}. Taşları deviren ya da yerlerini bozan oyuncu onları kendi süresi içinde doğru karelerine koymalıdır.`,
    );
  } else st.step(A.displacedRestore, `Ardından ${side(actor)} ${pieceAtAcc(ev.from, piece)} yerinden oynattı: taş ${where(ev.to)}.`);
  if (again && again.at === again.origin) st.warn(`${pieceName(piece)} kendi karesine (${sqName(again.origin)}) geri döndü.`);

  if (actor === mover && !t.placed)
    st.citeOnce(
      'displace-accidental',
      A.accidental,
      'Taşı devirmek ya da yerinden oynatmak kazara bir temastır, oynama niyeti taşımaz: yalnızca kasıtlı dokunuş bağladığı için bu temas dokunulan taş yükümlülüğü doğurmaz.',
    );
  if (actor !== mover)
    st.citeOnce(
      `displace-assist-${actor}`,
      A.displacedAssist,
      `Taşları bozan ${side(actor)}, ama saat ${sideGen(mover)} süresini işletiyor. ${side(actor)} taşları kendi süresi içinde yerine koymalıdır; gerekirse oyunculardan biri saati ${pauseTr(st.ed.id, 'ır')} ve hakemden yardım ister.`,
    );
  if (!st.hasCited(`displace-penalty-${actor}`)) {
    st.citeOnce(
      `displace-penalty-${actor}`,
      A.displacedPenalty,
      `Hakem, taşları bozan ${sideDat(actor)} ceza verebilir. Ceza hakemin takdirindedir ve metin belirli bir süre cezası öngörmez; bu karar saatlere bir ceza eklemez.`,
    );
    st.warn(
      `Madde ${A.displacedPenalty}: ${sideDat(actor)} ceza verilip verilmeyeceği hakemin takdirindedir; kararda bir ceza uygulanmadı.`,
    );
  }
  return { actor, note: `${side(actor)} ${sqName(ev.from)} karesindeki taşı yerinden oynattı (${where(ev.to)})` };
}

const putBack = (x: Displacement): string =>
  `${x.at === null ? 'tahtanın dışındaki' : `${sqName(x.at)} karesindeki`} ${pieceName(x.piece)} ${sqName(x.origin)} karesine`;

/** What happens next on the board, after the pieces are back. */
function nextOnBoard(st: State): string {
  const mover = st.turnPlayer();
  if (st.turn.placed?.kind === 'legal') return `${side(mover)} tahtada yaptığı hamleyi saatine basarak tamamlar`;
  return `hamle sırası ${sideLoc(mover)}`;
}

/** `{ "restore": true }`: the displaced pieces are put back correctly (7.4.1). */
export function onRestore(st: State, ev: EventBase): TraceHint {
  const A = st.A;
  const d = st.displaced;
  if (!d || d.overlay.length === 0) {
    if (d?.since)
      fault(
        st,
        'restore',
        `taşlar yerinden oynadıktan sonra oyun o konumda sürdü; konum artık Madde ${A.displacedFound} gereği düzeltilir ("arbiter": "displaced")`,
      );
    fault(st, 'restore', 'yerine konacak, yerinden oynamış bir taş yok');
  }
  const dd = d!;
  const displacers = [...new Set(dd.overlay.map((x) => x.by))];
  const actor = ev.by ?? displacers[0];
  const mover = st.turnPlayer();
  if (!displacers.includes(actor))
    st.warn(
      `Madde ${A.displacedRestore} taşları bozan oyuncunun (${displacers.map(side).join(', ')}) onları yerine koymasını ister; burada taşları ${side(actor)} koydu.`,
    );
  const list = dd.overlay.map(putBack);
  dd.overlay = [];
  if (!dd.since) st.displaced = null;
  let text = `${side(actor)} yerinden oynayan taşları doğru karelerine koydu (${andList(list)}). Konum taşlar bozulmadan önceki hâline döndü; ${nextOnBoard(st)}.`;
  if (actor === mover && !st.turn.placed) text += ' Taşları yerine koymak yeni bir dokunulan taş yükümlülüğü doğurmaz.';
  if (actor !== mover) {
    text += ` Bunu kendi süresi içinde yapmalıdır; ${sideGen(mover)} süresinden harcanmamalıdır.`;
    st.warn(
      `${side(actor)} taşları ${sideGen(mover)} saati işlerken yerine koydu; Madde ${A.displacedRestore} bunun ${sideGen(actor)} kendi süresinden yapılmasını ister. Kararda saatlere bir düzeltme hesaplanmadı.`,
    );
  }
  st.step(A.displacedRestore, text);
  return { actor, note: `${side(actor)} taşları doğru karelerine koydu` };
}

/**
 * 7.6: pieces found displaced (by the arbiter, on a player's request, or by the ruling at the
 * end): back to the position before the irregularity; the moves made since are annulled.
 */
function reinstate(st: State, via: 'arbiter' | Color | 'end'): void {
  const A = st.A;
  const d = st.displaced!;
  st.displaced = null;
  if (via !== 'arbiter' && via !== 'end' && !d.since) {
    st.step(
      A.displacedAssist,
      `${side(via)} saati ${pauseTr(st.ed.id, 'ıp')} hakemden yardım istedi: tahtada yerinden oynamış taşlar var.`,
    );
  }
  const found =
    via === 'arbiter'
      ? 'Hakem taşların doğru karelerinde durmadığını belirledi.'
      : via === 'end'
        ? 'Oyun, taşlar doğru karelerinde durmadığı hâlde sürdü.'
        : d.since
          ? `${side(via)} durumu hakeme bildirdi; hakem taşların doğru karelerinde durmadığını belirledi.`
          : 'Hakem taşların doğru karelerinde durmadığını belirledi.';
  if (!d.since) {
    const list = d.overlay.map(putBack);
    st.step(
      A.displacedFound,
      `${found} Taşlar kaydıktan sonra hamle yapılmadığı için usulsüzlüğün hemen öncesindeki konum, oyunun tahtadaki konumudur: taşlar doğru karelerine konur (${andList(list)}) ve oyun bu konumdan sürer; ${nextOnBoard(st)}.`,
    );
    return;
  }
  const since = d.since;
  const later = st.game.entries.slice(since.len + 1);
  const annulled = later.filter((e) => e.san).map((e) => e.san as string);
  const dropped = st.game.pending.filter((r) => r.historyLen > since.len);
  if (dropped.length) {
    st.game.pending = st.game.pending.filter((r) => r.historyLen <= since.len);
    st.warn('İptal edilen hamleler arasındaki, henüz ele alınmamış kural dışı hamle de onlarla birlikte ortadan kalktı.');
  }
  if (st.violation && st.violation.historyLen > since.len) st.violation = null;
  st.truncate(since.len);
  st.newTurn(since.player, since.ctx);
  const cancelled = annulled.length
    ? `taşlar kaydıktan sonra yapılan ${andList(annulled)} ${annulled.length > 1 ? 'hamleleri' : 'hamlesi'} iptal edilir`
    : 'o konumdan sonra tamamlanmış bir hamle yoktur';
  const touches = since.ctx.touches.length ? ` Aynı turda taşlar kaymadan önce yapılan dokunuşlar geçerliliğini korur.` : '';
  st.step(
    A.displacedFound,
    `${found} ${via === 'end' ? 'Bu fark edildiğinde konum' : 'Konum'} usulsüzlüğün hemen öncesine getirilir: ${cancelled}. Oyun bu düzeltilmiş konumdan sürer; hamle sırası o konumda olduğu gibi ${sideLoc(since.player)}.${touches}`,
  );
  st.step(A.restoreClocks, st.ed.restoreClocksText);
}

/** `{ "arbiter": "displaced" }` (`by`: on that player's request). */
export function onArbiterDisplaced(st: State, ev: EventBase): TraceHint {
  const d = st.displaced;
  if (!d || (d.overlay.length === 0 && !d.since))
    fault(
      st,
      'arbiter',
      'tahtada yerinden oynamış taş yok (önce bir "displace" olayı gerekir; taşlar yerine konduysa düzeltilecek bir şey kalmamıştır)',
    );
  reinstate(st, ev.by ?? 'arbiter');
  return {
    note: ev.by ? `${side(ev.by)} hakemi çağırdı: yerinden oynamış taşlar düzeltildi` : 'Hakem: yerinden oynamış taşlar düzeltildi',
  };
}

/** The game goes on with pieces off their squares: the displaced board becomes the board of the game. */
function materialize(st: State, field: string): void {
  const d = st.displaced!;
  const base = st.cur();
  for (const x of d.overlay) {
    const p = base.pieceAt(x.origin);
    if (!p || p.role !== x.piece.role || p.color !== x.piece.color) {
      // The board of the game changed under the overlay (a restoration by another rule).
      st.displaced = null;
      st.warn('Konum başka bir kural gereği önceki bir konuma döndürüldü; yerinden oynamış taşlar da böylece düzeltilmiş oldu.');
      return;
    }
  }
  const board = st.physicalBoard();
  for (const c of ['white', 'black'] as const)
    if (!board.some((p) => p && p.role === 'king' && p.color === c))
      fault(
        st,
        field,
        `${colorTr(c)} şah tahtanın dışında: taşlar yerine konmadan ("restore") ya da hakem konumu düzeltmeden ("arbiter": "displaced") oyun sürdürülemez`,
      );
  if (!d.since) {
    const sameTurn = st.game.entries.length === d.firstLen && d.firstCtx.player === st.turnPlayer();
    d.since = {
      len: st.game.entries.length,
      player: st.turnPlayer(),
      ctx: sameTurn ? cloneTouchContext(d.firstCtx) : emptyTouchContext(st.turnPlayer()),
    };
  }
  // The touches of this turn follow the touched pieces to where they now stand.
  const ctx = st.turn.ctx;
  ctx.touches = ctx.touches.flatMap((t) => {
    const x = d.overlay.find((o) => o.origin === t.square);
    if (!x) return [t];
    return x.at === null ? [] : [{ ...t, square: x.at }];
  });
  const setup = base.toSetup();
  setup.board = board.map((p) => (p ? { ...p } : null));
  d.overlay = [];
  st.pushEntry(Position.fromSetupUnchecked(setup), null, null, null, false);
}

/**
 * Before an event: a move, placement, press or claim with pieces off their squares plays on the
 * displaced board. `completeMade` completes a move made but not pressed when the opponent
 * acts first (6.2.2, as the event's own handler would), so that his move is read on that board.
 */
export function beforeEvent(st: State, ev: EventBase & { kind: string }, role: BoardRole | null, completeMade: () => void): void {
  const d = st.displaced;
  if (!d || !d.overlay.length || !role) return;
  if (st.turn.placed?.kind === 'legal' && role === 'plays' && (ev.by ?? st.turnPlayer()) !== st.turnPlayer()) {
    completeMade();
    if (st.displaced !== d || d.overlay.length === 0) return;
  }
  if (st.turn.placed) return;
  if (role === 'points') return;
  materialize(st, ev.kind);
}

/** After an event: a restoration by another rule covers the displacement; a move completed with
 * pieces off their squares puts the game on the displaced board. */
export function afterEvent(st: State, ev: EventBase & { kind: string }, curBefore: Position): void {
  const d = st.displaced;
  if (!d || st.over) return;
  const n = st.game.entries.length;
  if (n < d.firstLen || (d.since && n <= d.since.len)) {
    st.displaced = null;
    st.warn('Konum, taşların yerinden oynamasından önceki bir konuma döndürüldü; yerinden oynamış taşlar da böylece düzeltilmiş oldu.');
    return;
  }
  if (d.overlay.length && !st.turn.placed && st.cur() !== curBefore) materialize(st, ev.kind);
}

/** At the end of the scenario: pieces still displaced. */
export function finishDisplaced(st: State): void {
  const d = st.displaced;
  if (!d || st.over) return;
  if (d.since) {
    reinstate(st, 'end');
    return;
  }
  if (d.overlay.length === 0) return;
  const displacers = [...new Set(d.overlay.map((x) => x.by))];
  st.step(
    st.A.displacedRestore,
    `Taşlar hâlâ doğru karelerinde değil: ${andList(displacers.map(side))} onları kendi süresi içinde doğru karelerine koymalıdır (${andList(d.overlay.map(putBack))}). Karardaki konum, taşlar yerine konmuş hâlidir.`,
  );
  d.overlay = [];
  st.displaced = null;
}
