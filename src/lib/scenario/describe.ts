// Turkish descriptions of scenario events (spec version 1) for timelines and quiz questions.
// Pure and browser-safe: the caller says who acted and what stood on the squares.
import { PIECE_NAMES_TR } from '../placement.ts';

export type Side = 'white' | 'black';
export type PieceAt = (square: string) => { role: keyof typeof PIECE_NAMES_TR; color: Side } | null | undefined;

export const SIDE_TR: Record<Side, string> = { white: 'Beyaz', black: 'Siyah' };
const SIDE_GEN: Record<Side, string> = { white: "Beyaz'ın", black: "Siyah'ın" };
const SIDE_DAT: Record<Side, string> = { white: "Beyaz'a", black: "Siyah'a" };
const PROMO: Record<string, string> = { q: 'vezir', r: 'kale', b: 'fil', n: 'at' };

/** Turkish locative-relative form of a square name: "g5'teki", "e2'deki", "h6'daki". */
export function at(square: string): string {
  const digit = square[1];
  // Spoken numbers: bir, iki, üç, dört, beş, altı, yedi, sekiz. Üç, dört and beş end in a voiceless
  // consonant (-te); altı takes back-vowel harmony (-da); the rest take -de.
  const t = ['3', '4', '5'].includes(digit) ? 't' : 'd';
  const v = digit === '6' ? 'a' : 'e';
  return `${square}'${t}${v}ki`;
}

type Role = keyof typeof PIECE_NAMES_TR;
const DATIVE: Record<Role, string> = { king: 'şaha', queen: 'vezire', rook: 'kaleye', bishop: 'file', knight: 'ata', pawn: 'piyona' };
const ACCUSATIVE: Record<Role, string> = { king: 'şahı', queen: 'veziri', rook: 'kaleyi', bishop: 'fili', knight: 'atı', pawn: 'piyonu' };
const COLOR_ADJ: Record<Side, string> = { white: 'beyaz', black: 'siyah' };

/** "g5'teki siyah piyona" (dative, for touching). */
function touchTarget(pieceAt: PieceAt | undefined, square: string): string {
  const p = pieceAt?.(square);
  return p ? `${at(square)} ${COLOR_ADJ[p.color]} ${DATIVE[p.role]}` : `${square} karesine`;
}

/** "h4'teki piyonu" (accusative, for moving). */
function movedPiece(pieceAt: PieceAt | undefined, square: string): string {
  const p = pieceAt?.(square);
  return p ? `${at(square)} ${ACCUSATIVE[p.role]}` : `${square} karesindeki taşı`;
}

export interface EventLike {
  [k: string]: unknown;
}

export function describeEvent(e: EventLike, actor: Side, pieceAt?: PieceAt): string {
  const who = SIDE_TR[(e.by as Side) ?? actor];
  if (typeof e.move === 'string') return `${who} ${e.move} oynar ve saatine basar.`;
  if (typeof e.touch === 'string') {
    const target = touchTarget(pieceAt, e.touch);
    return e.adjust ? `${who} “düzeltiyorum” diyerek ${target} dokunur.` : `${who} ${target} dokunur.`;
  }
  if (typeof e.place === 'string') {
    const from = e.place.slice(0, 2);
    const to = e.place.slice(2, 4);
    const promo = e.place[4];
    const two = e.twoHands ? ' iki eliyle' : '';
    const promoText = promo ? ` ve yerine ${PROMO[promo] ?? promo} koyar` : '';
    return `${who}${two} ${movedPiece(pieceAt, from)} ${to} karesine bırakır${promoText}.`;
  }
  if (e.castle === 'king' || e.castle === 'queen') {
    return `${who}${e.twoHands ? ' iki eliyle' : ''} ${e.castle === 'king' ? 'kısa' : 'uzun'} rok yapar.`;
  }
  if (e.press) return `${who} saatine basar.`;
  if (e.claim === 'threefold' || e.claim === 'fifty') {
    const kind = e.claim === 'threefold' ? 'üç kez aynı konum (Madde 9.2)' : '50 hamle (Madde 9.3)';
    const intended = typeof e.intended === 'string' ? `, yapacağı ${e.intended} hamlesini yazarak` : '';
    return `${who}${intended} ${kind} nedeniyle beraberlik talep eder.`;
  }
  if (e.claim === 'illegal') return `${who} rakibinin kural dışı hamlesini hakeme bildirir.`;
  if (e.arbiter === 'illegal') return 'Hakem kural dışı hamleyi görür ve müdahale eder.';
  // Displaced pieces (rulings extension: 7.4.1, 7.6).
  if (typeof e.displace === 'string') {
    const from = e.displace.slice(0, 2);
    const to = e.displace.slice(2, 4);
    const p = pieceAt?.(from);
    const piece = p ? `${at(from)} ${COLOR_ADJ[p.color]} ${ACCUSATIVE[p.role]}` : `${from} karesindeki taşı`;
    return to ? `${who} istemeden ${piece} yerinden oynatır; taş ${to} karesine kayar.` : `${who} istemeden ${piece} devirir; taş tahtadan düşer.`;
  }
  if (e.restore === true) return `${who} yerinden oynayan taşları doğru karelerine koyar.`;
  if (e.arbiter === 'displaced')
    return e.by ? `${who} saati durdurur ve taşların yerinden oynadığını hakeme bildirir.` : 'Hakem taşların yerinden oynadığını görür ve müdahale eder.';
  if (e.flag === 'white' || e.flag === 'black') return `${SIDE_GEN[e.flag as Side]} bayrağı düşer.`;
  if (e.offer === 'draw') return `${who} beraberlik teklif eder.`;
  if (e.accept === 'draw') return `${who} beraberlik teklifini kabul eder.`;
  if (e.decline === 'draw') return `${who} beraberlik teklifini reddeder.`;
  if (e.resign === 'white' || e.resign === 'black') return `${SIDE_TR[e.resign as Side]} terk eder.`;
  return `${who}: ${JSON.stringify(e)}`;
}

export const RESULT_TR: Record<string, string> = {
  '1-0': 'Beyaz kazanır (1-0)',
  '0-1': 'Siyah kazanır (0-1)',
  '1/2-1/2': 'Berabere (½-½)',
  '0-0': 'İki taraf da kaybeder (0-0)',
};

export const TERMINATION_TR: Record<string, string> = {
  checkmate: 'mat',
  stalemate: 'pat',
  'dead-position': 'ölü konum',
  resignation: 'terk',
  agreement: 'anlaşmalı beraberlik',
  timeout: 'süre aşımı (bayrak düştü)',
  'timeout-unwinnable': 'bayrak düştü ama rakip mat edemez (Madde 6.9)',
  'illegal-moves': 'ikinci kural dışı hamle',
  'illegal-moves-unwinnable': 'ikinci kural dışı hamle, rakip mat edemez',
  threefold: 'üç kez aynı konum',
  fivefold: 'beş kez aynı konum',
  'fifty-moves': '50 hamle kuralı',
  'seventy-five-moves': '75 hamle kuralı',
  'illegal-position': 'kural dışı konum tahtada kaldı',
};

export function clockText(adj: { side: Side; seconds: number; article?: string }): string {
  const mins = Math.abs(adj.seconds) % 60 === 0 ? `${Math.abs(adj.seconds) / 60} dakika` : `${Math.abs(adj.seconds)} saniye`;
  return adj.seconds >= 0 ? `${SIDE_DAT[adj.side]} ${mins} eklenir` : `${SIDE_GEN[adj.side]} süresinden ${mins} düşülür`;
}
