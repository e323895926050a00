// The records the state of one board is made of (state.ts): the game so far, the clocks, the
// ending, the reasoning, the scoresheets, the turn in progress, displaced pieces and the
// quickplay finish. Each record that handlers change in place copies itself (`copy`): a draft
// (State.draft) is a copy of each record, so nothing changed in place is shared between the state
// before an event and the state after it.
//
// A record's fields are given to its constructor as one object, `Fields<…>` of the class, and
// `copy` builds that object: a field added to a record is a type error in `copy` until it says
// how it is copied (state.test.ts checks the copies at run time).

import type { Color, Move, Piece } from '../types.ts';
import type { Position } from '../position.ts';
import type { ClockAdjustment, ResultString, RulingWarning, Step, TerminationKind } from './types.ts';
import type { IllegalReason } from './board.ts';
import type { ObligationResult, TouchContext } from './touch.ts';
import { cloneTouchContext } from './touch.ts';

/** The data fields of a record class (its methods left out): what its constructor takes. */
type Fields<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] };

/** One position of the game history; never changed once pushed (drafts share it). */
export interface Entry {
  readonly pos: Position;
  readonly key: string;
  /** The move that led here (null at the start and after a completed illegal move). */
  readonly move: Move | null;
  readonly san: string | null;
  readonly mover: Color | null;
  /** Reached by a completed move that was not legal and has not been corrected. */
  readonly illegal: boolean;
}

/** A completed illegal move (7.5.1–7.5.4) waiting to be dealt with, or one that stood; never changed once recorded. */
export interface IllegalRecord {
  readonly player: Color;
  readonly kind: 'illegal' | 'unpromoted' | 'press' | 'two-hands';
  /** entries.length before the irregularity: restoring truncates the history to it. */
  readonly historyLen: number;
  /** The touches of that turn: they decide the replacement move (7.5.1 → 4.3, 4.7). */
  readonly ctx: TouchContext;
  readonly reasons: Step[];
  readonly twoHands: boolean;
  readonly noticed: boolean;
  readonly event: number;
  /** For `unpromoted`: the same pawn move with a queen (7.5.2). */
  readonly promotion?: Move;
  /** The clocks before the illegal move was pressed, when they are kept from per-move times (7.1). */
  readonly clocksBefore?: { readonly white: number; readonly black: number };
}

/** The game so far: its positions, the completed illegal moves pending or stood, how many each player made. */
export class Game {
  declare entries: Entry[];
  /** Completed illegal moves not yet dealt with (7.5). */
  declare pending: IllegalRecord[];
  /** Completed illegal moves that stood (A.4.2, 2001 C3: the opponent moved). */
  declare stood: IllegalRecord[];
  declare illegalCount: { white: number; black: number };
  /** Moves after the end of the game are still checked on this board (not part of the ruling). */
  declare afterEndBoard: Position | null;
  constructor(f: Fields<Game>) {
    Object.assign(this, f);
  }
  copy(): Game {
    return new Game({
      entries: this.entries.slice(),
      pending: this.pending.slice(),
      stood: this.stood.slice(),
      illegalCount: { ...this.illegalCount },
      afterEndBoard: this.afterEndBoard ? this.afterEndBoard.clone() : null,
    });
  }
}

/** The clocks: their times when given (spec v2), the adjustments made, the flags seen fallen. */
export class Time {
  /** Seconds left on each clock, when the scenario gives `clocks`. */
  declare clocks: { white: number; black: number } | null;
  declare adjustments: ClockAdjustment[];
  /** Flags seen fallen (2001 B6–B8 need to know). */
  declare flagsFallen: Set<Color>;
  constructor(f: Fields<Time>) {
    Object.assign(this, f);
  }
  copy(): Time {
    return new Time({
      clocks: this.clocks ? { ...this.clocks } : null,
      adjustments: this.adjustments.slice(),
      flagsFallen: new Set(this.flagsFallen),
    });
  }
}

/** How the game ended, once it has. */
export class Ending {
  declare result: ResultString | null;
  declare termination: TerminationKind | null;
  /** The article it ended by (for events that come after). */
  declare article: string | null;
  /** The position shown when the game ended (e.g. restored before an illegal move). */
  declare fen: string | null;
  constructor(f: Fields<Ending>) {
    Object.assign(this, f);
  }
  copy(): Ending {
    return new Ending({ result: this.result, termination: this.termination, article: this.article, fen: this.fen });
  }
}

/** The reasoning so far: the steps, the warnings, the rules already cited once. */
export class Reasoning {
  declare steps: Step[];
  declare warnings: RulingWarning[];
  /** Rules cited once per ruling (the category's article …); read through `State.citeOnce` and `State.hasCited`. */
  declare cited: Set<string>;
  constructor(f: Fields<Reasoning>) {
    Object.assign(this, f);
  }
  copy(): Reasoning {
    return new Reasoning({ steps: this.steps.slice(), warnings: this.warnings.slice(), cited: new Set(this.cited) });
  }
}

/** The scoresheets (8.4, 8.5). */
export class Recording {
  /**
   * Players who stopped recording under 8.4, with the index of the period they stopped in: exempt
   * for the rest of it; their scoresheets stay incomplete until brought up to date after a flag (8.5).
   */
  declare stopped: Map<Color, number>;
  /** A `scoresheet` event was given: the ruling reports `recording`. */
  declare asked: boolean;
  constructor(f: Fields<Recording>) {
    Object.assign(this, f);
  }
  copy(): Recording {
    return new Recording({ stopped: new Map(this.stopped), asked: this.asked });
  }
}

export type Placed =
  /** A legal move, touch-move respected: made (4.7) and cannot be changed. */
  | { kind: 'legal'; move: Move; after: Position }
  /** A legal move by Article 3 that touch-move does not allow (4.3, 4.4.2). */
  | { kind: 'forbidden'; move: Move; after: Position; ob: ObligationResult }
  /** 4.7.2: the king released on the castling square, the rook not yet moved. */
  | { kind: 'king-castling'; side: 'king' | 'queen'; from: number; to: number }
  /** A pawn on the last rank, the new piece not yet put down (4.6, 4.7.3). */
  | { kind: 'unpromoted'; from: number; to: number; legalAsQueen: boolean }
  /** Not a legal move (3.10.2). */
  | { kind: 'illegal'; from: number; to: number; reason: IllegalReason; castle: 'king' | 'queen' | null };

/** The turn in progress: the touches, pieces placed by hand, the move made (4.7). */
export class Turn {
  declare ctx: TouchContext;
  /** The physical board when pieces were placed by hand this turn. */
  declare board: (Piece | null)[] | null;
  /** What was placed (replaced whole, never changed in place). */
  declare placed: Placed | null;
  declare twoHands: boolean;
  /** A deliberate touch with intent to move or capture this turn (9.4, 9.1.2.1). */
  declare touchedDeliberately: boolean;
  /** Seconds the player's clock ran this turn, from the events' `seconds` (spec v2). */
  declare seconds: number;
  constructor(f: Fields<Turn>) {
    Object.assign(this, f);
  }
  copy(): Turn {
    return new Turn({
      ctx: cloneTouchContext(this.ctx),
      board: this.board ? this.board.slice() : null,
      placed: this.placed,
      twoHands: this.twoHands,
      touchedDeliberately: this.touchedDeliberately,
      seconds: this.seconds,
    });
  }
}

/** One piece off its square (7.4.1 / 7.6): from `origin` (its square on the board of the
 * game) to `at` (null: off the board). */
export interface Displacement {
  origin: number;
  at: number | null;
  piece: Piece;
  /** Who displaced it last. */
  by: Color;
  event: number;
}

/** Pieces displaced and not yet put right (7.4.1, 7.6; displaced.ts). */
export class Displaced {
  /** Displacements on top of the board of the game (the pieces still belong on `origin`). */
  declare overlay: Displacement[];
  /** entries.length and the touches of the turn when the first displacement happened. */
  declare firstLen: number;
  declare firstCtx: TouchContext;
  /**
   * Set once the game went on on the displaced board (a move, placement, press or claim was
   * made with pieces off their squares): the position before the irregularity (7.6), as the
   * history length, the side to move there and the touches made before the displacement.
   * Replaced whole, never changed in place.
   */
  declare since: { readonly len: number; readonly player: Color; readonly ctx: TouchContext } | null;
  /** Everyone who displaced a piece (7.4.3). */
  declare by: Color[];
  constructor(f: Fields<Displaced>) {
    Object.assign(this, f);
  }
  copy(): Displaced {
    return new Displaced({
      overlay: this.overlay.map((x) => ({ ...x })),
      firstLen: this.firstLen,
      firstCtx: this.firstCtx,
      since: this.since,
      by: this.by.slice(),
    });
  }
}

/** Guidelines III / 2001 Article 10 on one board (quickplay.ts). */
export class Quickplay {
  /** III.4: the request pending: offered (a draw offer), declined by the opponent. */
  declare request: { by: Color; stage: 'offered' | 'declined' } | null;
  /** III.4 granted: seconds of increment per move for both players from then on. */
  declare extraIncrement: number;
  /** III.5: a claim waiting for the arbiter's decision, or postponed. */
  declare claim: { by: Color; basis: 'cannot-win' | 'no-effort'; stage: 'claimed' | 'postponed' } | null;
  /** III.5.2: a flag fell while the decision was postponed; the arbiter declares the result. */
  declare flagAfterPostpone: Color | null;
  constructor(f: Fields<Quickplay>) {
    Object.assign(this, f);
  }
  copy(): Quickplay {
    return new Quickplay({
      request: this.request ? { ...this.request } : null,
      extraIncrement: this.extraIncrement,
      claim: this.claim ? { ...this.claim } : null,
      flagAfterPostpone: this.flagAfterPostpone,
    });
  }
}

/** A completed move that broke touch-move, waiting to be put right or to stand (4.8; violation.ts). */
export interface PendingViolation {
  readonly player: Color;
  readonly historyLen: number;
  readonly ctx: TouchContext;
  readonly ob: ObligationResult;
  readonly event: number;
}

/** The move sealed at the adjournment (Guidelines I), as written, waiting for the envelope to open. */
export interface SealedMove {
  readonly text: string;
  readonly player: Color;
  readonly event: number;
}
