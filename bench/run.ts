// npm run bench — runs every bench/*.bench.ts module in alphabetical order. Each module's
// default export is an async function that prints its own section. Add a section by adding
// a file; this runner needs no edit.

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2); // optional filters: npm run bench -- perft
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const f of files) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { default?: () => Promise<void> | void };
  if (typeof mod.default !== 'function') {
    console.error(`${f}: no default export function, skipped`);
    failed++;
    continue;
  }
  const t0 = performance.now();
  try {
    await mod.default();
  } catch (e) {
    console.error(`${f} failed:`, e);
    failed++;
  }
  console.log(`(${f}: ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
}
if (failed) process.exitCode = 1;
