// The FIDE title regulations as the question banks cite them: the Title Regulations (Handbook B.01,
// effective 1 January 2024: "B.01 1.4.5") and the Regulations for the Titles of Arbiters (B.06.1:
// "B.06.1 2.2"). Questions citing them are practised under the group NR ("Unvanlar ve normlar",
// /sinav/madde/NR/); B.01 references link to the norm calculator (/araclar/norm/), B.06.1 references to
// the group's practice page; a B.01 question may carry a `norm` field whose key src/norms computes.
// Pure; safe in the browser.
import { withBase } from '../links.ts';

export const GROUP_NORMS = 'NR';
/** The calculator that explains them. */
export const NORM_PAGE = '/araclar/norm/';
/** The sections the banks may cite (B.01 0.5 definitions, 1.4 norms, 1.5 title award, 1.7 games). */
export const B01_SECTIONS: readonly string[] = [
  '0.5',
  '1.4',
  '1.4.1',
  '1.4.2',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.6',
  '1.4.7',
  '1.4.8',
  '1.4.9',
  '1.5.1',
  '1.5.3',
  '1.7',
];

/** The sections of B.06.1 the banks may cite (1 titles, 2 arbiter norms). */
export const B061_SECTIONS: readonly string[] = ['1.1', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4'];

/** "B.01 1.4.5" → { regulation: "B.01", no: "1.4.5" }; "B.06.1 2.2" likewise; anything else → null. */
export function parseNormRef(ref: string): { regulation: 'B.01' | 'B.06.1'; no: string } | null {
  const m = /^(B\.01|B\.06\.1) (\d+(?:\.\d+)*)$/.exec(ref);
  return m ? { regulation: m[1] as 'B.01' | 'B.06.1', no: m[2] } : null;
}

export function isKnownNormRef(ref: string): boolean {
  const r = parseNormRef(ref);
  return !!r && (r.regulation === 'B.01' ? B01_SECTIONS : B061_SECTIONS).includes(r.no);
}

/** "B.01 Madde 1.4.5", "B.06.1 Madde 2.2"; null for anything else. */
export function normRefLabel(ref: string): string | null {
  const r = parseNormRef(ref);
  return r ? `${r.regulation} Madde ${r.no}` : null;
}

/** B.01: the calculator; B.06.1: the group's practice page (no page explains it); null for anything else. */
export function normRefHref(ref: string): string | null {
  const r = parseNormRef(ref);
  if (!r) return null;
  return withBase(r.regulation === 'B.01' ? NORM_PAGE : `/sinav/madde/${GROUP_NORMS}/`);
}

/**
 * Sections of the FIDE Rating Regulations (B.02, effective 1 March 2024) on which games are rated and how
 * a player enters the list (1.1 minimum time per player, 1.2 the first time control, 8.2 the first rating
 * of an unrated player): cited by rating-eligibility questions ("B.02 1.1"), practised under EB with the
 * other B.02 references; no explainer page covers them, so they link the rating calculator.
 */
export const B02_ELIGIBILITY_SECTIONS: readonly string[] = ['1.1', '1.2', '8.2'];
export const RATING_PAGE = '/araclar/elo/';

/**
 * Sections of the tie-break regulations (C.07) that leave the method to the event (2.1: the regulations
 * say how tied participants are ranked; 4.1: the ordered list of tie-breaks chosen by the organiser),
 * cited by the team-competition questions; no explainer page covers them, so they link the tie-break tool.
 */
export const C07_GENERAL_SECTIONS: readonly string[] = ['2.1', '4.1'];
export const TIEBREAK_PAGE = '/araclar/esitlik-bozma/';

export function isEligibilityRef(ref: string): boolean {
  const m = /^(B\.02|C\.07) (\d+(?:\.\d+)*)$/.exec(ref);
  return !!m && (m[1] === 'B.02' ? B02_ELIGIBILITY_SECTIONS : C07_GENERAL_SECTIONS).includes(m[2]);
}

export const eligibilityHref = (ref: string): string | null =>
  isEligibilityRef(ref) ? withBase(ref.startsWith('C.07') ? TIEBREAK_PAGE : RATING_PAGE) : null;
