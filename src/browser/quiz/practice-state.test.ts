// The practice island's reducer (practice-state.ts): the session's count, the review queue (a missed
// question goes to the end, a right one leaves), and the next question's choice.
import { describe, expect, it } from 'vitest';
import { initialPractice, pickNext, reducePractice } from './practice-state.ts';

describe('reducePractice', () => {
  it('counts the session and works the review queue through: right answers leave, missed ones go to the end', () => {
    let s = reducePractice(initialPractice([]), { type: 'begin', id: 'a', queue: ['a', 'b', 'c'] });
    s = reducePractice(s, { type: 'checked', ok: false, review: true });
    expect(s.queue).toEqual(['b', 'c', 'a']);
    expect(s.checked).toBe(false);
    // A second check of the same attempt changes nothing.
    expect(reducePractice(s, { type: 'checked', ok: true, review: true })).toBe(s);
    s = reducePractice(s, {
      type: 'next',
      id: pickNext(
        true,
        s.queue,
        () => true,
        'a',
        () => null,
      ),
      attempt: 7,
    });
    expect(s.currentId).toBe('b');
    expect([s.response, s.checked, s.attempt]).toEqual([null, null, 7]);
    s = reducePractice(s, { type: 'checked', ok: true, review: true });
    expect(s.queue).toEqual(['c', 'a']);
    expect(s.session).toEqual({ asked: 2, right: 1 });
  });

  it('picks: review in queue order, the question just missed again only when it is the last; practice by Leitner', () => {
    expect(
      pickNext(
        true,
        ['x', 'y'],
        () => true,
        'x',
        () => 'z',
      ),
    ).toBe('y');
    expect(
      pickNext(
        true,
        ['x'],
        () => true,
        'x',
        () => 'z',
      ),
    ).toBe('x');
    expect(
      pickNext(
        true,
        ['gone', 'y'],
        (id) => id !== 'gone',
        null,
        () => 'z',
      ),
    ).toBe('y');
    expect(
      pickNext(
        false,
        ['x'],
        () => true,
        'x',
        (last) => `after ${last}`,
      ),
    ).toBe('after x');
  });
});
