// Standard Algebraic Notation (Appendix C of the Laws), with English (K Q R B N) or Turkish
// (Ş V K F A: şah, vezir, kale, fil, at — in Turkish "K" is the rook) piece letters. The
// letter set is always chosen by the caller (default English), never guessed from the text.

import type { Move, Result, Role } from './types.ts';
import { ok, err, squareName, parseSquare } from './types.ts';
import type { Position } from './position.ts';
import { decodeMove, MAX_MOVES } from './position.ts';
import { ROLE_CODE, FLAG_CASTLE, FLAG_EP, ROLE_NAMES } from './tables.ts';

export type Letters = 'en' | 'tr';
export interface SanOptions {
  letters?: Letters;
}

export type SanErrorCode = 'syntax' | 'illegal' | 'ambiguous' | 'promotion';
export interface SanError {
  code: SanErrorCode;
  /** Turkish, for the user. */
  message: string;
  san: string;
}

const LETTERS: Record<Letters, Record<Exclude<Role, 'pawn'>, string>> = {
  en: { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N' },
  tr: { king: 'Ş', queen: 'V', rook: 'K', bishop: 'F', knight: 'A' },
};
const LETTER_TO_ROLE: Record<Letters, Record<string, Role>> = {
  en: { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' },
  tr: { Ş: 'king', V: 'queen', K: 'rook', F: 'bishop', A: 'knight' },
};

const BUF = new Int32Array(MAX_MOVES);
const BUF2 = new Int32Array(MAX_MOVES);

function lettersOf(opts?: SanOptions): Letters {
  return opts?.letters === 'tr' ? 'tr' : 'en';
}

/** SAN of an encoded move `m` given the legal moves BUF[0..n) of `pos`. */
function sanOf(pos: Position, m: number, n: number, letters: Letters, withSuffix: boolean): string {
  const board = pos.board;
  const from = m & 63;
  const to = (m >> 6) & 63;
  const piece = board[from];
  const role = piece & 7;
  let san: string;
  if (m & FLAG_CASTLE) {
    // 3.8.2 castling is written O-O (king side) or O-O-O (queen side).
    san = to > from ? 'O-O' : 'O-O-O';
  } else {
    const capture = board[to] !== 0 || (m & FLAG_EP) !== 0;
    if (role === 1) {
      san = capture ? squareName(from)[0] + 'x' : '';
      san += squareName(to);
      const promo = (m >> 12) & 7;
      if (promo) san += '=' + LETTERS[letters][ROLE_NAMES[promo] as Exclude<Role, 'pawn'>];
    } else {
      san = role ? LETTERS[letters][ROLE_NAMES[role] as Exclude<Role, 'pawn'>] : '?';
      if (role !== 6) {
        // Disambiguation: file, else rank, else both.
        let others = false;
        let sameFile = false;
        let sameRank = false;
        for (let i = 0; i < n; i++) {
          const o = BUF[i];
          const of = o & 63;
          if (of === from || ((o >> 6) & 63) !== to || board[of] !== piece) continue;
          others = true;
          if ((of & 7) === (from & 7)) sameFile = true;
          if (of >> 3 === from >> 3) sameRank = true;
        }
        if (others) {
          if (!sameFile) san += squareName(from)[0];
          else if (!sameRank) san += squareName(from)[1];
          else san += squareName(from);
        }
      }
      if (capture) san += 'x';
      san += squareName(to);
    }
  }
  if (withSuffix) {
    pos.makeMoveFast(m);
    if (pos.isCheck()) {
      // 5.1.1: '#' marks checkmate, '+' check.
      san += pos.generateMoves(BUF2, 0) === 0 ? '#' : '+';
    }
    pos.unmakeMoveFast();
  }
  return san;
}

/**
 * SAN of a move. For a legal move: minimal disambiguation and '+'/'#'. For a move that is
 * not legal (e.g. an illegal move being described), a best-effort SAN without suffix.
 */
export function makeSan(pos: Position, move: Move, opts?: SanOptions): string {
  const letters = lettersOf(opts);
  const n = pos.generateMoves(BUF, 0);
  const promo = move.promotion ? (ROLE_CODE[move.promotion] ?? 0) : 0;
  const key = move.from | (move.to << 6) | (promo << 12);
  for (let i = 0; i < n; i++) {
    if ((BUF[i] & 0x7fff) === key) return sanOf(pos, BUF[i], n, letters, true);
  }
  if (!pos.board[move.from]) return squareName(move.from) + squareName(move.to);
  let m = key;
  const p = pos.board[move.from];
  if ((p & 7) === 6 && Math.abs(move.to - move.from) === 2 && (move.from === 4 || move.from === 60)) m |= FLAG_CASTLE;
  if ((p & 7) === 1 && move.to === pos.ep && (move.to & 7) !== (move.from & 7)) m |= FLAG_EP;
  return sanOf(pos, m, n, letters, false);
}

/** SAN of every legal move, in generation order: [move, san][]. */
export function sanMoves(pos: Position, opts?: SanOptions): [Move, string][] {
  const letters = lettersOf(opts);
  const n = pos.generateMoves(BUF, 0);
  const out: [Move, string][] = [];
  // sanOf reads BUF for disambiguation and generates into BUF2 for the check suffix.
  for (let i = 0; i < n; i++) out.push([decodeMove(BUF[i]), sanOf(pos, BUF[i], n, letters, true)]);
  return out;
}

function sanError(code: SanErrorCode, message: string, san: string): { ok: false; error: SanError } {
  return err({ code, message, san: san.slice(0, 40) });
}

const SAN_MAX = 40;

/**
 * Parses SAN with the given letters. Tolerant of '+', '#', '!', '?' suffixes, "0-0"/"O-O",
 * "e8=Q"/"e8Q", a missing or superfluous 'x', '-' between squares and over-disambiguation.
 */
export function parseSan(pos: Position, san: string, opts?: SanOptions): Result<Move, SanError> {
  const letters = lettersOf(opts);
  if (typeof san !== 'string') return sanError('syntax', 'Hamle bir metin olmalıdır.', String(san));
  if (san.length > SAN_MAX) return sanError('syntax', 'Hamle metni çok uzun.', san);
  const s = san.trim().replace(/(?:[+#!?]|\s*e\.p\.)+$/u, '');
  if (s.length === 0) return sanError('syntax', 'Hamle boş.', san);
  const n = pos.generateMoves(BUF, 0);

  const castle = /^([O0o])-\1(-\1)?$/.exec(s);
  if (castle) {
    // 3.8.2: O-O is castling with the king's rook, O-O-O with the queen's rook.
    const long = castle[2] !== undefined;
    for (let i = 0; i < n; i++) {
      const m = BUF[i];
      if (m & FLAG_CASTLE && ((m >> 6) & 63) > (m & 63) !== long) return ok(decodeMove(m));
    }
    return sanError('illegal', `${long ? 'Uzun' : 'Kısa'} rok bu konumda kurallara uygun değil (Madde 3.8.2).`, san);
  }

  const pieceLetters = letters === 'en' ? 'KQRBN' : 'ŞVKFA';
  const promoLetters = letters === 'en' ? 'QRBN' : 'VKFA';
  const re = new RegExp(`^([${pieceLetters}])?([a-h])?([1-8])?[x:-]?([a-h][1-8])(?:=?([${promoLetters}]))?$`, 'u');
  const mt = re.exec(s);
  if (!mt) {
    const other = letters === 'en' ? /[ŞVFA]/u : /[QRBN]/;
    const hint = other.test(s)
      ? letters === 'en'
        ? ' (İngilizce taş harfleri beklendi: K Q R B N.)'
        : ' (Türkçe taş harfleri beklendi: Ş V K F A.)'
      : '';
    return sanError('syntax', `"${s.slice(0, SAN_MAX)}" geçerli bir cebirsel notasyon hamlesi değil.${hint}`, san);
  }
  const role: Role = mt[1] ? LETTER_TO_ROLE[letters][mt[1]] : 'pawn';
  const fromFile = mt[2] ? mt[2].charCodeAt(0) - 97 : -1;
  const fromRank = mt[3] ? mt[3].charCodeAt(0) - 49 : -1;
  const to = parseSquare(mt[4])!;
  const promo: Role | undefined = mt[5] ? LETTER_TO_ROLE[letters][mt[5]] : undefined;
  if (promo && role !== 'pawn') return sanError('syntax', 'Yalnızca piyon terfi edebilir (Madde 3.7.3.3).', san);
  if (promo === 'king') return sanError('syntax', 'Piyon şaha terfi edemez (Madde 3.7.3.3).', san);
  const roleCode = ROLE_CODE[role];
  const promoCode = promo ? ROLE_CODE[promo] : 0;
  let found = -1;
  let count = 0;
  let needsPromotion = false;
  for (let i = 0; i < n; i++) {
    const m = BUF[i];
    const f = m & 63;
    if (((m >> 6) & 63) !== to || (pos.board[f] & 7) !== roleCode) continue;
    if (fromFile >= 0 && (f & 7) !== fromFile) continue;
    if (fromRank >= 0 && f >> 3 !== fromRank) continue;
    const mp = (m >> 12) & 7;
    if (mp !== promoCode) {
      if (mp && !promoCode) needsPromotion = true;
      continue;
    }
    // A pawn move without a file is a push, with a file a capture (or the push of that file).
    if (role === 'pawn' && fromFile < 0 && (f & 7) !== (to & 7)) continue;
    found = m;
    count++;
  }
  if (count === 1) return ok(decodeMove(found));
  if (count > 1)
    return sanError('ambiguous', `"${s}" birden fazla kurallara uygun hamleye uyuyor; hangi taşın oynadığı belirtilmelidir.`, san);
  if (needsPromotion) return sanError('promotion', `"${s}": piyonun hangi taşa terfi edeceği yazılmalıdır (Madde 3.7.3.3).`, san);
  return sanError('illegal', `"${s}" bu konumda kurallara uygun bir hamle değil.`, san);
}
