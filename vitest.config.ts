import { defineConfig } from 'vitest/config';
import { HEAVY_SUITES } from './tests/heavy.ts';

const UNIT = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'];

export default defineConfig({
  test: {
    // Per-file durations, slowest first, then the closing "N passed, N failed" line.
    reporters: ['default', './tests/support/durations-reporter.ts', './tests/support/summary-reporter.ts'],
    // One worker per core (Vitest's default in run mode is one fewer: a single worker on CI's two
    // cores, which ran the CPU-bound suites one after another while the other core idled).
    maxWorkers: '100%',
    projects: [
      {
        // The fast path (npm run test:fast): every unit test but the heavy suites of tests/heavy.ts.
        test: {
          name: 'unit',
          include: UNIT,
          exclude: HEAVY_SUITES,
          environment: 'node',
          // A loaded 2-core machine: the bound only catches a hang, it is not a speed target.
          testTimeout: 600_000,
        },
      },
      {
        // CPU-bound suites (fuzzers, CHA's vectors, differential runs) that take minutes: npm test only.
        test: {
          name: 'heavy',
          include: HEAVY_SUITES,
          environment: 'node',
          // No clock: each suite ends when its work ends (a fixed count of cases, a fixed set of
          // vectors). Under load a 10-minute bound failed the rulings fuzzer (742 s at load 25–30, with
          // two CPU-bound processes beside npm test); a real hang still shows as a run that never ends.
          testTimeout: 0,
        },
      },
      {
        // Tests over the built site (dist/): fidelity, links, and real-browser tests.
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Browser waits end on their event; this bound only catches a hang. The unit project runs
          // beside these tests and can hold both cores for minutes, so the bound is generous.
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
