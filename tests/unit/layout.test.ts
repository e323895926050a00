// Where code runs, as the folders say: src/engine and src/browser run in the page (and anywhere),
// so they never import Node's modules nor the build-time code of src/buildtime. And how packages
// meet: code outside a package imports it through its public entry.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

describe('layout', () => {
  for (const dir of ['src/engine', 'src/browser', 'src/trf', 'src/pairing', 'src/tiebreak']) {
    it(`${dir} imports no node:* module and nothing from src/buildtime`, () => {
      const files = sources(dir);
      expect(files.length).toBeGreaterThan(dir === 'src/trf' ? 2 : 5);
      for (const f of files) {
        const s = readFileSync(f, 'utf8');
        expect(s, f).not.toMatch(/from\s+['"]node:|require\(|import\(\s*['"]node:/);
        expect(s, f).not.toMatch(/from\s+['"][^'"]*\/build\//);
      }
    });
  }

  // Pure folders: they run in a page's worker and under Node alike, so no DOM either.
  for (const dir of ['src/engine', 'src/trf', 'src/pairing', 'src/tiebreak']) {
    it(`${dir} uses no DOM`, () => {
      for (const f of sources(dir)) {
        expect(readFileSync(f, 'utf8'), f).not.toMatch(/\b(document|window|localStorage|navigator)\./);
      }
    });
  }
});

/**
 * The packages and their public entries (each package's README): code outside a package imports
 * only these; inside it (sub-packages included) anything. The innermost package of a file counts.
 */
const PACKAGES: Record<string, string[]> = {
  'src/engine': ['index.ts'],
  'src/engine/rulings': ['index.ts'],
  'src/engine/unwinnable': ['index.ts'],
  // The command-line tools of src/cli run each package's own `cli.ts`.
  'src/pairing': ['index.ts', 'cli.ts'],
  'src/tiebreak': ['index.ts', 'cli.ts'],
  // The TRF reader and writer: one module per job (src/trf/README.md).
  'src/trf': ['read.ts', 'write.ts', 'truncate.ts'],
  // The norm checker: the input form, the norm and the TRF reading (src/norms/README.md).
  'src/norms': ['input.ts', 'norm.ts', 'trf.ts'],
};

const packageOf = (file: string): string | undefined =>
  Object.keys(PACKAGES)
    .filter((p) => file.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];

/**
 * Every relative import of code modules in the site's code (tests and benchmarks, which may reach
 * inside what they test or measure, apart; a data file read with `?raw` is no module).
 */
function imports(): { file: string; target: string }[] {
  const out: { file: string; target: string }[] = [];
  for (const dir of ['src', 'components', 'scripts']) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)['"]/g))
        out.push({ file, target: relative('.', resolve(dirname(file), m[1])) });
    }
  }
  return out;
}

describe('packages are imported through their public entries', () => {
  it('no import reaches inside a package from outside it', () => {
    const all = imports();
    expect(all.length).toBeGreaterThan(200);
    const inside = all.filter(({ file, target }) => {
      const pkg = packageOf(target);
      if (!pkg || file.startsWith(`${pkg}/`)) return false;
      return !PACKAGES[pkg].includes(target.slice(pkg.length + 1));
    });
    expect(inside.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });
});
