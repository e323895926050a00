// The pairing tool keeps the page responsive on a big tournament: a round is paired in the worker while
// the page counts the animation frames drawn during the job, and records its long tasks and the longest
// gap between frames. The test asserts that frames keep arriving while the worker pairs (a job on the
// main thread would draw none until it ended), that the status was shown while it ran and that the
// pairing arrives; the times are printed, not asserted (speed is not a test: see `npm run bench --
// pairing`). In the suite: round 5 of the 150-player fixture (seconds). The 400-player measurement (about 5 s) is run by hand:
//   PAIRING_SPEED_FILE=tests/fixtures/pairing/bench-p400.trf PAIRING_SPEED_ROUND=10 SKIP_BUILD=1 \
//     npx vitest run tests/browser/pairing-speed.test.ts
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, hydrateIslands, openPage } from '../support/browser.ts';
import { readTrf } from '../../src/trf/read.ts';
import { truncateBefore } from '../../src/trf/truncate.ts';

const base = inject('baseUrl');
const path = process.env.PAIRING_SPEED_FILE ?? new URL('../fixtures/pairing/p150-s127.trf', import.meta.url);
const round = Number(process.env.PAIRING_SPEED_ROUND ?? 5);
const big = readTrf(readFileSync(path, 'utf8').replace(/\r\n?/g, '\n'));
if (!big.ok) throw new Error(`${path}: ${big.error.message}`);
const cut = truncateBefore(big.value, round, Math.max(round + 1, big.value.rounds ?? 0));
const players = big.value.players.length;

afterAll(closeBrowser);

describe(`pairing ${players} players`, () => {
  it('runs in the worker; the main thread keeps drawing frames', async () => {
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
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__long.push([e.startTime, e.duration]))).observe({ type: 'longtask' });
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
    await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
    await page.locator('.esl-result[data-state="busy"] .esl-status').filter({ hasText: 'Eşlendiriliyor…' }).waitFor();
    await page.locator('.esl-result[data-state="pair"]').waitFor();
    const wall = Date.now() - t0;
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
    console.log(
      `pairing round ${round} of ${players} players in the browser: ${wall} ms until the boards showed; main thread while the worker paired: ` +
        `${m.during.length} long tasks` +
        (m.during.length ? ` (longest ${Math.round(Math.max(...m.during))} ms)` : '') +
        `; drawing the result: ${m.drawing.length ? `${Math.round(Math.max(...m.drawing))} ms` : 'no long task'}; ${m.busyFrames} frames drawn while it paired; longest gap between frames ${Math.round(m.gap)} ms`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
