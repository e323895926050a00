// Points of a TRF round block: the one table of what each result code is worth, with an opponent (a game
// or a forfeit) and without one (a bye; older exports write the pairing-allocated bye as '+'). A file may
// declare other values (XXS, TRF(bx) BBW…, TRF-2026 162); the standard ones are 1, ½ and 0. Pure.

import type { TrfFile } from './read.ts';

/** What a win, a draw, a loss, a forfeit loss, a zero-point bye and the pairing-allocated bye are worth. */
export interface PointValues {
  win: number;
  draw: number;
  loss: number;
  forfeitLoss: number;
  zpb: number;
  pab: number;
}

export const STANDARD_POINTS: PointValues = { win: 1, draw: 0.5, loss: 0, forfeitLoss: 0, zpb: 0, pab: 1 };

/** The values the file declares, the standard ones where it says nothing (the PAB is worth a win unless given). */
export function pointValues(file: Pick<TrfFile, 'points'>): PointValues {
  const P = file.points;
  return {
    win: P.W ?? STANDARD_POINTS.win,
    draw: P.D ?? STANDARD_POINTS.draw,
    loss: P.L ?? STANDARD_POINTS.loss,
    forfeitLoss: P.F ?? STANDARD_POINTS.forfeitLoss,
    zpb: P.Z ?? STANDARD_POINTS.zpb,
    pab: P.U ?? P.W ?? STANDARD_POINTS.pab,
  };
}

/**
 * Points of one round block (result code as the reader gives it, upper-cased): with an opponent `1 W +`
 * win, `= D` draw, `-` forfeit loss, `0 L` loss; without one `U +` the pairing-allocated bye, `F 1 W` a
 * full-point bye, `H = D` a half-point bye, anything else (`Z`, `0`, `L`, `-`, blank) nothing.
 */
export function blockPoints(opponent: number | null, code: string, values: PointValues = STANDARD_POINTS): number {
  if (opponent !== null) {
    if (code === '1' || code === 'W' || code === '+') return values.win;
    if (code === '=' || code === 'D') return values.draw;
    return code === '-' ? values.forfeitLoss : values.loss;
  }
  if (code === 'U' || code === '+') return values.pab;
  if (code === 'F' || code === '1' || code === 'W') return values.win;
  if (code === 'H' || code === '=' || code === 'D') return values.draw;
  return values.zpb;
}
