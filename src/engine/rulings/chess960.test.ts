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
