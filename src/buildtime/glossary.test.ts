import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGlossary, termAnchor } from '../browser/glossary.ts';
import { glossary } from './glossary.ts';

const fixture = (entries: unknown): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'sozluk-')), 'glossary.json');
  writeFileSync(file, JSON.stringify(entries));
  return file;
};

describe('the glossary', () => {
  it('reads entries and names the entry and field of each problem, in Turkish', () => {
    const { entries, problems } = readGlossary([
      { tr: 'bayrak düşmesi', en: 'flag-fall', article: '6.1.1', definition: 'Oyuncuya tanınan sürenin bitmesi.' },
      { tr: 'rok', en: '', article: '3.8.2', definition: 'Şah ve kalenin birlikte yaptığı hamle.' },
      { tr: 'x', en: 'x', article: '1.1', definition: 'y', extra: 1 },
    ]);
    expect(entries.map((e) => e.tr)).toEqual(['bayrak düşmesi', 'x']);
    expect(problems.map((p) => `${p.id}: ${p.message}`)).toEqual([
      '“rok”: en: boş olmayan bir metin olmalı',
      '“x”: bilinmeyen alan "extra"',
    ]);
    expect(readGlossary({}).problems[0].message).toMatch(/dizi olmalı/);
  });

  it('links each term to its first article in the 2023 text, sorted in Turkish order; an unknown article fails the build', () => {
    const rows = glossary(
      fixture([
        { tr: 'şah', en: 'king', article: '1.4', definition: 'Taş.' },
        { tr: 'hızlıoyun bitişi', en: 'quickplay finish', article: 'III.1', definition: 'Son periyot.' },
        { tr: 'çapraz', en: 'diagonal', article: '2.4', definition: 'Köşegen.' },
      ]),
    );
    expect(rows.map((r) => [r.tr, r.href])).toEqual([
      ['çapraz', '/kurallar/madde-2/#2.4'],
      ['hızlıoyun bitişi', '/kurallar/yonerge-3/#III.1'],
      ['şah', '/kurallar/madde-1/#1.4'],
    ]);
    expect(() => glossary(fixture([{ tr: 'yok', en: 'none', article: '99.9', definition: 'Yok.' }]))).toThrow(/99\.9.*2023 metninde yok/);
    expect(glossary(join(tmpdir(), 'olmayan-sozluk.json'))).toEqual([]);
  });

  it('gives each term an ASCII anchor', () => {
    expect(termAnchor('Şah çekme')).toBe('terim-sah-cekme');
    expect(termAnchor('İlan')).toBe('terim-ilan');
  });
});
