// Starlight sidebar built from the law pages that exist in content/, grouped as the Laws are: the
// edition in force first (content/data/editions.json), then the previous editions, collapsed.
import { existsSync } from 'node:fs';
import { GLOSSARY_FILE, GLOSSARY_PAGE, lawPages, type Edition } from './laws.ts';
import { EDITIONS, editionInfo, GLOSSARY_EDITION, IN_FORCE, isInForce } from '../browser/edition-registry.ts';

type Item = { label: string; link: string } | { label: string; collapsed?: boolean; items: Item[] };

// Each part with its label in the text in force and in an older text.
const PARTS: [string, string, string][] = [
  ['onsoz', 'Giriş ve Önsöz', 'Giriş ve Önsöz'],
  ['temel', 'Temel Oyun Kuralları', 'Temel Oyun Kuralları'],
  ['yarisma', 'Yarışma Oyun Kuralları', 'Yarışma Kuralları'],
  ['ekler', 'Ekler', 'Ekler'],
  ['yonergeler', 'Rehber Talimatlar', 'Rehber Talimatlar'],
];

/** The pages of the edition in force by part; the Guidelines (articles I, II, III) form their own group whatever their `part`. */
function groupsOf(edition: Edition): Item[] {
  const pages = lawPages(edition);
  const isGuideline = (a: string) => /^I{1,3}$/.test(a);
  const out: Item[] = [];
  for (const [part, labelInForce, labelOlder] of PARTS) {
    const items = pages
      .filter((p) => (part === 'yonergeler' ? isGuideline(p.article) : p.part === part && !isGuideline(p.article)))
      .map((p) => ({ label: p.title, link: p.page }));
    if (part === 'ekler' && edition === GLOSSARY_EDITION && existsSync(GLOSSARY_FILE))
      items.push({ label: 'Terimler sözlüğü', link: GLOSSARY_PAGE });
    if (items.length) out.push({ label: isInForce(edition) ? labelInForce : labelOlder, items });
  }
  return out;
}

export function buildSidebar(extra: Item[] = []): Item[] {
  const summary = editionInfo(IN_FORCE).summary;
  const groups: Item[] = [
    {
      label: 'Başlarken',
      items: [
        { label: 'Ana sayfa', link: '/' },
        { label: 'İçindekiler', link: '/kurallar/' },
        ...(summary ? [{ label: `${IN_FORCE} sürümünde değişenler`, link: summary }] : []),
      ],
    },
  ];
  groups.push(...groupsOf(IN_FORCE));
  groups.push(...extra);
  // The older texts, newest first, each with its own contents page where it has one.
  for (const edition of EDITIONS.filter((e) => !isInForce(e))) {
    const pages = lawPages(edition);
    if (!pages.length) continue;
    const { contents } = editionInfo(edition);
    const index = contents ? [{ label: `${edition} metni: içindekiler`, link: contents }] : [];
    groups.push({
      label: `Önceki sürüm (${edition})`,
      collapsed: true,
      items: [...index, ...pages.map((p) => ({ label: p.title, link: p.page }))],
    });
  }
  return groups;
}
