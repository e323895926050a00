// The pairing tool keeps the page responsive on a big tournament: a round is paired in the worker while
// the page counts the animation frames drawn during the job, and records its long tasks and the longest
// gap between frames. The times are printed, not asserted (speed is not a test: see `npm run bench --
// pairing`); the test asserts that frames keep arriving while the worker pairs (a job on the main thread
// would draw none until it ended), that the status was shown while it ran, and that the boards and the bye are the pairing CLI's
// (`npm run -s pairing -- FILE`, a separate process) for the same file. In the suite: round 5 of the
// 150-player fixture and round 10 of the 400-player bench file (seconds each). Another file by hand:
//   PAIRING_SPEED_FILE=path.trf PAIRING_SPEED_ROUND=r SKIP_BUILD=1 npx vitest run tests/browser/pairing-speed.test.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, hydrateIslands, openPage } from '../support/browser.ts';
import { readTrf } from '../../src/trf/read.ts';
import { truncateBefore } from '../../src/trf/truncate.ts';

const base = inject('baseUrl');
const cases: [string | URL, number][] = process.env.PAIRING_SPEED_FILE
  ? [[process.env.PAIRING_SPEED_FILE, Number(process.env.PAIRING_SPEED_ROUND ?? 5)]]
  : [
      [new URL('../fixtures/pairing/p150-s127.trf', import.meta.url), 5],
      [new URL('../fixtures/pairing/bench-p400.trf', import.meta.url), 10],
    ];

/**
 * CPU time (ms, user + system) of the processes this test started (Chromium's browser, renderer and GPU
 * processes, found as descendants of this process in /proc), and of their worker threads alone (threads
 * named DedicatedWorker…: the pairing worker): figures a loaded machine does not stretch the way it
 * stretches wall time. Linux only; zeros elsewhere.
 */
function chromiumCpuMs(): { all: number; worker: number } {
  if (!existsSync('/proc/self/stat')) return { all: 0, worker: 0 };
  // Fields after the command name (which may hold spaces) start at state: ppid is the 2nd, utime the 12th.
  const read = (path: string) => {
    const f = readFileSync(path, 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return { name: f.slice(f.indexOf('(') + 1, f.lastIndexOf(')')), ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
  };
  const stat = new Map<number, { name: string; ppid: number; ticks: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      stat.set(Number(d), read(`/proc/${d}/stat`));
    } catch {
      // The process ended while we read.
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = stat.get(pid)?.ppid; p !== undefined && p > 1; p = stat.get(p)?.ppid) if (p === process.pid) return true;
    return false;
  };
  let all = 0;
  let worker = 0;
  for (const [pid, s] of stat) {
    if (!mine(pid)) continue;
    all += s.ticks;
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const t = read(`/proc/${pid}/task/${tid}/stat`);
        if (t.name.startsWith('DedicatedWorker')) worker += t.ticks;
      }
    } catch {
      // The process ended while we read.
    }
  }
  return { all: all * 10, worker: worker * 10 }; // USER_HZ is 100 on Linux
}

/** The file cut before the round, and the pairing CLI's answer for it (boards in order, the bye). */
function prepare(path: string | URL, round: number) {
  const big = readTrf(readFileSync(path, 'utf8').replace(/\r\n?/g, '\n'));
  if (!big.ok) throw new Error(`${String(path)}: ${big.error.message}`);
  const cut = truncateBefore(big.value, round, Math.max(round + 1, big.value.rounds ?? 0));
  const file = join(mkdtempSync(join(tmpdir(), 'pairing-speed-')), 'cut.trf');
  writeFileSync(file, cut);
  const cli = join(import.meta.dirname, '../../src/cli/pairing.ts');
  const t0 = Date.now();
  const out = JSON.parse(execFileSync(process.execPath, [cli, file], { encoding: 'utf8' })) as {
    pairs: [number, number][];
    bye: number | null;
  };
  return { cut, players: big.value.players.length, cli: { pairs: out.pairs, bye: out.bye }, cliMs: Date.now() - t0 };
}

afterAll(closeBrowser);

describe.each(cases.map(([p, r]) => [String(p).split('/').pop() as string, r, p] as const))(
  'pairing %s, round %i',
  (_name, round, path) => {
    it('runs in the worker, gives the pairing CLI answer; the main thread keeps drawing frames', async () => {
      const { cut, players, cli, cliMs } = prepare(path, round);
      const { page, errors } = await openPage(base, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await page.goto(`${base}/araclar/eslendirme/`);
      await hydrateIslands(page);
      await page.locator('.esl[data-ready="true"]').waitFor();
      await page.locator('#esl-file').setInputFiles({ name: 'big.trf', mimeType: 'text/plain', buffer: Buffer.from(cut) });
      await page.waitForFunction((n) => (document.querySelector('#esl-text') as HTMLTextAreaElement).value.length === n, cut.length);
      await page.evaluate(() => {
        const w = window as unknown as { __long: [number, number][]; __gap: number; __stop: boolean; __done: number; __busyFrames: number };
        w.__long = [];
        w.__gap = 0;
        w.__stop = false;
        w.__done = 0;
        w.__busyFrames = 0;
        new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__long.push([e.startTime, e.duration]))).observe({
          type: 'longtask',
        });
        // When the boards are committed: the long task around that moment is drawing the result.
        const result = document.querySelector('.esl-result') as HTMLElement;
        new MutationObserver(() => {
          if (result.dataset.state === 'pair' && !w.__done) w.__done = performance.now();
        }).observe(result, { attributes: true, attributeFilter: ['data-state'] });
        let last = performance.now();
        const tick = (t: number) => {
          // A frame drawn while the worker pairs: the main thread is free.
          if (result.dataset.state === 'busy') w.__busyFrames++;
          w.__gap = Math.max(w.__gap, t - last);
          last = t;
          if (!w.__stop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const t0 = Date.now();
      const cpu0 = chromiumCpuMs();
      await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
      await page.locator('.esl-result[data-state="busy"] .esl-status').filter({ hasText: 'Eşlendiriliyor…' }).waitFor();
      await page.locator('.esl-result[data-state="pair"]').waitFor();
      const wall = Date.now() - t0;
      const cpu1 = chromiumCpuMs();
      const cpu = { all: cpu1.all - cpu0.all, worker: cpu1.worker - cpu0.worker };
      const m = await page.evaluate(() => {
        const w = window as unknown as { __long: [number, number][]; __gap: number; __stop: boolean; __done: number; __busyFrames: number };
        w.__stop = true;
        const drawing = w.__long.filter(([t, d]) => t <= w.__done && w.__done <= t + d).map(([, d]) => d);
        const during = w.__long.filter(([t, d]) => t + d < w.__done).map(([, d]) => d);
        return { during, drawing, gap: w.__gap, busyFrames: w.__busyFrames };
      });
      // Frames kept coming while the worker paired: a count, not a rate, so a busy machine does not fail it
      // (the job takes seconds; a job on the main thread would let at most the frame that shows the status through).
      expect(m.busyFrames).toBeGreaterThanOrEqual(5);
      expect(await page.locator('.esl-pairing h2').innerText()).toBe(`${round}. tur eşlendirmesi`);
      expect(await page.locator('.esl-table tbody tr').count()).toBeGreaterThan(players / 4);
      // The boards as the page shows them ("12. Name" in the white and black cells) and the bye.
      const shown = await page.evaluate(() => ({
        pairs: [...document.querySelectorAll('.esl-table tbody tr')].map((tr) => {
          const td = tr.querySelectorAll('td');
          return [parseInt(td[1].textContent ?? ''), parseInt(td[3].textContent ?? '')];
        }),
        bye: (() => {
          const t = document.querySelector('.esl-bye')?.textContent ?? '';
          const m = /bayı:\s*(\d+)\./.exec(t);
          return m ? Number(m[1]) : null;
        })(),
      }));
      expect(shown).toEqual(cli);
      console.log(
        `pairing round ${round} of ${players} players in the browser: ${wall} ms until the boards showed, Chromium's CPU meanwhile ${cpu.all} ms, of which its worker threads ${cpu.worker} ms (the CLI, a whole process: ${cliMs} ms); main thread while the worker paired: ` +
          `${m.during.length} long tasks` +
          (m.during.length ? ` (longest ${Math.round(Math.max(...m.during))} ms)` : '') +
          `; drawing the result: ${m.drawing.length ? `${Math.round(Math.max(...m.drawing))} ms` : 'no long task'}; ${m.busyFrames} frames drawn while it paired; longest gap between frames ${Math.round(m.gap)} ms`,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);
