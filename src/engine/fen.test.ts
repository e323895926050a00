import { describe, expect, it } from 'vitest';
import { parseFen, makeFen, INITIAL_FEN } from './fen.ts';
import { Position } from './position.ts';
import { initialSetup } from './setup.ts';
import { prng } from '../../tests/support/differential.ts';

describe('parseFen / makeFen', () => {
  it('parses the initial position', () => {
    const r = parseFen(INITIAL_FEN);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(initialSetup());
    expect(makeFen(r.value)).toBe(INITIAL_FEN);
  });

  it('round-trips assorted FENs', () => {
    for (const fen of [
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
      '4k3/8/8/8/8/8/8/4K3 b - - 57 123',
    ]) {
      const r = parseFen(fen);
      expect(r.ok, fen).toBe(true);
      if (r.ok) expect(makeFen(r.value)).toBe(fen);
    }
  });

  it('accepts 4-field FEN (clocks default to 0 1) and surrounding whitespace', () => {
    const r = parseFen('  4k3/8/8/8/8/8/8/4K3 w - -  ');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.halfmoves).toBe(0);
      expect(r.value.fullmoves).toBe(1);
    }
  });

  const bad: [string, string][] = [
    ['', 'fen'],
    ['8/8/8 w - - 0 1', 'placement'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 'placement'],
    ['rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'placement'],
    ['rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'placement'],
    ['rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'placement'],
    ['rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'placement'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'turn'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1', 'castling'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1', 'castling'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1', 'enPassant'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1', 'enPassant'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1', 'halfmoves'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1', 'halfmoves'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0', 'fullmoves'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5', 'fullmoves'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq', 'fen'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra', 'fen'],
  ];
  for (const [fen, field] of bad) {
    it(`rejects ${JSON.stringify(fen)} naming the field ${field}`, () => {
      const r = parseFen(fen);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.field).toBe(field);
      expect(r.error.message.length).toBeGreaterThan(5);
    });
  }

  it('never throws on non-string input', () => {
    for (const x of [undefined, null, 42, {}, [], Symbol.iterator]) {
      const r = parseFen(x as unknown as string);
      expect(r.ok).toBe(false);
    }
  });

  it('writes the en-passant square of a Position only when a legal e.p. capture exists', () => {
    const pos = Position.initial();
    pos.play({ from: 12, to: 28 }); // e4: no black pawn can take e.p.
    expect(pos.epSquare).toBe(20);
    expect(pos.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(pos.fen({ epSquare: 'always' })).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    expect(makeFen(pos)).toBe(pos.fen());
    const r = Position.fromFen('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
    expect(r.ok && r.value.fen()).toBe('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
  });
});

describe('FEN fuzzing', () => {
  const SEEDS = [
    INITIAL_FEN,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    '4k3/8/8/8/8/8/8/4K3 b - - 57 123',
  ];
  const ALPHABET = ' /-0123456789abcdefghkKnNpPqQrRbBwWxXzZ\t\n\u0000ŞşİıÇçğĞ☃\\"{}[]';

  function mutate(s: string, rnd: () => number): string {
    const n = 1 + Math.floor(rnd() * 4);
    for (let k = 0; k < n; k++) {
      const i = Math.floor(rnd() * (s.length + 1));
      const op = Math.floor(rnd() * 7);
      const ch = ALPHABET[Math.floor(rnd() * ALPHABET.length)];
      if (op === 0) s = s.slice(0, i) + s.slice(i + 1);
      else if (op === 1) s = s.slice(0, i) + ch + s.slice(i);
      else if (op === 2) s = s.slice(0, i) + ch + s.slice(i + 1);
      else if (op === 3) s = s.slice(0, i);
      else if (op === 4) s = s.slice(0, i) + s.slice(i, i + 8) + s.slice(i);
      else if (op === 5) {
        const parts = s.split(' ');
        const a = Math.floor(rnd() * parts.length);
        const b = Math.floor(rnd() * parts.length);
        [parts[a], parts[b]] = [parts[b], parts[a]];
        s = parts.join(' ');
      } else s = s.repeat(1 + Math.floor(rnd() * 3));
    }
    return s;
  }

  it('10,000 mutations: always a Result, never a throw; accepted FENs round-trip', () => {
    const rnd = prng(31337);
    let accepted = 0;
    let legal = 0;
    for (let i = 0; i < 10_000; i++) {
      const s = mutate(SEEDS[i % SEEDS.length], rnd);
      const r = parseFen(s);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) {
        expect(typeof r.error.message).toBe('string');
        expect(['placement', 'turn', 'castling', 'enPassant', 'halfmoves', 'fullmoves', 'fen']).toContain(r.error.field);
        continue;
      }
      accepted++;
      const again = parseFen(makeFen(r.value));
      expect(again.ok && again.value).toEqual(r.value);
      // Any accepted setup can be put on a board and explored without crashing.
      const unchecked = Position.fromSetupUnchecked(r.value);
      const moves = unchecked.legalMoves();
      if (moves.length) {
        const u = unchecked.makeMove(moves[0]);
        unchecked.unmakeMove(u);
      }
      const p = Position.fromSetup(r.value);
      if (p.ok) {
        legal++;
        expect(p.value.legalMoves().length).toBe(p.value.countLegalMoves());
      } else {
        expect(p.error.errors.length).toBeGreaterThan(0);
        expect(p.error.article).toBe('3.10.3');
      }
    }
    expect(accepted).toBeGreaterThan(100);
    expect(legal).toBeGreaterThan(10);
  });
});
