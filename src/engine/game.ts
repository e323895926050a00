// A game: start position, the moves played and every position reached, with the endings
// the board itself decides (Articles 5 and 9.6) and the draw claims it can check (9.2, 9.3).

import type { Move, Result } from './types.ts';
import { ok, err } from './types.ts';
import { Position } from './position.ts';
import type { PositionError } from './position.ts';
import type { FenError } from './fen.ts';
import { parseFen } from './fen.ts';
import type { SanError, SanOptions } from './san.ts';
import { makeSan, parseSan } from './san.ts';
import type { PgnGame } from './pgn.ts';
import { boardEnding, halfmovesForClaim, repetitionsForClaim, FIFTY_HALFMOVES, THREEFOLD } from './endings.ts';
import type { BoardTermination } from './endings.ts';

export type Termination = BoardTermination;

/** The articles (edition in force) that decide each ending (9.6.1 rests on the 9.2.3 identity). */
const OUTCOME_ARTICLES: Record<Termination, string[]> = {
  checkmate: ['5.1.1'],
  stalemate: ['5.2.1'],
  'seventy-five-moves': ['9.6.2'],
  fivefold: ['9.6.1', '9.2.3'],
  'dead-position': ['5.2.2'],
};

export interface Outcome {
  result: '1-0' | '0-1' | '1/2-1/2' | null;
  termination: Termination | null;
  /** Articles that decide it, e.g. ['5.1.1'] or ['9.6.1', '9.2.3']. */
  articles: string[];
  /** Index in positions() of the position at which the game ended. */
  ply?: number;
}

export interface GameError {
  code: 'illegal-move' | 'bad-start' | 'san';
  /** Turkish, for the user. */
  message: string;
  /** Index of the offending move in the move list, when there is one. */
  ply?: number;
  cause?: SanError | FenError | PositionError;
}

export interface GameOptions {
  /**
   * The dead-position decision (5.2.2). Defaults to the fast material test
   * (Position.isInsufficientMaterial); the full search plugs in here.
   */
  isDeadPosition?: (pos: Position) => boolean;
}

/**
 * 9.2.3: positions are the same when the same player has the move, pieces of the same kind
 * and colour occupy the same squares and the possible moves of all the pieces of both
 * players are the same. So the key holds the placement, the side to move, the castling
 * rights (9.2.3.2: a right lost by moving king or rook makes the position different) and
 * the en-passant square only when an en-passant capture is actually legal (9.2.3.1) — a
 * pawn that has just made a double step but cannot be captured e.p. changes nothing.
 */
export function positionKey(pos: Position): string {
  const fen = pos.fen({ epSquare: 'legal' });
  return fen.slice(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
}

interface Entry {
  pos: Position;
  key: string;
  dead?: boolean;
}

export class Game {
  private readonly entries: Entry[];
  private readonly moveList: Move[];
  private readonly sanList: string[];
  private readonly deadTest: (pos: Position) => boolean;
  private cached: { length: number; outcome: Outcome } | null = null;

  constructor(start?: Position, opts?: GameOptions) {
    const s = (start ?? Position.initial()).clone();
    this.entries = [{ pos: s, key: positionKey(s) }];
    this.moveList = [];
    this.sanList = [];
    this.deadTest = opts?.isDeadPosition ?? ((p) => p.isInsufficientMaterial());
  }

  static fromFen(fen: string, opts?: GameOptions): Result<Game, FenError | PositionError> {
    const s = parseFen(fen);
    if (!s.ok) return s;
    const p = Position.fromSetup(s.value);
    if (!p.ok) return p;
    return ok(new Game(p.value, opts));
  }

  /** Plays the main line of a parsed PGN game (FEN tag honoured). */
  static fromPgn(pgn: PgnGame, opts?: SanOptions & GameOptions): Result<Game, GameError> {
    const fenTag = pgn.tags.find(([k]) => k === 'FEN')?.[1];
    let game: Game;
    if (fenTag !== undefined) {
      const g = Game.fromFen(fenTag, opts);
      if (!g.ok) return err({ code: 'bad-start', message: `FEN etiketi geçersiz: ${g.error.message}`, cause: g.error });
      game = g.value;
    } else game = new Game(undefined, opts);
    for (let i = 0; i < pgn.moves.length; i++) {
      const r = game.playSan(pgn.moves[i].san, opts);
      if (!r.ok) {
        return err({
          code: 'san',
          message: `${i + 1}. yarım hamle (${pgn.moves[i].san}): ${r.error.message}`,
          ply: i,
          cause: r.error as SanError,
        });
      }
    }
    return ok(game);
  }

  /** The current position. Do not mutate it; clone() it first. */
  get position(): Position {
    return this.entries[this.entries.length - 1].pos;
  }
  get start(): Position {
    return this.entries[0].pos;
  }
  get moves(): readonly Move[] {
    return this.moveList;
  }
  /** SAN (English letters) of the moves played. */
  get sans(): readonly string[] {
    return this.sanList;
  }
  /** Every position from the start to the current one (copies). */
  positions(): Position[] {
    return this.entries.map((e) => e.pos.clone());
  }
  get length(): number {
    return this.moveList.length;
  }

  play(move: Move): Result<void, GameError> {
    const cur = this.position;
    if (!cur.isLegal(move)) {
      return err({ code: 'illegal-move', message: 'Bu hamle bu konumda kurallara uygun değil (Madde 3.10.2).', ply: this.moveList.length });
    }
    const san = makeSan(cur, move);
    const next = cur.clone();
    next.play(move);
    this.entries.push({ pos: next, key: positionKey(next) });
    this.cached = null;
    this.moveList.push({ ...move });
    this.sanList.push(san);
    return ok(undefined);
  }

  playSan(san: string, opts?: SanOptions): Result<Move, SanError | GameError> {
    const m = parseSan(this.position, san, opts);
    if (!m.ok) return m;
    const r = this.play(m.value);
    if (!r.ok) return r;
    return ok(m.value);
  }

  /** Takes back the last move; returns it, or null at the start. */
  undo(): Move | null {
    if (this.moveList.length === 0) return null;
    this.entries.pop();
    this.sanList.pop();
    this.cached = null;
    return this.moveList.pop() ?? null;
  }

  /** 9.2.3 identity of the position at `index` (default: the current one). */
  positionKey(index: number = this.entries.length - 1): string {
    return this.entries[index].key;
  }

  /** How many times the position at `index` (default current) has appeared up to there. */
  repetitions(index: number = this.entries.length - 1): number {
    const key = this.entries[index].key;
    let n = 0;
    for (let i = 0; i <= index; i++) if (this.entries[i].key === key) n++;
    return n;
  }

  /**
   * 9.2: the player to move may claim a draw when the same position (9.2.3) has appeared
   * at least three times (9.2.2), or is about to appear for the third time after the move
   * he has written down and declared (9.2.1, `intended`).
   */
  canClaimThreefold(intended?: Move): boolean {
    if (this.outcome().result !== null) return false;
    if (intended !== undefined && !this.position.isLegal(intended)) return false;
    let key = this.positionKey();
    if (intended !== undefined) {
      const next = this.position.clone();
      next.play(intended);
      key = positionKey(next);
    }
    return (
      repetitionsForClaim(
        this.entries.map((e) => e.key),
        key,
        intended !== undefined,
      ) >= THREEFOLD
    );
  }

  /**
   * 9.3: the player to move may claim a draw when the last 50 moves of each player were
   * made without a capture or a pawn move (9.3.2), or will have been after the move he has
   * written down and declared (9.3.1, `intended`).
   */
  canClaimFifty(intended?: Move): boolean {
    if (this.outcome().result !== null) return false;
    if (intended !== undefined && !this.position.isLegal(intended)) return false;
    return halfmovesForClaim(this.position, intended) >= FIFTY_HALFMOVES;
  }

  /** Has the game ended by itself (checkmate, stalemate, dead position, 9.6)? */
  isOver(): boolean {
    return this.outcome().result !== null;
  }

  private endingAt(i: number, reps: number): Outcome | null {
    const e = this.entries[i];
    const isDead = (pos: Position): boolean => {
      if (e.dead === undefined) e.dead = this.deadTest(pos);
      return e.dead;
    };
    const end = boardEnding(e.pos, reps, { fivefold: true, seventyFive: true, isDead });
    if (!end) return null;
    const articles = OUTCOME_ARTICLES[end.termination].slice();
    if (end.mateOnSeventyFifth) articles.push('9.6.2');
    const result = end.termination === 'checkmate' ? (e.pos.turn === 'white' ? '0-1' : '1-0') : '1/2-1/2';
    return { result, termination: end.termination, articles, ply: i };
  }

  /**
   * How the game ended by itself, at the first position where it did (the game ends
   * immediately: 5.1.1, 5.2.1, 5.2.2, 9.6). Claims (9.2, 9.3) never appear here.
   */
  outcome(): Outcome {
    if (this.cached && this.cached.length === this.entries.length) return this.cached.outcome;
    const o = this.computeOutcome();
    this.cached = { length: this.entries.length, outcome: o };
    return o;
  }

  private computeOutcome(): Outcome {
    const counts = new Map<string, number>();
    for (let i = 0; i < this.entries.length; i++) {
      const k = this.entries[i].key;
      const reps = (counts.get(k) ?? 0) + 1;
      counts.set(k, reps);
      const o = this.endingAt(i, reps);
      if (o) return o;
    }
    return { result: null, termination: null, articles: [] };
  }
}
