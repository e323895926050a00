// Data model of the tie-break engine: a tournament read from a FIDE Tournament Report File (TRF16),
// and what the engine computes from it. Pure TypeScript (no DOM, no Node APIs).

export type Colour = 'w' | 'b';

/**
 * What happened to a player in one round, in the terms of C.07 Article 16.2 (Swiss unplayed rounds).
 * - `win` `draw` `loss`: a game played over the board (TRF `1 = 0`, and the unrated `W D L`)
 * - `forfeit-win` (`+`, 16.2.2), `forfeit-loss` (`-`, 16.2.4)
 * - `pab`: pairing-allocated bye (`U`, 16.2.1); `full-bye`: full-point bye (`F`, 16.2.1)
 * - `half-bye` (`H`) and `zero-bye` (`Z`, or an empty round: not paired, withdrawn): requested byes
 *   (16.1.1), category 16.2.3 or 16.2.5 depending on what follows
 */
export type RoundKind = 'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'pab' | 'full-bye' | 'half-bye' | 'zero-bye';

export interface RoundEntry {
  round: number;
  /** Start number of the scheduled opponent; null for byes and empty rounds. */
  opponent: number | null;
  colour: Colour | null;
  /** The TRF result character as read (`' '` for an empty round). */
  code: string;
  kind: RoundKind;
  /** Played over the board (a real game, rated or not). */
  played: boolean;
  /** Rated game (TRF `1 = 0`; `W D L` are played but not rated). */
  rated: boolean;
  /** Points awarded in this round (win 1, draw ½, loss 0). */
  points: number;
}

export interface Player {
  /** Start number (TRF columns 5–8). */
  id: number;
  name: string;
  /** FIDE rating (columns 49–52); null when unrated (blank or 0). */
  rating: number | null;
  federation: string;
  fideId: string;
  title: string;
  /** Points as the file states them (columns 81–84); null when blank. */
  declaredPoints: number | null;
  /** Points computed from the rounds. */
  points: number;
  rounds: RoundEntry[];
  /** 1-based line of the 001 record in the file. */
  line: number;
}

export interface Tournament {
  name: string;
  startDate: string;
  /** TRF 092 (type of tournament), as written. */
  type: string;
  /** Rounds of the tournament: XXR, or the rounds present in the file. */
  rounds: number;
  /** Rounds that have at least one entry in the file (the rounds the engine computes over). */
  roundsPlayed: number;
  players: Player[];
}

// A TRF error is the reader's (src/trf): line, column and a Turkish message.
export type { TrfError } from '../trf/read.ts';

// The one Result type of the project (src/lib).
export type { Result } from '../lib/index.ts';

export type RulesVersion = '2023' | '2026';

export interface TiebreakOptions {
  rules: RulesVersion;
  /** Pre-determined pairings (round-robin): C.07 15.2 instead of Article 16. */
  roundRobin: boolean;
}

/** One element of a computed value: a round, a game, an opponent's value, with what was adjusted. */
export interface Contribution {
  round: number;
  opponent: number | null;
  /** Turkish: what this round was (a game, a forfeit, a bye …) and the regulation that applies. */
  label: string;
  /** The value the element brings to the sum (opponent's score, product, rating …), null if none. */
  value: number | null;
  /** The value the cut modifiers compare (opponent's score for BH and SB), when it differs from `value`. */
  basis?: number;
  cut: boolean;
  /** Turkish note on an adjustment (16.3, 16.4, 16.5 …). */
  note?: string;
}

export interface Explanation {
  code: string;
  /** Turkish name of the tie-break with its article. */
  title: string;
  value: number | null;
  items: Contribution[];
  /** Turkish: how the value follows from the items. */
  summary: string;
}

export interface PlayerStanding {
  id: number;
  name: string;
  rating: number | null;
  points: number;
  rank: number;
  tiebreaks: Record<string, number | null>;
  explanations: Record<string, Explanation>;
}

export interface Standings {
  rules: RulesVersion;
  roundRobin: boolean;
  codes: string[];
  /** Ordered by rank, then start number. */
  players: PlayerStanding[];
  /** Turkish notes on the input (e.g. the file's points differ from the rounds). */
  warnings: string[];
}
