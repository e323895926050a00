// `touch`: a deliberate touch binds the player to move (4.3, 4.4); "j'adoube" (4.2.1) and
// evident accidental contact (4.2.2) do not; a touch by the player not having the move binds
// nothing; touching to move makes the opponent's draw offer lapse (9.1.2.1).

import type { ScenarioEvent } from '../types.ts';
import type { State } from '../state.ts';
import { fault } from '../state.ts';
import { addTouch, lapseOffer } from '../turn.ts';
import { pieceAtAcc, pieceAtDat, side, sqName } from '../steps.ts';

export function onTouch(st: State, ev: Extract<ScenarioEvent, { kind: 'touch' }>): void {
  const actor = ev.by ?? st.turnPlayer();
  const A = st.A;
  const board = st.physicalBoard();
  const piece = board[ev.square];
  if (!piece) fault(st, 'touch', `${sqName(ev.square)} karesinde taş yok`);
  const p = piece!;
  if (actor !== st.turnPlayer()) {
    st.warn(`${side(actor)} hamle sırası kendisinde değilken ${pieceAtDat(ev.square, p)} dokundu: dokunulan taş kuralı yalnızca hamlesi olan oyuncuyu bağlar.`);
    return;
  }
  if (ev.adjust) {
    st.step(A.adjust, `${side(actor)} önce "düzeltiyorum" diyerek ${pieceAtAcc(ev.square, p)} düzeltti: bu dokunuş bir yükümlülük doğurmaz.`);
    return;
  }
  if (ev.accidental) {
    st.step(A.accidental, `${side(actor)} ${pieceAtDat(ev.square, p)} açıkça kazayla değdi: yalnızca kasıtlı dokunuş bağlar, bu temas bir yükümlülük doğurmaz.`);
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
