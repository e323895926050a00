import { describe, expect, it } from 'vitest';
import { findReferences } from './refs.ts';

const nos = (t: string) => findReferences(t).map((r) => r.no);

describe('findReferences', () => {
  it('finds a single reference and its exact span', () => {
    const t = 'Rakip şahı almak Madde 3.10.2 kapsamında düşünülmelidir.';
    const [r] = findReferences(t);
    expect(r.no).toBe('3.10.2');
    expect(t.slice(r.start, r.end)).toBe('3.10.2');
  });

  it('reads lists joined by commas, ve, veya and ya da', () => {
    expect(nos("Madde 7.5.1, 7.5.2, 7.5.3 veya 7.5.4'te belirtilen")).toEqual(['7.5.1', '7.5.2', '7.5.3', '7.5.4']);
    expect(nos('Madde 5.1.1, 5.2.1, 5.2.2, 5.2.3, 9.6.1 ve 9.6.2), ya da')).toEqual(['5.1.1', '5.2.1', '5.2.2', '5.2.3', '9.6.1', '9.6.2']);
    expect(nos("Madde 9.2, ya da 9.3'e göre")).toEqual(['9.2', '9.3']);
  });

  it('reads ranges, with and without Madde', () => {
    expect(nos('Madde 3 ve Maddeler 4.2-4.7 ye uygun')).toEqual(['3', '4.2', '4.7']);
    expect(nos("Madde 3.1'den 3.9'a kadar sıralanan")).toEqual(['3.1', '3.9']);
    expect(nos("Bir taş, 3.2'den 3.8'e kadar olan maddeler yoluyla")).toEqual(['3.2', '3.8']);
    expect(nos('Madde 4.1-4.7 kapsamına giren')).toEqual(['4.1', '4.7']);
  });

  it('drops trailing dots and Turkish suffixes', () => {
    expect(nos("Madde 4.2.'de açıklanan")).toEqual(['4.2']);
    expect(nos('(Madde 6.2.1.1.)')).toEqual(['6.2.1.1']);
    expect(nos("Madde 3 ve 4.'e uygun olarak")).toEqual(['3', '4']);
    expect(nos('Madde 12.9 a göre')).toEqual(['12.9']);
  });

  it('reads appendices', () => {
    expect(nos("Madde A.2 ve A.4 'te belirtildiği")).toEqual(['A.2', 'A.4']);
    expect(nos("Madde B.3 ya da B.4'den hangisinin")).toEqual(['B.3', 'B.4']);
    expect(nos('(Ek-C) hamle hamle')).toEqual(['C']);
    expect(nos('Ek A.4.2 uyarınca')).toEqual(['A.4.2']);
    expect(nos('cebirsel notasyonla (bkz. Ek E) hamle')).toEqual(['E']);
    expect(nos('kaydedilmelidir. (bkz. Ek E.12)')).toEqual(['E.12']);
  });

  it('reads Guidelines numbers in Roman numerals and the new appendices’ numbers', () => {
    expect(nos("Ek I.1.1 'e göre ertelenen")).toEqual(['I.1.1']);
    expect(nos('Madde III.4 uygulanmıyorsa')).toEqual(['III.4']);
    expect(nos('Yönerge II.3.2.4 ve II.3.2.1')).toEqual(['II.3.2.4', 'II.3.2.1']);
    expect(nos("Madde C.10.3.1'deki örnek")).toEqual(['C.10.3.1']);
    expect(nos('Madde I bir harf değildir; İki hamle')).toEqual([]);
  });

  it('reads the older edition’s lettered items', () => {
    expect(nos('Madde 5.1 veya 5.2.a, b veya c maddelerinin')).toEqual(['5.1', '5.2.a', '5.2.b', '5.2.c']);
    expect(nos('Madde 7.4.a’ya göre')).toEqual(['7.4.a']);
    expect(nos('Madde 13.4’e göre cezalandırılacaktır.')).toEqual(['13.4']);
  });

  it('ignores numbers that are not references', () => {
    expect(nos('10 ya da daha fazla hamle yapılmışsa')).toEqual([]);
    expect(nos('Eklenen 30 saniye')).toEqual([]);
  });
});
