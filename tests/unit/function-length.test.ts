// The house limit (#37): no function over 80 lines, counted over the TypeScript syntax tree from its
// first token to its last, outside the hot loops named below (each says so in a comment at its top; the
// engine's README says why). Tests are left out: a `describe` callback holds a suite, not a function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LIMIT = 80;

/** The hot loops that stay whole: `file:name`. */
const HOT_LOOPS = new Set([
  'src/engine/position.ts:generateMoves',
  'src/engine/unwinnable/board.ts:make',
  'src/engine/unwinnable/search.ts:exhaust',
  'src/engine/unwinnable/bestfirst.ts:run',
  'src/engine/unwinnable/reach.ts:fixpoint',
  'src/engine/unwinnable/reach.ts:semiStaticUnwinnable',
]);

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

function nameOf(n: ts.Node): string {
  if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) return n.name.getText();
  if (ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent)) return n.parent.name.getText();
  return '<anonymous>';
}

/** Every function of a file longer than the limit, as `file:name (lines)`. */
function longFunctions(file: string): { key: string; lines: number }[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: { key: string; lines: number }[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n)) {
      const first = sf.getLineAndCharacterOfPosition(n.getStart()).line;
      const last = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      if (last - first + 1 > LIMIT) out.push({ key: `${file}:${nameOf(n)}`, lines: last - first + 1 });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('function length', () => {
  const files = ['src', 'components', 'scripts', 'bench'].flatMap(sources);

  it(`no function over ${LIMIT} lines outside the named hot loops`, () => {
    expect(files.length).toBeGreaterThan(200);
    const long = files.flatMap(longFunctions);
    expect(long.filter((f) => !HOT_LOOPS.has(f.key)).map((f) => `${f.key} (${f.lines})`)).toEqual([]);
  });

  it('each named hot loop exists and is still long (a split one leaves the list)', () => {
    const long = new Set(files.flatMap(longFunctions).map((f) => f.key));
    expect([...HOT_LOOPS].filter((k) => !long.has(k))).toEqual([]);
  });
});
