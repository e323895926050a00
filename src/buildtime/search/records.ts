// What the search indexes: one record per law block of every edition (text and MHK commentary
// separately), per 2023 change (our summary), per scenario and per quiz question — the main content only, never navigation or page
// chrome. Scenarios and questions come from the content collections (src/pages/ara/kayitlar.json.ts).
import { EDITIONS, commentaryAnchor, lawBlocks, lawPages, mdxToPlain } from '../laws.ts';
import { CHANGES_2023 } from '../../browser/laws2023.ts';
import { OLDER_EDITION, TEXT_EDITION, articleLabel } from '../../browser/links.ts';
import type { Question } from '../../browser/quiz/schema.ts';
import { compareQuestions } from '../quiz/schema.ts';
import { SEARCH_TERMS, TERMS_MARK } from '../../browser/search/terms.ts';
import { numberLabel } from '../../browser/quiz/groups.ts';

export type Kind = 'kural metni' | 'MHK yorumu' | '2023 değişikliği' | 'senaryo' | 'soru';

export interface SearchRecord {
  url: string;
  content: string;
  /** lead: the first words of a law record, shown when only its index words matched (terms.ts). */
  meta: { title: string; no: string; edition: string; kind: Kind; page: string; lead?: string };
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
      // The arbiters' words for the article (the edition in force only; the index is keyed by the
      // 2018 numbers, so a renumbered block takes those of its 2018 number), after a marker the excerpt never shows.
      const terms = edition === TEXT_EDITION ? SEARCH_TERMS[b.was ?? b.no] : undefined;
      const lead = b.text.length > 200 ? `${b.text.slice(0, 197)}…` : b.text;
      out.push({
        url: `${b.page}#${b.no}`,
        content: `${b.no} ${b.text}${terms ? ` ${TERMS_MARK} ${terms.join(' · ')}` : ''}`,
        meta: { ...base, title: `${articleLabel(b.no)} — ${page}`, kind: 'kural metni', ...(terms ? { lead } : {}) },
        filters: { edition: [edition], kind: ['kural metni'] },
      });
      if (b.commentary) {
        // Its own anchor: Pagefind keeps one record per URL, so the text and its commentary differ.
        out.push({
          url: `${b.page}#${commentaryAnchor(b.no)}`,
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
      meta: {
        title: `2023: ${c.title}`,
        no: nos[0] ?? '',
        edition: '2023',
        kind: '2023 değişikliği' as const,
        page: '2023 sürümünde değişenler',
      },
      filters: { edition: ['2023'], kind: ['2023 değişikliği' as const] },
    };
  });
}

/** What a scenario record needs of a scenario page of the collection `docs`. */
export interface ScenarioPage {
  id: string;
  body?: string;
  data: { title: string; description?: string; articles?: string[]; scenario?: Record<string, unknown> };
}

/** One record per scenario page (getCollection('docs'), see src/pages/ara/kayitlar.json.ts). */
export function scenarioRecords(pages: ScenarioPage[]): SearchRecord[] {
  return [...pages]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, body = '', data }) => {
      const { title, description = '', articles = [] } = data;
      const edition = data.scenario?.laws === OLDER_EDITION ? OLDER_EDITION : TEXT_EDITION;
      return {
        url: `/${id}/`,
        content: `${title}. ${description} ${mdxToPlain(body.replace(/^import .*$/gm, ''))}`,
        meta: { title, no: articles[0] ?? '', edition, kind: 'senaryo' as const, page: 'Senaryolar' },
        filters: { edition: [edition], kind: ['senaryo' as const] },
      };
    });
}

const stripLinks = (s: string) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');

/** One record per question (getCollection('quizzes')), banks by file name. */
export function questionRecords(questions: Question[]): SearchRecord[] {
  return [...questions]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : compareQuestions(a, b)))
    .map((q) => {
      const choices = (q.choices ?? []).map((c) => (typeof c === 'string' ? c : c.label)).join(' · ');
      const edition = q.edition;
      return {
        url: `/sinav/soru/${q.id}/`,
        content: `${stripLinks(q.text)} ${choices} ${stripLinks(q.explanation ?? '')}`,
        meta: {
          title: `Soru: ${numberLabel(q.articles[0] ?? '')}`,
          no: q.articles[0] ?? '',
          edition,
          kind: 'soru' as const,
          page: 'Sınav',
        },
        filters: { edition: [edition], kind: ['soru' as const] },
      };
    });
}
