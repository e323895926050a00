// Starlight sidebar built from the law pages that exist in content/, grouped as the Laws are: the
// edition in force (2023) first, then the previous editions, collapsed.
import { existsSync } from 'node:fs';
import { GLOSSARY_FILE, GLOSSARY_PAGE, lawPages, type Edition } from './laws.ts';

type Item = { label: string; link: string } | { label: string; collapsed?: boolean; items: Item[] };

const PARTS: [string, string, string][] = [
  ['onsoz', 'Giriş ve Önsöz', 'Giriş ve Önsöz'],
  ['temel', 'Temel Oyun Kuralları', 'Temel Oyun Kuralları'],
  ['yarisma', 'Yarışma Oyun Kuralları', 'Yarışma Kuralları'],
  ['ekler', 'Ekler', 'Ekler'],
  ['yonergeler', 'Rehber Talimatlar', 'Rehber Talimatlar'],
];

/** The 2023 pages by part; the Guidelines (articles I, II, III) form their own group whatever their `part`. */
function groupsOf(edition: Edition): Item[] {
  const pages = lawPages(edition);
  const isGuideline = (a: string) => /^I{1,3}$/.test(a);
  const out: Item[] = [];
  for (const [part, label2023, label2018] of PARTS) {
    const items = pages
      .filter((p) => (part === 'yonergeler' ? isGuideline(p.article) : p.part === part && !isGuideline(p.article)))
      .map((p) => ({ label: p.title, link: p.page }));
    if (part === 'ekler' && edition === '2023' && existsSync(GLOSSARY_FILE)) items.push({ label: 'Terimler sözlüğü', link: GLOSSARY_PAGE });
    if (items.length) out.push({ label: edition === '2023' ? label2023 : label2018, items });
  }
  return out;
}

export function buildSidebar(extra: Item[] = []): Item[] {
  const pages2018 = lawPages('2018');
  const pages2001 = lawPages('2001');
  const groups: Item[] = [
    {
      label: 'Başlarken',
      items: [
        { label: 'Ana sayfa', link: '/' },
        { label: 'İçindekiler', link: '/kurallar/' },
        { label: '2023 sürümünde değişenler', link: '/kurallar/2023/' },
      ],
    },
  ];
  groups.push(...groupsOf('2023'));
  groups.push(...extra);
  if (pages2018.length) {
    groups.push({
      label: 'Önceki sürüm (2018)',
      collapsed: true,
      items: [{ label: '2018 metni: içindekiler', link: '/kurallar/2018/' }, ...pages2018.map((p) => ({ label: p.title, link: p.page }))],
    });
  }
  if (pages2001.length) {
    groups.push({
      label: 'Önceki sürüm (2001)',
      collapsed: true,
      items: pages2001.map((p) => ({ label: p.title, link: p.page })),
    });
  }
  return groups;
}
