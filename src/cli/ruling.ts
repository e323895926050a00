// npm run -s ruling -- FILE.json      (or "-" to read the scenario from stdin; a case file of
// tests/fixtures/rulings is read as its scenario)
// Prints the ruling as JSON. A bad scenario prints a Turkish message naming the event index
// and the field on stderr and exits with status 1.

import { readFileSync } from 'node:fs';
import { rulingFromText } from './ruling-text.ts';

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
const out = rulingFromText(text);
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
