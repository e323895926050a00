// The explainer pages of the tie-break regulations (FIDE C.07) and the rating regulations (FIDE B.02):
// one page per family, and the regulation references the question banks cite ("C.07 8.1",
// "B.02 8.3.3"), each linked to the page that explains it. Pure; safe in the browser.
import { withBase } from './links.ts';

export type Regulation = 'C.07' | 'B.02';

export interface TiebreakFamily {
  /** The page: /araclar/esitlik-bozma/<slug>/ (the rating page: /araclar/elo/hesaplama/). */
  slug: string;
  /** Sidebar and link label (Turkish). */
  label: string;
  regulation: Regulation;
  /** The sections of the regulation the page explains, as the engine cites them. */
  sections: string[];
}

/** The families, in the order of the sidebar. */
export const TIEBREAK_FAMILIES: readonly TiebreakFamily[] = [
  {
    slug: 'buchholz',
    label: 'Buchholz, kesintiler, FB ve AOB',
    regulation: 'C.07',
    sections: ['8', '8.1', '8.2', '8.3', '14', '14.1', '14.2', '14.3', '14.4'],
  },
  { slug: 'sonneborn-berger', label: 'Sonneborn-Berger ve Koya', regulation: 'C.07', sections: ['9', '9.1', '9.2'] },
  {
    slug: 'birbirleriyle',
    label: 'Birbirleriyle oynanan oyunlar (DE)',
    regulation: 'C.07',
    sections: ['4.3', '6', '6.1.1', '6.1.2', '6.2', '6.3'],
  },
  {
    slug: 'galibiyet-ve-renk',
    label: 'Galibiyetler, siyahlar, oynanan turlar',
    regulation: 'C.07',
    sections: ['7', '7.1', '7.2', '7.3', '7.4', '7.6'],
  },
  { slug: 'ilerleyen-puan', label: 'İlerleyen (kümülatif) puan', regulation: 'C.07', sections: ['7.5'] },
  {
    slug: 'rating-olcutleri',
    label: 'Rating ölçütleri: ARO, TPR, PTP, APRO',
    regulation: 'C.07',
    sections: ['10', '10.1', '10.2', '10.3', '10.4', '10.5'],
  },
  {
    slug: 'oynanmayan-oyunlar',
    label: 'Oynanmayan oyunlar: 2023 ve 2026',
    regulation: 'C.07',
    sections: [
      '15.2',
      '16',
      '16.1.1',
      '16.1.2',
      '16.2',
      '16.2.1',
      '16.2.2',
      '16.2.3',
      '16.2.4',
      '16.2.5',
      '16.3',
      '16.3.1',
      '16.3.2',
      '16.4',
      '16.4.1',
      '16.4.2',
      '16.5',
      '16.5.2',
    ],
  },
  {
    slug: 'hesaplama',
    label: 'Rating değişimi ve performans',
    regulation: 'B.02',
    sections: ['8.1.1', '8.1.2', '8.3', '8.3.1', '8.3.2', '8.3.3', '8.3.4'],
  },
];

/** The site path of a family's page, without the base (the sidebar adds it). */
export function familyPath(family: TiebreakFamily): string {
  return family.regulation === 'B.02' ? `/araclar/elo/${family.slug}/` : `/araclar/esitlik-bozma/${family.slug}/`;
}

/** The address of a family's page, under the base. */
export function familyHref(family: TiebreakFamily): string {
  return withBase(familyPath(family));
}

/** "C.07 8.1" → { regulation: "C.07", no: "8.1" }; anything else → null. */
export function parseRegulationRef(ref: string): { regulation: Regulation; no: string } | null {
  const m = /^(C\.07|B\.02) (\d+(?:\.\d+)*)$/.exec(ref);
  return m ? { regulation: m[1] as Regulation, no: m[2] } : null;
}

/** The family whose page explains a reference; null for a reference no page explains. */
export function familyOf(ref: string): TiebreakFamily | null {
  const r = parseRegulationRef(ref);
  if (!r) return null;
  return TIEBREAK_FAMILIES.find((f) => f.regulation === r.regulation && f.sections.includes(r.no)) ?? null;
}

/** Is this a reference to a section the site explains ("C.07 16.4.1")? */
export function isKnownRegulationRef(ref: string): boolean {
  return familyOf(ref) !== null;
}

/** "C.07 Madde 8.1" (FIDE Eşitlik Bozma Yönetmeliği), "B.02 Madde 8.3.3" (Rating Yönetmeliği); null otherwise. */
export function regulationLabel(ref: string): string | null {
  const r = parseRegulationRef(ref);
  return r ? `${r.regulation} Madde ${r.no}` : null;
}

/** The page explaining a reference, under the base; null when it is not a known regulation reference. */
export function regulationHref(ref: string): string | null {
  const f = familyOf(ref);
  return f ? familyHref(f) : null;
}
