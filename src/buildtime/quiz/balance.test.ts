import { describe, expect, it } from 'vitest';
import { groupSizeProblems, groupSizes, LONGEST_KEY_MAX_SHARE, longestKeyProblems, longestKeyStats, MIN_GROUP_SIZE, optionLength } from './balance.ts';
import { formatProblem } from '../../browser/problems.ts';
import type { Question } from '../../browser/quiz/types.ts';

type Q = Pick<Question, 'id' | 'type' | 'articles' | 'edition' | 'file'> & { choices?: unknown; answer: unknown };

/** A single-choice question whose key (index `key`) has `keyLen` characters, the others `otherLen`. */
const single = (id: string, key: number, keyLen: number, otherLen: number, article = '7.1'): Q => ({
  id,
  type: 'single',
  articles: [article],
  edition: '2018',
  file: 'madde-7.json',
  choices: [0, 1, 2, 3].map((i) => 'x'.repeat(i === key ? keyLen : otherLen)),
  answer: key,
});

describe('the longest-key share', () => {
  it('counts single-choice questions whose key is the one longest option', () => {
    const qs: Q[] = [
      single('a', 0, 30, 10), // longest, ratio 3
      single('b', 2, 12, 10), // longest, ratio 1.2
      single('c', 1, 10, 10), // as long as the others: not counted
      single('d', 3, 5, 10), // shorter
      { id: 'e', type: 'multiple', articles: ['7.1'], edition: '2018', file: 'madde-7.json', choices: ['long long long', 'x', 'y'], answer: [0] },
      { id: 'f', type: 'truefalse', articles: ['7.1'], edition: '2018', file: 'madde-7.json', answer: true },
    ];
    const s = longestKeyStats(qs);
    expect(s).toMatchObject({ count: 2, total: 4, share: 0.5, ids: ['a', 'b'] });
    expect(s.worst.map((w) => w.id)).toEqual(['a', 'b']);
    expect(s.worst[0].ratio).toBe(3);
  });

  it('measures what a reader sees: link targets do not count', () => {
    expect(optionLength('[Madde 7.5.5](/m/7.5.5/) ')).toBe('[Madde 7.5.5]'.length);
    expect(optionLength('çğış')).toBe(4);
  });

  it('is a problem above one third, listing the worst ids first, in Turkish', () => {
    expect(LONGEST_KEY_MAX_SHARE).toBeCloseTo(1 / 3);
    // 1 of 3 = exactly one third: allowed.
    const third = [single('q1', 0, 20, 10), single('q2', 1, 10, 10), single('q3', 2, 5, 10)];
    expect(longestKeyProblems(third)).toEqual([]);
    // 2 of 4: too many.
    const half = [single('q1', 0, 20, 10), single('q2', 1, 40, 10), single('q3', 2, 5, 10), single('q4', 0, 10, 10)];
    const [p, ...rest] = longestKeyProblems(half);
    expect(rest).toEqual([]);
    expect(formatProblem(p)).toMatch(/^quizzes › choices: tek doğru cevaplı 4 sorunun 2 tanesinde \(%50\) doğru cevap en uzun seçenek; bu oran en çok %33,3 olabilir/);
    expect(p.message).toMatch(/En belirgin sorular: q2, q1\.$/);
    // The threshold is one constant, passed in.
    expect(longestKeyProblems(half, 0.5)).toEqual([]);
    expect(longestKeyProblems([])).toEqual([]);
  });

  it('names at most twelve questions and says how many more there are', () => {
    const many = Array.from({ length: 20 }, (_, i) => single(`m${String(i).padStart(2, '0')}`, 0, 11 + i, 10));
    const [p] = longestKeyProblems(many);
    expect(p.message).toContain('En belirgin sorular: m19, m18');
    expect(p.message).toMatch(/ve 8 soru daha \(npm run -s quiz-stats hepsini listeler\)\.$/);
  });
});

describe('group sizes', () => {
  it('counts each question under its first article, and flags groups under ten', () => {
    const qs: Q[] = [
      ...Array.from({ length: MIN_GROUP_SIZE }, (_, i) => single(`g7-${i}`, 0, 5, 10, '7.5.5')),
      ...Array.from({ length: 8 }, (_, i) => single(`g10-${i}`, 0, 5, 10, '10.1')),
      single('a-1', 0, 5, 10, 'A.4.2'),
      { ...single('old', 0, 5, 10, '10.1'), edition: '2001' },
    ];
    const sizes = groupSizes(qs);
    expect(sizes['7']).toBe(10);
    expect(sizes['10']).toBe(8);
    expect(sizes['A']).toBe(1);
    const problems = groupSizeProblems(qs).map(formatProblem);
    expect(problems).toContain('madde-10.json: Madde 10 bölümünde 8 soru var; her bölümde en az 10 soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)');
    expect(problems).toContain('ek-a.json: Ek A bölümünde 1 soru var; her bölümde en az 10 soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)');
    expect(problems.some((p) => p.startsWith('madde-7.json'))).toBe(false);
    // Every group 1–12, A, B and EB (tie-breaks and ratings) is checked, an empty one too.
    expect(problems.some((p) => p.startsWith('ek-b.json: Ek B bölümünde 0 soru var'))).toBe(true);
    expect(problems.some((p) => p.startsWith('esitlik-bozma.json: '))).toBe(true);
    expect(problems).toHaveLength(15 - 1);
  });
});
