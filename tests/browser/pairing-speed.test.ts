// The pairing tool keeps the page responsive on a big tournament: a round is paired in the worker while
// the page records its long tasks and the longest gap between animation frames. The figures are printed,
// not asserted (speed is not a test: see `npm run bench -- pairing`); the test asserts that the pairing
// arrives and that the status was shown while it ran. In the suite: round 5 of the 150-player fixture
// (seconds). The 400-player measurement (minutes with our engine) is run by hand:
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
      const w = window as unknown as { __long: number[]; __gap: number; __stop: boolean };
      w.__long = [];
      w.__gap = 0;
      w.__stop = false;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask' });
      let last = performance.now();
      const tick = (t: number) => {
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
      const w = window as unknown as { __long: number[]; __gap: number; __stop: boolean };
      w.__stop = true;
      return { long: w.__long, gap: w.__gap };
    });
    expect(await page.locator('.esl-pairing h2').innerText()).toBe(`${round}. tur eşlendirmesi`);
    expect(await page.locator('.esl-table tbody tr').count()).toBeGreaterThan(players / 4);
    console.log(
      `pairing round ${round} of ${players} players in the browser: ${wall} ms until the boards showed; main thread: ${m.long.length} long tasks` +
        (m.long.length ? ` (longest ${Math.round(Math.max(...m.long))} ms)` : '') +
        `, longest gap between frames ${Math.round(m.gap)} ms`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
