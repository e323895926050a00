// The explainer pages of the pairing rules (/araclar/eslendirme/<slug>/) and the references the
// pairing questions cite: "C.04.1 c" (basic rules of the Swiss systems), "C.04.3 E.2" (the Dutch
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

/** The topics, in the order of the sidebar. */
export const PAIRING_TOPICS: readonly PairingTopic[] = [
  {
    slug: 'puan-gruplari',
    label: 'Puan grupları ve eşlendirme',
    refs: [
      'C.04.1 a',
      'C.04.1 b',
      'C.04.1 e',
      'C.04.1 i',
      'C.04.3 A.1',
      'C.04.3 A.2',
      'C.04.3 A.3',
      'C.04.3 C.1',
      'C.04.3 C.4',
      'C.04.3 C.5',
      'C.04.3 D.1',
      'C.04.3 D.2',
      'C.04.3 D.3',
    ],
  },
  {
    slug: 'kaydirilan-oyuncular',
    label: 'Kaydırılan oyuncular',
    refs: ['C.04.3 A.4', 'C.04.3 C.6', 'C.04.3 C.7', 'C.04.3 C.8', ...range('C.04.3 C.', 14, 21)],
  },
  {
    slug: 'renk-kurallari',
    label: 'Renk kuralları',
    refs: [
      'C.04.1 f',
      'C.04.1 g',
      'C.04.1 h',
      'C.04.3 A.6',
      'C.04.3 A.7',
      'C.04.3 C.3',
      ...range('C.04.3 C.', 10, 13),
      ...range('C.04.3 E.', 1, 5),
    ],
  },
  { slug: 'bay', label: 'Bay', refs: ['C.04.1 c', 'C.04.1 d', 'C.04.3 C.2', 'C.04.3 C.9'] },
  { slug: 'berger', label: 'Berger tabloları', refs: ['C.05 Ek 1'] },
];

/** "C.04.3 E.2" → { regulation: "C.04.3", no: "E.2" }; anything else → null. */
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

/** "C.04.3 Madde E.2", "C.05 Ek 1"; null for anything else. */
export function pairingRefLabel(ref: string): string | null {
  const r = parsePairingRef(ref);
  if (!r) return null;
  return r.regulation === 'C.05' ? `C.05 ${r.no}` : `${r.regulation} Madde ${r.no}`;
}
