// The unwinnability analysis the dead-position tool asks for (5.2.2, 6.9, 7.5.5, A.4.3 / A.5.3):
// the request and answer shapes shared by the page and its Web Worker, and the analysis itself
// (run in the worker, or on the page when workers are missing).

import { canCheckmate } from '../engine/unwinnable/index.ts';
import { readPosition } from '../engine/unwinnable/input.ts';
import { makeSan } from '../engine/san.ts';
import type { Color } from '../engine/types.ts';
import { opposite } from '../engine/types.ts';

export interface AnalyseRequest {
  fen: string;
  /** The intended winner; null: the side that made the last move (as CHA does). */
  side: Color | null;
  nodeLimit: number;
}

export type AnalyseResult =
  | {
      verdict: 'winnable';
      side: Color;
      /** The helpmate, in UCI and in SAN with Turkish letters (Ş V K F A). */
      uci: string[];
      san: string[];
      /** Move number and colour of the first move of the line. */
      firstMove: { number: number; color: Color };
      ms: number;
    }
  | {
      verdict: 'unwinnable';
      side: Color;
      ms: number;
      /** Which argument proved it, in Turkish (the engine's proof), for the reader. */
      explanation: string;
    }
  | { verdict: 'undetermined'; side: Color; reason: string; ms: number }
  | { verdict: 'error'; message: string };

export function analyseNow(req: AnalyseRequest): AnalyseResult {
  const pos = readPosition(req.fen);
  if (!pos.ok) return { verdict: 'error', message: pos.error };
  const side = req.side ?? opposite(pos.value.turn);
  const started = Date.now();
  const v = canCheckmate(pos.value, side, { nodeLimit: req.nodeLimit, lineEffort: 400_000 });
  const ms = Date.now() - started;
  if (v.verdict === 'winnable') {
    // The helpmate line in SAN with Turkish piece letters, numbered from the position's move.
    const p = pos.value.clone();
    const san: string[] = [];
    for (const m of v.line) {
      san.push(makeSan(p, m, { letters: 'tr' }));
      p.play(m);
    }
    return {
      verdict: 'winnable',
      side,
      uci: v.uci,
      san,
      firstMove: { number: pos.value.fullmoves, color: pos.value.turn },
      ms,
    };
  }
  if (v.verdict === 'unwinnable') return { verdict: 'unwinnable', side, ms, explanation: v.proof.textTr };
  return { verdict: 'undetermined', side, reason: v.reason, ms };
}
