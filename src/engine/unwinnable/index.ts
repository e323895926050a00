// Can this side still checkmate? The decision behind four articles of the FIDE Laws:
//   5.2.2  dead position: the game is drawn when neither player can checkmate "by any series of
//          legal moves";
//   6.9    flag fall: a draw instead of a loss if the opponent "cannot checkmate the player's
//          king by any possible series of legal moves";
//   7.5.5  a second illegal move: likewise a draw if the opponent cannot checkmate;
//   A.4.3  (rapid / blitz) the same question when an illegal move or a flag is claimed.
// "Any series of legal moves" means with the help of the other side: a helpmate.
//
// The procedure follows the ideas of CHA, the Chess Unwinnability Analyzer (M. Ambrona,
// "Chess Unwinnability Analyzer", D3-Chess on GitHub), written anew in TypeScript:
//   1. static material rules (material.ts);
//   2. a semi-static analysis of what can ever move where — pawn walls, king regions — and
//      whether a mate square with its flights covered can exist (reach.ts);
//   3. an exhaustive walk over all reachable positions, guided towards mates (search.ts);
//   4. two semi-static arguments about stalemate: captures that can only stalemate, and the
//      last move of a loser who can only move its king (reach.ts);
//   5. a best-first search towards a mate in a corner (bestfirst.ts), guided helpmate
//      searches, iterative deepening with a node limit, and the walk again.
// Sound above all: `unwinnable` is answered only from a proof (1, 2, 3, 4), which the answer
// names (proof.ts); `winnable` only with a line of legal moves that is replayed here and ends
// in checkmate of the loser (5.1.1). See README.md.

import type { Color, Move } from '../types.ts';
import { opposite } from '../types.ts';
import { Position, decodeMove } from '../position.ts';
import { noCastling } from '../setup.ts';
import { makeUci } from '../uci.ts';
import { HBoard, colorIndex } from './board.ts';
import { materialRule } from './material.ts';
import type { ReachAnalysis } from './reach.ts';
import { analyseReach, semiStaticUnwinnable } from './reach.ts';
import { HelpmateSearch, exhaust, shortenLine } from './search.ts';
import { shortcutLine } from './shortcut.ts';
import { BestFirstSearch } from './bestfirst.ts';
import type { Proof } from './proof.ts';
import { gameOverProof, materialProof, semiStaticProof, walkProof } from './proof.ts';

export type { Proof } from './proof.ts';
export { readPosition, readSide } from './input.ts';

export type Verdict =
  | { verdict: 'winnable'; line: Move[]; uci: string[] }
  | { verdict: 'unwinnable'; proof: Proof }
  | { verdict: 'undetermined'; reason: string };

export interface UnwinnableOptions {
  /**
   * Moves the searches may play in all (default 1 300 000: about a second on a laptop); one
   * semi-static analysis inside the walk counts as 400 moves.
   */
  nodeLimit?: number;
  /**
   * Extra effort spent making the helpmate shown a short one (shortcut.ts; positions visited by
   * breadth-first searches, plus two-move jumps and a plain deepening of about an eighth and a half
   * of it): within it, a shortest helpmate. 0 (default) keeps the fast one-move shortening; the
   * site's tool, which shows the line, asks for 1 000 000.
   */
  lineEffort?: number;
  /**
   * Only the material and semi-static stages (no walk, no stalemate arguments): what the rulings
   * afford after every move in a rich position, where an undecided answer is taken as alive.
   */
  staticOnly?: boolean;
}

export const DEFAULT_NODE_LIMIT = 1_300_000;
const CLOSE_COST = 400;

/**
 * The stages after the static ones, with their shares of the node limit (measured on CHA's
 * test vectors, bench/unwinnable.bench.ts): a short guided walk (most answers, in well under a
 * millisecond), the semi-static arguments about stalemate (`stalemate`: several fixed points,
 * a millisecond or so, so only when the short walk did not answer), a short best-first search
 * (long helpmates where men must make room for each other, bestfirst.ts), a short walk with the
 * semi-static analysis closing branches after captures and pawn moves (small proofs and
 * helpmates behind a pawn wall), the guided walk again (the long proofs), then a longer
 * best-first search, a guided deepening (long thin helpmates the walk misses), the closing walk
 * and a last deepening.
 */
const PLAN: readonly { kind: 'walk' | 'walk-closed' | 'deepening' | 'stalemate' | 'best-first'; share: number }[] = [
  { kind: 'walk', share: 0.02 },
  { kind: 'stalemate', share: 0 },
  { kind: 'best-first', share: 0.02 },
  { kind: 'walk-closed', share: 0.03 },
  { kind: 'walk', share: 0.47 },
  { kind: 'best-first', share: 0.12 },
  { kind: 'deepening', share: 0.1 },
  { kind: 'walk-closed', share: 0.15 },
  { kind: 'deepening', share: 0.1 },
];

/** Statistics of the last call (for the benchmark and the CLI). */
export const lastStats = { nodes: 0, stage: '' };

/** What both sides' questions share: the board and the semi-static analyses, made once. */
interface Context {
  position: Position;
  b: HBoard;
  rootMoves: number;
  reach: ReachAnalysis | null;
  shielded: ReachAnalysis | null;
}

function context(position0: Position): Context {
  // The search board knows standard castling only. In Chess960 the question is asked without the
  // castling rights: castling never decides whether a helpmate exists except in contrived
  // positions, where dropping it errs towards "unwinnable" only if the sole mate needs castling.
  let position = position0;
  if (position0.chess960) {
    const s = position0.toSetup();
    position = Position.fromSetupUnchecked({ ...s, chess960: false, castlingRooks: undefined, castling: noCastling() });
  }
  return { position, b: new HBoard(position), rootMoves: position.countLegalMoves(), reach: null, shielded: null };
}

/**
 * Can `side` (the intended winner) checkmate the other side by some series of legal moves
 * from `position`? See the module comment for the articles and the method. An `unwinnable`
 * answer carries the proof (which stage, on which men and squares, in Turkish).
 */
export function canCheckmate(position: Position, side: Color, opts?: UnwinnableOptions): Verdict {
  return decideSide(context(position), side, opts);
}

/** Both questions at once (5.2.2: the position is dead when neither side can mate). */
export interface BothVerdicts {
  white: Verdict;
  black: Verdict;
  /** 'dead' when both are unwinnable, 'alive' when either is winnable, else 'undetermined'. */
  dead: 'dead' | 'alive' | 'undetermined';
}

/**
 * Decides both sides in one call, sharing the board and the semi-static analyses; each side
 * gets the full node limit.
 */
export function canCheckmateBoth(position: Position, opts?: UnwinnableOptions): BothVerdicts {
  const ctx = context(position);
  const white = decideSide(ctx, 'white', opts);
  const black = decideSide(ctx, 'black', opts);
  return { white, black, dead: deadness(white, black) };
}

function deadness(a: Verdict, b: Verdict): 'dead' | 'alive' | 'undetermined' {
  if (a.verdict === 'winnable' || b.verdict === 'winnable') return 'alive';
  return a.verdict === 'unwinnable' && b.verdict === 'unwinnable' ? 'dead' : 'undetermined';
}

function decideSide(ctx: Context, side: Color, opts?: UnwinnableOptions): Verdict {
  const { position, b } = ctx;
  const limit = Math.max(1, Math.floor(opts?.nodeLimit ?? DEFAULT_NODE_LIMIT));
  const w = colorIndex(side);
  const loser = opposite(side);
  lastStats.nodes = 0;
  lastStats.stage = '';
  const done = (v: Verdict, stage: string, nodes: number): Verdict => {
    lastStats.nodes = nodes;
    lastStats.stage = stage;
    return v;
  };
  const proved = (proof: Proof, nodes = 0): Verdict => done({ verdict: 'unwinnable', proof }, proof.stage, nodes);

  // The game is over already: 5.1.1 checkmate, 5.2.1 stalemate.
  if (ctx.rootMoves === 0) {
    if (position.isCheck() && b.stm !== w) return done(winnable(position, [], side), 'mate', 0);
    return proved(gameOverProof(position.isCheck()));
  }
  // 1. Material.
  const rule = materialRule(b, w);
  if (rule) return proved(materialProof(side, rule));

  // 2. Semi-static analysis (pawn walls, king regions).
  const reach = (ctx.reach ??= analyseReach(b));
  if (semiStaticUnwinnable(b, w, reach)) return proved(semiStaticProof('semistatic', side, loser, reach));
  if (opts?.staticOnly) return done({ verdict: 'undetermined', reason: 'static-only' }, 'undetermined', 0);
  const lk = reach.king[w ^ 1];
  const region = lk >= 0 ? reach.reach.slice(lk * 64, lk * 64 + 64) : null;

  // 3. The guided walk over all reachable positions: finds most helpmates at once, and
  //    proves unwinnability when the reachable positions are few enough.
  let used = 0;
  for (const { kind, share } of PLAN) {
    if (kind === 'stalemate') {
      const v = stalemateArguments(ctx, side);
      if (v) return done(v, v.verdict === 'unwinnable' ? v.proof.stage : 'mate-in-one', used);
      continue;
    }
    const budget = Math.min(limit - used, Math.max(1, Math.floor(share * limit)));
    if (budget <= 0) break;
    if (kind === 'best-first') {
      // A best-first planner towards a mate in the corner (bestfirst.ts), half the budget with
      // each order of equal-estimate moves.
      for (const reverse of [false, true]) {
        const bf = new BestFirstSearch(b, w, region);
        const found = bf.run(Math.max(1, Math.floor(budget / 2)), reverse);
        used += bf.nodes;
        if (found && bf.line) return done(winnable(position, readerLine(b, w, region, bf.line, opts), side), 'best-first', used);
      }
      continue;
    }
    if (kind === 'deepening') {
      // Iterative deepening, guided towards mating patterns.
      const deep = new HelpmateSearch(b, w, region);
      const found = deep.run(1000, 10_000, budget);
      used += deep.nodes;
      if (found && deep.line) return done(winnable(position, readerLine(b, w, region, deep.line, opts), side), 'deep', used);
      continue;
    }
    const stats = { nodes: 0 };
    const ex = exhaust(b, w, budget, kind === 'walk-closed' ? closeBranch(w) : null, stats, region, CLOSE_COST);
    used += stats.nodes;
    if (ex.kind === 'mate') return done(winnable(position, readerLine(b, w, region, ex.line, opts), side), kind, used);
    if (ex.kind === 'none') return proved(walkProof(kind === 'walk' ? 'walk' : 'walk-closed', loser, ex.positions), used);
  }
  return done({ verdict: 'undetermined', reason: 'node-limit' }, 'undetermined', used);
}

/**
 * The helpmate shown to the reader, whichever search found it: the line shortened by jumps to later
 * positions of itself, then — with `lineEffort` — cut by breadth-first searches (shortcut.ts): from
 * the start, a shortest helpmate within that effort; from later positions, shorter ways to a later
 * position of the line. Where the breadth-first search could not finish (many men: a mate in two
 * among thirty moves a ply), a plain deepening ordered by the guide looks for a helpmate of up to
 * 12 plies shorter than the line. A search guided towards mating patterns can reach a mate by a long
 * detour (an under-promotion, forty plies) where a mate in nine exists; the rule (5.2.2, 6.9) asks
 * only whether some series exists, but the reader checks the series shown.
 */
function readerLine(b: HBoard, w: number, region: Uint8Array | null, found: number[], opts?: UnwinnableOptions): number[] {
  const effort = Math.max(0, Math.floor(opts?.lineEffort ?? 0));
  const jumped = shortenLine(b, found, Math.floor(effort / 8));
  if (effort === 0 || jumped.length <= 1) return jumped;
  const { line, shortest } = shortcutLine(b, w, jumped, effort);
  if (shortest || line.length <= 2) return line;
  const deep = new HelpmateSearch(b, w, region);
  const budget = Math.floor(effort / 2);
  return deep.run(Math.min(line.length - 1, 12), budget, budget, true) && deep.line && deep.line.length < line.length ? deep.line : line;
}

/**
 * The semi-static arguments about stalemate (reach.ts): captures that can only stalemate are
 * left out of the analysis ('stalemate-captures'), and a loser who can only move its king
 * needs a mating move that also guards the square the king came from ('last-move'). The
 * latter says nothing about a mate on the very first move, so that one is looked for first.
 */
function stalemateArguments(ctx: Context, side: Color): Verdict | null {
  const { b, position } = ctx;
  const w = colorIndex(side);
  const loser = opposite(side);
  const r = (ctx.shielded ??= analyseReach(b, true));
  if (semiStaticUnwinnable(b, w, r)) {
    const stage = r.stalemating?.some((x) => x) ? 'stalemate-captures' : 'semistatic';
    return { verdict: 'unwinnable', proof: semiStaticProof(stage, side, loser, r) };
  }
  if (b.stm === w) {
    const m = mateInOne(b);
    if (m !== null) return winnable(position, [m], side);
  }
  if (semiStaticUnwinnable(b, w, r, true)) return { verdict: 'unwinnable', proof: semiStaticProof('last-move', side, loser, r) };
  return null;
}

/** A move of the side to move that checkmates, or null. */
function mateInOne(b: HBoard): number | null {
  const buf = new Int32Array(256);
  const reply = new Int32Array(256);
  const n = b.gen(buf, 0);
  for (let i = 0; i < n; i++) {
    b.make(buf[i]);
    const mate = b.gen(reply, 0) === 0 && b.inCheck();
    b.unmake();
    if (mate) return buf[i];
  }
  return null;
}

/**
 * Inside the walk, after a capture or a pawn move (when the structure changes), the
 * semi-static analysis may close the branch: no mate can follow from there.
 */
function closeBranch(w: number): (b: HBoard, irreversible: boolean) => boolean {
  return (b) => semiStaticUnwinnable(b, w, analyseReach(b));
}

/** Builds a `winnable` verdict after replaying the line to mate (a failed replay throws). */
function winnable(position: Position, encoded: number[], side: Color): Verdict {
  const line = encoded.map((m) => decodeMove(m));
  const p = position.clone();
  for (const m of line) {
    if (!p.isLegal(m)) throw new Error('internal error: helpmate line contains an illegal move');
    p.play(m);
  }
  // 5.1.1: the line ends with the loser (the side to move) checkmated.
  if (p.turn !== opposite(side) || !p.isCheckmate()) throw new Error('internal error: helpmate line does not mate the loser');
  return { verdict: 'winnable', line, uci: line.map(makeUci) };
}

/**
 * 5.2.2: the position is dead when neither player can checkmate by any series of legal moves.
 * 'undetermined' when one side's question stays open within the node limit.
 */
export function isDeadPosition(position: Position, opts?: UnwinnableOptions): 'dead' | 'alive' | 'undetermined' {
  const ctx = context(position);
  const a = decideSide(ctx, 'white', opts);
  if (a.verdict === 'winnable') return 'alive';
  return deadness(a, decideSide(ctx, 'black', opts));
}
