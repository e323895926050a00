// npm run -s tiebreak -- FILE.trf [--rules 2023|2026] [--round-robin] CODE...
// Prints { rules, players: [{ id, name, points, rank, tiebreaks }] } as JSON, ranked by points then the
// codes in the order given (FIDE C.07). Bad input: a Turkish message on stderr naming line and column, status 1.

import { readFileSync } from 'node:fs';
import { runTiebreakCli } from '../tiebreak/cli.ts';

const out = runTiebreakCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
