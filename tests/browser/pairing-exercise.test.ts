// The pairing exercise shows the crosstable it is based on (#33): once "Alıştırmayı başlat" runs, a
// crosstable of the loaded tournament (each player's opponents, colours, byes and points) appears
// beside the exercise, one row per player, and goes when no exercise runs.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, islandPage } from '../support/browser.ts';

const base = inject('baseUrl');

afterAll(closeBrowser);

describe('pairing exercise', () => {
  it('shows the crosstable of the tournament it is based on', async () => {
    const { page, errors } = await islandPage(base, '/araclar/eslendirme/', '#esl-text', '.esl');
    await page.locator('.esl[data-ready="true"]').waitFor();
    expect(await page.locator('[data-exercise-crosstable]').count()).toBe(0);
    await page.getByRole('button', { name: 'Alıştırmayı başlat' }).click();
    const table = page.locator('[data-exercise-crosstable] .tb-crosstable');
    await table.waitFor();
    // The first example: 8 players, before round 3 (two rounds played).
    expect(await table.locator('tbody tr').count()).toBe(8);
    expect(await page.locator('[data-exercise-crosstable] caption').innerText()).toContain('3. tur öncesi');
    const cells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(cells.some((c) => /^\d+[BS] [01½]$/.test(c.trim()))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
