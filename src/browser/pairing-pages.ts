// The explainer pages of the pairing rules (/araclar/eslendirme/<slug>/) and the references the
// pairing questions cite: "C.04.1 3" (basic rules of the Swiss systems), "C.04.3 5.2.2" (the Dutch
// system, 2025 text in force from 1 February 2026), "C.05 Ek 1" (Berger tables). Each reference is
// linked to the page that explains it. Pure; safe in the browser.
import { withBase } from './links.ts';

export interface PairingTopic {
  /** The page: /araclar/eslendirme/<slug>/. */
  slug: string;
  /** Sidebar and link label (Turkish). */
  label: string;
  /** The references the page explains, as the questions cite them. */
  refs: string[];
}

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/**
 * The topics, in the order of the sidebar. The references follow the texts in force from 1 February 2026:
 * C.04.1 in its Articles 1–9 (the old letters a–i in order), C.04.3 in its numbered articles (1.x
 * definitions, 2.x criteria with the bracketed ids of src/pairing/criteria.ts, 4.x the order of candidates,
 * 5.x colours), not the letters A–E of the text applied until 31 January 2026.
 */
export const PAIRING_TOPICS: readonly PairingTopic[] = [
  {
    slug: 'puan-gruplari',
    label: 'Puan grupları ve eşlendirme',
    refs: [
      'C.04.1 1',
      'C.04.1 2',
      'C.04.1 5',
      'C.04.1 9',
      'C.04.3 1.1',
      'C.04.3 1.2',
      'C.04.3 1.3',
      'C.04.3 2.1.1',
      'C.04.3 2.2.1',
      'C.04.3 2.4.1',
      'C.04.3 4.1',
      'C.04.3 4.2',
      'C.04.3 4.3',
      'C.04.3 4.4',
    ],
  },
  {
    slug: 'kaydirilan-oyuncular',
    label: 'Kaydırılan oyuncular',
    refs: ['C.04.3 1.4', 'C.04.3 2.4.2', 'C.04.3 2.4.3', ...range('C.04.3 2.4.', 9, 16)],
  },
  {
    slug: 'renk-kurallari',
    label: 'Renk kuralları',
    refs: [
      'C.04.1 6',
      'C.04.1 7',
      'C.04.1 8',
      'C.04.3 1.6',
      'C.04.3 1.7',
      'C.04.3 1.8',
      'C.04.3 2.1.3',
      ...range('C.04.3 2.4.', 5, 8),
      'C.04.3 5.1',
      ...range('C.04.3 5.2.', 1, 5),
    ],
  },
  { slug: 'bay', label: 'Bay', refs: ['C.04.1 3', 'C.04.1 4', 'C.04.3 1.5', 'C.04.3 2.1.2', 'C.04.3 2.3.1', 'C.04.3 2.4.4'] },
  { slug: 'berger', label: 'Berger tabloları', refs: ['C.05 Ek 1'] },
];

/** "C.04.3 5.2.2" → { regulation: "C.04.3", no: "5.2.2" }; anything else → null. */
export function parsePairingRef(ref: string): { regulation: 'C.04.1' | 'C.04.3' | 'C.05'; no: string } | null {
  const m = /^(C\.04\.1|C\.04\.3|C\.05) (\S.*)$/.exec(ref);
  return m ? { regulation: m[1] as 'C.04.1' | 'C.04.3' | 'C.05', no: m[2] } : null;
}

export function pairingTopicOf(ref: string): PairingTopic | null {
  return PAIRING_TOPICS.find((t) => t.refs.includes(ref)) ?? null;
}

export const isKnownPairingRef = (ref: string): boolean => pairingTopicOf(ref) !== null;

/** The site path of a topic's page, without the base (the sidebar adds it). */
export const pairingPath = (t: PairingTopic): string => `/araclar/eslendirme/${t.slug}/`;

/** The address of a topic's page, under the base. */
export const pairingHref = (t: PairingTopic): string => withBase(pairingPath(t));

/** A reference → its explainer page (under the base); null for anything else. */
export function pairingRefHref(ref: string): string | null {
  const t = pairingTopicOf(ref);
  return t ? pairingHref(t) : null;
}

/** "C.04.3 Madde 5.2.2", "C.05 Ek 1"; null for anything else. */
export function pairingRefLabel(ref: string): string | null {
  const r = parsePairingRef(ref);
  if (!r) return null;
  return r.regulation === 'C.05' ? `C.05 ${r.no}` : `${r.regulation} Madde ${r.no}`;
}
