// npm run -s ruling -- FILE.json      (or "-" to read the scenario from stdin; a case file of
// tests/fixtures/rulings is read as its scenario)
// Prints the ruling as JSON. A bad scenario prints a Turkish message naming the event index
// and the field on stderr and exits with status 1.

import { rulingFromText } from './ruling-text.ts';
import { readFileCapped, readStreamCapped } from './input.ts';
import { MAX_SCENARIO_BYTES } from '../lib/index.ts';

function fail(message: string): never {
  process.stderr.write(`Hata: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length !== 1) {
  process.stderr.write('Kullanım: npm run -s ruling -- SENARYO.json   (standart girdi için "-")\n');
  fail(`bir argüman bekleniyordu, ${args.length} verildi.`);
}
const read = args[0] === '-' ? await readStreamCapped(process.stdin, MAX_SCENARIO_BYTES) : readFileCapped(args[0], MAX_SCENARIO_BYTES);
if (!read.ok) fail(read.error);
const out = rulingFromText(read.value);
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
