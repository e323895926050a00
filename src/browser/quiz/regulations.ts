// The FIDE Title Regulations (Handbook B.01, effective 1 January 2024) as the question banks cite them:
// "B.01 1.4.5", "B.01 1.4.6". Questions citing them are practised under the group NR ("Unvan normları",
// /sinav/madde/NR/), link to the norm calculator (/araclar/norm/) and may carry a `norm` field whose
// key src/norms computes. Pure; safe in the browser.
import { withBase } from '../links.ts';

export const GROUP_NORMS = 'NR';
/** The calculator that explains them. */
export const NORM_PAGE = '/araclar/norm/';
/** The sections the banks may cite (B.01 0.5 definitions, 1.4 norms, 1.5 title award, 1.7 games). */
export const B01_SECTIONS: readonly string[] = ['0.5', '1.4', '1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.6', '1.4.7', '1.4.8', '1.4.9', '1.5.1', '1.5.3', '1.7'];

/** "B.01 1.4.5" → { no: "1.4.5" }; anything else → null. */
export function parseNormRef(ref: string): { no: string } | null {
  const m = /^B\.01 (\d+(?:\.\d+)*)$/.exec(ref);
  return m ? { no: m[1] } : null;
}

export const isKnownNormRef = (ref: string): boolean => B01_SECTIONS.includes(parseNormRef(ref)?.no ?? '');

/** "B.01 Madde 1.4.5"; null for anything else. */
export function normRefLabel(ref: string): string | null {
  const r = parseNormRef(ref);
  return r ? `B.01 Madde ${r.no}` : null;
}

/** The calculator's address under the base; null for anything else. */
export const normRefHref = (ref: string): string | null => (parseNormRef(ref) ? withBase(NORM_PAGE) : null);
