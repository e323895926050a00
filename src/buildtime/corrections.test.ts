import { describe, expect, it } from 'vitest';
import { CORRECTIONS, checkCorrections, correctionOf2018, correctionOf2023 } from './corrections.ts';
import { lawBlock, lawBlocks } from './laws.ts';

const text = (no: string) => lawBlock('2023', no)?.text ?? '';

describe('the official 2018 translation corrected where it misstates the English (content/data/corrections-2023.json)', () => {
  it('every row names a corrected 2023 block and an official 2018 block, and every corrected block has its row', () => {
    expect(checkCorrections()).toEqual([]);
    expect(CORRECTIONS.length).toBeGreaterThanOrEqual(25);
  });

  it('fails on a row without its block, a row that does not say both sides, and a block left without a row', () => {
    const problems = checkCorrections([
      { no: '4.1', note: 'Resmî 2018 çevirisi … der; İngilizce metin … der.' },
      { no: '11.10', note: 'fark var' },
    ]);
    expect(problems.some((p) => p.id === '4.1' && /işaretli değil/.test(p.message))).toBe(true);
    expect(problems.some((p) => p.id === '11.10' && /ne dediğini/.test(p.message))).toBe(true);
    // Every real correction is missing from this list, so each corrected block is reported.
    expect(problems.filter((p) => /satırı yok/.test(p.message)).length).toBe(lawBlocks('2023').filter((b) => b.corrected).length - 1);
  });

  it('the reported meaning errors are corrected in the text in force, the 2018 page keeps them word for word', () => {
    for (const no of [
      '11.10',
      '4.4.3',
      '4.7.2',
      'A.5.2',
      'A.5.3',
      '9.1.1',
      '9.1.2.1',
      '9.6.1',
      '7.1',
      '8.5.2',
      '8.5.3',
      '11.2.1',
      '11.3.1',
      '11.3.2.2',
      '11.5',
      '3.7.3',
      '3.8.2.2.1',
      '6.2.1.1',
    ]) {
      const b = lawBlock('2023', no);
      expect(b?.corrected && b.translated, no).toBe(true);
      const row = correctionOf2023(no)!;
      expect(correctionOf2018(row.was ?? no), no).toBe(row);
      expect(lawBlock('2018', row.was ?? no)!.text, no).not.toBe(b!.text);
    }
    expect(text('11.10')).toMatch(/aksini öngörmedikçe/);
    expect(lawBlock('2018', '11.10')!.text).toMatch(/aksi öngörülüyorsa/);
    expect(text('4.4.3')).toMatch(/önce şahına ve sonra/);
    expect(text('4.4.3')).toMatch(/diğer kaleyle/);
    expect(text('4.7.2')).not.toMatch(/önceki kale/);
    expect(text('A.5.2').match(/bir sonraki hamlesini yapmamış/g)?.length).toBe(2);
    expect(text('A.5.3')).toMatch(/sav sahibinin öteki oyuncunun şahını/);
    expect(text('9.6.1')).toMatch(/en az beş kez/);
    expect(text('9.1.1')).toMatch(/hakemin onayı olmadan/);
  });

  it('numbers and cross-references are those of 2023; no 2018 note of entry into force', () => {
    expect(text('4.3')).toMatch(/Madde 4\.2\.1'de/);
    expect(text('8.1.2')).toMatch(/Rehber Talimatlar I\.1\.1/);
    expect(text('A.6')).toMatch(/A\.4'ün mü yoksa Madde A\.5'in/);
    expect(text('B.4')).toMatch(/B\.2'nin mi yoksa Madde B\.3'ün/);
    expect(text('9.5.1')).not.toMatch(/6\.12/);
    for (const b of lawBlocks('2023')) expect(b.text, b.no).not.toMatch(/1 Ocak 2018'den itibaren geçerlidir/);
  });

  it('marking: 6.2.2 and A.5.3 (pause) are ours; 6.10.2 (still "stop") and B.2 (the 2018 wording) are the official text', () => {
    expect(lawBlock('2023', '6.2.2')!.translated).toBe(true);
    expect(text('6.2.2')).toMatch(/duraklatmasına/);
    expect(lawBlock('2023', '6.10.2')!.translated).toBe(false);
    expect(text('6.10.2')).toMatch(/durduracaktır/);
    expect(lawBlock('2023', 'B.2')!.translated).toBe(false);
  });
});
