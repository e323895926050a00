// The search board's mirror (board, key, counts, bishops' square colours) must follow the core
// Position through every kind of move, and `peek` must predict the key of ordinary moves.

import { describe, expect, it } from 'vitest';
import { Position } from '../position.ts';
import { HBoard, ROLE_CODE, isDark } from './board.ts';
import { lcg } from '../../../tests/support/random.ts';

/** A position from a FEN the test knows is good. */
const fenPosition = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
};

const FENS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // castling, e.p.
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // e.p. with pins
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', // promotions to every piece, captures
];

function check(b: HBoard): void {
  const dark = [0, 0];
  const count = new Array(16).fill(0);
  for (let s = 0; s < 64; s++) {
    const p = b.pos.pieceAt(s);
    const code = p ? ROLE_CODE[p.role] | (p.color === 'black' ? 8 : 0) : 0;
    expect(b.sq[s]).toBe(code);
    if (p) count[code]++;
    if (p?.role === 'bishop' && isDark(s)) dark[p.color === 'white' ? 0 : 1]++;
  }
  expect(Array.from(b.count)).toEqual(count);
  expect(Array.from(b.darkBishops)).toEqual(dark);
  expect(b.kingSq[0]).toBe(b.pos.kingSquare('white') ?? -1);
  expect(b.kingSq[1]).toBe(b.pos.kingSquare('black') ?? -1);
  const lo = b.hLo;
  const hi = b.hHi;
  b.rehash();
  expect([b.hLo, b.hHi]).toEqual([lo, hi]);
}

describe('HBoard', () => {
  it('follows the core position and predicts keys through random games', () => {
    const rnd = lcg(12345);
    const buf = new Int32Array(256);
    for (const fen of FENS) {
      const start = Position.fromFen(fen);
      expect(start.ok).toBe(true);
      if (!start.ok) continue;
      for (let game = 0; game < 20; game++) {
        const b = new HBoard(start.value);
        const startKey = [b.hLo, b.hHi];
        for (let ply = 0; ply < 60; ply++) {
          const n = b.gen(buf, 0);
          if (n === 0) break;
          for (let i = 0; i < n; i++) {
            if (!b.peek(buf[i])) continue;
            const key = [b.peekLo, b.peekHi];
            b.make(buf[i]);
            expect([b.hLo, b.hHi]).toEqual(key);
            b.unmake();
          }
          b.make(buf[rnd(n)]);
          check(b);
        }
        while (b.ply > 0) {
          b.unmake();
          check(b);
        }
        expect([b.hLo, b.hHi]).toEqual(startKey);
        expect(b.pos.fen()).toBe(start.value.fen());
      }
    }
  });

  it('the key tells positions apart by side to move, castling rights and a usable e.p. square', () => {
    const a = new HBoard(fenPosition('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
    const b = new HBoard(fenPosition('4k3/8/8/8/8/8/8/R3K2R w K - 0 1'));
    const c = new HBoard(fenPosition('4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1'));
    expect(new Set([`${a.hLo}:${a.hHi}`, `${b.hLo}:${b.hHi}`, `${c.hLo}:${c.hHi}`]).size).toBe(3);
    const ep = new HBoard(fenPosition('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'));
    const noEp = new HBoard(fenPosition('4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1'));
    expect(`${ep.hLo}:${ep.hHi}`).not.toBe(`${noEp.hLo}:${noEp.hHi}`);
  });
});
