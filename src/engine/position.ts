// Position: a legal game position with fast legal move generation (Article 3) and make/unmake.
//
// Internals: mailbox board (Int8Array(64), piece code = role | color << 3), precomputed attack
// tables, legal generation via a check mask and pins (no make/test/unmake except for en
// passant), moves encoded as integers (see tables.ts), an internal typed undo stack.

import type { Color, Move, Piece, Result, Role, Square } from './types.ts';
import { ok, err, isSquare, squareName } from './types.ts';
import type { CastlingRights, CastlingRooks, Setup, SetupError } from './setup.ts';
import { noCastling, setupBoardCodes, setupErrors, initialSetup } from './setup.ts';
import { isAttackedBy, attackersOf } from './attacks.ts';
import type { FenError, ParseFenOptions } from './fen.ts';
import { castlingField960, parseFen, placementFen } from './fen.ts';
import {
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  WK,
  WQ,
  BK,
  BQ,
  FLAG_EP,
  FLAG_CASTLE,
  FLAG_DOUBLE,
  RAYS,
  RAY_LEN,
  DIR_BETWEEN,
  KNIGHT_TARGETS,
  KNIGHT_COUNT,
  KING_TARGETS,
  KING_COUNT,
  PAWN_ATTACKS,
  PAWN_ATTACK_COUNT,
  CASTLE_MASK,
  ROLE_NAMES,
  ROLE_CODE,
} from './tables.ts';

export interface PositionError {
  /** Turkish summary for the user. */
  message: string;
  article: '3.10.3';
  errors: SetupError[];
}

/** Undo record returned by `makeMove` (object API). */
export interface Undo {
  readonly move: number;
  readonly depth: number;
}

export const MAX_MOVES = 2048;

// Scratch state for one call of generateMoves (it never re-enters itself).
const CHECK_MASK = new Int32Array(64);
const PIN_STAMP = new Int32Array(64);
const PIN_DIR = new Int8Array(64);
let stampCounter = 0;

const SCRATCH = new Int32Array(MAX_MOVES);

const PROMO_ORDER = [QUEEN, ROOK, BISHOP, KNIGHT];

export function decodeMove(m: number): Move {
  const promo = (m >> 12) & 7;
  const mv: Move = { from: m & 63, to: (m >> 6) & 63 };
  if (promo) mv.promotion = ROLE_NAMES[promo] as Role;
  return mv;
}

/** The corner rooks of the standard game (index: WK, WQ, BK, BQ). */
const STANDARD_ROOKS = new Int8Array([7, 0, 63, 56]);

function findKing(board: Int8Array, cBit: number): number {
  for (let sq = 0; sq < 64; sq++) if (board[sq] === (KING | cBit)) return sq;
  return -1;
}

export class Position {
  /** @internal */ board: Int8Array;
  /** @internal 0 white, 1 black */ stm: number;
  /** @internal WK | WQ | BK | BQ */ castling: number;
  /** @internal raw en-passant square or -1 */ ep: number;
  /** @internal */ half: number;
  /** @internal */ full: number;
  /** @internal */ kingSq: Int8Array;
  /** @internal */ undoMoves: Int32Array;
  /** @internal */ undoInfo: Int32Array;
  /** @internal */ sp: number;
  /** @internal Guidelines II (Chess960): castling encoded king → own rook square. */ c960 = false;
  /** @internal Rook square of each right (index: WK 0, WQ 1, BK 2, BQ 3), Chess960 only. */ rookSq: Int8Array = STANDARD_ROOKS;
  /** @internal AND-ed with the rights when a move leaves or reaches a square (3.8.2.1). */ cmask: Uint8Array = CASTLE_MASK;

  private constructor() {
    this.board = new Int8Array(64);
    this.stm = 0;
    this.castling = 0;
    this.ep = -1;
    this.half = 0;
    this.full = 1;
    this.kingSq = new Int8Array([-1, -1]);
    this.undoMoves = new Int32Array(64);
    this.undoInfo = new Int32Array(128);
    this.sp = 0;
  }

  static initial(): Position {
    return Position.fromSetupUnchecked(initialSetup());
  }

  /** A legal position; rejects setups that cannot arise in a game (3.10.3). */
  static fromSetup(setup: Setup): Result<Position, PositionError> {
    const errors = setupErrors(setup);
    if (errors.length) {
      return err({
        message: 'Bu konum kurallara uygun hamlelerle oluşamaz (Madde 3.10.3): ' + errors.map((e) => e.message).join(' '),
        article: '3.10.3',
        errors,
      });
    }
    return ok(Position.fromSetupUnchecked(setup));
  }

  /** Parses a FEN and checks that the position can arise (3.10.3). */
  static fromFen(fen: string, opts?: ParseFenOptions): Result<Position, FenError | PositionError> {
    const s = parseFen(fen, opts);
    if (!s.ok) return s;
    return Position.fromSetup(s.value);
  }

  /**
   * Any board, e.g. one on which an illegal move was made. Never throws or loops. Castling
   * rights without king and rook at home and malformed en-passant squares are dropped; move
   * generation is best-effort (with no king, nothing is check).
   */
  static fromSetupUnchecked(setup: Setup): Position {
    const pos = new Position();
    const b = setupBoardCodes(setup);
    pos.board = b;
    pos.stm = setup?.turn === 'black' ? 1 : 0;
    let c = 0;
    const cr = setup?.castling;
    if (setup?.chess960 === true) {
      // Guidelines II.3: each right castles with the rook it names, the king between the rooks on
      // its first rank; the right is lost once the king or that rook moves (3.8.2.1).
      pos.c960 = true;
      const rooks = new Int8Array(4).fill(-1);
      const mask = new Uint8Array(64).fill(15);
      const rights: [Color, 'kingside' | 'queenside', number, number][] = [
        ['white', 'kingside', WK, 0],
        ['white', 'queenside', WQ, 1],
        ['black', 'kingside', BK, 2],
        ['black', 'queenside', BQ, 3],
      ];
      for (const [color, side, bit, idx] of rights) {
        if (!cr?.[color]?.[side]) continue;
        const cb = color === 'white' ? 0 : 8;
        const home = color === 'white' ? 0 : 56;
        const k = findKing(b, cb);
        const r = setup.castlingRooks?.[color]?.[side];
        if (k < home || k >= home + 8 || typeof r !== 'number' || r < home || r >= home + 8 || b[r] !== (ROOK | cb)) continue;
        if (side === 'kingside' ? r < k : r > k) continue;
        c |= bit;
        rooks[idx] = r;
        mask[k] &= color === 'white' ? ~(WK | WQ) : ~(BK | BQ);
        mask[r] &= ~bit;
      }
      pos.rookSq = rooks;
      pos.cmask = mask;
    } else {
      if (cr?.white?.kingside && b[4] === KING && b[7] === ROOK) c |= WK;
      if (cr?.white?.queenside && b[4] === KING && b[0] === ROOK) c |= WQ;
      if (cr?.black?.kingside && b[60] === (KING | 8) && b[63] === (ROOK | 8)) c |= BK;
      if (cr?.black?.queenside && b[60] === (KING | 8) && b[56] === (ROOK | 8)) c |= BQ;
    }
    pos.castling = c;
    const ep = setup?.epSquare;
    if (ep !== null && ep !== undefined && isSquare(ep)) {
      const us = pos.stm;
      const fwd = us === 0 ? -8 : 8;
      if (ep >> 3 === (us === 0 ? 5 : 2) && b[ep] === 0 && b[ep + fwd] === (PAWN | ((us ^ 1) << 3))) pos.ep = ep;
    }
    const h = setup?.halfmoves;
    pos.half = Number.isInteger(h) && h >= 0 ? Math.min(h, 1 << 30) : 0;
    const f = setup?.fullmoves;
    pos.full = Number.isInteger(f) && f >= 1 ? Math.min(f, 1 << 30) : 1;
    pos.kingSq[0] = findKing(b, 0);
    pos.kingSq[1] = findKing(b, 8);
    return pos;
  }

  clone(): Position {
    const p = new Position();
    p.board = this.board.slice();
    p.stm = this.stm;
    p.castling = this.castling;
    p.ep = this.ep;
    p.half = this.half;
    p.full = this.full;
    p.kingSq = this.kingSq.slice();
    p.c960 = this.c960;
    p.rookSq = this.rookSq;
    p.cmask = this.cmask;
    return p;
  }

  /** Guidelines II: whether this is a Chess960 position (castling by the rooks' squares). */
  get chess960(): boolean {
    return this.c960;
  }

  toSetup(): Setup {
    const board: (Piece | null)[] = new Array(64).fill(null);
    for (let sq = 0; sq < 64; sq++) board[sq] = this.pieceAt(sq);
    const s: Setup = {
      board,
      turn: this.turn,
      castling: this.castlingRights(),
      epSquare: this.ep >= 0 ? this.ep : null,
      halfmoves: this.half,
      fullmoves: this.full,
    };
    if (this.c960) {
      s.chess960 = true;
      s.castlingRooks = this.castlingRooks();
    }
    return s;
  }

  /** The rook each castling right castles with (Chess960; the corner rooks otherwise). */
  castlingRooks(): CastlingRooks {
    const c = this.castling;
    const r = this.rookSq;
    const at = (bit: number, i: number): Square | null => (c & bit && r[i] >= 0 ? r[i] : null);
    return { white: { kingside: at(WK, 0), queenside: at(WQ, 1) }, black: { kingside: at(BK, 2), queenside: at(BQ, 3) } };
  }

  get turn(): Color {
    return this.stm === 0 ? 'white' : 'black';
  }
  get halfmoves(): number {
    return this.half;
  }
  get fullmoves(): number {
    return this.full;
  }
  /** Raw en-passant square: set after every double step (3.7.3.1). */
  get epSquare(): Square | null {
    return this.ep >= 0 ? this.ep : null;
  }

  /** The en-passant square only if an en-passant capture is legal now (9.2.3.1). */
  legalEpSquare(): Square | null {
    if (this.ep < 0) return null;
    const n = this.generateMoves(SCRATCH, 0);
    for (let i = 0; i < n; i++) if (SCRATCH[i] & FLAG_EP) return this.ep;
    return null;
  }

  castlingRights(): CastlingRights {
    const c = this.castling;
    const r = noCastling();
    r.white.kingside = (c & WK) !== 0;
    r.white.queenside = (c & WQ) !== 0;
    r.black.kingside = (c & BK) !== 0;
    r.black.queenside = (c & BQ) !== 0;
    return r;
  }

  pieceAt(sq: Square): Piece | null {
    const p = this.board[sq];
    if (!p) return null;
    return { role: ROLE_NAMES[p & 7] as Role, color: p & 8 ? 'black' : 'white' };
  }

  kingSquare(color: Color): Square | null {
    const k = this.kingSq[color === 'white' ? 0 : 1];
    return k >= 0 ? k : null;
  }

  fen(opts?: { epSquare?: 'legal' | 'always' }): string {
    return positionFen(this, opts?.epSquare ?? 'legal');
  }

  // ---------------------------------------------------------------- attacks and checks

  /** 3.1.2 / 3.1.3: is `sq` attacked by `byColor`? Pinned pieces still attack. */
  isAttacked(sq: Square, byColor: Color): boolean {
    return isAttackedBy(this.board, sq, byColor === 'white' ? 0 : 1);
  }

  attackers(sq: Square, byColor: Color): Square[] {
    return attackersOf(this.board, sq, byColor === 'white' ? 0 : 1);
  }

  /** 3.9.1: the side to move is in check. */
  isCheck(): boolean {
    const k = this.kingSq[this.stm];
    return k >= 0 && isAttackedBy(this.board, k, this.stm ^ 1);
  }

  checkers(): Square[] {
    const k = this.kingSq[this.stm];
    return k >= 0 ? attackersOf(this.board, k, this.stm ^ 1) : [];
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Writes the legal moves (encoded) into buf from index `start`; returns the end index.
   * 3.10.1: a legal move fulfils 3.1–3.9, in particular 3.9.2 (it may not leave or place
   * the own king in check): moves of pinned pieces stay on the pin line, and in check only
   * moves that capture the checker or block its line are generated (king moves aside).
   */
  generateMoves(buf: Int32Array, start: number): number {
    // Long by design (#37): the hot loop of move generation (perft, every search); helpers per piece cost calls per move.
    const board = this.board;
    const us = this.stm;
    const them = us ^ 1;
    const usBit = us << 3;
    const themBit = them << 3;
    const ks = this.kingSq[us];
    let n = start;
    let stamp = (stampCounter = (stampCounter + 1) | 0);
    if (stamp === 0) {
      CHECK_MASK.fill(0);
      PIN_STAMP.fill(0);
      stamp = stampCounter = 1;
    }
    let nCheckers = 0;

    if (ks >= 0) {
      // Checks by pawns (3.7.3) and knights (3.6).
      const pi = (us * 64 + ks) * 2;
      const pc = PAWN_ATTACK_COUNT[us * 64 + ks];
      for (let i = 0; i < pc; i++) {
        const t = PAWN_ATTACKS[pi + i];
        if (board[t] === (PAWN | themBit)) {
          nCheckers++;
          CHECK_MASK[t] = stamp;
        }
      }
      const kc = KNIGHT_COUNT[ks];
      for (let i = 0; i < kc; i++) {
        const t = KNIGHT_TARGETS[ks * 8 + i];
        if (board[t] === (KNIGHT | themBit)) {
          nCheckers++;
          CHECK_MASK[t] = stamp;
        }
      }
      // Line pieces: checks (the line up to the checker can be blocked) and pins.
      for (let d = 0; d < 8; d++) {
        const len = RAY_LEN[ks * 8 + d];
        const base = (ks * 8 + d) * 7;
        const slider = d < 4 ? ROOK : BISHOP;
        let pinned = -1;
        for (let i = 0; i < len; i++) {
          const t = RAYS[base + i];
          const p = board[t];
          if (p === 0) continue;
          if ((p & 8) === usBit) {
            if (pinned >= 0) break;
            pinned = t;
          } else {
            const r = p & 7;
            if (r === QUEEN || r === slider) {
              if (pinned >= 0) {
                PIN_STAMP[pinned] = stamp;
                PIN_DIR[pinned] = d;
              } else {
                nCheckers++;
                for (let j = 0; j <= i; j++) CHECK_MASK[RAYS[base + j]] = stamp;
              }
            }
            break;
          }
        }
      }
    }

    const inCheck = nCheckers > 0;
    if (nCheckers < 2) {
      const fwd = us === 0 ? 8 : -8;
      const promoRankLo = us === 0 ? 56 : 0;
      const doubleRank = us === 0 ? 1 : 6;
      const ksBase = ks * 64;
      for (let sq = 0; sq < 64; sq++) {
        const p = board[sq];
        if (p === 0 || (p & 8) !== usBit) continue;
        const role = p & 7;
        const pinned = PIN_STAMP[sq] === stamp;
        const pd = pinned ? PIN_DIR[sq] : -1;
        if (role === PAWN) {
          // 3.7.1 / 3.7.2: forward one square, or two from the starting rank, if empty.
          const t = sq + fwd;
          if (t < 0 || t > 63) continue;
          if (board[t] === 0) {
            if ((!inCheck || CHECK_MASK[t] === stamp) && (!pinned || DIR_BETWEEN[ksBase + t] === pd)) {
              if (t >= promoRankLo && t < promoRankLo + 8) {
                // 3.7.3.3: promotion to a queen, rook, bishop or knight of the same colour.
                for (let k = 0; k < 4; k++) buf[n++] = sq | (t << 6) | (PROMO_ORDER[k] << 12);
              } else buf[n++] = sq | (t << 6);
            }
            if (sq >> 3 === doubleRank) {
              const t2 = t + fwd;
              if (board[t2] === 0 && (!inCheck || CHECK_MASK[t2] === stamp) && (!pinned || DIR_BETWEEN[ksBase + t2] === pd))
                buf[n++] = sq | (t2 << 6) | FLAG_DOUBLE;
            }
          }
          // 3.7.3: capture diagonally forward.
          const ai = (us * 64 + sq) * 2;
          const ac = PAWN_ATTACK_COUNT[us * 64 + sq];
          for (let i = 0; i < ac; i++) {
            const c = PAWN_ATTACKS[ai + i];
            const q = board[c];
            if (q !== 0) {
              if ((q & 8) === themBit && (!inCheck || CHECK_MASK[c] === stamp) && (!pinned || DIR_BETWEEN[ksBase + c] === pd)) {
                if (c >= promoRankLo && c < promoRankLo + 8) {
                  for (let k = 0; k < 4; k++) buf[n++] = sq | (c << 6) | (PROMO_ORDER[k] << 12);
                } else buf[n++] = sq | (c << 6);
              }
            } else if (c === this.ep) {
              // 3.7.3.1: en passant. Legality (3.9.2) is tested on the board, since the
              // capture removes two pawns from one rank at once.
              const cap = c - fwd;
              board[sq] = 0;
              board[cap] = 0;
              board[c] = p;
              const illegal = ks >= 0 && isAttackedBy(board, ks, them);
              board[sq] = p;
              board[cap] = PAWN | themBit;
              board[c] = 0;
              if (!illegal) buf[n++] = sq | (c << 6) | FLAG_EP;
            }
          }
        } else if (role === KNIGHT) {
          // 3.6; a pinned knight can never stay on its line. 3.1: never onto an own piece;
          // 3.1.1: onto an opponent's piece is a capture.
          if (pinned) continue;
          const kc = KNIGHT_COUNT[sq];
          const ki = sq * 8;
          for (let i = 0; i < kc; i++) {
            const t = KNIGHT_TARGETS[ki + i];
            const q = board[t];
            if ((q === 0 || (q & 8) === themBit) && (!inCheck || CHECK_MASK[t] === stamp)) buf[n++] = sq | (t << 6);
          }
        } else if (role === KING) {
          continue;
        } else {
          // 3.2 bishop, 3.3 rook, 3.4 queen: along lines, not over other pieces (3.5); the
          // first piece met ends the line, captured if it is the opponent's (3.1, 3.1.1).
          const d0 = role === BISHOP ? 4 : 0;
          const d1 = role === ROOK ? 4 : 8;
          for (let d = d0; d < d1; d++) {
            if (pinned && d !== pd && d !== (pd ^ 1)) continue;
            const len = RAY_LEN[sq * 8 + d];
            const base = (sq * 8 + d) * 7;
            for (let i = 0; i < len; i++) {
              const t = RAYS[base + i];
              const q = board[t];
              if (q === 0) {
                if (!inCheck || CHECK_MASK[t] === stamp) buf[n++] = sq | (t << 6);
              } else {
                if ((q & 8) === themBit && (!inCheck || CHECK_MASK[t] === stamp)) buf[n++] = sq | (t << 6);
                break;
              }
            }
          }
        }
      }
    }

    if (ks >= 0) {
      // 3.8.1: the king moves to an adjacent square not attacked by the opponent (3.9.2).
      // The king is lifted off the board so that line pieces attack "through" it.
      const kp = board[ks];
      board[ks] = 0;
      const kc = KING_COUNT[ks];
      for (let i = 0; i < kc; i++) {
        const t = KING_TARGETS[ks * 8 + i];
        const q = board[t];
        if ((q === 0 || (q & 8) === themBit) && !isAttackedBy(board, t, them)) buf[n++] = ks | (t << 6);
      }
      board[ks] = kp;
      // 3.8.2: castling. The right (3.8.2.1) is kept in `castling`; it is only present while
      // king and rook stand unmoved on their home squares.
      const rights = this.castling & (us === 0 ? WK | WQ : BK | BQ);
      if (rights !== 0 && !inCheck && this.c960) n = this.castling960(buf, n, ks, us, rights);
      else if (rights !== 0 && !inCheck) {
        const home = us === 0 ? 4 : 60;
        if (ks === home) {
          // 3.8.2.2.1: the king may not castle out of check (tested above), through or into
          // an attacked square; 3.8.2.2.2: no piece between king and rook.
          if (
            rights & (WK | BK) &&
            board[home + 1] === 0 &&
            board[home + 2] === 0 &&
            board[home + 3] === (ROOK | usBit) &&
            !isAttackedBy(board, home + 1, them) &&
            !isAttackedBy(board, home + 2, them)
          )
            buf[n++] = home | ((home + 2) << 6) | FLAG_CASTLE;
          if (
            rights & (WQ | BQ) &&
            board[home - 1] === 0 &&
            board[home - 2] === 0 &&
            board[home - 3] === 0 &&
            board[home - 4] === (ROOK | usBit) &&
            !isAttackedBy(board, home - 1, them) &&
            !isAttackedBy(board, home - 2, them)
          )
            buf[n++] = home | ((home - 2) << 6) | FLAG_CASTLE;
        }
      }
    }
    return n;
  }

  /** Number of legal moves (promotions count four times). */
  countLegalMoves(): number {
    return this.generateMoves(SCRATCH, 0);
  }

  legalMovesEncoded(): number[] {
    const n = this.generateMoves(SCRATCH, 0);
    return Array.from(SCRATCH.subarray(0, n));
  }

  legalMoves(): Move[] {
    const n = this.generateMoves(SCRATCH, 0);
    const out: Move[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = decodeMove(SCRATCH[i]);
    return out;
  }

  legalMovesFrom(sq: Square): Move[] {
    const n = this.generateMoves(SCRATCH, 0);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) if ((SCRATCH[i] & 63) === sq) out.push(decodeMove(SCRATCH[i]));
    return out;
  }

  /** The encoded legal move matching `move`, or -1. */
  findMove(move: Move): number {
    if (!move || !isSquare(move.from) || !isSquare(move.to)) return -1;
    const promo = move.promotion === undefined ? 0 : (ROLE_CODE[move.promotion] ?? -1);
    if (promo < 0) return -1;
    const key = move.from | (move.to << 6) | (promo << 12);
    const n = this.generateMoves(SCRATCH, 0);
    for (let i = 0; i < n; i++) if ((SCRATCH[i] & 0x7fff) === key) return SCRATCH[i];
    return -1;
  }

  isLegal(move: Move): boolean {
    return this.findMove(move) >= 0;
  }

  /** 5.1.1: the side to move is checkmated. */
  isCheckmate(): boolean {
    return this.isCheck() && this.countLegalMoves() === 0;
  }

  /** 5.2.1: the side to move has no legal move and is not in check. */
  isStalemate(): boolean {
    return !this.isCheck() && this.countLegalMoves() === 0;
  }

  // ---------------------------------------------------------------- make / unmake

  /** Plays a legal move (mutating). Throws if the move is not legal. */
  play(move: Move): void {
    const m = this.findMove(move);
    if (m < 0) throw new Error(`Illegal move ${squareName(move?.from)}${squareName(move?.to)}`);
    this.makeMoveFast(m);
    this.sp--; // play() keeps no undo record
  }

  /** Object make/unmake: returns an undo token for `unmakeMove`. Throws if illegal. */
  makeMove(move: Move): Undo {
    const m = this.findMove(move);
    if (m < 0) throw new Error(`Illegal move ${squareName(move?.from)}${squareName(move?.to)}`);
    this.makeMoveFast(m);
    return { move: m, depth: this.sp };
  }

  unmakeMove(undo: Undo): void {
    if (this.sp !== undo.depth || this.undoMoves[this.sp - 1] !== undo.move) throw new Error('unmakeMove: undo out of order');
    this.unmakeMoveFast();
  }

  /**
   * Plays an encoded move from generateMoves (no legality check). The undo record goes on an
   * internal stack: pair every call with unmakeMoveFast().
   */
  makeMoveFast(m: number): void {
    const board = this.board;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const us = this.stm;
    if (this.c960 && m & FLAG_CASTLE) return this.castle960(m, from, to, us);
    const piece = board[from];
    const captured = board[to];
    const sp = this.sp;
    if (sp >= this.undoMoves.length) this.growStack();
    this.undoMoves[sp] = m;
    this.undoInfo[sp * 2] = captured | (this.castling << 4) | ((this.ep + 1) << 8);
    this.undoInfo[sp * 2 + 1] = this.half;
    this.sp = sp + 1;

    // 9.3 / 9.6.2: the counter restarts with every capture or pawn move.
    if ((piece & 7) === PAWN || captured !== 0) this.half = 0;
    else this.half++;
    board[to] = piece;
    board[from] = 0;
    this.ep = -1;
    if (m >= 1 << 12) {
      const promo = (m >> 12) & 7;
      if (promo !== 0) board[to] = promo | (us << 3);
      if (m & FLAG_DOUBLE) {
        // 3.7.3.2: the en-passant right exists only on the very next move.
        this.ep = (from + to) >> 1;
      } else if (m & FLAG_EP) {
        board[to - (us === 0 ? 8 : -8)] = 0;
      } else if (m & FLAG_CASTLE) {
        // 3.8.2: the rook goes to the square the king has just crossed.
        if (to > from) {
          board[to - 1] = board[to + 1];
          board[to + 1] = 0;
        } else {
          board[to + 1] = board[to - 2];
          board[to - 2] = 0;
        }
      }
    }
    if ((piece & 7) === KING) this.kingSq[us] = to;
    if ((captured & 7) === KING) this.kingSq[us ^ 1] = findKing(board, (us ^ 1) << 3);
    this.castling &= this.cmask[from] & this.cmask[to];
    if (us === 1) this.full++;
    this.stm = us ^ 1;
  }

  /** Guidelines II.3: king from `from` and the rook from `to` to their squares of standard castling. */
  private castle960(m: number, from: number, to: number, us: number): void {
    const board = this.board;
    const sp = this.sp;
    if (sp >= this.undoMoves.length) this.growStack();
    this.undoMoves[sp] = m;
    this.undoInfo[sp * 2] = (this.castling << 4) | ((this.ep + 1) << 8);
    this.undoInfo[sp * 2 + 1] = this.half;
    this.sp = sp + 1;
    this.half++;
    const home = us === 0 ? 0 : 56;
    const kingside = to > from;
    const king = board[from];
    const rook = board[to];
    board[from] = 0;
    board[to] = 0;
    board[home + (kingside ? 6 : 2)] = king;
    board[home + (kingside ? 5 : 3)] = rook;
    this.kingSq[us] = home + (kingside ? 6 : 2);
    this.ep = -1;
    this.castling &= us === 0 ? ~(WK | WQ) & 15 : ~(BK | BQ) & 15;
    if (us === 1) this.full++;
    this.stm = us ^ 1;
  }

  unmakeMoveFast(): void {
    const sp = --this.sp;
    const m = this.undoMoves[sp];
    const info = this.undoInfo[sp * 2];
    this.half = this.undoInfo[sp * 2 + 1];
    const board = this.board;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const us = this.stm ^ 1;
    this.stm = us;
    const captured = info & 15;
    this.castling = (info >> 4) & 15;
    this.ep = ((info >> 8) & 127) - 1;
    if (us === 1) this.full--;
    if (this.c960 && m & FLAG_CASTLE) {
      const home = us === 0 ? 0 : 56;
      const kingside = to > from;
      const king = board[home + (kingside ? 6 : 2)];
      const rook = board[home + (kingside ? 5 : 3)];
      board[home + (kingside ? 6 : 2)] = 0;
      board[home + (kingside ? 5 : 3)] = 0;
      board[from] = king;
      board[to] = rook;
      this.kingSq[us] = from;
      return;
    }
    let piece = board[to];
    if (m >= 1 << 12) {
      if ((m >> 12) & 7) piece = PAWN | (us << 3);
      if (m & FLAG_EP) {
        board[to - (us === 0 ? 8 : -8)] = PAWN | ((us ^ 1) << 3);
      } else if (m & FLAG_CASTLE) {
        if (to > from) {
          board[to + 1] = board[to - 1];
          board[to - 1] = 0;
        } else {
          board[to - 2] = board[to + 1];
          board[to + 1] = 0;
        }
      }
    }
    board[from] = piece;
    board[to] = captured;
    if ((piece & 7) === KING) this.kingSq[us] = from;
    if ((captured & 7) === KING) this.kingSq[us ^ 1] = findKing(board, (us ^ 1) << 3);
  }

  private growStack(): void {
    const m = new Int32Array(this.undoMoves.length * 2);
    m.set(this.undoMoves);
    const i = new Int32Array(this.undoInfo.length * 2);
    i.set(this.undoInfo);
    this.undoMoves = m;
    this.undoInfo = i;
  }

  /**
   * Guidelines II.3: castling in Chess960, encoded as the king "capturing" its own rook. King and
   * rook end where standard castling puts them (g/f or c/d, II.3.2.6); every square between the
   * king's start and end and between the rook's start and end is empty but for those two
   * (II.3.2.7.4); 3.8.2.2.1: the king is not in check (tested by the caller) and crosses or reaches
   * no attacked square — judged with king and rook lifted off, so that the rook leaving its square
   * cannot hide an attack on the king's square (the rook moves along the same rank).
   */
  private castling960(buf: Int32Array, n: number, ks: number, us: number, rights: number): number {
    const board = this.board;
    const home = us === 0 ? 0 : 56;
    const usBit = us << 3;
    const them = us ^ 1;
    for (let side = 0; side < 2; side++) {
      const bit = us === 0 ? (side === 0 ? WK : WQ) : side === 0 ? BK : BQ;
      if (!(rights & bit)) continue;
      const rs = this.rookSq[us * 2 + side];
      if (rs < 0 || board[rs] !== (ROOK | usBit)) continue;
      const kTo = home + (side === 0 ? 6 : 2);
      const rTo = home + (side === 0 ? 5 : 3);
      let ok = true;
      const lo = Math.min(ks, kTo, rs, rTo);
      const hi = Math.max(ks, kTo, rs, rTo);
      // The squares between the king's and between the rook's start and end (inclusive) are
      // within [lo, hi] and cover it: both paths overlap or touch (king and rook stand on either
      // side of their destinations' neighbourhood), so check each path.
      const kLo = Math.min(ks, kTo),
        kHi = Math.max(ks, kTo);
      const rLo = Math.min(rs, rTo),
        rHi = Math.max(rs, rTo);
      for (let t = lo; t <= hi && ok; t++) {
        if (t === ks || t === rs) continue;
        if ((t >= kLo && t <= kHi) || (t >= rLo && t <= rHi)) if (board[t] !== 0) ok = false;
      }
      if (!ok) continue;
      const kp = board[ks];
      const rp = board[rs];
      board[ks] = 0;
      board[rs] = 0;
      for (let t = kLo; t <= kHi && ok; t++) if (isAttackedBy(board, t, them)) ok = false;
      board[ks] = kp;
      board[rs] = rp;
      if (ok) buf[n++] = ks | (rs << 6) | FLAG_CASTLE;
    }
    return n;
  }

  // ---------------------------------------------------------------- material

  /**
   * Fast path: `color` cannot possibly checkmate (part of 5.2.2 / 6.9 "no series of legal
   * moves"): a bare king; king and one knight when the opponent has only king (and queens,
   * which cannot help a knight mate); king and bishops when all bishops on the board stand
   * on squares of one colour and there are no pawns or knights. The full dead-position
   * decision is a separate module (see Game's `isDeadPosition` option).
   */
  hasInsufficientMaterial(color: Color): boolean {
    const board = this.board;
    const cBit = color === 'white' ? 0 : 8;
    let knights = 0;
    let bishops = 0;
    let others = 0;
    let anyPawnOrKnight = false;
    let lightB = false;
    let darkB = false;
    let oppNonQueen = 0;
    for (let sq = 0; sq < 64; sq++) {
      const p = board[sq];
      if (!p) continue;
      const r = p & 7;
      if (r === PAWN || r === KNIGHT) anyPawnOrKnight = true;
      if (r === BISHOP) {
        if (((sq & 7) + (sq >> 3)) & 1) lightB = true;
        else darkB = true;
      }
      if ((p & 8) === cBit) {
        if (r === KNIGHT) knights++;
        else if (r === BISHOP) bishops++;
        else if (r !== KING) others++;
      } else if (r !== KING && r !== QUEEN) oppNonQueen++;
    }
    if (others > 0) return false; // a pawn, rook or queen can mate
    if (knights > 0) return knights === 1 && bishops === 0 && oppNonQueen === 0;
    if (bishops > 0) return !(lightB && darkB) && !anyPawnOrKnight;
    return true; // bare king
  }

  /** Neither side can mate by the fast-path material test. */
  isInsufficientMaterial(): boolean {
    return this.hasInsufficientMaterial('white') && this.hasInsufficientMaterial('black');
  }

  /**
   * A 64-bit key of board, side to move, castling rights and the *legal* en-passant square
   * (the 9.2.3 identity). Computed from scratch.
   */
  hash(): bigint {
    let lo = 0x12345678 ^ (this.stm * 0x5bd1e995);
    let hi = 0x9e3779b9 | 0;
    const b = this.board;
    for (let sq = 0; sq < 64; sq++) {
      const p = b[sq];
      if (!p) continue;
      const k = p * 64 + sq;
      lo ^= Z_LO[k];
      hi ^= Z_HI[k];
    }
    lo ^= Z_LO[15 * 64 + this.castling];
    hi ^= Z_HI[15 * 64 + this.castling];
    const ep = this.legalEpSquare();
    if (ep !== null) {
      lo ^= Z_LO[15 * 64 + 16 + (ep & 7)];
      hi ^= Z_HI[15 * 64 + 16 + (ep & 7)];
    }
    return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
  }
}

// Zobrist keys from a fixed-seed generator (mulberry32).
const Z_LO = new Int32Array(16 * 64);
const Z_HI = new Int32Array(16 * 64);
{
  let s = 0x2545f491;
  const next = (): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) | 0;
  };
  for (let i = 0; i < Z_LO.length; i++) {
    Z_LO[i] = next();
    Z_HI[i] = next();
  }
}

const FEN_CHARS = ' pnbrqk  PNBRQK';

/** @internal FEN of a Position; see fen.ts. */
export function positionFen(pos: Position, epMode: 'legal' | 'always'): string {
  // White upper case, black lower case.
  const s = placementFen((sq) => {
    const p = pos.board[sq];
    return p ? (p & 8 ? FEN_CHARS[p & 7] : FEN_CHARS[8 + (p & 7)]) : '';
  });
  const c = pos.castling;
  let cs = pos.c960
    ? castlingField960(pos.toSetup())
    : (c & WK ? 'K' : '') + (c & WQ ? 'Q' : '') + (c & BK ? 'k' : '') + (c & BQ ? 'q' : '');
  if (!cs) cs = '-';
  const ep = epMode === 'always' ? pos.epSquare : pos.legalEpSquare();
  return `${s} ${pos.stm === 0 ? 'w' : 'b'} ${cs} ${ep === null ? '-' : squareName(ep)} ${pos.half} ${pos.full}`;
}
