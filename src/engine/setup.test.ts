import { describe, expect, it } from 'vitest';
import { parseFen } from './fen.ts';
import { setupErrors, initialSetup, type SetupErrorCode } from './setup.ts';
import { Position } from './position.ts';

const codes = (fen: string): SetupErrorCode[] => {
  const s = parseFen(fen);
  if (!s.ok) throw new Error(s.error.message);
  return setupErrors(s.value).map((e) => e.code);
};

describe('setupErrors (3.10.3)', () => {
  it('accepts the initial position and the standard perft positions', () => {
    expect(setupErrors(initialSetup())).toEqual([]);
    for (const fen of [
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
      'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
      'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
      '7r/5k2/8/5Pp1/7P/7K/8/8 w - g6 0 48', // the spec's en passant example
      '8/8/8/8/8/5k2/8/4K2R b K - 0 1',
    ]) {
      expect(codes(fen), fen).toEqual([]);
    }
  });

  const cases: [string, string, SetupErrorCode][] = [
    ['no king', '8/8/8/8/8/8/8/4K3 w - - 0 1', 'no-king'],
    ['two white kings', '4k3/8/8/8/8/8/8/K3K3 w - - 0 1', 'too-many-kings'],
    ['pawn on the first rank', '4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'pawn-on-back-rank'],
    ['pawn on the last rank', '4k2p/8/8/8/8/8/8/4K3 w - - 0 1', 'pawn-on-back-rank'],
    ['nine pawns', '4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1', 'too-many-pawns'],
    ['too many promoted pieces', '4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1', 'too-many-pieces'],
    ['side not to move in check', '4k3/8/8/8/8/8/8/4K2r b - - 0 1', 'opposite-check'],
    ['three checkers', '4k3/8/8/8/8/3n1n2/4r3/4K3 w - - 0 1', 'too-many-checkers'],
    ['double check by two knights', '4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1', 'impossible-check'],
    ['double check along one line', '4k3/8/8/8/8/8/8/r3K2r w - - 0 1', 'impossible-check'],
    ['check by an unmoved pawn', '8/3p4/4K3/8/8/8/8/k7 w - - 0 1', 'impossible-check'],
    ['e.p. square on a wrong rank for the side to move', '4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1', 'bad-ep-square'],
    ['e.p. square with no pawn in front', '4k3/8/8/8/8/8/8/4K3 w - d6 0 1', 'bad-ep-square'],
    ['e.p. square whose starting square is occupied', '4k3/3p4/8/3p4/8/8/8/4K3 w - d6 0 1', 'bad-ep-square'],
    ['castling right without the rook', '4k3/8/8/8/8/8/8/4K3 w K - 0 1', 'bad-castling-rights'],
    ['castling right with the king moved', '4k3/8/8/8/8/8/8/3K3R w K - 0 1', 'bad-castling-rights'],
  ];
  for (const [name, fen, code] of cases) {
    it(`${name}: ${code}`, () => {
      expect(codes(fen)).toContain(code);
      const s = parseFen(fen);
      if (!s.ok) return;
      const r = Position.fromSetup(s.value);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      for (const e of r.error.errors) {
        expect(e.article).toBe('3.10.3');
        expect(e.message).toMatch(/[a-zçğıöşü]/);
      }
      expect(r.error.message).toContain('3.10.3');
    });
  }

  it('accepts a check uncovered by the double step', () => {
    // Black played ...d7-d5, uncovering the bishop on b5? No: a rook on d8 is blocked by d5.
    // Here the queen a4 → e8 line is uncovered when the d7 pawn leaves: legal, White to move.
    expect(codes('4k3/8/8/3p4/Q7/8/8/4K3 b - - 0 1')).toEqual([]);
    expect(codes('4K3/8/8/3p4/q7/8/8/4k3 w - d6 0 2')).toEqual([]);
  });

  it('accepts the check given by the double-stepped pawn itself', () => {
    expect(codes('8/8/8/3p4/4K3/8/8/k7 w - d6 0 1')).toEqual([]);
    // …but not one that the double step cannot have given.
    expect(codes('8/8/8/3p4/8/8/8/k3K2r w - d6 0 1')).toContain('impossible-check');
  });

  it('Position.fromSetupUnchecked takes any board', () => {
    const s = parseFen('4k3/8/8/8/8/8/8/4K2r b K - 0 1');
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const p = Position.fromSetupUnchecked(s.value);
    // The castling right without a rook on h1 is dropped; the board is kept.
    expect(p.fen()).toBe('4k3/8/8/8/8/8/8/4K2r b - - 0 1');
  });
});
