// Benchmark of the unwinnability decision (src/engine/unwinnable) on CHA's test vectors:
// every position of ../shared/data/cha-test-vectors.txt (relative to the repository root)
// asked for both colours. Prints decided / wrong / time per query (median, p99, max) and
// replays every `winnable` line to checkmate.
//
// The figures of the implementation before issue #19 are measured in the same run when a
// checkout of it is present (a git worktree of commit 0d36f58 at UNW_BASELINE, default
// /tmp/baseline: `git worktree add /tmp/baseline 0d36f58` and link node_modules); the two are
// asked each query in turn, so machine noise hits both alike. Without it the figures stored
// below are printed with their date.
//
//   npm run bench -- unwinnable        (this one; npm run bench runs all)
//   npx node bench/unwinnable.bench.ts (the same; UNW_EVERY=10 takes every 10th position,
//                                       UNW_VERBOSE=1 lists undecided and slow queries,
//                                       UNW_VECTORS=<file> reads the vectors from elsewhere)

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Color, Move } from '../src/engine/types.ts';
import type { Position } from '../src/engine/position.ts';
import { canCheckmate, lastStats } from '../src/engine/unwinnable/index.ts';
import { readPosition } from '../src/engine/unwinnable/input.ts';

/** The figures before issue #19 (commit 0d36f58, 2-core machine), when its checkout is absent. */
const STORED_BEFORE = 'decided 3587, median 317 µs, p99 405 ms, max 1.27 s (stored figures of commit 0d36f58, issue #19)';

type Old = { decide: (fen: string, side: Color) => { verdict: string } | null };

/** The implementation before issue #19, from its checkout, or null. */
async function loadBaseline(): Promise<Old | null> {
  const dir = process.env.UNW_BASELINE ?? '/tmp/baseline';
  const index = resolve(dir, 'src/engine/unwinnable/index.ts');
  const input = resolve(dir, 'src/engine/unwinnable/input.ts');
  if (!existsSync(index) || !existsSync(input)) return null;
  const m = (await import(pathToFileURL(index).href)) as { canCheckmate: (p: unknown, side: Color) => { verdict: string } };
  const i = (await import(pathToFileURL(input).href)) as { readPosition: (fen: string) => { ok: boolean; value?: unknown } };
  return {
    decide: (fen, side) => {
      const p = i.readPosition(fen);
      return p.ok ? m.canCheckmate(p.value, side) : null;
    },
  };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** CHA's vectors beside the repository (UNW_VECTORS names another file, e.g. from a git worktree). */
export const VECTORS = process.env.UNW_VECTORS ?? resolve(root, '../shared/data/cha-test-vectors.txt');

/** What one run of the vectors counts. */
interface Tally {
  queries: number;
  decided: number;
  wrong: number;
  replayFailures: number;
  undetermined: number;
  errors: number;
  times: number[];
  stages: Record<string, number>;
  slow: [number, string][];
  old: { times: number[]; decided: number; wrong: number };
}

export default async function benchUnwinnable(): Promise<void> {
  console.log('\n== unwinnable: CHA test vectors ==');
  if (!existsSync(VECTORS)) {
    console.log(`(skipped: ${VECTORS} not found)`);
    return;
  }
  const every = Math.max(1, Number(process.env.UNW_EVERY ?? 1) || 1);
  const verbose = !!process.env.UNW_VERBOSE;
  const lines = readFileSync(VECTORS, 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l && !l.startsWith('#'))
    .filter((_, i) => i % every === 0);
  const old = await loadBaseline();
  const tally: Tally = {
    queries: 0,
    decided: 0,
    wrong: 0,
    replayFailures: 0,
    undetermined: 0,
    errors: 0,
    times: [],
    stages: {},
    slow: [],
    old: { times: [], decided: 0, wrong: 0 },
  };
  const t0 = performance.now();
  for (const line of lines) {
    const expected = line.slice(0, 2);
    const fen = line.slice(3);
    const pos = readPosition(fen);
    if (!pos.ok) {
      tally.errors++;
      console.log(`unreadable: ${line} (${pos.error})`);
      continue;
    }
    for (const [k, side] of [
      [0, 'white'],
      [1, 'black'],
    ] as [number, Color][])
      askQuery(tally, old, fen, pos.value as Position, side, expected[k] !== '-', verbose);
  }
  printFigures(tally, old !== null, lines.length, every, performance.now() - t0, verbose);
}

/** One query to both implementations in turn (first one, then the other, so noise hits both alike). */
function askQuery(tally: Tally, old: Old | null, fen: string, pos: Position, side: Color, want: boolean, verbose: boolean): void {
  tally.queries++;
  const runOld = (): void => {
    if (!old) return;
    const s0 = performance.now();
    const ov = old.decide(fen, side);
    tally.old.times.push(performance.now() - s0);
    if (ov && ov.verdict !== 'undetermined') {
      tally.old.decided++;
      if ((ov.verdict === 'winnable') !== want) tally.old.wrong++;
    }
  };
  if (tally.queries % 2) runOld();
  const s = performance.now();
  const v = canCheckmate(pos, side);
  const ms = performance.now() - s;
  tally.times.push(ms);
  if (tally.queries % 2 === 0) runOld();
  tally.stages[lastStats.stage] = (tally.stages[lastStats.stage] ?? 0) + 1;
  if (ms > 200) tally.slow.push([ms, `${fen} ${side} → ${v.verdict} (${lastStats.stage}, ${lastStats.nodes} nodes)`]);
  if (v.verdict === 'undetermined') {
    tally.undetermined++;
    if (verbose) console.log(`undetermined: ${fen} ${side} (label ${want ? 'winnable' : 'unwinnable'})`);
    return;
  }
  tally.decided++;
  if ((v.verdict === 'winnable') !== want) {
    tally.wrong++;
    console.log(`WRONG: ${fen} ${side}: ${v.verdict}, label ${want ? 'winnable' : 'unwinnable'}`);
  }
  if (v.verdict === 'winnable' && !replaysToMate(pos, side, v.line)) {
    tally.replayFailures++;
    console.log(`REPLAY FAILED: ${fen} ${side}: ${v.uci.join(' ')}`);
  }
}

/** Independent replay: every move legal, the loser checkmated at the end (5.1.1). */
function replaysToMate(pos: Position, side: Color, line: Move[]): boolean {
  const p = pos.clone();
  for (const m of line) {
    if (!p.isLegal(m)) return false;
    p.play(m);
  }
  return p.isCheckmate() && p.turn !== side;
}

function printFigures(tally: Tally, withOld: boolean, positions: number, every: number, total: number, verbose: boolean): void {
  const times = [...tally.times].sort((a, b) => a - b);
  const oldTimes = [...tally.old.times].sort((a, b) => a - b);
  const pctOf = (t: number[], p: number): number => t[Math.min(t.length - 1, Math.floor((p / 100) * t.length))] ?? 0;
  const pct = (p: number): number => pctOf(times, p);
  const fmt = (ms: number): string => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(1)} ms`);
  console.log(`positions ${positions}, queries ${tally.queries}${every > 1 ? ` (every ${every}th position)` : ''}`);
  console.log(`decided   ${tally.decided} (undetermined ${tally.undetermined}${tally.errors ? `, unreadable ${tally.errors}` : ''})`);
  console.log(`wrong     ${tally.wrong}`);
  console.log(`replays   ${tally.replayFailures === 0 ? 'all winnable lines end in mate' : `${tally.replayFailures} FAILED`}`);
  console.log(
    `now       median ${fmt(pct(50))}, p99 ${fmt(pct(99))}, max ${fmt(times[times.length - 1] ?? 0)}; total ${(total / 1000).toFixed(1)} s${withOld ? ' (both implementations)' : ''}`,
  );
  console.log(
    withOld
      ? `before    decided ${tally.old.decided}, wrong ${tally.old.wrong}; median ${fmt(pctOf(oldTimes, 50))}, p99 ${fmt(pctOf(oldTimes, 99))}, max ${fmt(oldTimes[oldTimes.length - 1] ?? 0)} (commit 0d36f58, same run)`
      : `before    ${STORED_BEFORE}`,
  );
  if (withOld && oldTimes.length) {
    // Ratios of the same run: the machine's load cancels out (targets: max < 1 s, median not worse).
    const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
    const maxNow = times[times.length - 1] ?? 0;
    const maxOld = oldTimes[oldTimes.length - 1] ?? 0;
    console.log(
      `now/before median ${ratio(pct(50), pctOf(oldTimes, 50))}, p99 ${ratio(pct(99), pctOf(oldTimes, 99))}, max ${ratio(maxNow, maxOld)}`,
    );
  }
  console.log(
    `stages    ${Object.entries(tally.stages)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (verbose) for (const [ms, what] of tally.slow.sort((a, b) => b[0] - a[0]).slice(0, 20)) console.log(`slow ${fmt(ms)}: ${what}`);
}

// Runnable on its own.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchUnwinnable();
}
