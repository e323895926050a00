// npm run -s ruling -- FILE.json      (or "-" to read the scenario from stdin; a case file of
// tests/fixtures/rulings is read as its scenario)
// Prints the ruling as JSON. A bad scenario prints a Turkish message naming the event index
// and the field on stderr and exits with status 1.

import { readFileSync } from 'node:fs';
import { rule } from '../engine/rulings/index.ts';

function fail(message: string): never {
  process.stderr.write(`Hata: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length !== 1) {
  process.stderr.write('Kullanım: npm run -s ruling -- SENARYO.json   (standart girdi için "-")\n');
  fail(`bir argüman bekleniyordu, ${args.length} verildi.`);
}
let text: string;
try {
  text = args[0] === '-' ? readFileSync(0, 'utf8') : readFileSync(args[0], 'utf8');
} catch (e) {
  fail(`dosya okunamadı: ${args[0]} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
}
// A case file of the test suite ({ name, scenario, expect }) is read as its scenario.
let input: unknown = text;
try {
  const json = JSON.parse(text) as unknown;
  input = json && typeof json === 'object' && 'scenario' in json && 'expect' in json ? (json as { scenario: unknown }).scenario : json;
} catch {
  // rule() reports malformed JSON in Turkish.
}
const r = rule(input);
if (!r.ok) fail(r.error.message);
// The ruling, then the trace of the events (an extension of the spec's ruling).
process.stdout.write(JSON.stringify({ ...r.value.ruling, trace: r.value.trace }, null, 2) + '\n');
