// Imports the 2018 FIDE Laws of Chess (seed 002) into content/kurallar/2018/*.mdx (the previous edition;
// the 2023 pages in content/kurallar/*.mdx are edited by hand from these).
//
//   npm run import-laws                 # write the MDX files; refuses if any already exists
//   npm run import-laws -- --force      # overwrite existing files
//   npm run import-laws -- --check      # write nothing; list files that differ from a fresh import
//   options: --seed <path>  --out <dir>
//
// After the import the MDX files are the source of truth (people edit them), hence --force.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { blockNumbers, parseLaws2018 } from './lib/laws2018.ts';
import { renderArticle } from './lib/laws-mdx.ts';

const repoRoot = resolve(import.meta.dirname, '..');
export const DEFAULT_SEED = resolve(repoRoot, '../shared/seeds/002_c62694f019141a7c.txt');
export const DEFAULT_OUT = resolve(repoRoot, 'content/kurallar/2018');

function main(): number {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      seed: { type: 'string', default: DEFAULT_SEED },
      out: { type: 'string', default: DEFAULT_OUT },
    },
  });
  const seed = resolve(values.seed!);
  const out = resolve(values.out!);
  if (!existsSync(seed)) {
    console.error(`import-laws: seed not found: ${seed}`);
    return 2;
  }
  const parsed = parseLaws2018(readFileSync(seed, 'utf8'));
  const files = parsed.articles.map((a) => ({ path: join(out, `${a.slug}.mdx`), text: renderArticle(a) }));
  const show = (p: string) => relative(process.cwd(), p) || p;

  if (values.check) {
    const differing = files.filter((f) => !existsSync(f.path) || readFileSync(f.path, 'utf8') !== f.text);
    for (const f of differing) console.log(`${existsSync(f.path) ? 'differs' : 'missing'}: ${show(f.path)}`);
    console.log(`${files.length - differing.length}/${files.length} files match a fresh import`);
    return differing.length ? 1 : 0;
  }

  const existing = files.filter((f) => existsSync(f.path));
  if (existing.length && !values.force) {
    console.error('import-laws: refusing to overwrite (the MDX files are the source of truth; use --force):');
    for (const f of existing) console.error(`  ${show(f.path)}`);
    return 1;
  }
  mkdirSync(dirname(files[0].path), { recursive: true });
  for (const f of files) writeFileSync(f.path, f.text);

  const blocks = parsed.articles.flatMap((a) => a.blocks);
  const commentaryBlocks = blocks.filter((b) => b.commentary.length > 0).length;
  const commentaryParas = blocks.reduce((n, b) => n + b.commentary.length, 0);
  const figures = blocks.reduce((n, b) => n + b.figures.length, 0);
  console.log(
    `import-laws: wrote ${files.length} files to ${show(out)}: ${blockNumbers(parsed).length} numbered blocks, ` +
      `${commentaryParas} commentary paragraphs in ${commentaryBlocks} blocks, ${figures} boards, ` +
      `${parsed.deviations.length} recorded deviations`,
  );
  return 0;
}

process.exitCode = main();
