// Starlight sidebar built from the law pages that exist in content/, grouped as the Laws are.
import { lawPages } from './laws.ts';

type Item =
  | { label: string; link: string }
  | { label: string; collapsed?: boolean; items: Item[] };

const PARTS_2018: [string, string][] = [
  ['onsoz', 'Giriş ve Önsöz'],
  ['temel', 'Temel Oyun Kuralları'],
  ['yarisma', 'Yarışma Kuralları'],
  ['ekler', 'Ekler'],
];

export function buildSidebar(extra: Item[] = []): Item[] {
  const pages2018 = lawPages('2018');
  const pages2001 = lawPages('2001');
  const groups: Item[] = [
    { label: 'Başlarken', items: [{ label: 'Ana sayfa', link: '/' }, { label: 'İçindekiler', link: '/kurallar/' }, { label: '2023 sürümünde değişenler', link: '/kurallar/2023/' }] },
  ];
  for (const [part, label] of PARTS_2018) {
    const items = pages2018.filter((p) => p.part === part).map((p) => ({ label: p.title, link: p.page }));
    if (items.length) groups.push({ label, items });
  }
  groups.push(...extra);
  if (pages2001.length) {
    groups.push({
      label: 'Önceki sürüm (2001)',
      collapsed: true,
      items: pages2001.map((p) => ({ label: p.title, link: p.page })),
    });
  }
  return groups;
}
