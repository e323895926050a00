// The sandbox page (/senaryolar/dene/) as a reducer: the scenario being built, the mode, the square
// picked for tap-tap, the one message shown and what the forms hold. Every event the page adds is
// built here from what the reader chose (never in the markup); chess is the engine's. Pure: the
// island passes the position its board shows (the engine's trace) with the actions that read it.
import { Position, err, makeSan, ok, opposite, parseFen, type Move, type Result } from '../../engine/index.ts';
import { castlingForVariant } from '../board-editor.ts';
import { pieceOn, turnOf } from '../fen.ts';
import { MAX_EVENTS, MAX_MOVES, limitMessage } from '../../lib/index.ts';
import type { Side } from './labels.ts';
import { sanFromTurkish, type Letters } from './notation.ts';
import {
  EMPTY_DRAFT,
  FOUND_KINDS,
  decodeHash,
  foundEvent,
  fromPgn,
  movesFromTo,
  parseClockText,
  parseJsonText,
  releaseEvent,
  withSeconds,
  type ScenarioDraft,
} from './sandbox.ts';

export type Mode = 'setup' | 'moves' | 'events';
/** Where a message is shown: beside the control that caused it. */
export type NoticeAt = 'url' | 'board' | 'fen' | 'pgn' | 'json' | 'clocks' | 'time' | 'found';
export interface Notice {
  at: NoticeAt;
  text: string;
}
type Promo = '' | 'q' | 'r' | 'b' | 'n';
type SandboxEvent = Record<string, unknown>;

/** What the form fields hold (typed text is kept until it is applied, and after a failure). */
export interface SandboxForm {
  fen: string;
  pgn: string;
  json: string;
  letters: Letters;
  /** Events mode: a touch is "J'adoube" (4.2.1); castling and placements with two hands (4.1). */
  adjust: boolean;
  twoHands: boolean;
  /** Events mode: a drag knocks the piece out of place (7.4) instead of releasing it there. */
  displacing: boolean;
  promo: Promo;
  /** The move written on the scoresheet for a claim, in the chosen letters. */
  intended: string;
  /** The time of the move (spec v2 `seconds`) for a clock press or castling. */
  moveTime: string;
  clockWhite: string;
  clockBlack: string;
  firstFlag: Side | '';
  foundKind: string;
  foundExtra: string;
}

export interface SandboxState {
  draft: ScenarioDraft;
  mode: Mode;
  /** Tap-tap: the square tapped first (its piece touched, in the events mode). */
  selected: string | null;
  /** One message at a time, beside the control that caused it; the next successful action clears it. */
  notice: Notice | null;
  form: SandboxForm;
}

/** The sandbox's buttons that add an event. */
export type EventButton =
  | 'press'
  | 'castle-king'
  | 'castle-queen'
  | 'arbiter-illegal'
  | 'claim-illegal'
  | 'restore'
  | 'arbiter-displaced'
  | 'claim-threefold'
  | 'claim-fifty'
  | 'flag-white'
  | 'flag-black'
  | 'flag-both'
  | 'offer-draw'
  | 'accept-draw'
  | 'decline-draw'
  | 'resign'
  | 'found'
  | 'scoresheet-white'
  | 'scoresheet-black';

export type SandboxAction =
  | { type: 'mode'; mode: Mode }
  /** Typing in a field or ticking a box: nothing is applied, the message stays. */
  | { type: 'form'; patch: Partial<Omit<SandboxForm, 'foundKind'>> }
  | { type: 'foundKind'; kind: string }
  | { type: 'settings'; patch: Partial<Pick<ScenarioDraft, 'laws' | 'timeControl' | 'supervision'>> }
  | { type: 'variant'; variant: ScenarioDraft['variant'] }
  /** A position set up in the board editor. */
  | { type: 'start'; fen: string }
  /** A random Chess960 start (the caller draws it: the reducer stays pure). */
  | { type: 'random960'; fen: string }
  | { type: 'applyFen' }
  | { type: 'applyPgn' }
  | { type: 'importJson'; text: string }
  | { type: 'applyClocks' }
  | { type: 'undoMove' }
  | { type: 'deleteEvent'; index: number }
  /** `physical`: the position as it stands after the events (the engine's trace). */
  | { type: 'event'; button: EventButton; physical: string }
  /** A tap or a drag on the live board; `board` is the position it shows. */
  | { type: 'tap'; square: string; board: string }
  | { type: 'drop'; from: string; to: string; board: string };

const FORM: SandboxForm = {
  fen: EMPTY_DRAFT.start,
  pgn: '',
  json: '',
  letters: 'tr',
  adjust: false,
  twoHands: false,
  displacing: false,
  promo: '',
  intended: '',
  moveTime: '',
  clockWhite: '',
  clockBlack: '',
  firstFlag: '',
  foundKind: FOUND_KINDS[0].value,
  foundExtra: '',
};

/** The page as it opens: the scenario of the address ("#s=…"), or a new one with the URL's problem said. */
export function initialState(hash: string): SandboxState {
  const s: SandboxState = { draft: EMPTY_DRAFT, mode: 'moves', selected: null, notice: null, form: FORM };
  const fromUrl = decodeHash(hash);
  if (!fromUrl) return s;
  if (!fromUrl.ok) return { ...s, notice: { at: 'url', text: fromUrl.error } };
  return { ...s, draft: fromUrl.value, form: { ...FORM, fen: fromUrl.value.start } };
}

/** The FEN fields, named in Turkish in error messages. */
const FEN_FIELD_TR: Record<string, string> = {
  placement: 'taş dizilişi',
  turn: 'hamle sırası',
  castling: 'rok hakları',
  enPassant: 'geçerken alma karesi',
  halfmoves: 'yarım hamle sayacı',
  fullmoves: 'hamle numarası',
  fen: 'FEN',
};

const PROMOTION: Record<string, Move['promotion']> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

const say = (s: SandboxState, at: NoticeAt, text: string): SandboxState => ({ ...s, notice: { at, text } });
/** A change to the scenario: the message goes. */
const update = (s: SandboxState, patch: Partial<ScenarioDraft>): SandboxState => ({ ...s, notice: null, draft: { ...s.draft, ...patch } });
/** A new position: the moves and events of the old one no longer apply; the FEN field follows. */
const withStart = (s: SandboxState, start: string, patch: Partial<ScenarioDraft> = {}): SandboxState => ({
  ...update(s, { ...patch, start, moves: [], events: [] }),
  form: { ...s.form, fen: start },
});
/** A whole scenario read from PGN or JSON. */
const replaced = (s: SandboxState, draft: ScenarioDraft): SandboxState => ({
  ...s,
  notice: null,
  draft,
  form: { ...s.form, fen: draft.start },
});

function addEvent(s: SandboxState, e: SandboxEvent): SandboxState {
  if (s.draft.events.length >= MAX_EVENTS) return say(s, 'board', limitMessage.events(s.draft.events.length + 1));
  return update(s, { events: [...s.draft.events, e] });
}

/** A legal move from → to on the board of the moves mode (promotion from the selector, queen by default). */
function tryMove(s: SandboxState, board: string, from: string, to: string): SandboxState {
  const p = Position.fromFen(board, { chess960: s.draft.variant === 'chess960' });
  if (!p.ok) return say(s, 'board', 'Bu konumda hamle yapılamıyor: konum kurallara aykırı (“Kurulum” bölümünde düzeltin).');
  if (s.draft.moves.length >= MAX_MOVES) return say(s, 'board', limitMessage.moves(s.draft.moves.length + 1));
  // Guidelines II.3: in Chess960 the king onto its own rook or onto its castling square.
  const cands = movesFromTo(p.value, from, to);
  if (!cands.length)
    return say(
      s,
      'board',
      `${from}-${to} bu konumda kurallara uygun bir hamle değil. Kural dışı hamleleri “Olaylar” bölümünde taşı bırakarak ekleyin.`,
    );
  const move = cands.find((m) => !m.promotion || m.promotion === PROMOTION[s.form.promo || 'q']) ?? cands[0];
  return update(s, { moves: [...s.draft.moves, makeSan(p.value, move, { letters: 'en' })], events: [] });
}

/** A piece dragged (or tapped twice) from → to: a move, a placement, a castling or a displacement. */
function drop(s0: SandboxState, from: string, to: string, board: string): SandboxState {
  const s = { ...s0, selected: null };
  if (s.mode === 'moves') return tryMove(s, board, from, to);
  if (s.mode !== 'events' || from === to) return s;
  // 7.4: a piece knocked out of place is a displacement, not a move.
  if (s.form.displacing) return addEvent(s, { displace: to === 'offboard' ? from : `${from}${to}` });
  const { promo, twoHands } = s.form;
  return addEvent(s, releaseEvent(board, from, to, { chess960: s.draft.variant === 'chess960', promo, twoHands }));
}

/**
 * Tap-tap: the first tap picks a piece (touching it in the events mode), a tap elsewhere moves or releases it;
 * in the events mode a second tap on the picked piece lets it go.
 */
function tap(s: SandboxState, square: string, board: string): SandboxState {
  const occupied = pieceOn(board, square);
  if (s.mode === 'events') {
    // The touched piece tapped again is let go (still touched): the next tap touches another piece,
    // e.g. the king, then a rook (4.4.1), without releasing the first onto it.
    if (s.selected === square) return { ...s, selected: null };
    if (s.selected) return drop(s, s.selected, square, board);
    const touched = occupied ? addEvent(s, { touch: square, ...(s.form.adjust ? { adjust: true } : {}) }) : s;
    return { ...touched, selected: occupied ? square : null };
  }
  if (s.mode !== 'moves') return s;
  if (s.selected && s.selected !== square) {
    // A move made drops the pick; a refused one keeps its message and picks the tapped piece instead.
    const moved = tryMove(s, board, s.selected, square);
    return { ...moved, selected: moved.draft !== s.draft || !occupied ? null : square };
  }
  return { ...s, selected: occupied ? square : null };
}

/** The event a button adds, or the message saying what its field needs. */
function buttonEvent(s: SandboxState, button: EventButton, physical: string): Result<SandboxEvent, Notice> {
  const f = s.form;
  const hands = f.twoHands ? { twoHands: true } : {};
  // A clock press and castling take the time of the move from its field.
  const timed = (e: SandboxEvent) => {
    const r = withSeconds(e, f.moveTime);
    return r.ok ? ok(r.value) : err<Notice>({ at: 'time', text: r.error });
  };
  // The move written for a claim, typed in the chosen letters, kept in English (the scenario's notation).
  const t = f.intended.trim();
  const intended = t ? { intended: f.letters === 'tr' ? sanFromTurkish(t) : t } : {};
  switch (button) {
    case 'press':
      return timed({ press: true });
    case 'castle-king':
      return timed({ castle: 'king', ...hands });
    case 'castle-queen':
      return timed({ castle: 'queen', ...hands });
    case 'found': {
      const r = foundEvent(f.foundKind, f.foundExtra);
      return r.ok ? ok(r.value) : err<Notice>({ at: 'found', text: r.error });
    }
    case 'arbiter-illegal':
      return ok({ arbiter: 'illegal' });
    case 'claim-illegal':
      return ok({ claim: 'illegal', by: opposite(turnOf(physical)) });
    case 'restore':
      return ok({ restore: true });
    case 'arbiter-displaced':
      return ok({ arbiter: 'displaced' });
    case 'claim-threefold':
      return ok({ claim: 'threefold', ...intended });
    case 'claim-fifty':
      return ok({ claim: 'fifty', ...intended });
    case 'flag-white':
      return ok({ flag: 'white' });
    case 'flag-black':
      return ok({ flag: 'black' });
    case 'flag-both':
      return ok({ flag: 'both', first: f.firstFlag || null });
    case 'offer-draw':
      return ok({ offer: 'draw' });
    case 'accept-draw':
      return ok({ accept: 'draw' });
    case 'decline-draw':
      return ok({ decline: 'draw' });
    case 'resign':
      return ok({ resign: turnOf(physical) });
    case 'scoresheet-white':
      return ok({ scoresheet: 'stop', by: 'white' });
    case 'scoresheet-black':
      return ok({ scoresheet: 'stop', by: 'black' });
  }
}

function applyClocks(s: SandboxState): SandboxState {
  const { clockWhite, clockBlack } = s.form;
  if (!clockWhite.trim() && !clockBlack.trim()) return update(s, { clocks: null });
  const w = parseClockText(clockWhite);
  const b = parseClockText(clockBlack);
  if (!w.ok || !b.ok) return say(s, 'clocks', `${!w.ok ? `Beyaz: ${w.error}` : ''} ${!b.ok ? `Siyah: ${b.error}` : ''}`.trim());
  return update(s, { clocks: { white: w.value, black: b.value } });
}

export function reduce(s: SandboxState, a: SandboxAction): SandboxState {
  switch (a.type) {
    case 'mode':
      return { ...s, mode: a.mode, selected: null, notice: null };
    case 'form':
      return { ...s, form: { ...s.form, ...a.patch } };
    case 'foundKind':
      return { ...s, form: { ...s.form, foundKind: a.kind, foundExtra: '' } };
    case 'settings':
      return update(s, a.patch);
    case 'variant': {
      // Guidelines II: the scenario ruled as a Chess960 game or a standard one (moves and events stay).
      const start = castlingForVariant(s.draft.start, a.variant === 'chess960');
      return { ...update(s, { variant: a.variant, start }), form: { ...s.form, fen: start } };
    }
    case 'start':
      return withStart(s, a.fen);
    case 'random960':
      return withStart(s, a.fen, { variant: 'chess960' });
    case 'applyFen': {
      const f = parseFen(s.form.fen, { chess960: s.draft.variant === 'chess960' });
      if (!f.ok)
        return say(
          s,
          'fen',
          `FEN geçersiz (${FEN_FIELD_TR[f.error.field] ?? f.error.field}): ${f.error.message} Girdiğiniz metin korunuyor.`,
        );
      return withStart(s, s.form.fen.trim());
    }
    case 'applyPgn': {
      const r = fromPgn(s.form.pgn, s.draft);
      return r.ok ? replaced(s, r.value) : say(s, 'pgn', `${r.error} Girdiğiniz metin korunuyor.`);
    }
    case 'importJson': {
      const r = parseJsonText(a.text);
      return r.ok ? replaced(s, r.value) : say(s, 'json', `${r.error} Mevcut senaryo korunuyor.`);
    }
    case 'applyClocks':
      return applyClocks(s);
    case 'undoMove':
      return update(s, { moves: s.draft.moves.slice(0, -1), events: [] });
    case 'deleteEvent':
      return update(s, { events: s.draft.events.filter((_, j) => j !== a.index) });
    case 'event': {
      const r = buttonEvent(s, a.button, a.physical);
      if (!r.ok) return say(s, r.error.at, r.error.text);
      const added = addEvent(s, r.value);
      // The time typed applied to the event it went with; refused by the cap, it stays.
      const timed = a.button === 'press' || a.button === 'castle-king' || a.button === 'castle-queen';
      return timed && added.draft !== s.draft ? { ...added, form: { ...added.form, moveTime: '' } } : added;
    }
    case 'tap':
      return tap(s, a.square, a.board);
    case 'drop':
      return drop(s, a.from, a.to, a.board);
  }
}
