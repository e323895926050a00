// The Dutch rules as one table: every criterion of C.04.3 (the text approved by the FIDE Council on
// 28/10/2025, applied from 1 February 2026), declared once with its id, its article, what it measures,
// the bit field of the matching weight it occupies and, for the colour criteria, the predicate on a
// pair. weights.ts lays out its bit fields from `field` in this order; the checker and the exercise
// (round.ts `decisiveCriterion`) compare one measure per id in this order; the explanations (tr.ts) cite
// `article` and `tr`. Pure TypeScript.
//
// Numbering. The 2026 text numbers its articles (2.1.1 … 2.4.16, 5.2.1 … 5.2.5) and keeps a bracketed
// id per criterion ("2.4.7 [C12]"); the ids are NOT the old criteria C.1–C.19 of the 2016/2017 text
// (A–E letters): 2026 inserted [C5] (the PAB's score) and [C9], so old C.5 is [C6], old C.10 is [C12],
// old C.12 is [C14]. `old` keeps the old number for readers of older books. Sources and the full
// mapping: src/pairing/README.md ("Numbering").

import type { Colour, PairingPlayer, PairingState } from './view.ts';

export type CriterionKind = 'absolute' | 'completion' | 'bye' | 'quality' | 'order' | 'colour';

/**
 * Bit fields of one criterion in the weight (weights.ts), from the most significant down: 'top' is the
 * 2-bit completion field, 'S' a count of players of the largest score group, 'G' one sub-field per score
 * group; `back` fields exist only when that many rounds were played.
 */
export interface WeightField {
  units: readonly ('top' | 'S' | 'G')[];
  back?: 1 | 2;
}

export interface Criterion {
  /** The 2026 text's bracketed id ("C12"); "D" the order of candidates (Article 4); "E" the colour rules (5.2). */
  id: string;
  /** Article of the 2026 text ("C.04.3 2.4.7"). */
  article: string;
  /** Number in the 2016/2017 text ("C.10"), or null when the criterion is new. */
  old: string | null;
  kind: CriterionKind;
  /** What the checker counts for it (English, for developers). */
  measures: string;
  /** The weight's bit field(s), or null when the matcher does not weigh it (C1–C3 remove the edge). */
  field: WeightField | null;
  /** Turkish: what the criterion asks. */
  tr: string;
}

const S: WeightField = { units: ['S'] };
const G: WeightField = { units: ['G'] };

export const CRITERIA = [
  {
    id: 'C1',
    article: 'C.04.3 2.1.1',
    old: 'C.1',
    kind: 'absolute',
    measures: 'pairs that met before or that the file forbids (XXP, 260)',
    field: null,
    tr: 'iki oyuncu birbiriyle bir kereden fazla oynamaz',
  },
  {
    id: 'C2',
    article: 'C.04.3 2.1.2',
    old: 'C.2',
    kind: 'absolute',
    measures: 'a PAB given to a player who had a PAB or a win without playing',
    field: null,
    tr: 'daha önce eşlendirme bayı almış ya da bir turda oynamadan galibiyet puanı (hükmen galibiyet, tam puanlık bay) almış oyuncu eşlendirme bayı almaz',
  },
  {
    id: 'C3',
    article: 'C.04.3 2.1.3',
    old: 'C.3',
    kind: 'absolute',
    measures: 'pairs of two players with the same absolute colour preference (absoluteColourClash)',
    field: null,
    tr: 'aynı mutlak renk tercihine sahip iki oyuncu karşılaşmaz (son turda lider grup oyuncuları hariç)',
  },
  {
    id: 'C4',
    article: 'C.04.3 2.2.1',
    old: 'C.4',
    kind: 'completion',
    measures: 'present players left without a game, beyond the one PAB',
    field: { units: ['top'] },
    tr: 'eşlenmemiş oyuncuların hepsini mutlak ölçütlere uyarak eşleyen bir eşlendirme her zaman kalmalı (tamamlanabilirlik)',
  },
  {
    id: 'C5',
    article: 'C.04.3 2.3.1',
    old: null,
    kind: 'bye',
    measures: 'the score of the PAB assignee',
    field: null,
    tr: 'eşlendirme bayını alan oyuncunun puanı en düşük olmalı',
  },
  {
    id: 'C6',
    article: 'C.04.3 2.4.1',
    old: 'C.5',
    kind: 'quality',
    measures: 'downfloaters of the first bracket that differs',
    field: S,
    tr: 'aşağı kayan oyuncu sayısı en az olmalı (gruptaki eşleşme sayısı en çok)',
  },
  {
    id: 'C7',
    article: 'C.04.3 2.4.2',
    old: 'C.6',
    kind: 'quality',
    measures: 'the scores of those downfloaters, highest first',
    field: G,
    tr: 'aşağı kayan oyuncuların puanları (büyükten küçüğe) en düşük olmalı',
  },
  {
    id: 'C8',
    article: 'C.04.3 2.4.3',
    old: 'C.7',
    kind: 'quality',
    measures: 'C6 and C7 of the next bracket',
    field: { units: ['S', 'G'] },
    tr: 'aşağı kayanlar, bir sonraki grupta da C1–C7 ölçütlerini en iyi sağlayacak biçimde seçilmeli',
  },
  {
    id: 'C9',
    article: 'C.04.3 2.4.4',
    old: null,
    kind: 'quality',
    measures: 'unplayed games of the PAB assignee, when it is the bracket’s only downfloater',
    field: { units: ['S', 'S'] },
    tr: 'eşlendirme bayını alan oyuncunun oynanmamış oyun sayısı en az olmalı',
  },
  {
    id: 'C10',
    article: 'C.04.3 2.4.5',
    old: 'C.8',
    kind: 'quality',
    measures: 'pairs in which a player gets a colour difference beyond ±2 (topscorers, last round)',
    field: S,
    tr: 'renk farkı +2’yi aşan ya da −2’nin altına inen (lider grup) oyuncu ya da rakibi sayısı en az olmalı',
  },
  {
    id: 'C11',
    article: 'C.04.3 2.4.6',
    old: 'C.9',
    kind: 'quality',
    measures: 'pairs in which a player gets the same colour a third time running (topscorers, last round)',
    field: S,
    tr: 'üst üste üçüncü kez aynı rengi alan (lider grup) oyuncu ya da rakibi sayısı en az olmalı',
  },
  {
    id: 'C12',
    article: 'C.04.3 2.4.7',
    old: 'C.10',
    kind: 'quality',
    measures: 'pairs of two players who want the same colour',
    field: S,
    tr: 'renk tercihi karşılanmayan oyuncu sayısı en az olmalı',
  },
  {
    id: 'C13',
    article: 'C.04.3 2.4.8',
    old: 'C.11',
    kind: 'quality',
    measures: 'pairs in which a strong colour preference goes unmet',
    field: S,
    tr: 'güçlü renk tercihi karşılanmayan oyuncu sayısı en az olmalı',
  },
  {
    id: 'C14',
    article: 'C.04.3 2.4.9',
    old: 'C.12',
    kind: 'quality',
    measures: 'resident downfloaters who floated down the round before',
    field: { units: ['S'], back: 1 },
    tr: 'bir önceki turda aşağı kayıp yine aşağı kayan oyuncu sayısı en az olmalı',
  },
  {
    id: 'C15',
    article: 'C.04.3 2.4.10',
    old: 'C.13',
    kind: 'quality',
    measures: 'opponents of moved-down players who floated up the round before',
    field: { units: ['S'], back: 1 },
    tr: 'aşağı kayan oyuncunun rakibi olup bir önceki turda yukarı kaymış oyuncu sayısı en az olmalı',
  },
  {
    id: 'C16',
    article: 'C.04.3 2.4.11',
    old: 'C.14',
    kind: 'quality',
    measures: 'resident downfloaters who floated down two rounds before',
    field: { units: ['S'], back: 2 },
    tr: 'iki tur önce aşağı kayıp yine aşağı kayan oyuncu sayısı en az olmalı',
  },
  {
    id: 'C17',
    article: 'C.04.3 2.4.12',
    old: 'C.15',
    kind: 'quality',
    measures: 'opponents of moved-down players who floated up two rounds before',
    field: { units: ['S'], back: 2 },
    tr: 'aşağı kayan oyuncunun rakibi olup iki tur önce yukarı kaymış oyuncu sayısı en az olmalı',
  },
  {
    id: 'C18',
    article: 'C.04.3 2.4.13',
    old: 'C.16',
    kind: 'quality',
    measures: 'score differences (highest first) of moved-down players who floated down the round before',
    field: { units: ['G'], back: 1 },
    tr: 'bir önceki turda da aşağı kaymış olan aşağı kayan oyuncuların (MDP) puan farkları, büyükten küçüğe, en küçük olmalı',
  },
  {
    id: 'C19',
    article: 'C.04.3 2.4.14',
    old: 'C.17',
    kind: 'quality',
    measures: 'score differences (highest first) of the opponents of moved-down players who floated up the round before',
    field: { units: ['G'], back: 1 },
    tr: 'aşağı kayan bir oyuncuyla (MDP) eşlenip bir önceki turda yukarı kaymış olanların puan farkları, büyükten küçüğe, en küçük olmalı',
  },
  {
    id: 'C20',
    article: 'C.04.3 2.4.15',
    old: 'C.18',
    kind: 'quality',
    measures: 'as C18, two rounds before',
    field: { units: ['G'], back: 2 },
    tr: 'iki tur önce de aşağı kaymış olan aşağı kayan oyuncuların (MDP) puan farkları, büyükten küçüğe, en küçük olmalı',
  },
  {
    id: 'C21',
    article: 'C.04.3 2.4.16',
    old: 'C.19',
    kind: 'quality',
    measures: 'as C19, two rounds before',
    field: { units: ['G'], back: 2 },
    tr: 'aşağı kayan bir oyuncuyla (MDP) eşlenip iki tur önce yukarı kaymış olanların puan farkları, büyükten küçüğe, en küçük olmalı',
  },
  {
    id: 'D',
    article: 'C.04.3 4.2–4.4',
    old: 'D.1–D.3',
    kind: 'order',
    measures: 'nothing: every criterion ties, the earlier candidate wins (Article 3.8)',
    field: null,
    tr: 'eşit iyi adaylar arasında sıra: önce S2’nin yer değiştirmeleri (transpozisyon), sonra S1 ile S2 arasında en az ve en yakın numaralı değiş tokuş',
  },
  {
    id: 'E',
    article: 'C.04.3 5.2',
    old: 'E.1–E.5',
    kind: 'colour',
    measures: 'the same pairs with other colours',
    field: null,
    tr: 'renk dağıtımı kuralları',
  },
] as const satisfies readonly Criterion[];

export type CriterionId = (typeof CRITERIA)[number]['id'];

/** The colour rules of C.04.3 5.2 in their order, with the letters of the 2016/2017 text. */
// The colour rules of C.04.3 5.2 (old E.1–E.5; criteria.ts COLOUR_RULES, mapped by COLOUR_RULE): 5.2.1
// both preferences, 5.2.2 the stronger preference (absolute over strong over mild; two absolute: the
// wider colour difference), 5.2.3 alternate to the last round in which the two had different colours,
// 5.2.4 the higher-ranked player's preference, 5.2.5 the initial colour by the higher-ranked player's number.
export type ColourReason =
  | 'both-preferences' // 5.2.1: both preferences are granted
  | 'preference-higher-absolute' // 5.2.2: the stronger (absolute, or the wider difference) preference wins
  | 'preference-strong' // 5.2.2: a strong preference over a mild one
  | 'alternate-history' // 5.2.3: alternate to the last round in which colours differed
  | 'preference-rank' // 5.2.4: the higher-ranked player gets its preference
  | 'initial-colour'; // 5.2.5: no preference: by pairing number and the initial colour

export const COLOUR_RULES = [
  { id: 'both-preferences', article: 'C.04.3 5.2.1', old: 'E.1' },
  { id: 'stronger-preference', article: 'C.04.3 5.2.2', old: 'E.2' },
  { id: 'alternate-history', article: 'C.04.3 5.2.3', old: 'E.3' },
  { id: 'preference-rank', article: 'C.04.3 5.2.4', old: 'E.4' },
  { id: 'initial-colour', article: 'C.04.3 5.2.5', old: 'E.5' },
] as const;

export type ColourRule = (typeof COLOUR_RULES)[number]['id'];

/** The colour rule behind each of the engine's colour decisions (dutch.ts `chooseColour`). */
export const COLOUR_RULE: Record<ColourReason, ColourRule> = {
  'both-preferences': 'both-preferences',
  'preference-higher-absolute': 'stronger-preference',
  'preference-strong': 'stronger-preference',
  'alternate-history': 'alternate-history',
  'preference-rank': 'preference-rank',
  'initial-colour': 'initial-colour',
};

export const colourRule = (id: ColourRule) => COLOUR_RULES.find((r) => r.id === id) as (typeof COLOUR_RULES)[number];

export interface RulesVersion {
  id: 'dutch-2026';
  /** Turkish name. */
  name: string;
  criteria: readonly Criterion[];
}

export const DUTCH_2026: RulesVersion = {
  id: 'dutch-2026',
  name: 'FIDE İsviçre (Hollanda) sistemi, C.04.3 (FIDE Konseyi 28.10.2025’te onayladı; 1 Şubat 2026’dan itibaren)',
  criteria: CRITERIA,
};

export function criterion(id: CriterionId, rules: RulesVersion = DUTCH_2026): Criterion {
  return rules.criteria.find((c) => c.id === id) as Criterion;
}

/** "C.04.3 2.4.7 [C12]": the article with the text's bracketed id (none for D and E). */
export const citation = (c: Criterion): string => (c.id.startsWith('C') ? `${c.article} [${c.id}]` : c.article);

// The predicates on one pair, stated once: the matcher's weights (weights.ts), the checker's measures
// (round.ts) and the explanations (reasons.ts) ask these.

const topscorerThreshold = (state: PairingState): number => ((state.round - 1) * Math.max(state.points.win, state.points.draw)) >> 1;

/**
 * C3 (2.1.3): two players with the same absolute colour preference (1.7.1) do not meet, unless one of
 * them is a topscorer (1.8: more than half the maximum score, when pairing the last round).
 */
export function absoluteColourClash(a: PairingPlayer, b: PairingPlayer, state: PairingState): boolean {
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return false;
  if (state.round < state.totalRounds) return true;
  const top = topscorerThreshold(state);
  return a.score <= top && b.score <= top;
}

const compatiblePrefs = (a: Colour | null, b: Colour | null) => a !== b || a === null || b === null;
const inv = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** C10 (2.4.5): both want the same colour with a colour difference of 2 already: one goes beyond ±2. */
export const c10Fails = (a: PairingPlayer, b: PairingPlayer): boolean =>
  a.imbalance > 1 && b.imbalance > 1 && a.preference === b.preference;

/** C11 (2.4.6): both absolute for the same colour and the one who yields gets that colour a third time. */
export function c11Fails(a: PairingPlayer, b: PairingPlayer): boolean {
  if (!(a.absolute && b.absolute && a.preference === b.preference)) return false;
  return a.imbalance === b.imbalance
    ? a.repeated !== null && a.repeated === b.repeated
    : (a.imbalance > b.imbalance ? b : a).repeated === inv(a.preference as Colour);
}

/** C12 (2.4.7): both want the same colour, so one of them does not get it. */
export const c12Fails = (a: PairingPlayer, b: PairingPlayer): boolean => !compatiblePrefs(a.preference, b.preference);

/** C13 (2.4.8): both want the same colour strongly (not both absolute): a strong preference goes unmet. */
export const c13Fails = (a: PairingPlayer, b: PairingPlayer): boolean =>
  (a.strong || a.absolute) && (b.strong || b.absolute) && !(a.absolute && b.absolute) && a.preference === b.preference;
