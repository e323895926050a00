// `touch`: a deliberate touch binds the player to move (4.3, 4.4); "j'adoube" (4.2.1) and
// evident accidental contact (4.2.2) do not; a touch by the player not having the move binds
// nothing; touching to move makes the opponent's draw offer lapse (9.1.2.1).

import type { Square } from '../../types.ts';
import { parseSquare, squareName } from '../../types.ts';
import { ok } from '../../types.ts';
import type { State } from '../state.ts';
import { fault } from '../fault.ts';
import { addTouch, lapseOffer } from '../turn.ts';
import { pieceAtAcc, pieceAtDat, side, sqName, touchTarget } from '../steps.ts';
import { fail, readFlag, show, squareError } from '../fields.ts';
import type { EventBase, EventKind } from './kind.ts';

/** `{ "touch": "g5" }` (4.2.2 / 4.3), `"adjust": true` (4.2.1), `"accidental": true` (4.2.2, extension). */
export interface TouchEvent extends EventBase {
  kind: 'touch';
  square: Square;
  adjust: boolean;
  accidental: boolean;
}

export const touch: EventKind<TouchEvent> = {
  kind: 'touch',
  modifiers: ['by', 'adjust', 'accidental'],
  parse(value, { at, path, index: i, raw, base }) {
    if (typeof value !== 'string') return fail(path, `${show(value)} bir kare olmalı (ör. "g5")`, i);
    const sq = parseSquare(value.trim());
    if (sq === undefined) return squareError(path, value, i);
    const adjust = readFlag(raw, at, 'adjust', i, false);
    if (!adjust.ok) return adjust;
    const accidental = readFlag(raw, at, 'accidental', i, false);
    if (!accidental.ok) return accidental;
    if (adjust.value && accidental.value) return fail(`${at}.accidental`, 'bir dokunuş hem "adjust" hem "accidental" olamaz', i);
    return ok({ ...base, kind: 'touch', square: sq, adjust: adjust.value, accidental: accidental.value });
  },
  apply: (st, ev) => onTouch(st, ev),
  note: (ev, actor) =>
    `${side(actor)} ${squareName(ev.square)} karesindeki taşa ${ev.adjust ? '"düzeltiyorum" diyerek ' : ev.accidental ? 'kazayla ' : ''}dokundu`,
  tell(ev, { who, pieceAt }) {
    const target = touchTarget(pieceAt?.(ev.square), ev.square);
    if (ev.adjust) return `${who} “düzeltiyorum” diyerek ${target} dokunur.`;
    return `${who} ${target} ${ev.accidental ? 'istemeden ' : ''}dokunur.`;
  },
  squares: (_st, ev) => [squareName(ev.square)],
  touchLike: (ev) => !ev.adjust && !ev.accidental,
};

export function onTouch(st: State, ev: TouchEvent): void {
  const actor = ev.by ?? st.turnPlayer();
  const A = st.A;
  const board = st.physicalBoard();
  const piece = board[ev.square];
  if (!piece) fault(st, 'touch', `${sqName(ev.square)} karesinde taş yok`);
  const p = piece!;
  if (actor !== st.turnPlayer()) {
    st.warn(
      `${side(actor)} hamle sırası kendisinde değilken ${pieceAtDat(ev.square, p)} dokundu: dokunulan taş kuralı yalnızca hamlesi olan oyuncuyu bağlar.`,
    );
    return;
  }
  if (ev.adjust) {
    st.step(
      A.adjust,
      `${side(actor)} önce "düzeltiyorum" diyerek ${pieceAtAcc(ev.square, p)} düzeltti: bu dokunuş bir yükümlülük doğurmaz.`,
    );
    return;
  }
  if (ev.accidental) {
    st.step(
      A.accidental,
      `${side(actor)} ${pieceAtDat(ev.square, p)} açıkça kazayla değdi: yalnızca kasıtlı dokunuş bağlar, bu temas bir yükümlülük doğurmaz.`,
    );
    return;
  }
  if (st.turn.placed?.kind === 'legal') {
    st.warn(`${side(actor)} hamlesini yapmıştı; sonradan ${pieceAtDat(ev.square, p)} dokunması hamleyi değiştirmez.`);
    return;
  }
  // A displaced piece is touched where it stands but belongs to its own square (7.4.1).
  addTouch(st, st.logicalSquare(ev.square), p, false);
  st.turn.touchedDeliberately = true;
  lapseOffer(st, actor);
}
