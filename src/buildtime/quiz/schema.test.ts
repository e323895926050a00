import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBanks, validateQuestion, parsePermalink } from './schema.ts';
import { formatProblem } from '../../browser/quiz/types.ts';

const known = {
  '2018': new Set(['4', '4.3', '4.3.3', '6.9', '7', '7.5', '7.5.5', 'A', 'A.4', 'A.4.2']),
  '2001': new Set(['7', '7.4']),
  '2023': new Set(['7', '7.5', '7.5.5', '4', '4.3', '4.3.3', 'A', 'A.5', 'A.5.2']),
};

const single = {
  id: 'madde-7-001',
  articles: ['7.5.5'],
  edition: '2018',
  editions: ['2018'],
  type: 'single',
  difficulty: 2,
  text: 'İkinci kural dışı hamlede ne olur?',
  choices: ['Oyun sürer', 'Oyunu kaybeder', 'Berabere'],
  answer: 1,
  explanation: 'Bkz. [Madde 7.5.5](/m/7.5.5/).',
};

const scenario = {
  id: 'madde-7-002',
  articles: ['7.5.5', '4.3.3'],
  editions: ['2018'],
  type: 'scenario',
  difficulty: 3,
  text: 'Kararınız?',
  scenario: {
    // Spec version 2: a scenario that names no edition is ruled by 2023; this question is about 2018.
    laws: '2018',
    timeControl: '90+30',
    start: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47',
    moves: ['g5'],
    events: [{ touch: 'g5' }, { touch: 'h4' }, { place: 'h4g5' }, { press: true }],
  },
  ask: 'obligation',
  choices: [
    { label: 'fxg6 zorunlu', value: ['fxg6'] },
    { label: 'Serbest', value: 'free' },
    { label: 'Yükümlülük yok', value: null },
  ],
  answer: 0,
  explanation: '[Madde 4.3.3](/m/4.3.3/) ve [7.5.5](/m/7.5.5/).',
};

function check(q: unknown, file = 'madde-7.json') {
  return validateQuestion(q, { file, known, seen: new Map() });
}
const fields = (q: unknown, file?: string) => check(q, file).problems.map((p) => p.field);

describe('validateQuestion', () => {
  it('accepts well-formed questions and defaults the edition to 2018', () => {
    expect(check(single).problems).toEqual([]);
    const r = check(scenario);
    expect(r.problems).toEqual([]);
    expect(r.question?.edition).toBe('2018');
    expect(r.question?.file).toBe('madde-7.json');
  });

  it('names file, id and field in each problem', () => {
    const r = check({ ...single, answer: 7 });
    expect(r.problems).toHaveLength(1);
    expect(formatProblem(r.problems[0])).toMatch(/^madde-7\.json › madde-7-001 › answer: /);
  });

  it('requires the fields and their types', () => {
    const { text: _t, explanation: _e, ...rest } = single;
    expect(fields(rest)).toEqual(expect.arrayContaining(['text', 'explanation']));
    expect(fields({ ...single, difficulty: 4 })).toEqual(['difficulty']);
    expect(fields({ ...single, type: 'essay' })).toContain('type');
    expect(fields({ ...single, edition: '2024' })).toContain('edition');
    expect(fields({ ...single, explenation: 'typo' })).toEqual(['explenation']);
    expect(check('not an object').problems[0].message).toMatch(/nesne/);
  });

  it('checks the id form against the file', () => {
    expect(fields({ ...single, id: 'madde-7-1' })).toEqual(['id']);
    expect(fields(single, 'madde-6.json')).toEqual(['id']);
  });

  it('rejects numbers that do not exist in the edition, in articles and in /m/ links', () => {
    expect(fields({ ...single, articles: ['7.5.9'] })).toEqual(['articles[0]']);
    expect(fields({ ...single, edition: '2001', editions: ['2001'], articles: ['7.5.5'], explanation: '[7.4](/m/2001/7.4/)' })).toEqual([
      'articles[0]',
    ]);
    expect(fields({ ...single, explanation: 'Bkz. [Madde 7.5.5](/m/7.5.5/), [x](/m/9.9.9/).' })).toEqual(['explanation']);
    expect(fields({ ...single, explanation: 'Bkz. [Madde 7.4](/m/2001/7.4/).' })).toEqual([]);
    expect(fields({ ...single, explanation: 'Bkz. [dış](https://example.com) [Madde 7.5.5](/m/7.5.5/)' })).toEqual(['explanation']);
    expect(fields({ ...single, explanation: 'Bağlantı yok.' })).toEqual(['explanation']);
    expect(fields({ ...single, text: 'Bkz. /m/7.5.8/ adresi' })).toEqual(['text']);
  });

  it('checks answer forms and choice counts per type', () => {
    expect(fields({ ...single, choices: ['a', 'b'] })).toEqual(['choices']);
    expect(fields({ ...single, choices: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['choices']);
    expect(fields({ ...single, choices: ['a', 'a', 'b'] })).toEqual(['choices']);
    expect(fields({ ...single, type: 'multiple', answer: [0, 2] })).toEqual([]);
    expect(fields({ ...single, type: 'multiple', answer: [2, 0] })).toEqual(['answer']);
    expect(fields({ ...single, type: 'multiple', answer: [] })).toEqual(['answer']);
    expect(fields({ ...single, type: 'multiple', answer: 1 })).toEqual(['answer']);
    const { choices: _c, ...noChoices } = single;
    expect(fields({ ...noChoices, type: 'truefalse', answer: true })).toEqual([]);
    expect(fields({ ...noChoices, type: 'truefalse', answer: 1 })).toEqual(['answer']);
    expect(fields({ ...single, type: 'truefalse', answer: true })).toEqual(['choices']);
    expect(fields({ ...noChoices, type: 'numeric', answer: 120, unit: 'saniye' })).toEqual([]);
    expect(fields({ ...noChoices, type: 'numeric', answer: 120 })).toEqual(['unit']);
    expect(fields({ ...noChoices, type: 'numeric', answer: '120', unit: 'saniye' })).toEqual(['answer']);
    expect(fields({ ...single, unit: 'dakika' })).toEqual(['unit']);
  });

  it('checks scenario questions: ask, choice values, distinct values, replayable history', () => {
    expect(fields({ ...scenario, ask: 'verdict' })).toEqual(['ask']);
    expect(fields({ ...scenario, ask: 'result' })).toEqual(['choices[0].value', 'choices[1].value']);
    expect(
      fields({
        ...scenario,
        choices: [
          { label: 'a', value: ['fxg6'] },
          { label: 'b', value: ['fxg6+'] },
        ],
      }),
    ).toEqual(['choices[1].value']);
    expect(
      fields({
        ...scenario,
        ask: 'clock',
        choices: [
          {
            label: 'a',
            value: [
              { side: 'black', seconds: 120 },
              { side: 'white', seconds: -60 },
            ],
          },
          {
            label: 'b',
            value: [
              { side: 'white', seconds: -60 },
              { side: 'black', seconds: 120 },
            ],
          },
        ],
      }),
    ).toEqual(['choices']);
    expect(fields({ ...scenario, scenario: { ...scenario.scenario, moves: ['g4'] } })).toEqual(['scenario.moves[0]']);
    expect(fields({ ...scenario, scenario: { ...scenario.scenario, start: 'xx' } })).toEqual(['scenario.start']);
    expect(fields({ ...scenario, scenario: { ...scenario.scenario, laws: '2001' } })).toEqual(['scenario.laws']);
    expect(fields({ ...scenario, answer: 3 })).toEqual(['answer']);
    expect(fields({ ...scenario, choices: [{ label: 'x' }, { label: 'y', value: null }] })).toEqual(['choices[0]']);
  });

  it("editions: the question's own edition included; keys and explanations only for the other editions it claims", () => {
    expect(check({ ...single, editions: ['2023', '2018'] }).problems).toEqual([]);
    expect(check({ ...single, editions: ['2023', '2018'] }).question?.editions).toEqual(['2023', '2018']);
    expect(check(single).question?.editions).toEqual(['2018']);
    // Every question states the editions it is valid for.
    const { editions: _omitted, ...bare } = single;
    expect(check(bare).problems.map(formatProblem)).toEqual([
      'madde-7.json › madde-7-001 › editions: zorunlu alan eksik: sorunun geçerli olduğu sürümler (ör. ["2023", "2018"])',
    ]);
    expect(fields({ ...single, editions: ['2023'] })).toEqual(['editions']);
    expect(fields({ ...single, editions: ['2018', '2018'] })).toEqual(['editions']);
    expect(fields({ ...single, editions: ['2023', '2018'], answers: { '2023': 1 } })).toEqual(['explanations.2023']);
    expect(
      fields({
        ...single,
        editions: ['2023', '2018'],
        answers: { '2023': 1 },
        explanations: { '2023': '[Ek A.5.2](/m/2023/A.5.2/) yüzünden.' },
      }),
    ).toEqual([]);
    expect(fields({ ...single, editions: ['2018'], answers: { '2023': 1 } })).toEqual(['explanations.2023', 'answers.2023']);
    expect(
      fields({ ...single, editions: ['2023', '2018'], answers: { '2023': 'bir' }, explanations: { '2023': '[Ek A.5.2](/m/2023/A.5.2/)' } }),
    ).toEqual(['answers.2023']);
    expect(fields({ ...single, editions: ['2023', '2018'], explanations: { '2023': 'Bağlantısız açıklama.' } })).toEqual([
      'explanations.2023',
    ]);
    expect(fields({ ...single, editions: ['2023', '2018'], explanations: { '2023': '[Ek A.5.2](/m/2023/A.5.2/) der ki…' } })).toEqual([]);
    expect(fields({ ...single, editions: ['2023', '2018'], explanations: { '2023': '[Ek A.4.2](/m/2023/A.4.2/)' } })).toEqual([
      'explanations.2023',
    ]);
  });

  it('parses permanent addresses', () => {
    expect(parsePermalink('/m/7.5.5/')).toEqual({ edition: '2023', no: '7.5.5' });
    expect(parsePermalink('/m/2018/7.5.5/')).toEqual({ edition: '2018', no: '7.5.5' });
    expect(parsePermalink('/m/2001/7.4/')).toEqual({ edition: '2001', no: '7.4' });
    expect(parsePermalink('/kurallar/madde-7/')).toBeNull();
  });
});

describe('loadBanks', () => {
  it('reads every bank, keeps valid questions and reports duplicates and broken files', () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-'));
    mkdirSync(join(root, 'quizzes'));
    writeFileSync(join(root, 'quizzes', 'madde-7.json'), JSON.stringify([single, scenario, { ...single }]));
    writeFileSync(join(root, 'quizzes', 'madde-4.json'), '[{ broken');
    writeFileSync(join(root, 'quizzes', 'ek-a.json'), JSON.stringify({ not: 'an array' }));
    writeFileSync(join(root, 'quizzes', 'README.md'), '# not a bank');
    const r = loadBanks(root, { known });
    expect(r.files).toEqual(['madde-4.json', 'madde-7.json', 'ek-a.json']);
    expect(r.questions.map((q) => q.id)).toEqual(['madde-7-001', 'madde-7-002']);
    const text = r.problems.map(formatProblem);
    expect(text).toHaveLength(3);
    expect(text[0]).toMatch(/^madde-4\.json: JSON okunamadı/);
    expect(text[1]).toMatch(/^madde-7\.json › madde-7-001 › id: aynı kimlik madde-7\.json/);
    expect(text[2]).toMatch(/^ek-a\.json: dosya bir soru dizisi/);
  });

  it('works when there are no banks at all', () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-'));
    expect(loadBanks(root, { known })).toEqual({ questions: [], problems: [], files: [] });
  });
});
