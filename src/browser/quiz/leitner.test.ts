import { describe, expect, it } from 'vitest';
import { boxCounts, INTERVALS, isDue, mastery, nextQuestion, recordAnswer, type Boxes } from './leitner.ts';

describe('recordAnswer', () => {
  it('moves a right answer up one box, up to box 5', () => {
    let b: Boxes = {};
    for (let step = 1; step <= 7; step++) b = recordAnswer(b, 'q', true, step);
    expect(b.q).toEqual({ box: 5, last: 7, right: 7, wrong: 0 });
    b = recordAnswer({}, 'q', true, 1);
    expect(b.q.box).toBe(2);
  });

  it('sends a wrong answer back to box 1 from any box', () => {
    let b: Boxes = { q: { box: 4, last: 3, right: 3, wrong: 0 } };
    b = recordAnswer(b, 'q', false, 9);
    expect(b.q).toEqual({ box: 1, last: 9, right: 3, wrong: 1 });
  });

  it('does not mutate its input', () => {
    const b: Boxes = {};
    recordAnswer(b, 'q', true, 1);
    expect(b).toEqual({});
  });
});

describe('nextQuestion', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const rng = () => 0;

  it('asks unseen questions in order first', () => {
    expect(nextQuestion(ids, {}, 0, null, rng)).toBe('a');
    expect(nextQuestion(ids, { a: { box: 2, last: 1, right: 1, wrong: 0 } }, 1, 'a', rng)).toBe('b');
  });

  it('brings a missed question back once its box-1 wait is over, before new ones', () => {
    let b: Boxes = recordAnswer({}, 'a', false, 1);
    expect(nextQuestion(ids, b, 1, 'a', rng)).toBe('b'); // never twice in a row
    b = recordAnswer(b, 'b', true, 2);
    expect(isDue(b.a, 2)).toBe(false);
    b = recordAnswer(b, 'c', true, 3);
    expect(isDue(b.a, 3)).toBe(true);
    expect(nextQuestion(ids, b, 3, 'c', rng)).toBe('a');
  });

  it('asks known questions rarely: a box-5 question waits longer than a box-2 one', () => {
    const b: Boxes = { a: { box: 5, last: 10, right: 4, wrong: 0 }, b: { box: 2, last: 10, right: 1, wrong: 0 } };
    // Both answered at step 10; at step 14 only the box-2 one is due.
    expect(nextQuestion(['a', 'b'], b, 14, null, rng)).toBe('b');
    expect(isDue(b.a, 14)).toBe(false);
    expect(isDue(b.a, 10 + INTERVALS[5])).toBe(true);
  });

  it('when nothing is due, asks the one closest to being due, and works with one question', () => {
    const b: Boxes = { a: { box: 5, last: 10, right: 4, wrong: 0 }, b: { box: 3, last: 10, right: 2, wrong: 0 } };
    expect(nextQuestion(['a', 'b'], b, 11, null, rng)).toBe('b');
    expect(nextQuestion(['a'], b, 11, 'a', rng)).toBe('a');
    expect(nextQuestion([], b, 11, null, rng)).toBeNull();
  });

  it('a long practice with some wrong answers keeps every question in rotation', () => {
    const pool = Array.from({ length: 12 }, (_, i) => `q${i}`);
    let b: Boxes = {};
    let last: string | null = null;
    const asked = new Map<string, number>();
    for (let step = 1; step <= 200; step++) {
      const id: string = nextQuestion(pool, b, step - 1, last, rng)!;
      expect(id).not.toBe(last);
      asked.set(id, (asked.get(id) ?? 0) + 1);
      b = recordAnswer(b, id, id !== 'q3', step); // q3 is always missed
      last = id;
    }
    expect(asked.size).toBe(12);
    // The always-missed question comes back far more often than any known one.
    const others = pool.filter((id) => id !== 'q3').map((id) => asked.get(id)!);
    expect(asked.get('q3')!).toBeGreaterThan(Math.max(...others));
  });
});

describe('mastery', () => {
  it('averages (box − 1) / 4 with unseen questions at 0', () => {
    const b: Boxes = { a: { box: 5, last: 1, right: 4, wrong: 0 }, b: { box: 3, last: 1, right: 2, wrong: 0 } };
    expect(mastery(['a', 'b', 'c', 'd'], b)).toBeCloseTo((1 + 0.5) / 4);
    expect(mastery([], b)).toBe(0);
    expect(boxCounts(['a', 'b', 'c'], b)).toEqual([1, 0, 0, 1, 0, 1]);
  });
});
