import { describe, expect, it } from 'vitest';
import { apportion, drawExam, EXAM_SIZE, EXAM_WEIGHTS, formatClock, remainingMs, scoreExam, seededRandom, EXAM_MS } from './exam.ts';
import { primaryGroup } from './groups.ts';
import type { ClientQuestion } from './types.ts';

type Q = Pick<ClientQuestion, 'id' | 'articles' | 'edition' | 'difficulty' | 'type' | 'answer' | 'choices' | 'unit'> &
  Partial<Pick<ClientQuestion, 'editions'>>;

/** A bank with `n` questions in every group (articles like "7.1", "A.1"), plus 2001 questions. */
function bank(perGroup: Record<string, number>): Q[] {
  const out: Q[] = [];
  for (const [g, n] of Object.entries(perGroup)) {
    for (let i = 0; i < n; i++) {
      out.push({
        id: `${g}-${i}`,
        articles: [
          g === 'EB'
            ? `C.07 8.${(i % 3) + 1}`
            : g === 'TK'
              ? `C.07 ${['2.1', '4.1'][i % 2]}`
              : g === 'ES'
                ? `C.04.3 5.2.${(i % 3) + 1}`
                : g === 'NR'
                  ? `B.01 1.4.${(i % 3) + 5}`
                  : `${g}.${(i % 3) + 1}`,
        ],
        edition: '2018',
        editions: ['2023', '2018'],
        difficulty: ((i % 3) + 1) as 1 | 2 | 3,
        type: 'single',
        answer: 0,
        choices: ['a', 'b', 'c'],
      });
    }
  }
  for (let i = 0; i < 20; i++)
    out.push({
      id: `old-${i}`,
      articles: ['7.4'],
      edition: '2001',
      editions: ['2001'],
      difficulty: 2,
      type: 'single',
      answer: 0,
      choices: ['a', 'b', 'c'],
    });
  return out;
}
const full = () => bank(Object.fromEntries(Object.keys(EXAM_WEIGHTS).map((g) => [g, 25])));

function countByGroup(ids: string[], questions: Q[]): Record<string, number> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const out: Record<string, number> = {};
  for (const id of ids) {
    const g = primaryGroup(byId.get(id)!);
    out[g] = (out[g] ?? 0) + 1;
  }
  return out;
}

describe('exam weights', () => {
  it('cover Articles 1–12, A, B and the tie-break regulations, and add up to the paper size', () => {
    expect(Object.keys(EXAM_WEIGHTS)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      'A',
      'B',
      'EB',
      'ES',
      'TK',
      'NR',
    ]);
    expect(Object.values(EXAM_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(EXAM_SIZE);
    // The arbiter's daily work weighs more than the basics.
    for (const heavy of ['4', '6', '7', '9', 'A', 'B'])
      for (const light of ['1', '2', '10']) expect(EXAM_WEIGHTS[heavy]).toBeGreaterThan(EXAM_WEIGHTS[light]);
  });
});

describe('drawExam', () => {
  it('never draws a disputed question', () => {
    const questions = full().map((q, i) => (i % 2 ? { ...q, disputed: true } : q));
    for (const seed of [1, 2, 3, 4]) {
      const ids = drawExam(questions, { seed }).ids;
      expect(ids.length).toBeGreaterThan(0);
      const disputed = new Set(questions.filter((q) => 'disputed' in q).map((q) => q.id));
      expect(ids.some((id) => disputed.has(id))).toBe(false);
    }
  });

  it('draws in the edition in force by default; a 2018 paper may hold questions valid only in 2018', () => {
    const only2018 = Array.from({ length: 30 }, (_, i): Q => ({
      id: `y18-${i}`,
      articles: ['A.4.2'],
      edition: '2018',
      editions: ['2018'],
      difficulty: 2,
      type: 'single',
      answer: 0,
      choices: ['a', 'b', 'c'],
    }));
    const questions = [...full(), ...only2018];
    for (const seed of [1, 2, 3]) {
      expect(drawExam(questions, { seed }).ids.some((id) => id.startsWith('y18-'))).toBe(false);
      expect(drawExam(questions, { seed, edition: '2023' }).ids.some((id) => id.startsWith('y18-'))).toBe(false);
    }
    expect([1, 2, 3].some((seed) => drawExam(questions, { seed, edition: '2018' }).ids.some((id) => id.startsWith('y18-')))).toBe(true);
  });

  it('draws 40 distinct 2018 questions covering every article, each by its weight', () => {
    const questions = full();
    for (const seed of [1, 2, 3, 12345]) {
      const { ids, quotas } = drawExam(questions, { seed });
      expect(ids).toHaveLength(EXAM_SIZE);
      expect(new Set(ids).size).toBe(EXAM_SIZE);
      expect(ids.some((id) => id.startsWith('old-'))).toBe(false);
      const counts = countByGroup(ids, questions);
      expect(counts).toEqual(EXAM_WEIGHTS);
      expect(quotas).toEqual(EXAM_WEIGHTS);
    }
  });

  it('is reproducible from its seed and differs between seeds', () => {
    const questions = full();
    expect(drawExam(questions, { seed: 7 }).ids).toEqual(drawExam(questions, { seed: 7 }).ids);
    expect(drawExam(questions, { seed: 7 }).ids).not.toEqual(drawExam(questions, { seed: 8 }).ids);
  });

  it('keeps the order of the Laws: Article 1 first, Appendix B last', () => {
    const questions = full();
    const groups = drawExam(questions, { seed: 3 }).ids.map((id) => id.split('-')[0]);
    const order = Object.keys(EXAM_WEIGHTS);
    expect(groups.map((g) => order.indexOf(g))).toEqual([...groups.map((g) => order.indexOf(g))].sort((a, b) => a - b));
  });

  it('redistributes the slots of articles with too few questions by weight', () => {
    const per = Object.fromEntries(Object.keys(EXAM_WEIGHTS).map((g) => [g, 25]));
    per['7'] = 2; // wants 5
    per['A'] = 0; // wants 4
    const questions = bank(per);
    const { ids } = drawExam(questions, { seed: 11 });
    expect(ids).toHaveLength(EXAM_SIZE);
    const counts = countByGroup(ids, questions);
    expect(counts['7']).toBe(2);
    expect(counts['A']).toBeUndefined();
    // The 7 freed slots go to the others, heavier articles first; nobody loses its share.
    for (const [g, w] of Object.entries(EXAM_WEIGHTS)) if (g !== '7' && g !== 'A') expect(counts[g]).toBeGreaterThanOrEqual(w);
    expect(counts['B']).toBeGreaterThan(EXAM_WEIGHTS['B']);
    expect((counts['1'] ?? 0) - EXAM_WEIGHTS['1']).toBeLessThanOrEqual(counts['B'] - EXAM_WEIGHTS['B']);
  });

  it('gives every question when the bank is smaller than a paper', () => {
    const questions = bank({ '7': 3, '9': 2 });
    expect(drawExam(questions, { seed: 1 }).ids.sort()).toEqual(['7-0', '7-1', '7-2', '9-0', '9-1']);
    expect(drawExam([], { seed: 1 }).ids).toEqual([]);
  });

  it('apportions by largest remainders for other sizes', () => {
    const q = apportion({ a: 3, b: 1 }, { a: 100, b: 100 }, 10);
    expect(q).toEqual({ a: 8, b: 2 });
    expect(apportion({ a: 1, b: 1, c: 1 }, { a: 1, b: 100, c: 100 }, 10)).toEqual({ a: 1, b: 5, c: 4 });
  });

  it('has a seeded generator in [0, 1)', () => {
    const r = seededRandom(42);
    const xs = Array.from({ length: 1000 }, r);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(42)()).toBe(xs[0]);
  });
});

describe('scoreExam', () => {
  const qs: Q[] = [
    { id: 'a', articles: ['7.5.5', '6.9'], edition: '2018', difficulty: 2, type: 'single', answer: 1, choices: ['x', 'y', 'z'] },
    { id: 'b', difficulty: 2, articles: ['7.5.1'], edition: '2018', type: 'truefalse', answer: false, choices: [] },
    { id: 'c', difficulty: 2, articles: ['A.4.2'], edition: '2018', type: 'multiple', answer: [0, 2], choices: ['x', 'y', 'z'] },
    { id: 'd', difficulty: 2, articles: ['6.9'], edition: '2018', type: 'numeric', answer: 120, unit: 'saniye', choices: [] },
    { id: 'e', difficulty: 2, articles: ['9.2.2'], edition: '2018', type: 'scenario', answer: 0, choices: ['x', 'y'] },
  ];

  it('scores, with per-article rows and what to reread', () => {
    const s = scoreExam(qs, { a: 1, b: true, c: [2, 0], d: 120 });
    expect(s).toMatchObject({ correct: 3, answered: 4, total: 5, percent: 60, passed: false });
    expect(s.byArticle).toEqual([
      { group: '6', correct: 1, total: 1, reread: [] },
      { group: '7', correct: 1, total: 2, reread: ['7.5.1'] },
      { group: '9', correct: 0, total: 1, reread: ['9.2.2'] },
      { group: 'A', correct: 1, total: 1, reread: [] },
    ]);
  });

  it('passes at 80%', () => {
    expect(scoreExam(qs, { a: 1, b: false, c: [0, 2], d: 120 }).passed).toBe(true); // 4/5
    const forty = Array.from({ length: 40 }, (_, i): Q => ({
      id: `q${i}`,
      articles: ['7.1'],
      edition: '2018',
      difficulty: 1,
      type: 'truefalse',
      answer: true,
      choices: [],
    }));
    const answers = (n: number) => Object.fromEntries(forty.slice(0, n).map((q) => [q.id, true]));
    expect(scoreExam(forty, answers(32)).passed).toBe(true);
    expect(scoreExam(forty, answers(31)).passed).toBe(false);
    expect(scoreExam(forty, answers(31)).percent).toBe(77);
  });

  it('keeps time: 90 minutes, frozen once finished', () => {
    expect(remainingMs({ startedAt: 0, finishedAt: null }, 60_000)).toBe(EXAM_MS - 60_000);
    expect(remainingMs({ startedAt: 0, finishedAt: null }, EXAM_MS + 5)).toBe(0);
    expect(remainingMs({ startedAt: 0, finishedAt: 1000 }, 10 * EXAM_MS)).toBe(EXAM_MS - 1000);
    expect(formatClock(EXAM_MS)).toBe('90:00');
    expect(formatClock(61_500)).toBe('01:02');
  });
});
