// Ruling time per scenario over every case file of tests/fixtures/rulings (parse +
// validation + ruling, the unwinnability searches included: each ruling has its own verdicts,
// so each one pays for its own searches). Target: median under 5 ms.

import { rule } from '../src/engine/rulings/index.ts';
import { loadCases } from '../tests/support/ruling-cases.ts';

const ROUNDS = 5;

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export default async function (): Promise<void> {
  const cases = loadCases();
  // Warm-up (JIT), not measured.
  for (const { c } of cases) {
    rule(c.scenario);
  }
  const times: number[] = [];
  const perCase = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { file, c } of cases) {
        const t0 = performance.now();
      const r = rule(c.scenario);
      const ms = performance.now() - t0;
      if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
      times.push(ms);
      perCase.set(file, Math.max(perCase.get(file) ?? 0, ms));
    }
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  const slowest = [...perCase.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log('## Rulings (src/engine/rulings)');
  console.log(`${cases.length} scenarios × ${ROUNDS} rounds, each with its own unwinnability verdicts`);
  console.log(`median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms (target: median < 5 ms) ${median < 5 ? 'OK' : 'OVER TARGET'}`);
  console.log(`slowest: ${slowest.map(([f, ms]) => `${f.replace(/\.json$/, '')} ${ms.toFixed(1)} ms`).join(', ')}`);
}
