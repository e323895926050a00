// Where code runs, as the folders say: src/engine and src/browser run in the page (and anywhere),
// so they never import Node's modules nor the build-time code of src/buildtime. And how packages
// meet: code outside a package imports it through its public entry.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

describe('layout', () => {
  for (const dir of ['src/lib', 'src/engine', 'src/browser', 'src/trf', 'src/pairing', 'src/tiebreak', 'src/norms']) {
    it(`${dir} imports no node:* module and nothing from src/buildtime`, () => {
      const files = sources(dir);
      expect(files.length).toBeGreaterThan(['src/lib', 'src/trf', 'src/norms'].includes(dir) ? 2 : 5);
      for (const f of files) {
        const s = readFileSync(f, 'utf8');
        expect(s, f).not.toMatch(/from\s+['"]node:|require\(|import\(\s*['"]node:/);
        expect(s, f).not.toMatch(/from\s+['"][^'"]*\/build\//);
      }
    });
  }

  // Pure folders: they run in a page's worker and under Node alike, so no DOM either.
  for (const dir of ['src/lib', 'src/engine', 'src/trf', 'src/pairing', 'src/tiebreak', 'src/norms']) {
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
  // The lowest layer: Result, Turkish number formats, the tools' input caps (src/lib/README.md).
  'src/lib': ['index.ts'],
  'src/engine': ['index.ts'],
  'src/engine/rulings': ['index.ts'],
  'src/engine/unwinnable': ['index.ts'],
  // The command-line tools of src/cli run each package's own `cli.ts`.
  'src/pairing': ['index.ts', 'cli.ts'],
  'src/tiebreak': ['index.ts', 'cli.ts'],
  // The TRF reader and writer: one module per job (src/trf/README.md).
  'src/trf': ['read.ts', 'points.ts', 'write.ts', 'truncate.ts'],
  // The norm checker: the input form, the norm and the TRF reading (src/norms/README.md).
  'src/norms': ['input.ts', 'norm.ts', 'trf.ts'],
};

const packageOf = (file: string): string | undefined =>
  Object.keys(PACKAGES)
    .filter((p) => file.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];

/** The imports among `imports` that reach inside a package from outside it (file → target, from the root). */
function reachIns(imports: { file: string; target: string }[]): string[] {
  return imports
    .filter(({ file, target }) => {
      const pkg = packageOf(target);
      if (!pkg || file.startsWith(`${pkg}/`)) return false;
      return !PACKAGES[pkg].includes(target.slice(pkg.length + 1));
    })
    .map(({ file, target }) => `${file} → ${target}`);
}

/** The path aliases of tsconfig.json, as prefixes: ["@engine/", "src/engine/"], … */
const ALIASES: [string, string][] = Object.entries(
  (JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths,
).map(([alias, [path]]) => [alias.replace(/\*$/, ''), path.replace(/^\.\//, '').replace(/\*$/, '')]);

/** Where an import specifier of `file` points, from the root; undefined for a dependency (node_modules, node:*). */
function resolveSpecifier(file: string, spec: string): string | undefined {
  if (spec.startsWith('./') || spec.startsWith('../')) return relative('.', resolve(dirname(file), spec));
  const alias = ALIASES.find(([a]) => spec.startsWith(a));
  return alias ? alias[1] + spec.slice(alias[0].length) : undefined;
}

/**
 * Every import of code modules in the site's code, relative or through a tsconfig alias (`@engine/…`):
 * src (browser, build-time, pages, CLI, packages), components, scripts, the MDX content and the Astro
 * config. Tests and benchmarks, which may reach inside what they test or measure, apart; a data file
 * read with `?raw` is no module.
 */
function imports(): { file: string; target: string }[] {
  const out: { file: string; target: string }[] = [];
  const files = ['astro.config.mjs'];
  for (const dir of ['src', 'components', 'scripts', 'content'])
    files.push(
      ...readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(ts|tsx|astro|mdx|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
        .map((e) => join(e.parentPath, e.name)),
    );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"?\s]+)['"]/g)) {
      const target = resolveSpecifier(file, m[1]);
      if (target) out.push({ file, target });
    }
  }
  return out;
}

describe('packages are imported through their public entries', () => {
  it('every public entry named exists', () => {
    for (const [pkg, entries] of Object.entries(PACKAGES))
      for (const e of entries) expect(existsSync(join(pkg, e)), `${pkg}/${e}`).toBe(true);
  });

  it('the check tells a reach-in from an entry, through a relative path or an alias', () => {
    expect(resolveSpecifier('src/browser/quiz/x.ts', '../../engine/types.ts')).toBe('src/engine/types.ts');
    expect(resolveSpecifier('components/X.tsx', '@engine/rulings/steps.ts')).toBe('src/engine/rulings/steps.ts');
    expect(resolveSpecifier('components/X.tsx', 'react')).toBeUndefined();
    expect(
      reachIns([
        { file: 'src/browser/a.ts', target: 'src/engine/types.ts' },
        { file: 'components/B.tsx', target: 'src/engine/rulings/steps.ts' },
        { file: 'src/engine/c.ts', target: 'src/engine/rulings/steps.ts' },
        { file: 'src/cli/d.ts', target: 'src/norms/norm.ts' },
        { file: 'src/engine/rulings/e.ts', target: 'src/engine/types.ts' },
        { file: 'src/pages/f.astro', target: 'src/engine/rulings/index.ts' },
      ]),
    ).toEqual([
      'src/browser/a.ts → src/engine/types.ts',
      'components/B.tsx → src/engine/rulings/steps.ts',
      'src/engine/c.ts → src/engine/rulings/steps.ts',
    ]);
  });

  it('no import reaches inside a package from outside it', () => {
    const all = imports();
    expect(all.length).toBeGreaterThan(200);
    // Each kind of importer is seen: browser, build-time, pages, CLI, components, content.
    for (const dir of ['src/browser/', 'src/buildtime/', 'src/pages/', 'src/cli/', 'components/', 'content/'])
      expect(
        all.some(({ file }) => file.startsWith(dir)),
        dir,
      ).toBe(true);
    expect(reachIns(all)).toEqual([]);
  });
});

/**
 * The layers, lowest first: a package imports only the packages its row names (and itself), so the
 * graph of packages has no circle and no package reaches up. The engine is chess: a package that does
 * not use chess does not import it. Everything else (src/browser, src/buildtime, src/cli, pages,
 * components) sits above and may import any package through its entry.
 */
const LAYERS: Record<string, string[]> = {
  'src/lib': [],
  'src/engine': ['src/lib'],
  'src/trf': ['src/lib'],
  'src/tiebreak': ['src/lib', 'src/trf'],
  'src/pairing': ['src/lib', 'src/trf'],
  'src/norms': ['src/lib', 'src/tiebreak'],
};

/** The layer a file belongs to (src/engine/rulings is part of src/engine), or undefined above them. */
const layerOf = (file: string): string | undefined => Object.keys(LAYERS).find((l) => file.startsWith(`${l}/`));

/** Imports that go against the layers (file → target). Tests, which may drive the code above, apart. */
function layerBreaches(all: { file: string; target: string }[]): string[] {
  return all
    .filter(({ file, target }) => {
      const from = layerOf(file);
      if (!from) return false;
      const to = layerOf(target);
      if (to === from) return false;
      // A package file importing the site's code (src/browser, src/cli …) reaches up as well.
      return to === undefined ? /^(src|components)\//.test(target) : !LAYERS[from].includes(to);
    })
    .map(({ file, target }) => `${file} → ${target}`);
}

/** Module-level circles among `all` (each as its files), found by depth-first search. */
function circles(all: { file: string; target: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { file, target } of all) next.set(file, [...(next.get(file) ?? []), target]);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const t of next.get(f) ?? []) {
      if (state.get(t) === 'open') found.push(stack.slice(stack.indexOf(t)));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of next.keys()) if (!state.has(f)) visit(f);
  return found;
}

describe('layers', () => {
  it('the check finds a reach-up and a circle', () => {
    expect(
      layerBreaches([
        { file: 'src/trf/read.ts', target: 'src/engine/index.ts' },
        { file: 'src/pairing/round.ts', target: 'src/browser/limits.ts' },
        { file: 'src/engine/rulings/a.ts', target: 'src/lib/index.ts' },
        { file: 'src/norms/trf.ts', target: 'src/tiebreak/index.ts' },
        { file: 'src/lib/a.ts', target: 'src/tiebreak/index.ts' },
      ]),
    ).toEqual([
      'src/trf/read.ts → src/engine/index.ts',
      'src/pairing/round.ts → src/browser/limits.ts',
      'src/lib/a.ts → src/tiebreak/index.ts',
    ]);
    expect(
      circles([
        { file: 'a', target: 'b' },
        { file: 'b', target: 'c' },
        { file: 'c', target: 'a' },
        { file: 'c', target: 'd' },
      ]),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('every package imports only the layers below it', () => {
    const all = imports();
    expect(all.filter(({ file }) => file.startsWith('src/lib/')).length).toBeGreaterThan(0);
    expect(layerBreaches(all)).toEqual([]);
  });

  it('the modules of the site import one another without a circle', () => {
    expect(circles(imports())).toEqual([]);
  });
});
