// npm run -s pairing -- FILE.trf [--check] | --round-robin N [--double]
// Pairs the next round of a TRF file by the Dutch system (FIDE C.04.3) and prints JSON
// {"round", "pairs": [[white, black], …], "bye", "explanation": [Turkish sentences]}; --check re-pairs every
// round of the file; --round-robin prints a Berger table. Bad input: a Turkish message on stderr, status 1.

import { runPairingCli } from '../pairing/cli.ts';
import { readFileCapped } from './input.ts';
import { MAX_TRF_BYTES } from '../lib/index.ts';

// The page's cap and decoding (a UTF-16 file with its BOM reads as on the page); devices, FIFOs and
// oversized files are refused before reading.
const out = runPairingCli(process.argv.slice(2), (path) => {
  const r = readFileCapped(path, MAX_TRF_BYTES);
  if (!r.ok) throw new Error(r.error);
  return r.value;
});
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
