// Categories of play from the time control.
//
// 2018 (seed 002): A.1 rapid = every player gets more than 10 and less than 60 minutes,
// counting the fixed time plus 60 times the increment; B.1 blitz = 10 minutes or less on the
// same count. So exactly 60 minutes is standard play (MHK on A.1) and exactly 10 is blitz
// (MHK on B.1). With "base+increment" (minutes + seconds), 60 × increment seconds is
// `increment` minutes, so the count is base + increment.
//
// 2001 (seed 000): B1 rapid = all moves in a fixed time between 15 and 60 minutes;
// C1 blitz = less than 15 minutes. The older text knows only a fixed time; we read the
// fixed (base) time and ignore the increment (a warning says so).

import type { Category, EventBase, Laws, ScenarioOf, Step, TimeControl } from './types.ts';
import { edition } from './editions.ts';
import { decimalTr as fmt } from '../../lib/index.ts';

/** Minutes that decide the category (A.1/B.1: base + 60 × increment; B1/C1: base). */
export function decidingMinutes(tc: TimeControl, laws: Laws): number {
  return edition(laws).countsIncrement ? tc.baseMinutes + tc.incrementSeconds : tc.baseMinutes;
}

export function categoryFromTimeControl(tc: TimeControl, laws: Laws): Category {
  return edition(laws).categoryOf(decidingMinutes(tc, laws));
}

/** The step explaining the category, when it comes from the time control. */
export function categorySteps(s: ScenarioOf<EventBase>): Step[] {
  if (s.categorySource !== 'timeControl' || !s.timeControl) return [];
  const tc = s.timeControl;
  const t = decidingMinutes(tc, s.laws);
  if (edition(s.laws).countsIncrement) {
    const sum = `${fmt(tc.baseMinutes)} dakika + 60 × ${fmt(tc.incrementSeconds)} saniye = ${fmt(t)} dakika`;
    if (s.category === 'blitz')
      return [{ article: 'B.1', text: `Süre denetimi ${tc.text}: ${sum}. Bu 10 dakika ya da daha az olduğu için oyun yıldırımdır.` }];
    if (s.category === 'rapid')
      return [
        {
          article: 'A.1',
          text: `Süre denetimi ${tc.text}: ${sum}. Bu 10 dakikadan çok, 60 dakikadan az olduğu için oyun hızlı satrançtır.`,
        },
      ];
    return [
      {
        article: 'A.1',
        text: `Süre denetimi ${tc.text}: ${sum}. Hızlı satranç 60 dakikadan az süre ister; ${fmt(t)} dakika bunu karşılamadığı için oyun normal (klasik) satrançtır.`,
      },
    ];
  }
  const inc =
    tc.incrementSeconds > 0
      ? ` 2001 metni yalnızca sabit süreyi tanımlar; hamle başına ${fmt(tc.incrementSeconds)} saniyelik ek süre hesaba katılmadı.`
      : '';
  if (s.category === 'blitz')
    return [{ article: 'C1', text: `Sabit süre ${fmt(t)} dakika: 15 dakikadan az olduğu için oyun yıldırımdır.${inc}` }];
  if (s.category === 'rapid')
    return [{ article: 'B1', text: `Sabit süre ${fmt(t)} dakika: 15 ile 60 dakika arasında olduğu için oyun hızlı satrançtır.${inc}` }];
  return [
    {
      article: 'B1',
      text: `Sabit süre ${fmt(t)} dakika: hızlı satrancın üst sınırı olan 60 dakikayı aştığı için oyun normal satrançtır.${inc}`,
    },
  ];
}
