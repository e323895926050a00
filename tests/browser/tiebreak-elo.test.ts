// Real-browser test of the rating tool (/araclar/elo/): the rules readable without JavaScript; with it,
// the example games give +27 (400-point rule applied twice), a changed result updates it, bad input is
// answered in Turkish.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, islandPage, staticPageOk } from '../support/browser.ts';

const base = inject('baseUrl');
const URL_PATH = '/araclar/elo/';

afterAll(closeBrowser);

describe('rating tool', () => {
  it('explains the rules without JavaScript', async () => {
    const { page: p, close } = await staticPageOk(base, URL_PATH);
    const text = await p.locator('main').innerText();
    expect(text).toContain('8.3.1');
    expect(text).toContain('2650');
    await close();
  });

  it('computes the change of the example and of edited games', async () => {
    const { page, errors, external } = await islandPage(base, URL_PATH, '#elo-games', '.elo');
    // 0.85 + 0.18 + 0.30 − 0.08 + 0.08 = 1.33; × 20 = 26.6 → +27.
    expect(await page.locator('.elo-answer').getAttribute('data-change')).toBe('27');
    expect(await page.locator('.elo-result').innerText()).toContain('400 kuralı');
    await page.locator('#elo-games').fill('1850 0');
    expect(await page.locator('.elo-answer').getAttribute('data-change')).toBe('-10');
    await page.locator('#elo-games').fill('1850 kazandı');
    expect(await page.locator('.elo-error').innerText()).toContain('1. satır okunamadı');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });
});
