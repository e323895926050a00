// Dutch pairing (src/pairing) against bbpPairings, same run, on two tournaments made by bbpPairings'
// generator: round 10 of a 400-player, 11-round tournament (tests/fixtures/pairing/bench-p400.trf) and
// round 8 of a 300-player, 9-round one (bench-p300.trf), each cut to the state before that round.
// The reference binary is named by BBP_PAIRINGS (built from source outside the repository, with its
// Makefile's defaults); without it only our times are printed. PAIRING_BENCH_FILE / PAIRING_BENCH_ROUND
// time one other file and round instead (e.g. a smaller fixture of that folder).
//
// Each engine pairs the round three times; the ratio compares the medians of whole processes: our CLI
// (`node src/cli/pairing.ts cut.trf`: Node's start, reading, pairing and the explanation) against
// bbpPairings' (its start, reading, pairing), CPU from /proc for both. Ours is also timed in this
// process after the JIT's warm-up, printed apart: that figure leaves out what a whole process pays.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/pairing/dutch.ts';
import { pairingState } from '../src/pairing/view.ts';
import { readTrf } from '../src/trf/read.ts';
import { truncateBefore } from '../src/trf/truncate.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '../tests/fixtures/pairing');
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];

/** CPU time (ms) of this process's finished children, from /proc (Linux); null elsewhere. */
function childrenCpu(): number | null {
  try {
    // Fields after the command name: state is field 3; cutime and cstime are fields 16 and 17.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[13]) + Number(f[14])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

function benchOne(path: string, round: number, totalRounds: number): void {
  const file = readTrf(readFileSync(path, 'utf8'));
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const cut = truncateBefore(file.value, round, Math.max(file.value.rounds ?? totalRounds, round));
  const cutFile = readTrf(cut);
  if (!cutFile.ok) throw new Error(JSON.stringify(cutFile.error));
  const players = cutFile.value.players.length;

  const walls: number[] = [];
  const cpus: number[] = [];
  let mine: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const st = pairingState(cutFile.value, round);
    if (!st.ok) throw new Error(JSON.stringify(st.error));
    const ours = pairDutch(st.value);
    walls.push(performance.now() - t0);
    const cu = process.cpuUsage(c0);
    cpus.push((cu.user + cu.system) / 1000);
    if (!ours.ok) throw new Error(ours.error);
    mine = [...ours.value.pairs.flat(), ...(ours.value.bye === null ? [] : [ours.value.bye, 0])];
  }
  const wall = median(walls);
  console.log(`pairing: round ${round} of ${path.split('/').at(-1)} (${players} players)`);
  console.log(
    `  ours: ${wall.toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU (median of ${RUNS}; first run ${walls[0].toFixed(0)} ms)`,
  );

  const bbp = process.env.BBP_PAIRINGS;
  if (!bbp) {
    console.log('  BBP_PAIRINGS is not set: no reference time, no ratio (build bbpPairings outside the repo and name it).');
    return;
  }
  const input = join(mkdtempSync(join(tmpdir(), 'pairing-bench-')), 'in.trf');
  writeFileSync(input, cut);
  const times: number[] = [];
  const refCpus: number[] = [];
  let out = '';
  for (let i = 0; i < RUNS; i++) {
    const b0 = performance.now();
    const c0 = childrenCpu();
    out = execFileSync(bbp, ['--dutch', input, '-p'], { encoding: 'utf8' });
    times.push(performance.now() - b0);
    const c1 = childrenCpu();
    if (c0 !== null && c1 !== null) refCpus.push(c1 - c0);
  }
  const ref = median(times);
  const refCpu = refCpus.length === RUNS ? median(refCpus) : null;
  const nums = out.trim().split(/\s+/).map(Number).slice(1);
  const same = nums.join(' ') === mine.join(' ') ? 'yes' : 'NO';
  console.log(
    `  bbpPairings: ${ref.toFixed(0)} ms wall${refCpu === null ? '' : `, ${refCpu.toFixed(0)} ms CPU`} (median of ${RUNS}, process start included)`,
  );
  // Our whole process, measured as bbpPairings' is.
  const cli = join(here, '../src/cli/pairing.ts');
  const ourTimes: number[] = [];
  const ourCpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b0 = performance.now();
    const c0 = childrenCpu();
    execFileSync(process.execPath, [cli, input], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    ourTimes.push(performance.now() - b0);
    const c1 = childrenCpu();
    if (c0 !== null && c1 !== null) ourCpus.push(c1 - c0);
  }
  const whole = median(ourTimes);
  const wholeCpu = ourCpus.length === RUNS ? median(ourCpus) : null;
  console.log(
    `  ours, whole process: ${whole.toFixed(0)} ms wall${wholeCpu === null ? '' : `, ${wholeCpu.toFixed(0)} ms CPU`} (median of ${RUNS}, Node's start included)`,
  );
  const byCpu = refCpu === null || wholeCpu === null ? '' : `, by CPU ${(wholeCpu / refCpu).toFixed(2)}×`;
  console.log(
    `  ratio ours / bbpPairings, whole processes: by wall ${(whole / ref).toFixed(2)}×${byCpu} (target ≤ 2×); same pairing: ${same}`,
  );
}

export default function (): void {
  if (process.env.PAIRING_BENCH_FILE) {
    const round = Number(process.env.PAIRING_BENCH_ROUND ?? 5);
    benchOne(process.env.PAIRING_BENCH_FILE, round, round + 1);
    return;
  }
  benchOne(join(fixtures, 'bench-p400.trf'), 10, 11);
  benchOne(join(fixtures, 'bench-p300.trf'), 8, 9);
}
