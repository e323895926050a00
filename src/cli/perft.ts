// npm run -s perft -- "<FEN>" <depth>
// Prints "nodes <N>" and the time. Errors are printed in Turkish and exit with status 1.

import { Position, parseFen, perft } from '../engine/index.ts';

function fail(message: string): never {
  process.stderr.write(`Hata: ${message}\n`);
  process.stderr.write('Kullanım: npm run -s perft -- "<FEN>" <derinlik>\n');
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length !== 2) fail(`iki argüman bekleniyordu (FEN ve derinlik), ${args.length} verildi.`);
const [fen, depthText] = args;
if (!/^\d+$/.test(depthText.trim()) || Number(depthText) > 20)
  fail(`derinlik 0 ile 20 arasında bir tam sayı olmalıdır ("${depthText}" verildi).`);
const depth = Number(depthText);

const setup = parseFen(fen);
if (!setup.ok) fail(`FEN geçersiz (${setup.error.field}): ${setup.error.message}`);
const pos = Position.fromSetup(setup.value);
if (!pos.ok) fail(pos.error.message);

const t0 = performance.now();
const nodes = perft(pos.value, depth);
const ms = performance.now() - t0;
const nps = ms > 0 ? Math.round((nodes / ms) * 1000) : 0;
process.stdout.write(`nodes ${nodes}\n`);
process.stdout.write(`time ${(ms / 1000).toFixed(3)} s (${nps.toLocaleString('en-US')} nodes/s)\n`);
