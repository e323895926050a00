import { describe, expect, it } from 'vitest';
import { answerText, isAnswered, isCorrect, parseNumber } from './answer.ts';

describe('answers', () => {
  it('checks every question type', () => {
    const choices = ['x', 'y', 'z'];
    expect(isCorrect({ type: 'single', answer: 1, choices }, 1)).toBe(true);
    expect(isCorrect({ type: 'single', answer: 1, choices }, 0)).toBe(false);
    expect(isCorrect({ type: 'scenario', answer: 2, choices }, 2)).toBe(true);
    expect(isCorrect({ type: 'multiple', answer: [0, 2], choices }, [2, 0])).toBe(true);
    expect(isCorrect({ type: 'multiple', answer: [0, 2], choices }, [0])).toBe(false);
    expect(isCorrect({ type: 'multiple', answer: [0, 2], choices }, [0, 1, 2])).toBe(false);
    expect(isCorrect({ type: 'truefalse', answer: false, choices: [] }, false)).toBe(true);
    expect(isCorrect({ type: 'truefalse', answer: false, choices: [] }, true)).toBe(false);
    expect(isCorrect({ type: 'numeric', answer: 2.5, choices: [] }, 2.5)).toBe(true);
    expect(isCorrect({ type: 'numeric', answer: 120, choices: [] }, 2)).toBe(false);
    expect(isCorrect({ type: 'single', answer: 0, choices }, null)).toBe(false);
  });

  it('accepts the other reading of a disputed question in its own edition only', () => {
    const choices = ['2 dakika', '1 dakika', 'yok'];
    const q = { type: 'scenario' as const, answer: 1, choices, edition: '2023' as const, accepted: [0] };
    expect(isCorrect(q, 1)).toBe(true);
    expect(isCorrect(q, 0)).toBe(true);
    expect(isCorrect(q, 2)).toBe(false);
    expect(isCorrect({ ...q, shownIn: '2018' as const }, 0)).toBe(false);
  });

  it('reads typed numbers with a decimal comma', () => {
    expect(parseNumber(' 120 ')).toBe(120);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('iki')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('knows what counts as answered', () => {
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
  });

  it('writes the key in words', () => {
    const choices = ['x', 'y', 'z'];
    expect(answerText({ type: 'single', answer: 1, choices })).toBe('B) y');
    expect(answerText({ type: 'multiple', answer: [0, 2], choices })).toBe('A) x; C) z');
    expect(answerText({ type: 'truefalse', answer: true, choices: [] })).toBe('Doğru');
    expect(answerText({ type: 'numeric', answer: 2.5, unit: 'dakika', choices: [] })).toBe('2,5 dakika');
  });
});
