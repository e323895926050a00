// npm run -s tiebreak -- FILE.trf [--rules 2023|2026] [--round-robin] CODE...
// Prints { rules, players: [{ id, name, points, rank, tiebreaks }] } as JSON, ranked by points then the
// codes in the order given (FIDE C.07). Bad input: a Turkish message on stderr naming line and column, status 1.

import { runTiebreakCli } from '../tiebreak/cli.ts';
import { readFileCapped } from './input.ts';
import { MAX_TRF_BYTES } from '../lib/index.ts';

const out = runTiebreakCli(process.argv.slice(2), (path) => {
  const r = readFileCapped(path, MAX_TRF_BYTES);
  if (!r.ok) throw new Error(r.error);
  return r.value;
});
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
