// Material that can never give checkmate, whatever both players do (5.2.2, 6.9, 7.5.5, A.4.3:
// "cannot checkmate ... by any possible series of legal moves"). Each rule below is proved in
// its comment; they are used at every node of the searches, so they are fast (piece counts
// first, one board scan at most).

import type { HBoard } from './board.ts';
import { PAWN, KNIGHT, BISHOP, ROOK, QUEEN } from './board.ts';

/**
 * True when colour `w` (0 white, 1 black) can never checkmate the other side on this board,
 * by material alone:
 *
 * 1. `w` has only its king: a king never gives check (it may not stand next to the other
 *    king, 3.8.1 / 3.9.2), so no mate.
 * 2. `w` has king and one knight, the loser has only king and queens (no pawns, so nothing can
 *    ever change): say the knight checks from k + (1,2). The squares k + (0,1) and k + (1,1)
 *    touch the knight square, so a queen there would take the knight; both must therefore be
 *    guarded by the winning king, which can only stand on k + (0,2). Then k + (1,0) (on the
 *    board, since the knight is) is neither guarded (two files/ranks from the king, not a
 *    knight's square) nor can it hold a queen (it would take the knight through the empty
 *    k + (1,1)): the king escapes there. Other knight directions are symmetric.
 * 3. `w` has king and bishops only, all on squares of one colour, and the loser has no pawns,
 *    no knights and no bishops on the other colour: the check comes from a bishop along a
 *    diagonal (a king never checks; two bishops on one colour cannot give a double check:
 *    a bishop that moves off one diagonal of the king's lines stays parallel to it), so the
 *    king stands on that colour and both squares beside it that touch the check diagonal,
 *    k + (1,0) and k + (0,1), are on the board and of the other colour. No winning bishop
 *    covers them and the winning king cannot cover both without standing next to the losing
 *    king; a loser's rook or queen standing there could take a checker on k + (1,1) or cut
 *    the diagonal there, and nothing pins along a rank or file. So one of them is a flight.
 */
export function cannotMateByMaterial(b: HBoard, w: number): boolean {
  return materialRule(b, w) !== 0;
}

/** Which of the rules above proves that `w` cannot mate (1, 2, 3), or 0 when none does. */
export function materialRule(b: HBoard, w: number): 0 | 1 | 2 | 3 {
  const c = b.count;
  const wb = w << 3;
  const lb = (w ^ 1) << 3;
  const wPawns = c[wb | PAWN];
  const wKnights = c[wb | KNIGHT];
  const wBishops = c[wb | BISHOP];
  const wHeavy = c[wb | ROOK] + c[wb | QUEEN];
  if (wPawns + wKnights + wBishops + wHeavy === 0) return 1;
  if (wPawns || wHeavy) return 0;
  const lPawns = c[lb | PAWN];
  if (lPawns) return 0; // a loser's pawn may block or promote into a blocker
  if (wKnights === 1 && wBishops === 0) {
    return c[lb | KNIGHT] + c[lb | BISHOP] + c[lb | ROOK] === 0 ? 2 : 0;
  }
  if (wKnights === 0 && c[lb | KNIGHT] === 0) {
    // rule 3: the bishops' square colours.
    const wDark = b.darkBishops[w] > 0;
    const wLight = wBishops > b.darkBishops[w];
    const lDark = b.darkBishops[w ^ 1] > 0;
    const lLight = c[lb | BISHOP] > b.darkBishops[w ^ 1];
    if (wDark && wLight) return 0;
    return (wDark ? !lLight : !lDark) ? 3 : 0;
  }
  return 0;
}
