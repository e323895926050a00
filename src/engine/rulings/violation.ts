// A completed move that broke touch-move (4.3, 4.4.2): put right — the move is taken back and an
// obligated move made — unless the opponent touched a piece first (4.8: he lost the right to
// claim). Not an illegal move of Article 7. The older rapid rules decide only on request (B5).

import { opposite } from '../types.ts';
import type { State } from './state.ts';
import { violatedRule } from './touch.ts';
import { checkEnding } from './endings.ts';
import { side, sideGen } from './steps.ts';

export function enforceViolation(st: State, claimed: boolean): void {
  const v = st.violation!;
  st.violation = null;
  const old = st.ctx.old;
  if (old) {
    st.citeCategory();
    st.step(
      old.touchMoveOnRequest,
      'Eski metne göre hızlı satrançta hakem 4. madde konusunda yalnızca oyunculardan biri isterse karar verir; rakip bunu istedi.',
    );
  }
  const played = st.game.entries[v.historyLen];
  const san = played?.san ?? '';
  st.truncate(v.historyLen);
  st.newTurn(v.player, v.ctx);
  const art = violatedRule(v.ob);
  st.step(
    art,
    `${sideGen(v.player)} saatine bastığı ${san} hamlesi dokunulan taş kuralına aykırıydı${claimed ? ' ve rakip buna karşı savda bulundu' : ''}: hamle geri alınır ve yerine kurala uyan bir hamle yapılır. Bu bir kural dışı hamle (Madde 7) sayılmaz.`,
  );
}

export function standViolation(st: State): void {
  const v = st.violation!;
  st.violation = null;
  const opp = opposite(v.player);
  st.step(
    st.A.claimLostByTouch,
    `${sideGen(v.player)} hamlesi dokunulan taş kuralına aykırıydı, ama ${side(opp)} savda bulunmadan oynamak niyetiyle bir taşa dokundu: savda bulunma hakkını yitirdi, hamle yerinde kalır.`,
  );
  checkEnding(st);
}
