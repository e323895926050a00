// Imports the older (2001) edition of the Laws from seed 000 into content/kurallar/2001/*.mdx and
// compares it with its partial copy (seed 004), writing content/data/seed004-differences.json.
//
//   node scripts/import-laws-2001.ts            write the files
//   node scripts/import-laws-2001.ts --check    only report whether the files are up to date
//   SEEDS_DIR=/path/to/seeds node scripts/import-laws-2001.ts
//
// After import the MDX is the source of truth; re-running overwrites hand edits, so corrections to
// the text belong in scripts/lib/laws2001-deviations.md and in this script.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BoardSpec, compareSeed004, parseLaws2001, renderPage, stripSeed004Glitches } from './lib/laws2001.ts';

const root = resolve(import.meta.dirname, '..');
const seedsDir = process.env.SEEDS_DIR ?? resolve(root, '../shared/seeds');
const SEED_000 = resolve(seedsDir, '000_68bd6d0c8fe69fbc.txt');
const SEED_004 = resolve(seedsDir, '004_c5e805ac9fbb41b9.txt');
const OUT_DIR = resolve(root, 'content/kurallar/2001');
const DIFF_FILE = resolve(root, 'content/data/seed004-differences.json');

/** Our one-line Turkish notes on each real difference between seed 000 and seed 004. */
const SEED004_NOTES: Record<string, string> = {
  '2.2':
    'Kopyada taş listesi “bu sembolle” yerine “aşağıdaki şekille gösterilir” diyor; satırların çoğu virgülle bitiyor ve ilki dışında küçük harfle başlıyor.',
  '5.2.e': 'Kopyada maddenin sonundaki “(bkz. Madde 9.3.)” göndermesi yok.',
};

/** Figures the source lost (the text says "şöyledir:" and the diagram is missing). */
const BOARDS: Record<string, BoardSpec> = {
  '2.3': {
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    label:
      'Başlangıç konumu: beyaz taşlar birinci ve ikinci yatayda, siyah taşlar yedinci ve sekizinci yatayda; vezirler d sütununda, şahlar e sütununda.',
    caption: 'Kaynak metindeki şekil kayıp; başlangıç konumu buraya yeniden çizildi.',
  },
};

function main() {
  const check = process.argv.includes('--check');
  if (!existsSync(SEED_000)) {
    console.error(`seed 000 not found: ${SEED_000}`);
    process.exit(2);
  }
  const full = parseLaws2001(readFileSync(SEED_000, 'utf8'));

  let differences: { no: string; seed000: string; seed004: string; note: string }[] = [];
  if (existsSync(SEED_004)) {
    const partial = parseLaws2001(stripSeed004Glitches(readFileSync(SEED_004, 'utf8')));
    const cmp = compareSeed004(full, partial);
    if (cmp.missingInside.length) {
      throw new Error(`seed 004 skips blocks inside its range: ${cmp.missingInside.join(', ')}`);
    }
    differences = cmp.differences.map((d) => {
      const note = SEED004_NOTES[d.no];
      if (!note) throw new Error(`seed 004 differs at ${d.no} but no note is written for it`);
      return { ...d, note };
    });
    console.log(
      `seed 004 covers ${cmp.covered.length} blocks (${cmp.covered[0]}–${cmp.covered.at(-1)}); ` +
        `${differences.length} differ: ${differences.map((d) => d.no).join(', ')}`,
    );
  } else {
    console.warn(`seed 004 not found, keeping ${DIFF_FILE} as it is`);
  }
  const noteIds = new Set(differences.map((d) => d.no));

  const files = new Map<string, string>();
  for (const page of full.pages) {
    const documentTitle = page.part === 'onsoz' ? (full.documentTitle ?? undefined) : undefined;
    files.set(resolve(OUT_DIR, `${page.slug}.mdx`), renderPage(page, { seed004Notes: noteIds, boards: BOARDS, documentTitle }));
  }
  if (existsSync(SEED_004)) files.set(DIFF_FILE, JSON.stringify(differences, null, 2) + '\n');

  let stale = 0;
  for (const [file, text] of files) {
    const old = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (old === text) continue;
    stale++;
    if (check) {
      console.log(`out of date: ${file}`);
    } else {
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const blocks = full.pages.reduce((n, p) => n + p.blocks.length, 0);
  console.log(`${full.pages.length} pages, ${blocks} blocks; ${stale} file(s) ${check ? 'out of date' : 'written'}`);
  for (const d of full.deviations) console.log(`deviation: ${d}`);
  if (check && stale) process.exit(1);
}

main();
