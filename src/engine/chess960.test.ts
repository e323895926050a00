// Guidelines II (Chess960): FEN with Shredder and X-FEN castling fields, castling of every kind,
// and perft node counts equal to chessops (a dev dependency, used only as a reference here) on
// starting positions and middle-game positions.

import { describe, expect, it } from 'vitest';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import { Chess as ChessopsChess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { Position, perft, parseFen, makeUci, makeSan, parseSan, parseUci } from './index.ts';

const pos960 = (fen: string): Position => {
  const p = Position.fromFen(fen, { chess960: true });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

const STARTS = [
  'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1',
  'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1',
  'nrkqbbrn/pppppppp/8/8/8/8/PPPPPPPP/NRKQBBRN w KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w EBeb - 0 1',
];
const MIDDLE = [
  'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
  '2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9',
  'b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9',
  'qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9',
  'rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1',
  '2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1',
];

describe('Chess960 perft equals chessops', () => {
  for (const [fen, depth] of [...STARTS.map((f) => [f, 3] as const), [STARTS[0], 4] as const, ...MIDDLE.map((f) => [f, 3] as const)]) {
    it(`${fen} depth ${depth}`, () => {
      const theirs = ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
      expect(perft(pos960(fen), depth)).toBe(chessopsPerft(theirs, depth, false));
    });
  }
});

describe('Chess960 castling (II.3)', () => {
  it('Shredder-FEN and X-FEN name the same rooks', () => {
    const a = parseFen('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1', { chess960: true });
    const b = parseFen('rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1', { chess960: true });
    expect(a.ok && b.ok && a.value.castlingRooks).toEqual(b.ok && b.value.castlingRooks);
    expect(a.ok && a.value.castlingRooks?.white).toEqual({ kingside: 7, queenside: 0 });
  });
  it('the four kinds: king and rook both move, transposed, king only, rook only', () => {
    // Double move: king b1, rook h1 → g1/f1. Transposition: king f1, rook g1 → g1/f1.
    // King only: king b1, rook d1 → c1/d1 (queenside). Rook only: king g1, rook h1 → g1/f1.
    const cases: [string, string, string][] = [
      ['rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1', 'O-O', 'R4RK1'],
      ['5k2/8/8/8/8/8/8/4RKR1 w GE - 0 1', 'O-O', '4RRK1'],
      ['5k2/8/8/8/8/8/8/3R1K2 w D - 0 1', 'O-O-O', '2KR4'],
      ['6kr/8/8/8/8/8/8/6KR w Hh - 0 1', 'O-O', '5RK1'],
    ];
    for (const [fen, san, rank1] of cases) {
      const p = pos960(fen);
      const m = parseSan(p, san);
      expect(m.ok, fen).toBe(true);
      if (!m.ok) continue;
      expect(makeSan(p, m.value)).toMatch(/^O-O/);
      p.play(m.value);
      expect(p.fen().split(' ')[0].split('/')[7], fen).toBe(rank1);
    }
  });
  it('UCI writes castling as the king taking its own rook', () => {
    const p = pos960('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1');
    const m = parseUci('b1h1', p);
    expect(m.ok && makeUci(m.value)).toBe('b1h1');
    const q = parseUci('b1a1', p);
    expect(q.ok).toBe(true);
  });
  it('a square between king or rook and its end occupied, or an attacked square crossed: no castling (II.3.2.7.4, 3.8.2.2.1)', () => {
    expect(parseSan(pos960('rk5r/8/8/8/8/8/8/RK3N1R w HAha - 0 1'), 'O-O').ok).toBe(false);
    expect(parseSan(pos960('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1'), 'O-O').ok).toBe(true);
    expect(parseSan(pos960('rk3r2/8/8/8/8/8/8/RK5R w HA - 0 1'), 'O-O').ok).toBe(false);
    // The rook leaving its square would expose the king's destination along the rank.
    expect(parseSan(pos960('4k3/8/8/8/8/8/8/rRK5 w B - 0 1'), 'O-O-O').ok).toBe(false);
  });
  it('the right is lost when the king or that rook moves (3.8.2.1)', () => {
    const p = pos960('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1');
    p.play({ from: 7, to: 6 });
    p.play({ from: 63, to: 62 });
    expect(p.fen().split(' ')[2]).toBe('Qq');
  });
});

describe('the unwinnability tools read Chess960 FENs', () => {
  it('a Shredder-FEN castling field is accepted and the question answered', async () => {
    const { readPosition } = await import('./unwinnable/input.ts');
    const { canCheckmate } = await import('./unwinnable/index.ts');
    const p = readPosition('4k3/8/8/8/8/8/8/RK5R w HA - 0 1');
    expect(p.ok).toBe(true);
    if (p.ok) expect(canCheckmate(p.value, 'black').verdict).toBe('unwinnable');
  });
});
