// npm run -s pairing -- FILE.trf [--check] | --round-robin N [--double]
// Pairs the next round of a TRF file by the Dutch system (FIDE C.04.3) and prints JSON
// {"round", "pairs": [[white, black], …], "bye", "explanation": [Turkish sentences]}; --check re-pairs every
// round of the file; --round-robin prints a Berger table. Bad input: a Turkish message on stderr, status 1.

import { readFileSync } from 'node:fs';
import { runPairingCli } from '../pairing/cli.ts';

const out = runPairingCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
