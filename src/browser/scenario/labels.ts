// The Turkish words of a ruling's view: sides, editions, results, endings, touch-move obligations,
// clock adjustments. No engine code: the scenario player (a page's island) uses these without the
// event table that narrating events needs (describe.ts), so its bundle stays small. Pure.
import type { TerminationKind } from '../../engine/rulings/index.ts';

export type Side = 'white' | 'black';

export const SIDE_TR: Record<Side, string> = { white: 'Beyaz', black: 'Siyah' };
const SIDE_GEN: Record<Side, string> = { white: "Beyaz'ın", black: "Siyah'ın" };
const SIDE_DAT: Record<Side, string> = { white: "Beyaz'a", black: "Siyah'a" };

/** "yürürlükteki 2023 kurallarına göre" … (inside a sentence; `upperFirst` for a heading). */
export const EDITION_TR: Record<string, string> = {
  '2023': 'yürürlükteki 2023 kurallarına göre',
  '2018': '2018 metnine göre',
  '2001': '2001 sürümüne göre',
};
export const upperFirst = (s: string): string => s.charAt(0).toLocaleUpperCase('tr') + s.slice(1);

/** What touch-move obliges, by obligation kind. */
const OBLIGATION_TR: Record<string, string> = {
  move: 'dokunduğu taşı oynamak',
  capture: 'dokunduğu taşı almak',
  castle: 'rok yapmak',
  king: 'şahıyla oynamak',
  free: 'dilediği kurallara uygun hamleyi yapmak (zorunluluk yok)',
};

/**
 * What touch-move obliges, said for this obligation: castling names its side (4.4.1, 4.7.2; in
 * Chess960 the side of the touched rook, Guidelines II.3.2.6), never a generic move.
 */
export function obligationTr(ob: { kind: string; moves: string[] }): string {
  if (ob.kind === 'castle') {
    const long = ob.moves.some((m) => /^(O-O-O|0-0-0)/.test(m));
    return long ? 'c yanına rok yapmak (uzun rok)' : 'g yanına rok yapmak (kısa rok)';
  }
  return OBLIGATION_TR[ob.kind] ?? ob.kind;
}

export const RESULT_TR: Record<string, string> = {
  '1-0': 'Beyaz kazanır (1-0)',
  '0-1': 'Siyah kazanır (0-1)',
  '1/2-1/2': 'Berabere (½-½)',
  '0-0': 'İki taraf da kaybeder (0-0)',
};

/** Every ending the engine can give, in Turkish: a page never shows the engine's code (checkScenarioPage refuses one). */
export const TERMINATION_TR: Record<TerminationKind, string> = {
  checkmate: 'mat',
  stalemate: 'pat',
  'dead-position': 'ölü konum',
  resignation: 'terk',
  agreement: 'anlaşmalı beraberlik',
  timeout: 'süre aşımı (bayrak düştü)',
  'timeout-unwinnable': 'bayrak düştü ama rakip mat edemez (Madde 6.9)',
  'illegal-moves': 'ikinci kural dışı hamle',
  'illegal-moves-unwinnable': 'ikinci kural dışı hamle, rakip mat edemez',
  threefold: 'üç kez aynı konum',
  fivefold: 'beş kez aynı konum',
  'fifty-moves': '50 hamle kuralı',
  'seventy-five-moves': '75 hamle kuralı',
  'illegal-position': 'kural dışı konum tahtada kaldı',
  'resignation-unwinnable': 'terk, ama rakip mat edemez (2023, Madde 5.1.2)',
  restart: 'oyun iptal: yeni bir oyun oynanır',
  'both-flags': 'son dönemde iki bayrak da düştü, hangisinin önce düştüğü bilinmiyor',
  'quickplay-claim': 'son iki dakikada beraberlik savı kabul edildi',
  'sealed-move': 'kapalı hamle geçersiz: yazan oyuncu kaybeder',
  'sealed-move-unwinnable': 'kapalı hamle geçersiz, ama rakip mat edemez',
};

/** The Turkish name of an ending, or null when there is none (the page would show the engine's English code). */
export const terminationTr = (t: string): string | null => (Object.hasOwn(TERMINATION_TR, t) ? TERMINATION_TR[t as TerminationKind] : null);

export function clockText(adj: { side: Side; seconds: number; article?: string }): string {
  const mins = Math.abs(adj.seconds) % 60 === 0 ? `${Math.abs(adj.seconds) / 60} dakika` : `${Math.abs(adj.seconds)} saniye`;
  return adj.seconds >= 0 ? `${SIDE_DAT[adj.side]} ${mins} eklenir` : `${SIDE_GEN[adj.side]} süresinden ${mins} düşülür`;
}
