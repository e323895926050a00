// Real-browser test of the pairing tool on an accelerated file (#34): a Baku file (192 FIDE_DUTCH_BAKU)
// is paired in the worker as the engine pairs it, and the result says which method (C.04.5.1), which
// players get virtual points in which rounds and how many, and this round's; the reasons name the
// virtual points in a score group; a 250 line naming an unknown player gets the Turkish error with its line.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, hydrateIslands, openPage } from '../support/browser.ts';
import { pairNextRound } from '../../src/pairing/index.ts';
import { readTrf } from '../../src/trf/read.ts';
import { truncateBefore } from '../../src/trf/truncate.ts';

const base = inject('baseUrl');
const full = readTrf(readFileSync(new URL('../fixtures/pairing/baku-p028.trf', import.meta.url), 'utf8'));
if (!full.ok) throw new Error('fixture');
// Round 4 of the 9-round file: the first accelerated round with 0.5 virtual points (1 in rounds 1–3).
const before4 = truncateBefore(full.value, 4, 9) + '192 FIDE_DUTCH_BAKU\n';
const engine = pairNextRound(before4);
if (!engine.ok) throw new Error('engine');

afterAll(closeBrowser);

async function load(page: import('playwright-core').Page, text: string) {
  await page.locator('#esl-text').fill(text);
  await page.getByRole('button', { name: 'Sonraki turu eşlendir' }).click();
}

describe('pairing tool, accelerated file', () => {
  it('pairs a Baku file as the engine does and explains the virtual points', async () => {
    const { page, errors } = await openPage(base, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${base}/araclar/eslendirme/`);
    await hydrateIslands(page);
    await page.locator('.esl[data-ready="true"]').waitFor();
    await load(page, before4);
    await page.locator('.esl-result[data-state="pair"]').waitFor();
    const rows = page.locator('.esl-table tbody tr');
    expect(await rows.count()).toBe(engine.value.pairs.length);
    const first = await rows.nth(0).locator('td').allInnerTexts();
    expect(first[1].startsWith(`${engine.value.pairs[0][0]}. `)).toBe(true);
    const note = page.locator('.esl-accel');
    expect(await note.locator('h3').innerText()).toBe('Hızlandırma: Baku yöntemi (C.04.5.1)');
    const said = await note.innerText();
    expect(said).toMatch(/GA: .* 14 oyuncu/);
    expect(said).toMatch(/1–14 \(14 oyuncu\): 1–3\. turlarda 1, 4–5\. turlarda 0,5 sanal puan; bu turda 0,5\./);
    expect(await page.locator('.esl-reasons').innerText()).toMatch(/sanal puan dahil.*C\.04\.5\.1/);

    // A 250 line naming a player the file does not have: the error names its line.
    const lines = before4.trimEnd().split('\n').length;
    await load(page, before4 + '250       1.0 001 002 0001 0099\n');
    await page.locator('.esl-result[data-state="error"]').waitFor();
    expect(await page.locator('.esl-result .esl-error').innerText()).toMatch(
      new RegExp(`^Satır ${lines + 1}, sütun 28: 250 satırı 99 numaralı oyuncuyu anıyor`),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
