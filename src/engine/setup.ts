// A Setup is a board as it stands on the table: any placement of pieces, legal or not.
// `setupErrors` tells why a setup cannot arise from the initial position by legal moves
// (3.10.3). The checks are necessary conditions, not a full retro-analysis.

import type { Color, Piece, Role, Square } from './types.ts';
import { isSquare, squareName } from './types.ts';
import { attackersOf, isAttackedBy } from './attacks.ts';
import { DIR_BETWEEN, ROLE_CODE } from './tables.ts';

export interface CastlingSide {
  kingside: boolean;
  queenside: boolean;
}
export interface CastlingRights {
  white: CastlingSide;
  black: CastlingSide;
}

/** Chess960 (Guidelines II): the square of the rook each castling right castles with. */
export interface CastlingRooks {
  white: { kingside: Square | null; queenside: Square | null };
  black: { kingside: Square | null; queenside: Square | null };
}

export interface Setup {
  /** Guidelines II (Chess960): castling rights name their rooks (`castlingRooks`). */
  chess960?: boolean;
  castlingRooks?: CastlingRooks;
  /** Length 64, index = square (a1 = 0). */
  board: (Piece | null)[];
  turn: Color;
  castling: CastlingRights;
  /** The square a pawn has just passed over with a double step (FEN field 4), or null. */
  epSquare: Square | null;
  /** Half-moves since the last capture or pawn move (9.3, 9.6.2). */
  halfmoves: number;
  fullmoves: number;
}

export type SetupErrorCode =
  | 'bad-board'
  | 'no-king'
  | 'too-many-kings'
  | 'pawn-on-back-rank'
  | 'too-many-pawns'
  | 'too-many-pieces'
  | 'opposite-check'
  | 'too-many-checkers'
  | 'impossible-check'
  | 'bad-ep-square'
  | 'bad-castling-rights'
  | 'bad-counters';

export interface SetupError {
  code: SetupErrorCode;
  /** Turkish, for the user. */
  message: string;
  article: '3.10.3';
  color?: Color;
  squares?: Square[];
}

export const noCastling = (): CastlingRights => ({
  white: { kingside: false, queenside: false },
  black: { kingside: false, queenside: false },
});

export const fullCastling = (): CastlingRights => ({
  white: { kingside: true, queenside: true },
  black: { kingside: true, queenside: true },
});

export function emptySetup(): Setup {
  return {
    board: new Array<Piece | null>(64).fill(null),
    turn: 'white',
    castling: noCastling(),
    epSquare: null,
    halfmoves: 0,
    fullmoves: 1,
  };
}

const BACK_RANK: Role[] = ['rook', 'knight', 'bishop', 'queen', 'king', 'bishop', 'knight', 'rook'];

export function initialSetup(): Setup {
  const s = emptySetup();
  for (let f = 0; f < 8; f++) {
    s.board[f] = { role: BACK_RANK[f], color: 'white' };
    s.board[8 + f] = { role: 'pawn', color: 'white' };
    s.board[48 + f] = { role: 'pawn', color: 'black' };
    s.board[56 + f] = { role: BACK_RANK[f], color: 'black' };
  }
  s.castling = fullCastling();
  return s;
}

export function cloneSetup(s: Setup): Setup {
  return {
    board: s.board.map((p) => (p ? { role: p.role, color: p.color } : null)),
    turn: s.turn,
    castling: {
      white: { kingside: s.castling.white.kingside, queenside: s.castling.white.queenside },
      black: { kingside: s.castling.black.kingside, queenside: s.castling.black.queenside },
    },
    epSquare: s.epSquare,
    halfmoves: s.halfmoves,
    fullmoves: s.fullmoves,
    ...(s.chess960 ? { chess960: true } : {}),
    ...(s.castlingRooks ? { castlingRooks: { white: { ...s.castlingRooks.white }, black: { ...s.castlingRooks.black } } } : {}),
  };
}

const isColor = (c: unknown): c is Color => c === 'white' || c === 'black';
const isRole = (r: unknown): r is Role => typeof r === 'string' && Object.prototype.hasOwnProperty.call(ROLE_CODE, r);

/**
 * Board of piece codes (role | color << 3) for a setup. Entries that are not pieces become
 * empty squares; `bad` collects their indexes.
 */
export function setupBoardCodes(s: Setup, bad?: number[]): Int8Array {
  const out = new Int8Array(64);
  const b = Array.isArray(s?.board) ? s.board : [];
  for (let i = 0; i < 64; i++) {
    const p = b[i];
    if (p === null || p === undefined) continue;
    if (typeof p === 'object' && isRole(p.role) && isColor(p.color)) {
      out[i] = ROLE_CODE[p.role] | (p.color === 'white' ? 0 : 8);
    } else if (bad) bad.push(i);
  }
  return out;
}

const COLOR_TR: Record<Color, string> = { white: 'Beyaz', black: 'Siyah' };
const COLOR_GEN_TR: Record<Color, string> = { white: 'Beyazın', black: 'Siyahın' };
const names = (sqs: number[]): string => sqs.map(squareName).join(', ');

/** Records one objection to a setup (3.10.3 unless `extra` names another article). */
type AddError = (code: SetupErrorCode, message: string, extra?: Partial<SetupError>) => void;

/** Why this setup cannot arise in a game (3.10.3). An empty array: no objection found. */
export function setupErrors(setup: Setup): SetupError[] {
  const errors: SetupError[] = [];
  const add: AddError = (code, message, extra = {}) => {
    errors.push({ code, message, article: '3.10.3', ...extra });
  };
  const bad: number[] = [];
  if (!setup || typeof setup !== 'object' || !Array.isArray(setup.board) || setup.board.length !== 64) {
    add('bad-board', 'Tahta 64 kareden oluşmalıdır.');
    return errors;
  }
  const board = setupBoardCodes(setup, bad);
  if (bad.length) add('bad-board', `Geçersiz taş tanımı: ${names(bad)}.`, { squares: bad });
  const turn: Color = setup.turn === 'black' ? 'black' : 'white';
  if (!isColor(setup.turn)) add('bad-board', 'Hamle sırası "white" ya da "black" olmalıdır.');

  const census = materialCensus(board);
  materialErrors(census, add);
  const us = turn === 'white' ? 0 : 1;
  const ep = epSquareChecked(board, setup.epSquare, us, add);
  const { kings } = census;
  if (kings[0].length === 1 && kings[1].length === 1) checkErrors(board, kings[us][0], kings[us ^ 1][0], us, ep, add);
  castlingErrors(setup, board, add);
  if (!Number.isInteger(setup.halfmoves) || setup.halfmoves < 0)
    add('bad-counters', 'Yarım hamle sayacı negatif olmayan bir tam sayı olmalıdır.');
  if (!Number.isInteger(setup.fullmoves) || setup.fullmoves < 1)
    add('bad-counters', 'Hamle numarası 1 ya da daha büyük bir tam sayı olmalıdır.');
  return errors;
}

/** Each side's kings, men by role and light-squared bishops; pawns on a back rank. */
interface Census {
  kings: [number[], number[]];
  count: number[][];
  lightBishops: number[];
  pawnsOnBackRank: number[];
}

function materialCensus(board: Int8Array): Census {
  const kings: [number[], number[]] = [[], []];
  const pawnsOnBackRank: number[] = [];
  const count = [new Array<number>(7).fill(0), new Array<number>(7).fill(0)];
  const lightBishops = [0, 0];
  for (let sq = 0; sq < 64; sq++) {
    const p = board[sq];
    if (!p) continue;
    const c = p >> 3;
    const role = p & 7;
    count[c][role]++;
    if (role === 6) kings[c].push(sq);
    // 3.7: pawns start on the second rank and are promoted on reaching the last (3.7.3.3),
    // so no pawn can ever stand on the first or the eighth rank.
    if (role === 1 && (sq < 8 || sq >= 56)) pawnsOnBackRank.push(sq);
    if (role === 3 && ((sq & 7) + (sq >> 3)) % 2 === 1) lightBishops[c]++;
  }
  return { kings, count, lightBishops, pawnsOnBackRank };
}

/** 2.2, 3.7, 3.7.3.3: one king each, at most 8 pawns and 16 men, promotions the pawns explain. */
function materialErrors({ kings, count, lightBishops, pawnsOnBackRank }: Census, add: AddError): void {
  for (const c of [0, 1]) {
    const color: Color = c === 0 ? 'white' : 'black';
    // 2.2 / 3.10.3: each side has exactly one king for the whole game.
    if (kings[c].length === 0) add('no-king', `${COLOR_GEN_TR[color]} şahı yok.`, { color });
    if (kings[c].length > 1)
      add('too-many-kings', `${COLOR_GEN_TR[color]} birden fazla şahı var (${names(kings[c])}).`, {
        color,
        squares: kings[c],
      });
    const pawns = count[c][1];
    const total = count[c].reduce((a, b) => a + b, 0);
    if (pawns > 8) add('too-many-pawns', `${COLOR_GEN_TR[color]} 8'den fazla piyonu var.`, { color });
    if (total > 16) add('too-many-pieces', `${COLOR_GEN_TR[color]} 16'dan fazla taşı var.`, { color });
    else {
      // 3.7.3.3: every piece beyond the initial set is a promoted pawn.
      const darkBishops = count[c][3] - lightBishops[c];
      const promoted =
        Math.max(0, count[c][5] - 1) +
        Math.max(0, count[c][4] - 2) +
        Math.max(0, count[c][2] - 2) +
        Math.max(0, lightBishops[c] - 1) +
        Math.max(0, darkBishops - 1);
      if (pawns <= 8 && promoted > 8 - pawns)
        add('too-many-pieces', `${COLOR_GEN_TR[color]} taşları, kalan piyon sayısıyla açıklanamayacak kadar çok terfi gerektiriyor.`, {
          color,
        });
    }
  }
  if (pawnsOnBackRank.length)
    add('pawn-on-back-rank', `Birinci ya da sekizinci yatayda piyon olamaz (${names(pawnsOnBackRank)}).`, {
      squares: pawnsOnBackRank,
    });
}

/** 3.7.3.1: the setup's en-passant square when it stands (null otherwise, an objection recorded). */
function epSquareChecked(board: Int8Array, ep: Square | null | undefined, us: number, add: AddError): number | null {
  if (ep === null || ep === undefined) return null;
  const them = us ^ 1;
  // 3.7.3.1: the en passant square is the one the opponent's pawn has just passed over:
  // on the 6th rank (White to move) or the 3rd (Black to move), empty, with the opponent's
  // pawn just in front of it and its starting square empty.
  const epRank = us === 0 ? 5 : 2;
  const fwd = us === 0 ? -8 : 8;
  if (!isSquare(ep) || ep >> 3 !== epRank) {
    add('bad-ep-square', 'Geçerken alma karesi, hamle sırası Beyazdaysa 6. yatayda, Siyahtaysa 3. yatayda olmalıdır.');
    return null;
  }
  if (board[ep] !== 0 || board[ep - fwd] !== 0 || board[ep + fwd] !== (1 | (them << 3))) {
    add(
      'bad-ep-square',
      `${squareName(ep)} geçerken alma karesi olamaz: rakip piyon son hamlede bu kareden iki kare ilerleyerek geçmiş olmalıdır.`,
      { squares: [ep] },
    );
    return null;
  }
  return ep;
}

const isSliderOn = (board: Int8Array, sq: number): boolean => {
  const r = board[sq] & 7;
  return r === 3 || r === 4 || r === 5;
};

/**
 * 3.9: checks the last move can have given. `ks`: the king of the side to move (`us`),
 * `theirKing` the other; `ep` the standing en-passant square, if any.
 */
function checkErrors(board: Int8Array, ks: number, theirKing: number, us: number, ep: number | null, add: AddError): void {
  const them = us ^ 1;
  // 3.9.2: no move may leave one's own king in check, so the side that has just moved
  // cannot be in check.
  if (isAttackedBy(board, theirKing, us)) {
    add(
      'opposite-check',
      `Hamle sırası kendisinde olmayan ${COLOR_TR[us === 0 ? 'black' : 'white']} şah altında; son hamle kural dışı olurdu (3.9.2).`,
      {
        squares: [theirKing],
      },
    );
  }
  const checkers = attackersOf(board, ks, them);
  if (checkers.length > 2) {
    add('too-many-checkers', `Şaha aynı anda ${checkers.length} taş şah çekiyor; tek bir hamle en fazla iki şah verebilir.`, {
      squares: checkers,
    });
  } else if (checkers.length === 2) {
    // 3.9.1: a double check arises only from a move that checks and uncovers a line piece
    // behind it; so at least one checker is a line piece and the two are not on one line
    // through the king.
    const [a, b] = checkers;
    const da = DIR_BETWEEN[ks * 64 + a];
    const db = DIR_BETWEEN[ks * 64 + b];
    const collinear = da >= 0 && db >= 0 && (da === db || da === (db ^ 1));
    if ((!isSliderOn(board, a) && !isSliderOn(board, b)) || collinear)
      add('impossible-check', `${names(checkers)} karelerindeki taşların çift şahı tek bir hamleyle verilemez.`, {
        squares: checkers,
      });
  }
  for (const c of checkers) {
    // A pawn still on its starting rank has never moved, and a pawn's check cannot be
    // uncovered, so it cannot have just given check.
    if ((board[c] & 7) === 1 && c >> 3 === (them === 0 ? 1 : 6))
      add('impossible-check', `${squareName(c)} karesindeki piyon, hiç oynamadan şah çekiyor olamaz.`, { squares: [c] });
  }
  if (ep !== null && checkers.length) {
    // 3.7.3.1 with 3.9: the last move was the double step; every check must come from the
    // pawn that moved or be uncovered by it leaving its starting square.
    const fwd = us === 0 ? -8 : 8;
    const pushed = ep + fwd;
    const origin = ep - fwd;
    for (const c of checkers) {
      const dk = DIR_BETWEEN[ks * 64 + origin];
      const uncovered = isSliderOn(board, c) && dk >= 0 && DIR_BETWEEN[ks * 64 + c] === dk && DIR_BETWEEN[origin * 64 + c] === dk;
      if (c !== pushed && !uncovered)
        add(
          'impossible-check',
          `Son hamle ${squareName(origin)}-${squareName(pushed)} piyon sürüşüyse ${squareName(c)} karesindeki taş şah çekiyor olamaz.`,
          {
            squares: [c],
          },
        );
    }
  }
}

/**
 * 3.8.2.1: a castling right presumes that the king and that rook have never moved, so both
 * stand on their initial squares (in Chess960, Guidelines II.2 / II.3: the king between the rooks
 * on its first rank, the right naming its rook).
 */
function castlingErrors(setup: Setup, board: Int8Array, add: AddError): void {
  const cr = setup.castling;
  const sides: [Color, 'kingside' | 'queenside', number, number][] = [
    ['white', 'kingside', 4, 7],
    ['white', 'queenside', 4, 0],
    ['black', 'kingside', 60, 63],
    ['black', 'queenside', 60, 56],
  ];
  for (const [color, side, k, r] of sides) {
    if (!cr?.[color]?.[side]) continue;
    if (setup.chess960) {
      chess960CastlingError(setup, board, color, side, add);
      continue;
    }
    const cb = color === 'white' ? 0 : 8;
    if (board[k] !== (6 | cb) || board[r] !== (4 | cb)) {
      add(
        'bad-castling-rights',
        `${COLOR_GEN_TR[color]} ${side === 'kingside' ? 'kısa' : 'uzun'} rok hakkı olamaz: şah ${squareName(k)}, kale ${squareName(r)} karesinde olmalıdır.`,
        { color, squares: [k, r] },
      );
    }
  }
}

/**
 * Guidelines II.2 / II.3: in Chess960 the king stands anywhere on its first rank between the
 * rooks, and the right names its rook.
 */
function chess960CastlingError(setup: Setup, board: Int8Array, color: Color, side: 'kingside' | 'queenside', add: AddError): void {
  const home = color === 'white' ? 0 : 56;
  const ksq = board.findIndex((x, i) => x === (6 | (color === 'white' ? 0 : 8)) && i >= home && i < home + 8);
  const rsq = setup.castlingRooks?.[color]?.[side] ?? null;
  if (
    ksq >= 0 &&
    rsq !== null &&
    rsq >= home &&
    rsq < home + 8 &&
    (side === 'kingside' ? rsq > ksq : rsq < ksq) &&
    board[rsq] === (4 | (color === 'white' ? 0 : 8))
  )
    return;
  add(
    'bad-castling-rights',
    `${COLOR_GEN_TR[color]} ${side === 'kingside' ? 'g' : 'c'} yanına rok hakkı olamaz: şah ilk yatayında, hakkın adını verdiği kale ${side === 'kingside' ? 'şahın sağında' : 'şahın solunda'} aynı yatayda olmalıdır (Yönergeler II.3).`,
    { color, squares: ksq >= 0 ? [ksq] : [] },
  );
}
