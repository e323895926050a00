// Adjourned games: the sealed move (Guidelines I of 2018/2023; 2001 Appendix A).
//
// I.1.1 At the end of the session the player having the move seals it: he writes it in unambiguous
//       notation on his scoresheet (2001 A1.a).
// I.9.1 At the resumption the envelope is opened and the sealed move is made on the board (2001 A9.1).
// I.8   Except in the cases of Articles 5, 6.9 and 9.6, the player loses whose recording of the sealed
//       move is ambiguous (I.8.1), cannot be given its true meaning (I.8.2) or is illegal (I.8.3)
//       (2001 A8, A8.1–A8.3: except 6.9 and 9.6).
// The record is read by Appendix C: short or long algebraic (C.8: "Ng1f3", "e7e5"; a hyphen between
// the squares is tolerated), "x" optional (C.9), a pawn capture by its file ("ed4", C.9.3 sample game),
// the promotion piece written (C.11), each player's own letters (C.3: Turkish Ş V K F A when the
// scenario says "notation": "tr"). A move two men can make, written without telling which (C.10), is
// ambiguous. Our reading of the exception: where the opponent cannot checkmate by any series of legal
// moves (6.9's test), the game is drawn instead of lost; a position the board has already ended
// (Article 5, 9.6) was decided before the envelope was opened.

import type { Move } from '../types.ts';
import { opposite } from '../types.ts';
import type { Position } from '../position.ts';
import { parseSan } from '../san.ts';
import { parseUci } from '../uci.ts';
import type { EventBase } from './types.ts';
import type { State } from './state.ts';
import { fault } from './fault.ts';
import { canWin } from './unwinnable.ts';
import { checkEnding } from './endings.ts';
import { side, sideGen } from './steps.ts';

export type SealedReading =
  | { kind: 'legal'; move: Move }
  | { kind: 'ambiguous'; why: string }
  | { kind: 'unreadable'; why: string }
  | { kind: 'illegal'; why: string };

export const quote = (t: string): string => JSON.stringify(t.length > 40 ? t.slice(0, 37) + '…' : t);

/** How Appendix C reads a sealed move in `pos`. */
export function readSealed(pos: Position, text: string, letters: 'en' | 'tr'): SealedReading {
  let t = text
    .trim()
    .replace(/\s*(e\.p\.|ep)$/i, '')
    .replace(/[+#!?]+$/, '');
  const q = quote(text.trim());
  if (t === '') return { kind: 'unreadable', why: 'zarftaki kâğıtta hamle yazılı değil' };
  // Castling: 0-0, O-O (hyphens belong to it).
  if (!/^[0O]-[0O](-[0O])?$/i.test(t)) t = t.replace(/(?<=[a-h][1-8])[-–:]/g, '');
  // A pawn capture written by its file and the square of arrival ("ed4"): as "exd4".
  const pawnCap = /^([a-h])([a-h][1-8])([QRBNVKFAqrbnvkfa])?$/.exec(t);
  if (pawnCap) t = `${pawnCap[1]}x${pawnCap[2]}${pawnCap[3] ? '=' + pawnCap[3].toUpperCase() : ''}`;
  // Long algebraic of a pawn move, "e7e5" / "e5xd4" / "e7e8Q": the squares of departure and arrival.
  const pawnLong = /^([a-h][1-8])x?([a-h][1-8])(?:=?([QRBNVKFA]))?$/i.exec(t);
  if (pawnLong && pos.pieceAt(sq(pawnLong[1]))?.role === 'pawn') {
    const promo = pawnLong[3] ? promoLetter(pawnLong[3], letters) : '';
    if (pawnLong[3] && promo === null) return { kind: 'unreadable', why: `${q}: terfi taşı anlaşılmıyor` };
    const u = parseUci(`${pawnLong[1]}${pawnLong[2]}${promo ?? ''}`, pos);
    if (u.ok) return { kind: 'legal', move: u.value };
    const bare = parseUci(`${pawnLong[1]}${pawnLong[2]}`, pos);
    if (!pawnLong[3] && !bare.ok && parseUci(`${pawnLong[1]}${pawnLong[2]}q`, pos).ok)
      return {
        kind: 'ambiguous',
        why: `${q}: piyon son yataya ulaşıyor ama yerine konacak taş yazılmamış; birden fazla hamle anlamına gelebilir`,
      };
    return { kind: 'illegal', why: `${q} bu konumda kural dışı bir hamledir` };
  }
  const r = parseSan(pos, t, { letters });
  if (r.ok) return { kind: 'legal', move: r.value };
  switch (r.error.code) {
    case 'ambiguous':
      return { kind: 'ambiguous', why: `${q}: bu hamleyi iki (ya da daha çok) taş yapabiliyor ve hangisinin oynadığı yazılmamış` };
    case 'promotion':
      return {
        kind: 'ambiguous',
        why: `${q}: piyon son yataya ulaşıyor ama yerine konacak taş yazılmamış; birden fazla hamle anlamına gelebilir`,
      };
    case 'illegal':
      return { kind: 'illegal', why: `${q} bu konumda kural dışı bir hamledir` };
    default:
      return { kind: 'unreadable', why: `${q} cebirsel gösterimle okunamıyor; gerçek anlamı belirlenemez` };
  }
}

function sq(name: string): number {
  return name.charCodeAt(0) - 97 + (name.charCodeAt(1) - 49) * 8;
}

function promoLetter(l: string, letters: 'en' | 'tr'): string | null {
  const en: Record<string, string> = { Q: 'q', R: 'r', B: 'b', N: 'n' };
  const tr: Record<string, string> = { V: 'q', K: 'r', F: 'b', A: 'n' };
  return (letters === 'tr' ? tr : en)[l.toUpperCase()] ?? null;
}

/** `{ "seal": "Nd2" }`: the player having the move seals it (I.1.1). */
export function onSeal(st: State, ev: EventBase & { text: string }): void {
  const player = ev.by ?? st.turnPlayer();
  if (player !== st.turnPlayer()) fault(st, 'by', `kapalı hamleyi hamle sırası kendisinde olan oyuncu yazar (${side(st.turnPlayer())})`);
  if (st.sealed) fault(st, 'seal', 'kapalı hamle zaten yazıldı; önce zarf açılmalı ("resume": true)');
  if (st.turn.placed || st.turn.board) fault(st, 'seal', 'tahtada yapılmış ama saate basılmamış bir hamle varken kapalı hamle yazılamaz');
  const S = st.ed.sealed;
  st.sealed = { text: ev.text, player, event: ev.index };
  st.step(
    S.seal,
    `Oturum sona erdi; hamle sırası ${sideGen(player)}. ${side(player)} hamlesini (${quote(ev.text)}) notasyon kâğıdına yazdı, kâğıtları zarfa koyup zarfı kapattı ve saatini durdurdu: bu, kapalı hamledir.`,
  );
}

/** `{ "resume": true }`: the envelope is opened in the presence of the opponent (I.7, I.9.1) and the move judged (I.8). */
export function onResume(st: State): void {
  const sealed = st.sealed;
  if (!sealed) return fault(st, 'resume', 'açılacak kapalı hamle yok: önce bir "seal" olayı yazılmalı (ör. { "seal": "Nd2" })');
  st.sealed = null;
  const S = st.ed.sealed;
  const C = S.notation;
  const player = sealed.player;
  const opp = opposite(player);
  const pos = st.cur();
  const reading = readSealed(pos, sealed.text, st.s.notation);
  if (reading.kind === 'legal') {
    if (C)
      st.step(
        C.long,
        `Kapalı hamle ${quote(sealed.text)} cebirsel gösterimle (kısa ya da uzun biçimde) okunuyor ve tek bir hamleyi gösteriyor.`,
      );
    st.step(S.open, `Zarf açıldı; kapalı hamle tahtada yapılır ve ${sideGen(opp)} saati çalıştırılır.`);
    st.commitMove(reading.move);
    checkEnding(st);
    return;
  }
  const article = reading.kind === 'ambiguous' ? S.ambiguous : reading.kind === 'unreadable' ? S.unreadable : S.illegal;
  if (C && reading.kind === 'ambiguous')
    st.step(C.twoMen, 'Aynı kareye iki taş gidebiliyorsa oynanan taş, çıktığı sütun ya da yatayla belirtilmelidir.');
  const why =
    reading.kind === 'ambiguous'
      ? 'belirsizdir'
      : reading.kind === 'unreadable'
        ? 'gerçek anlamı belirlenemeyecek biçimde yazılmıştır'
        : 'kural dışıdır';
  // I.8: except the cases of Articles 5, 6.9 and 9.6 — an opponent who cannot checkmate does not win.
  if (canWin(st.ctx.verdicts, pos, opp) === 'unwinnable') {
    st.end('1/2-1/2', 'sealed-move-unwinnable', S.lost);
    st.ending.fen = pos.fen();
    st.step(article, `${reading.why}: kapalı hamle ${why}.`);
    st.step(
      S.lost,
      `Böyle bir kapalı hamle oyunu kaybettirir; ancak ${side(opp)} kurallara uygun hiçbir hamle dizisiyle ${sideGen(player)} şahını mat edemeyeceği için (6.9'daki ölçüt) oyun berabere biter.`,
    );
    return;
  }
  st.end(opp === 'white' ? '1-0' : '0-1', 'sealed-move', article);
  st.ending.fen = pos.fen();
  st.step(article, `${reading.why}: kapalı hamle ${why}. ${side(player)} oyunu kaybeder, ${side(opp)} kazanır.`);
}
