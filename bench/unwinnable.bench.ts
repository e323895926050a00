// Benchmark of the unwinnability decision (src/engine/unwinnable) on CHA's test vectors:
// every position of ../shared/data/cha-test-vectors.txt (relative to the repository root)
// asked for both colours. Prints decided / wrong / time per query (median, p99, max) and
// replays every `winnable` line to checkmate.
//
//   npm run bench                      (all benches)
//   npx node bench/unwinnable.bench.ts (this one; UNW_EVERY=10 takes every 10th position,
//                                       UNW_VERBOSE=1 lists undecided and slow queries)

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Color } from '../src/engine/types.ts';
import { canCheckmate, lastStats } from '../src/engine/unwinnable/index.ts';
import { readPosition } from '../src/engine/unwinnable/input.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const VECTORS = resolve(root, '../shared/data/cha-test-vectors.txt');

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
  const times: number[] = [];
  let queries = 0;
  let decided = 0;
  let wrong = 0;
  let replayFailures = 0;
  let undetermined = 0;
  let errors = 0;
  const stages: Record<string, number> = {};
  const slow: [number, string][] = [];
  const t0 = performance.now();
  for (const line of lines) {
    const expected = line.slice(0, 2);
    const fen = line.slice(3);
    const pos = readPosition(fen);
    if (!pos.ok) {
      errors++;
      console.log(`unreadable: ${line} (${pos.error})`);
      continue;
    }
    for (const [k, side] of [
      [0, 'white'],
      [1, 'black'],
    ] as [number, Color][]) {
      queries++;
      const want = expected[k] !== '-';
      const s = performance.now();
      const v = canCheckmate(pos.value, side);
      const ms = performance.now() - s;
      times.push(ms);
      stages[lastStats.stage] = (stages[lastStats.stage] ?? 0) + 1;
      if (ms > 200) slow.push([ms, `${fen} ${side} → ${v.verdict} (${lastStats.stage}, ${lastStats.nodes} nodes)`]);
      if (v.verdict === 'undetermined') {
        undetermined++;
        if (verbose) console.log(`undetermined: ${fen} ${side} (label ${want ? 'winnable' : 'unwinnable'})`);
        continue;
      }
      decided++;
      const got = v.verdict === 'winnable';
      if (got !== want) {
        wrong++;
        console.log(`WRONG: ${fen} ${side}: ${v.verdict}, label ${want ? 'winnable' : 'unwinnable'}`);
      }
      if (v.verdict === 'winnable') {
        // Independent replay: every move legal, the loser checkmated at the end.
        const p = pos.value.clone();
        let okLine = true;
        for (const m of v.line) {
          if (!p.isLegal(m)) {
            okLine = false;
            break;
          }
          p.play(m);
        }
        if (!okLine || !p.isCheckmate() || p.turn === side) {
          replayFailures++;
          console.log(`REPLAY FAILED: ${fen} ${side}: ${v.uci.join(' ')}`);
        }
      }
    }
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const pct = (p: number): number => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  const fmt = (ms: number): string => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(1)} ms`);
  console.log(`positions ${lines.length}, queries ${queries}${every > 1 ? ` (every ${every}th position)` : ''}`);
  console.log(`decided   ${decided} (undetermined ${undetermined}${errors ? `, unreadable ${errors}` : ''})`);
  console.log(`wrong     ${wrong}`);
  console.log(`replays   ${replayFailures === 0 ? 'all winnable lines end in mate' : `${replayFailures} FAILED`}`);
  console.log(`time/query median ${fmt(pct(50))}, p99 ${fmt(pct(99))}, max ${fmt(times[times.length - 1] ?? 0)}; total ${(total / 1000).toFixed(1)} s`);
  console.log(`stages    ${Object.entries(stages).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (verbose) for (const [ms, what] of slow.sort((a, b) => b[0] - a[0]).slice(0, 20)) console.log(`slow ${fmt(ms)}: ${what}`);
}

// Runnable on its own.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchUnwinnable();
}
