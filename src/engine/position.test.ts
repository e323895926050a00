import { describe, expect, it } from 'vitest';
import { Position } from './position.ts';
import { parseFen } from './fen.ts';
import { parseSquare, squareName, type Move } from './types.ts';
import { makeUci } from './uci.ts';
import { prng } from '../../tests/support/differential.ts';

const P = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sq = (s: string): number => parseSquare(s)!;
const uciList = (p: Position): string[] => p.legalMoves().map(makeUci).sort();
const mv = (u: string): Move => {
  const m: Move = { from: sq(u.slice(0, 2)), to: sq(u.slice(2, 4)) };
  if (u[4]) m.promotion = ({ q: 'queen', r: 'rook', b: 'bishop', n: 'knight' } as const)[u[4] as 'q'];
  return m;
};

describe('squares', () => {
  it('parses and names squares (a1 = 0 … h8 = 63)', () => {
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('h1')).toBe(7);
    expect(parseSquare('e4')).toBe(28);
    expect(parseSquare('h8')).toBe(63);
    expect(parseSquare('i1')).toBeUndefined();
    expect(parseSquare('a9')).toBeUndefined();
    expect(parseSquare('e44')).toBeUndefined();
    for (let i = 0; i < 64; i++) expect(parseSquare(squareName(i))).toBe(i);
  });
});

describe('Position basics', () => {
  it('initial position', () => {
    const p = Position.initial();
    expect(p.turn).toBe('white');
    expect(p.legalMoves()).toHaveLength(20);
    expect(p.pieceAt(sq('e1'))).toEqual({ role: 'king', color: 'white' });
    expect(p.pieceAt(sq('d8'))).toEqual({ role: 'queen', color: 'black' });
    expect(p.pieceAt(sq('e4'))).toBeNull();
    expect(p.kingSquare('black')).toBe(sq('e8'));
  });

  it('toSetup / clone are independent copies', () => {
    const p = Position.initial();
    const c = p.clone();
    c.play(mv('e2e4'));
    expect(p.fen()).toBe(Position.initial().fen());
    const q = Position.fromSetup(c.toSetup());
    expect(q.ok && q.value.fen({ epSquare: 'always' })).toBe(c.fen({ epSquare: 'always' }));
  });

  it('play rejects illegal moves and isLegal tells them apart', () => {
    const p = Position.initial();
    expect(p.isLegal(mv('e2e5'))).toBe(false);
    expect(() => p.play(mv('e2e5'))).toThrow();
    expect(p.isLegal(mv('g1f3'))).toBe(true);
  });

  it('makeMove / unmakeMove restore the position exactly over random walks', () => {
    const rnd = prng(99);
    for (let g = 0; g < 50; g++) {
      const p = Position.initial();
      const undos = [];
      const fens = [p.fen({ epSquare: 'always' })];
      for (let i = 0; i < 60; i++) {
        const moves = p.legalMoves();
        if (!moves.length) break;
        undos.push(p.makeMove(moves[Math.floor(rnd() * moves.length)]));
        fens.push(p.fen({ epSquare: 'always' }));
      }
      while (undos.length) {
        fens.pop();
        p.unmakeMove(undos.pop()!);
        expect(p.fen({ epSquare: 'always' })).toBe(fens[fens.length - 1]);
      }
    }
  });

  it('unmakeMove refuses an out-of-order undo token', () => {
    const p = Position.initial();
    const a = p.makeMove(mv('e2e4'));
    p.makeMove(mv('e7e5'));
    expect(() => p.unmakeMove(a)).toThrow();
  });
});

describe('Article 3 move rules', () => {
  it('3.1.3 / 3.9.1: a pinned piece still attacks and still gives check', () => {
    // Black knight d4 is pinned by the rook d1 against the king d8, yet it attacks e2 and f3.
    const p = P('3k4/8/8/8/3n4/8/8/3RK3 w - - 0 1');
    expect(p.isAttacked(sq('e2'), 'black')).toBe(true);
    expect(p.isAttacked(sq('f3'), 'black')).toBe(true);
    // So the white king may not step to e2.
    expect(uciList(p)).not.toContain('e1e2');
    // A pinned piece gives check: white king e4 attacked by the pinned black knight.
    const q = P('3k4/8/8/8/4K3/8/3n4/3R4 w - - 0 1');
    expect(q.isCheck()).toBe(true);
    expect(q.checkers()).toEqual([sq('d2')]);
  });

  it('3.9.2: pinned pieces move only along the pin line', () => {
    const p = P('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
    expect(uciList(p).filter((m) => m.startsWith('e2'))).toEqual([]);
    const q = P('4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1');
    expect(uciList(q).filter((m) => m.startsWith('e2'))).toEqual(['e2e3', 'e2e4', 'e2e5', 'e2e6', 'e2e7']);
  });

  it('check must be answered: capture, block or king move', () => {
    const p = P('4k3/8/8/8/8/2n5/8/R3K2R w KQ - 0 1'); // the c3 knight attacks d1 and e2, not e1
    const q = P('4k3/4r3/8/8/8/8/3N4/R3K2R w KQ - 0 1');
    expect(q.isCheck()).toBe(true);
    expect(uciList(q)).toEqual(['d2e4', 'e1d1', 'e1f1', 'e1f2'].sort());
    expect(p.isCheck()).toBe(false);
  });

  it('3.8.2: castling both ways when allowed', () => {
    const p = P('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(uciList(p)).toContain('e1g1');
    expect(uciList(p)).toContain('e1c1');
    p.play(mv('e1g1'));
    expect(p.pieceAt(sq('f1'))).toEqual({ role: 'rook', color: 'white' });
    expect(p.pieceAt(sq('g1'))).toEqual({ role: 'king', color: 'white' });
    expect(p.castlingRights().white).toEqual({ kingside: false, queenside: false });
    expect(uciList(p)).toContain('e8c8');
  });

  it('3.8.2.2.1: not out of, through or into an attacked square', () => {
    // In check from e-file rook.
    expect(uciList(P('4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1'))).not.toContain('e1g1');
    // f1 attacked (rook f8): no short castling; long is fine.
    const through = uciList(P('5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
    expect(through).not.toContain('e1g1');
    expect(through).toContain('e1c1');
    // g1 attacked: no short castling.
    expect(uciList(P('1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1'))).not.toContain('e1g1');
    // b1 attacked does not matter for long castling (the king does not cross it).
    expect(uciList(P('1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1'))).toContain('e1c1');
    // Rook attacked does not matter either.
    expect(uciList(P('7r/1k6/8/8/8/8/8/R3K2R w KQ - 0 1'))).toContain('e1g1');
  });

  it('3.8.2.2.2: not with a piece between king and rook', () => {
    const l = uciList(P('4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1'));
    expect(l).not.toContain('e1g1');
    expect(l).not.toContain('e1c1');
  });

  it('3.8.2.1: the right is lost once king or rook has moved, or the rook is captured', () => {
    const p = P('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    p.play(mv('h1h8')); // captures the rook on h8
    expect(p.castlingRights()).toEqual({ white: { kingside: false, queenside: true }, black: { kingside: false, queenside: true } });
    p.play(mv('e8e7'));
    expect(p.castlingRights().black).toEqual({ kingside: false, queenside: false });
  });

  it('3.7.4: en passant only on the very next move, and not when it exposes the king', () => {
    const p = P('4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1');
    p.play(mv('c7c5'));
    expect(uciList(p)).toContain('d5c6');
    p.play(mv('e1e2'));
    p.play(mv('e8e7'));
    expect(uciList(p)).not.toContain('d5c6');
    // Rank pin through both pawns (the seed 003 case mirrored onto the 5th rank).
    const q = P('7k/2p5/8/KP5r/8/8/8/8 b - - 0 1');
    q.play(mv('c7c5'));
    expect(q.epSquare).toBe(sq('c6'));
    expect(uciList(q)).not.toContain('b5c6');
    expect(q.legalEpSquare()).toBeNull();
  });

  it('3.7.3.3–3.7.3.5: promotion to queen, rook, bishop or knight, never without a choice', () => {
    const p = P('8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    expect(uciList(p).filter((m) => m.startsWith('e7'))).toEqual(['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
    expect(p.isLegal({ from: sq('e7'), to: sq('e8') })).toBe(false);
    expect(p.isLegal({ from: sq('e7'), to: sq('e8'), promotion: 'king' })).toBe(false);
    p.play(mv('e7e8n'));
    expect(p.pieceAt(sq('e8'))).toEqual({ role: 'knight', color: 'white' });
  });

  it('5.1.1 checkmate and 5.2.1 stalemate', () => {
    const fool = Position.initial();
    for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) fool.play(mv(m));
    expect(fool.isCheckmate()).toBe(true);
    expect(fool.isStalemate()).toBe(false);
    const stale = P('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(stale.isStalemate()).toBe(true);
    expect(stale.isCheckmate()).toBe(false);
  });
});

describe('insufficient material (fast path)', () => {
  const cases: [string, boolean, boolean][] = [
    ['8/8/4k3/8/8/4K3/8/8 w - - 0 1', true, true],
    ['8/8/4k3/8/8/4K3/4N3/8 w - - 0 1', true, true],
    ['8/8/4k3/8/8/4K3/4B3/8 w - - 0 1', true, true],
    ['8/8/4k3/3b4/8/4K3/4B3/8 w - - 0 1', true, true], // bishops on the same colour
    ['8/8/4k3/2b5/8/4K3/4B3/8 w - - 0 1', false, false], // opposite colours
    ['8/8/4k3/3b4/8/1B2K3/4B3/8 w - - 0 1', true, true], // several, all on light squares
    ['8/8/4k3/8/8/4K3/3NN3/8 w - - 0 1', false, true], // two knights: helpmate possible
    ['8/8/4k3/4n3/8/4K3/4N3/8 w - - 0 1', false, false], // knight vs knight
    ['8/8/4k3/4q3/8/4K3/4N3/8 w - - 0 1', true, false], // K+N vs K+Q: the knight side cannot
    ['8/8/4k3/8/8/4K3/4P3/8 w - - 0 1', false, true],
    ['8/8/4k3/8/8/4K3/4R3/8 w - - 0 1', false, true],
  ];
  for (const [fen, white, black] of cases) {
    it(fen, () => {
      const p = P(fen);
      expect(p.hasInsufficientMaterial('white')).toBe(white);
      expect(p.hasInsufficientMaterial('black')).toBe(black);
      expect(p.isInsufficientMaterial()).toBe(white && black);
    });
  }
});

describe('fromSetupUnchecked: boards after an illegal move', () => {
  it('never crashes or loops, even with no king at all', () => {
    for (const fen of [
      '8/8/8/8/8/8/8/8 w - - 0 1',
      '8/8/8/3Q4/8/8/8/8 w - - 0 1',
      'PPPPPPPP/8/8/8/8/8/8/pppppppp w - - 0 1',
      'kkkkkkkk/8/8/8/8/8/8/KKKKKKKK b - - 0 1',
      'QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQ1QQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ w - - 0 1',
      '4k3/8/8/8/8/8/8/4K2r b - - 0 1', // side not to move in check: the king can be taken
    ]) {
      const s = parseFen(fen);
      expect(s.ok).toBe(true);
      if (!s.ok) continue;
      const p = Position.fromSetupUnchecked(s.value);
      const moves = p.legalMoves();
      expect(moves.length).toBe(p.countLegalMoves());
      for (const m of moves.slice(0, 50)) {
        const u = p.makeMove(m);
        p.legalMoves();
        p.isCheckmate();
        p.unmakeMove(u);
      }
      expect(p.fen()).toBe(Position.fromSetupUnchecked(s.value).fen());
    }
  });

  it('allows capturing a king left en prise and restores it on unmake', () => {
    const s = parseFen('4k3/8/8/8/8/8/8/4K2r b - - 0 1');
    if (!s.ok) throw new Error();
    const p = Position.fromSetupUnchecked(s.value);
    expect(uciList(p)).toContain('h1e1');
    const u = p.makeMove(mv('h1e1'));
    expect(p.kingSquare('white')).toBeNull();
    expect(p.isCheck()).toBe(false);
    p.legalMoves();
    p.unmakeMove(u);
    expect(p.kingSquare('white')).toBe(sq('e1'));
  });

  it('a white pawn left on the first rank moves one square only; one on the eighth none', () => {
    const s = parseFen('P3k3/8/8/8/8/8/8/P3K3 w - - 0 1');
    if (!s.ok) throw new Error();
    const p = Position.fromSetupUnchecked(s.value);
    expect(uciList(p).filter((m) => m.startsWith('a'))).toEqual(['a1a2']);
  });
});

describe('hash', () => {
  it('is equal for 9.2.3-identical positions and differs otherwise', () => {
    const a = Position.initial();
    a.play(mv('e2e4'));
    const b = P('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(a.hash()).toBe(b.hash());
    const c = P('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kkq - 0 1');
    expect(c.hash()).not.toBe(b.hash());
  });
});
