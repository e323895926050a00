import { articleLabel, isOlderEdition, permalink, withBase } from '../links.ts';
import { parseRegulationRef, regulationHref, regulationLabel } from '../tiebreak-pages.ts';
import { C07_GENERAL_SECTIONS, eligibilityHref, GROUP_NORMS, normRefHref, normRefLabel, parseNormRef } from './regulations.ts';
import { pairingRefHref, pairingRefLabel, parsePairingRef } from '../pairing-pages.ts';
// Article groups of the training pages: Articles 1–12 and Appendices A and B of the Laws, one group for
// Appendices C–D and the Guidelines I–III, one
// group for the tie-break and rating regulations (FIDE C.07, B.02: references "C.07 8.1"), plus one
// group for the questions on the older (2001) edition. Pure; safe in the browser.

export const GROUPS_2018 = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B'] as const;
export const GROUP_2001 = '2001';
/** Tie-breaks and ratings (C.07, B.02): questions whose articles are regulation references. */
export const GROUP_TIEBREAK = 'EB';
export { GROUP_NORMS };
/**
 * Team competitions: questions whose first article is a C.07 section that leaves the method to the event
 * ("C.07 4.1", "C.07 2.1"; regulations.ts): match and game points, team tie-breaks (src/tiebreak/team.ts).
 */
export const GROUP_TEAMS = 'TK';
/** Appendices C and D and the Guidelines I–III of the edition in force (2023): one group. */
export const GROUP_GUIDELINES = 'RT';
const GUIDELINE_TOPS = new Set(['C', 'D', 'I', 'II', 'III']);
/** Pairings (FIDE C.04.1, C.04.3, C.05): questions whose articles are "C.04.3 E.2" and the like (pairing-pages.ts). */
export const GROUP_PAIRING = 'ES';
/** Title norms (FIDE B.01): questions whose first article is "B.01 …" (regulations.ts). */
export const ALL_GROUPS: string[] = [...GROUPS_2018, GROUP_GUIDELINES, GROUP_TIEBREAK, GROUP_PAIRING, GROUP_TEAMS, GROUP_NORMS, GROUP_2001];

/** Top-level group of an article number: "7.5.5" → "7", "A.4.2" → "A", "B" → "B". */
export function groupOfNumber(no: string): string {
  const reg = parseRegulationRef(no);
  if (reg) return reg.regulation === 'C.07' && C07_GENERAL_SECTIONS.includes(reg.no) ? GROUP_TEAMS : GROUP_TIEBREAK;
  if (parseNormRef(no)) return GROUP_NORMS;
  if (parsePairingRef(no)) return GROUP_PAIRING;
  const top = no.split('.')[0];
  const m = /^([A-D])\d*$/.exec(top);
  const group = m ? m[1] : top;
  return GUIDELINE_TOPS.has(group) ? GROUP_GUIDELINES : group;
}

/** The group a question is drawn and scored under: its first (most specific) article. */
export function primaryGroup(q: { articles: string[]; edition: string }): string {
  if (isOlderEdition(q.edition)) return GROUP_2001;
  return groupOfNumber(q.articles[0] ?? '');
}

/** Every group a question belongs to (a 7.5.5 question citing 6.9 is practised under 7 and 6). */
export function groupsOf(q: { articles: string[]; edition: string }): string[] {
  if (isOlderEdition(q.edition)) return [GROUP_2001];
  const out: string[] = [];
  for (const a of q.articles) {
    const g = groupOfNumber(a);
    if (!out.includes(g)) out.push(g);
  }
  return out;
}

/** "Madde 7", "Ek A", "2001 sürümü". */
export function groupLabel(group: string): string {
  if (group === GROUP_2001) return '2001 sürümü';
  if (group === GROUP_TIEBREAK) return 'Eşitlik bozma ve kuvvet puanı';
  if (group === GROUP_NORMS) return 'Unvanlar ve normlar';
  if (group === GROUP_TEAMS) return 'Takım yarışmaları';
  if (group === GROUP_PAIRING) return 'Eşlendirme (İsviçre ve devreli)';
  if (group === GROUP_GUIDELINES) return 'Ek C–D ve Rehber Talimatlar';
  return /^[A-D]$/.test(group) ? `Ek ${group}` : `Madde ${group}`;
}

/** "Madde 7.5.5", "Ek A.4.2", "C.07 Madde 8.1". */
export const numberLabel = (no: string): string => regulationLabel(no) ?? normRefLabel(no) ?? pairingRefLabel(no) ?? articleLabel(no);

/** The practice page of a group: /sinav/madde/7/, /sinav/madde/A/, /sinav/madde/2001/. */
export function practiceHref(group: string): string {
  return withBase(`/sinav/madde/${group}/`);
}

/** Permanent address of an article number in an edition; a regulation reference → its explainer page. */
export const permalinkOf = (edition: string, no: string): string =>
  regulationHref(no) ?? normRefHref(no) ?? pairingRefHref(no) ?? eligibilityHref(no) ?? permalink(edition, no);
