// Perft throughput on the six standard positions: our engine vs chessops vs chess.js, and
// the minified+gzipped size of the engine core. Numbers are measured on this machine, now.

import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Chess as ChessJs } from 'chess.js';
import { Chess as ChessopsChess } from 'chessops/chess';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import { perft as chessopsPerft } from 'chessops/debug';
import { Position, perft } from '../src/engine/index.ts';

interface Case {
  name: string;
  fen: string;
  depth: number; // ours and chessops (both count leaves in bulk at depth 1)
  depthChessJs: number; // chess.js is much slower
}

const CASES: Case[] = [
  { name: 'initial', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, depthChessJs: 4 },
  { name: 'kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4, depthChessJs: 3 },
  { name: 'position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 5, depthChessJs: 4 },
  { name: 'position 4', fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', depth: 4, depthChessJs: 3 },
  { name: 'position 5', fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', depth: 4, depthChessJs: 3 },
  { name: 'position 6', fen: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', depth: 4, depthChessJs: 3 },
];

/** Chess960 positions (a start position and two middle games) for the 960 ratio at depth 5. */
const CHESS960 = [
  'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1',
  'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
  'rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1',
];

const REPEATS = 3;

/** Best of REPEATS runs (after one warm-up run): [nodes, milliseconds]. */
function measure(run: () => number): [number, number] {
  run();
  let best = Infinity;
  let nodes = 0;
  for (let i = 0; i < REPEATS; i++) {
    const t0 = performance.now();
    nodes = run();
    best = Math.min(best, performance.now() - t0);
  }
  return [nodes, best];
}

const fmt = (nps: number): string => (nps / 1e6).toFixed(2).padStart(7) + ' M/s';

export async function engineSize(): Promise<{ raw: number; min: number; gzip: number }> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const entry = join(root, 'src/engine/index.ts');
  const min = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    logLevel: 'silent',
  });
  const raw = await build({
    entryPoints: [entry],
    bundle: true,
    minify: false,
    format: 'esm',
    write: false,
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = min.outputFiles[0].contents;
  return { raw: raw.outputFiles[0].contents.length, min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

export default async function perftBench(): Promise<void> {
  console.log('== Perft throughput (leaf nodes per second; best of 3 after a warm-up) ==');
  console.log('position       depth   ours          chessops      chess.js(depth)   ours/chessops  ours/chess.js');
  const tot = { ours: [0, 0], chessops: [0, 0], chessjs: [0, 0] };
  for (const c of CASES) {
    const pos = Position.fromFen(c.fen);
    if (!pos.ok) throw new Error(`${c.name}: ${pos.error.message}`);
    const ours = measure(() => perft(pos.value, c.depth));

    const setup = chessopsParseFen(c.fen).unwrap();
    const cpos = ChessopsChess.fromSetup(setup).unwrap();
    const theirs = measure(() => chessopsPerft(cpos, c.depth, false));
    if (theirs[0] !== ours[0]) throw new Error(`${c.name}: chessops counts ${theirs[0]}, we count ${ours[0]}`);

    const cj = new ChessJs(c.fen);
    const js = measure(() => cj.perft(c.depthChessJs));

    const npsOurs = ours[0] / (ours[1] / 1000);
    const npsOps = theirs[0] / (theirs[1] / 1000);
    const npsJs = js[0] / (js[1] / 1000);
    tot.ours[0] += ours[0];
    tot.ours[1] += ours[1];
    tot.chessops[0] += theirs[0];
    tot.chessops[1] += theirs[1];
    tot.chessjs[0] += js[0];
    tot.chessjs[1] += js[1];
    console.log(
      `${c.name.padEnd(14)} ${String(c.depth).padStart(3)}  ${fmt(npsOurs)}  ${fmt(npsOps)}  ${fmt(npsJs)} (${c.depthChessJs})   ${(npsOurs / npsOps).toFixed(2).padStart(8)}×   ${(npsOurs / npsJs).toFixed(1).padStart(8)}×`,
    );
  }
  const n = (t: number[]): number => t[0] / (t[1] / 1000);
  console.log(
    `${'all six'.padEnd(14)}      ${fmt(n(tot.ours))}  ${fmt(n(tot.chessops))}  ${fmt(n(tot.chessjs))}       ${(n(tot.ours) / n(tot.chessops)).toFixed(2).padStart(8)}×   ${(n(tot.ours) / n(tot.chessjs)).toFixed(1).padStart(8)}×`,
  );
  console.log('(target: ours/chessops ≥ 1.0, goal 1.5)');

  // Guidelines II (Chess960): castling by the rooks' squares, same-run ratio against chessops.
  console.log('\n== Chess960 perft (depth 5; best of 3 after a warm-up) ==');
  const c960 = { ours: [0, 0], chessops: [0, 0] };
  for (const fen of CHESS960) {
    const pos = Position.fromFen(fen, { chess960: true });
    if (!pos.ok) throw new Error(`${fen}: ${pos.error.message}`);
    const ours = measure(() => perft(pos.value, 5));
    const cpos = ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
    const theirs = measure(() => chessopsPerft(cpos, 5, false));
    if (theirs[0] !== ours[0]) throw new Error(`${fen}: chessops counts ${theirs[0]}, we count ${ours[0]}`);
    c960.ours[0] += ours[0];
    c960.ours[1] += ours[1];
    c960.chessops[0] += theirs[0];
    c960.chessops[1] += theirs[1];
    const r = ours[0] / ours[1] / (theirs[0] / theirs[1]);
    console.log(
      `${fen.split(' ')[0].padEnd(58)} ${fmt(ours[0] / (ours[1] / 1000))}  ${fmt(theirs[0] / (theirs[1] / 1000))}  ${r.toFixed(2).padStart(6)}×`,
    );
  }
  console.log(`Chess960 total: ours/chessops ${(n(c960.ours) / n(c960.chessops)).toFixed(2)}× (target ≥ 3×)`);

  const size = await engineSize();
  console.log(
    `\nEngine core (src/engine/index.ts bundled with esbuild): ${(size.raw / 1024).toFixed(1)} KB raw, ${(size.min / 1024).toFixed(1)} KB minified, ${(size.gzip / 1024).toFixed(1)} KB minified+gzipped (target ≤ 30 KB)`,
  );
}
