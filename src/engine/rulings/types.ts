// Types of the arbiter-rulings module: a scenario (what happened at one board, spec
// `scenario-format.md` version 1) and the ruling (what the Laws say follows from it).
// Field names and meanings of the spec are kept exactly; additions are marked "extension".

import type { Color, Move, Role, Square } from '../types.ts';

/**
 * Edition of the Laws: the 2023 edition in force since 1 January 2023 (the default; we have no
 * text of it, only the facts of what it changed, ../shared/facts/laws-2023.md), the 2018 text
 * (seed 002) or the older edition (seed 000).
 */
export type Laws = '2023' | '2018' | '2001';
export type Category = 'standard' | 'rapid' | 'blitz';
export type Supervision = 'full' | 'partial';

/** One period of a time control (6.3.1): N moves (null: the rest of the game) in M minutes, with an increment or a delay per move (6.3.2). */
export interface Period {
  moves: number | null;
  minutes: number;
  incrementSeconds: number;
  delaySeconds: number;
}

export interface TimeControl {
  /** The text as written, e.g. "90+30" or "40/90+30:30+30". */
  text: string;
  periods: Period[];
  /** Of the first period: the category (A.1/B.1) is taken from it. */
  baseMinutes: number;
  incrementSeconds: number;
}

interface EventBase {
  /** Index in the scenario's `events` array. */
  index: number;
  /** The player who does it, when the scenario names one (`by`). */
  by?: Color;
  /**
   * Spec v2, on `move`, `place`, `castle` and `press`: the time (s) the player's clock ran for this
   * part of the move; the seconds of one move's events add up to the move's time.
   */
  seconds?: number;
}

/** `{ "move": "Nf3" }`: a legal move made with one hand and the clock pressed. */
export interface MoveEvent extends EventBase {
  kind: 'move';
  text: string;
}
/** `{ "touch": "g5" }` (4.2.2 / 4.3), `"adjust": true` (4.2.1), `"accidental": true` (4.2.2, extension). */
export interface TouchEvent extends EventBase {
  kind: 'touch';
  square: Square;
  adjust: boolean;
  accidental: boolean;
}
/** `{ "place": "h4g5" }`: a piece moved from h4 and released on g5; may be illegal. */
export interface PlaceEvent extends EventBase {
  kind: 'place';
  from: Square;
  to: Square;
  /** Piece put on the promotion square; absent = the pawn itself stays there unpromoted. */
  promotion?: Role;
  twoHands: boolean;
}
/** `{ "castle": "king" | "queen" }`: king and rook physically castled, legal or not. */
export interface CastleEvent extends EventBase {
  kind: 'castle';
  side: 'king' | 'queen';
  twoHands: boolean;
}
/** Extension: `{ "promote": "q" }` puts the new piece on the promotion square (4.6, 4.7.3). */
export interface PromoteEvent extends EventBase {
  kind: 'promote';
  role: Role;
}
/** `{ "press": true }`; extension `"noticed": false`: nobody saw the illegal move yet (7.5.1). */
export interface PressEvent extends EventBase {
  kind: 'press';
  noticed: boolean;
}
export type ClaimKind = 'threefold' | 'fifty' | 'illegal' | 'touch-move' | 'normal-means';
/** `{ "claim": … }`: 9.2/9.3 draw claims, `illegal` (A.4.2), extension `touch-move` (4.8). */
export interface ClaimEvent extends EventBase {
  kind: 'claim';
  claim: ClaimKind;
  /** The move written on the scoresheet (9.2.1.1, 9.3.1), as given. */
  intended?: string;
  /** Spec v3, `normal-means` (III.5): the opponent cannot win, or makes no effort to win, by normal means. */
  basis?: 'cannot-win' | 'no-effort';
}
/** Spec v3 `{ "request": "increment" }`: III.4, five seconds of increment for both (also a draw offer). */
export interface RequestEvent extends EventBase {
  kind: 'request';
}
/** Spec v3 `{ "seal": "Nd2" }`: the move sealed at the adjournment (Guidelines I.1.1), as written. */
export interface SealEvent extends EventBase {
  kind: 'seal';
  text: string;
}
/** Spec v3 `{ "resume": true }`: the envelope is opened and the sealed move judged (I.8, I.9.1). */
export interface ResumeEvent extends EventBase {
  kind: 'resume';
}
/**
 * `{ "arbiter": "illegal" }`: the arbiter sees the illegal move just completed and intervenes.
 * Extension `{ "arbiter": "illegal-position" }`: the arbiter, who did not see the move, finds
 * an illegal position on the board (A.4.4: both kings in check, a pawn on the last rank).
 */
export interface ArbiterEvent extends EventBase {
  kind: 'arbiter';
  /**
   * Extension `"displaced"`: it is found that pieces stand displaced (7.6; 2001: 7.5), by the
   * arbiter or, with `by`, on that player's request (he stops the clock and calls the arbiter,
   * 7.4.2; 2001: 7.3).
   */
  what: 'illegal' | 'illegal-position' | 'displaced' | 'agree' | 'refuse' | 'draw' | 'reject' | 'postpone';
  /** Spec v3, with `postpone`: the opponent is given two minutes (III.5.2). */
  award?: boolean;
}
/**
 * Extension `{ "displace": "e4e5" }`: a piece knocked or pushed off its square without making a
 * move (7.4.1; 2001: 7.3); `to` null: knocked off the board (`"displace": "e4"`).
 */
export interface DisplaceEvent extends EventBase {
  kind: 'displace';
  from: Square;
  to: Square | null;
}
/** Extension `{ "restore": true }`: the displaced pieces are put back correctly (7.4.1). */
export interface RestoreEvent extends EventBase {
  kind: 'restore';
}
/** `{ "flag": "white" }`; extension: `"both"` (2001 only) and `by: "arbiter"`. */
export interface FlagEvent extends EventBase {
  kind: 'flag';
  side: Color | 'both';
  /** Who establishes the fall: the opponent's claim or the arbiter (extension). */
  seenBy?: Color | 'arbiter';
  /**
   * Spec v2, with `"both"`: the flag that fell first as an electronic clock shows it; null when it
   * cannot be established (absent: the older extension, the same as null).
   */
  first?: Color | null;
}
/** `{ "offer": "draw" }` (9.1.2.1). */
export interface OfferEvent extends EventBase {
  kind: 'offer';
}
/** `{ "accept": "draw" }` (5.2.3). */
export interface AcceptEvent extends EventBase {
  kind: 'accept';
}
/** `{ "decline": "draw" }` (9.1.2.1: rejected orally). */
export interface DeclineEvent extends EventBase {
  kind: 'decline';
}
export type DrawEvent = OfferEvent | AcceptEvent | DeclineEvent;
/**
 * Spec v2: a set-up error found during the game — a wrong initial position (7.2.1), the board placed
 * contrary to 2.1 (7.2.2), colours reversed (7.3), or in rapid/blitz a king or rook on a wrong initial
 * square (`square`: where it stands; 2018 A.4.1.2, 2023 A.5.1.2, 2001 B4).
 */
export interface FoundEvent extends EventBase {
  kind: 'found';
  what: 'initial-position' | 'board-orientation' | 'colours-reversed' | 'misplaced' | 'clock-setting';
  square?: Square;
  /** `clock-setting`: the control the clock was wrongly set to (6.10.2). */
  set?: TimeControl;
}
export interface ResignEvent extends EventBase {
  kind: 'resign';
  side: Color;
}
/** `{ "scoresheet": "stop", "by": "white" }`: the player stops recording his moves (8.4). */
export interface ScoresheetEvent extends EventBase {
  kind: 'scoresheet';
  what: 'stop';
}

export type ScenarioEvent =
  | MoveEvent
  | TouchEvent
  | PlaceEvent
  | CastleEvent
  | PromoteEvent
  | PressEvent
  | ClaimEvent
  | ArbiterEvent
  | DisplaceEvent
  | RestoreEvent
  | FlagEvent
  | OfferEvent
  | AcceptEvent
  | DeclineEvent
  | FoundEvent
  | ResignEvent
  | ScoresheetEvent
  | RequestEvent
  | SealEvent
  | ResumeEvent;

/** A validated scenario. */
export interface Scenario {
  laws: Laws;
  timeControl?: TimeControl;
  category: Category;
  /** How the category was found: given, from the time control (A.1/B.1, B1/C1), or default. */
  categorySource: 'given' | 'timeControl' | 'default';
  supervision: Supervision;
  supervisionGiven: boolean;
  /** FEN of the position before `moves`. */
  start: string;
  notation: 'en' | 'tr';
  /** The game history as written. */
  moves: string[];
  /** The same history as moves, checked legal (in SAN: `historySan(scenario)`). */
  history: Move[];
  /** FEN of the position after `moves`: the board when the events begin. */
  afterMoves: string;
  clocks?: { white: number; black: number };
  illegalMoves: { white: number; black: number };
  events: ScenarioEvent[];
  /** What the parser noticed and left out (unknown fields, contradictions), Turkish. */
  warnings: string[];
  /** Spec v3: Guidelines III announced for the event (III.2.1). */
  guidelinesIII: boolean;
  /** Spec v3: `"chess960"` (Guidelines II) or the standard game. */
  variant: 'standard' | 'chess960';
}

/** A bad scenario: the Turkish message names the field, e.g. `events[2].place: …`. */
export interface ScenarioError {
  /** `events[2].place`, `moves[3]`, `start`, `json`, … */
  path: string;
  /** Index of the event, when the error is in one. */
  event?: number;
  message: string;
}

export type ResultString = '1-0' | '0-1' | '1/2-1/2' | '0-0';

/** Every termination a ruling can give (spec `termination`), in one list for the engine and the site. */
export const TERMINATIONS = [
  'checkmate',
  'stalemate',
  'dead-position',
  'resignation',
  'agreement',
  'timeout',
  'timeout-unwinnable',
  'illegal-moves',
  'illegal-moves-unwinnable',
  'threefold',
  'fivefold',
  'fifty-moves',
  'seventy-five-moves',
  'illegal-position',
  'resignation-unwinnable',
  'restart',
  'both-flags',
  'quickplay-claim',
  'sealed-move',
  'sealed-move-unwinnable',
] as const;
export type TerminationKind = (typeof TERMINATIONS)[number];

export type ObligationKind = 'move' | 'capture' | 'castle' | 'king' | 'free';

export interface Obligation {
  kind: ObligationKind;
  /** The touched piece the obligation is about (for `free`: the first touched piece). */
  square: string;
  /** Every legal move that satisfies it, SAN with English letters as the core writes it. */
  moves: string[];
}

export interface ClockAdjustment {
  side: Color;
  /** Added time; a time cut is negative. */
  seconds: number;
  article: string;
}

export interface Step {
  article: string;
  text: string;
}

/** One entry per event, for the step-by-step boards of the site. */
export interface TraceEntry {
  /** Index of the event in the scenario. */
  event: number;
  /** Who acted: the player, or the arbiter. */
  actor: Color | 'arbiter';
  /** The board as it physically stands before and after the event (FEN; it may be illegal). */
  before: string;
  after: string;
  /** Squares to highlight: touched, moved from/to, displaced or put back. */
  highlight: string[];
  /** What happened, in Turkish, with the articles the event brought in. */
  note: string;
  /** The articles the event brought in, and the steps of reasoning it produced. */
  articles: string[];
  steps: Step[];
}

/**
 * Spec v3: a point the text leaves open, or an event from which nothing follows, with the article
 * it concerns (null when none does); `note` is Turkish. A key or exam question must not rest on it.
 */
export interface RulingWarning {
  article: string | null;
  note: string;
}

export interface Ruling {
  result: ResultString | null;
  termination: TerminationKind | null;
  fen: string;
  toMove: Color | null;
  obligation: Obligation | null;
  clockAdjustments: ClockAdjustment[];
  illegalMoves: { white: number; black: number };
  articles: string[];
  steps: Step[];
  // Extensions:
  laws: Laws;
  category: Category;
  supervision: Supervision | null;
  /** Remaining times after the adjustments, when the scenario gave `clocks`. */
  clocks?: { white: number; black: number };
  /**
   * Whether each player must record his moves now (8.1.1; not under 8.4, nor in rapid and blitz,
   * A.2), when the engine can tell: a standard game with `clocks` and `timeControl`, a rapid or
   * blitz game, or any scenario with a `scoresheet` event.
   */
  recording?: { white: boolean; black: boolean };
  warnings: RulingWarning[];
}

/** What `rule()` returns: the typed scenario, the ruling, and the trace of its events. */
export interface Ruled {
  scenario: Scenario;
  ruling: Ruling;
  trace: TraceEntry[];
}
