// The CLI: `npx node src/cli/ruling.ts FILE.json` (or "-" for stdin) prints the ruling JSON;
// bad input prints a Turkish message naming the event index and the field, exit status 1.

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_003 } from '../../../tests/fixtures/seed003.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = (args: string[], input?: string) =>
  spawnSync('npx', ['node', 'src/cli/ruling.ts', ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });

const SPEC_EXAMPLE = SEED_003;

describe('npm run ruling', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ruling-cli-'));

  it('prints the ruling of a good file', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify(SPEC_EXAMPLE));
    const r = run([file]);
    expect(r.status).toBe(0);
    const ruling = JSON.parse(r.stdout);
    expect(ruling.fen).toBe('7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48');
    expect(ruling.obligation).toEqual({ kind: 'capture', square: 'g5', moves: ['fxg6+'] });
    expect(ruling.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '7.5.5' }]);
  });

  it('reads stdin with "-"', () => {
    const r = run(['-'], JSON.stringify({ moves: ['f3', 'e5', 'g4'], events: [{ move: 'Qh4#' }] }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).result).toBe('0-1');
  });

  it('bad input: exit 1 and a Turkish message naming event and field', () => {
    const bad = run(['-'], JSON.stringify({ events: [{ touch: 'e2' }, { place: 'h4z5' }] }));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('events[1].place: "h4z5" geçerli bir kare değil');
    const illegal = run(['-'], JSON.stringify({ moves: ['e4'], events: [{ move: 'Ke7' }] }));
    expect(illegal.status).toBe(1);
    expect(illegal.stderr).toMatch(/events\[0\]\.move: "Ke7" bu konumda kurallara uygun bir hamle değil/);
    const malformed = run(['-'], '{"events": [');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/JSON metni değil/);
    const missing = run([join(dir, 'yok.json')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/dosya okunamadı/);
  });
});
