import { expect, it } from 'vitest';
// Differential testing against chess.js (used by the differential.*.test.ts files only).
//
// FEN en-passant convention: chess.js 1.x writes the en-passant square only when a legal
// en-passant capture exists (Chess#fen, unless forceEnpassantSquare), which is also our
// Position#fen default ('legal', the 9.2.2 identity). So FENs are compared as they are; our
// raw square (fen({ epSquare: 'always' })) is set after every double step and is not
// compared, since chess.js keeps its internal square only when an enemy pawn stands beside.

import { Chess } from 'chess.js';
import { Position } from '../../src/engine/position.ts';
import { sanMoves, parseSan } from '../../src/engine/san.ts';
import { makeUci } from '../../src/engine/uci.ts';

export const START_FENS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1',
  '8/PPP4k/8/8/8/8/4Kppp/8 w - - 0 1',
  '4k3/8/8/2pPp3/8/8/8/4K3 w - e6 0 1',
  '7k/8/8/8/8/8/8/K1B1N3 w - - 0 1',
  '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
  '7k/8/4Q3/8/8/8/8/K7 w - - 0 1',
  'k7/2P5/1K6/8/8/8/8/8 w - - 0 1',
];

/** mulberry32 */
export function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DiffStats {
  games: number;
  positions: number;
  checks: number;
  mates: number;
  stalemates: number;
  epCaptures: number;
  castles: number;
  promotions: number;
}

/**
 * Plays `games` random games (seeded) with both engines, comparing at every position the
 * legal moves with their SAN, FEN, check, checkmate, stalemate and insufficient material.
 * Returns the first mismatch as text, or the statistics.
 */
export function runDifferential(seed: number, games: number, maxPlies: number): { mismatch: string | null; stats: DiffStats } {
  const rnd = prng(seed);
  const stats: DiffStats = { games: 0, positions: 0, checks: 0, mates: 0, stalemates: 0, epCaptures: 0, castles: 0, promotions: 0 };
  for (let g = 0; g < games; g++) {
    const fen =
      rnd() < 0.6 ? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' : START_FENS[Math.floor(rnd() * START_FENS.length)];
    const r = Position.fromFen(fen);
    if (!r.ok) return { mismatch: `bad start ${fen}`, stats };
    const pos = r.value;
    const chess = new Chess(fen);
    stats.games++;
    for (let ply = 0; ply <= maxPlies; ply++) {
      stats.positions++;
      const ours = sanMoves(pos);
      const oursSan = ours.map(([, s]) => s).sort();
      const theirsSan = chess.moves().sort();
      const f1 = pos.fen();
      const where = `game ${g} ply ${ply} ${f1}`;
      if (oursSan.join(' ') !== theirsSan.join(' ')) {
        return { mismatch: `${where}: moves differ\n ours   ${oursSan.join(' ')}\n chess.js ${theirsSan.join(' ')}`, stats };
      }
      const f2 = chess.fen();
      if (f1 !== f2) return { mismatch: `${where}: FEN differs: ${f1} vs ${f2}`, stats };
      // chess.js defines checkmate as inCheck() with no legal move and stalemate as no legal
      // move without check; its move list is already at hand, so use that (it is the costly part).
      const theirCheck = chess.inCheck();
      if (pos.isCheck() !== theirCheck) return { mismatch: `${where}: check differs`, stats };
      if (pos.isCheckmate() !== (theirCheck && theirsSan.length === 0)) return { mismatch: `${where}: checkmate differs`, stats };
      if (pos.isStalemate() !== (!theirCheck && theirsSan.length === 0)) return { mismatch: `${where}: stalemate differs`, stats };
      if (pos.isInsufficientMaterial() !== chess.isInsufficientMaterial())
        return { mismatch: `${where}: insufficient material differs`, stats };
      // Our SAN parses back to the same move (every 4th position, to save time).
      if (stats.positions % 4 === 0)
        for (const [m, s] of ours) {
          const p = parseSan(pos, s);
          if (!p.ok || makeUci(p.value) !== makeUci(m)) return { mismatch: `${where}: parseSan(${s}) failed`, stats };
        }
      if (theirCheck) stats.checks++;
      if (theirCheck && ours.length === 0) stats.mates++;
      if (!theirCheck && ours.length === 0) stats.stalemates++;
      if (ours.length === 0 || ply === maxPlies) break;
      // Prefer captures and promotions now and then, so that endings are reached.
      let pool = ours;
      if (rnd() < 0.4) {
        const sharp = ours.filter(([, s]) => s.includes('x') || s.includes('='));
        if (sharp.length) pool = sharp;
      }
      const [move, san] = pool[Math.floor(rnd() * pool.length)];
      const before = pos.epSquare;
      if (san.startsWith('O-O')) stats.castles++;
      if (san.includes('=')) stats.promotions++;
      if (pos.pieceAt(move.from)?.role === 'pawn' && move.to === before && (move.to & 7) !== (move.from & 7)) stats.epCaptures++;
      pos.play(move);
      const uci = makeUci(move);
      // The object form: chess.js parses a string as SAN first, which costs a full SAN list.
      const played = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      if (played.san !== san) return { mismatch: `${where}: played SAN ${san} vs ${played.san}`, stats };
    }
  }
  return { mismatch: null, stats };
}

/**
 * Defines one quarter of the 10,000-game differential test (split in four files so that Vitest can
 * spread it over its workers). Games are capped at 40 plies; the timeout is generous because the
 * machine may be shared — no timing is asserted.
 */
export function defineDifferential(seed: number, games = 2500): void {
  it(`agrees with chess.js on ${games.toLocaleString('en')} random games (seed ${seed})`, { timeout: 600_000 }, () => {
    const { mismatch, stats } = runDifferential(seed, games, 40);
    expect(mismatch).toBeNull();
    expect(stats.games).toBe(games);
    // The games reach the interesting cases.
    expect(stats.mates).toBeGreaterThan(0);
    expect(stats.stalemates).toBeGreaterThan(0);
    expect(stats.epCaptures).toBeGreaterThan(0);
    expect(stats.castles).toBeGreaterThan(0);
    expect(stats.promotions).toBeGreaterThan(0);
    console.log('differential', JSON.stringify(stats));
  });
}
