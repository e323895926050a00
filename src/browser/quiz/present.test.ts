import { describe, expect, it } from 'vitest';
import { describeScenarioEvents, numberedMoves, scenarioFacts, toClientQuestion } from './present.ts';
import { replayScenario } from './replay.ts';
import type { Question } from './types.ts';

const enPassant = {
  timeControl: '90+30',
  start: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47',
  moves: ['g5'],
  events: [{ touch: 'g5' }, { touch: 'h4' }, { place: 'h4g5' }, { press: true }, { claim: 'illegal' }, { move: 'fxg6' }],
};

describe('replayScenario', () => {
  it('plays start + moves: the board before the events', () => {
    const r = replayScenario(enPassant);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.position.fen()).toBe('7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48');
    expect(r.value.sans).toEqual(['g5']);
    expect(numberedMoves(r.value.sans, r.value.firstMoveNumber, r.value.firstColor)).toBe('47... g5');
  });

  it('reports the field of a bad history', () => {
    expect(replayScenario({ start: 'nonsense', events: [] })).toMatchObject({ ok: false, error: { field: 'scenario.start' } });
    expect(replayScenario({ moves: ['e4', 'e4'], events: [] })).toMatchObject({ ok: false, error: { field: 'scenario.moves[1]' } });
  });

  it('reads Turkish letters and UCI and writes Turkish SAN', () => {
    const r = replayScenario({ notation: 'tr', moves: ['e4', 'e5', 'Af3', 'b8c6'], events: [] });
    expect(r.ok && r.value.sans).toEqual(['e4', 'e5', 'Af3', 'Ac6']);
  });
});

describe('events in Turkish', () => {
  it('names the actor and the pieces as they stand, and restores after an illegal move', () => {
    const r = replayScenario(enPassant);
    if (!r.ok) throw new Error('replay');
    expect(describeScenarioEvents(enPassant)).toEqual([
      "Beyaz g5'teki siyah piyona dokunur.",
      "Beyaz h4'teki beyaz piyona dokunur.",
      "Beyaz h4'teki piyonu g5 karesine bırakır.",
      'Beyaz saatine basar.',
      'Siyah rakibinin kural dışı hamlesini hakeme bildirir.',
      'Beyaz fxg6+ oynar ve saatine basar.',
    ]);
  });

  it('tells facts without giving away the category of a time control', () => {
    const r = replayScenario({
      ...enPassant,
      timeControl: '8+3',
      clocks: { white: 95, black: 3600 },
      illegalMoves: { white: 1, black: 0 },
    });
    if (!r.ok) throw new Error('replay');
    const facts = scenarioFacts(
      { ...enPassant, timeControl: '8+3', clocks: { white: 95, black: 3600 }, illegalMoves: { white: 1, black: 0 } },
      r.value,
    );
    expect(facts.join(' ')).toContain('8 dakika, her hamlede 3 saniye');
    expect(facts.join(' ')).not.toMatch(/hızlı|yıldırım/);
    expect(facts.join(' ')).toContain('Beyaz 1:35, Siyah 1:00:00');
    expect(facts.join(' ')).toContain('kural dışı hamleler: Beyaz 1, Siyah 0');
    expect(facts.at(-1)).toBe("Tahtadaki konumda hamle sırası Beyaz'da.");
  });
});

describe('toClientQuestion', () => {
  it('ships labels, the board before the events and the events', () => {
    const q: Question = {
      id: 'madde-4-001',
      articles: ['4.3.3', '7.5.5'],
      edition: '2018',
      editions: ['2023', '2018'],
      type: 'scenario',
      difficulty: 3,
      text: '?',
      scenario: enPassant,
      ask: 'obligation',
      choices: [
        { label: 'fxg6', value: ['fxg6'] },
        { label: 'serbest', value: 'free' },
      ],
      answer: 0,
      explanation: '[Madde 4.3.3](/m/4.3.3/)',
      file: 'madde-4.json',
    };
    const c = toClientQuestion(q);
    expect(c.group).toBe('4');
    expect(c.choices).toEqual(['fxg6', 'serbest']);
    expect(c.board).toEqual({ fen: '7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48', highlight: ['g7', 'g5'] });
    expect(c.events).toHaveLength(6);
    expect(JSON.stringify(c)).not.toContain('"value"');
    const tf = toClientQuestion({ ...q, type: 'truefalse', answer: true, choices: undefined, scenario: undefined, ask: undefined });
    expect(tf.choices).toEqual(['Doğru', 'Yanlış']);
    expect(tf.board).toBeUndefined();
  });
});
