// Types of the arbiter-rulings module: a scenario (what happened at one board, spec
// `scenario-format.md` version 1) and the ruling (what the Laws say follows from it).
// Field names and meanings of the spec are kept exactly; additions are marked "extension".

import type { Color, Move } from '../types.ts';

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

/** The fields every event has; each kind's module (events/*.ts) adds its own. */
export interface EventBase {
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

/** What a handler may tell the fold about its event for the trace: who acted (when not the default), the note. */
export interface TraceHint {
  actor?: Color;
  note?: string;
}

/** A validated scenario. */
/**
 * A scenario whose events are E. `Scenario` (events/index.ts) has the events of the table of kinds;
 * the rules below the table see `ScenarioOf<EventBase>`.
 */
export interface ScenarioOf<E extends EventBase> {
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
  events: E[];
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
