// The state of one board between two events of a scenario, made of small records
// (records.ts): the game so far (positions, completed illegal moves pending or stood), the
// clocks, the ending, the reasoning, the scoresheets, the turn in progress (touches and pieces
// placed by hand), displaced pieces, the quickplay finish, and a few values replaced whole.
//
// The ruling is a fold over the events (fold.ts): each event's handler (events/*.ts) gets a
// draft — a copy of each record of the state after the previous event — and changes only that
// draft, which becomes the state after the event. `Ctx` holds what does not change during a
// ruling: the scenario, its edition and category, and the unwinnability verdicts already computed.

import type { Color, Move, Piece } from '../types.ts';
import type { Position } from '../position.ts';
import { INITIAL_FEN } from '../fen.ts';
import type { Setup } from '../setup.ts';
import { positionKey } from '../game.ts';
import { makeSan } from '../san.ts';
import type { ArticleMap, Edition, OldQuickplay, PartialSupervision } from './editions.ts';
import { claimMode, edition } from './editions.ts';
import type { Verdicts } from './unwinnable.ts';
import { newVerdicts } from './unwinnable.ts';
import type { Category, EventBase, ResultString, ScenarioOf, Step, TerminationKind } from './types.ts';
import type { TouchContext } from './touch.ts';
import { cloneTouchContext, emptyTouchContext } from './touch.ts';
import { categorySteps } from './categories.ts';
import type { PendingViolation, SealedMove } from './records.ts';
import { Displaced, Ending, Game, Quickplay, Reasoning, Recording, Time, Turn } from './records.ts';

/** What stays the same during one ruling. */
export interface Ctx {
  readonly s: ScenarioOf<EventBase>;
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

export function newCtx(s: ScenarioOf<EventBase>): Ctx {
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

/** A draw offer standing (9.1.2, 9.1.2.1; endings.ts). */
export interface Offer {
  readonly by: Color;
  readonly event: number;
}

/**
 * What a state is made of: records changed in place, each copying itself for a draft, and values
 * never changed in place (read-only, shared by drafts, replaced whole).
 */
export interface Parts {
  game: Game;
  time: Time;
  ending: Ending;
  reasoning: Reasoning;
  recording: Recording;
  turn: Turn;
  /** Displaced pieces not yet put right (7.4.1, 7.6). */
  displaced: Displaced | null;
  /** Guidelines III / 2001 Article 10: the increment request and the draw claim (quickplay.ts). */
  quickplay: Quickplay;
  offer: Offer | null;
  /** Guidelines I: the move sealed at the adjournment (sealed.ts). */
  sealed: SealedMove | null;
  /** A completed move breaking touch-move (violation.ts). */
  violation: PendingViolation | null;
  /**
   * A.4.4 (2023 A.5.4): the arbiter saw an illegal position at event `since` and waits for the next
   * completed move, which decides (illegal.ts sets and settles it; the fold reports it when open).
   */
  positionWatch: { readonly since: number } | null;
  /** Index of the event being applied (for error messages and records). */
  eventIndex: number;
}

type Copies<T> = { copy(): T };
/** True when T's properties are all read-only (the usual exact type-equality test, which sees `readonly`). */
type IsReadonly<T> = (<G>() => G extends T ? 1 : 2) extends <G>() => G extends Readonly<T> ? 1 : 2 ? true : false;
/** How a draft gets a part: a record copies itself; a read-only value is shared; anything else is a type error. */
type HowCopied<T> = T extends Copies<T> ? 'copy' : IsReadonly<T> extends true ? 'share' : never;

/** Every part of the state and how a draft gets it (the compiler holds this to `Parts`). */
const PARTS: { [K in keyof Parts]-?: HowCopied<NonNullable<Parts[K]>> } = {
  game: 'copy',
  time: 'copy',
  ending: 'copy',
  reasoning: 'copy',
  recording: 'copy',
  turn: 'copy',
  displaced: 'copy',
  quickplay: 'copy',
  offer: 'share',
  sealed: 'share',
  violation: 'share',
  positionWatch: 'share',
  eventIndex: 'share',
};
export const PART_NAMES = Object.keys(PARTS) as (keyof Parts)[];

function emptyTurn(player: Color): Turn {
  return new Turn({ ctx: emptyTouchContext(player), board: null, placed: null, twoHands: false, touchedDeliberately: false, seconds: 0 });
}

function startParts(s: ScenarioOf<EventBase>): Parts {
  return {
    game: new Game({ entries: [], pending: [], stood: [], illegalCount: { ...s.illegalMoves }, afterEndBoard: null }),
    time: new Time({ clocks: s.clocks ? { ...s.clocks } : null, adjustments: [], flagsFallen: new Set() }),
    ending: new Ending({ result: null, termination: null, article: null, fen: null }),
    reasoning: new Reasoning({ steps: [], warnings: [], cited: new Set() }),
    recording: new Recording({ stopped: new Map(), asked: false }),
    turn: emptyTurn('white'),
    displaced: null,
    quickplay: new Quickplay({ request: null, extraIncrement: 0, claim: null, flagAfterPostpone: null }),
    offer: null,
    sealed: null,
    violation: null,
    positionWatch: null,
    eventIndex: -1,
  };
}

export class State implements Parts {
  readonly ctx: Ctx;
  declare game: Game;
  declare time: Time;
  declare ending: Ending;
  declare reasoning: Reasoning;
  declare recording: Recording;
  declare turn: Turn;
  declare displaced: Displaced | null;
  declare quickplay: Quickplay;
  declare offer: Offer | null;
  declare sealed: SealedMove | null;
  declare violation: PendingViolation | null;
  declare positionWatch: { readonly since: number } | null;
  declare eventIndex: number;

  constructor(ctx: Ctx, parts: Parts = startParts(ctx.s)) {
    this.ctx = ctx;
    Object.assign(this, parts);
  }

  /** A copy to apply the next event to — each record copied, each read-only value shared; this state stays as it is. */
  draft(): State {
    const parts: Record<string, unknown> = {};
    for (const k of PART_NAMES) {
      const v = this[k];
      parts[k] = PARTS[k] === 'copy' && v ? (v as Copies<unknown>).copy() : v;
    }
    return new State(this.ctx, parts as unknown as Parts);
  }

  get s(): ScenarioOf<EventBase> {
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
    return this.ending.result !== null || this.ending.termination === 'restart';
  }

  /** 7.2.1 / 7.3: the game is cancelled and a new game is to be played (no result). */
  restart(article: string): void {
    this.ending.result = null;
    this.ending.termination = 'restart';
    this.ending.article = article;
    this.ending.fen = INITIAL_FEN;
    this.offer = null;
  }

  cur(): Position {
    return this.game.entries[this.game.entries.length - 1].pos;
  }

  /** The player whose turn it is on the board. */
  turnPlayer(): Color {
    return this.turn.ctx.player;
  }

  step(article: string, text: string): void {
    this.reasoning.steps.push({ article, text });
  }
  addSteps(steps: Step[]): void {
    for (const s of steps) this.reasoning.steps.push(s);
  }
  /** A warning (spec v3 `{ article, note }`), once per text. */
  warn(text: string, article: string | null = null): void {
    if (!this.hasWarning(text)) this.reasoning.warnings.push({ article, note: text });
  }
  hasWarning(text: string): boolean {
    return this.reasoning.warnings.some((w) => w.note === text);
  }

  /** Cites the category (A.1/B.1, B1/C1) once, when the first rule that depends on it applies. */
  citeCategory(): void {
    if (this.reasoning.cited.has('category')) return;
    this.reasoning.cited.add('category');
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
    return this.reasoning.cited.has(key);
  }
  /** Cites a rule once per ruling (e.g. A.4 partial supervision). */
  citeOnce(key: string, article: string, text: string): void {
    if (this.reasoning.cited.has(key)) return;
    this.reasoning.cited.add(key);
    this.step(article, text);
  }

  newTurn(player: Color, ctx?: TouchContext): void {
    this.turn = ctx
      ? new Turn({
          ctx: cloneTouchContext(ctx),
          board: null,
          placed: null,
          twoHands: false,
          touchedDeliberately: ctx.touches.length > 0,
          seconds: 0,
        })
      : emptyTurn(player);
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
    this.game.entries.push(Object.freeze({ pos, key: positionKey(pos), move, san, mover, illegal }));
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
    this.game.entries.length = len;
  }

  /** How many times the position (9.2.3) has appeared in the history. */
  repetitions(key: string): number {
    let n = 0;
    for (const e of this.game.entries) if (e.key === key) n++;
    return n;
  }

  end(result: ResultString, termination: TerminationKind, article: string): void {
    this.ending.result = result;
    this.ending.termination = termination;
    this.ending.article = article;
    this.ending.fen = null;
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
    this.time.adjustments.push({ side, seconds, article });
    if (this.time.clocks) this.time.clocks[side] = Math.max(0, this.time.clocks[side] + seconds);
  }

  /** Moves a player has completed so far (the clock was pressed: 6.2.1), from the move counter. */
  completedMoves(c: Color): number {
    const pos = this.cur();
    return c === 'white' ? pos.fullmoves - 1 + (pos.turn === 'black' ? 1 : 0) : pos.fullmoves - 1;
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
