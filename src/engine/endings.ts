// What the board itself decides (Articles 5 and 9.6) and what a draw claim counts (9.2, 9.3):
// one home for both, used by `Game` and by the arbiter's rulings (rulings/endings.ts and
// rulings/claims.ts add the edition's article numbers and the Turkish reasoning).

import type { Move } from './types.ts';
import type { Position } from './position.ts';

export type BoardTermination = 'checkmate' | 'stalemate' | 'seventy-five-moves' | 'fivefold' | 'dead-position';

export interface BoardEnding {
  termination: BoardTermination;
  /** 9.6.2: the mate was given by the move that completed the 75-move series (it stands). */
  mateOnSeventyFifth?: boolean;
}

export interface EndingRules {
  /** 9.6.1 / 9.6.2 are in the edition (the older text has neither). */
  fivefold: boolean;
  seventyFive: boolean;
  /** 5.2.2, asked last: is the position dead? Not asked when absent. */
  isDead?: (pos: Position) => boolean;
}

/** 9.6.2 counts half-moves: 75 moves by each player. */
export const SEVENTY_FIVE_HALFMOVES = 150;
/** 9.3: 50 moves by each player. */
export const FIFTY_HALFMOVES = 100;
/** 9.2: the same position for at least the third time; 9.6.1: the fifth. */
export const THREEFOLD = 3;
export const FIVEFOLD = 5;

/**
 * Does the game end in `pos`, reached by a legal move (or at the start)? `reps` is how many
 * times this position (9.2.3) has now appeared, this one included. The order when several
 * meet: checkmate (5.1.1; after the 75-move series was complete only if the mating move
 * completed it, 9.6.2), stalemate (5.2.1), 75 moves (9.6.2), fivefold (9.6.1), dead position (5.2.2).
 */
export function boardEnding(pos: Position, reps: number, rules: EndingRules): BoardEnding | null {
  const n = pos.countLegalMoves();
  const h = pos.halfmoves;
  if (n === 0 && pos.isCheck() && (!rules.seventyFive || h <= SEVENTY_FIVE_HALFMOVES))
    return rules.seventyFive && h === SEVENTY_FIVE_HALFMOVES
      ? { termination: 'checkmate', mateOnSeventyFifth: true }
      : { termination: 'checkmate' };
  if (n === 0 && !pos.isCheck()) return { termination: 'stalemate' };
  if (rules.seventyFive && h >= SEVENTY_FIVE_HALFMOVES) return { termination: 'seventy-five-moves' };
  if (rules.fivefold && reps >= FIVEFOLD) return { termination: 'fivefold' };
  if (rules.isDead?.(pos)) return { termination: 'dead-position' };
  return null;
}

/**
 * 9.2: how often the position `key` will have appeared when the claim is judged: its
 * occurrences in the history (`keys`, 9.2.3 identities), plus one when the claim rests on the
 * intended move that produces it (9.2.1).
 */
export function repetitionsForClaim(keys: readonly string[], key: string, intended: boolean): number {
  let n = intended ? 1 : 0;
  for (const k of keys) if (k === key) n++;
  return n;
}

/** 9.3: half-moves without a capture or a pawn move, after the intended move if there is one (9.3.1). */
export function halfmovesForClaim(pos: Position, intended?: Move): number {
  if (!intended) return pos.halfmoves;
  const next = pos.clone();
  next.play(intended);
  return next.halfmoves;
}
