// Real-browser test of the tie-break tool (/araclar/esitlik-bozma/): without JavaScript the example's
// standings are in the page; with it, a TRF file loaded through the file input is ranked by BH/C1 then SB,
// one player's explanation opens, and a broken file gets a Turkish error naming line and column.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, islandPage, staticPageOk } from '../support/browser.ts';

const base = inject('baseUrl');
const URL_PATH = '/araclar/esitlik-bozma/';
const fixture = readFileSync(new URL('../../src/tiebreak/fixtures/swiss-7.trf', import.meta.url), 'utf8');

afterAll(closeBrowser);

describe('tie-break tool', () => {
  it('shows the example standings without JavaScript', async () => {
    const { page: p, close } = await staticPageOk(base, URL_PATH);
    expect(await p.locator('h1').innerText()).toContain('Eşitlik bozma');
    expect(await p.locator('.tbt-table tbody tr').count()).toBe(7);
    await close();
  });

  it('loads a TRF, ranks by BH/C1 then SB, explains one player', async () => {
    const { page, errors, external } = await islandPage(base, URL_PATH, '#tbt-codes', '.tbt');

    await page.locator('#tbt-codes').fill('BH/C1 SB');
    await page.locator('#tbt-rules').selectOption('2023');
    // A different tournament than the example: the same crosstable with Ali and Fatih's names swapped.
    const swapped = fixture.replace('Ali  ', 'Zeki ');
    await page.locator('#tbt-file').setInputFiles({ name: 'turnuva.trf', mimeType: 'text/plain', buffer: Buffer.from(swapped) });
    await page.waitForFunction(
      () =>
        document.querySelector('#tbt-text') instanceof HTMLTextAreaElement &&
        (document.querySelector('#tbt-text') as HTMLTextAreaElement).value.includes('Zeki'),
    );
    const headers = await page.locator('.tbt-result thead th').allInnerTexts();
    expect(headers.slice(5, 7)).toEqual(['BH/C1', 'SB']);
    const rows = page.locator('.tbt-result tbody tr');
    expect(await rows.first().innerText()).toMatch(/^1\s+1\s+Zeki\s+2000\s+3\s+7,5\s+6,5/);
    expect(await rows.nth(1).innerText()).toMatch(/^2\s+6\s+Fatih/);
    // Cem and Gül are equal on points, BH/C1 and SB: they share 6th place.
    expect(await rows.nth(5).locator('td').first().innerText()).toBe('6');
    expect(await rows.nth(6).locator('td').first().innerText()).toBe('6');

    await page.locator('.tbt-result tr[data-id="4"] .tbt-link').click();
    const explain = page.locator('.tbt-explain');
    await explain.waitFor();
    expect(await explain.innerText()).toContain('Deniz');
    expect(await explain.innerText()).toContain('16.5');
    expect(await explain.locator('.tbt-cut').count()).toBeGreaterThan(0);

    // A broken file: a Turkish error with line and column.
    await page.locator('#tbt-text').fill(fixture.replace('6 b =', '6 b ?'));
    await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
    await page.locator('.tbt-result[data-state="error"]').waitFor();
    expect(await page.locator('.tbt-error').innerText()).toMatch(/^Satır 2, sütun \d+: .*sonuç kodu/);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });
});
