// Helpers shared by the unwinnability tests (src/engine/unwinnable/*.test.ts); Node and Vitest only,
// so they live outside the pure engine folder.

import { expect } from 'vitest';
import { Chess } from 'chess.js';
import type { Color } from '../../src/engine/types.ts';
import type { Position } from '../../src/engine/position.ts';
import type { Verdict } from '../../src/engine/unwinnable/index.ts';
import { readPosition } from '../../src/engine/unwinnable/input.ts';

export function pos(fen: string): Position {
  const r = readPosition(fen);
  if (!r.ok) throw new Error(`bad FEN in test: ${fen}: ${r.error}`);
  return r.value;
}

/**
 * Replays a winnable verdict's line: every move legal, the loser checkmated at the end; with
 * `independent` (default) also with chess.js (slow on long lines: the vectors test skips it).
 */
export function expectMateLine(fen: string, side: Color, v: Verdict, independent = true): void {
  expect(v.verdict).toBe('winnable');
  if (v.verdict !== 'winnable') return;
  expect(v.uci).toHaveLength(v.line.length);
  const p = pos(fen).clone();
  for (const m of v.line) {
    expect(p.isLegal(m)).toBe(true);
    p.play(m);
  }
  expect(p.isCheckmate()).toBe(true);
  expect(p.turn).not.toBe(side);
  if (!independent) return;
  // Independently with chess.js, when it accepts the position.
  let chess: Chess | null = null;
  try {
    const fields = fen.trim().split(/\s+/);
    while (fields.length < 4) fields.push('-');
    chess = new Chess([...fields.slice(0, 4), '0', '1'].join(' '));
  } catch {
    chess = null;
  }
  if (chess) {
    for (const u of v.uci) chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    expect(chess.isCheckmate()).toBe(true);
    expect(chess.turn()).toBe(side === 'white' ? 'b' : 'w');
  }
}
