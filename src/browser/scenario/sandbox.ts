// The scenario the sandbox (/senaryolar/dene/) builds, kept in the URL so it can be shared, exported
// and imported as JSON, and the helpers that read input into it (the page's whole state, forms and
// all, is sandbox-state.ts). Pure and browser-safe; errors are Turkish.
import {
  INITIAL_FEN,
  Position,
  err,
  makeSan,
  ok,
  parseFen,
  parsePgn,
  readMove,
  squareName,
  tag,
  type Move,
  type Result,
} from '../../engine/index.ts';
import { pieceCode } from '../fen.ts';
import { EDITIONS, EDITION_IN_FORCE, type Laws } from '../../engine/rulings/index.ts';
import { englishScenario } from './notation.ts';
import { MAX_EVENTS, MAX_MOVES, MAX_SCENARIO_BYTES, limitMessage } from '../../lib/index.ts';

/** The scenario being built (spec fields the sandbox edits). */
export interface ScenarioDraft {
  laws: Laws;
  /** Guidelines II: a Chess960 game (its `start` is read with Shredder-FEN or X-FEN castling rights). */
  variant: 'standard' | 'chess960';
  timeControl: string;
  supervision: '' | 'full' | 'partial';
  start: string;
  moves: string[];
  clocks: { white: number; black: number } | null;
  illegalMoves: { white: number; black: number };
  events: Record<string, unknown>[];
}

export const EMPTY_DRAFT: ScenarioDraft = {
  // The edition in force (spec version 2: the default of a scenario that names none).
  laws: EDITION_IN_FORCE,
  variant: 'standard',
  timeControl: '90+30',
  supervision: '',
  start: INITIAL_FEN,
  moves: [],
  clocks: null,
  illegalMoves: { white: 0, black: 0 },
  events: [],
};

/** The scenario (spec version 1) the state describes. */
export function toScenario(s: ScenarioDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { laws: s.laws };
  if (s.variant === 'chess960') out.variant = 'chess960';
  if (s.timeControl.trim()) out.timeControl = s.timeControl.trim();
  if (s.supervision) out.supervision = s.supervision;
  out.start = s.start;
  out.moves = s.moves;
  if (s.clocks) out.clocks = s.clocks;
  if (s.illegalMoves.white || s.illegalMoves.black) out.illegalMoves = s.illegalMoves;
  out.events = s.events;
  return out;
}

export type Parsed = Result<ScenarioDraft, string>;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads a scenario JSON (as exported, or any spec scenario) into sandbox state. */
export function fromScenario(input: unknown): Parsed {
  if (!isObj(input)) return err('Senaryo bir JSON nesnesi olmalı ({ … }).');
  if (input.notation !== undefined && input.notation !== 'en' && input.notation !== 'tr') return err('notation: "en" ya da "tr" olmalı.');
  // The sandbox keeps moves in English letters (the display converts); Turkish ones are read here.
  const json = englishScenario(input);
  const s: ScenarioDraft = structuredClone(EMPTY_DRAFT);
  if (json.laws !== undefined) {
    if (typeof json.laws !== 'string' || !Object.hasOwn(EDITIONS, json.laws))
      return err(
        `laws: ${Object.keys(EDITIONS)
          .map((k) => `"${k}"`)
          .join(', ')} olmalı.`,
      );
    s.laws = json.laws as Laws;
  }
  if (json.variant !== undefined) {
    if (json.variant !== 'standard' && json.variant !== 'chess960') return err('variant: "standard" ya da "chess960" olmalı.');
    s.variant = json.variant;
  }
  if (json.timeControl !== undefined) {
    if (typeof json.timeControl !== 'string') return err('timeControl: "90+30" biçiminde bir metin olmalı.');
    s.timeControl = json.timeControl;
  } else s.timeControl = '';
  if (json.supervision !== undefined) {
    if (json.supervision !== 'full' && json.supervision !== 'partial') return err('supervision: "full" ya da "partial" olmalı.');
    s.supervision = json.supervision;
  }
  if (json.start !== undefined) {
    if (typeof json.start !== 'string') return err('start: FEN metni olmalı.');
    const f = parseFen(json.start, { chess960: s.variant === 'chess960' });
    if (!f.ok) return err(`start: ${f.error.message}`);
    s.start = json.start.trim();
  }
  if (json.moves !== undefined) {
    if (!Array.isArray(json.moves) || json.moves.some((m) => typeof m !== 'string'))
      return err('moves: hamle metinlerinden oluşan bir dizi olmalı.');
    if (json.moves.length > MAX_MOVES) return err(`moves: ${limitMessage.moves(json.moves.length)}`);
    s.moves = json.moves as string[];
  }
  if (json.clocks !== undefined && json.clocks !== null) {
    const c = json.clocks;
    if (!isObj(c) || typeof c.white !== 'number' || typeof c.black !== 'number')
      return err('clocks: { "white": saniye, "black": saniye } olmalı.');
    s.clocks = { white: c.white, black: c.black };
  }
  if (json.illegalMoves !== undefined) {
    const c = json.illegalMoves;
    if (!isObj(c) || typeof c.white !== 'number' || typeof c.black !== 'number')
      return err('illegalMoves: { "white": n, "black": n } olmalı.');
    s.illegalMoves = { white: c.white, black: c.black };
  }
  if (json.events !== undefined) {
    if (!Array.isArray(json.events) || json.events.some((e) => !isObj(e))) return err('events: olay nesnelerinden oluşan bir dizi olmalı.');
    if (json.events.length > MAX_EVENTS) return err(`events: ${limitMessage.events(json.events.length)}`);
    s.events = json.events as Record<string, unknown>[];
  }
  return ok(s);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** The URL fragment that carries the whole scenario: "#s=<base64url JSON>". */
export function encodeHash(s: ScenarioDraft): string {
  return `#s=${toBase64Url(JSON.stringify(toScenario(s)))}`;
}

/** The longest "#s=…" the sandbox writes or reads: under Chrome's 2 MB address limit, with room for the path. */
const MAX_HASH = MAX_SCENARIO_BYTES * 2;

export function decodeHash(hash: string): Parsed | null {
  if (hash.length > MAX_HASH) return err(`Adresteki senaryo: ${limitMessage.text(hash.length, MAX_HASH)}`);
  const m = /^#s=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) return null;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(m[1]));
  } catch {
    return err('Adresteki senaryo okunamadı (bozuk bağlantı).');
  }
  return fromScenario(json);
}

export function parseJsonText(text: string): Parsed {
  let json: unknown;
  if (text.length > MAX_SCENARIO_BYTES) return err(limitMessage.text(text.length, MAX_SCENARIO_BYTES));
  if (!text.trim()) return err('JSON metni boş: senaryoyu yapıştırın ya da bir dosya seçin.');
  try {
    json = JSON.parse(text);
  } catch {
    return err(`JSON okunamadı: metin geçerli bir JSON değil${jsonErrorPlace(text)}. Tırnakları, virgülleri ve parantezleri denetleyin.`);
  }
  const r = fromScenario(json);
  // The sandbox keeps the scenario in its address: one that would not fit there would be lost on reload.
  if (r.ok) {
    const length = encodeHash(r.value).length;
    if (length > MAX_HASH)
      return err(
        `Senaryo sayfa adresine sığmayacak kadar büyük (${Math.ceil(length / 1000).toLocaleString('tr-TR')} kB; en fazla ${MAX_HASH / 1000} kB): yeniden yüklenince kaybolurdu. Uzun metin alanlarını kısaltın.`,
      );
  }
  return r;
}

/**
 * " (3. satır, 14. sütun)": where a JSON text stops being JSON (the browser's own message is English
 * and names no place in some engines), or " (metin yarıda bitiyor)".
 */
function jsonErrorPlace(text: string): string {
  const at = jsonErrorOffset(text);
  if (at >= text.trimEnd().length) return ' (metin yarıda bitiyor)';
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  return ` (${line}. satır, ${column}. sütun)`;
}

/** The offset of the first character that breaks JSON syntax (a small recursive-descent reader). */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const lit = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const str = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  // An object's members or an array's items, separated by commas, up to `close`.
  const seq = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const member = (): void => {
    ws();
    if (text[i] !== '"') fail();
    str();
    ws();
    if (text[i] !== ':') fail();
    i++;
    value();
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') return seq('}', member);
    if (c === '[') return seq(']', value);
    if (c === '"') return str();
    if (c === 't') return lit('true');
    if (c === 'f') return lit('false');
    if (c === 'n') return lit('null');
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m![0].length;
  };
  try {
    value();
    ws();
    return i < text.length ? i : text.length;
  } catch (at) {
    return at as number;
  }
}

/** "3. hamle (beyaz)": the move number and side of half-move `ply` (from 0) of a game starting at `fen`. */
export function moveLabel(fen: string, ply: number): string {
  const parts = fen.trim().split(/\s+/);
  const blackFirst = parts[1] === 'b';
  const first = Math.max(1, Number.parseInt(parts[5] ?? '1', 10) || 1);
  const k = ply + (blackFirst ? 1 : 0);
  return `${first + Math.floor(k / 2)}. hamle (${k % 2 === 0 ? 'beyaz' : 'siyah'})`;
}

/**
 * The moves of a PGN replayed from `start`, in English SAN as the sandbox keeps them. The site shows
 * Turkish letters by default and people paste both, so the moves are read with English letters and,
 * if that fails, with Turkish ones (Ş V K F A; K is the rook in Turkish, the king in English, so the
 * letters are decided for the whole game, not move by move). A move neither reading accepts is
 * named by its move number and side, with the reading that got further.
 */
function replayPgn(start: string, chess960: boolean, sans: string[]): Result<string[], string> {
  const setup = parseFen(start, { chess960 });
  if (!setup.ok) return err(`PGN FEN etiketi: ${setup.error.message}`);
  const attempt = (letters: 'en' | 'tr'): Result<string[], { ply: number; message: string }> => {
    const pos = Position.fromSetupUnchecked(setup.value);
    const out: string[] = [];
    for (let i = 0; i < sans.length; i++) {
      const m = readMove(pos, sans[i], letters);
      if (!m.ok) return err({ ply: i, message: m.error });
      out.push(makeSan(pos, m.value));
      pos.play(m.value);
    }
    return ok(out);
  };
  const en = attempt('en');
  if (en.ok) return en;
  const tr = attempt('tr');
  if (tr.ok) return tr;
  const worst = tr.error.ply > en.error.ply ? tr.error : en.error;
  return err(`${moveLabel(start, worst.ply)}: ${worst.message}`);
}

/**
 * A PGN game as start position + moves (the first game of the text). Every move is checked here, so
 * a rejected text changes nothing in the sandbox.
 */
export function fromPgn(text: string, base: ScenarioDraft): Parsed {
  if (text.length > MAX_SCENARIO_BYTES) return err(limitMessage.text(text.length, MAX_SCENARIO_BYTES));
  const r = parsePgn(text);
  if (!r.ok) return err(`PGN okunamadı (satır ${r.error.line}, sütun ${r.error.column}): ${r.error.message}`);
  const game = r.value[0];
  if (!game) return err('PGN metninde oyun bulunamadı.');
  const fen = tag(game, 'FEN');
  // A PGN of a Chess960 game says so in its Variant tag ("Chess960", "Fischerandom").
  const variant = /960|fischer/i.test(tag(game, 'Variant') ?? '') ? 'chess960' : base.variant;
  if (fen) {
    const f = parseFen(fen, { chess960: variant === 'chess960' });
    if (!f.ok) return err(`PGN FEN etiketi: ${f.error.message}`);
  }
  if (game.moves.length > MAX_MOVES) return err(limitMessage.moves(game.moves.length));
  const start = fen?.trim() ?? INITIAL_FEN;
  const moves = replayPgn(
    start,
    variant === 'chess960',
    game.moves.map((m) => m.san),
  );
  if (!moves.ok) return err(`PGN: ${moves.error}`);
  return ok({ ...base, variant, start, moves: moves.value, events: [] });
}

/** Replaces the placement of a FEN, keeping the other fields (castling rights reduced to what the board allows). */
export function withPlacement(fen: string, placement: string): string {
  const parts = fen.trim().split(/\s+/);
  const at = (sq: string) => pieceCode(placement, sq);
  const possible: Record<string, boolean> = {
    K: at('e1') === 'wK' && at('h1') === 'wR',
    Q: at('e1') === 'wK' && at('a1') === 'wR',
    k: at('e8') === 'bK' && at('h8') === 'bR',
    q: at('e8') === 'bK' && at('a8') === 'bR',
  };
  const castling = [...(parts[2] ?? '-')].filter((c) => possible[c]).join('') || '-';
  return [placement, parts[1] ?? 'w', castling, '-', parts[4] ?? '0', parts[5] ?? '1'].join(' ');
}

/**
 * The Chess960 starting position number `n` (0–959, the usual numbering; 518 is the standard array),
 * as a FEN with Shredder castling rights. Guidelines II.2: the bishops on squares of opposite colours
 * (II.2.2), the king between the rooks (II.2.1), Black's men opposite White's (II.2.3).
 */
export function chess960Start(n: number): string {
  const rank: string[] = Array(8).fill('');
  let k = ((Math.floor(n) % 960) + 960) % 960;
  // II.2.2: one bishop on a light square (b, d, f, h), one on a dark square (a, c, e, g).
  rank[(k % 4) * 2 + 1] = 'B';
  k = Math.floor(k / 4);
  rank[(k % 4) * 2] = 'B';
  k = Math.floor(k / 4);
  const free = () => rank.flatMap((p, i) => (p ? [] : [i]));
  rank[free()[k % 6]] = 'Q';
  k = Math.floor(k / 6);
  // The two knights on two of the five squares left (ten ways).
  const pairs = [
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
    [1, 2],
    [1, 3],
    [1, 4],
    [2, 3],
    [2, 4],
    [3, 4],
  ];
  const f5 = free();
  for (const i of pairs[k]) rank[f5[i]] = 'N';
  // II.2.1: on the three squares left, rook – king – rook in that order.
  const [r1, kf, r2] = free();
  rank[r1] = 'R';
  rank[kf] = 'K';
  rank[r2] = 'R';
  const white = rank.join('');
  const files = 'ABCDEFGH';
  const castling = `${files[r2]}${files[r1]}${files[r2].toLowerCase()}${files[r1].toLowerCase()}`;
  return `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w ${castling} - 0 1`;
}

/**
 * The legal moves a drag or two taps from → to mean. In Chess960 (Guidelines II.3) castling is the
 * king "taking" its own rook; the king put on its castling square (g or c file, II.3.2.6) means
 * castling too when no ordinary move goes there.
 */
export function movesFromTo(pos: Position, from: string, to: string): Move[] {
  const legal = pos.legalMoves().filter((m) => squareName(m.from) === from);
  const direct = legal.filter((m) => squareName(m.to) === to);
  if (direct.length || !pos.chess960) return direct;
  return legal.filter((m) => {
    const king = pos.pieceAt(m.from);
    const rook = pos.pieceAt(m.to);
    if (king?.role !== 'king' || rook?.role !== 'rook' || rook.color !== king.color) return false;
    return `${m.to % 8 > m.from % 8 ? 'g' : 'c'}${Math.floor(m.from / 8) + 1}` === to;
  });
}

/** A random Chess960 starting position (Guidelines II.2); `random` returns a number in [0, 1). */
export const randomChess960 = (random: () => number = Math.random): string => chess960Start(Math.floor(random() * 960));

/**
 * A clock reading typed by a person: "25:00", "1:30:00", "95" (seconds). Returns seconds, or a
 * Turkish message saying what is expected.
 */
export function parseClockText(text: string): Result<number, string> {
  const t = text.trim();
  if (/^\d{1,5}$/.test(t)) return ok(Number(t));
  const m = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(t);
  if (!m) return err(`"${t.slice(0, 20)}" bir saat değeri değil; "25:00", "1:30:00" ya da saniye olarak "95" yazın.`);
  return ok(Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]));
}

/** Set-up errors and other findings the sandbox can add (spec v2 `found`), with their Turkish labels. */
export const FOUND_KINDS: readonly { value: string; label: string; needs?: 'square' | 'set' }[] = [
  { value: 'initial-position', label: 'Başlangıç konumu yanlış dizilmiş (7.2.1)' },
  { value: 'board-orientation', label: 'Tahta ters konmuş (7.2.2)' },
  { value: 'colours-reversed', label: 'Renkler ters (7.3)' },
  { value: 'misplaced', label: 'Şah ya da kale yanlış karede (hızlı/yıldırım)', needs: 'square' },
  { value: 'clock-setting', label: 'Saat yanlış kurulmuş (6.10.2)', needs: 'set' },
];

/**
 * The `found` event for a kind and the extra field it needs (the square of the misplaced king or
 * rook, the control the clock was set to), or a Turkish message when that field is missing.
 */
export function foundEvent(kind: string, extra: string): Result<Record<string, unknown>, string> {
  const k = FOUND_KINDS.find((f) => f.value === kind);
  if (!k) return err('Bir bulgu seçin.');
  const x = extra.trim();
  if (k.needs === 'square') {
    if (!/^[a-h][1-8]$/.test(x)) return err('Yanlış karedeki şahın ya da kalenin karesini yazın (ör. "e1").');
    return ok({ found: kind, square: x });
  }
  if (k.needs === 'set') {
    if (!x) return err('Saatin kurulduğu (yanlış) tempoyu yazın (ör. "90+0").');
    return ok({ found: kind, set: x });
  }
  return ok({ found: kind });
}

/** `seconds` for an event from the sandbox's "time of this move" field: empty → none. */
export function withSeconds(event: Record<string, unknown>, text: string): Result<Record<string, unknown>, string> {
  const t = text.trim();
  if (!t) return ok(event);
  const c = parseClockText(t);
  if (!c.ok) return c;
  return ok({ ...event, seconds: c.value });
}

/**
 * The event a piece released on `to` in the events mode makes. In Chess960 the king released on its
 * own rook is castling on that side (Guidelines II.3: the king "takes" its rook, as in the moves mode);
 * anything else is a placement, legal or not, which the engine judges.
 */
export function releaseEvent(
  fen: string,
  from: string,
  to: string,
  opts: { chess960: boolean; promo?: string; twoHands?: boolean },
): Record<string, unknown> {
  const mover = pieceCode(fen, from);
  const target = pieceCode(fen, to);
  if (opts.chess960 && mover[1] === 'K' && target === `${mover[0]}R` && from[1] === to[1]) {
    return { castle: to[0] > from[0] ? 'king' : 'queen' };
  }
  return { place: `${from}${to}${opts.promo ?? ''}`, ...(opts.twoHands ? { twoHands: true } : {}) };
}
