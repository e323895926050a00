// Tie-break codes as arbiters and TRF records 202/212 write them: NAME, NAME/C1, NAME-C1 (C.07 Article 5
// acronyms, Article 14 modifiers Cut-n and Median-n).

import { err, ok } from '../lib/index.ts';
import type { Result } from './types.ts';

export type TiebreakName =
  'BH' | 'FB' | 'SB' | 'AOB' | 'DE' | 'WIN' | 'WON' | 'BPG' | 'BWG' | 'GE' | 'PS' | 'KS' | 'ARO' | 'APRO' | 'TPR' | 'PTP' | 'APPO';

export interface TiebreakCode {
  /** Normalised: NAME or NAME/C1 … */
  code: string;
  name: TiebreakName;
  /** Least significant values cut (14.1, 14.2; Median cuts them too, 14.3, 14.4). */
  cutLow: number;
  /** Most significant values cut (Median, 14.3, 14.4). */
  cutHigh: number;
}

/** Turkish names with their C.07 articles. */
export const TIEBREAK_TITLES: Record<TiebreakName, string> = {
  BH: 'Buchholz (BH, 8.1)',
  FB: 'Fore Buchholz (FB, 8.3)',
  AOB: 'Rakiplerin Buchholz ortalaması (AOB, 8.2)',
  SB: 'Sonneborn-Berger (SB, 9.1)',
  KS: 'Koya sistemi (KS, 9.2)',
  DE: 'Birbirleriyle oynadıkları oyunlar (DE, 6)',
  WIN: 'Galibiyet sayısı (WIN, 7.1)',
  WON: 'Tahtada kazanılan oyun sayısı (WON, 7.2)',
  BPG: 'Siyahla oynanan oyun sayısı (BPG, 7.3)',
  BWG: 'Siyahla kazanılan oyun sayısı (BWG, 7.4)',
  PS: 'Kümülatif (ilerleyen) puan (PS, 7.5)',
  GE: 'Oynamayı seçtiği turlar (GE/REP, 7.6)',
  ARO: 'Rakiplerin ortalama ratingi (ARO, 10.1)',
  TPR: 'Turnuva performans ratingi (TPR, 10.2)',
  PTP: 'Kusursuz turnuva performansı (PTP, 10.3)',
  APRO: 'Rakiplerin ortalama performansı (APRO, 10.4)',
  APPO: 'Rakiplerin ortalama kusursuz performansı (APPO, 10.5)',
};

const ALIASES: Record<string, TiebreakName> = { REP: 'GE' };

// Article 5 marks the tie-breaks a Cut-1 modifier applies to; Median is used with the Buchholz family.
const MODIFIABLE: Partial<Record<TiebreakName, 'CM' | 'C'>> = { BH: 'CM', FB: 'CM', SB: 'CM', ARO: 'CM', PS: 'C' };

export const ALL_TIEBREAKS = Object.keys(TIEBREAK_TITLES) as TiebreakName[];

export function parseTiebreakCode(input: string): Result<TiebreakCode, string> {
  const raw = input.trim().toUpperCase();
  const m = /^([A-Z]+)(?:[/-]([CM])([1-9]))?$/.exec(raw);
  if (!m) return err(`“${input}” bir eşitlik bozma kodu değil (örnek: BH, BH/C1, SB, ARO/C1).`);
  const name = (ALIASES[m[1]] ?? m[1]) as TiebreakName;
  if (!(name in TIEBREAK_TITLES)) {
    return err(`Bilinmeyen eşitlik bozma ölçütü “${m[1]}”. Bilinenler: ${ALL_TIEBREAKS.join(', ')}.`);
  }
  if (!m[2]) return ok({ code: name, name, cutLow: 0, cutHigh: 0 });
  const allowed = MODIFIABLE[name];
  if (!allowed || (m[2] === 'M' && allowed === 'C')) {
    return err(`${name} ölçütüne ${m[2] === 'C' ? 'Cut' : 'Median'} değiştiricisi uygulanmaz (C.07 Madde 5 ve 14).`);
  }
  const n = Number(m[3]);
  const code = `${name}/${m[2]}${n}`;
  return ok({ code, name, cutLow: n, cutHigh: m[2] === 'M' ? n : 0 });
}
