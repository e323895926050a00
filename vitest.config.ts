import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // One worker per core (Vitest's default in run mode is one fewer: a single worker on CI's two
    // cores, which ran the CPU-bound suites one after another while the other core idled).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // CPU-bound suites (10,000-scenario fuzzing, CHA's vectors, 351 pairing rounds) take minutes on
          // a loaded 2-core machine: the bound only catches a hang, it is not a speed target.
          testTimeout: 600_000,
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
