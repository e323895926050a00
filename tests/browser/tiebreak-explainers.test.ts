// Real-browser tests of the tie-break explainer pages and questions: each family page shows our
// crosstable, the standings and the working, with the values the engine computes from the same
// fixture now (the build-time numbers cannot drift); the tool page and the sidebar link every
// family; a tie-break question shows its crosstable and is graded in practice; the tool ranks a
// generated 300-player, 11-round file.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, islandPage, openPage, staticPage, staticPageOk } from '../support/browser.ts';
import { computeStandings, parseTrf, trNum } from '../../src/tiebreak/index.ts';
import { readTiebreakExplainers } from '../../src/buildtime/tiebreak-explainers.ts';
import { familyPath, TIEBREAK_FAMILIES } from '../../src/browser/tiebreak-pages.ts';
import { generateSwiss } from '../../bench/tiebreak.bench.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';

const base = inject('baseUrl');
const fixture = (name: string) => readFileSync(new URL(`../../src/tiebreak/fixtures/${name}`, import.meta.url), 'utf8');

afterAll(closeBrowser);

describe('explainer pages', () => {
  it('every family page shows the crosstable, the engine’s standings and the working, citing C.07', async () => {
    for (const ex of readTiebreakExplainers()) {
      const { page, status, close } = await staticPage(base, `/araclar/esitlik-bozma/${ex.slug}/`);
      expect(status, ex.slug).toBe(200);
      const parsed = parseTrf(fixture(ex.fixture));
      if (!parsed.ok) throw new Error(ex.fixture);
      const t = parsed.value.tournament;
      expect(await page.locator('.tb-crosstable-wrap table.tb-crosstable tbody tr').count(), ex.slug).toBe(t.players.length);
      const s = computeStandings(t, ex.codes, { rules: ex.rules, roundRobin: ex.roundRobin });
      if (!s.ok) throw new Error(s.error);
      // The first standings table, row by row: rank, number, name, points, then each code's value.
      const rows = await page.locator(`table.tb-standings[data-rules="${ex.rules}"]`).first().locator('tbody tr').allInnerTexts();
      expect(
        rows.map((r) => r.split('\t').map((c) => c.trim())),
        ex.slug,
      ).toEqual(
        s.value.players.map((p) => [
          String(p.rank),
          String(p.id),
          p.name,
          trNum(p.points),
          ...s.value.codes.map((c) => (p.tiebreaks[c] === null ? '—' : trNum(p.tiebreaks[c] as number))),
        ]),
      );
      expect(await page.locator('.tb-working').count(), ex.slug).toBe(ex.steps);
      expect(await page.locator('main').innerText()).toMatch(/C\.07 Madde \d+/);
      await close();
    }
  });

  it('the 2023/2026 page shows both rule sets, and they differ for the player with a forfeit win and a final bye', async () => {
    const { page, close } = await staticPage(base, '/araclar/esitlik-bozma/oynanmayan-oyunlar/');
    const bh = async (rules: string) =>
      (await page.locator(`table.tb-standings[data-rules="${rules}"] tr[data-id="4"] td`).allInnerTexts())[4];
    expect(await bh('2023')).not.toBe(await bh('2026'));
    expect(await page.locator('main').innerText()).toContain('16.4.1');
    await close();
  });

  it('the rating page computes its example (B.02 8.3) and names the regulation', async () => {
    const { page, close } = await staticPageOk(base, '/araclar/elo/hesaplama/');
    expect(await page.locator('table[data-example="change"] tbody tr').count()).toBe(5);
    expect(await page.locator('[data-result]').innerText()).toMatch(/rating değişimi [+−]?\d+/);
    expect(await page.locator('main').innerText()).toContain('B.02 Madde 8.3.1');
    await close();
  });

  it('the tool page and the sidebar link every family', async () => {
    const { page, close } = await staticPage(base, '/araclar/esitlik-bozma/');
    for (const f of TIEBREAK_FAMILIES) {
      expect(await page.locator(`main a[href="${familyPath(f)}"]`).count(), f.slug).toBeGreaterThan(0);
      expect(await page.locator(`nav a[href="${familyPath(f)}"]`).count(), f.slug).toBeGreaterThan(0);
    }
    await close();
  });
});

describe('tie-break questions', () => {
  it('a question page shows the crosstable and links the explainer without JavaScript', async () => {
    const { page, close } = await staticPage(base, '/sinav/soru/esitlik-bozma-001/');
    expect(await page.locator('.quiz-q .tb-crosstable tbody tr').count()).toBe(8);
    expect(await page.locator('details.quiz-details a[href^="/araclar/esitlik-bozma/"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('practice on the group “Eşitlik bozma ve kuvvet puanı” grades a tie-break question', async () => {
    const { page, errors, external } = await openPage(base);
    const questions = (await (await fetch(`${base}/sinav/sorular.json`)).json()) as ClientQuestion[];
    await page.goto(`${base}/sinav/madde/EB/`);
    await page.waitForSelector('[data-ready="true"]');
    const id = (await page.locator('[data-question-id]').getAttribute('data-question-id'))!;
    const q = questions.find((x) => x.id === id)!;
    expect(q.group).toBe('EB');
    if (q.crosstable) expect(await page.locator('.quiz-q .tb-crosstable tbody tr').count()).toBe(q.crosstable.players.length);
    if (q.type === 'numeric') await page.fill('[data-numeric]', String(q.answer).replace('.', ','));
    // True/false and single choice alike: the key's radio button.
    else await page.check(`input[data-choice="${q.answer}"]`);
    await page.click('[data-answer]');
    await page.waitForSelector('[data-feedback="correct"]');
    expect(await page.locator('[data-feedback] a[href^="/araclar/"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });
});

describe('tie-break tool on a large file', () => {
  it('ranks a 300-player, 11-round tournament by BH/C1 then SB', async () => {
    const { page, errors } = await islandPage(base, '/araclar/esitlik-bozma/', '#tbt-codes', '.tbt');
    await page.locator('#tbt-codes').fill('BH/C1 SB');
    await page
      .locator('#tbt-file')
      .setInputFiles({ name: 'buyuk.trf', mimeType: 'text/plain', buffer: Buffer.from(generateSwiss(300, 11)) });
    await page.waitForFunction(() => document.querySelectorAll('.tbt-result tbody tr').length === 300);
    const first = await page.locator('.tbt-result tbody tr').first().locator('td').allInnerTexts();
    expect(first[0]).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
