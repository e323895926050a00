// The words a board shows for a touch-move obligation: castling names its side, a 4.4.3 king move
// says "move the king" (issue #36: never a generic move on a Chess960 board).
import { describe, expect, it } from 'vitest';
import { rule } from '../../engine/rulings/index.ts';
import { obligationTr } from './labels.ts';
import { releaseEvent } from './sandbox.ts';

const obligationOf = (scenario: Record<string, unknown>) => {
  const r = rule(scenario);
  if (!r.ok) throw new Error(r.error.message);
  const ob = r.value.ruling.obligation;
  if (!ob) throw new Error('no obligation');
  return obligationTr(ob);
};

describe('obligationTr', () => {
  const start = 'rk5r/pp3ppp/8/8/8/8/PP3PPP/RK5R w HAha - 0 14';
  it('Chess960, king then rook (4.4.1): the side of the touched rook', () => {
    expect(obligationOf({ variant: 'chess960', start, events: [{ touch: 'b1' }, { touch: 'h1' }] })).toBe('g yanına rok yapmak (kısa rok)');
    expect(obligationOf({ variant: 'chess960', start, events: [{ touch: 'b1' }, { touch: 'a1' }] })).toBe('c yanına rok yapmak (uzun rok)');
  });
  it('Chess960, castling with the touched rook illegal (4.4.3): move the king', () => {
    const attacked = 'rk3r2/pp4pp/8/8/8/8/PP4PP/RK5R w HA - 0 14';
    // The sandbox's release of the king onto its own rook is the castle event.
    const castle = releaseEvent(attacked, 'b1', 'h1', { chess960: true });
    expect(castle).toEqual({ castle: 'king' });
    expect(obligationOf({ variant: 'chess960', start: attacked, events: [castle, { press: true }] })).toBe('şahıyla oynamak');
  });
  it('the standard game: the short castling named as such; other kinds as before', () => {
    const std = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 10';
    expect(obligationOf({ start: std, events: [{ touch: 'e1' }, { touch: 'h1' }] })).toBe('g yanına rok yapmak (kısa rok)');
    expect(obligationOf({ start: std, events: [{ touch: 'a2' }] })).toBe('dokunduğu taşı oynamak');
  });
});
