import { describe, expect, it } from 'vitest';
import { sideText, similarity, tokenize, wordDiff } from './worddiff.ts';

const fold = (s: string) => s.toLocaleLowerCase('tr').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

describe('tokenize', () => {
  it('keeps Turkish words whole and punctuation as its own tokens', () => {
    expect(tokenize('Şah, İğdır’da çıkışı özgür!').map((t) => t.t)).toEqual(['Şah', ',', 'İğdır', '’', 'da', 'çıkışı', 'özgür', '!']);
  });

  it('keeps article numbers together', () => {
    expect(tokenize('Madde 7.5.5 ve 12.9’a').map((t) => t.t)).toEqual(['Madde', '7.5.5', 've', '12.9', '’', 'a']);
  });
});

describe('wordDiff', () => {
  it('marks a changed word as a deletion followed by an addition', () => {
    const d = wordDiff('rakibe üç dakika ekler', 'rakibe iki dakika ekler');
    expect(d).toEqual([
      { op: 'same', text: 'rakibe' },
      { op: 'del', text: ' üç' },
      { op: 'add', text: ' iki' },
      { op: 'same', text: ' dakika ekler' },
    ]);
  });

  it('gives back both texts from its runs', () => {
    const before =
      'Madde 7.4.a’ya göre gerekli uygulama yapıldıktan sonra, ilk iki kez için hakem rakip oyuncuya her seferinde iki dakika ekleyecektir;aynı oyuncunun üçüncü defa kuraldışı hamle yapması halinde, oyun bu oyuncu için hakem tarafından kayıp ilan edilecektir.';
    const after =
      "Madde 7.5.1, 7.5.2, 7.5.3 veya 7.5.4 'e göre gerekli uygulama yapıldıktan sonra, oyuncu tarafından tamamlanan ilk geçersiz hamle için, hakem rakip oyuncuya iki dakika ek süre verecektir; aynı oyuncunun ikinci kez geçersiz hamleyi tamamlaması halinde, oyun bu oyuncu için hakem tarafından kayıp ilan edilecektir.";
    const d = wordDiff(before, after);
    expect(fold(sideText(d, 'after'))).toBe(fold(after));
    // "same" runs are written as in `after`; the words themselves are those of `before`.
    expect(tokenize(sideText(d, 'before')).map((t) => t.k)).toEqual(tokenize(before).map((t) => t.k));
    expect(
      d
        .filter((p) => p.op === 'del')
        .map((p) => p.text)
        .join(' '),
    ).toMatch(/üçüncü/);
    expect(
      d
        .filter((p) => p.op === 'add')
        .map((p) => p.text)
        .join(' '),
    ).toMatch(/ikinci/);
    expect(
      d
        .filter((p) => p.op === 'same')
        .map((p) => p.text)
        .join(' '),
    ).toMatch(/kayıp ilan edilecektir/);
  });

  it('treats case and typographic apostrophes as equal', () => {
    const d = wordDiff('Eğer oyuncu 4.3’e göre', "eğer oyuncu 4.3'e göre");
    expect(d).toEqual([{ op: 'same', text: "eğer oyuncu 4.3'e göre" }]);
  });

  it('keeps a space between a deleted first word and the next word', () => {
    const d = wordDiff('Kuraldışı bir durum', 'Bir durum');
    expect(d).toEqual([
      { op: 'del', text: 'Kuraldışı' },
      { op: 'same', text: ' Bir durum' },
    ]);
    expect(wordDiff('eski', 'yeni')).toEqual([
      { op: 'del', text: 'eski' },
      { op: 'add', text: ' yeni' },
    ]);
  });

  it('can compare exactly, case included', () => {
    expect(wordDiff('Bir adet', 'bir adet', { exact: true })).toEqual([
      { op: 'del', text: 'Bir' },
      { op: 'add', text: ' bir' },
      { op: 'same', text: ' adet' },
    ]);
  });

  it('handles empty sides', () => {
    expect(wordDiff('', 'yeni kural')).toEqual([{ op: 'add', text: 'yeni kural' }]);
    expect(wordDiff('eski kural', '')).toEqual([{ op: 'del', text: 'eski kural' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('finds the longest common subsequence, not just a common prefix', () => {
    const d = wordDiff('a b c d e', 'b c x e');
    expect(d.filter((p) => p.op === 'same').map((p) => p.text.trim())).toEqual(['b c', 'e']);
    expect(d.filter((p) => p.op === 'del').map((p) => p.text.trim())).toEqual(['a', 'd']);
    expect(d.filter((p) => p.op === 'add').map((p) => p.text.trim())).toEqual(['x']);
  });
});

describe('similarity', () => {
  it('is 1 for equal texts, 0 for disjoint ones, in between otherwise', () => {
    expect(similarity('bir iki üç', 'Bir iki üç')).toBe(1);
    expect(similarity('bir iki', 'üç dört')).toBe(0);
    const s = similarity('bir iki üç dört', 'bir iki beş altı');
    expect(s).toBeGreaterThan(0.4);
    expect(s).toBeLessThan(0.6);
  });
});
