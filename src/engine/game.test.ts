import { describe, expect, it } from 'vitest';
import { Game, positionKey } from './game.ts';
import { Position } from './position.ts';
import { parseSan } from './san.ts';
import type { Move } from './types.ts';

const G = (fen?: string, opts?: ConstructorParameters<typeof Game>[1]): Game => {
  if (!fen) return new Game(undefined, opts);
  const r = Game.fromFen(fen, opts);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const play = (g: Game, ...sans: string[]): void => {
  for (const s of sans) {
    const r = g.playSan(s);
    if (!r.ok) throw new Error(`${s}: ${r.error.message}`);
  }
};
const san = (g: Game, s: string): Move => {
  const r = parseSan(g.position, s);
  if (!r.ok) throw new Error(s);
  return r.value;
};
const P = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const KNIGHT_DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

describe('9.2.3 position identity', () => {
  it('a double step that cannot be answered e.p. leaves the position the same (9.2.3.1)', () => {
    const g = G();
    play(g, 'e4');
    expect(g.position.epSquare).not.toBeNull(); // the raw square is set …
    expect(positionKey(g.position)).toBe(positionKey(P('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')));
  });

  it('an adjacent pawn that cannot legally take e.p. (pinned along the rank) changes nothing', () => {
    const g = G('7k/2p5/8/KP5r/8/8/8/8 b - - 0 1');
    play(g, 'c5');
    expect(g.position.legalMoves().some((m) => m.from === 33 && m.to === 42)).toBe(false);
    expect(positionKey(g.position)).toBe(positionKey(P('7k/8/8/KPp4r/8/8/8/8 w - - 0 2')));
  });

  it('a legal e.p. capture makes the position different', () => {
    const g = G('4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1');
    play(g, 'c5');
    expect(positionKey(g.position)).not.toBe(positionKey(P('4k3/8/8/2pP4/8/8/8/4K3 w - - 0 2')));
    // … and the same placement reached later without the e.p. right is not a repetition.
    play(g, 'Ke2', 'Ke7', 'Ke1', 'Ke8');
    expect(g.positionKey()).toBe(positionKey(P('4k3/8/8/2pP4/8/8/8/4K3 w - - 0 4')));
    expect(g.repetitions()).toBe(1);
    play(g, 'Ke2', 'Ke7', 'Ke1', 'Ke8');
    expect(g.repetitions()).toBe(2);
  });

  it('castling rights count (9.2.3.2): same placement after rook moves is a different position', () => {
    const g = G('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    play(g, 'Rh2', 'Rh7', 'Rh1', 'Rh8');
    // Same pieces on the same squares, but the h-rooks have moved: no more short castling.
    expect(g.positionKey()).not.toBe(g.positionKey(0));
    expect(g.repetitions()).toBe(1);
    play(g, 'Rh2', 'Rh7', 'Rh1', 'Rh8');
    expect(g.repetitions()).toBe(2);
    play(g, 'Rh2', 'Rh7', 'Rh1', 'Rh8');
    expect(g.repetitions()).toBe(3);
    expect(g.canClaimThreefold()).toBe(true);
  });

  it('a castling right that cannot be used right now still counts', () => {
    // Castling is blocked by the knight on g1 (3.8.2.2.2), yet the right stays (9.2.3.2).
    const a = P('4k3/8/8/8/8/8/8/4K1NR w K - 0 1');
    const b = P('4k3/8/8/8/8/8/8/4K1NR w - - 0 1');
    expect(positionKey(a)).not.toBe(positionKey(b));
  });
});

describe('9.2 threefold repetition (claim)', () => {
  it('claimable when the position has appeared three times (9.2.2)', () => {
    const g = G();
    play(g, ...KNIGHT_DANCE, ...KNIGHT_DANCE);
    expect(g.repetitions()).toBe(3);
    expect(g.canClaimThreefold()).toBe(true);
    expect(g.outcome().result).toBeNull(); // a claim, not an automatic ending
  });

  it('claimable with the intended move that repeats it a third time (9.2.1)', () => {
    const g = G();
    play(g, ...KNIGHT_DANCE, 'Nf3', 'Nf6', 'Ng1');
    expect(g.canClaimThreefold()).toBe(false);
    expect(g.canClaimThreefold(san(g, 'Ng8'))).toBe(true);
    expect(g.canClaimThreefold(san(g, 'Nc6'))).toBe(false);
    // An illegal intended move gives no claim.
    expect(g.canClaimThreefold({ from: 0, to: 63 })).toBe(false);
  });
});

describe('9.3 fifty moves (claim) and 9.6.2 seventy-five moves (automatic)', () => {
  it('claimable at 100 half-moves without capture or pawn move (9.3.2)', () => {
    const g = G('4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80');
    expect(g.canClaimFifty()).toBe(false);
    play(g, 'Ra2');
    expect(g.canClaimFifty()).toBe(true);
    expect(g.outcome().result).toBeNull();
  });

  it('claimable with an intended move completing the 50 (9.3.1), not with a pawn move', () => {
    const g = G('4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80');
    expect(g.canClaimFifty(san(g, 'Ra2'))).toBe(true);
    expect(g.canClaimFifty(san(g, 'e4'))).toBe(false);
  });

  it('the game is drawn when the 150th half-move completes the 75 moves (9.6.2)', () => {
    const g = G('7k/8/6K1/8/8/8/8/R7 w - - 149 100');
    expect(g.outcome().result).toBeNull();
    play(g, 'Ra2');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', termination: 'seventy-five-moves', articles: ['9.6.2'], ply: 1 });
  });

  it('mate on the 150th half-move stands (9.6.2)', () => {
    const g = G('7k/8/6K1/8/8/8/8/R7 w - - 149 100');
    play(g, 'Ra8#');
    expect(g.position.halfmoves).toBe(150);
    expect(g.outcome()).toEqual({ result: '1-0', termination: 'checkmate', articles: ['5.1.1', '9.6.2'], ply: 1 });
  });

  it('mate after the 75 moves were completed does not count: the draw came first', () => {
    const g = G('7k/8/6K1/8/8/8/R7/8 b - - 149 100');
    play(g, 'Kg8'); // the 150th half-move: drawn (9.6.2)
    play(g, 'Ra8#'); // mate on the 151st comes too late (MHK commentary to 9.6.2)
    expect(g.position.isCheckmate()).toBe(true);
    expect(g.outcome()).toMatchObject({ result: '1/2-1/2', termination: 'seventy-five-moves', ply: 1 });
  });
});

describe('9.6.1 fivefold repetition (automatic)', () => {
  it('ends the game when the same position appears the fifth time', () => {
    const g = G();
    play(g, ...KNIGHT_DANCE, ...KNIGHT_DANCE, ...KNIGHT_DANCE);
    play(g, 'Nf3', 'Nf6', 'Ng1');
    expect(g.outcome().result).toBeNull();
    play(g, 'Ng8');
    expect(g.repetitions()).toBe(5);
    expect(g.outcome()).toEqual({ result: '1/2-1/2', termination: 'fivefold', articles: ['9.6.1', '9.2.3'], ply: 16 });
    // Moves played afterwards do not change how the game ended.
    play(g, 'e4');
    expect(g.outcome().ply).toBe(16);
    expect(g.canClaimThreefold()).toBe(false);
    // Taking moves back reopens it.
    g.undo();
    g.undo();
    expect(g.outcome().result).toBeNull();
    expect(g.canClaimThreefold()).toBe(true);
  });
});

describe('Article 5 endings', () => {
  it('5.1.1 checkmate', () => {
    const g = G();
    play(g, 'f3', 'e5', 'g4', 'Qh4#');
    expect(g.outcome()).toEqual({ result: '0-1', termination: 'checkmate', articles: ['5.1.1'], ply: 4 });
    expect(g.sans).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  });

  it('5.2.1 stalemate', () => {
    const g = G('7k/8/4Q3/6K1/8/8/8/8 w - - 0 1');
    play(g, 'Qf7');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', termination: 'stalemate', articles: ['5.2.1'], ply: 1 });
  });

  it('5.2.2 dead position by the fast material test, and the seam for the full test', () => {
    const g = G('7k/8/8/8/8/8/6r1/6BK w - - 0 1');
    play(g, 'Kxg2');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', termination: 'dead-position', articles: ['5.2.2'], ply: 1 });
    // A plugged-in decision is used instead of the fast path.
    const h = G('7k/8/8/8/8/8/6r1/6BK w - - 0 1', { isDeadPosition: (p) => p.legalMoves().length === 20 });
    h.playSan('Kxg2');
    expect(h.outcome().result).toBeNull();
  });

  it('rejects illegal moves with a Turkish message', () => {
    const g = G();
    const r = g.play({ from: 12, to: 36 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('kurallara uygun değil');
    const s = g.playSan('Ke2');
    expect(s.ok).toBe(false);
  });
});
