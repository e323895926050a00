import { describe, expect, it } from 'vitest';
import { editionsOf, mergeRanked, searchGroups } from './rank.ts';

describe('search groups', () => {
  it('default to the edition in force: 2023 changes and the 2018 text, not the 2001 text', () => {
    expect(editionsOf('')).toEqual(['2023', '2018']);
    const kinds = searchGroups('', []).map((g) => g.filters.kind);
    expect(kinds).toContain('2023 değişikliği');
    expect(searchGroups('', []).some((g) => g.filters.edition === '2001')).toBe(false);
    expect(searchGroups('tumu', []).some((g) => g.filters.edition === '2001')).toBe(true);
  });

  it('keep only the kinds ticked and the edition chosen', () => {
    const g = searchGroups('2001', ['kural metni', 'soru']);
    expect(g.map((x) => x.filters)).toEqual([
      { kind: 'kural metni', edition: '2001' },
      { kind: 'soru', edition: { any: ['2001'] } },
    ]);
  });
});

describe('mergeRanked', () => {
  it('puts the law text above commentary, scenarios and questions, the edition in force first for the same match', () => {
    const groups = searchGroups('tumu', []);
    const byKind = (kind: string) =>
      groups.findIndex((g) => g.filters.kind === kind && (kind !== 'kural metni' || g.filters.edition === '2018'));
    const results: { id: string; score: number }[][] = groups.map(() => []);
    results[byKind('senaryo')] = [{ id: 'story', score: 40 }];
    results[byKind('MHK yorumu')] = [{ id: 'mhk', score: 9 }];
    results[byKind('kural metni')] = [
      { id: 'law2018-b', score: 3 },
      { id: 'law2018-a', score: 7 },
    ];
    results[byKind('2023 değişikliği')] = [
      { id: 'ch2023', score: 3 },
      { id: 'ch2023-weak', score: 1 },
    ];
    results[groups.findIndex((g) => g.filters.edition === '2001')] = [{ id: 'law2001', score: 3 }];
    expect(mergeRanked(groups, results).map((h) => h.id)).toEqual([
      'law2018-a',
      'ch2023',
      'law2018-b',
      'law2001',
      'ch2023-weak',
      'story',
      'mhk',
    ]);
  });

  it('lists an id once, in its best group', () => {
    const groups = searchGroups('', []);
    const results = groups.map(() => [{ id: 'same', score: 1 }]);
    expect(mergeRanked(groups, results).map((h) => h.id)).toEqual(['same']);
  });
});
