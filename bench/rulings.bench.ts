// Ruling time per scenario over every case file of tests/fixtures/rulings (parse +
// validation + ruling, the unwinnability searches included: each ruling has its own verdicts,
// so each one pays for its own searches). Target: median under 5 ms.
//
// A baseline — usually the previous commit — is measured in the same run when a checkout of it
// is present at RULING_BASELINE (default /tmp/baseline). Only its src/ is needed, outside the
// repository, with node_modules linked:
//   rm -rf /tmp/baseline-rulings && mkdir /tmp/baseline-rulings
//   git archive HEAD~1 src | tar -x -C /tmp/baseline-rulings
//   ln -s "$PWD/node_modules" /tmp/baseline-rulings/node_modules
//   RULING_BASELINE=/tmp/baseline-rulings npm run bench -- rulings
// (a `git worktree add --detach DIR COMMIT` serves as well). Every case the baseline can read is
// ruled by both in turn, so machine noise hits both alike; the ratio now/baseline is taken case
// by case from each one's fastest round.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rule } from '../src/engine/rulings/index.ts';
import { loadCases } from '../tests/support/ruling-cases.ts';

const ROUNDS = 5;

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const sortNum = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

type RuleFn = (json: unknown) => { ok: boolean };

/**
 * `rule` of the baseline checkout, or null. Code before issue #12 (0d36f58 and older) kept its
 * unwinnability verdicts in a module-level cache shared by all rulings (`clearUnwinnableCache`);
 * when the baseline has one it is cleared before each of its rulings, so that both pay for their
 * own searches as the rulings do now. Later code keeps the verdicts per ruling.
 */
const baselineDir = (): string => process.env.RULING_BASELINE ?? '/tmp/baseline';

async function loadBaseline(): Promise<RuleFn | null> {
  const dir = baselineDir();
  const index = resolve(dir, 'src/engine/rulings/index.ts');
  const verdicts = resolve(dir, 'src/engine/rulings/unwinnable.ts');
  if (!existsSync(index)) return null;
  const { rule: oldRule } = (await import(pathToFileURL(index).href)) as { rule: RuleFn };
  const { clearUnwinnableCache } = existsSync(verdicts)
    ? ((await import(pathToFileURL(verdicts).href)) as { clearUnwinnableCache?: () => void })
    : {};
  if (!clearUnwinnableCache) return oldRule;
  return (json) => {
    clearUnwinnableCache();
    return oldRule(json);
  };
}

const time = (f: RuleFn, scenario: unknown): number => {
  const t0 = performance.now();
  f(scenario);
  return performance.now() - t0;
};

export default async function (): Promise<void> {
  const cases = loadCases();
  const old = await loadBaseline();
  // Warm-up (JIT), not measured.
  for (const { c } of cases) {
    rule(c.scenario);
    if (old) old(c.scenario);
  }
  const shared = old ? cases.filter(({ c }) => old(c.scenario).ok) : [];
  const times: number[] = [];
  const perCase = new Map<string, number>();
  const pairNew: number[] = [];
  const pairOld: number[] = [];
  // Per case, the fastest of its rounds under each implementation (the least disturbed run).
  const bestNew = new Map<string, number>();
  const bestOld = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { file, c } of cases) {
      const t0 = performance.now();
      const r = rule(c.scenario);
      const ms = performance.now() - t0;
      if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
      times.push(ms);
      perCase.set(file, Math.max(perCase.get(file) ?? 0, ms));
    }
    if (old) {
      for (const { file, c } of shared) {
        // Alternate which goes first, so neither always runs on a warmer cache.
        const first = round % 2 === 0;
        const a = first ? time(rule, c.scenario) : 0;
        const b = time(old, c.scenario);
        const n = first ? a : time(rule, c.scenario);
        pairNew.push(n);
        pairOld.push(b);
        bestNew.set(file, Math.min(bestNew.get(file) ?? Infinity, n));
        bestOld.set(file, Math.min(bestOld.get(file) ?? Infinity, b));
      }
    }
  }
  const sorted = sortNum(times);
  const median = quantile(sorted, 0.5);
  const p99 = quantile(sorted, 0.99);
  const slowest = [...perCase.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log('## Rulings (src/engine/rulings)');
  console.log(`${cases.length} scenarios × ${ROUNDS} rounds, each with its own unwinnability verdicts`);
  console.log(
    `median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms (target: median < 5 ms) ${median < 5 ? 'OK' : 'OVER TARGET'}`,
  );
  console.log(`slowest: ${slowest.map(([f, ms]) => `${f.replace(/\.json$/, '')} ${ms.toFixed(1)} ms`).join(', ')}`);
  if (!old) {
    console.log('(no baseline: no checkout at RULING_BASELINE or /tmp/baseline; see the comment at the top)');
    return;
  }
  const ratios = [...bestNew].map(([file, n]) => n / Math.max(bestOld.get(file)!, 1e-3));
  const [n, o, r] = [sortNum(pairNew), sortNum(pairOld), sortNum(ratios)];
  console.log(`same run, the ${shared.length} cases the baseline at ${baselineDir()} reads, both in turn × ${ROUNDS}:`);
  console.log(`  now     median ${quantile(n, 0.5).toFixed(2)} ms, p99 ${quantile(n, 0.99).toFixed(2)} ms`);
  console.log(`  base    median ${quantile(o, 0.5).toFixed(2)} ms, p99 ${quantile(o, 0.99).toFixed(2)} ms`);
  console.log(
    `  ratio now/baseline per case (fastest round of each): median ${quantile(r, 0.5).toFixed(2)}, p90 ${quantile(r, 0.9).toFixed(2)} ${quantile(r, 0.5) <= 1.05 ? 'OK (not slower)' : 'SLOWER'}`,
  );
}
