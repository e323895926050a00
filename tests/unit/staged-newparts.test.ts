// The staged content on the new parts (#24): scenario pages content/senaryolar/_*.mdx (the underscore
// keeps them out of the collection until the pages of Appendices C, D and Guidelines I–III exist) and
// the questions of quizzes/staged/yonergeler.json. They are read as the build reads them — Astro's
// frontmatter parser and the collection's page schema, the question schema — and every expected
// ruling and scenario key is checked against the engine. The article numbers of the new parts are
// added to the Laws index here (the build will find them on the pages once they are merged).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { pageSchema } from '../../src/buildtime/pages.ts';
import { resolveSchema } from '../../src/buildtime/content.ts';
import { computeScenario } from '../../src/browser/scenario/compute.ts';
import { knownNumbers } from '../../src/buildtime/laws.ts';
import { lawNumbers } from '../../src/buildtime/quiz/schema.ts';
import { validateQuestion } from '../../src/browser/quiz/schema.ts';
import { checkScenarioKey } from '../../src/buildtime/quiz/keys.ts';
import { rule } from '../../src/engine/rulings/index.ts';

/** Appendix C and D, Guidelines I–III: the numbers of the FIDE Handbook E.01 (2018 and 2023 alike). */
const NEW_PARTS: string[] = [
  'C', ...Array.from({ length: 13 }, (_, i) => `C.${i + 1}`), 'C.9.1', 'C.9.2', 'C.9.3', 'C.10.1', 'C.10.2', 'C.10.3',
  'D', 'D.1', 'D.1.1', 'D.1.2', 'D.1.3', 'D.1.4', 'D.2', ...Array.from({ length: 11 }, (_, i) => `D.2.${i + 1}`), 'D.2.6.1', 'D.2.6.2', 'D.2.10.1', 'D.2.10.5',
  'I', 'I.1.1', 'I.1.2', 'I.2', 'I.3', 'I.4', 'I.5', 'I.6', 'I.7', 'I.8', 'I.8.1', 'I.8.2', 'I.8.3', 'I.9', 'I.9.1', 'I.9.2', 'I.9.3', 'I.10', 'I.11', 'I.12.1', 'I.12.2', 'I.13', 'I.14',
  'II', 'II.1', 'II.2', 'II.2.1', 'II.2.2', 'II.2.3', 'II.3', 'II.3.1', 'II.3.2', 'II.3.2.1', 'II.3.2.2', 'II.3.2.3', 'II.3.2.4', 'II.3.2.5.1', 'II.3.2.5.2', 'II.3.2.6', 'II.3.2.7.1', 'II.3.2.7.2', 'II.3.2.7.3', 'II.3.2.7.4', 'II.3.2.7.5',
  'III', 'III.1', 'III.2.1', 'III.2.2', 'III.3.1', 'III.3.1.1', 'III.3.1.2', 'III.4', 'III.5', 'III.5.1', 'III.5.2', 'III.5.3', 'III.6.1', 'III.6.1.1', 'III.6.1.2', 'III.6.2',
];

const root = process.cwd();
const dir = join(root, 'content/senaryolar');
const staged = readdirSync(dir).filter((f) => f.startsWith('_') && f.endsWith('.mdx')).sort();
const schema = resolveSchema(pageSchema);
const known2018 = new Set([...knownNumbers('2018'), ...NEW_PARTS]);

describe('staged scenario pages on the new parts', () => {
  it('there are at least 12 of them', () => expect(staged.length).toBeGreaterThanOrEqual(12));
  it.each(staged)('%s: valid for the page schema, the engine agrees with the expected ruling', (file) => {
    const fm = parseFrontmatter(readFileSync(join(dir, file), 'utf8'));
    const r = schema.safeParse(fm.frontmatter);
    // The only issues allowed: article numbers of the new parts, not yet on the site.
    const newPart = (i: { path: PropertyKey[]; message: string }): boolean =>
      i.path[0] === 'articles' && NEW_PARTS.some((n) => i.message.startsWith(`"${n}" `));
    const issues = r.success ? [] : r.error.issues.filter((i) => !newPart(i));
    if (issues.length) throw new Error(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const data = (r.success ? r.data : fm.frontmatter) as { title: string; articles?: string[]; scenario?: unknown; expected?: unknown };
    expect(data.title).toBeTruthy();
    expect(data.articles?.length).toBeGreaterThan(0);
    for (const a of data.articles ?? []) expect(known2018.has(a), `article ${a}`).toBe(true);
    const computed = computeScenario(data.scenario as never, data.expected as never);
    if (!computed.ok) throw new Error(computed.error);
    expect(computed.mismatches).toEqual([]);
    expect(fm.content.trim().length).toBeGreaterThan(200);
  });
});

describe('staged questions on C, D and Guidelines I–III', () => {
  const raw = JSON.parse(readFileSync(join(root, 'quizzes/staged/yonergeler.json'), 'utf8')) as { id: string; type: string }[];
  const base = lawNumbers();
  const known = { '2023': new Set([...base['2023'], ...NEW_PARTS]), '2018': new Set([...base['2018'], ...NEW_PARTS]), '2001': base['2001'] };
  it('at least 40, ids unique', () => {
    expect(raw.length).toBeGreaterThanOrEqual(40);
    expect(new Set(raw.map((q) => q.id)).size).toBe(raw.length);
  });
  it.each(raw.map((q) => [q.id, q] as const))('%s: valid for the question schema; a scenario key is the engine\'s', (_id, q) => {
    const v = validateQuestion(q, { file: 'yonergeler.json', known });
    // Links to the pages of the new parts are checked once those pages exist (the build does it).
    const problems = v.problems.filter((p) => !/\/m\/(2023\/|2018\/)?(C|D|I|II|III)\./.test(p.message));
    expect(problems).toEqual([]);
    const question = v.question!;
    if (question.type === 'scenario') {
      for (const ed of question.editions) {
        const k = checkScenarioKey(question, (json) => {
          const r = rule(json);
          return r.ok ? { ok: true, value: r.value.ruling } : r;
        }, ed);
        expect(k.status, 'message' in k ? k.message : '').toBe('verified');
      }
    }
  });
});
