// Where code runs, as the folders say: src/engine and src/browser run in the page (and anywhere),
// so they never import Node's modules nor the build-time code of src/buildtime.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
