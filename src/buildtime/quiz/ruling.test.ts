// Whole-ruling questions at build time: the schema's Turkish problems (file, id, field), the key
// check against the engine (a scenario it cannot rule, a candidate list missing an obligated move,
// a distractor the engine applies, an article it does not apply: each fails the build), and the
// real bank quizzes/karar.json ruled in every edition it claims.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateQuestion } from './schema.ts';
import { checkScenarioKeys } from './keys.ts';
import { quizLoader, runQuizCheck } from './collection.ts';
import { formatProblem } from '../../browser/quiz/types.ts';
import { computeRulingKeys } from '../../browser/quiz/ruling-keys.ts';
import { toClientQuestion } from '../../browser/quiz/present.ts';
import { groupOfNumber } from '../../browser/quiz/groups.ts';
import { rule } from '../../engine/rulings/index.ts';
import type { Question } from '../../browser/quiz/types.ts';
import type { LoaderContext } from 'astro/loaders';

// White's first illegal move in rapid, claimed by Black: the engine cites A.1, A.5.2/A.4.2, 3.2, 7.5.1, 7.5.5, (A.3), 4.3.1.
const ruling = {
  id: 'karar-001',
  edition: '2023',
  editions: ['2023', '2018'],
  articles: ['7.5.5', '7.5.1'],
  type: 'ruling',
  difficulty: 2,
  text: 'Hızlı satrançta Beyaz fili f1’den f3’e götürüp saatine basıyor; Siyah hakemi çağırıyor.',
  scenario: { timeControl: '15+10', moves: ['e4', 'e5'], events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }] },
  candidates: ['Be2', 'Bd3', 'Bc4', 'Bb5', 'Ba6', 'Nf3'],
  distractors: { '2023': ['A.5.3', '7.5.3'], '2018': ['A.4.3', '7.5.3'] },
};

function check(q: unknown, file = 'karar.json') {
  return validateQuestion(q, { file, seen: new Map() });
}
const fields = (q: unknown) => check(q).problems.map((p) => p.field);

describe('schema of whole-ruling questions', () => {
  it('accepts a well-formed question without a written key', () => {
    const r = check(ruling);
    expect(r.problems).toEqual([]);
    expect(r.question?.type).toBe('ruling');
  });

  it('names the file, the question and the field, in Turkish', () => {
    const r = check({ ...ruling, answer: 0 });
    expect(r.problems).toHaveLength(1);
    expect(formatProblem(r.problems[0])).toMatch(
      /^karar\.json › karar-001 › answer: karar sorularında yazılmaz: anahtarı kural motoru verir/,
    );
  });

  it('refuses bad fields one by one', () => {
    const { candidates: _c, ...noCandidates } = ruling;
    expect(fields(noCandidates)).toEqual(['candidates']);
    expect(fields({ ...ruling, candidates: ['Be2', 'Bxf7+'] })).toEqual(['candidates[1]']);
    expect(fields({ ...ruling, candidates: ['Be2'] })).toEqual(['candidates']);
    expect(fields({ ...ruling, candidates: 'Be2' })).toEqual(['candidates']);
    const { distractors: _d, ...noDistractors } = ruling;
    expect(fields(noDistractors)).toEqual(['distractors']);
    // A.4.5 of 2018 is not a 2023 number (it became A.5.5): one list for both editions names the index and asks for one per edition.
    const both = check({ ...ruling, distractors: ['A.4.5', '7.5.3'] }).problems;
    expect(both.map((p) => p.field)).toEqual(['distractors[0]']);
    expect(both[0].message).toMatch(/2023 sürümünde yok.*ayrı liste/);
    expect(fields({ ...ruling, distractors: { '2023': ['A.5.3', '7.5.3'] } })).toEqual(['distractors']);
    expect(fields({ ...ruling, distractors: { '2023': ['A.5.3', '7.5.3'], '2018': ['A.4.3', '7.5.3'], '2001': ['7.4', '6.9'] } })).toEqual([
      'distractors.2001',
    ]);
    expect(fields({ ...ruling, choices: ['a', 'b', 'c'] })).toEqual(['choices']);
    expect(fields({ ...ruling, ask: 'result' })).toEqual(['ask']);
    expect(fields({ ...ruling, scenario: { ...ruling.scenario, laws: '2018' } })).toEqual(['scenario.laws']);
    expect(fields({ ...ruling, scenario: { ...ruling.scenario, start: 'not a fen' } })).toContain('scenario.start');
    // Other types keep their required key and explanation, and may not use the new fields.
    expect(
      fields({
        id: 'karar-002',
        articles: ['7.5.5'],
        edition: '2023',
        editions: ['2023'],
        type: 'single',
        difficulty: 1,
        text: '?',
        choices: ['a', 'b', 'c'],
        explanation: '[x](/m/7.5.5/)',
      }),
    ).toEqual(['answer']);
    expect(
      fields({
        id: 'karar-002',
        articles: ['7.5.5'],
        edition: '2023',
        editions: ['2023'],
        type: 'truefalse',
        difficulty: 1,
        text: '?',
        answer: true,
        explanation: '[x](/m/7.5.5/)',
        candidates: ['e4', 'd4'],
      }),
    ).toEqual(['candidates']);
  });
});

const asQuestion = (over: Record<string, unknown> = {}): Question => {
  const r = check({ ...ruling, ...over });
  if (!r.question) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.question;
};

describe('build-time key check of whole-ruling questions', () => {
  it('rules the scenario in every edition claimed; the keys differ where the Laws do', () => {
    const { keys, problems } = computeRulingKeys(asQuestion());
    expect(problems).toEqual([]);
    for (const e of ['2023', '2018'] as const) {
      const r = rule({ ...ruling.scenario, laws: e });
      if (!r.ok) throw new Error(r.error.message);
      expect(keys[e]!.articles).toEqual(r.value.ruling.articles);
      expect(keys[e]!.clock!.minutes * 60).toBe(r.value.ruling.clockAdjustments[0].seconds);
    }
    expect(keys['2023']!.clock!.minutes).not.toBe(keys['2018']!.clock!.minutes);
  });

  it('fails on a scenario the engine cannot rule, naming the event', async () => {
    const bad = asQuestion({ scenario: { ...ruling.scenario, events: [{ move: 'Ke3' }] } });
    const report = await checkScenarioKeys([bad]);
    expect(report.verified).toEqual([]);
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toMatchObject({ file: 'karar.json', id: 'karar-001', field: 'scenario' });
    expect(report.problems[0].message).toMatch(/kural motoru senaryoya karar veremedi \(2023 sürümünde\): events\[0\]/);
  });

  it('fails when an obligated move is missing from the candidates, a distractor is applied, or an article is not', async () => {
    const questions = [
      asQuestion({ id: 'karar-002', candidates: ['Be2', 'Bd3', 'Nf3'] }),
      asQuestion({ id: 'karar-003', distractors: { '2023': ['A.5.2', '7.5.3'], '2018': ['A.4.3', '7.5.3'] } }),
      asQuestion({ id: 'karar-004', articles: ['7.5.5', '6.9'] }),
      asQuestion({ id: 'karar-005' }),
    ];
    const report = await checkScenarioKeys(questions);
    expect(report.rulingCount).toBe(4);
    expect(report.verified).toEqual(['karar-005']);
    const by = (id: string) => report.problems.filter((p) => p.id === id).map((p) => `${p.field}: ${p.message}`);
    expect(by('karar-002')).toHaveLength(2);
    expect(by('karar-002')[0]).toMatch(
      /^candidates: motorun kararında (B[a-h]\d, )*B[a-h]\d de yükümlülüğü karşılıyor ama aday hamlelerde yok/,
    );
    expect(by('karar-003')).toEqual(['distractors: "A.5.2" çeldirici olamaz: motor bu maddeyi uyguluyor (2023 sürümünde)']);
    expect(by('karar-004')).toHaveLength(1);
    expect(by('karar-004')[0]).toMatch(/^articles: "6\.9" motorun kararında yok/);
  });

  it('the collection refuses a bank with such a question: the build stops with the list', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-ruling-'));
    mkdirSync(join(root, 'quizzes'));
    writeFileSync(join(root, 'quizzes', 'karar.json'), JSON.stringify([{ ...ruling, candidates: ['Nf3', 'd4'] }]));
    const r = await runQuizCheck(root);
    expect(r.problems.some((p) => p.startsWith('karar.json › karar-001 › candidates: '))).toBe(true);
    const ctx = {
      store: { clear: () => undefined, set: () => true },
      parseData: async ({ data }: { data: unknown }) => data,
      generateDigest: () => '',
      logger: { info: () => undefined, error: () => undefined },
    } as unknown as LoaderContext;
    await expect(quizLoader(root).load(ctx)).rejects.toThrow(
      /Soru bankalarında \d+ sorun var:\n {2}- karar\.json › karar-001 › candidates/,
    );
  });
});

describe('the bank quizzes/karar.json', async () => {
  const check = await runQuizCheck(process.cwd());
  const bank = check.valid.filter((q) => q.file === 'karar.json');

  it('has at least 30 whole-ruling questions, every one ruled by the engine without a problem', () => {
    expect(check.problemList.filter((p) => p.file === 'karar.json')).toEqual([]);
    expect(bank.length).toBeGreaterThanOrEqual(30);
    expect(bank.every((q) => q.type === 'ruling')).toBe(true);
  });

  it('covers Articles 4, 5, 6, 7, 9 and Appendices A and B; every question claims 2023', () => {
    const groups = new Set(bank.map((q) => groupOfNumber(q.articles[0])));
    for (const g of ['4', '5', '6', '7', '9', 'A', 'B']) expect(groups, g).toContain(g);
    expect(bank.every((q) => q.editions.includes('2023'))).toBe(true);
  });

  it('claims 2018 too, and some rulings differ between the editions', () => {
    const presented = bank.map(toClientQuestion);
    const differ = presented.filter((q) => {
      const a = q.ruling?.['2023'];
      const b = q.ruling?.['2018'];
      return a && b && JSON.stringify([a.outcome, a.clock, a.obligation]) !== JSON.stringify([b.outcome, b.clock, b.obligation]);
    });
    expect(differ.length).toBeGreaterThanOrEqual(3);
    // Ship only what the page needs: no scenario, keys per edition, the steps of the engine.
    for (const q of presented) {
      expect(q).not.toHaveProperty('scenario');
      for (const e of q.editions) expect(q.ruling?.[e]?.steps.length, `${q.id} ${e}`).toBeGreaterThan(0);
    }
  });
});
