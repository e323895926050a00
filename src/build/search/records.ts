// What the search indexes: one record per law block (text and MHK commentary separately), per
// scenario and per quiz question — the main content only, never navigation or page chrome.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITIONS, lawBlocks, lawPages, mdxToPlain } from '../laws.ts';
import { CHANGES_2023 } from '../../browser/laws2023.ts';
import { articleLabel } from '../../browser/links.ts';

export type Kind = 'kural metni' | 'MHK yorumu' | '2023 değişikliği' | 'senaryo' | 'soru';

export interface SearchRecord {
  url: string;
  content: string;
  meta: { title: string; no: string; edition: string; kind: Kind; page: string };
  filters: { edition: string[]; kind: Kind[] };
}

export { articleLabel };

export function lawRecords(): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const edition of EDITIONS) {
    const titles = new Map(lawPages(edition).map((p) => [p.page, p.title]));
    for (const b of lawBlocks(edition)) {
      const page = titles.get(b.page) ?? '';
      const base = { no: b.no, edition, page };
      out.push({
        url: `${b.page}#${b.no}`,
        content: `${b.no} ${b.text}`,
        meta: { ...base, title: `${articleLabel(b.no)} — ${page}`, kind: 'kural metni' },
        filters: { edition: [edition], kind: ['kural metni'] },
      });
      if (b.commentary) {
        out.push({
          url: `${b.page}#${b.no}`,
          content: b.commentary,
          meta: { ...base, title: `${articleLabel(b.no)} — MHK yorumu`, kind: 'MHK yorumu' },
          filters: { edition: [edition], kind: ['MHK yorumu'] },
        });
      }
    }
  }
  return out;
}

/** One record per change of the 2023 edition (our summary), pointing at /kurallar/2023/. */
export function changes2023Records(): SearchRecord[] {
  return CHANGES_2023.map((c) => {
    const nos = [...c.to, ...c.from];
    return {
      url: `/kurallar/2023/#${c.id}`,
      content: `${c.to.join(' ')} ${c.from.join(' ')} ${c.title}. ${c.change} ${c.effect}`,
      meta: { title: `2023: ${c.title}`, no: nos[0] ?? '', edition: '2023', kind: '2023 değişikliği' as const, page: '2023 sürümünde değişenler' },
      filters: { edition: ['2023'], kind: ['2023 değişikliği' as const] },
    };
  });
}

function frontmatterBlock(src: string): { fm: string; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(src);
  return m ? { fm: m[1], body: src.slice(m[0].length) } : { fm: '', body: src };
}

export function scenarioRecords(root = process.cwd()): SearchRecord[] {
  const dir = join(root, 'content/senaryolar');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') && !f.startsWith('_'))
    .sort()
    .map((f) => {
      const { fm, body } = frontmatterBlock(readFileSync(join(dir, f), 'utf8'));
      const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(fm)?.[1] ?? f;
      const description = /^description:\s*["']?(.*?)["']?\s*$/m.exec(fm)?.[1] ?? '';
      const articles = /^articles:\s*\[(.*)\]/m.exec(fm)?.[1].split(',').map((s) => s.trim().replace(/^["']|["']$/g, '')) ?? [];
      const edition = /^\s*laws:\s*["']?2001/m.test(fm) ? '2001' : '2018';
      const slug = f.replace(/\.mdx$/, '');
      return {
        url: `/senaryolar/${slug}/`,
        content: `${title}. ${description} ${mdxToPlain(body.replace(/^import .*$/gm, ''))}`,
        meta: { title, no: articles[0] ?? '', edition, kind: 'senaryo' as const, page: 'Senaryolar' },
        filters: { edition: [edition], kind: ['senaryo' as const] },
      };
    });
}

interface Question {
  id: string;
  articles: string[];
  edition?: string;
  text: string;
  choices?: (string | { label: string })[];
  explanation?: string;
}

const stripLinks = (s: string) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');

export function questionRecords(root = process.cwd()): SearchRecord[] {
  const dir = join(root, 'quizzes');
  if (!existsSync(dir)) return [];
  const out: SearchRecord[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    let list: Question[];
    try {
      list = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch {
      continue; // the quiz schema check reports broken banks; search just leaves them out
    }
    for (const q of list) {
      const choices = (q.choices ?? []).map((c) => (typeof c === 'string' ? c : c.label)).join(' · ');
      const edition = q.edition ?? '2018';
      out.push({
        url: `/sinav/soru/${q.id}/`,
        content: `${stripLinks(q.text)} ${choices} ${stripLinks(q.explanation ?? '')}`,
        meta: { title: `Soru: ${articleLabel(q.articles[0] ?? '')}`, no: q.articles[0] ?? '', edition, kind: 'soru', page: 'Sınav' },
        filters: { edition: [edition], kind: ['soru'] },
      });
    }
  }
  return out;
}
