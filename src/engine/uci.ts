// UCI long algebraic move notation: e2e4, e7e8q, e1g1 (castling as the king's move).

import type { Move, Result, Role } from './types.ts';
import { ok, err, parseSquare, squareName } from './types.ts';

export interface UciError {
  /** Turkish, for the user. */
  message: string;
  uci: string;
}

const PROMO_LETTER: Partial<Record<Role, string>> = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n' };
const LETTER_PROMO: Record<string, Role> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

export function makeUci(move: Move): string {
  return squareName(move.from) + squareName(move.to) + (move.promotion ? (PROMO_LETTER[move.promotion] ?? '') : '');
}

/**
 * Parses UCI text. With a position, also checks that the move is legal there (and, as a
 * convenience, accepts the king-takes-rook form e1h1 of castling only when that is not
 * itself a legal move — it never is in standard chess).
 */
export function parseUci(
  text: string,
  pos?: { isLegal(m: Move): boolean; pieceAt(sq: number): { role: Role } | null },
): Result<Move, UciError> {
  if (typeof text !== 'string') return err({ message: 'UCI hamlesi bir metin olmalıdır.', uci: String(text).slice(0, 20) });
  const t = text.trim();
  const m = /^([a-h][1-8])([a-h][1-8])([qrbnQRBN])?$/.exec(t);
  if (!m) return err({ message: `"${t.slice(0, 20)}" geçerli bir UCI hamlesi değil (ör. e2e4, e7e8q).`, uci: t.slice(0, 20) });
  const move: Move = { from: parseSquare(m[1])!, to: parseSquare(m[2])! };
  if (m[3]) move.promotion = LETTER_PROMO[m[3].toLowerCase()];
  if (move.from === move.to) return err({ message: 'Hamlenin başlangıç ve varış kareleri aynı olamaz.', uci: t });
  if (pos && !pos.isLegal(move)) {
    if (!move.promotion && pos.pieceAt(move.from)?.role === 'pawn' && pos.isLegal({ ...move, promotion: 'queen' }))
      return err({ message: `${t}: terfi eden piyonun hangi taşa dönüşeceği yazılmalıdır (Madde 3.7.3.3).`, uci: t });
    return err({ message: `${t} bu konumda kurallara uygun bir hamle değil.`, uci: t });
  }
  return ok(move);
}
