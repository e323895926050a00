// The reading of the 2023 text against the English (content/data/review-2023.json): one row per
// paragraph of the site's text in force, with the English source the reader had open, whether the
// paragraph is the official 2018 translation, our correction of it, or our translation, and what changed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lawBlocks, lawPages } from './laws.ts';
import { correctionOf2023 } from './corrections.ts';

interface Row {
  no: string;
  file: string;
  status: 'official' | 'corrected' | 'ours';
  source: string;
  read: string;
  changed: string;
}
const rows = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/data/review-2023.json'), 'utf8')) as Row[];

describe('the 2023 text read against the English, paragraph by paragraph', () => {
  it('has one row per paragraph of the site (and the Preface and Introduction), no more', () => {
    const paragraphs = [
      ...lawBlocks('2023').map((b) => b.no),
      ...lawPages('2023')
        .filter((p) => !lawBlocks('2023').some((b) => b.article === p.article))
        .map((p) => p.article),
    ].sort();
    expect(rows.map((r) => r.no).sort()).toEqual(paragraphs);
  });

  it("gives each row the paragraph's marking on the page: official text, our correction or our translation", () => {
    for (const b of lawBlocks('2023')) {
      const row = rows.find((r) => r.no === b.no)!;
      expect(row.status, b.no).toBe(b.corrected ? 'corrected' : b.translated ? 'ours' : 'official');
      expect(b.file.endsWith(row.file), b.no).toBe(true);
      if (b.corrected) expect(row.changed, b.no).toContain(correctionOf2023(b.no)!.note);
      if (b.was && b.was !== b.no) expect(row.changed, b.no).toContain(`2018 numarası ${b.was}`);
    }
  });

  it('names the source read for every row, and a second reader for every paragraph we wrote or corrected', () => {
    for (const r of rows) {
      expect(r.source.trim(), r.no).not.toBe('');
      expect(r.read, r.no).toMatch(/okur/);
      expect(r.changed.trim(), r.no).not.toBe('');
      if (r.status === 'corrected') expect(r.read, r.no).toMatch(/ikinci okur/);
    }
  });
});
