// Prints, after the run, how long each test file took (its tests and hooks, plus importing it), slowest
// first, with each project's total: where the time of `npm test` goes. Files under a second are counted,
// not listed.
import type { Reporter, TestModule } from 'vitest/node';

const LISTED_MS = 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class DurationsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules.map((m) => {
      const d = m.diagnostic();
      return { project: m.project.name, file: m.relativeModuleId, ms: d.duration + d.collectDuration + d.setupDuration };
    });
    if (rows.length === 0) return;
    rows.sort((a, b) => b.ms - a.ms);
    const out = [
      '',
      'Durations per test file (tests and hooks plus import; files run in parallel, so they add up to more than the wall time):',
    ];
    for (const r of rows.filter((x) => x.ms >= LISTED_MS)) out.push(`  ${seconds(r.ms).padStart(8)}  ${r.project.padEnd(6)} ${r.file}`);
    const rest = rows.filter((x) => x.ms < LISTED_MS);
    if (rest.length)
      out.push(`  ${seconds(rest.reduce((s, x) => s + x.ms, 0)).padStart(8)}  ${rest.length} files under ${seconds(LISTED_MS)} each`);
    const projects = [...new Set(rows.map((r) => r.project))];
    for (const p of projects) {
      const mine = rows.filter((r) => r.project === p);
      out.push(`  project ${p}: ${mine.length} files, ${seconds(mine.reduce((s, x) => s + x.ms, 0))}`);
    }
    process.stdout.write(out.join('\n') + '\n');
  }
}
