// Real-browser tests of whole-ruling questions ("Kararınız?"): answered right, half right and wrong
// on the review page, each with its part-by-part feedback and the engine's steps; the live board;
// the mock exam counting partial credit; the static page without JavaScript.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';
import { answerRuling, keyOf } from '../support/ruling.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import { inEdition } from '../../src/browser/quiz/editions.ts';

const base = inject('baseUrl');
let page: Page;
let errors: string[];
let external: string[];
let rulings: ClientQuestion[];

beforeAll(async () => {
  ({ page, errors, external } = await openPage(base));
  const all = (await (await fetch(`${base}/sinav/sorular.json`)).json()) as ClientQuestion[];
  rulings = all.filter((q) => q.type === 'ruling').map((q) => inEdition(q, '2023')!);
});
afterAll(async () => {
  expect(errors).toEqual([]);
  expect(external).toEqual([]);
  await closeBrowser();
});

const progress = (over: Record<string, unknown>) => ({ version: 1, step: 0, boxes: {}, review: [], exam: null, history: [], ...over });

async function store(value: unknown, path: string) {
  await page.goto(`${base}/sinav/`);
  await page.waitForSelector('[data-ready="true"]');
  await page.evaluate((v) => localStorage.setItem('satranc-kurallari:sinav', JSON.stringify(v)), value);
  await page.goto(`${base}${path}`);
  await page.waitForSelector('[data-ready="true"]');
}

const credits = () =>
  page
    .locator('[data-part]')
    .evaluateAll((rows) => rows.map((r) => [(r as HTMLElement).dataset.part, Number((r as HTMLElement).dataset.credit)]));

describe('whole-ruling questions', () => {
  it('ship the engine’s key per edition, candidates and a board', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(30);
    for (const q of rulings) {
      expect(q.board?.fen).toBeTruthy();
      expect(q.events?.length).toBeGreaterThan(0);
      expect(q).not.toHaveProperty('scenario');
      for (const e of q.editions) expect(q.ruling?.[e]?.steps.length).toBeGreaterThan(0);
    }
  });

  it('answered right, half right and wrong: feedback part by part with the engine’s steps', async () => {
    // Questions with every part at stake: an obligation and a clock adjustment in the key.
    const pick = rulings.filter((q) => keyOf(q).obligation && keyOf(q).clock).slice(0, 3);
    expect(pick).toHaveLength(3);
    await store(progress({ review: pick.map((q) => q.id) }), '/sinav/tekrar/');

    const expected = {
      right: { feedback: 'correct', credit: 1, parts: [1, 1, 1, 1] },
      half: { feedback: 'partial', credit: 0.5, parts: [1, 0, 1, 0] },
      wrong: { feedback: 'wrong', credit: 0, parts: [0, 0, 0, 0] },
    } as const;
    for (const [i, how] of (['right', 'half', 'wrong'] as const).entries()) {
      const q = pick[i];
      await page.waitForSelector(`[data-question-id="${q.id}"]`);
      expect(await page.locator('.quiz-fieldset > legend').textContent()).toBe('Kararınız?');
      // The live board replaces the static one once the island runs.
      await page.waitForSelector('[data-live-board]');
      expect(await page.locator('[data-answer]').isDisabled()).toBe(true);
      await answerRuling(page, q, how);
      await page.click('[data-answer]:not([disabled])');
      await page.waitForSelector('[data-feedback]');
      const e = expected[how];
      expect(await page.locator('[data-feedback]').getAttribute('data-feedback'), `${q.id} ${how}`).toBe(e.feedback);
      expect(Number(await page.locator('[data-ruling-grade]').getAttribute('data-credit'))).toBe(e.credit);
      expect(await credits()).toEqual(['result', 'obligation', 'clock', 'articles'].map((p, j) => [p, e.parts[j]]));
      // The model answer: the engine's steps, each linked to its article in the edition shown.
      const k = keyOf(q);
      expect(await page.locator('[data-ruling-steps] li').count()).toBe(k.steps.length);
      const hrefs = await page.locator('[data-ruling-steps] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(k.steps.map((s) => `/m/${s.article}/`));
      expect(await page.locator('[data-ruling-steps]').textContent()).toContain(k.steps[0].text);
      if (how !== 'right') expect(await page.locator('[data-feedback]').textContent()).toContain('1. kutuya döndü');
      await page.click('[data-next]');
    }
    // Only the fully right one left the review list.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('satranc-kurallari:sinav')!));
    expect(stored.review.sort()).toEqual([pick[1].id, pick[2].id].sort());
    expect(stored.boxes[pick[0].id].box).toBe(2);
  });

  it('the mock exam scores a whole ruling by its partial credit', async () => {
    const ids = rulings.slice(0, 4).map((q) => q.id);
    await store(
      progress({ exam: { ids, answers: {}, current: 0, startedAt: Date.now(), seed: 1, finishedAt: null, edition: '2023' } }),
      '/sinav/deneme/',
    );
    await page.waitForSelector('[data-exam-running]');
    const plan = ['right', 'half', 'wrong', 'half'] as const;
    for (let i = 0; i < ids.length; i++) {
      const q = rulings[i];
      await page.waitForSelector(`[data-question-id="${q.id}"]`);
      await answerRuling(page, q, plan[i]);
      if (i < ids.length - 1) await page.click('[data-next]');
    }
    expect(await page.locator('.quiz-count').textContent()).toBe(`${ids.length}/${ids.length} cevaplandı`);
    await page.click('[data-finish]');
    await page.waitForSelector('[data-exam-result]');
    const score = page.locator('[data-score]');
    expect(Number(await score.getAttribute('data-correct'))).toBe(2);
    expect(Number(await score.getAttribute('data-score'))).toBe(50);
    // The missed ones show their parts.
    expect(await page.locator('.quiz-missed > li').count()).toBe(3);
    await page.locator('.quiz-missed > li').nth(0).locator('summary').click();
    expect(await page.locator('.quiz-missed > li').nth(0).locator('[data-part]').count()).toBe(4);
    // The fractional score is kept in the history and read back after a reload.
    await page.reload();
    await page.waitForSelector('[data-exam-result]');
    expect(Number(await page.locator('[data-score]').getAttribute('data-score'))).toBe(50);
    expect(await page.locator('[data-progress-notice]').count()).toBe(0);
  });

  it('fit a 360 px phone screen: controls, feedback table and question page', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const q = rulings.find((x) => keyOf(x).steps.length > 2) ?? rulings[0];
    await store(progress({ review: [q.id] }), '/sinav/tekrar/');
    await page.waitForSelector('[data-live-board]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await answerRuling(page, q, 'half');
    await page.click('[data-answer]:not([disabled])');
    await page.waitForSelector('[data-ruling-grade]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto(`${base}/sinav/soru/${q.id}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('at 320 px the feedback table breaks no word and cuts no column (#33)', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    // Wrong on every part: the longest texts on both sides (the engine's obligation and articles).
    const q = rulings.find((x) => keyOf(x).obligation && keyOf(x).clock) ?? rulings[0];
    await store(progress({ review: [q.id] }), '/sinav/tekrar/');
    await page.waitForSelector('[data-live-board]');
    await answerRuling(page, q, 'wrong');
    await page.click('[data-answer]:not([disabled])');
    await page.waitForSelector('[data-ruling-grade]');
    const m = await page.evaluate(() => {
      const wrap = document.querySelector('[data-ruling-grade] .quiz-table-wrap') as HTMLElement;
      const box = wrap.getBoundingClientRect();
      // Every word of the table on one line: a word whose letters stand on two lines was broken.
      const broken: string[] = [];
      const walker = document.createTreeWalker(wrap, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const w of (n.textContent ?? '').matchAll(/\S+/g)) {
          const r = document.createRange();
          r.setStart(n, w.index);
          r.setEnd(n, w.index + w[0].length);
          const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
          if (tops.size > 1) broken.push(w[0]);
        }
      }
      // Every cell inside the table's box: nothing hidden to the right of a scrolling wrap.
      const cut = [...wrap.querySelectorAll('th, td')]
        // The column headers are read by screen readers only on a phone (each value carries its name there).
        .filter((c) => (c.closest('thead')?.getBoundingClientRect().width ?? 2) > 1)
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((c) => (c.textContent ?? '').slice(0, 30));
      const score = [...wrap.querySelectorAll('tbody td:last-child')].map((c) => c.getBoundingClientRect().right <= box.right + 0.5);
      return {
        broken,
        cut,
        score,
        wrapScroll: wrap.scrollWidth - wrap.clientWidth,
        pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    console.log(`ruling feedback at 320 px: ${m.broken.length} broken words, ${m.cut.length} cells cut, wrap overflow ${m.wrapScroll} px`);
    expect(m.broken).toEqual([]);
    expect(m.cut).toEqual([]);
    expect(m.score).toEqual([true, true, true, true]);
    expect(m.wrapScroll).toBeLessThanOrEqual(0);
    expect(m.pageScroll).toBeLessThanOrEqual(0);
    // Each value is named on the phone: the column's name stands beside it.
    expect(await page.locator('[data-part="result"] td').first().innerText()).toMatch(/^Sizin kararınız: /);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the question page reads without JavaScript: board, events, the choices and the engine’s ruling', async () => {
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    const q = rulings[0];
    await p.goto(`${base}/sinav/soru/${q.id}/`);
    expect(await p.locator('.quiz-board svg').count()).toBe(1);
    expect(await p.locator('.quiz-events li').count()).toBe(q.events!.length);
    expect(await p.locator('.quiz-ruling-static').textContent()).toContain('Kararınız?');
    expect(await p.locator('details [data-ruling-model] [data-ruling-steps] li').count()).toBe(keyOf(q).steps.length);
    await ctx.close();
  });
});
