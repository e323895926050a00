import { describe, expect, it } from 'vitest';
import { identityOrder, optionOrder, positionOf, staticOrder } from './shuffle.ts';
import { contentHash, hashString } from './hash.ts';
import { answerText, isCorrect } from './answer.ts';
import type { ClientQuestion } from './types.ts';

const q = (id: string, type: ClientQuestion['type'], n: number): Pick<ClientQuestion, 'id' | 'type' | 'choices'> => ({
  id,
  type,
  choices: Array.from({ length: n }, (_, i) => `seçenek ${i}`),
});

const isPermutation = (order: number[], n: number) => [...order].sort((a, b) => a - b).join() === identityOrder(n).join();

describe('optionOrder', () => {
  it('is a permutation of the options, the same for the same seed and question', () => {
    for (const type of ['single', 'multiple', 'scenario'] as const) {
      for (const n of [2, 3, 4, 5]) {
        for (let seed = 0; seed < 50; seed++) {
          const order = optionOrder(q(`x-${n}`, type, n), seed);
          expect(isPermutation(order, n)).toBe(true);
          expect(optionOrder(q(`x-${n}`, type, n), seed)).toEqual(order);
        }
      }
    }
  });

  it('differs between attempts and between questions of one paper', () => {
    const orders = new Set(Array.from({ length: 40 }, (_, seed) => optionOrder(q('madde-7-001', 'single', 4), seed).join()));
    expect(orders.size).toBeGreaterThan(10);
    const paper = new Set(Array.from({ length: 40 }, (_, i) => optionOrder(q(`madde-7-${i}`, 'single', 4), 12345).join()));
    expect(paper.size).toBeGreaterThan(10);
  });

  it('puts the key in every position about equally often', () => {
    const at = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed++) at[positionOf(optionOrder(q('madde-4-010', 'single', 4), seed), 0)]++;
    for (const n of at) expect(n).toBeGreaterThan(850);
  });

  it('keeps the order of true/false and numeric questions', () => {
    expect(optionOrder(q('t', 'truefalse', 2), 7)).toEqual([0, 1]);
    expect(optionOrder(q('n', 'numeric', 0), 7)).toEqual([]);
    expect(optionOrder(q('s', 'single', 1), 7)).toEqual([0]);
  });

  it('leaves grading to the original indices; the key in words uses the letters shown', () => {
    const question = { id: 'm', type: 'multiple' as const, choices: ['a', 'b', 'c', 'd'], answer: [1, 3], unit: undefined };
    const order = [3, 0, 1, 2]; // d shown as A, a as B, b as C, c as D
    expect(isCorrect(question, [1, 3])).toBe(true);
    expect(answerText(question, order)).toBe('A) d; C) b');
    expect(answerText({ ...question, type: 'single', answer: 2 }, order)).toBe('D) c');
    expect(answerText({ ...question, type: 'single', answer: 2 })).toBe('C) c');
  });

  it('hashes ids stably', () => {
    expect(hashString('madde-7-001')).toBe(hashString('madde-7-001'));
    expect(hashString('madde-7-001')).not.toBe(hashString('madde-7-002'));
  });
});

describe('contentHash', () => {
  const base = { text: 'Soru?', choices: ['a', 'b', 'c'], answer: 1 };
  it('is 8 hex digits, stable, blind to key order and to the explanation', () => {
    expect(contentHash(base)).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash({ answer: 1, choices: ['a', 'b', 'c'], text: 'Soru?' })).toBe(contentHash(base));
    expect(contentHash({ ...base, explanation: 'başka' } as typeof base)).toBe(contentHash(base));
  });
  it('changes with the text, an option, the key or a scenario', () => {
    const h = contentHash(base);
    expect(contentHash({ ...base, text: 'Soru!' })).not.toBe(h);
    expect(contentHash({ ...base, choices: ['a', 'b', 'd'] })).not.toBe(h);
    expect(contentHash({ ...base, answer: 2 })).not.toBe(h);
    expect(contentHash({ ...base, answers: { '2023': 2 } })).not.toBe(h);
    expect(contentHash({ ...base, scenario: { start: 'x' } })).not.toBe(contentHash({ ...base, scenario: { start: 'y' } }));
  });
});

describe('staticOrder (the static question page)', () => {
  it('is fixed by the id, and does not show a bank whose keys are all first with its keys first', () => {
    // A bank of 32 four-option questions all keyed at the first stored option (the cue of issue 35).
    const bank = Array.from({ length: 32 }, (_, i) => q(`yonergeler-${String(i + 1).padStart(3, '0')}`, 'single', 4));
    const at = [0, 0, 0, 0];
    for (const b of bank) {
      const order = staticOrder(b);
      expect(isPermutation(order, 4)).toBe(true);
      expect(staticOrder({ ...b })).toEqual(order);
      at[positionOf(order, 0)]++;
    }
    // Every position holds some keys, none more than half.
    for (const n of at) {
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(16);
    }
    expect(staticOrder(q('yonergeler-001', 'truefalse', 2))).toEqual([0, 1]);
  });

  it('gives the key the letter shown on the page', () => {
    const b = {
      ...q('ek-a-004', 'single', 4),
      answer: 2,
      explanation: '',
      articles: ['A.4'],
      edition: '2018',
    } as unknown as ClientQuestion;
    const order = staticOrder(b);
    expect(answerText(b, order)).toBe(`${'ABCD'[order.indexOf(2)]}) seçenek 2`);
  });
});
