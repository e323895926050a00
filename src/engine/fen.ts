// FEN (Forsyth–Edwards Notation) parsing and writing. Parsing checks syntax only and never
// throws; legality of the placement is the job of setupErrors / Position.fromSetup (3.10.3).

import type { Piece, Result, Role } from './types.ts';
import { ok, err, parseSquare, squareName } from './types.ts';
import type { Setup } from './setup.ts';
import { emptySetup } from './setup.ts';

/** What makeFen needs from a Position (kept structural to avoid an import cycle). */
interface FenSource {
  fen(opts?: MakeFenOptions): string;
  toSetup(): Setup;
}

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export type FenField = 'placement' | 'turn' | 'castling' | 'enPassant' | 'halfmoves' | 'fullmoves' | 'fen';

export interface FenError {
  field: FenField;
  /** Turkish, for the user. */
  message: string;
  /** The offending text, when there is one. */
  value?: string;
}

const LETTER_ROLE: Record<string, Role> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

const MAX_COUNTER = 1_000_000_000;
const MAX_FEN_LENGTH = 1000;

function fail(field: FenField, message: string, value?: string): { ok: false; error: FenError } {
  return err(value === undefined ? { field, message } : { field, message, value: value.slice(0, 100) });
}

function parsePlacement(text: string, setup: Setup): FenError | null {
  const ranks = text.split('/');
  if (ranks.length !== 8)
    return {
      field: 'placement',
      message: `Taş dizilişi "/" ile ayrılmış 8 yataydan oluşmalıdır (${ranks.length} yatay bulundu).`,
      value: text.slice(0, 100),
    };
  for (let i = 0; i < 8; i++) {
    const rank = 7 - i;
    const row = ranks[i];
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j];
      if (file >= 8) return { field: 'placement', message: `${rank + 1}. yatay 8 kareden fazlasını tutuyor.`, value: row.slice(0, 100) };
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
      } else {
        const lower = ch.toLowerCase();
        const role = Object.prototype.hasOwnProperty.call(LETTER_ROLE, lower) ? LETTER_ROLE[lower] : undefined;
        if (!role)
          return {
            field: 'placement',
            message: `${rank + 1}. yatayda tanınmayan karakter: "${ch}" (geçerli taşlar: KQRBNP / kqrbnp, boş kareler için 1–8).`,
            value: row.slice(0, 100),
          };
        const piece: Piece = { role, color: ch === lower ? 'black' : 'white' };
        setup.board[rank * 8 + file] = piece;
        file++;
      }
    }
    if (file !== 8)
      return {
        field: 'placement',
        message: `${rank + 1}. yatay ${file < 8 ? '8 kareden azını' : '8 kareden fazlasını'} tutuyor.`,
        value: row.slice(0, 100),
      };
  }
  return null;
}

/**
 * The board of a FEN's placement field alone (diagrams often give only that; the rest of the FEN, if
 * any, is ignored): 64 squares, a1 = 0. Never throws.
 */
export function parseBoard(fen: string): Result<(Piece | null)[], FenError> {
  const setup = emptySetup();
  const e = parsePlacement(String(fen).trim().split(/\s+/)[0] ?? '', setup);
  return e ? err(e) : ok(setup.board);
}

export interface ParseFenOptions {
  /**
   * Guidelines II (Chess960): castling rights as Shredder-FEN (the rooks' files, `HAha`) or X-FEN
   * (`KQkq` = the outermost rook on that side of the king, a file letter for an inner one).
   */
  chess960?: boolean;
}

/** Parses a FEN. Accepts 4, 5 or 6 fields (missing clocks default to 0 and 1). Never throws. */
export function parseFen(fen: string, opts?: ParseFenOptions): Result<Setup, FenError> {
  if (typeof fen !== 'string') return fail('fen', 'FEN bir metin olmalıdır.');
  if (fen.length > MAX_FEN_LENGTH) return fail('fen', 'FEN çok uzun.');
  const parts = fen.trim().split(/\s+/);
  if (parts.length === 1 && parts[0] === '') return fail('fen', 'FEN boş.');
  if (parts.length < 4)
    return fail(
      'fen',
      `FEN en az 4 alandan oluşmalıdır: taş dizilişi, hamle sırası, rok hakları, geçerken alma karesi (${parts.length} alan bulundu).`,
      fen,
    );
  if (parts.length > 6) return fail('fen', `FEN en fazla 6 alandan oluşur (${parts.length} alan bulundu).`, fen);
  const setup = emptySetup();

  const placementError = parsePlacement(parts[0], setup);
  if (placementError) return err(placementError);

  if (parts[1] === 'w') setup.turn = 'white';
  else if (parts[1] === 'b') setup.turn = 'black';
  else return fail('turn', 'Hamle sırası "w" (Beyaz) ya da "b" (Siyah) olmalıdır.', parts[1]);

  const c = parts[2];
  if (c !== '-' && opts?.chess960) {
    const e = parseCastling960(c, setup);
    if (e) return err(e);
  } else if (c !== '-') {
    if (!/^[KQkq]{1,4}$/.test(c)) return fail('castling', 'Rok hakları "-" ya da K, Q, k, q harflerinden oluşmalıdır.', c);
    for (const ch of c) {
      if (c.indexOf(ch) !== c.lastIndexOf(ch)) return fail('castling', `Rok hakkı "${ch}" birden fazla kez yazılmış.`, c);
    }
    setup.castling.white.kingside = c.includes('K');
    setup.castling.white.queenside = c.includes('Q');
    setup.castling.black.kingside = c.includes('k');
    setup.castling.black.queenside = c.includes('q');
  }

  const e = parts[3];
  if (e !== '-') {
    const sq = parseSquare(e);
    if (sq === undefined) return fail('enPassant', 'Geçerken alma karesi "-" ya da bir kare adı (ör. e3, d6) olmalıdır.', e);
    if (sq >> 3 !== 2 && sq >> 3 !== 5) return fail('enPassant', 'Geçerken alma karesi 3. ya da 6. yatayda olmalıdır.', e);
    setup.epSquare = sq;
  }

  if (parts.length >= 5) {
    const h = parts[4];
    if (!/^\d{1,10}$/.test(h) || Number(h) > MAX_COUNTER)
      return fail('halfmoves', 'Yarım hamle sayacı negatif olmayan bir tam sayı olmalıdır.', h);
    setup.halfmoves = Number(h);
  }
  if (parts.length === 6) {
    const f = parts[5];
    if (!/^\d{1,10}$/.test(f) || Number(f) > MAX_COUNTER || Number(f) < 1)
      return fail('fullmoves', 'Hamle numarası 1 ya da daha büyük bir tam sayı olmalıdır.', f);
    setup.fullmoves = Number(f);
  }
  return ok(setup);
}

export interface MakeFenOptions {
  /**
   * Position only: 'legal' (default) writes the en-passant square only when a legal
   * en-passant capture exists (as chess.js 1.x and Stockfish); 'always' writes it after
   * every double step.
   */
  epSquare?: 'legal' | 'always';
}

/** The placement field of a FEN: `letterAt(square)` is the piece letter on it, '' when empty. */
export function placementFen(letterAt: (sq: number) => string): string {
  let out = '';
  for (let r = 7; r >= 0; r--) {
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const ch = letterAt(r * 8 + f);
      if (!ch) {
        empty++;
        continue;
      }
      if (empty) {
        out += empty;
        empty = 0;
      }
      out += ch;
    }
    if (empty) out += empty;
    if (r > 0) out += '/';
  }
  return out;
}

/** FEN letter of a piece: white upper case, black lower case. */
const fenLetter = (p: Piece): string => {
  const ch = p.role === 'knight' ? 'n' : p.role[0];
  return p.color === 'white' ? ch.toUpperCase() : ch;
};

function setupPlacement(s: Setup): string {
  return placementFen((sq) => {
    const p = s.board[sq];
    return p ? fenLetter(p) : '';
  });
}

/**
 * Guidelines II: the castling field of a Chess960 FEN. Each letter names a right and its rook:
 * K/Q (k/q) the outermost rook on the king's g-side / c-side, A–H (a–h) the rook on that file.
 */
function parseCastling960(c: string, setup: Setup): FenError | null {
  if (!/^[KQkqA-Ha-h]{1,4}$/.test(c))
    return {
      field: 'castling',
      message: 'Chess960 rok hakları "-", K, Q, k, q ya da kalelerin sütun harfleri (A–H, a–h) olmalıdır.',
      value: c,
    };
  setup.chess960 = true;
  const rooks = {
    white: { kingside: null as number | null, queenside: null as number | null },
    black: { kingside: null as number | null, queenside: null as number | null },
  };
  for (const ch of c) {
    const white = ch === ch.toUpperCase();
    const color = white ? 'white' : 'black';
    const home = white ? 0 : 56;
    let king = -1;
    for (let f = 0; f < 8; f++) {
      const p = setup.board[home + f];
      if (p && p.role === 'king' && p.color === color) king = home + f;
    }
    const isRook = (sq: number): boolean => setup.board[sq]?.role === 'rook' && setup.board[sq]?.color === color;
    const u = ch.toUpperCase();
    let sq = -1;
    let side: 'kingside' | 'queenside';
    if (u === 'K' || u === 'Q') {
      side = u === 'K' ? 'kingside' : 'queenside';
      if (u === 'K')
        for (let f = 7; f >= 0 && sq < 0; f--) {
          if (isRook(home + f) && (king < 0 || home + f > king)) sq = home + f;
        }
      else
        for (let f = 0; f < 8 && sq < 0; f++) {
          if (isRook(home + f) && (king < 0 || home + f < king)) sq = home + f;
        }
    } else {
      sq = home + u.charCodeAt(0) - 65;
      side = king >= 0 && sq < king ? 'queenside' : 'kingside';
    }
    if (setup.castling[color][side])
      return {
        field: 'castling',
        message: `Rok hakkı "${ch}": ${white ? 'Beyaz' : 'Siyah'} için aynı yanda iki rok hakkı yazılmış.`,
        value: c,
      };
    setup.castling[color][side] = true;
    rooks[color][side] = sq >= 0 ? sq : null;
  }
  setup.castlingRooks = rooks;
  return null;
}

/** The castling field of a Chess960 setup (X-FEN: K/Q for the outermost rook, else the rook's file). */
function castling960(x: Setup): string {
  let out = '';
  for (const color of ['white', 'black'] as const) {
    const home = color === 'white' ? 0 : 56;
    for (const side of ['kingside', 'queenside'] as const) {
      if (!x.castling[color][side]) continue;
      const sq = x.castlingRooks?.[color]?.[side] ?? null;
      let outer = true;
      if (sq !== null) {
        const files = side === 'kingside' ? [sq + 1, home + 7] : [home, sq - 1];
        for (let t = files[0]; t <= files[1]; t++) {
          const p = x.board[t];
          if (p && p.role === 'rook' && p.color === color) outer = false;
        }
      }
      const letter = outer || sq === null ? (side === 'kingside' ? 'K' : 'Q') : String.fromCharCode(65 + (sq & 7));
      out += color === 'white' ? letter : letter.toLowerCase();
    }
  }
  return out || '-';
}

export { castling960 as castlingField960 };

export function makeFen(x: Setup | FenSource, opts?: MakeFenOptions): string {
  if (typeof (x as FenSource).fen === 'function') return (x as FenSource).fen(opts);
  x = x as Setup;
  const c = x.castling;
  if (x.chess960) {
    const ep = x.epSquare === null || x.epSquare === undefined ? '-' : squareName(x.epSquare);
    return `${setupPlacement(x)} ${x.turn === 'white' ? 'w' : 'b'} ${castling960(x)} ${ep} ${x.halfmoves} ${x.fullmoves}`;
  }
  const cs =
    (c.white.kingside ? 'K' : '') + (c.white.queenside ? 'Q' : '') + (c.black.kingside ? 'k' : '') + (c.black.queenside ? 'q' : '') || '-';
  const ep = x.epSquare === null || x.epSquare === undefined ? '-' : squareName(x.epSquare);
  return `${setupPlacement(x)} ${x.turn === 'white' ? 'w' : 'b'} ${cs} ${ep} ${x.halfmoves} ${x.fullmoves}`;
}
