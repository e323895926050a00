// Draw claims done wrong: an intended move that is illegal (9.5.3: the move is to be made under
// Articles 3 and 4 — the declared pieces bind as touched), a claim by the player not having the
// move (9.2 / 9.3 belong to the player having the move), a claim after touching a piece (9.4:
// 2018/2023 lose the right by touching, 2001 only by making the move).

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import { ruled, ruleError as error } from '../../../tests/support/rule.ts';

// 49 moves of each side without a capture or a pawn move; White to move.
const FIFTY = '4k3/8/8/8/8/2n5/8/R3K3 w - - 98 120';
const REPEAT = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

describe('an illegal intended move (9.5.3)', () => {
  it('2023: the claim is incorrect, the opponent gets two minutes and the declared rook must move', () => {
    const v = ruled({ laws: '2023', start: '8/8/8/4k3/8/8/R7/4K3 w - - 98 120', events: [{ claim: 'fifty', intended: 'a2e6' }] });
    expect(v.result).toBeNull();
    expect(v.toMove).toBe('white');
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '9.5.3' }]);
    expect(v.obligation?.kind).toBe('move');
    expect(v.obligation?.square).toBe('a2');
    expect(v.obligation?.moves).toContain('Re2+');
    // The reason the move is illegal (3.3: a rook moves along files and ranks) is cited.
    expect(v.articles).toEqual(['9.3.1', '3.3', '9.5.3', '9.1.2.3', '4.3.1']);
    expect(v.warnings.some((w) => w.note.includes('a2-e6'))).toBe(true);
  });

  it('a declared capture binds both pieces (4.3.3): the capture is impossible, so the rook moves', () => {
    const v = ruled({ laws: '2023', start: FIFTY, events: [{ claim: 'fifty', intended: 'a1c3' }] });
    expect(v.obligation).toMatchObject({ kind: 'move', square: 'a1' });
    expect(v.articles).toContain('4.3.3');
  });

  it('a declared capture that a legal move of the piece can make is that capture (4.3.3)', () => {
    // The knight on c3 can be taken by the rook from c1, not from a1; the rook on c1 is declared to take on a3.
    const v = ruled({ laws: '2023', start: '4k3/8/8/8/8/n1n5/8/2R1K3 w - - 98 120', events: [{ claim: 'fifty', intended: 'c1a3' }] });
    expect(v.obligation?.kind).toBe('move');
    expect(v.obligation?.square).toBe('c1');
  });

  it('2001: three minutes to the opponent, the claimant’s time cut, the declared piece bound (4.3.b)', () => {
    const v = ruled({ laws: '2001', clocks: { white: 300, black: 300 }, start: FIFTY, events: [{ claim: 'fifty', intended: 'a1c3' }] });
    expect(v.clockAdjustments).toEqual([
      { side: 'black', seconds: 180, article: '9.5.b' },
      { side: 'white', seconds: -150, article: '9.5.b' },
    ]);
    expect(v.obligation).toMatchObject({ kind: 'move', square: 'a1' });
    expect(v.articles).toContain('4.3.b');
    expect(v.warnings.map((w) => w.note).join(' ')).toContain('9.5.b');
    expect(v.warnings.map((w) => w.note).join(' ')).not.toContain('9.5.3');
  });

  it('a declared piece that cannot move leaves any legal move (4.5)', () => {
    const v = ruled({ laws: '2023', start: '4k3/8/8/8/8/8/6PP/6KR w - - 98 120', events: [{ claim: 'fifty', intended: 'h1h3' }] });
    expect(v.articles).toContain('3.5');
    // The rook on h1 cannot pass its pawn on h2 (3.5) and has no legal move at all: no obligation.
    expect(v.obligation?.kind ?? 'free').toBe('free');
    expect(v.articles).toContain('4.5');
  });

  it('the game then goes on with the obligation enforced', () => {
    const r = rule({
      laws: '2023',
      start: '8/8/8/4k3/8/8/R7/4K3 w - - 98 120',
      events: [{ claim: 'fifty', intended: 'a2e6' }, { move: 'Ra5+' }],
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.ruling.toMove).toBe('black');
  });

  it('an illegal move in SAN, a square without the claimant’s piece, and nonsense stay errors naming the field', () => {
    expect(error({ moves: ['e4', 'e5'], events: [{ claim: 'threefold', intended: 'Qxf7' }] })).toMatch(
      /^events\[0\]\.intended: "Qxf7".*karelerle yazın/,
    );
    expect(error({ start: FIFTY, events: [{ claim: 'fifty', intended: 'b1b2' }] })).toMatch(/^events\[0\]\.intended:/);
    expect(error({ start: FIFTY, events: [{ claim: 'fifty', intended: 'c3c4' }] })).toMatch(/^events\[0\]\.intended:/);
    expect(error({ moves: REPEAT, events: [{ claim: 'threefold', intended: 'Zz9' }] })).toMatch(/^events\[0\]\.intended: "Zz9"/);
  });
});

describe('a claim by the player not having the move', () => {
  it('is incorrect: only the player having the move may claim (9.2), the opponent gets two minutes', () => {
    const v = ruled({ laws: '2023', moves: REPEAT, events: [{ claim: 'threefold', by: 'white' }] });
    expect(v.result).toBeNull();
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '9.5.3' }]);
    expect(v.steps.some((s) => s.text.includes('hamlesi olan oyuncu'))).toBe(true);
  });
});

describe('a claim after touching a piece (9.4)', () => {
  it('2018/2023: the right to claim on that move is lost; touch-move binds', () => {
    for (const laws of ['2018', '2023']) {
      const v = ruled({ laws, moves: REPEAT, events: [{ touch: 'f6' }, { claim: 'threefold', intended: 'Ng8' }] });
      expect(v.result).toBeNull();
      expect(v.clockAdjustments).toEqual([]);
      expect(v.articles).toEqual(['9.4', '4.3.1']);
      expect(v.obligation).toMatchObject({ kind: 'move', square: 'f6' });
    }
  });

  it('2001: touching does not lose the right (only making the move does): the claim is examined and correct', () => {
    const v = ruled({ laws: '2001', moves: REPEAT, events: [{ touch: 'f6' }, { claim: 'threefold', intended: 'Ng8' }] });
    expect(v.result).toBe('1/2-1/2');
    expect(v.termination).toBe('threefold');
  });
});
