// The unwinnability analysis the dead-position tool asks for (5.2.2, 6.9, 7.5.5, A.4.3 / A.5.3):
// the request and answer shapes shared by the page and its Web Worker, and the analysis itself
// (run in the worker, or on the page when workers are missing).

import { canCheckmate, canCheckmateBoth, type Verdict } from '../engine/unwinnable/index.ts';
import { readPosition } from '../engine/unwinnable/index.ts';
import { makeSan } from '../engine/index.ts';
import type { Color, Move } from '../engine/index.ts';
import type { Position } from '../engine/index.ts';
import { ok, opposite, type Result } from '../engine/index.ts';

/**
 * Work spent making the helpmate shown a short one (`lineEffort`, the engine's shortcut.ts): a
 * shortest line of up to about nine plies in an endgame such as K+R against K, at most a few
 * tenths of a second more on a laptop (#33).
 */
const LINE_EFFORT = 1_000_000;

export interface AnalyseRequest {
  fen: string;
  /** The intended winner; null: the side that made the last move (as CHA does); 'both': 5.2.2. */
  side: Color | null | 'both';
  nodeLimit: number;
}

/** The answer of one analysis, by verdict. */
export type Analysis =
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
  | {
      /** Both sides in one call (5.2.2: dead when neither can mate). */
      verdict: 'both';
      dead: 'dead' | 'alive' | 'undetermined';
      white: SideAnswer;
      black: SideAnswer;
      ms: number;
    };

/** The analysis, or why there is none in Turkish (an unreadable position, a stopped or broken worker). */
export type AnalyseResult = Result<Analysis, string>;

/** One side's answer inside a both-sides result: the helpmate in Turkish SAN, or the proof. */
export interface SideAnswer {
  verdict: 'winnable' | 'unwinnable' | 'undetermined';
  san?: string[];
  explanation?: string;
}

export function analyseNow(req: AnalyseRequest): AnalyseResult {
  const pos = readPosition(req.fen);
  if (!pos.ok) return pos;
  if (req.side === 'both') {
    const started = Date.now();
    const b = canCheckmateBoth(pos.value, { nodeLimit: req.nodeLimit, lineEffort: LINE_EFFORT });
    const one = (v: Verdict): SideAnswer =>
      v.verdict === 'winnable'
        ? { verdict: 'winnable', san: sanLine(pos.value, v.line) }
        : v.verdict === 'unwinnable'
          ? { verdict: 'unwinnable', explanation: v.proof.textTr }
          : { verdict: 'undetermined' };
    return ok({ verdict: 'both', dead: b.dead, white: one(b.white), black: one(b.black), ms: Date.now() - started });
  }
  const side = req.side ?? opposite(pos.value.turn);
  const started = Date.now();
  const v = canCheckmate(pos.value, side, { nodeLimit: req.nodeLimit, lineEffort: LINE_EFFORT });
  const ms = Date.now() - started;
  if (v.verdict === 'winnable') {
    const san = sanLine(pos.value, v.line);
    return ok({
      verdict: 'winnable',
      side,
      uci: v.uci,
      san,
      firstMove: { number: pos.value.fullmoves, color: pos.value.turn },
      ms,
    });
  }
  if (v.verdict === 'unwinnable') return ok({ verdict: 'unwinnable', side, ms, explanation: v.proof.textTr });
  return ok({ verdict: 'undetermined', side, reason: v.reason, ms });
}

/** A helpmate line in SAN with Turkish piece letters (Ş V K F A), from `start`. */
function sanLine(start: Position, line: readonly Move[]): string[] {
  const p = start.clone();
  const san: string[] = [];
  for (const m of line) {
    san.push(makeSan(p, m, { letters: 'tr' }));
    p.play(m);
  }
  return san;
}
