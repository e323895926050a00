// The state of one board between two events of a scenario: the game history (legal
// positions, plus any completed illegal move that has not been put right), the turn in
// progress (touches and pieces placed by hand), penalties, clocks and the reasoning so far.
//
// The ruling is a fold over the events (fold.ts): each event's handler (events/*.ts) gets a
// draft — a copy of the state after the previous event — and changes only that draft, which
// becomes the state after the event. `Ctx` holds what does not change during a ruling: the
// scenario, its edition and category, and the unwinnability verdicts already computed.

import type { Color, Move, Piece } from '../types.ts';
import { Position } from '../position.ts';
import { INITIAL_FEN } from '../fen.ts';
import type { Setup } from '../setup.ts';
import { positionKey } from '../game.ts';
import { makeSan } from '../san.ts';
import type { ArticleMap, Edition, OldQuickplay, PartialSupervision } from './editions.ts';
import { claimMode, edition } from './editions.ts';
import type { Verdicts } from './unwinnable.ts';
import { newVerdicts } from './unwinnable.ts';
import type { Category, ClockAdjustment, ResultString, RulingWarning, Scenario, Step, TerminationKind } from './types.ts';
import type { IllegalReason } from './board.ts';
import type { ObligationResult, TouchContext } from './touch.ts';
import { cloneTouchContext, emptyTouchContext } from './touch.ts';
import { categorySteps } from './categories.ts';
import type { QuickplayState } from './quickplay.ts';
import { cloneQuickplay, newQuickplay } from './quickplay.ts';

/** What stays the same during one ruling. */
export interface Ctx {
  readonly s: Scenario;
  readonly ed: Edition;
  readonly A: ArticleMap;
  readonly category: Category;
  /** Rapid/blitz without full supervision (2018 A.4/B.4), else null. */
  readonly partial: PartialSupervision | null;
  /** The older edition's rapid/blitz appendices when the game is rapid or blitz, else null. */
  readonly old: OldQuickplay | null;
  /** Illegal moves are put right only on a claim or the arbiter's intervention (A.4.2, 2001 C3). */
  readonly claimMode: boolean;
  /** Unwinnability verdicts of this ruling (a position is searched once). */
  readonly verdicts: Verdicts;
  /** The clocks are kept from per-move times: `clocks` given and some event has `seconds` (spec v2). */
  readonly timed: boolean;
}

export function newCtx(s: Scenario): Ctx {
  const ed = edition(s.laws);
  const quick = s.category !== 'standard';
  return {
    s,
    ed,
    A: ed.A,
    category: s.category,
    partial: quick && s.supervision === 'partial' ? ed.partial : null,
    old: quick ? ed.oldQuickplay : null,
    claimMode: claimMode(ed, s.category, s.supervision),
    verdicts: newVerdicts(),
    timed: !!s.clocks && s.events.some((e) => e.seconds !== undefined),
  };
}

export interface Entry {
  pos: Position;
  key: string;
  /** The move that led here (null at the start and after a completed illegal move). */
  move: Move | null;
  san: string | null;
  mover: Color | null;
  /** Reached by a completed move that was not legal and has not been corrected. */
  illegal: boolean;
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

export interface TurnState {
  ctx: TouchContext;
  /** The physical board when pieces were placed by hand this turn. */
  board: (Piece | null)[] | null;
  placed: Placed | null;
  twoHands: boolean;
  /** A deliberate touch with intent to move or capture this turn (9.4, 9.1.2.1). */
  touchedDeliberately: boolean;
  /** Seconds the player's clock ran this turn, from the events' `seconds` (spec v2). */
  seconds: number;
}

/** A completed illegal move (7.5.1–7.5.4) waiting to be dealt with, or one that stood. */
export interface IllegalRecord {
  player: Color;
  kind: 'illegal' | 'unpromoted' | 'press' | 'two-hands';
  /** entries.length before the irregularity: restoring truncates the history to it. */
  historyLen: number;
  /** The touches of that turn: they decide the replacement move (7.5.1 → 4.3, 4.7). */
  ctx: TouchContext;
  reasons: Step[];
  twoHands: boolean;
  noticed: boolean;
  event: number;
  /** For `unpromoted`: the same pawn move with a queen (7.5.2). */
  promotion?: Move;
  /** The clocks before the illegal move was pressed, when they are kept from per-move times (7.1). */
  clocksBefore?: { white: number; black: number };
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

/** Pieces displaced and not yet put right. */
export interface DisplacedState {
  /** Displacements on top of the board of the game (the pieces still belong on `origin`). */
  overlay: Displacement[];
  /** entries.length and the touches of the turn when the first displacement happened. */
  firstLen: number;
  firstCtx: TouchContext;
  /**
   * Set once the game went on on the displaced board (a move, placement, press or claim was
   * made with pieces off their squares): the position before the irregularity (7.6), as the
   * history length, the side to move there and the touches made before the displacement.
   */
  since: { len: number; player: Color; ctx: TouchContext } | null;
  /** Everyone who displaced a piece (7.4.3). */
  by: Color[];
}

export interface PendingViolation {
  player: Color;
  historyLen: number;
  ctx: TouchContext;
  ob: ObligationResult;
  event: number;
}

export class State {
  readonly ctx: Ctx;

  entries: Entry[] = [];
  turn!: TurnState;
  illegalCount: { white: number; black: number };
  clockAdjustments: ClockAdjustment[] = [];
  clocks?: { white: number; black: number };
  steps: Step[] = [];
  warnings: RulingWarning[] = [];
  result: ResultString | null = null;
  termination: TerminationKind | null = null;
  /** How the game ended (for events that come after). */
  endArticle: string | null = null;
  /** The position shown when the game ended (e.g. restored before an illegal move). */
  endFen: string | null = null;
  pending: IllegalRecord[] = [];
  stood: IllegalRecord[] = [];
  violation: PendingViolation | null = null;
  /**
   * A.4.4 (2023 A.5.4): the arbiter saw an illegal position at event `since` and waits for the next
   * completed move, which decides (illegal.ts sets and settles it; the fold reports it when open).
   */
  positionWatch: { readonly since: number } | null = null;
  offer: { by: Color; event: number } | null = null;
  /** Flags seen fallen (2001 B6–B8 need to know). */
  flagsFallen = new Set<Color>();
  /**
   * Players who stopped recording under 8.4, with the index of the period they stopped in: exempt
   * for the rest of it; their scoresheets stay incomplete until brought up to date after a flag (8.5).
   */
  notRecording = new Map<Color, number>();
  /** A `scoresheet` event was given: the ruling reports `recording`. */
  recordingAsked = false;
  /** Rules cited once per ruling (the category's article …); read through `citedOnce`. */
  cited = new Set<string>();
  /** Moves after the end of the game are still checked on this board (not part of the ruling). */
  afterEndBoard: Position | null = null;
  /** Index of the event being applied (for error messages). */
  eventIndex = -1;
  /** Displaced pieces not yet put right (7.4.1, 7.6). */
  displaced: DisplacedState | null = null;
  /** Guidelines III / 2001 Article 10: the increment request and the draw claim (quickplay.ts). */
  quickplay: QuickplayState = newQuickplay();
  /** Guidelines I: the move sealed at the adjournment, as written, waiting for the envelope to open. */
  sealed: { text: string; player: Color; event: number } | null = null;

  constructor(ctx: Ctx) {
    this.ctx = ctx;
    this.illegalCount = { ...ctx.s.illegalMoves };
    if (ctx.s.clocks) this.clocks = { ...ctx.s.clocks };
  }

  /**
   * A copy to apply the next event to; this state stays as it is. Every field is copied by the
   * table `COPY` below, which the compiler holds to the fields of the class: a field added without
   * saying how it is copied is a type error, so no field can be shared between drafts by mistake.
   */
  draft(): State {
    const d = new State(this.ctx);
    for (const k of COPIED_FIELDS) copyField(d, this, k);
    return d;
  }

  get s(): Scenario {
    return this.ctx.s;
  }
  get ed(): Edition {
    return this.ctx.ed;
  }
  get A(): ArticleMap {
    return this.ctx.A;
  }
  get category(): Category {
    return this.ctx.category;
  }
  get claimMode(): boolean {
    return this.ctx.claimMode;
  }

  get over(): boolean {
    return this.result !== null || this.termination === 'restart';
  }

  /** 7.2.1 / 7.3: the game is cancelled and a new game is to be played (no result). */
  restart(article: string): void {
    this.result = null;
    this.termination = 'restart';
    this.endArticle = article;
    this.endFen = INITIAL_FEN;
    this.offer = null;
  }

  cur(): Position {
    return this.entries[this.entries.length - 1].pos;
  }

  /** The player whose turn it is on the board. */
  turnPlayer(): Color {
    return this.turn.ctx.player;
  }

  step(article: string, text: string): void {
    this.steps.push({ article, text });
  }
  addSteps(steps: Step[]): void {
    for (const s of steps) this.steps.push(s);
  }
  /** A warning (spec v3 `{ article, note }`), once per text. */
  warn(text: string, article: string | null = null): void {
    if (!this.hasWarning(text)) this.warnings.push({ article, note: text });
  }
  hasWarning(text: string): boolean {
    return this.warnings.some((w) => w.note === text);
  }

  /** Cites the category (A.1/B.1, B1/C1) once, when the first rule that depends on it applies. */
  citeCategory(): void {
    if (this.cited.has('category')) return;
    this.cited.add('category');
    this.addSteps(categorySteps(this.s));
  }
  /** Cites the category and, for blitz without full supervision, that the rapid rules apply (B.4). */
  citePartial(): void {
    this.citeCategory();
    const p = this.ctx.partial;
    if (p && this.category === 'blitz') this.citeOnce(p.blitz.article, p.blitz.article, p.blitz.text);
  }
  /** Whether `citeOnce` (or `citeCategory`) has already cited under this key. */
  hasCited(key: string): boolean {
    return this.cited.has(key);
  }
  /** Cites a rule once per ruling (e.g. A.4 partial supervision). */
  citeOnce(key: string, article: string, text: string): void {
    if (this.cited.has(key)) return;
    this.cited.add(key);
    this.step(article, text);
  }

  newTurn(player: Color, ctx?: TouchContext): void {
    this.turn = {
      ctx: ctx ? cloneTouchContext(ctx) : emptyTouchContext(player),
      board: null,
      placed: null,
      twoHands: false,
      touchedDeliberately: ctx ? ctx.touches.length > 0 : false,
      seconds: 0,
    };
    this.turn.ctx.player = player;
  }

  /** The board as it physically stands (pieces placed this turn, displaced pieces). */
  physicalBoard(): (Piece | null)[] {
    let b: (Piece | null)[];
    if (this.turn.board) b = this.turn.board;
    else {
      const pos = this.cur();
      b = new Array(64);
      for (let i = 0; i < 64; i++) b[i] = pos.pieceAt(i);
    }
    const d = this.displaced;
    if (!d || d.overlay.length === 0) return b;
    b = b.slice();
    for (const x of d.overlay) b[x.origin] = null;
    for (const x of d.overlay) if (x.at !== null) b[x.at] = { ...x.piece };
    return b;
  }
  /** The square of the game a piece standing on `sq` belongs to (its own square if displaced). */
  logicalSquare(sq: number): number {
    const x = this.displaced?.overlay.find((d) => d.at === sq);
    return x ? x.origin : sq;
  }
  physicalSetup(): Setup {
    const s = this.cur().toSetup();
    if (this.turn.board || this.displaced?.overlay.length) s.board = this.physicalBoard().map((p) => (p ? { ...p } : null));
    return s;
  }

  pushEntry(pos: Position, move: Move | null, san: string | null, mover: Color | null, illegal: boolean): void {
    this.entries.push({ pos, key: positionKey(pos), move, san, mover, illegal });
  }

  /** Plays a legal move as a completed move and starts the opponent's turn. */
  commitMove(move: Move): void {
    const before = this.cur();
    const mover = before.turn;
    const san = makeSan(before, move);
    const next = before.clone();
    next.play(move);
    this.pushEntry(next, move, san, mover, false);
    this.newTurn(next.turn);
  }

  /** Restores the history to `len` entries (7.5.1: the position before the irregularity). */
  truncate(len: number): void {
    this.entries.length = len;
  }

  /** How many times the position (9.2.2) has appeared in the history. */
  repetitions(key: string): number {
    let n = 0;
    for (const e of this.entries) if (e.key === key) n++;
    return n;
  }

  end(result: ResultString, termination: TerminationKind, article: string): void {
    this.result = result;
    this.termination = termination;
    this.endArticle = article;
    this.endFen = null;
    this.offer = null;
  }

  /**
   * A time penalty of Articles 7 and 9 for the opponent `to`: the edition's time for this category,
   * the step (`text` gets the seconds), and the rule that sets that time when it is not the main
   * article's (2018 B.2); the category is cited first when it decides the time.
   */
  addPenalty(kind: 'illegal' | 'claim', to: Color, article: string, text: (seconds: number) => string): void {
    const pen = this.ed.penalty(kind, this.category, this.s.supervision);
    if (pen.notes) this.citeCategory();
    this.step(article, text(pen.seconds));
    // Keyed by the article: B.3 cited by citePartial is not cited twice.
    for (const n of pen.notes ?? []) this.citeOnce(n.article, n.article, n.text);
    if (pen.warning) this.warn(pen.warning.note, pen.warning.article);
    this.addClock(to, pen.seconds, article);
  }

  addClock(side: Color, seconds: number, article: string): void {
    if (seconds === 0) return;
    this.clockAdjustments.push({ side, seconds, article });
    if (this.clocks) this.clocks[side] = Math.max(0, this.clocks[side] + seconds);
  }

  /** Moves made so far by each player, from the move counter (5.2.3). */
  movesMade(): { white: number; black: number } {
    const pos = this.cur();
    let white = pos.fullmoves - 1 + (pos.turn === 'black' ? 1 : 0);
    const black = pos.fullmoves - 1;
    // A move made on the board (4.7) but not yet completed counts as made.
    if (this.turn.placed?.kind === 'legal' && this.turnPlayer() === 'white') white++;
    return { white, black: black + (this.turn.placed?.kind === 'legal' && this.turnPlayer() === 'black' ? 1 : 0) };
  }

  snapshotCtx(): TouchContext {
    return cloneTouchContext(this.turn.ctx);
  }
}

function cloneTurn(t: TurnState | undefined): TurnState {
  if (!t) return t as unknown as TurnState;
  return {
    ctx: cloneTouchContext(t.ctx),
    board: t.board ? t.board.slice() : null,
    placed: t.placed,
    twoHands: t.twoHands,
    touchedDeliberately: t.touchedDeliberately,
    seconds: t.seconds,
  };
}

function cloneDisplaced(d: DisplacedState): DisplacedState {
  return {
    overlay: d.overlay.map((x) => ({ ...x })),
    firstLen: d.firstLen,
    firstCtx: d.firstCtx,
    since: d.since,
    by: d.by.slice(),
  };
}

/** The fields of the state that change from event to event (what `draft` copies). */
type Fields = Omit<
  { [K in keyof State as State[K] extends (...args: never[]) => unknown ? never : K]: State[K] },
  'ctx' | 's' | 'ed' | 'A' | 'category' | 'claimMode' | 'over'
>;

const same = <T>(v: T): T => v;
const list = <T>(v: T[]): T[] => v.slice();

/**
 * How each field is copied into a draft: values replaced as a whole (never changed in place) are
 * shared, anything a handler changes in place is copied.
 */
const COPY: { [K in keyof Fields]-?: (v: Fields[K]) => Fields[K] } = {
  entries: list,
  turn: (v) => cloneTurn(v),
  illegalCount: (v) => ({ ...v }),
  clockAdjustments: list,
  clocks: (v) => (v ? { ...v } : undefined),
  steps: list,
  warnings: list,
  result: same,
  termination: same,
  endArticle: same,
  endFen: same,
  pending: list,
  stood: list,
  violation: same,
  positionWatch: same,
  offer: same,
  flagsFallen: (v) => new Set(v),
  notRecording: (v) => new Map(v),
  recordingAsked: same,
  cited: (v) => new Set(v),
  afterEndBoard: (v) => (v ? v.clone() : null),
  eventIndex: same,
  displaced: (v) => (v ? cloneDisplaced(v) : null),
  quickplay: (v) => cloneQuickplay(v),
  sealed: same,
};
export const COPIED_FIELDS = Object.keys(COPY) as (keyof Fields)[];

function copyField<K extends keyof Fields>(to: State, from: State, k: K): void {
  const copy = COPY[k] as unknown as (v: Fields[K]) => Fields[K];
  const v = copy((from as Fields)[k]);
  if (v === undefined) delete (to as Partial<Fields>)[k];
  else (to as Fields)[k] = v;
}
