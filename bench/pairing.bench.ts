// Dutch pairing (src/pairing) against bbpPairings, same run: round 10 of a 400-player, 11-round tournament
// made by bbpPairings' generator (tests/fixtures/pairing/bench-p400.trf), cut to the state before round 10.
// The reference binary is named by BBP_PAIRINGS (e.g. /tmp/bbp/bbpPairings.exe, built from source outside
// the repository); without it only our time is printed. PAIRING_BENCH_ROUND / PAIRING_BENCH_FILE change
// the round and the file (e.g. a smaller fixture of that folder).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/pairing/dutch.ts';
import { pairingState } from '../src/pairing/view.ts';
import { readTrf } from '../src/trf/read.ts';
import { truncateBefore } from '../src/trf/truncate.ts';

const here = dirname(fileURLToPath(import.meta.url));

export default function (): void {
  const big = join(here, '../tests/fixtures/pairing/bench-p400.trf');
  const fallback = !process.env.PAIRING_BENCH_FILE && !existsSync(big);
  if (fallback) console.log('pairing: bench-p400.trf is not stored yet; timing round 5 of the 150-player fixture instead.');
  const path = process.env.PAIRING_BENCH_FILE ?? (fallback ? join(here, '../tests/fixtures/pairing/p150-s127.trf') : big);
  const round = Number(process.env.PAIRING_BENCH_ROUND ?? (fallback ? 5 : 10));
  const file = readTrf(readFileSync(path, 'utf8'));
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const cut = truncateBefore(file.value, round, Math.max(11, round));
  const cutFile = readTrf(cut);
  if (!cutFile.ok) throw new Error(JSON.stringify(cutFile.error));
  const players = cutFile.value.players.length;

  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const st = pairingState(cutFile.value, round);
  if (!st.ok) throw new Error(JSON.stringify(st.error));
  const ours = pairDutch(st.value);
  const wall = performance.now() - t0;
  const cu = process.cpuUsage(c0);
  const cpu = (cu.user + cu.system) / 1000;
  if (!ours.ok) throw new Error(ours.error);
  console.log(`pairing: round ${round} of ${path.split('/').at(-1)} (${players} players)`);
  console.log(`  ours: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`);

  const bbp = process.env.BBP_PAIRINGS;
  if (!bbp) {
    console.log('  BBP_PAIRINGS is not set: no reference time, no ratio (build bbpPairings outside the repo and name it).');
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'pairing-bench-'));
  const input = join(tmp, 'in.trf');
  writeFileSync(input, cut);
  const times: number[] = [];
  let out = '';
  // Three runs (the median) for the small fixtures; one for the 400-player file, where a run takes minutes.
  const runs = players > 200 ? 1 : 3;
  for (let i = 0; i < runs; i++) {
    const b0 = performance.now();
    out = execFileSync(bbp, ['--dutch', input, '-p'], { encoding: 'utf8' });
    times.push(performance.now() - b0);
  }
  times.sort((a, b) => a - b);
  const ref = times[(runs - 1) >> 1];
  const nums = out.trim().split(/\s+/).map(Number).slice(1);
  const mine = [...ours.value.pairs.flat(), ...(ours.value.bye === null ? [] : [ours.value.bye, 0])];
  console.log(`  bbpPairings: ${ref.toFixed(0)} ms wall (${runs === 1 ? 'one run' : 'median of 3'}, process start included)`);
  console.log(
    `  ratio ours / bbpPairings: ${(wall / ref).toFixed(1)}× (target ≤ 2×); same pairing: ${nums.join(' ') === mine.join(' ') ? 'yes' : 'NO'}`,
  );
}
