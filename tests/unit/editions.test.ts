import { describe, expect, it } from 'vitest';
import {
  articleOf,
  changeRemarks,
  changesByArticle,
  checkEditionMap,
  counterpartArticle,
  coverage,
  editionMap,
  type MapRow,
  rowsForArticle,
} from '../../src/buildtime/editions.ts';
import { lawBlock, lawBlocks } from '../../src/buildtime/laws.ts';

const rows = editionMap();
const find = (a: string | null, b: string | null) => rows.find((r) => r['2018'] === a && r['2001'] === b);

describe('edition map data', () => {
  it('passes every check against both texts', () => {
    expect(checkEditionMap(rows)).toEqual([]);
  });

  it('contains the known correspondences of the numbering drift', () => {
    for (const [a, b] of [
      ['7.5.5', '7.4.b'],
      ['12.9', '13.4'],
      ['11', '12'],
      ['A', 'B'],
      ['B', 'C'],
      ['9.5.3', '9.5.b'],
    ]) {
      expect(find(a, b), `${a} ↔ ${b}`).toBeDefined();
    }
    expect(find('7.5.5', '7.4.b')?.change).toBe('changed');
    expect(find(null, 'A')?.change).toBe('removed');
    expect(find('9.6.1', null)?.change).toBe('new');
  });

  it('covers every block of both editions', () => {
    const c = coverage(rows);
    expect(c.missing2018).toEqual([]);
    expect(c.missing2001).toEqual([]);
    expect(lawBlocks('2018').length).toBeGreaterThan(200);
    expect(lawBlocks('2001').length).toBeGreaterThan(150);
  });
});

describe('checkEditionMap', () => {
  const good: MapRow = { '2018': '7.5.5', '2001': '7.4.b', change: 'changed', effect: 'Bir satır.' };

  it('reports numbers that do not exist in their edition', () => {
    const errs = checkEditionMap([...rows, { ...good, '2018': '7.9.9', '2001': '7.4.z' }]);
    expect(errs.some((e) => e.includes('2018 sürümünde 7.9.9'))).toBe(true);
    expect(errs.some((e) => e.includes('2001 sürümünde 7.4.z'))).toBe(true);
  });

  it('reports malformed rows and duplicates', () => {
    const errs = checkEditionMap([
      ...rows,
      { ...good, change: 'new' },
      { '2018': null, '2001': '7.4.b', change: 'same', effect: 'x' },
      { ...good, effect: '' },
      { ...good, change: 'moved' as never },
    ]);
    expect(errs.some((e) => e.includes('"new" satırında'))).toBe(true);
    expect(errs.some((e) => e.includes('"same" satırında iki numara'))).toBe(true);
    expect(errs.some((e) => e.includes('effect boş'))).toBe(true);
    expect(errs.some((e) => e.includes('bilinmeyen değişiklik türü'))).toBe(true);
    expect(errs.some((e) => e.includes('iki kez'))).toBe(true);
  });

  it('reports an article paired with a sub-article', () => {
    const errs = checkEditionMap([...rows, { '2018': '11', '2001': '12.1', change: 'same', effect: 'x' }]);
    expect(errs.some((e) => e.includes('madde düzeyindeki'))).toBe(true);
  });

  it('reports blocks left out of the map', () => {
    const without = rows.filter((r) => r['2018'] !== '7.5.4' && r['2001'] !== '6.12');
    const errs = checkEditionMap(without);
    expect(errs).toContain('edition-map.json: 2018 metnindeki 7.5.4 hiçbir satırda yok');
    expect(errs).toContain('edition-map.json: 2001 metnindeki 6.12 hiçbir satırda yok');
  });
});

describe('rows for a 2018 article', () => {
  it('gives 7.5.5 with its older text, links and a word-level difference', () => {
    const r = rowsForArticle('7').find((x) => x['2018'] === '7.5.5');
    expect(r).toBeDefined();
    expect(r!.href2018).toBe('/m/2018/7.5.5/');
    expect(r!.href2001).toBe('/m/2001/7.4.b/');
    expect(r!.text2001).toBe(lawBlock('2001', '7.4.b')!.text);
    const del = r!
      .diff!.filter((p) => p.op === 'del')
      .map((p) => p.text)
      .join(' ');
    const add = r!
      .diff!.filter((p) => p.op === 'add')
      .map((p) => p.text)
      .join(' ');
    expect(del).toMatch(/üçüncü/);
    expect(add).toMatch(/ikinci/);
    expect(r!.similarity).toBeGreaterThan(0.3);
  });

  it('includes the older sub-articles that were dropped from the corresponding article', () => {
    expect(rowsForArticle('6').some((r) => r['2001'] === '6.12' && r.change === 'removed')).toBe(true);
    expect(rowsForArticle('A').some((r) => r['2001'] === 'B8')).toBe(true);
    expect(rowsForArticle('B').some((r) => r['2001'] === 'C5')).toBe(true);
  });

  it('only holds rows of that article', () => {
    for (const r of rowsForArticle('11')) {
      if (r['2018']) expect(articleOf(r['2018'])).toBe('11');
      else expect(articleOf(r['2001']!)).toBe('12');
    }
  });

  it('maps articles across the renumbering', () => {
    expect(counterpartArticle('10')).toBe('11');
    expect(counterpartArticle('12')).toBe('13');
    expect(counterpartArticle('A')).toBe('B');
    expect(counterpartArticle('giris')).toBeNull();
  });
});

describe('changes page data', () => {
  it('lists every changed, new and removed row exactly once and no unchanged row', () => {
    const groups = changesByArticle(rows);
    const listed = groups.flatMap((g) => g.rows.map((r) => `${r['2018']}|${r['2001']}`));
    const expected = rows.filter((r) => r.change !== 'same').map((r) => `${r['2018']}|${r['2001']}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(groups.at(-1)?.article).toBeNull();
    expect(groups.at(-1)?.rows.map((r) => r['2001'])).toEqual(expect.arrayContaining(['10', '14', 'A', 'D']));
  });
});

describe('articleOf', () => {
  it('finds the article of numbers of both editions', () => {
    expect(articleOf('7.5.5')).toBe('7');
    expect(articleOf('12.9.1')).toBe('12');
    expect(articleOf('A.4.2')).toBe('A');
    expect(articleOf('A1.a')).toBe('A');
    expect(articleOf('C4')).toBe('C');
    expect(articleOf('B')).toBe('B');
    expect(articleOf('onsoz')).toBe('onsoz');
  });
});

describe('MHK remarks on what changed', () => {
  it('are found in the commentary of the sub-articles that changed', () => {
    const flagged = lawBlocks('2018')
      .filter((b) => changeRemarks(b.commentary).length > 0)
      .map((b) => b.no);
    expect(flagged).toEqual(expect.arrayContaining(['5.2.3', '6.7.1', '7.3', '7.5.2', '9.6.1', '10.2', 'A.2', 'A.4.5']));
    // Commentary that only explains the rule is not a remark on a change.
    for (const no of ['7.5.1', '6.5', '8.7', '4.1']) expect(flagged).not.toContain(no);
  });

  it('keep only the paragraphs that talk about the change', () => {
    expect(changeRemarks('Kural böyle uygulanır.\n\nEski kurallarda süre bir saatti.')).toEqual(['Eski kurallarda süre bir saatti.']);
    expect(changeRemarks('')).toEqual([]);
  });
});
