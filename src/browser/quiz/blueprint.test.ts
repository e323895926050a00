import { describe, expect, it } from 'vitest';
import { blueprintProblems, DIFFICULTIES, EXAM_BLUEPRINT, type Difficulty } from './blueprint.ts';
import { percentTr } from '../../lib/index.ts';
import { allocateCells, drawExam, seededRandom } from './exam.ts';
import { primaryGroup } from './groups.ts';
import type { ClientQuestion, QuizEdition } from './types.ts';

type Q = Pick<ClientQuestion, 'id' | 'articles' | 'edition' | 'difficulty' | 'type'> & { editions: QuizEdition[] };

/** `cells[g] = [n1, n2, n3]`: that many questions of difficulty 1, 2, 3 under group g. */
function bank(cells: Record<string, [number, number, number]>, type: ClientQuestion['type'] = 'single'): Q[] {
  const out: Q[] = [];
  for (const [g, ns] of Object.entries(cells)) {
    ns.forEach((n, k) => {
      for (let i = 0; i < n; i++)
        out.push({
          id: `${g}-d${k + 1}-${i}`,
          articles: [`${g}.1`],
          edition: '2018',
          editions: ['2023', '2018'],
          difficulty: (k + 1) as Difficulty,
          type,
        });
    });
  }
  return out;
}

function tally(ids: string[], questions: Q[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const groups: Record<string, number> = {};
  const difficulty: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const id of ids) {
    const q = byId.get(id)!;
    const g = primaryGroup(q);
    groups[g] = (groups[g] ?? 0) + 1;
    difficulty[q.difficulty]++;
  }
  return { groups, difficulty };
}

const roomy = () => bank(Object.fromEntries(Object.keys(EXAM_BLUEPRINT.groups).map((g) => [g, [8, 8, 8]])));

describe('the blueprint', () => {
  it('is sound: its group and difficulty counts add up to the paper', () => {
    expect(blueprintProblems(EXAM_BLUEPRINT)).toEqual([]);
    expect(blueprintProblems({ size: 40, groups: { '7': 39 }, difficulty: { 1: 10, 2: 20, 3: 10 } })[0]).toMatch(
      /toplamı 39, sınav 40 soru/,
    );
  });

  it('shares read in Turkish', () => {
    expect(percentTr(5 / 40)).toBe('%12,5');
    expect(percentTr(4 / 40)).toBe('%10');
    expect(percentTr(0)).toBe('%0');
  });
});

describe('the draw follows the blueprint', () => {
  it('every paper over many seeds has exactly the blueprint counts per group and per difficulty', () => {
    const questions = roomy();
    for (let seed = 0; seed < 300; seed++) {
      const d = drawExam(questions, { seed });
      const t = tally(d.ids, questions);
      expect(new Set(d.ids).size).toBe(EXAM_BLUEPRINT.size);
      expect(t.groups).toEqual(EXAM_BLUEPRINT.groups);
      expect(t.difficulty).toEqual(EXAM_BLUEPRINT.difficulty);
      expect(d.difficulty).toEqual(EXAM_BLUEPRINT.difficulty);
    }
  });

  it('meets the difficulty counts when only some groups hold the hard questions (the draw moves difficulties between groups)', () => {
    // Hard questions only under Articles 7, A and B: 7 (5 places) and A (4) alone give 9 < 10, so B must give one.
    const cells: Record<string, [number, number, number]> = Object.fromEntries(
      Object.keys(EXAM_BLUEPRINT.groups).map((g) => [g, [6, 6, 0]]),
    );
    cells['7'] = [0, 0, 9];
    cells['A'] = [1, 1, 9];
    cells['B'] = [2, 2, 2];
    const questions = bank(cells);
    for (let seed = 0; seed < 200; seed++) {
      const d = drawExam(questions, { seed });
      const t = tally(d.ids, questions);
      expect(t.groups).toEqual(EXAM_BLUEPRINT.groups);
      expect(t.difficulty).toEqual(EXAM_BLUEPRINT.difficulty);
      expect(d.ids.filter((id) => id.startsWith('B-d3-')).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('spreads the difficulties differently over the groups from seed to seed', () => {
    const questions = roomy();
    const patterns = new Set(
      Array.from({ length: 30 }, (_, seed) =>
        JSON.stringify(
          tally(
            drawExam(questions, { seed }).ids.filter((id) => id.startsWith('7-')),
            questions,
          ).difficulty,
        ),
      ),
    );
    expect(patterns.size).toBeGreaterThan(1);
  });

  it('rule for a group too small: it gives all it has, the other groups share its places by weight; difficulties still exact', () => {
    const cells: Record<string, [number, number, number]> = Object.fromEntries(
      Object.keys(EXAM_BLUEPRINT.groups).map((g) => [g, [8, 8, 8]]),
    );
    cells['7'] = [1, 1, 0]; // wants 5
    const questions = bank(cells);
    for (let seed = 0; seed < 50; seed++) {
      const d = drawExam(questions, { seed });
      const t = tally(d.ids, questions);
      expect(d.ids).toHaveLength(EXAM_BLUEPRINT.size);
      expect(t.groups['7']).toBe(2);
      for (const [g, n] of Object.entries(EXAM_BLUEPRINT.groups)) if (g !== '7') expect(t.groups[g]).toBeGreaterThanOrEqual(n);
      expect(t.difficulty).toEqual(EXAM_BLUEPRINT.difficulty);
    }
  });

  it('rule for a difficulty the bank lacks: the group counts are kept, the paper takes every question of it there is', () => {
    const cells: Record<string, [number, number, number]> = Object.fromEntries(
      Object.keys(EXAM_BLUEPRINT.groups).map((g) => [g, [8, 8, 0]]),
    );
    cells['9'] = [8, 8, 3]; // only 3 hard questions in the bank, the blueprint wants 10
    const questions = bank(cells);
    for (let seed = 0; seed < 50; seed++) {
      const d = drawExam(questions, { seed });
      const t = tally(d.ids, questions);
      expect(t.groups).toEqual(EXAM_BLUEPRINT.groups);
      expect(t.difficulty[3]).toBe(3);
      expect(d.difficultyTargets[3]).toBe(3);
      expect(t.difficulty[1] + t.difficulty[2]).toBe(37);
    }
  });

  it('draws only questions valid in the chosen edition', () => {
    const questions = roomy().map((q) => (q.id.startsWith('6-') ? { ...q, editions: ['2018'] as QuizEdition[] } : q));
    for (let seed = 0; seed < 20; seed++) {
      expect(drawExam(questions, { seed }).ids.some((id) => id.startsWith('6-'))).toBe(false);
      const t = tally(drawExam(questions, { seed, edition: '2018' }).ids, questions);
      expect(t.groups).toEqual(EXAM_BLUEPRINT.groups);
    }
  });

  it('is type-agnostic: any question type is drawn by the same rules', () => {
    const questions = bank(
      Object.fromEntries(Object.keys(EXAM_BLUEPRINT.groups).map((g) => [g, [8, 8, 8]])),
      'ruling' as ClientQuestion['type'],
    );
    const t = tally(drawExam(questions, { seed: 5 }).ids, questions);
    expect(t.groups).toEqual(EXAM_BLUEPRINT.groups);
    expect(t.difficulty).toEqual(EXAM_BLUEPRINT.difficulty);
  });

  it('allocateCells gives each group its quota and stays within every cell', () => {
    const rng = seededRandom(9);
    for (let k = 0; k < 200; k++) {
      const groups = ['a', 'b', 'c', 'd'];
      const cells = Object.fromEntries(
        groups.map((g) => [g, { 1: Math.floor(rng() * 4), 2: Math.floor(rng() * 4), 3: Math.floor(rng() * 4) }]),
      ) as Record<string, Record<Difficulty, number>>;
      const quotas = Object.fromEntries(groups.map((g) => [g, Math.floor(rng() * (cells[g][1] + cells[g][2] + cells[g][3] + 1))]));
      const total = Object.values(quotas).reduce((a, b) => a + b, 0);
      const targets = { 1: Math.round(total * 0.3), 2: 0, 3: 0 } as Record<Difficulty, number>;
      targets[3] = Math.round(total * 0.25);
      targets[2] = total - targets[1] - targets[3];
      const x = allocateCells(quotas, cells, targets, rng);
      for (const g of groups) {
        expect(DIFFICULTIES.reduce((a, d) => a + x[g][d], 0)).toBe(quotas[g]);
        for (const d of DIFFICULTIES) expect(x[g][d]).toBeLessThanOrEqual(cells[g][d]);
      }
      // Optimal: the difficulty targets are met whenever any allocation meets them (checked by brute force on the totals).
      const met = DIFFICULTIES.every((d) => groups.reduce((a, g) => a + x[g][d], 0) === targets[d]);
      if (!met) expect(feasible(quotas, cells, targets)).toBe(false);
    }
  });
});

/** Brute force: can the quotas be split over the cells so that every difficulty gets exactly its target? */
function feasible(
  quotas: Record<string, number>,
  cells: Record<string, Record<Difficulty, number>>,
  targets: Record<Difficulty, number>,
): boolean {
  const groups = Object.keys(quotas);
  const go = (i: number, left: [number, number, number]): boolean => {
    if (i === groups.length) return left.every((v) => v === 0);
    const g = groups[i];
    for (let a = 0; a <= Math.min(cells[g][1], quotas[g]); a++)
      for (let b = 0; b <= Math.min(cells[g][2], quotas[g] - a); b++) {
        const c = quotas[g] - a - b;
        if (c > cells[g][3] || a > left[0] || b > left[1] || c > left[2]) continue;
        if (go(i + 1, [left[0] - a, left[1] - b, left[2] - c])) return true;
      }
    return false;
  };
  return go(0, [targets[1], targets[2], targets[3]]);
}
