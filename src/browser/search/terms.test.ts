import { describe, expect, it } from 'vitest';
import { excerptWithoutTerms, SEARCH_TERMS, TERMS_MARK } from './terms.ts';
import { knownNumbers } from '../../buildtime/laws.ts';

describe('search index words', () => {
  it('name only numbers of the 2018 text, with words', () => {
    const known = knownNumbers('2018');
    for (const [no, words] of Object.entries(SEARCH_TERMS)) {
      expect(known.has(no), no).toBe(true);
      expect(words.length, no).toBeGreaterThan(0);
    }
  });

  it('never reach an excerpt', () => {
    const text = 'bir oyuncu kendisine verilen zaman içinde öngörülen sayıda hamleyi tamamlamazsa';
    expect(excerptWithoutTerms(`${text} ${TERMS_MARK} <mark>bayrak</mark> düşmesi`, 'lead')).toBe(`${text} …`);
    expect(excerptWithoutTerms(`sayıda hamleyi ${TERMS_MARK} <mark>bayrak</mark> düşmesi`, 'Madde 6.9 <metni>')).toBe(
      'Madde 6.9 &lt;metni&gt;',
    );
    expect(excerptWithoutTerms('<mark>bayrak</mark> düştü', 'x')).toBe('<mark>bayrak</mark> düştü');
  });
});
