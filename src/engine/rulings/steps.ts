// Plain-Turkish wording shared by the ruling modules. Every step text is ours (the
// editorial rule: the Laws are quoted only on the law pages); a step names what happened
// on this board and which article decides it.

import type { Color, Piece, Role, Square } from '../types.ts';
import { squareName } from '../types.ts';
import type { Laws, Step } from './types.ts';
import { EDITIONS } from './editions.ts';

export const ROLE_TR: Record<Role, string> = {
  pawn: 'piyon',
  knight: 'at',
  bishop: 'fil',
  rook: 'kale',
  queen: 'vezir',
  king: 'şah',
};

/**
 * The clock verb of the edition's text: the 2023 Laws pause the clock where the earlier
 * texts stopped it (6.2.2, 6.11, 7.4.2, 8.5.1, 9.5.1, A.5.3, III.5); 6.10.2 and I.1.1
 * still stop it and do not use this. "duraklatıp" / "durdurup".
 */
export const pauseTr = (laws: Laws, form: 'ıp' | 'ır' | 'abilir'): string => (EDITIONS[laws].pausesClock ? PAUSE_2023 : STOP_OLD)[form];
const PAUSE_2023 = { ıp: 'duraklatıp', ır: 'duraklatır', abilir: 'duraklatabilir' } as const;
const STOP_OLD = { ıp: 'durdurup', ır: 'durdurur', abilir: 'durdurabilir' } as const;

/** "Beyaz", "Siyah". */
export const side = (c: Color): string => (c === 'white' ? 'Beyaz' : 'Siyah');
/** "beyaz", "siyah" (inside a sentence). */
export const colorTr = (c: Color): string => (c === 'white' ? 'beyaz' : 'siyah');
/** Genitive: "Beyaz'ın", "Siyah'ın". */
export const sideGen = (c: Color): string => (c === 'white' ? "Beyaz'ın" : "Siyah'ın");
/** Locative: "Beyaz'da", "Siyah'ta". */
export const sideLoc = (c: Color): string => (c === 'white' ? "Beyaz'da" : "Siyah'ta");
/** Dative: "Beyaz'a", "Siyah'a". */
export const sideDat = (c: Color): string => (c === 'white' ? "Beyaz'a" : "Siyah'a");

export const sqName = (sq: Square): string => squareName(sq);
export const pieceName = (p: Piece): string => `${colorTr(p.color)} ${ROLE_TR[p.role]}`;
export const ROLE_ACC: Record<Role, string> = {
  pawn: 'piyonu',
  knight: 'atı',
  bishop: 'fili',
  rook: 'kaleyi',
  queen: 'veziri',
  king: 'şahı',
};
/** Accusative: "e2 karesindeki beyaz piyonu". */
export const pieceAtAcc = (sq: Square, p: Piece): string => `${squareName(sq)} karesindeki ${colorTr(p.color)} ${ROLE_ACC[p.role]}`;
export const ROLE_DAT: Record<Role, string> = {
  pawn: 'piyona',
  knight: 'ata',
  bishop: 'file',
  rook: 'kaleye',
  queen: 'vezire',
  king: 'şaha',
};
/** Dative: "g5 karesindeki siyah piyona". */
export const pieceAtDat = (sq: Square, p: Piece): string => `${squareName(sq)} karesindeki ${colorTr(p.color)} ${ROLE_DAT[p.role]}`;
/** "g5 karesindeki siyah piyon". */
export const pieceAt = (sq: Square, p: Piece): string => `${squareName(sq)} karesindeki ${pieceName(p)}`;

/** Turkish locative-relative form of a square name: "g5'teki", "e2'deki", "h6'daki". */
export function at(square: string): string {
  const digit = square[1];
  // Spoken numbers: bir, iki, üç, dört, beş, altı, yedi, sekiz. Üç, dört and beş end in a voiceless
  // consonant (-te); altı takes back-vowel harmony (-da); the rest take -de.
  const t = ['3', '4', '5'].includes(digit) ? 't' : 'd';
  const v = digit === '6' ? 'a' : 'e';
  return `${square}'${t}${v}ki`;
}

/** For the narrator: "g5'teki siyah piyona" (dative, for touching), or "g5 karesine" with no board. */
export function touchTarget(p: Piece | null | undefined, sq: Square): string {
  return p ? `${at(squareName(sq))} ${colorTr(p.color)} ${ROLE_DAT[p.role]}` : `${squareName(sq)} karesine`;
}

/** For the narrator: "h4'teki piyonu" (accusative, for moving), or "h4 karesindeki taşı". */
export function movedPiece(p: Piece | null | undefined, sq: Square): string {
  return p ? `${at(squareName(sq))} ${ROLE_ACC[p.role]}` : `${squareName(sq)} karesindeki taşı`;
}

/** "45 saniye", "2 dakika 5 saniye" (a player's time for part of a move). */
export function durationTr(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m ? `${m} dakika` : '', s || !m ? `${s} saniye` : ''].filter(Boolean).join(' ');
}

/** "2 dakika", "1 dakika", "90 saniye". */
export function duration(seconds: number): string {
  const s = Math.abs(seconds);
  if (s % 60 === 0) return `${s / 60} dakika`;
  if (s > 60) return `${Math.floor(s / 60)} dakika ${Math.round(s % 60)} saniye`;
  return `${Math.round(s * 10) / 10} saniye`;
}

export const step = (article: string, text: string): Step => ({ article, text });

/** A list of SAN moves for a sentence: "fxg6", "Nf3 ya da Ne5", "a, b ya da c". */
export function listMoves(moves: string[]): string {
  if (moves.length === 0) return '';
  if (moves.length === 1) return moves[0];
  if (moves.length > 8) return `${moves.slice(0, 8).join(', ')} … (toplam ${moves.length} hamle)`;
  return `${moves.slice(0, -1).join(', ')} ya da ${moves[moves.length - 1]}`;
}

/** A clock reading: "25:10", "1:05:00". */
export function clock(seconds: number): string {
  const t = Math.max(0, Math.round(seconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const r = String(t % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}
