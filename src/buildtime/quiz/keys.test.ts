import { describe, expect, it } from 'vitest';
import { askedValue, checkScenarioKey, checkScenarioKeys, sameValue, type RuleFn, type RulingLike } from './keys.ts';
import type { Question } from '../../browser/quiz/types.ts';

const ruling: RulingLike = {
  result: null,
  termination: null,
  toMove: 'white',
  obligation: { kind: 'capture', square: 'g5', moves: ['fxg6+'] },
  clockAdjustments: [{ side: 'black', seconds: 120, article: '7.5.5' }],
  illegalMoves: { white: 1, black: 0 },
};

const q = (over: Partial<Question>): Question => ({
  id: 'madde-4-001',
  articles: ['4.3.3'],
  edition: '2018',
  editions: ['2018'],
  type: 'scenario',
  difficulty: 3,
  text: '?',
  scenario: { events: [{ press: true }] },
  ask: 'obligation',
  choices: [
    { label: 'fxg6', value: ['fxg6'] },
    { label: 'serbest', value: 'free' },
    { label: 'yok', value: null },
  ],
  answer: 0,
  explanation: '',
  file: 'madde-4.json',
  ...over,
});

const rule =
  (r: RulingLike): RuleFn =>
  () => ({ ok: true, value: r });

describe('askedValue', () => {
  it('derives each asked part of a ruling in the banks’ form', () => {
    expect(askedValue(ruling, 'obligation')).toEqual(['fxg6']);
    expect(askedValue({ ...ruling, obligation: { kind: 'free', square: 'g5', moves: ['Kg2', 'fxg6'] } }, 'obligation')).toBe('free');
    expect(askedValue({ ...ruling, obligation: null }, 'obligation')).toBeNull();
    expect(askedValue({ ...ruling, obligation: { kind: 'move', square: 'a1', moves: ['Rh8', 'Ra8#', 'Rb8'] } }, 'obligation')).toEqual([
      'Ra8',
      'Rb8',
      'Rh8',
    ]);
    expect(askedValue(ruling, 'clock')).toEqual([{ side: 'black', seconds: 120 }]);
    expect(askedValue(ruling, 'illegalMoves')).toEqual({ white: 1, black: 0 });
    // Spec v2: the clocks left and who must record the moves (8.4); null when the ruling cannot tell.
    expect(askedValue({ ...ruling, clocks: { white: 615, black: 510 } }, 'clocks')).toEqual({ white: 615, black: 510 });
    expect(askedValue(ruling, 'clocks')).toBeNull();
    expect(askedValue({ ...ruling, recording: { white: false, black: true } }, 'recording')).toEqual({ white: false, black: true });
    expect(sameValue('recording', { black: true, white: false }, { white: false, black: true })).toBe(true);
    expect(sameValue('clocks', { white: 1, black: 2 }, { white: 2, black: 1 })).toBe(false);
    expect(askedValue(ruling, 'toMove')).toBe('white');
    expect(askedValue(ruling, 'result')).toBeNull();
    expect(askedValue({ ...ruling, termination: 'timeout-unwinnable', result: '1/2-1/2' }, 'termination')).toBe('timeout-unwinnable');
  });

  it('compares clock lists regardless of order and obligation lists as sets', () => {
    expect(
      sameValue(
        'clock',
        [
          { side: 'white', seconds: -60 },
          { side: 'black', seconds: 120 },
        ],
        [
          { side: 'black', seconds: 120 },
          { side: 'white', seconds: -60 },
        ],
      ),
    ).toBe(true);
    expect(sameValue('clock', [], [{ side: 'black', seconds: 120 }])).toBe(false);
    expect(sameValue('obligation', ['Rb8', 'Ra8'], ['Ra8', 'Rb8'])).toBe(true);
    expect(sameValue('obligation', 'free', null)).toBe(false);
    expect(sameValue('illegalMoves', { black: 0, white: 1 }, { white: 1, black: 0 })).toBe(true);
  });
});

describe('checkScenarioKey', () => {
  it('confirms a key that the engine gives', () => {
    expect(checkScenarioKey(q({}), rule(ruling))).toEqual({ status: 'verified', engineValue: ['fxg6'] });
  });

  it('reports a written key that contradicts the engine, with both values', () => {
    const c = checkScenarioKey(q({ answer: 1 }), rule(ruling));
    expect(c.status).toBe('contradiction');
    if (c.status === 'contradiction') {
      expect(c.engineValue).toEqual(['fxg6']);
      expect(c.keyValue).toBe('free');
    }
  });

  it('reports an engine value carried by no choice', () => {
    const c = checkScenarioKey(q({}), rule({ ...ruling, obligation: { kind: 'move', square: 'g1', moves: ['Kg2'] } }));
    expect(c.status).toBe('contradiction');
  });

  it('reports a scenario the engine rejects or that makes it throw', () => {
    const rejecting: RuleFn = () => ({ ok: false, error: { message: 'events[0].press: …' } });
    expect(checkScenarioKey(q({}), rejecting)).toMatchObject({ status: 'error' });
    const throwing: RuleFn = () => {
      throw new Error('boom');
    };
    expect(checkScenarioKey(q({}), throwing)).toMatchObject({ status: 'error', message: expect.stringContaining('boom') });
  });
});

describe('keys per edition', () => {
  it("rules the scenario under each edition the question claims and checks that edition's key", async () => {
    const { rule } = await import('../../engine/rulings/index.ts');
    const engine: RuleFn = (json) => {
      const r = rule(json);
      return r.ok ? { ok: true, value: r.value.ruling } : r;
    };
    // Rapid 15+10, the opponent points out a completed illegal move: 2018 +120 s, 2023 +60 s (A.3).
    const rapid = q({
      editions: ['2023', '2018'],
      ask: 'clock',
      scenario: {
        laws: '2018',
        timeControl: '15+10',
        moves: ['e4', 'e5'],
        events: [{ place: 'f1f3' }, { press: true }, { claim: 'illegal', by: 'black' }],
      },
      choices: [
        { label: 'Siyah’a 2 dakika', value: [{ side: 'black', seconds: 120 }] },
        { label: 'Siyah’a 1 dakika', value: [{ side: 'black', seconds: 60 }] },
      ],
      answer: 0,
      answers: { '2023': 1 },
    });
    expect(checkScenarioKey(rapid, engine, '2018').status).toBe('verified');
    expect(checkScenarioKey(rapid, engine, '2023').status).toBe('verified');
    const wrong = { ...rapid, answers: undefined };
    const c = checkScenarioKey(wrong, engine, '2023');
    expect(c.status).toBe('contradiction');
    const report = await checkScenarioKeys([rapid, wrong], engine);
    expect(report.verified).toEqual(['madde-4-001']);
    expect(report.problems.map((p) => p.field)).toEqual(['answers.2023']);
  });
});

describe('checkScenarioKeys', () => {
  it('counts verified questions and lists contradictions with file and id', async () => {
    const questions = [q({}), q({ id: 'madde-4-002', answer: 2 }), { ...q({ id: 'madde-4-003' }), type: 'single' as const }];
    const r = await checkScenarioKeys(questions, rule(ruling));
    expect(r.scenarioCount).toBe(2);
    expect(r.verified).toEqual(['madde-4-001']);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ file: 'madde-4.json', id: 'madde-4-002', keyValue: null, engineValue: ['fxg6'] });
  });
});
