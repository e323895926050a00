// The pairing rules as values: each rule version lists its criteria in their order of priority.
// dutch.ts packs the quality criteria into the bit fields of one matching weight in this order; the
// checker and the explanations name a criterion by its id. Article numbers follow the 2025 text of
// C.04.3 (in force from 1 February 2026), which inserted C.9 and renumbered the colour and float
// criteria; the absolute criteria C.1–C.4 keep their numbers. Pure TypeScript.

export type CriterionKind = 'absolute' | 'completion' | 'quality' | 'order' | 'colour';

export interface Criterion {
  id: string;
  /** Handbook article. */
  article: string;
  kind: CriterionKind;
  /** Turkish: what the criterion asks. */
  tr: string;
}

export interface RulesVersion {
  id: 'dutch-2026';
  /** Turkish name. */
  name: string;
  criteria: readonly Criterion[];
}

export const DUTCH_2026: RulesVersion = {
  id: 'dutch-2026',
  name: 'FIDE İsviçre (Hollanda) sistemi, C.04.3 (2025 metni, 1 Şubat 2026’dan itibaren)',
  criteria: [
    { id: 'C1', article: 'C.04.3 C.1', kind: 'absolute', tr: 'iki oyuncu birbiriyle bir kereden fazla oynamaz' },
    {
      id: 'C2',
      article: 'C.04.3 C.2',
      kind: 'absolute',
      tr: 'daha önce eşlendirme bayı almış ya da oynamadan tam puan (hükmen galibiyet, tam puanlık bay) almış oyuncu eşlendirme bayı almaz',
    },
    {
      id: 'C3',
      article: 'C.04.3 C.3',
      kind: 'absolute',
      tr: 'aynı mutlak renk tercihine sahip iki oyuncu karşılaşmaz (son turda lider grup oyuncuları hariç)',
    },
    {
      id: 'C4',
      article: 'C.04.3 C.4',
      kind: 'completion',
      tr: 'eşlendirme turun geri kalanının da eşlenmesine izin vermeli (tamamlanabilirlik)',
    },
    { id: 'C5', article: 'C.04.3 C.5', kind: 'quality', tr: 'gruptaki eşleşme sayısı en çok olmalı (aşağı kayan oyuncu en az)' },
    { id: 'C6', article: 'C.04.3 C.6', kind: 'quality', tr: 'aşağı kayan oyuncuların puanları en düşük olmalı' },
    {
      id: 'C7',
      article: 'C.04.3 C.7',
      kind: 'quality',
      tr: 'aşağı kayanlar, bir sonraki grupta en çok eşleşmeye ve en küçük puan farkına izin verecek biçimde seçilmeli',
    },
    { id: 'C8', article: 'C.04.3 C.8', kind: 'quality', tr: 'aşağı kayanlar, sonraki grupların da eşlenmesine izin vermeli' },
    { id: 'C9', article: 'C.04.3 C.9', kind: 'quality', tr: 'eşlendirme bayını alan oyuncunun oynanmamış oyun sayısı en az olmalı' },
    {
      id: 'C10',
      article: 'C.04.3 C.10',
      kind: 'quality',
      tr: 'renk farkı +2’yi aşan ya da −2’nin altına inen (lider grup) oyuncu sayısı en az olmalı',
    },
    {
      id: 'C11',
      article: 'C.04.3 C.11',
      kind: 'quality',
      tr: 'üst üste üçüncü kez aynı rengi alan (lider grup) oyuncu sayısı en az olmalı',
    },
    { id: 'C12', article: 'C.04.3 C.12', kind: 'quality', tr: 'renk tercihi karşılanmayan oyuncu sayısı en az olmalı' },
    { id: 'C13', article: 'C.04.3 C.13', kind: 'quality', tr: 'güçlü renk tercihi karşılanmayan oyuncu sayısı en az olmalı' },
    { id: 'C14', article: 'C.04.3 C.14', kind: 'quality', tr: 'bir önceki turda aşağı kayıp yine aşağı kayan oyuncu sayısı en az olmalı' },
    {
      id: 'C15',
      article: 'C.04.3 C.15',
      kind: 'quality',
      tr: 'bir önceki turda yukarı kayıp yine yukarı kayan oyuncu sayısı en az olmalı',
    },
    { id: 'C16', article: 'C.04.3 C.16', kind: 'quality', tr: 'iki tur önce aşağı kayıp yine aşağı kayan oyuncu sayısı en az olmalı' },
    { id: 'C17', article: 'C.04.3 C.17', kind: 'quality', tr: 'iki tur önce yukarı kayıp yine yukarı kayan oyuncu sayısı en az olmalı' },
    {
      id: 'C18',
      article: 'C.04.3 C.18',
      kind: 'quality',
      tr: 'bir önceki turda aşağı kayıp yine aşağı kayanların puanları en düşük olmalı',
    },
    {
      id: 'C19',
      article: 'C.04.3 C.19',
      kind: 'quality',
      tr: 'bir önceki turda yukarı kayıp yine yukarı kayanların rakiplerinin puanları en düşük olmalı',
    },
    { id: 'C20', article: 'C.04.3 C.20', kind: 'quality', tr: 'iki tur önce aşağı kayıp yine aşağı kayanların puanları en düşük olmalı' },
    {
      id: 'C21',
      article: 'C.04.3 C.21',
      kind: 'quality',
      tr: 'iki tur önce yukarı kayıp yine yukarı kayanların rakiplerinin puanları en düşük olmalı',
    },
    {
      id: 'D',
      article: 'C.04.3 D.1–D.3',
      kind: 'order',
      tr: 'eşit iyi adaylar arasında sıra: önce S2’nin yer değiştirmeleri (transpozisyon), sonra S1 ile S2 arasında en az ve en yakın numaralı değiş tokuş',
    },
    { id: 'E', article: 'C.04.3 E.1–E.5', kind: 'colour', tr: 'renk dağıtımı kuralları' },
  ],
};

export function criterion(id: string, rules: RulesVersion = DUTCH_2026): Criterion {
  return rules.criteria.find((c) => c.id === id) as Criterion;
}
