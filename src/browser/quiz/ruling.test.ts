// Grading of whole-ruling questions on rulings the engine computes (never on hand-written keys):
// full, partial and zero credit part by part, the article overlap (F1), the partial credit the
// mock exam counts, and stored responses read back.
import { describe, expect, it } from 'vitest';
import { rule } from '../../engine/rulings/index.ts';
import {
  articleCredit,
  emptyRulingResponse,
  gradeRuling,
  isRulingResponse,
  keyResponse,
  missingPartsText,
  OUTCOMES,
  rulingAnswered,
  rulingKey,
  type Outcome,
  type RulingKey,
  type RulingResponse,
} from './ruling.ts';
import { creditOf, isAnswered, isCorrect } from './answer.ts';
import { scoreExam } from './exam.ts';
import { checkProgress } from './progress.ts';
import type { ClientQuestion } from './types.ts';

/** The engine's key of a scenario in one edition. */
function engineKey(scenario: Record<string, unknown>, distractors: string[] = []): RulingKey {
  const r = rule(scenario);
  if (!r.ok) throw new Error(r.error.message);
  return rulingKey(r.value.ruling, distractors);
}

// Seed 003's situation in our own numbers: an illegal en passant capture, first illegal move in standard play.
const enPassant = {
  timeControl: '90+30',
  start: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47',
  moves: ['g5'],
  events: [{ touch: 'g5' }, { touch: 'h4' }, { place: 'h4g5' }, { press: true }],
};
// Rapid 15+10, White's first completed illegal move claimed by Black: 2023 one minute (A.3), 2018 two.
const rapidIllegal = {
  timeControl: '15+10',
  moves: ['e4', 'e5'],
  events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }],
};
// Resigning against a bare king: 2023 a draw (5.1.2), 2018 a loss.
const resignBareKing = { start: '8/8/8/4k3/1p6/1p6/8/K7 b - - 0 50', events: [{ resign: 'black' }] };

const otherOutcome = (o: Outcome): Outcome => OUTCOMES.find((x) => x !== o)!;
const otherSide = (s: 'white' | 'black') => (s === 'white' ? 'black' : 'white');

describe('the key comes from the engine', () => {
  it('reads result, obligation, clock, articles and steps off the ruling', () => {
    const k = engineKey(enPassant, ['4.3.1', '7.5.4']);
    const r = rule(enPassant);
    if (!r.ok) throw new Error('unreachable');
    const ruling = r.value.ruling;
    expect(k.outcome).toBe(ruling.result ?? 'continue');
    expect(k.obligation).toEqual(ruling.obligation!.moves.map((m) => m.replace(/[+#]/g, '')).sort());
    expect(k.clock).toEqual({ side: ruling.clockAdjustments[0].side, minutes: ruling.clockAdjustments[0].seconds / 60 });
    expect(k.articles).toEqual(ruling.articles);
    expect(k.steps.map((s) => s.article)).toEqual(ruling.steps.map((s) => s.article));
    // The options are the engine's articles and the distractors, once each.
    expect(new Set(k.options)).toEqual(new Set([...ruling.articles, '4.3.1', '7.5.4']));
    expect(k.options.length).toBe(new Set(k.options).size);
  });

  it('differs between editions where the Laws differ (the same scenario ruled under each)', () => {
    const k23 = engineKey({ ...rapidIllegal, laws: '2023' });
    const k18 = engineKey({ ...rapidIllegal, laws: '2018' });
    expect(k23.clock!.side).toBe(k18.clock!.side);
    expect(k23.clock!.minutes).not.toBe(k18.clock!.minutes);
    // A right answer under 2018 is not a right answer under 2023.
    expect(gradeRuling(k18, keyResponse(k18)).correct).toBe(true);
    expect(gradeRuling(k23, keyResponse(k18)).correct).toBe(false);
    const r23 = engineKey({ ...resignBareKing, laws: '2023' });
    const r18 = engineKey({ ...resignBareKing, laws: '2018' });
    expect(r23.outcome).not.toBe(r18.outcome);
  });

  it('refuses a ruling that cannot be asked as one clock adjustment', () => {
    const r = rule(rapidIllegal);
    if (!r.ok) throw new Error(r.error.message);
    const two = {
      ...r.value.ruling,
      clockAdjustments: [...r.value.ruling.clockAdjustments, { side: 'white' as const, seconds: 60, article: '6.10.2' }],
    };
    expect(() => rulingKey(two, [])).toThrow(/süre düzeltmesi/);
  });
});

describe('gradeRuling', () => {
  const cases = { enPassant, rapidIllegal, resignBareKing };
  for (const [name, scenario] of Object.entries(cases)) {
    it(`full credit for the engine's own ruling (${name})`, () => {
      const k = engineKey(scenario, ['9.4', '6.9']);
      const g = gradeRuling(k, keyResponse(k));
      expect(g.correct).toBe(true);
      expect(g.credit).toBe(1);
      expect(g.parts.map((p) => p.part)).toEqual(['result', 'obligation', 'clock', 'articles']);
      expect(g.parts.every((p) => p.credit === 1)).toBe(true);
    });

    it(`zero credit when every part is wrong (${name})`, () => {
      const k = engineKey(scenario, ['9.4', '6.9']);
      const wrong: RulingResponse = {
        kind: 'ruling',
        outcome: otherOutcome(k.outcome),
        obligation: k.obligation ? 'none' : ['Kh1'],
        clock: k.clock ? { side: otherSide(k.clock.side), minutes: k.clock.minutes } : { side: 'white', minutes: 2 },
        articles: k.options.filter((a) => !k.articles.includes(a)),
      };
      const g = gradeRuling(k, wrong);
      expect(g.credit).toBe(0);
      expect(g.correct).toBe(false);
      expect(g.parts.every((p) => p.credit === 0)).toBe(true);
    });
  }

  it('partial credit, part by part: right result and clock, wrong obligation, half the articles', () => {
    const k = engineKey(enPassant, ['4.3.1', '7.5.4']);
    expect(k.articles.length).toBe(4);
    const half = k.articles.slice(0, 2);
    const g = gradeRuling(k, { ...keyResponse(k), obligation: 'none', articles: half });
    const byPart = Object.fromEntries(g.parts.map((p) => [p.part, p.credit]));
    expect(byPart.result).toBe(1);
    expect(byPart.clock).toBe(1);
    expect(byPart.obligation).toBe(0);
    // F1: precision 2/2, recall 2/4 → 2·2/(2+4).
    expect(byPart.articles).toBeCloseTo(2 / 3);
    expect(g.credit).toBeCloseTo((1 + 0 + 1 + 2 / 3) / 4);
    expect(g.correct).toBe(false);
    const articles = g.parts.find((p) => p.part === 'articles')!;
    expect(articles.note).toContain('eksik');
    for (const a of k.articles.slice(2)) expect(articles.note).toContain(a);
  });

  it('the clock needs the side and the minutes; the obligation the exact set of moves', () => {
    const k = engineKey(rapidIllegal);
    const clock = (c: RulingResponse['clock']) =>
      gradeRuling(k, { ...keyResponse(k), clock: c }).parts.find((p) => p.part === 'clock')!.credit;
    expect(clock({ side: k.clock!.side, minutes: k.clock!.minutes })).toBe(1);
    expect(clock({ side: k.clock!.side, minutes: k.clock!.minutes + 1 })).toBe(0);
    expect(clock({ side: otherSide(k.clock!.side), minutes: k.clock!.minutes })).toBe(0);
    expect(clock({ side: null, minutes: 0 })).toBe(0);
    const ob = (o: RulingResponse['obligation']) =>
      gradeRuling(k, { ...keyResponse(k), obligation: o }).parts.find((p) => p.part === 'obligation')!.credit;
    expect(k.obligation!.length).toBeGreaterThan(1);
    expect(ob([...k.obligation!].reverse())).toBe(1);
    expect(ob(k.obligation!.slice(1))).toBe(0);
    expect(ob('none')).toBe(0);
    // No adjustment in the ruling: 0 minutes is right whatever side is left selected.
    const none = engineKey(resignBareKing);
    expect(none.clock).toBeNull();
    expect(gradeRuling(none, { ...keyResponse(none), clock: { side: 'black', minutes: 0 } }).correct).toBe(true);
  });

  it('a blank response earns nothing and is not answered', () => {
    const k = engineKey(enPassant);
    expect(gradeRuling(k, emptyRulingResponse()).credit).toBe(0);
    expect(gradeRuling(k, null).credit).toBe(0);
    expect(rulingAnswered(emptyRulingResponse())).toBe(false);
    expect(rulingAnswered(keyResponse(k))).toBe(true);
    expect(rulingAnswered({ ...keyResponse(k), clock: { side: null, minutes: 2 } })).toBe(false);
  });
});

describe('disputed and optional parts', () => {
  it('accepts another clock adjustment for a disputed question, only in its own edition', () => {
    const k = engineKey(rapidIllegal);
    expect(k.clock).toEqual({ side: 'black', minutes: 1 });
    const two: RulingResponse = { ...keyResponse(k), clock: { side: 'black', minutes: 2 } };
    expect(gradeRuling(k, two).correct).toBe(false);
    expect(gradeRuling(k, two, [2]).correct).toBe(true);
    // The side still counts.
    expect(gradeRuling(k, { ...two, clock: { side: 'white', minutes: 2 } }, [2]).correct).toBe(false);
    const q = {
      type: 'ruling' as const,
      answer: keyResponse(k),
      choices: [],
      edition: '2023' as const,
      ruling: { '2023': k, '2018': k },
      accepted: [2],
    };
    expect(isCorrect(q, two)).toBe(true);
    expect(isCorrect({ ...q, shownIn: '2018' as const }, two)).toBe(false);
  });

  it('neither rewards nor costs an optional article (a penalty article when no penalty is given)', () => {
    const k = { ...engineKey(rapidIllegal), optional: [] as string[] };
    const minimal = { ...keyResponse(k), articles: k.articles.slice(0, -1) };
    const left = k.articles[k.articles.length - 1];
    expect(gradeRuling(k, minimal).correct).toBe(false);
    const opt = { ...k, optional: [left] };
    expect(gradeRuling(opt, minimal).correct).toBe(true);
    expect(gradeRuling(opt, keyResponse(opt)).correct).toBe(true);
  });
});

describe('articleCredit (F1 of the ticked set against the engine’s)', () => {
  it('rewards overlap, not ticking everything or nothing', () => {
    const e = ['7.5.1', '7.5.5', '3.9.2'];
    expect(articleCredit(e, e).credit).toBe(1);
    expect(articleCredit([], e).credit).toBe(0);
    // Everything ticked among 3 right and 3 wrong: precision 1/2, recall 1 → 2/3.
    expect(articleCredit([...e, '4.3.1', '6.9', '9.4'], e).credit).toBeCloseTo(2 / 3);
    expect(articleCredit(['7.5.1', '6.9'], e)).toMatchObject({ right: ['7.5.1'], wrong: ['6.9'], missed: ['3.9.2', '7.5.5'] });
    expect(articleCredit(['7.5.1', '6.9'], e).credit).toBeCloseTo((2 * 1) / (2 + 3));
  });
});

describe('in the quiz: answers, exam scores, stored progress', () => {
  const k23 = engineKey({ ...rapidIllegal, laws: '2023' }, ['A.5.3', 'B.3']);
  const k18 = engineKey({ ...rapidIllegal, laws: '2018' }, ['A.4.3', 'B.2']);
  const q: ClientQuestion = {
    id: 'karar-001',
    articles: [k23.articles[0]],
    group: 'A',
    edition: '2023',
    editions: ['2023', '2018'],
    type: 'ruling',
    difficulty: 2,
    text: '?',
    choices: [],
    answer: keyResponse(k23),
    explanation: '',
    ruling: { '2023': k23, '2018': k18 },
    candidates: k23.obligation!,
  };

  it('is graded in the edition it is shown in', () => {
    expect(isCorrect(q, keyResponse(k23))).toBe(true);
    expect(isCorrect({ ...q, shownIn: '2018' }, keyResponse(k23))).toBe(false);
    expect(isCorrect({ ...q, shownIn: '2018' }, keyResponse(k18))).toBe(true);
    expect(creditOf({ ...q, shownIn: '2018' }, keyResponse(k23))).toBeCloseTo(gradeRuling(k18, keyResponse(k23)).credit);
  });

  it('the mock exam counts its partial credit', () => {
    const half: RulingResponse = { ...keyResponse(k23), outcome: otherOutcome(k23.outcome), obligation: 'none' };
    const credit = gradeRuling(k23, half).credit;
    expect(credit).toBe(0.5);
    const single = { id: 's', articles: ['7.5.5'], edition: '2023' as const, type: 'single' as const, answer: 1, choices: ['a', 'b', 'c'] };
    const s = scoreExam([q, single], { [q.id]: half, s: 1 });
    expect(s.correct).toBeCloseTo(1.5);
    expect(s.percent).toBe(75);
    const row = s.byArticle.find((r) => r.group === 'A')!;
    expect(row.correct).toBeCloseTo(0.5);
    expect(row.reread).toContain(q.articles[0]);
  });

  it('stored responses are recognised; malformed ones are not', () => {
    expect(isRulingResponse(keyResponse(k23))).toBe(true);
    expect(isAnswered(keyResponse(k23))).toBe(true);
    expect(isAnswered(emptyRulingResponse())).toBe(false);
    expect(isRulingResponse({ ...keyResponse(k23), outcome: 'win' })).toBe(false);
    expect(isRulingResponse({ ...keyResponse(k23), clock: { side: 'white', minutes: -1 } })).toBe(false);
    expect(isRulingResponse({ ...keyResponse(k23), articles: [1] })).toBe(false);
    expect(isRulingResponse([1, 2])).toBe(false);
  });

  it('a paper with a whole ruling and its fractional score survive a reload', () => {
    const half: RulingResponse = { ...keyResponse(k23), obligation: 'none' };
    const stored = {
      version: 1,
      step: 3,
      boxes: {},
      review: [],
      exam: { ids: [q.id], answers: { [q.id]: half }, current: 0, startedAt: 1, seed: 7, finishedAt: 2, edition: '2023' },
      history: [{ at: 2, correct: gradeRuling(k23, half).credit, total: 1, passed: false }],
    };
    const c = checkProgress(JSON.parse(JSON.stringify(stored)));
    expect(c.ok).toBe(true);
    if (c.ok) {
      expect(c.value.exam?.answers[q.id]).toEqual(half);
      expect(c.value.history[0].correct).toBeCloseTo(0.75);
    }
    const bad = { ...stored, exam: { ...stored.exam, answers: { [q.id]: { ...half, outcome: 'win' } } } };
    expect(checkProgress(bad).ok).toBe(false);
  });
});

describe('why the check button waits (#33)', () => {
  it('names the parts of a whole ruling not answered yet, and nothing once all are', () => {
    const r = emptyRulingResponse();
    expect(missingPartsText(r)).toBe('Kontrol için eksik: 1. Sonuç, 2. Oynama yükümlülüğü, 3. Süre düzeltmesi, 4. Uygulanan maddeler.');
    const some: RulingResponse = { ...r, outcome: 'continue', obligation: 'none', clock: { side: null, minutes: 2 } };
    expect(missingPartsText(some)).toBe('Kontrol için eksik: 3. Süre düzeltmesi (kime eklendiği), 4. Uygulanan maddeler.');
    const all: RulingResponse = { ...some, clock: { side: 'white', minutes: 2 }, articles: ['7.5.1'] };
    expect(rulingAnswered(all)).toBe(true);
    expect(missingPartsText(all)).toBeNull();
  });
});
