// What an event kind is: one module per kind (this folder) exports a value of `EventKind` — the
// fields of its event and their parser, its handler, its Turkish notes (the trace's and the
// narrator's) and the squares it highlights — and `index.ts` gathers them in one table. The
// parser, the fold and the site's narrator ask the table; no other file lists the kinds.

import type { Color, Piece, Result, Square } from '../../types.ts';
import { squareName } from '../../types.ts';
import type { EventBase, Laws, ScenarioError, TraceHint } from '../types.ts';
import type { State } from '../state.ts';
import type { BoardRole } from '../displaced.ts';

export type { EventBase, TraceHint } from '../types.ts';

/** What a kind's parser is given: the event object, where it stands, and `by` already read. */
export interface ParseCx {
  /** `events[2]` */
  at: string;
  /** `events[2].place`: the kind's own field. */
  path: string;
  /** Index of the event. */
  index: number;
  /** The whole event object (its modifiers are checked against `modifiers` before). */
  raw: Record<string, unknown>;
  /** `by` as a colour (kinds with `ownBy` read it themselves). */
  by?: Color;
  /** `{ index }` or `{ index, by }`. */
  base: { index: number; by?: Color };
  laws: Laws;
}

export type PieceAt = (square: Square) => Piece | null | undefined;

/** What the narrator is given: who acted (the trace says), the board before the event, the move as shown. */
export interface TellCx {
  actor: Color | 'arbiter';
  /** "Beyaz" / "Siyah": `by`, else the actor (White for the arbiter's events). */
  who: string;
  pieceAt?: PieceAt;
  /** The SAN of a `move` event in the view's letters. */
  san?: string;
}

export interface EventKind<E extends EventBase & { kind: string }> {
  /** The key naming the kind in the scenario (`{ "touch": "g5" }`). */
  kind: E['kind'];
  /** Modifier fields the kind accepts besides free-text `note`/`comment`. */
  modifiers: readonly string[];
  /** The kind reads `by` itself (the flag's `"by": "arbiter"`). */
  ownBy?: boolean;
  /** The event from its JSON; the error names the field (`events[2].place: …`). */
  parse(value: unknown, cx: ParseCx): Result<E, ScenarioError>;
  /**
   * The handler: changes the draft state of the fold (../fold.ts); it may say who acted and what
   * the trace's note is when the kind's `note` cannot (who displaced, what the envelope held).
   */
  apply(st: State, ev: E): TraceHint | void;
  /** The trace's note (past tense; the fold appends the articles), `actor` the player acting. */
  note(ev: E, actor: Color): string;
  /** The narrator's sentence (present tense), for the site's timelines and questions. */
  tell(ev: E, cx: TellCx): string;
  /** Squares to highlight after it (default: the last move's). */
  squares?(st: State, ev: E, boardBefore: readonly (Piece | null)[]): string[];
  /** The arbiter acts (the trace's actor is "arbiter"). */
  byArbiter?: boolean;
  /** A touch by the opponent: it takes away the right to claim a touch-move violation (4.8). */
  touchLike?(ev: E): boolean;
  /** It deals with a completed illegal move itself (the fold does not first, 7.5). */
  dealsWithIllegal?(ev: E): boolean;
  /** It deals with a completed touch-move violation itself (4.8). */
  dealsWithViolation?(ev: E): boolean;
  /** How it meets displaced pieces: plays on the displaced board, presses, or only points out. */
  board?(ev: E): BoardRole | null;
  /** It may come while a move is sealed (I.4–I.7). */
  whileSealed?: boolean;
  /** After the game ended: checks or steps of its own; true when nothing else is to be said. */
  afterEnd?(st: State, ev: E): boolean;
}

/** The squares of the last move (a board put in play with displaced pieces comes after it, 7.6). */
export function lastMoveSquares(st: State): string[] {
  let last = st.game.entries[st.game.entries.length - 1];
  if (!last.move && !last.mover && st.game.entries.length > 1) last = st.game.entries[st.game.entries.length - 2];
  return last.move ? [squareName(last.move.from), squareName(last.move.to)] : [];
}

/** The narrator's "Beyaz"/"Siyah": `by`, else the actor (White for the arbiter's events). */
export function whoOf(ev: { by?: Color }, actor: Color | 'arbiter'): string {
  const c: Color = ev.by ?? (actor === 'arbiter' ? 'white' : actor);
  return c === 'white' ? 'Beyaz' : 'Siyah';
}

/** What the parser, the fold and the narrator ask of the table of kinds (./index.ts). */
export interface EventTable<E extends EventBase & { kind: string }> {
  /** The kind named by a key of an event object, if it is one. */
  kindNamed(key: string): EventKind<E> | undefined;
  /** The kind of an event. */
  kindOf(ev: E): EventKind<E>;
  /** Applies an event to the draft state through its kind's handler. */
  applyEvent(st: State, ev: E): TraceHint | void;
  /** The narrator's sentence of an event (present tense): `actor` from the trace, the board before it. */
  tellEvent(ev: E, actor: Color | 'arbiter', pieceAt?: PieceAt, san?: string): string;
}

/** The lookups of a list of kinds (a kind's key must be unique). */
export function eventTable<E extends EventBase & { kind: string }>(
  kinds: readonly EventKind<EventBase & { kind: string }>[],
): EventTable<E> {
  const byKey = new Map<string, EventKind<E>>();
  for (const k of kinds) {
    if (byKey.has(k.kind)) throw new Error(`event kind "${k.kind}" twice in the table`);
    byKey.set(k.kind, k as unknown as EventKind<E>);
  }
  const kindOf = (ev: E): EventKind<E> => byKey.get(ev.kind)!;
  return {
    kindNamed: (key) => byKey.get(key),
    kindOf,
    applyEvent: (st, ev) => kindOf(ev).apply(st, ev),
    tellEvent: (ev, actor, pieceAt, san) => kindOf(ev).tell(ev, { actor, who: whoOf(ev, actor), pieceAt, san }),
  };
}
