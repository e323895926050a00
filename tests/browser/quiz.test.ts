// Real-browser tests of the training pages: a whole mock exam (40 answers, finish, score and
// per-article rows), reload mid-exam, corrupt localStorage, practice by article with feedback,
// review of wrong answers, static question pages without JavaScript, phone width.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, closeBrowser, openPage } from '../support/browser.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import { inEdition } from '../../src/browser/quiz/editions.ts';
import { answerRuling } from '../support/ruling.ts';

const base = inject('baseUrl');
let page: Page;
let errors: string[];
let external: string[];
let questions: ClientQuestion[];
let byId: Map<string, ClientQuestion>;
let hashes: Record<string, string>;

beforeAll(async () => {
  ({ page, errors, external } = await openPage(base));
  questions = (await (await fetch(`${base}/sinav/sorular.json`)).json()) as ClientQuestion[];
  byId = new Map(questions.map((q) => [q.id, q]));
  hashes = (await (await fetch(`${base}/sinav/ozetler.json`)).json()) as Record<string, string>;
});
afterAll(async () => {
  expect(errors).toEqual([]);
  expect(external).toEqual([]);
  await closeBrowser();
});

/** Answers the question on screen, rightly or wrongly, through the controls. */
async function answer(q: ClientQuestion, right: boolean) {
  switch (q.type) {
    case 'ruling':
      await answerRuling(page, q, right ? 'right' : 'wrong');
      return;
    case 'numeric':
      await page.fill('[data-numeric]', String(right ? q.answer : (q.answer as number) + 1));
      return;
    case 'truefalse':
      await page.check(`input[data-choice="${right ? q.answer : !q.answer}"]`);
      return;
    case 'multiple': {
      const key = q.answer as number[];
      const pick = right ? key : key.length === 1 && key[0] === 0 ? [1] : [0];
      for (const i of pick) await page.check(`input[data-choice="${i}"]`);
      return;
    }
    default: {
      const key = q.answer as number;
      await page.check(`input[data-choice="${right ? key : (key + 1) % q.choices.length}"]`);
    }
  }
}

const currentId = () => page.locator('[data-question-id]').getAttribute('data-question-id');

async function gotoReady(path: string) {
  await page.goto(`${base}${path}`);
  await page.waitForSelector('[data-ready="true"]');
}

/** Starts a test with no stored progress (each test can run alone). */
async function clearProgress() {
  // Wait for the page's island first: a late hydration must not read what the test writes next.
  await gotoReady('/sinav/');
  await page.evaluate(() => localStorage.clear());
}

describe('bank data', () => {
  it('ships questions in the client shape, without scenario internals', () => {
    expect(questions.length).toBeGreaterThan(0);
    const s = questions.find((q) => q.type === 'scenario');
    if (s) {
      expect(s.board?.fen).toBeTruthy();
      expect(s.events?.length).toBeGreaterThan(0);
      expect(s).not.toHaveProperty('scenario');
      expect(s).not.toHaveProperty('ask');
      expect(JSON.stringify(s.choices)).not.toContain('"value"');
    }
  });
});

describe('mock exam', () => {
  it('is linked from /sinav/ with data-exam; a whole paper is answered, reloaded midway, finished and scored', async () => {
    await clearProgress();
    await gotoReady('/sinav/');
    await page.click('a[data-exam]');
    await page.waitForURL(/\/sinav\/deneme\/$/);
    await page.waitForSelector('[data-ready="true"]');
    await page.click('[data-start]');
    await page.waitForSelector('[data-exam-running]');

    const total = Number((await page.locator('.quiz-count').textContent())!.split('/')[1].split(' ')[0]);
    // The paper is in the edition in force (2023) by default.
    const pool = questions.filter((q) => q.edition !== '2001' && q.editions.includes('2023')).length;
    expect(total).toBe(Math.min(40, pool));

    const seen: string[] = [];
    let correct = 0;
    let reordered = 0;
    for (let i = 0; i < total; i++) {
      const id = (await currentId())!;
      const order = await page.locator('input[data-choice]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.choice));
      if (order.some((c, k) => c !== String(k)) && byId.get(id)!.type !== 'truefalse') reordered++;
      expect(seen).not.toContain(id);
      seen.push(id);
      const q = inEdition(byId.get(id)!, '2023')!;
      expect(q.editions).toContain('2023');
      const right = i % 4 !== 3; // every fourth answer wrong
      await answer(q, right);
      if (right) correct++;

      if (i === Math.floor(total / 2)) {
        // Reload mid-exam: same question, answers kept, timer still running down.
        const shown = () => page.locator('input[data-choice]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.choice));
        const orderBefore = await shown();
        await page.reload();
        await page.waitForSelector('[data-exam-running]');
        expect(await currentId()).toBe(id);
        // The paper keeps its order of the options.
        expect(await shown()).toEqual(orderBefore);
        expect(await page.locator('.quiz-count').textContent()).toBe(`${i + 1}/${total} cevaplandı`);
        const remaining = Number(await page.locator('[data-remaining]').getAttribute('data-remaining'));
        expect(remaining).toBeLessThanOrEqual(90 * 60);
        expect(remaining).toBeGreaterThan(0);
        // Free navigation: back to the first question, its answer is still there; then return.
        await page.click('[data-goto="0"]');
        expect(await currentId()).toBe(seen[0]);
        expect(await page.locator('input[data-choice]:checked, [data-numeric], [data-ruling-minutes]').count()).toBeGreaterThan(0);
        await page.click(`[data-goto="${i}"]`);
        expect(await currentId()).toBe(id);
      }
      if (i < total - 1) await page.click('[data-next]');
    }
    expect(await page.locator('.quiz-count').textContent()).toBe(`${total}/${total} cevaplandı`);
    // The options are shuffled (answers are recorded by their original index, so the score below still matches).
    expect(reordered).toBeGreaterThan(total / 3);

    // The paper follows the weights: no article gets more than its share while another lacks questions.
    await page.click('[data-finish]');
    await page.waitForSelector('[data-exam-result]');
    const score = Number(await page.locator('[data-score]').getAttribute('data-score'));
    expect(score).toBe(Math.floor((correct * 100) / total));
    expect(await page.locator('[data-exam-result]').getAttribute('data-passed')).toBe(correct >= Math.ceil(0.8 * total) ? 'true' : 'false');

    const rows = page.locator('[data-article-result]');
    const groups = await rows.evaluateAll((rs) => rs.map((r) => (r as HTMLElement).dataset.articleResult));
    // Each question's own group (its first article's: "7", "A", or "EB" for the tie-break regulations).
    const expectedGroups = new Set(seen.map((id) => byId.get(id)!.group));
    expect(new Set(groups)).toEqual(expectedGroups);
    const totals = await rows.evaluateAll((rs) => rs.map((r) => Number((r as HTMLElement).dataset.total)));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(total);
    const corrects = await rows.evaluateAll((rs) => rs.map((r) => Number((r as HTMLElement).dataset.correct)));
    expect(corrects.reduce((a, b) => a + b, 0)).toBe(correct);
    // Rows of articles with mistakes link to the articles to reread.
    const reread = await page.locator('[data-article-result] a[href^="/m/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(reread.length).toBeGreaterThan(0);
    for (const href of reread.slice(0, 5)) expect((await fetch(`${base}${href}`)).status).toBe(200);
    // On a phone the results fit (no column cut off) and every wrong answer shows its explanation open.
    await page.setViewportSize({ width: 360, height: 740 });
    const wrap = page.locator('.quiz-table-wrap[role="region"]');
    expect(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth + 1)).toBe(true);
    expect(await wrap.getAttribute('tabindex')).toBe('0');
    const missed = page.locator('.quiz-missed > li > details');
    expect(await missed.count()).toBeGreaterThan(0);
    expect(await missed.evaluateAll((ds) => ds.every((d) => (d as HTMLDetailsElement).open))).toBe(true);

    // The result survives a reload; the wrong answers are on the review list.
    await page.reload();
    await page.waitForSelector('[data-exam-result]');
    expect(Number(await page.locator('[data-score]').getAttribute('data-score'))).toBe(score);
    const review = await page.evaluate(() => JSON.parse(localStorage.getItem('satranc-kurallari:sinav')!).review as string[]);
    expect(review.length).toBe(total - correct);
  });

  it('shows the published blueprint as tables on /sinav/ and in the exam intro', async () => {
    await clearProgress();
    for (const path of ['/sinav/', '/sinav/deneme/']) {
      await gotoReady(path);
      const groups = await page
        .locator('[data-blueprint-group]')
        .evaluateAll((rs) => rs.map((r) => Number((r as HTMLElement).dataset.count)));
      const levels = await page
        .locator('[data-blueprint-difficulty]')
        .evaluateAll((rs) => rs.map((r) => Number((r as HTMLElement).dataset.count)));
      expect(groups.reduce((a, b) => a + b, 0)).toBe(40);
      expect(levels.reduce((a, b) => a + b, 0)).toBe(40);
      expect(await page.locator('[data-blueprint] caption').first().textContent()).toContain('Deneme sınavının planı');
    }
  });

  it('asks before finishing with unanswered questions', async () => {
    await clearProgress();
    await gotoReady('/sinav/deneme/');
    await page.click('[data-start]');
    await page.waitForSelector('[data-exam-running]');
    await page.click('[data-finish]');
    await page.waitForSelector('[data-finish-confirm]');
    expect(await page.locator('[data-exam-result]').count()).toBe(0);
    await page.click('[data-finish-confirm]');
    await page.waitForSelector('[data-exam-result]');
    expect(await page.locator('[data-score]').getAttribute('data-score')).toBe('0');
  });
});

describe('progress storage', () => {
  it('corrupt localStorage is reset with a visible notice, without a crash', async () => {
    await clearProgress();
    await page.evaluate(() => localStorage.setItem('satranc-kurallari:sinav', '{"version":1,"boxes":'));
    await gotoReady('/sinav/');
    const notice = page.locator('[data-progress-notice]');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('sıfırlandı');
    expect(await page.locator('[data-mastery-chart="filled"]').count()).toBe(1);
    // Reset data is stored: the next visit is quiet.
    await gotoReady('/sinav/');
    expect(await page.locator('[data-progress-notice]').count()).toBe(0);
  });

  it('with nothing to review, the review page says so without loading the bank', async () => {
    await clearProgress();
    const asked: string[] = [];
    const onRequest = (r: { url: () => string }) => asked.push(r.url());
    page.on('request', onRequest);
    await gotoReady('/sinav/tekrar/');
    await page.waitForSelector('[data-review-empty]');
    page.off('request', onRequest);
    expect(await page.locator('[data-review-empty]').textContent()).toContain('Tekrar edilecek yanlış cevabınız yok');
    expect(asked.filter((u) => u.includes('sorular.json'))).toEqual([]);
  });

  it('the exam intro is in the page before the questions load, with the count the questions give', async () => {
    const ctx = await (await browser()).newContext({ javaScriptEnabled: false });
    const still = await ctx.newPage();
    await still.goto(`${base}/sinav/deneme/`);
    const intro = still.locator('[data-exam-intro] li').first();
    const built = (await intro.textContent()) ?? '';
    expect(built).toMatch(/^\d+ soru/);
    expect(await still.locator('[data-start]').isDisabled()).toBe(true);
    await ctx.close();
    await clearProgress();
    await gotoReady('/sinav/deneme/');
    await page.locator('[data-start]:not([disabled])').waitFor();
    expect(await page.locator('[data-exam-intro] li').first().textContent()).toBe(built);
    await page.click('[data-exam-edition] input[value="2018"]');
    expect(await page.locator('[data-exam-intro] li').first().textContent()).toMatch(/^\d+ soru/);
  });

  it('an old-format record gets the notice on the exam page too', async () => {
    await clearProgress();
    await page.evaluate(() => localStorage.setItem('satranc-kurallari:sinav', JSON.stringify({ boxes: {}, wrong: [] })));
    await gotoReady('/sinav/deneme/');
    expect(await page.locator('[data-progress-notice]').textContent()).toContain('eski');
    expect(await page.locator('[data-start]').count()).toBe(1);
  });

  it('a bad import file is refused with a Turkish message and the progress kept', async () => {
    await clearProgress();
    await page.evaluate(() =>
      localStorage.setItem(
        'satranc-kurallari:sinav',
        JSON.stringify({ version: 1, step: 1, boxes: { x: { box: 2, last: 1, right: 1, wrong: 0 } }, review: [], exam: null, history: [] }),
      ),
    );
    await gotoReady('/sinav/');
    const before = await page.evaluate(() => localStorage.getItem('satranc-kurallari:sinav'));
    await page.setInputFiles('[data-import]', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await page.waitForSelector('[data-import-message="error"]');
    expect(await page.locator('[data-import-message]').textContent()).toContain('Mevcut ilerlemeniz korundu');
    expect(await page.evaluate(() => localStorage.getItem('satranc-kurallari:sinav'))).toBe(before);
  });
});

describe('a bank update', () => {
  it('drops only the answers to removed or changed questions, with a notice naming how many', async () => {
    await clearProgress();
    const [a, b, c] = questions.filter((q) => q.edition !== '2001').map((q) => q.id);
    const entry = (h?: string) => ({ box: 3, last: 1, right: 2, wrong: 0, ...(h ? { h } : {}) });
    const stored = {
      version: 1,
      step: 4,
      boxes: { [a]: entry(hashes[a]), [b]: entry('00000000'), [c]: entry(), 'madde-99-999': entry('12345678') },
      review: ['madde-99-999', b],
      exam: null,
      history: [{ at: 1700000000000, correct: 30, total: 40, passed: false }],
    };
    await page.evaluate((v) => localStorage.setItem('satranc-kurallari:sinav', JSON.stringify(v)), stored);
    await gotoReady('/sinav/');
    const notice = page.locator('[data-progress-notice]');
    expect(await notice.textContent()).toContain('2 soru');
    expect(await notice.textContent()).toContain('Geri kalan ilerlemeniz korundu');
    const now = await page.evaluate(() => JSON.parse(localStorage.getItem('satranc-kurallari:sinav')!));
    // Unchanged (a) kept; changed (b) and removed dropped; the old hashless answer (c) kept with its hash now.
    expect(now.boxes).toEqual({ [a]: entry(hashes[a]), [c]: entry(hashes[c]) });
    expect(now.review).toEqual([]);
    expect(now.history).toEqual(stored.history);
    expect(now.step).toBe(4);
    // Nothing more to drop: the next visit is quiet.
    await gotoReady('/sinav/');
    expect(await page.locator('[data-progress-notice]').count()).toBe(0);
  });
});

describe('progress file', () => {
  it('exports the progress as a JSON file and imports it back', async () => {
    await clearProgress();
    const stored = {
      version: 1,
      step: 2,
      boxes: { 'madde-7-001': { box: 3, last: 2, right: 2, wrong: 0 } },
      review: ['madde-4-002'],
      exam: null,
      history: [],
    };
    await page.evaluate((v) => localStorage.setItem('satranc-kurallari:sinav', JSON.stringify(v)), stored);
    await gotoReady('/sinav/');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export]')]);
    expect(download.suggestedFilename()).toMatch(/^satranc-sinav-ilerlemesi-\d{4}-\d{2}-\d{2}\.json$/);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile((await download.path())!, 'utf8');
    // The stored answer gets its question's content hash when the page checks it against the banks.
    const checked = { ...stored, boxes: { 'madde-7-001': { ...stored.boxes['madde-7-001'], h: hashes['madde-7-001'] } } };
    expect(JSON.parse(text).progress).toEqual(checked);

    await page.evaluate(() => localStorage.clear());
    await gotoReady('/sinav/');
    await page.setInputFiles('[data-import]', { name: 'ilerleme.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForSelector('[data-import-message="ok"]');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('satranc-kurallari:sinav')))!)).toEqual(checked);
    expect(await page.locator('[data-mastery="7"]').getAttribute('data-value')).not.toBe('0');
  });
});

describe('practice by article', () => {
  it('gives instant feedback with the explanation and article links; Leitner picks the next; keyboard works', async () => {
    await clearProgress();
    const group = ['7', '4', '3', '1'].find((g) =>
      questions.some((q) => q.edition === '2018' && q.articles.some((a) => a.split('.')[0] === g)),
    )!;
    await gotoReady(`/sinav/madde/${group}/`);
    const first = (await currentId())!;
    const q1 = byId.get(first)!;
    await answer(q1, false);
    await page.click('[data-answer]');
    await page.waitForSelector('[data-feedback="wrong"]');
    const links = await page.locator('[data-feedback] a[href^="/m/"]').count();
    expect(links).toBeGreaterThan(0);
    expect(await page.locator('[data-feedback]').textContent()).toContain('Doğru cevap');

    await page.click('[data-next]');
    // Focus moves to the new question's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'quiz-heading');
    const second = (await currentId())!;
    expect(second).not.toBe(first);
    const q2 = byId.get(second)!;
    // Keyboard: focus the right control, select with Space (or type), submit with Enter.
    if (q2.type === 'ruling') {
      await answerRuling(page, q2, 'right');
      await page.focus('[data-ruling-minutes]');
    } else if (q2.type === 'numeric') {
      await page.focus('[data-numeric]');
      await page.keyboard.type(String(q2.answer));
    } else if (q2.type === 'multiple') {
      for (const i of q2.answer as number[]) {
        await page.focus(`input[data-choice="${i}"]`);
        await page.keyboard.press('Space');
      }
    } else {
      await page.focus(`input[data-choice="${String(q2.answer)}"]`);
      await page.keyboard.press('Space');
    }
    await page.waitForSelector('[data-answer]:not([disabled])');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-feedback]');
    expect(await page.locator('[data-feedback]').getAttribute('data-feedback'), `${q2.id} (${q2.type})`).toBe('correct');
    // The next button takes the focus: Enter moves on.
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-next'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((prev) => document.querySelector('[data-question-id]')?.getAttribute('data-question-id') !== prev, second);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('satranc-kurallari:sinav')!));
    expect(stored.boxes[first].box).toBe(1);
    expect(stored.boxes[second].box).toBe(2);
    expect(stored.review).toEqual([first]);

    // The review page asks the missed question.
    await gotoReady('/sinav/tekrar/');
    expect(await currentId()).toBe(first);
    await answer(q1, true);
    await page.click('[data-answer]');
    await page.waitForSelector('[data-feedback="correct"]');
    await page.click('[data-next]');
    await page.waitForSelector('[data-review-empty]');
  });
});

describe('question pages', () => {
  it('read without JavaScript: question, board and events, choices, answer in <details>', async () => {
    const b = await browser();
    const ctx = await b.newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    const scenario = questions.find((q) => q.type === 'scenario') ?? questions[0];
    await p.goto(`${base}/sinav/soru/${scenario.id}/`);
    expect(await p.locator(`[data-question-id="${scenario.id}"]`).count()).toBe(1);
    if (scenario.type === 'scenario') {
      expect(await p.locator('.quiz-board svg').count()).toBe(1);
      expect(await p.locator('.quiz-events li').count()).toBe(scenario.events!.length);
    }
    expect(await p.locator('details.quiz-details summary').textContent()).toContain('Cevabı');
    expect(await p.locator('details.quiz-details a[href^="/m/"]').count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('fit a 360 px phone screen: the exam and a scenario page do not scroll sideways', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const scenario = questions.find((q) => q.type === 'scenario') ?? questions[0];
    for (const path of [`/sinav/soru/${scenario.id}/`, '/sinav/']) {
      await page.goto(`${base}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await clearProgress();
    await gotoReady('/sinav/deneme/');
    await page.click('[data-start]');
    await page.waitForSelector('[data-exam-running]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
