// Guidelines II in the rulings: the starting position (II.2), castling by its four methods
// (II.3.2), an illegal castling (3.8.2 as usual), and the other rulings on a Chess960 board.

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import type { Ruling } from './types.ts';

const ruled = (s: Record<string, unknown>): Ruling => {
  const r = rule(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.ruling;
};
const error = (s: Record<string, unknown>): string => {
  const r = rule(s);
  if (r.ok) throw new Error('expected an error');
  return r.error.message;
};
const C = { variant: 'chess960' };

describe('II.2: the starting position', () => {
  it('is required, and must put the king between the rooks, the bishops on opposite colours, Black opposite White', () => {
    expect(error({ ...C, events: [] })).toMatch(/^start: eksik/);
    expect(error({ ...C, start: 'bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w - - 0 1', events: [] })).toMatch(/^start: .*II\.2\.1/);
    expect(error({ ...C, start: 'bqbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQBNNRKR w HFhf - 0 1', events: [] })).toMatch(/^start: .*II\.2\.2/);
    expect(error({ ...C, start: 'qbbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1', events: [] })).toMatch(/^start: .*II\.2\.3/);
    expect(
      ruled({ ...C, start: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1', moves: ['Nf3'], events: [{ move: 'Nf6' }] }).toMove,
    ).toBe('white');
  });
  it('a later position is not checked against II.2', () => {
    expect(ruled({ ...C, start: '4k3/8/8/8/8/8/8/RK5R w HA - 0 30', events: [{ move: 'Kc2' }] }).toMove).toBe('black');
  });
  it('Shredder-FEN and X-FEN in start and the ruling', () => {
    const a = ruled({ ...C, start: '4k3/pp6/8/8/8/8/PP6/RK5R w HA - 0 10', events: [{ move: 'O-O' }] });
    const b = ruled({ ...C, start: '4k3/pp6/8/8/8/8/PP6/RK5R w KQ - 0 10', events: [{ move: 'O-O' }] });
    expect(a.fen).toBe(b.fen);
    expect(a.fen.split(' ')[0]).toBe('4k3/pp6/8/8/8/8/PP6/R4RK1');
  });
});

describe('II.3.2: the four methods of castling, and an illegal one', () => {
  const cases: [string, Record<string, unknown>[], string, string][] = [
    ['4k3/pp6/8/8/8/8/PP6/RK5R w HA - 0 10', [{ castle: 'king' }, { press: true }], 'R4RK1', 'II.3.2.1'],
    ['7k/pp6/8/8/8/8/PP6/4RKR1 w GE - 0 10', [{ castle: 'king' }, { press: true }], '4RRK1', 'II.3.2.2'],
    ['4k3/pp6/8/8/8/8/PP6/3R1K2 w D - 0 10', [{ place: 'f1c1' }, { press: true }], '2KR4', 'II.3.2.3'],
    ['4k3/pp6/8/8/8/8/PP6/6KR w H - 0 10', [{ place: 'h1f1' }, { press: true }], '5RK1', 'II.3.2.4'],
    ['4k3/pp6/8/8/8/8/PP6/RK5R w HA - 0 10', [{ place: 'b1g1' }, { place: 'h1f1' }, { press: true }], 'R4RK1', 'II.3.2.1'],
  ];
  for (const [start, events, rank1, article] of cases) {
    it(`${article}: ${JSON.stringify(events)}`, () => {
      const v = ruled({ ...C, start, events });
      expect(v.fen.split(' ')[0].split('/')[7]).toBe(rank1);
      expect(v.toMove).toBe('black');
      expect(v.articles).toContain(article);
    });
  }
  it('castling across an attacked square is an illegal move (3.8.2.2.1, 7.5.5); the king must move (4.3.1)', () => {
    const v = ruled({ ...C, start: '5rk1/8/8/8/8/8/8/RK5R w HA - 0 10', events: [{ castle: 'king' }, { press: true }] });
    expect(v.articles).toEqual(expect.arrayContaining(['3.8.2.2.1', '7.5.5']));
    expect(v.clockAdjustments).toEqual([{ side: 'black', seconds: 120, article: '7.5.5' }]);
    expect(v.obligation?.square).toBe('b1');
  });
  it('UCI writes castling as the king taking its own rook', () => {
    const v = ruled({ ...C, start: '4k3/pp6/8/8/8/8/PP6/RK5R w HA - 0 10', events: [{ move: 'b1a1' }] });
    expect(v.fen.split(' ')[0].split('/')[7]).toBe('2KR3R');
  });
  it('a flag, a claim and a dead position work on a Chess960 board', () => {
    const flag = ruled({ ...C, start: '4k3/pp6/8/8/8/8/PP6/RK5R b HA - 0 30', events: [{ flag: 'black' }] });
    expect(flag.result).toBe('1-0');
    const dead = ruled({ ...C, start: '4k3/8/8/8/8/8/8/1K5b w - - 0 30', events: [{ move: 'Kc2' }] });
    expect(dead.termination).toBe('dead-position');
  });
});

describe('Article 4.4 on a Chess960 board: the touched rook names the side (Guidelines II.3)', () => {
  const RKR = 'rk5r/pp4pp/8/8/8/8/PP4PP/RK5R w HAha - 0 10';
  const ob = (v: Ruling) => ({ kind: v.obligation?.kind, square: v.obligation?.square, moves: [...(v.obligation?.moves ?? [])].sort() });

  it('4.4.1: king, then a rook: castle on that rook’s side, by the method the board needs (II.3.2.1)', () => {
    const g = ruled({ ...C, start: RKR, events: [{ touch: 'b1' }, { touch: 'h1' }] });
    expect(ob(g)).toEqual({ kind: 'castle', square: 'b1', moves: ['O-O'] });
    expect(g.articles).toEqual(['4.4.1', 'II.3.2.1']);
    const c = ruled({ ...C, start: RKR, events: [{ touch: 'b1' }, { touch: 'a1' }] });
    expect(ob(c)).toEqual({ kind: 'castle', square: 'b1', moves: ['O-O-O'] });
  });

  it('4.4.1 with castling by exchanging squares (II.3.2.2), the king alone (II.3.2.3), the rook alone (II.3.2.4)', () => {
    const exchange = ruled({
      ...C,
      start: 'r4kr1/ppp2ppp/8/8/8/8/PPP2PPP/R4KR1 w GAga - 0 12',
      events: [{ touch: 'f1' }, { touch: 'g1' }],
    });
    expect(ob(exchange)).toEqual({ kind: 'castle', square: 'f1', moves: ['O-O'] });
    expect(exchange.articles).toContain('II.3.2.2');
    const kingOnly = ruled({ ...C, start: '4k2r/ppp2ppp/8/8/8/8/PPP2PPP/3RK2R w HDh - 0 12', events: [{ touch: 'e1' }, { touch: 'd1' }] });
    expect(ob(kingOnly)).toEqual({ kind: 'castle', square: 'e1', moves: ['O-O-O'] });
    expect(kingOnly.articles).toContain('II.3.2.3');
    const rookOnly = ruled({ ...C, start: '6kr/ppp2ppp/8/8/8/8/PPP2PPP/R5KR w HAh - 0 12', events: [{ touch: 'g1' }, { touch: 'h1' }] });
    expect(ob(rookOnly)).toEqual({ kind: 'castle', square: 'g1', moves: ['O-O'] });
    expect(rookOnly.articles).toContain('II.3.2.4');
  });

  it('4.4.1 kept: a rook move instead of the castling owed breaks 4.4.1; castling made stands', () => {
    const bad = ruled({ ...C, start: RKR, events: [{ touch: 'b1' }, { touch: 'h1' }, { place: 'h1e1' }, { press: true }] });
    expect(bad.toMove).toBe('white');
    expect(bad.articles).toContain('4.4.1');
    expect(ob(bad).kind).toBe('castle');
    const good = ruled({ ...C, start: RKR, events: [{ touch: 'b1' }, { touch: 'h1' }, { castle: 'king' }, { press: true }] });
    expect(good.toMove).toBe('black');
    expect(good.fen.split(' ')[0].split('/')[7]).toBe('R4RK1');
  });

  it('4.4.2: rook, then king: no castling on that side; the rook must move (4.3.1), else the king, castling on the other side included', () => {
    const v = ruled({ ...C, start: RKR, events: [{ touch: 'h1' }, { touch: 'b1' }] });
    expect(v.articles).toEqual(['4.4.2', '4.3.1']);
    expect(ob(v)).toEqual({ kind: 'move', square: 'h1', moves: ['Rc1', 'Rd1', 'Re1', 'Rf1', 'Rg1'] });
    const exchange = ruled({
      ...C,
      start: 'r4kr1/ppp2ppp/8/8/8/8/PPP2PPP/R4KR1 w GAga - 0 12',
      events: [{ touch: 'g1' }, { touch: 'f1' }],
    });
    expect(ob(exchange)).toEqual({ kind: 'move', square: 'g1', moves: ['Rh1'] });
    const stuck = ruled({ ...C, start: '6kr/ppp2ppp/8/8/8/8/PPP2PPP/R5KR w HAh - 0 12', events: [{ touch: 'h1' }, { touch: 'g1' }] });
    expect(ob(stuck)).toEqual({ kind: 'move', square: 'g1', moves: ['Kf1', 'O-O-O'] });
    expect(stuck.articles).toEqual(['4.4.2', '4.3.1']);
  });

  it('4.4.2 with a rook-alone castling: the rook put on f1 after the king was touched is refused; with only the rook touched it is castling', () => {
    const after = ruled({
      ...C,
      start: '6kr/ppp2ppp/8/8/8/8/PPP2PPP/R5KR w HAh - 0 12',
      events: [{ touch: 'h1' }, { touch: 'g1' }, { place: 'h1f1' }, { press: true }],
    });
    expect(after.toMove).toBe('white');
    expect(after.articles).toContain('4.4.2');
    const only = ruled({
      ...C,
      start: '6kr/ppp2ppp/8/8/8/8/PPP2PPP/R5KR w HAh - 0 12',
      events: [{ touch: 'h1' }, { place: 'h1f1' }, { press: true }],
    });
    expect(only.toMove).toBe('black');
    expect(only.articles).toEqual(expect.arrayContaining(['II.3.2.4', '4.3.1']));
    expect(only.articles).not.toContain('4.4.2');
  });

  it('4.4.3: castling with the touched rook illegal: another king move, castling with the other rook included (II.3.2.x named)', () => {
    const v = ruled({ ...C, start: '5rk1/pp4pp/8/8/8/8/PP4PP/RK5R w HA - 0 10', events: [{ touch: 'b1' }, { touch: 'h1' }] });
    expect(ob(v)).toEqual({ kind: 'king', square: 'b1', moves: ['Kc1', 'Kc2', 'O-O-O'] });
    expect(v.articles).toEqual(['4.4.1', '3.8.2.2.1', '4.4.3', 'II.3.2.1']);
    // No legal king move at all: any legal move (4.4.3, last sentence).
    const free = ruled({ ...C, start: '5rk1/pp6/8/8/8/8/PPP4P/RKN4R w HA - 0 10', events: [{ touch: 'b1' }, { touch: 'h1' }] });
    expect(free.obligation?.kind).toBe('free');
    expect(free.articles).toContain('4.4.3');
  });

  it('4.4.3 reasons: a piece on the squares of II.3.2.7.4, a rook that came later (3.8.2.1.2), the king has moved (3.8.2.1.1), castled once already (II.3.1)', () => {
    const blocked = ruled({ ...C, start: 'rk5r/pp4pp/8/8/8/8/PP4PP/RK3B1R w HAha - 0 10', events: [{ touch: 'b1' }, { touch: 'h1' }] });
    expect(blocked.articles).toEqual(expect.arrayContaining(['4.4.1', '3.8.2.2.2', 'II.3.2.7.4', '4.4.3']));
    const later = ruled({ ...C, start: 'rk5r/pp4pp/8/8/8/8/PP4PP/RK3R1R w Aha - 0 10', events: [{ touch: 'b1' }, { touch: 'f1' }] });
    expect(later.obligation?.kind).toBe('king');
    const lateRook = ruled({ ...C, start: 'rk5r/pp4pp/8/8/8/8/PP4PP/RK1R3R w HAha - 0 10', events: [{ touch: 'b1' }, { touch: 'd1' }] });
    expect(lateRook.articles).toEqual(expect.arrayContaining(['4.4.1', '3.8.2.1.2', '4.4.3']));
    expect(ob(lateRook).kind).toBe('king');
    const moved = ruled({ ...C, start: RKR, moves: ['Kc1', 'a6', 'Kb1', 'a5'], events: [{ touch: 'b1' }, { touch: 'h1' }] });
    expect(moved.articles).toEqual(['4.4.1', '3.8.2.1.1', '4.4.3']);
    // The attacked square is named as the Laws see it: g1, behind the rook the king exchanges with (not f1).
    const behind = ruled({ ...C, start: '4k3/pp6/8/8/8/8/PP6/5KRq w G - 0 20', events: [{ touch: 'f1' }, { touch: 'g1' }] });
    expect(behind.steps.find((st) => st.article === '3.8.2.2.1')?.text).toMatch(/gideceği g1/);
    const once = ruled({
      ...C,
      start: 'r5kr/ppp2ppp/8/8/8/8/PPP2PPP/R5KR w HAha - 0 12',
      moves: ['O-O', 'a6'],
      events: [{ touch: 'g1' }, { touch: 'a1' }],
    });
    expect(once.articles).toEqual(['4.4.1', 'II.3.1', '4.4.3']);
    expect(ob(once)).toEqual({ kind: 'king', square: 'g1', moves: ['Kh1'] });
  });

  it('4.7 / II.3.2.1: the king’s step onto its castling square that is itself a legal king move is made; the rook after it completes castling', () => {
    const step = ruled({ ...C, start: RKR, events: [{ place: 'b1c1' }, { press: true }] });
    expect(step.toMove).toBe('black');
    expect(step.illegalMoves).toEqual({ white: 0, black: 0 });
    expect(step.fen.split(' ')[0].split('/')[7]).toBe('R1K4R');
    const castled = ruled({ ...C, start: RKR, events: [{ place: 'b1c1' }, { place: 'a1d1' }, { press: true }] });
    expect(castled.fen.split(' ')[0].split('/')[7]).toBe('2KR3R');
    expect(castled.articles).toContain('II.3.2.1');
    // Not a king move (b1-g1): the king alone on g1 is castling in progress (4.7.2).
    const half = ruled({ ...C, start: RKR, events: [{ place: 'b1g1' }, { press: true }] });
    expect(half.articles).toEqual(expect.arrayContaining(['4.7.2', '7.5.5']));
    expect(ob(half)).toEqual({ kind: 'castle', square: 'b1', moves: ['O-O'] });
  });
});
