// npm run -s perft -- [--chess960] "<FEN>" <depth>
// --chess960: Guidelines II; the castling field is Shredder-FEN (HAha) or X-FEN (KQkq).
// Prints "nodes <N>" and the time. Errors are printed in Turkish and exit with status 1. From depth 6
// on (minutes to hours from a middle-game position), the progress over the root moves goes to stderr.

import { Position, makeUci, parseFen, perft } from '../engine/index.ts';

function fail(message: string): never {
  process.stderr.write(`Hata: ${message}\n`);
  process.stderr.write('Kullanım: npm run -s perft -- [--chess960] "<FEN>" <derinlik>\n');
  process.exit(1);
}

let args = process.argv.slice(2);
const chess960 = args.includes('--chess960');
args = args.filter((a) => a !== '--chess960');
if (args.length !== 2) fail(`iki argüman bekleniyordu (FEN ve derinlik), ${args.length} verildi.`);
const [fen, depthText] = args;
if (!/^\d+$/.test(depthText.trim()) || Number(depthText) > 20)
  fail(`derinlik 0 ile 20 arasında bir tam sayı olmalıdır ("${depthText}" verildi).`);
const depth = Number(depthText);

const setup = parseFen(fen, { chess960 });
if (!setup.ok) fail(`FEN geçersiz (${setup.error.field}): ${setup.error.message}`);
const pos = Position.fromSetup(setup.value);
if (!pos.ok) fail(pos.error.message);

const PROGRESS_FROM = 6;
const t0 = performance.now();
let nodes = 0;
if (depth < PROGRESS_FROM) nodes = perft(pos.value, depth);
else {
  const moves = pos.value.legalMoves();
  moves.forEach((m, i) => {
    process.stderr.write(`perft ${depth}: kök hamlesi ${i + 1} / ${moves.length} (${makeUci(m)}), ${nodes} düğüm\n`);
    const child = pos.value.clone();
    child.play(m);
    nodes += perft(child, depth - 1);
  });
}
const ms = performance.now() - t0;
const nps = ms > 0 ? Math.round((nodes / ms) * 1000) : 0;
process.stdout.write(`nodes ${nodes}\n`);
process.stdout.write(`time ${(ms / 1000).toFixed(3)} s (${nps.toLocaleString('en-US')} nodes/s)\n`);
