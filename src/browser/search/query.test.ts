import { describe, expect, it } from 'vitest';
import { lookupArticle, parseArticleQuery, type ArticleEntry, type LookupEdition } from './query.ts';
import { rootQuery, verbRoot } from './turkish.ts';

describe('parseArticleQuery', () => {
  it.each([
    ['7.5.1', '7.5.1', null],
    ['madde 7.5.1', '7.5.1', null],
    ['Madde 7.5.1', '7.5.1', null],
    ['m7.5.1', '7.5.1', null],
    ["7.5.1'e göre", '7.5.1', null],
    ['7.5.1’e göre', '7.5.1', null],
    ['A.4.2', 'A.4.2', null],
    ['Ek A.4.2', 'A.4.2', null],
    ['ek a.4.2', 'A.4.2', null],
    ['Ek-B', 'B', null],
    ['7.5', '7.5', null],
    ['2001 7.4', '7.4', '2001'],
    ['madde 7.4.b 2001', '7.4.b', '2001'],
    ['2023 A.5.2', 'A.5.2', '2023'],
    ['Ek A.5.2 (2023)', 'A.5.2', '2023'],
    ['III.4', 'III.4', null],
    ['Yönerge I.8.1', 'I.8.1', null],
    ['yönerge iii.4', 'III.4', null],
    ['C.10.3.1', 'C.10.3.1', null],
    ['2018 A.4.2', 'A.4.2', '2018'],
  ])('%s → %s', (q, no, edition) => {
    expect(parseArticleQuery(q)).toEqual({ no, edition });
  });

  it.each(['geçerken alma', 'rok', '2018', '2023', 'elektronik cihaz', 'a', 'ii', 'I', ''])('"%s" is words, not a number', (q) => {
    expect(parseArticleQuery(q)).toBeNull();
  });
});

describe('lookupArticle', () => {
  const e = (no: string, edition: LookupEdition = '2023'): ArticleEntry => ({ no, edition, href: `#${no}`, title: no, text: '' });
  const entries = ['7', '7.5', '7.5.1', '7.5.2', '7.5.10', '7.6', 'A', 'A.3', 'A.5', 'A.5.2', 'III', 'III.4', 'C.10.3.1']
    .map((n) => e(n))
    .concat([e('7.4', '2001'), e('A1', '2001'), e('A.4.2', '2018')]);

  it('finds the exact article and lists its sub-articles in order', () => {
    const r = lookupArticle(entries, { no: '7.5', edition: null });
    expect(r.exact?.no).toBe('7.5');
    expect(r.children.map((c) => c.no)).toEqual(['7.5.1', '7.5.2', '7.5.10']);
    expect(r.nearest).toEqual([]);
  });

  it('offers the nearest numbers for one that does not exist', () => {
    const r = lookupArticle(entries, { no: '7.5.9', edition: null });
    expect(r.exact).toBeNull();
    expect(r.nearest.map((n) => n.no)).toContain('7.5.1');
  });

  it('keeps editions apart and accepts both appendix spellings', () => {
    expect(lookupArticle(entries, { no: '7.4', edition: null }).exact).toBeNull();
    expect(lookupArticle(entries, { no: '7.4', edition: '2001' }).exact?.edition).toBe('2001');
    expect(lookupArticle(entries, { no: 'A.1', edition: '2001' }).exact?.no).toBe('A1');
    // Numbers without a year are 2023 numbers; "2023" names the same edition; 2018 numbers need their year.
    expect(lookupArticle(entries, { no: 'A.5.2', edition: null }).exact?.edition).toBe('2023');
    expect(lookupArticle(entries, { no: 'A.5.2', edition: '2023' }).exact?.edition).toBe('2023');
    expect(lookupArticle(entries, { no: 'A.4.2', edition: null }).exact).toBeNull();
    expect(lookupArticle(entries, { no: 'A.4.2', edition: '2018' }).exact?.edition).toBe('2018');
  });

  it('finds the numbers of the appendices and Guidelines of 2023', () => {
    expect(lookupArticle(entries, { no: 'III.4', edition: null }).exact?.no).toBe('III.4');
    expect(lookupArticle(entries, { no: 'C.10.3.1', edition: null }).exact?.no).toBe('C.10.3.1');
    expect(lookupArticle(entries, { no: 'A.3', edition: null }).exact?.no).toBe('A.3');
  });
});

describe('Turkish verb roots', () => {
  it.each([
    ['alınamaz', 'al'],
    ['almak', 'al'],
    ['alınabilir', 'al'],
    ['sayılma', 'say'],
    ['kaybedilmiştir', 'kaybed'],
  ])('%s → %s', (w, root) => {
    expect(verbRoot(w)).toBe(root);
  });

  it('leaves nouns alone', () => {
    for (const w of ['rok', 'piyon', 'hakem', 'elektronik', 'cihaz', 'saat']) expect(verbRoot(w)).toBe(w);
  });

  it('rewrites a query only when a verb ending was found', () => {
    expect(rootQuery('alınamaz')).toBe('al');
    expect(rootQuery('elektronik cihaz')).toBeNull();
  });
});
