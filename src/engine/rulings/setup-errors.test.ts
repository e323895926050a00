// Set-up errors found during the game (spec v2 `found`): 7.2.1, 7.2.2, 7.3 and, in rapid/blitz
// without full supervision, 2018 A.4.1.2 / 2023 A.5.1.2 (2001 B4) — under every edition.

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import { ruled } from '../../../tests/support/rule.ts';
import { INITIAL_FEN } from '../fen.ts';

const OPENING = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'];
/** A position after twelve moves each (fullmove 13, White to move), both sides still able to castle. */
const LATE = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 13';

describe('a wrong initial position (7.2.1)', () => {
  it('standard play: the game is cancelled and a new game played, in every edition', () => {
    for (const [laws, art] of [
      ['2023', '7.2.1'],
      ['2018', '7.2.1'],
      ['2001', '7.1.a'],
    ]) {
      const v = ruled({ laws, timeControl: '90+30', moves: OPENING, events: [{ found: 'initial-position' }] });
      expect([v.result, v.termination, v.fen, v.toMove]).toEqual([null, 'restart', INITIAL_FEN, null]);
      expect(v.articles).toEqual([art]);
    }
  });
  it('rapid without full supervision after ten moves each: no claim, the game goes on (2018 A.4.1.2, 2023 A.5.1.2)', () => {
    for (const [laws, art] of [
      ['2023', 'A.5.1.2'],
      ['2018', 'A.4.1.2'],
    ]) {
      const v = ruled({ laws, timeControl: '15+10', start: LATE, events: [{ found: 'initial-position' }] });
      expect([v.result, v.termination]).toEqual([null, null]);
      expect(v.articles).toContain(art);
    }
    // Before that it is a new game.
    expect(ruled({ laws: '2023', timeControl: '15+10', moves: OPENING, events: [{ found: 'initial-position' }] }).termination).toBe(
      'restart',
    );
    // 2001 B4: three moves each.
    expect(ruled({ laws: '2001', timeControl: '25+0', moves: OPENING, events: [{ found: 'initial-position' }] }).articles).toContain('B4');
  });
  it('a misplaced king after ten moves each in rapid: it cannot castle; a misplaced rook: not with that rook', () => {
    const king = ruled({ laws: '2023', timeControl: '15+10', start: LATE, events: [{ found: 'misplaced', square: 'e1' }] });
    expect(king.fen.split(' ')[2]).toBe('kq');
    // Touching king and rook to castle: castling with that rook is not allowed, so touch-move asks for
    // another king move (4.4.3) — no illegal-move penalty (MHK on A.4.1.2).
    const rook = ruled({
      laws: '2023',
      timeControl: '15+10',
      start: LATE,
      events: [{ found: 'misplaced', square: 'h1' }, { touch: 'e1' }, { touch: 'h1' }],
    });
    expect(rook.obligation?.kind).toBe('king');
    expect(rook.obligation?.moves).not.toContain('O-O');
    expect(rook.illegalMoves.white).toBe(0);
    expect(rook.articles).toEqual(expect.arrayContaining(['A.5.1.2', '4.4.1', '4.4.3']));
  });
});

describe('the board placed contrary to 2.1 (7.2.2) and colours reversed (7.3)', () => {
  it('the position is transferred to a correctly placed board and the game goes on', () => {
    const v = ruled({ laws: '2023', timeControl: '90+30', moves: OPENING, events: [{ found: 'board-orientation' }] });
    expect([v.result, v.termination, v.toMove]).toEqual([null, null, 'white']);
    expect(v.articles).toEqual(['7.2.2']);
    expect(ruled({ laws: '2001', timeControl: '90+30', moves: OPENING, events: [{ found: 'board-orientation' }] }).articles).toEqual([
      '7.1.b',
    ]);
  });
  it('colours reversed: a new game before ten moves each, the game goes on after (2001: goes on)', () => {
    expect(ruled({ laws: '2023', timeControl: '90+30', moves: OPENING, events: [{ found: 'colours-reversed' }] }).termination).toBe(
      'restart',
    );
    const late = ruled({ laws: '2018', timeControl: '90+30', start: LATE, events: [{ found: 'colours-reversed' }] });
    expect([late.termination, late.articles]).toEqual([null, ['7.3']]);
    expect(ruled({ laws: '2001', timeControl: '90+30', moves: OPENING, events: [{ found: 'colours-reversed' }] }).articles).toEqual([
      '7.2',
    ]);
  });
  it('bad input names the field', () => {
    const bad = (ev: Record<string, unknown>) => {
      const r = rule({ events: [ev] });
      return r.ok ? '' : r.error.message;
    };
    expect(bad({ found: 'clock' })).toMatch(/^events\[0\]\.found: "clock" bilinmiyor/);
    expect(bad({ found: 'misplaced' })).toMatch(/^events\[0\]\.square: /);
    expect(bad({ found: 'initial-position', square: 'e1' })).toMatch(/^events\[0\]\.square: /);
    const empty = rule({ laws: '2023', timeControl: '15+10', start: LATE, events: [{ found: 'misplaced', square: 'e4' }] });
    expect(!empty.ok && empty.error.message).toMatch(/^events\[0\]\.square: e4 karesinde şah ya da kale yok/);
  });
});
