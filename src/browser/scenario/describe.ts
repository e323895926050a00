// Turkish descriptions of scenario events for timelines and quiz questions. The events are the
// engine's typed events (src/engine/rulings); the caller says who acted and what stood on the
// squares (the board before the event, from the engine's trace). Pure and browser-safe.
import type { Piece, Role, Square } from '../../engine/types.ts';
import { squareName } from '../../engine/types.ts';
import type { ScenarioEvent } from '../../engine/rulings/types.ts';
import { PIECE_NAMES_TR } from '../board-svg.ts';

export type Side = 'white' | 'black';
export type PieceAt = (square: Square) => Piece | null | undefined;

export const SIDE_TR: Record<Side, string> = { white: 'Beyaz', black: 'Siyah' };
const SIDE_GEN: Record<Side, string> = { white: "Beyaz'ın", black: "Siyah'ın" };
const SIDE_DAT: Record<Side, string> = { white: "Beyaz'a", black: "Siyah'a" };

/** Turkish locative-relative form of a square name: "g5'teki", "e2'deki", "h6'daki". */
export function at(square: string): string {
  const digit = square[1];
  // Spoken numbers: bir, iki, üç, dört, beş, altı, yedi, sekiz. Üç, dört and beş end in a voiceless
  // consonant (-te); altı takes back-vowel harmony (-da); the rest take -de.
  const t = ['3', '4', '5'].includes(digit) ? 't' : 'd';
  const v = digit === '6' ? 'a' : 'e';
  return `${square}'${t}${v}ki`;
}

const DATIVE: Record<Role, string> = { king: 'şaha', queen: 'vezire', rook: 'kaleye', bishop: 'file', knight: 'ata', pawn: 'piyona' };
const ACCUSATIVE: Record<Role, string> = { king: 'şahı', queen: 'veziri', rook: 'kaleyi', bishop: 'fili', knight: 'atı', pawn: 'piyonu' };
const COLOR_ADJ: Record<Side, string> = { white: 'beyaz', black: 'siyah' };

/** "g5'teki siyah piyona" (dative, for touching). */
function touchTarget(pieceAt: PieceAt | undefined, sq: Square): string {
  const p = pieceAt?.(sq);
  return p ? `${at(squareName(sq))} ${COLOR_ADJ[p.color]} ${DATIVE[p.role]}` : `${squareName(sq)} karesine`;
}

/** "h4'teki piyonu" (accusative, for moving). */
function movedPiece(pieceAt: PieceAt | undefined, sq: Square): string {
  const p = pieceAt?.(sq);
  return p ? `${at(squareName(sq))} ${ACCUSATIVE[p.role]}` : `${squareName(sq)} karesindeki taşı`;
}

/**
 * One event in Turkish. `actor` is who did it (the engine's trace says); `san` is the move of a
 * `move` event as it should be shown (the letters of the view), else its text as written.
 */
export function describeEvent(e: ScenarioEvent, actor: Side | 'arbiter', pieceAt?: PieceAt, san?: string): string {
  const text = describeOne(e, actor, pieceAt, san);
  // Spec v2: the time the player's clock ran for this part of the move.
  return e.seconds !== undefined ? `${text.replace(/\.$/, '')} (${durationTr(e.seconds)}).` : text;
}

/** "45 saniye", "2 dakika 5 saniye". */
function durationTr(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m ? `${m} dakika` : '', s || !m ? `${s} saniye` : ''].filter(Boolean).join(' ');
}

function describeOne(e: ScenarioEvent, actor: Side | 'arbiter', pieceAt?: PieceAt, san?: string): string {
  const side: Side = e.by ?? (actor === 'arbiter' ? 'white' : actor);
  const who = SIDE_TR[side];
  switch (e.kind) {
    case 'move':
      return `${who} ${san ?? e.text} oynar ve saatine basar.`;
    case 'touch': {
      const target = touchTarget(pieceAt, e.square);
      if (e.adjust) return `${who} “düzeltiyorum” diyerek ${target} dokunur.`;
      return `${who} ${target} ${e.accidental ? 'istemeden ' : ''}dokunur.`;
    }
    case 'place': {
      const two = e.twoHands ? ' iki eliyle' : '';
      const promo = e.promotion ? ` ve yerine ${PIECE_NAMES_TR[e.promotion]} koyar` : '';
      return `${who}${two} ${movedPiece(pieceAt, e.from)} ${squareName(e.to)} karesine bırakır${promo}.`;
    }
    case 'castle':
      return `${who}${e.twoHands ? ' iki eliyle' : ''} ${e.side === 'king' ? 'kısa' : 'uzun'} rok yapar.`;
    case 'promote':
      return `${who} terfi karesine ${PIECE_NAMES_TR[e.role]} koyar.`;
    case 'press':
      return `${who} saatine basar.`;
    case 'claim':
      if (e.claim === 'illegal') return `${who} rakibinin kural dışı hamlesini hakeme bildirir.`;
      if (e.claim === 'touch-move') return `${who}, rakibinin dokunduğu taşla oynaması gerektiğini hakeme bildirir.`;
      if (e.claim === 'normal-means')
        return `${who} saati durdurur ve rakibinin oyunu normal yollarla ${e.basis === 'no-effort' ? 'kazanmak için çaba göstermediği' : 'kazanamayacağı'} savıyla beraberlik ister.`;
      return `${who}${e.intended ? `, yapacağı ${e.intended} hamlesini yazarak` : ''} ${e.claim === 'threefold' ? 'üç kez aynı konum (Madde 9.2)' : '50 hamle (Madde 9.3)'} nedeniyle beraberlik savında bulunur.`;
    case 'arbiter':
      if (e.what === 'illegal') return 'Hakem kural dışı hamleyi görür ve müdahale eder.';
      if (e.what === 'illegal-position') return 'Hakem tahtada kural dışı bir konum görür (iki şah birden tehdit altında ya da son yatayda piyon).';
      if (e.what === 'agree') return 'Hakem ek süre isteğini uygun bulur.';
      if (e.what === 'refuse') return 'Hakem ek süre isteğini kabul etmez.';
      if (e.what === 'draw') return 'Hakem oyunu berabere ilan eder.';
      if (e.what === 'reject') return 'Hakem beraberlik savını reddeder.';
      if (e.what === 'postpone') return `Hakem kararını erteler${e.award ? ' ve rakibe iki dakika verir' : ''}.`;
      return e.by ? `${who} saati durdurur ve taşların yerinden oynadığını hakeme bildirir.` : 'Hakem taşların yerinden oynadığını görür ve müdahale eder.';
    case 'displace': {
      const p = pieceAt?.(e.from);
      const from = squareName(e.from);
      const piece = p ? `${at(from)} ${COLOR_ADJ[p.color]} ${ACCUSATIVE[p.role]}` : `${from} karesindeki taşı`;
      return e.to !== null ? `${who} istemeden ${piece} yerinden oynatır; taş ${squareName(e.to)} karesine kayar.` : `${who} istemeden ${piece} devirir; taş tahtadan düşer.`;
    }
    case 'restore':
      return `${who} yerinden oynayan taşları doğru karelerine koyar.`;
    case 'flag':
      if (e.side === 'both') return 'İki bayrak da düşer.';
      return `${SIDE_GEN[e.side]} bayrağı düşer${e.seenBy === 'arbiter' ? ' (hakem görür)' : e.seenBy ? ` (${SIDE_TR[e.seenBy]} bunu ileri sürer)` : ''}.`;
    case 'offer':
      return `${who} beraberlik teklif eder.`;
    case 'accept':
      return `${who} beraberlik teklifini kabul eder.`;
    case 'decline':
      return `${who} beraberlik teklifini reddeder.`;
    case 'resign':
      return `${SIDE_TR[e.side]} terk eder.`;
    case 'found':
      if (e.what === 'clock-setting') return `Saatin yanlışlıkla ${e.set?.text ?? ''} olarak kurulduğu anlaşılır.`;
      return FOUND_TR[e.what] + (e.square !== undefined ? ` (${squareName(e.square)})` : '') + '.';
    case 'scoresheet':
      return `${who} hamlelerini kaydetmeyi bırakır.`;
    case 'request':
      return `${who} iki oyuncu için hamle başına beş saniye ek süre ister (bu aynı zamanda beraberlik teklifidir).`;
    case 'seal':
      return `${who} hamlesini (${e.text}) notasyon kâğıdına yazıp zarfa koyar ve mühürler.`;
    case 'resume':
      return 'Devam oturumunda zarf açılır.';
  }
}

const FOUND_TR: Record<string, string> = {
  'initial-position': 'Başlangıç konumunun yanlış dizildiği anlaşılır',
  'board-orientation': 'Tahtanın ters konduğu anlaşılır',
  'colours-reversed': 'Oyuncuların ters renklerle başladığı anlaşılır',
  misplaced: 'Bir şahın ya da kalenin yanlış kareye dizildiği anlaşılır',
};

/** "yürürlükteki 2023 kurallarına göre" … (inside a sentence; `upperFirst` for a heading). */
export const EDITION_TR: Record<string, string> = { '2023': 'yürürlükteki 2023 kurallarına göre', '2018': '2018 metnine göre', '2001': '2001 sürümüne göre' };
export const upperFirst = (s: string): string => s.charAt(0).toLocaleUpperCase('tr') + s.slice(1);

/** What touch-move obliges, by obligation kind. */
export const OBLIGATION_TR: Record<string, string> = {
  move: 'dokunduğu taşı oynamak',
  capture: 'dokunduğu taşı almak',
  castle: 'rok yapmak',
  king: 'şahıyla oynamak',
  free: 'dilediği geçerli hamleyi yapmak (zorunluluk yok)',
};

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
  'resignation-unwinnable': 'terk, ama rakip mat edemez (2023, Madde 5.1.2)',
  restart: 'oyun iptal: yeni bir oyun oynanır',
};

export function clockText(adj: { side: Side; seconds: number; article?: string }): string {
  const mins = Math.abs(adj.seconds) % 60 === 0 ? `${Math.abs(adj.seconds) / 60} dakika` : `${Math.abs(adj.seconds)} saniye`;
  return adj.seconds >= 0 ? `${SIDE_DAT[adj.side]} ${mins} eklenir` : `${SIDE_GEN[adj.side]} süresinden ${mins} düşülür`;
}
