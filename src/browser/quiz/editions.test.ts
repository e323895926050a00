// A question valid in several editions leads with the one in force: its editions newest first, its
// articles in 2023 numbers when it is shown in 2023 (the bank writes them in its own edition's).
import { describe, expect, it } from 'vitest';
import { articlesShown, inEdition, newestFirst, number2023 } from './editions.ts';
import { scoreExam } from './exam.ts';
import type { ClientQuestion } from './types.ts';

describe('the edition in force first in questions', () => {
  it('lists editions newest first', () => {
    expect(newestFirst(['2018', '2023'])).toEqual(['2023', '2018']);
    expect(newestFirst(['2001', '2018', '2023'])).toEqual(['2023', '2018', '2001']);
  });

  it('numbers a 2018 article as 2023 does (renumbered, removed, unchanged)', () => {
    expect(number2023('A.4.2')).toBe('A.5.2');
    expect(number2023('A.3.1')).toBe('A.4');
    expect(number2023('B.4')).toBe('B.3');
    expect(number2023('B.3.1.2')).toBe('B.2.2');
    expect(number2023('B.2')).toBe('A.3');
    expect(number2023('7.5.5')).toBe('7.5.5');
    expect(number2023('9.5')).toBe('9.5');
  });

  it('shows a 2018 question in 2023 with 2023 numbers, and leaves other editions as written', () => {
    expect(articlesShown({ articles: ['A.4.2', '7.5.5'], edition: '2018', shownIn: '2023' })).toEqual({
      edition: '2023',
      articles: ['A.5.2', '7.5.5'],
    });
    expect(articlesShown({ articles: ['A.4.2'], edition: '2018', shownIn: '2018' })).toEqual({ edition: '2018', articles: ['A.4.2'] });
    expect(articlesShown({ articles: ['A.4.2'], edition: '2018' })).toEqual({ edition: '2018', articles: ['A.4.2'] });
    expect(articlesShown({ articles: ['7.4.b'], edition: '2001', shownIn: '2001' })).toEqual({ edition: '2001', articles: ['7.4.b'] });
  });

  it('an exam in 2023 sends the reader to the 2023 numbers of a missed 2018 question', () => {
    const q: ClientQuestion = {
      id: 'a',
      articles: ['A.4.2'],
      group: 'A',
      edition: '2018',
      editions: ['2018', '2023'],
      type: 'truefalse',
      difficulty: 1,
      text: '',
      choices: [],
      answer: true,
      explanation: '',
      hash: '',
    };
    const shown = inEdition(q, '2023')!;
    expect(scoreExam([shown], { a: false }).byArticle[0].reread).toEqual(['A.5.2']);
    expect(scoreExam([inEdition(q, '2018')!], { a: false }).byArticle[0].reread).toEqual(['A.4.2']);
  });
});
