import { describe, expect, it } from 'vitest';
import { Position } from './position.ts';
import { makeSan, parseSan, sanMoves } from './san.ts';
import { parseUci, makeUci } from './uci.ts';
import { parseSquare, type Move } from './types.ts';
import { prng } from '../../tests/support/differential.ts';

const P = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const mv = (u: string): Move => {
  const r = parseUci(u);
  if (!r.ok) throw new Error(u);
  return r.value;
};

describe('makeSan', () => {
  it('pieces, pawns, captures, castling', () => {
    const p = Position.initial();
    expect(makeSan(p, mv('g1f3'))).toBe('Nf3');
    expect(makeSan(p, mv('e2e4'))).toBe('e4');
    const q = P('r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1');
    expect(makeSan(q, mv('e4d5'))).toBe('exd5');
    expect(makeSan(q, mv('e1g1'))).toBe('O-O');
    expect(makeSan(q, mv('e1c1'))).toBe('O-O-O');
  });

  // [FEN, UCI move, SAN]
  const table = (rows: [string, string, string][]) => {
    for (const [fen, uci, san] of rows) expect(makeSan(P(fen), mv(uci)), `${fen} ${uci}`).toBe(san);
  };

  it('disambiguates by file, then rank, then square; promotion, en passant, check and mate marks', () => {
    table([
      ['4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'a1d1', 'Rad1'],
      ['4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'h1d1', 'Rhd1'],
      ['4k3/8/8/R7/8/8/8/R3K3 w - - 0 1', 'a1a3', 'R1a3'],
      ['k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1', 'c3d2', 'Qc3d2'],
      // A pinned knight does not count for disambiguation (only legal moves do).
      ['4k3/4r3/8/8/8/8/4N3/2N1K3 w - - 0 1', 'c1d3', 'Nd3'],
      ['4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b7b8q', 'b8=Q+'],
      ['4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b7b8n', 'b8=N'],
      ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5d6', 'exd6'],
      ['7k/8/6K1/8/8/8/8/R7 w - - 0 1', 'a1a8', 'Ra8#'],
    ]);
  });

  it('Turkish letters: Ş V K F A (K is the rook)', () => {
    const tr = { letters: 'tr' as const };
    const p = P('4k3/8/8/8/8/8/4P3/RNBQK2R w KQ - 0 1');
    expect(makeSan(p, mv('b1c3'), tr)).toBe('Ac3');
    expect(makeSan(p, mv('d1d3'), tr)).toBe('Vd3');
    expect(makeSan(p, mv('h1g1'), tr)).toBe('Kg1');
    expect(makeSan(p, mv('e1f2'), tr)).toBe('Şf2');
    expect(makeSan(p, mv('e1g1'), tr)).toBe('O-O');
    expect(makeSan(P('4k3/8/8/8/8/8/8/2B1K3 w - - 0 1'), mv('c1e3'), tr)).toBe('Fe3');
    expect(makeSan(P('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'), mv('b7b8q'), tr)).toBe('b8=V+');
  });
});

describe('parseSan', () => {
  it('round-trips every legal move of assorted positions, both letter sets', () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
      'k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1',
    ]) {
      const p = P(fen);
      for (const letters of ['en', 'tr'] as const) {
        for (const [m, san] of sanMoves(p, { letters })) {
          const r = parseSan(p, san, { letters });
          expect(r.ok && makeUci(r.value), `${fen} ${san}`).toBe(makeUci(m));
        }
      }
    }
  });

  it('is tolerant of suffixes, zero castling, missing "=", long forms', () => {
    const p = P('r3k2r/1P6/8/8/8/8/8/R3K1NR w KQkq - 0 1');
    const ok = (san: string, uci: string): void => {
      const r = parseSan(p, san);
      expect(r.ok && makeUci(r.value), san).toBe(uci);
    };
    ok('Nf3+', 'g1f3');
    ok('Nf3!?', 'g1f3');
    ok('Ng1f3', 'g1f3');
    ok('Ng1-f3', 'g1f3');
    ok('0-0-0', 'e1c1');
    ok('O-O-O', 'e1c1');
    ok('b8=Q', 'b7b8q');
    ok('b8Q', 'b7b8q');
    ok('bxa8=N', 'b7a8n');
    ok('bxa8N#', 'b7a8n');
    ok('Rd1', 'a1d1');
    const ep = P('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    for (const t of ['exd6', 'exd6 e.p.', 'exd6e.p.', 'ed6']) {
      const r = parseSan(ep, t);
      expect(r.ok && makeUci(r.value), t).toBe('e5d6');
    }
  });

  it('the letter set is the caller’s: K is the king in English, the rook in Turkish', () => {
    const p = P('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
    const en = parseSan(p, 'Kd1', { letters: 'en' });
    expect(en.ok && makeUci(en.value)).toBe('e1d1');
    const tr = parseSan(p, 'Kd1', { letters: 'tr' });
    expect(tr.ok && makeUci(tr.value)).toBe('a1d1');
    const sah = parseSan(p, 'Şd1', { letters: 'tr' });
    expect(sah.ok && makeUci(sah.value)).toBe('e1d1');
    // Turkish letters are not guessed in English mode.
    const wrong = parseSan(p, 'Şd1', { letters: 'en' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('syntax');
  });

  it('reports ambiguity, illegality, missing promotion', () => {
    const p = P('4k3/1P6/8/8/8/8/4K3/R6R w - - 0 1');
    const amb = parseSan(p, 'Rd1');
    expect(amb.ok || amb.error.code).toBe('ambiguous');
    const ill = parseSan(p, 'Rd8');
    expect(ill.ok || ill.error.code).toBe('illegal');
    const promo = parseSan(p, 'b8');
    expect(promo.ok || promo.error.code).toBe('promotion');
    const castle = parseSan(p, 'O-O-O');
    expect(castle.ok || castle.error.code).toBe('illegal');
    const syn = parseSan(p, 'Xz9');
    expect(syn.ok || syn.error.code).toBe('syntax');
    const king = parseSan(p, 'b8=K');
    expect(king.ok).toBe(false);
  });

  it('fuzz: 10,000 mutated SAN strings always give a Result; accepted moves are legal', () => {
    const rnd = prng(4242);
    const positions = [
      Position.initial(),
      P('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
      P('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'),
    ];
    const ALPHABET = 'abcdefgh12345678KQRBNŞVFAxX=+#!?-0Oo: .\u0000\n\t(){}e.p.';
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      const pos = positions[i % positions.length];
      const letters = i % 2 ? 'tr' : 'en';
      const sans = sanMoves(pos, { letters });
      let s = sans[Math.floor(rnd() * sans.length)][1];
      const n = 1 + Math.floor(rnd() * 3);
      for (let k = 0; k < n; k++) {
        const j = Math.floor(rnd() * (s.length + 1));
        const ch = ALPHABET[Math.floor(rnd() * ALPHABET.length)];
        const op = Math.floor(rnd() * 4);
        if (op === 0) s = s.slice(0, j) + s.slice(j + 1);
        else if (op === 1) s = s.slice(0, j) + ch + s.slice(j);
        else if (op === 2) s = s.slice(0, j) + ch + s.slice(j + 1);
        else s = s.repeat(2);
      }
      const r = parseSan(pos, s, { letters });
      expect(typeof r.ok).toBe('boolean');
      if (r.ok) {
        accepted++;
        expect(pos.isLegal(r.value)).toBe(true);
      } else {
        expect(['syntax', 'illegal', 'ambiguous', 'promotion']).toContain(r.error.code);
        expect(r.error.message.length).toBeGreaterThan(3);
      }
    }
    expect(accepted).toBeGreaterThan(100);
    // Non-string input
    for (const x of [undefined, null, 3, {}]) expect(parseSan(Position.initial(), x as unknown as string).ok).toBe(false);
  });
});

describe('UCI', () => {
  it('parses, checks legality when given a position, and writes', () => {
    expect(parseUci('e2e4')).toEqual({ ok: true, value: { from: parseSquare('e2'), to: parseSquare('e4') } });
    expect(parseUci('e7e8q')).toEqual({ ok: true, value: { from: 52, to: 60, promotion: 'queen' } });
    expect(parseUci('e2e9').ok).toBe(false);
    expect(parseUci('e2e2').ok).toBe(false);
    expect(parseUci('e2e5', Position.initial()).ok).toBe(false);
    const p = P('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    const r = parseUci('b7b8', p);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('3.7.3.3');
    expect(makeUci({ from: 52, to: 60, promotion: 'knight' })).toBe('e7e8n');
  });
});
