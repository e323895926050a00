// Article 8: recording the moves.
//
// 8.1.1 each player records his moves (2001: 8.1).
// 8.4   a player with less than five minutes left at some stage of a period, and no increment of 30
//       seconds or more, need not record for the rest of that period (MHK: even if his time rises
//       above five minutes again). 2001 8.4 says the same.
// 8.5.1 neither player records under 8.4: once a flag falls the clock is paused and both update
//       their scoresheets from the arbiter's or the opponent's (2001 8.5.a).
// 8.5.2 only one does not record: once a flag falls he updates his scoresheet completely before
//       moving; on his move he may use the opponent's, returning it before moving (2001 8.5.b).
// 8.5.3 no complete scoresheet: the game is reconstructed on a second board under the arbiter's
//       control, after recording the position, the clock times and the move count.
// A.2   in rapid and blitz recording is not required (blitz through B.4 / B.3); 2001: B3, C2.
// The time left comes from `clocks` (kept from per-move `seconds`), the increment from the period
// the player is in (`timeControl`, 6.3).

import type { Color } from '../types.ts';
import { COLORS } from '../types.ts';
import type { EventBase, Period } from './types.ts';
import type { State } from './state.ts';
import { fault } from './fault.ts';
import { clock, pauseTr, side, sideGen } from './steps.ts';

const FIVE_MINUTES = 300;
const BIG_INCREMENT = 30;

/** The period the player is in (that of his next move, 6.3.1) and its index. */
function periodNow(st: State, c: Color): { period: Period; index: number } | null {
  const periods = st.s.timeControl?.periods;
  if (!periods) return null;
  const pos = st.cur();
  const done = c === 'white' ? pos.fullmoves - 1 + (pos.turn === 'black' ? 1 : 0) : pos.fullmoves - 1;
  let cum = 0;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i];
    if (p.moves === null || done + 1 <= cum + p.moves) return { period: p, index: i };
    cum += p.moves;
  }
  return { period: periods[periods.length - 1], index: periods.length - 1 };
}

/** 8.4: may `c` stop recording now? null when the clocks or the control are not known. */
function exemptNow(st: State, c: Color): boolean | null {
  const p = periodNow(st, c);
  if (!p || !st.time.clocks) return null;
  return st.time.clocks[c] < FIVE_MINUTES && p.period.incrementSeconds < BIG_INCREMENT;
}

export function onScoresheet(st: State, ev: EventBase): void {
  const A = st.A;
  const who = ev.by ?? st.turnPlayer();
  st.recording.asked = true;
  if (st.category !== 'standard') {
    st.step(
      A.recordingQuick,
      `${side(who)} hamlelerini kaydetmeyi bıraktı: hızlı ve yıldırım satrançta oyuncuların hamlelerini kaydetmesi gerekmez; notasyon kâğıdına dayalı haklarını da yitirmezler.`,
    );
    st.recording.stopped.set(who, periodNow(st, who)?.index ?? 0);
    return;
  }
  const exempt = exemptNow(st, who);
  if (exempt === null)
    fault(
      st,
      'scoresheet',
      'kaydetme zorunluluğu kalan süreye ve hamle başına ek süreye bağlıdır (8.4): senaryoya "clocks" ve "timeControl" yazılmalı',
    );
  const { period: p, index } = periodNow(st, who)!;
  const left = st.time.clocks![who];
  if (exempt) {
    st.recording.stopped.set(who, index);
    st.step(
      A.recordingExempt,
      `${sideGen(who)} saatinde ${clock(left)} kaldı (beş dakikadan az) ve hamle başına ek süre ${p.incrementSeconds} saniye (30 saniyeden az): bu dönemin geri kalanında hamlelerini kaydetmek zorunda değildir, süresi yeniden beş dakikanın üstüne çıksa bile.`,
    );
    return;
  }
  const why =
    left >= FIVE_MINUTES
      ? `saatinde ${clock(left)} var (beş dakika ya da daha çok)`
      : `hamle başına ${p.incrementSeconds} saniye ek süre alıyor (30 saniye ya da daha çok)`;
  st.step(
    A.recordingDuty,
    `${side(who)} hamlelerini kaydetmeyi bıraktı; ama ${why}: ${A.recordingExempt}'teki istisna uygulanmaz, hamlelerini kaydetmeye devam etmek zorundadır. Hakem oyuncuyu uyarır.`,
  );
}

/** 8.5: a flag has fallen while a player was not recording under 8.4 (standard play). */
export function recordingAfterFlag(st: State): void {
  if (st.category !== 'standard' || st.recording.stopped.size === 0) return;
  const A = st.A;
  const rebuild = A.recordingRebuild
    ? ` Eksiksiz bir notasyon kâğıdı yoksa oyun, hakem ya da yardımcısı gözetiminde ikinci bir tahtada yeniden kurulur; önce o anki konum, saatlerdeki süreler ve biliniyorsa yapılan hamle sayısı kaydedilir (${A.recordingRebuild}).`
    : '';
  if (st.recording.stopped.size === 2) {
    st.step(
      A.recordingNeither,
      `İki oyuncu da ${A.recordingExempt} uyarınca hamlelerini kaydetmiyordu: bayrak düşer düşmez hakem saati ${pauseTr(st.ed.id, 'ır')}; oyuncular notasyon kâğıtlarını hakemin ya da rakibinin kâğıdından güncellemelidir.${rebuild}`,
    );
  } else {
    const who = [...st.recording.stopped.keys()][0];
    st.step(
      A.recordingOne,
      `${side(who)} ${A.recordingExempt} uyarınca hamlelerini kaydetmiyordu: bayrak düştüğü için bir sonraki hamlesini yapmadan önce notasyon kâğıdını eksiksiz güncellemelidir; hamle sırası kendisindeyse rakibinin kâğıdını kullanabilir, ama hamlesini yapmadan önce geri vermelidir.${rebuild}`,
    );
  }
}

/** The ruling's `recording`: must each player record his moves now? undefined when it cannot be told. */
export function recordingOf(st: State): { white: boolean; black: boolean } | undefined {
  if (st.category !== 'standard') return st.recording.asked || st.s.timeControl ? { white: false, black: false } : undefined;
  if (!st.recording.asked && !(st.time.clocks && st.s.timeControl)) return undefined;
  const out = { white: true, black: true };
  // Exempt now (8.4), or stopped earlier in the period he is still in ("for the remainder of the period").
  for (const c of COLORS)
    out[c] = !(exemptNow(st, c) === true || (st.recording.stopped.has(c) && st.recording.stopped.get(c) === periodNow(st, c)?.index));
  return out;
}
