// Real-browser test of the pairing tool (/araclar/eslendirme/) at phone width: a TRF loaded through the
// file input is paired in a Web Worker, boards and reasons agree with the engine; the exercise grades one
// right and one wrong board with the reason; a list of players becomes a first round; the whole file is
// checked; a broken file gets the Turkish error with line and column and the text box keeps it; a job
// on a big file is stopped by a new input or the Durdur button and its answer is never shown.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, hydrateIslands, openPage } from '../support/browser.ts';
import { pairNextRound } from '../../src/pairing/index.ts';
import { readTrf } from '../../src/trf/read.ts';
import { truncateBefore } from '../../src/trf/truncate.ts';

const base = inject('baseUrl');
const URL_PATH = '/araclar/eslendirme/';
const full = readFileSync(new URL('../fixtures/pairing/p009-s103.trf', import.meta.url), 'utf8').replace(/\r\n?/g, '\n');
const parsed = readTrf(full);
if (!parsed.ok) throw new Error('fixture');
const beforeRound4 = truncateBefore(parsed.value, 4, 7);
const engine = pairNextRound(beforeRound4);
if (!engine.ok) throw new Error('engine');
const p400 = readTrf(readFileSync(new URL('../fixtures/pairing/bench-p400.trf', import.meta.url), 'utf8'));
if (!p400.ok) throw new Error('fixture');
const big = truncateBefore(p400.value, 10, 11);

afterAll(closeBrowser);

async function open() {
  const opened = await openPage(base, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const workers: string[] = [];
  opened.page.on('worker', (w) => workers.push(w.url()));
  // Content-Security-Policy (src/buildtime/csp.ts): the worker and the island must not trip it.
  await opened.page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  await opened.page.goto(`${base}${URL_PATH}`);
  await hydrateIslands(opened.page);
  await opened.page.locator('.esl[data-ready="true"]').waitFor();
  return { ...opened, workers };
}

describe('pairing tool', () => {
  it('pairs a loaded TRF in a worker, explains it, grades an exercise, rejects a broken file', async () => {
    const { page, errors, external, workers } = await open();
    const text = page.locator('#esl-text');

    await page.locator('#esl-file').setInputFiles({ name: 'turnuva.trf', mimeType: 'text/plain', buffer: Buffer.from(beforeRound4) });
    await page.waitForFunction((t) => (document.querySelector('#esl-text') as HTMLTextAreaElement).value === t, beforeRound4);
    await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
    await page.locator('.esl-result[data-state="pair"]').waitFor();
    expect(workers.some((u) => /pairing\.worker/.test(u))).toBe(true);
    expect(await page.locator('.esl-pairing h2').innerText()).toBe('4. tur eşlendirmesi');
    const rows = page.locator('.esl-table tbody tr');
    expect(await rows.count()).toBe(engine.value.pairs.length);
    for (let i = 0; i < engine.value.pairs.length; i++) {
      const cells = await rows.nth(i).locator('td').allInnerTexts();
      expect(cells[1].startsWith(`${engine.value.pairs[i][0]}. `)).toBe(true);
      expect(cells[3].startsWith(`${engine.value.pairs[i][1]}. `)).toBe(true);
    }
    expect(await page.locator('.esl-bye').innerText()).toContain(`Eşlendirme bayı: ${engine.value.bye}.`);
    const reasons = await page.locator('.esl-reasons li').allInnerTexts();
    expect(reasons).toEqual(engine.value.text);
    expect(reasons.some((r) => r.includes('puan grubu'))).toBe(true);

    // Exercise: board 1 as the engine has it, boards 2 and 3 with their black players exchanged.
    await page.getByRole('button', { name: 'Alıştırmayı başlat' }).click();
    const mine = engine.value.pairs.map((p) => [...p]);
    [mine[1][1], mine[2][1]] = [mine[2][1], mine[1][1]];
    await page.locator('#esl-quick').fill(`${mine.map(([w, b]) => `${w}-${b}`).join(' ')} bay ${engine.value.bye}`);
    await page.getByRole('button', { name: 'Masalara aktar' }).click();
    expect(await page.locator('.esl-board[data-board="2"] select').first().inputValue()).toBe(String(mine[1][0]));
    await page.getByRole('button', { name: 'Denetle', exact: true }).click();
    await page.locator('.esl-grade').waitFor();
    expect(await page.locator('.esl-g[data-board="1"]').getAttribute('data-verdict')).toBe('right');
    const wrong = page.locator('.esl-g[data-board="2"]');
    expect(await wrong.getAttribute('data-verdict')).toBe('wrong');
    expect(await wrong.innerText()).toContain(`Motor: 2. masada ${engine.value.pairs[1][0]} – ${engine.value.pairs[1][1]}`);
    expect(await page.locator('.esl-summary').innerText()).toMatch(
      new RegExp(`^${engine.value.pairs.length} masadan ${engine.value.pairs.length - 2} doğru; bay doğru`),
    );
    expect(await page.locator('.esl-decisive').innerText()).toMatch(/^İki eşlendirmeyi ayıran ilk ölçüt C\.04\.3 /);
    // With the boards, the reasons and the grades shown, the page still fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);

    // A broken file: the Turkish error with line and column; the text stays as typed.
    const broken = beforeRound4.replace(/( [wb] )1/, '$1?');
    await text.fill(broken);
    await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
    await page.locator('.esl-result[data-state="error"]').waitFor();
    expect(await page.locator('.esl-result .esl-error').innerText()).toMatch(/^Satır \d+, sütun \d+: /);
    expect(await text.inputValue()).toBe(broken);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('turns a list of players into round 1 and checks a whole file', async () => {
    const { page, errors } = await open();
    await page.getByText('Dosyanız yoksa').click();
    await page.locator('#esl-list').fill('Ayşe Yılmaz 2150\nMehmet Kaya 1980\nZeynep Demir\nAli Can 2210\nCem Ak 1875');
    await page.locator('#esl-rounds').fill('5');
    await page.getByRole('button', { name: 'TRF oluştur' }).click();
    await page.waitForFunction(() => (document.querySelector('#esl-text') as HTMLTextAreaElement).value.includes('Ali Can'));
    await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
    await page.locator('.esl-result[data-state="pair"]').waitFor();
    expect(await page.locator('.esl-pairing h2').innerText()).toBe('1. tur eşlendirmesi');
    // Start numbers by rating: 1 Ali Can (2210) … 5 Zeynep Demir (unrated), who gets the bye.
    expect(await page.locator('.esl-table tbody tr').count()).toBe(2);
    expect(await page.locator('.esl-table tbody').innerText()).toContain('1. Ali Can');
    expect(await page.locator('.esl-bye').innerText()).toContain('5. Zeynep Demir');

    await page.locator('#esl-text').fill(full);
    await page.getByRole('button', { name: 'Turnuvayı denetle' }).click();
    await page.locator('.esl-result[data-state="check"]').waitFor();
    expect(await page.locator('.esl-check').innerText()).toMatch(/turun hepsi motorun eşlendirmesiyle aynı/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a new input or Durdur stops a running job; its answer is never shown', async () => {
    const { page, errors } = await open();
    const loadBig = async () => {
      await page.locator('#esl-file').setInputFiles({ name: 'big.trf', mimeType: 'text/plain', buffer: Buffer.from(big) });
      await page.waitForFunction((n) => (document.querySelector('#esl-text') as HTMLTextAreaElement).value.length === n, big.length);
      await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
      await page.locator('.esl-result[data-state="busy"]').waitFor();
    };
    // An example chosen while the big file is paired: the job stops, the example pairs, and the big
    // file's answer does not replace it later.
    await loadBig();
    await page.locator('.esl-chip').first().click();
    expect(await page.locator('.esl-result').getAttribute('data-state')).toBe('none');
    await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
    await page.locator('.esl-result[data-state="pair"]').waitFor();
    const boards = await page.locator('.esl-table tbody tr').count();
    expect(boards).toBeLessThan(20);
    await page.waitForTimeout(3000);
    expect(await page.locator('.esl-table tbody tr').count()).toBe(boards);
    // The Durdur button.
    await loadBig();
    await page.getByRole('button', { name: 'Durdur' }).click();
    await page.locator('.esl-status').filter({ hasText: 'Durduruldu' }).waitFor();
    await page.waitForTimeout(3000);
    expect(await page.locator('.esl-result').getAttribute('data-state')).toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
