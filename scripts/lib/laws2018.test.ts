import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIGURES_2018 } from './laws2018-figures.ts';
import {
  blockNumbers,
  citableNumbers,
  continuesSentence,
  isSymbolResidue,
  LawsParseError,
  parentsOf,
  parseLaws2018,
  type LawBlock,
  type ParsedLaws,
} from './laws2018.ts';

const T = '\t';

/** A small document with the seed's quirks, written line by line. */
const FIXTURE = [
  `1 Temmuz 2017'den itibaren geçerli olan FIDE Satranç Kuralları${T}Merkez Hakem Kurulunun Yorumları`,
  `İçindekiler: GİRİŞ ÖNSÖZ Madde 1: …${T}`,
  `GİRİŞ Giriş metni. ÖNSÖZ Önsöz metni.${T}`,
  `OYUNUN TEMEL KURALLARI${T}`,
  `Madde 1: Birinci madde${T}`,
  `1.1 Bir.${T}`,
  `1.4.1 Alt madde.${T}Alt maddenin yorumu.`,
  ``,
  `Madde 2:   İkinci   madde`,
  ``,
  `2.1 Tahta.`,
  ``,
  `Ek paragraf.`,
  ``,
  `2.2 Taşlar:`,
  `Bir beyaz şah; genellikle${T}${T}Ş simgesiyle gösterilir.`,
  `Staunton Taşları`,
  ``,
  ``,
  `pVŞFAK`,
  `2.3 Başlangıç konumu:`,
  ``,
  ``,
  `YARIŞMA KURALLARI${T}`,
  `Madde 7 : Kuraldışı durumlar${T}`,
  `7.4.3 Hakem ceza verebilir.${T}`,
  `7.5.4 İki el.${T}İlk yorum.`,
  `${T}Sporcunun eliyle basması olarak`,
  ``,
  `${T}değerlendirilmeyecektir.`,
  `7.5.5. Madde 7.5.4 'e göre${T}`,
  `7.6 bırakıldığında${T}`,
  ``,
  `(hamle yapılmıştır).${T}`,
  `EKLER${T}`,
  `Ek A. Hızlı satranç${T}`,
  `A.1 Hızlı.${T}`,
  `A.4.2 Hakem.${T}Yorum A.`,
  `${T}İkinci yorum.`,
  `Ek B. Yıldırım${T}`,
  `B.1 Yıldırım.${T}`,
  ``,
  `TSF MHK tarafından yorumlanmıştır.`,
].join('\n');

function block(p: ParsedLaws, no: string): LawBlock {
  const b = p.articles.flatMap((a) => a.blocks).find((x) => x.no === no);
  if (!b) throw new Error(`no block ${no}`);
  return b;
}

describe('parseLaws2018 on a fixture with the seed quirks', () => {
  const p = parseLaws2018(FIXTURE, []);

  it('reads the title line and the commentary title, skips the contents', () => {
    expect(p.title).toBe("1 Temmuz 2017'den itibaren geçerli olan FIDE Satranç Kuralları");
    expect(p.commentaryTitle).toBe('Merkez Hakem Kurulunun Yorumları');
    expect(p.articles[0].article).toBe('giris');
  });

  it('splits the GİRİŞ … ÖNSÖZ line into two unnumbered articles without their headings', () => {
    const [g, o] = p.articles;
    expect([g.slug, g.title, g.part, g.order]).toEqual(['giris', 'Giriş', 'onsoz', 0]);
    expect([o.slug, o.title, o.part, o.order]).toEqual(['onsoz', 'Önsöz', 'onsoz', 1]);
    expect(g.blocks).toEqual([expect.objectContaining({ no: null, text: ['Giriş metni.'], commentary: [] })]);
    expect(o.blocks[0].text).toEqual(['Önsöz metni.']);
  });

  it('finds the numbers in source order, without trailing dots', () => {
    expect(blockNumbers(p)).toEqual(['1.1', '1.4.1', '2.1', '2.2', '2.3', '7.4.3', '7.5.4', '7.5.5', '7.6', 'A.1', 'A.4.2', 'B.1']);
  });

  it('strips the number from the text and keeps the rest verbatim', () => {
    expect(block(p, '7.5.5').text).toEqual(["Madde 7.5.4 'e göre"]);
  });

  it('attaches same-line commentary to its sub-article', () => {
    expect(block(p, '1.4.1').commentary).toEqual(['Alt maddenin yorumu.']);
    expect(block(p, '1.1').commentary).toEqual([]);
  });

  it('attaches commentary on lines with an empty first column to the preceding block', () => {
    expect(block(p, 'A.4.2').commentary).toEqual(['Yorum A.', 'İkinci yorum.']);
  });

  it('joins a sentence broken over lines (across a blank line) instead of making a new paragraph', () => {
    expect(block(p, '7.5.4').commentary).toEqual(['İlk yorum.', 'Sporcunun eliyle basması olarak değerlendirilmeyecektir.']);
    expect(block(p, '7.6').text).toEqual(['bırakıldığında (hamle yapılmıştır).']);
  });

  it('keeps unnumbered follow-up text as separate paragraphs of the preceding block', () => {
    expect(block(p, '2.1').text).toEqual(['Tahta.', 'Ek paragraf.']);
    expect(block(p, '2.2').text).toEqual(['Taşlar:', 'Bir beyaz şah; genellikle Ş simgesiyle gösterilir.', 'Staunton Taşları']);
  });

  it('drops symbol-font residue and records it as a deviation', () => {
    expect(p.articles.flatMap((a) => a.blocks).some((b) => b.text.includes('pVŞFAK'))).toBe(false);
    expect(p.deviations).toContainEqual({ line: 20, kind: 'symbol-residue', source: 'pVŞFAK', result: '' });
  });

  it('normalises headings: whitespace, "Madde 7 :" and "Ek A." forms', () => {
    expect(p.articles.map((a) => a.title)).toEqual([
      'Giriş',
      'Önsöz',
      'Madde 1: Birinci madde',
      'Madde 2: İkinci madde',
      'Madde 7: Kuraldışı durumlar',
      'Ek A: Hızlı satranç',
      'Ek B: Yıldırım',
    ]);
    expect(p.articles.map((a) => [a.slug, a.part, a.order])).toEqual([
      ['giris', 'onsoz', 0],
      ['onsoz', 'onsoz', 1],
      ['madde-1', 'temel', 2],
      ['madde-2', 'temel', 3],
      ['madde-7', 'yarisma', 8],
      ['ek-a', 'ekler', 20],
      ['ek-b', 'ekler', 21],
    ]);
    expect(p.deviations.filter((d) => d.kind === 'heading').map((d) => d.source)).toEqual([
      'Madde 7 : Kuraldışı durumlar',
      'Ek A. Hızlı satranç',
      'Ek B. Yıldırım',
    ]);
  });

  it('records runs of blank lines as lost-figure gaps, not single blank lines', () => {
    expect(p.gaps.map((g) => [g.blockNo, g.paragraph, g.blankLines])).toEqual([
      ['2.2', 2, 2],
      ['2.3', 0, 2],
    ]);
  });

  it('keeps the closing attribution out of Ek B', () => {
    expect(p.footer).toEqual(['TSF MHK tarafından yorumlanmıştır.']);
    expect(block(p, 'B.1').text).toEqual(['Yıldırım.']);
  });

  it('fails loudly on a number outside its article and on duplicates', () => {
    const bad = FIXTURE.replace('1.1 Bir.', '2.9 Bir.');
    expect(() => parseLaws2018(bad, [])).toThrow(LawsParseError);
    const dup = FIXTURE.replace('7.6 bırakıldığında', '7.5.4 bırakıldığında');
    expect(() => parseLaws2018(dup, [])).toThrow(/duplicate number 7\.5\.4/);
  });

  it('attaches a figure after the paragraph it names and rejects unknown anchors', () => {
    const withFig = parseLaws2018(FIXTURE, [{ block: '2.2', afterText: 'Staunton', fen: '8/8/8/8/8/8/8/8', label: 'x' }]);
    expect(block(withFig, '2.2').figures).toEqual([{ after: 2, fen: '8/8/8/8/8/8/8/8', label: 'x' }]);
    expect(() => parseLaws2018(FIXTURE, [{ block: '9.9', fen: '8/8/8/8/8/8/8/8', label: 'x' }])).toThrow(LawsParseError);
  });
});

describe('helpers', () => {
  it('parentsOf lists every proper prefix', () => {
    expect(parentsOf('3.7.4.1')).toEqual(['3', '3.7', '3.7.4']);
    expect(parentsOf('A.4.2')).toEqual(['A', 'A.4']);
  });
  it('continuesSentence only joins an unfinished sentence to a lowercase or bracketed start', () => {
    expect(continuesSentence('… kullanması olarak', 'değerlendirilmeyecektir.')).toBe(true);
    expect(continuesSentence('… ayrıldığında', '(hamle yapılmıştır).')).toBe(true);
    expect(continuesSentence('… değerlendirilmeyecektir.', 'Sporcunun …')).toBe(false);
    expect(continuesSentence('Beyaz küçük roktan önce', 'Siyah büyük roktan önce')).toBe(false);
    expect(continuesSentence('… renktedir.', 'satranç')).toBe(false);
  });
  it('isSymbolResidue recognises piece-letter runs only', () => {
    expect(isSymbolResidue('pVŞFAK')).toBe(true);
    expect(isSymbolResidue('Staunton Taşları')).toBe(false);
    expect(isSymbolResidue('FAK')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The real seed (present where ../shared is, as in CI).

const seedPath = resolve(import.meta.dirname, '../../../shared/seeds/002_c62694f019141a7c.txt');

const haveShared = existsSync(seedPath);

describe.skipIf(!haveShared)('parseLaws2018 on seed 002', () => {
  let source: string;
  let p: ReturnType<typeof parseLaws2018>;
  let nums: string[];
  beforeAll(() => {
    source = readFileSync(seedPath, 'utf8');
    p = parseLaws2018(source);
    nums = blockNumbers(p);
  });

  it('has Giriş, Önsöz, Madde 1–12, Ek A and Ek B, in order, with their source headings', () => {
    expect(p.articles.map((a) => a.article)).toEqual(['giris', 'onsoz', ...Array.from({ length: 12 }, (_, i) => String(i + 1)), 'A', 'B']);
    expect(p.articles.find((a) => a.article === '2')!.title).toBe('Madde 2: Satranç tahtasındaki taşların başlangıç konumları');
    expect(p.articles.find((a) => a.article === '9')!.title).toBe('Madde 9: Oyunun berabere olması');
    expect(p.articles.find((a) => a.article === 'A')!.title).toBe('Ek A: Hızlı satranç');
    expect(p.articles.find((a) => a.article === 'B')!.title).toBe('Ek B: Yıldırım');
    expect(p.articles.map((a) => a.part)).toEqual([
      'onsoz',
      'onsoz',
      'temel',
      'temel',
      'temel',
      'temel',
      'temel',
      'yarisma',
      'yarisma',
      'yarisma',
      'yarisma',
      'yarisma',
      'yarisma',
      'yarisma',
      'ekler',
      'ekler',
    ]);
  });

  it('finds every numbered line of the seed, in source order, each once', () => {
    const expected = source
      .split('\n')
      .map((l) => l.split('\t')[0])
      .map((c) => /^((?:\d+|[AB])(?:\.\d+)+)\.?\s/u.exec(c)?.[1])
      .filter((n): n is string => n !== undefined);
    expect(nums).toEqual(expected);
    expect(new Set(nums).size).toBe(nums.length);
    expect(nums.slice(0, 8)).toEqual(['1.1', '1.2', '1.3', '1.4', '1.4.1', '1.4.2', '1.5', '2.1']);
  });

  it('numbers the appendices A.1…A.5 and B.1…B.5', () => {
    expect(nums.filter((n) => n.startsWith('A.'))).toEqual([
      'A.1',
      'A.2',
      'A.3.1',
      'A.3.1.1',
      'A.3.1.2',
      'A.3.2',
      'A.4',
      'A.4.1',
      'A.4.1.1',
      'A.4.1.2',
      'A.4.2',
      'A.4.3',
      'A.4.4',
      'A.4.5',
      'A.5',
    ]);
    expect(nums.filter((n) => n.startsWith('B.'))).toEqual(['B.1', 'B.2', 'B.3.1', 'B.3.1.1', 'B.3.1.2', 'B.3.2', 'B.4', 'B.5']);
  });

  it("attaches 1.4.1's and 3.10.3's commentary to them", () => {
    expect(block(p, '1.4.1').commentary).toEqual(['Rakip şahı almak Madde 3.10.2 kapsamında düşünülmelidir.']);
    expect(block(p, '1.4').commentary).toEqual([]);
    expect(block(p, '1.4.2').commentary).toEqual([]);
    expect(block(p, '3.10.3').commentary).toEqual([
      'Tahtaya dışarıdan taş girmesi, taşın tahtadan düşmesi ve bulunduğu kareden kayması gibi durumlardır.',
    ]);
    expect(block(p, '3.10.3').text).toEqual(['Geçerli (legal) bir hamleler dizisiyle ulaşılamayan bir konum, geçersiz (illegal)dir.']);
  });

  it('makes no block for parents that have no line of their own (3.7, 3.7.4, 9.2 …) but lists them as citable', () => {
    for (const n of ['3.7', '3.7.4', '3.7.5', '3.9', '3.10', '4.2', '9.2', '11.3.2', 'A.3', 'B.3']) expect(nums).not.toContain(n);
    const idx = nums.indexOf('3.6');
    expect(nums.slice(idx, idx + 3)).toEqual(['3.6', '3.7.1', '3.7.2']);
    const citable = citableNumbers(p);
    expect(citable).toContainEqual({ no: '3.7', article: '3', own: false });
    expect(citable).toContainEqual({ no: '3.7.4', article: '3', own: false });
    expect(citable).toContainEqual({ no: '7.5.1', article: '7', own: true });
    expect(citable).toContainEqual({ no: 'A', article: 'A', own: false });
  });

  it('reads 7.5.5. (trailing dot) as 7.5.5 and keeps the following commentary lines with 7.5.4', () => {
    expect(block(p, '7.5.5').text[0]).toMatch(/^Madde 7\.5\.1, 7\.5\.2/u);
    expect(block(p, '7.5.4').commentary).toHaveLength(2);
    expect(block(p, '7.5.4').commentary[1]).toBe(
      'Sporcunun hamle yapmadığı eliyle saate basması bu kapsamda iki elini kullanması olarak değerlendirilmeyecektir.',
    );
  });

  it('keeps multi-line commentary of A.5 and 11.3.2.1 with them', () => {
    expect(block(p, 'A.5').commentary).toHaveLength(2);
    expect(block(p, 'A.5').commentary[1]).toMatch(/^Hızlı satranç kurallarında yanlış algılanan/u);
    expect(block(p, '11.3.2.1').commentary).toHaveLength(1);
    expect(block(p, '11.3.2.1').commentary[0]).toMatch(/salon dışına çıkana kadar üzerinde telefon tespit edilmesi de dahildir\.\)$/u);
    expect(block(p, 'B.5').commentary).toHaveLength(1);
  });

  it('keeps the 2.2 piece list, "Staunton Taşları" and the castling captions with their blocks', () => {
    const b22 = block(p, '2.2');
    expect(b22.text).toHaveLength(14);
    expect(b22.text[6]).toBe('Sekiz beyaz piyon; genellikle simgesiyle gösterilir.');
    expect(b22.text[13]).toBe('Staunton Taşları');
    expect(block(p, '2.1').text).toHaveLength(2);
    expect(block(p, '3.8.2').text.slice(1)).toEqual([
      'Beyaz küçük roktan önce',
      'Siyah büyük roktan önce',
      'Beyaz küçük roktan sonra',
      'Siyah büyük roktan sonra',
      'Beyaz büyük roktan önce',
      'Siyah küçük roktan önce',
      'Beyaz büyük roktan sonra',
      'Siyah küçük roktan sonra',
    ]);
    expect(block(p, '4.7.3').text).toEqual([
      'piyon terfi ederken, oyuncu yeni taşı (terfi karesinde) elinden bıraktığında ve piyon tahtadan ayrıldığında (hamle yapılmıştır).',
    ]);
  });

  it('loses no cell: every non-empty cell from Giriş to Ek B ends up in some block, heading or deviation', () => {
    const all = p.articles.flatMap((a) => a.blocks.flatMap((b) => [...b.text, ...b.commentary])).join('\n');
    const lines = source.split('\n');
    const start = lines.findIndex((l) => l.startsWith('GİRİŞ'));
    const headings = new Set(p.articles.map((a) => a.sourceHeading));
    const dropped = new Set(p.deviations.filter((d) => d.kind === 'symbol-residue').map((d) => d.source));
    const parts = new Set(['OYUNUN TEMEL KURALLARI', 'YARIŞMA KURALLARI', 'EKLER']);
    let checked = 0;
    for (const line of lines.slice(start)) {
      for (const raw of line.split('\t')) {
        const cell = raw
          .replace(/\s+/gu, ' ')
          .trim()
          .replace(/^((?:\d+|[AB])(?:\.\d+)+)\.?\s+/u, '');
        if (!cell || headings.has(cell) || parts.has(cell) || dropped.has(cell) || p.footer.includes(cell)) continue;
        if (cell.startsWith('GİRİŞ')) continue; // split into Giriş and Önsöz (checked above)
        expect(all, `cell not imported: ${cell.slice(0, 60)}`).toContain(cell);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(290);
  });

  it('has a board for every lost figure (each run of blank lines)', () => {
    expect(p.gaps).toHaveLength(13);
    for (const g of p.gaps) {
      const b = block(p, g.blockNo!);
      const near = b.figures.filter((f) => f.after >= g.paragraph && f.after <= g.paragraph + 2);
      expect(near.length, `gap at line ${g.line} in ${g.blockNo}`).toBeGreaterThan(0);
    }
    const count = p.articles.flatMap((a) => a.blocks).reduce((n, b) => n + b.figures.length, 0);
    expect(count).toBe(FIGURES_2018.length);
    expect(block(p, '3.8.2').figures.map((f) => f.after)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
