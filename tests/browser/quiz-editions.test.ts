// The quizzes and the 2023 edition: each question says which editions it is valid for; a key that
// differs in 2023 ships as that edition's variant; practice and the mock exam use the edition in
// force by default, the exam offers 2018.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage } from '../support/browser.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';

const base = inject('baseUrl');
afterAll(closeBrowser);

describe('quizzes in the edition in force', () => {
  it('ship every question with its editions, and the 2023 key where it differs', async () => {
    const all = (await (await fetch(`${base}/sinav/sorular.json`)).json()) as ClientQuestion[];
    expect(all.every((q) => Array.isArray(q.editions) && q.editions.includes(q.edition))).toBe(true);
    expect(all.filter((q) => q.editions.includes('2023')).length).toBeGreaterThan(250);
    // Rapid 8+3, an illegal move pointed out in time: 2 minutes in 2018, 1 minute in 2023 (A.3).
    const q = all.find((x) => x.id === 'ek-a-017')!;
    expect(q.choices[q.answer as number]).toMatch(/2 dakika/);
    expect(q.choices[q.variants!['2023']!.answer as number]).toMatch(/1 dakika/);
    expect(q.variants!['2023']!.explanation).toMatch(/A\.3/);
  });

  it('the mock exam starts in 2023 and offers 2018', async () => {
    const { page, errors } = await openPage(base);
    await page.goto(`${base}/sinav/deneme/`);
    const box = page.locator('[data-exam-edition]');
    await box.waitFor();
    expect(await box.locator('input[value="2023"]').isChecked()).toBe(true);
    await box.locator('input[value="2018"]').check();
    await page.locator('[data-start]').click();
    await page.locator('#exam-heading').waitFor();
    const stored = await page.evaluate(() => Object.values(localStorage).join(''));
    expect(stored).toMatch(/"edition":"2018"/);
    expect(errors).toEqual([]);
  });
});
