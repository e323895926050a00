// Scenario parser (spec `scenario-format.md`): JSON in, a typed `Scenario` out.
//
// `parseScenario` checks the JSON field by field and replays the game history. Whether each
// event can be applied where it stands (a SAN move that is not legal there, a touch of an empty
// square …) is found by the fold (fold.ts), which rejects the whole scenario with one Turkish
// message naming the event index and the field, e.g. `events[2].place: "h4z5" geçerli bir kare
// değil`. Any input gives a scenario or an error, never an exception.

import type { Color, Move, Result, Role } from '../types.ts';
import { ok, err, parseSquare } from '../types.ts';
import { Position } from '../position.ts';
import { INITIAL_FEN, parseFen } from '../fen.ts';
import { readMove } from './notation.ts';
import { makeSan } from '../san.ts';
import type {
  Category,
  ClaimKind,
  Laws,
  Scenario,
  ScenarioError,
  ScenarioEvent,
  Period,
  Supervision,
  TimeControl,
} from './types.ts';
import { categoryFromTimeControl } from './categories.ts';
import { EDITIONS, EDITION_IN_FORCE } from './editions.ts';

const fail = (path: string, message: string, event?: number): { ok: false; error: ScenarioError } =>
  err(event === undefined ? { path, message: `${path}: ${message}` } : { path, event, message: `${path}: ${message}` });

/** A short rendering of a bad value for a message: never throws, whatever the value (deep nesting included). */
const show = (v: unknown): string => {
  let s: string | undefined;
  try {
    s = JSON.stringify(v);
  } catch {
    s = undefined;
  }
  if (s === undefined) s = Array.isArray(v) ? '[…]' : typeof v === 'object' && v !== null ? '{…}' : typeof v;
  return s.length > 40 ? s.slice(0, 37) + '…' + (typeof v === 'string' ? '"' : '') : s;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const COLOR_TR: Record<Color, string> = { white: 'beyaz', black: 'siyah' };

/** Keys that name the kind of an event; exactly one per event. */
const EVENT_KINDS = [
  'move',
  'touch',
  'place',
  'castle',
  'promote',
  'press',
  'claim',
  'arbiter',
  'displace',
  'restore',
  'flag',
  'offer',
  'accept',
  'decline',
  'resign',
  'found',
  'scoresheet',
  'request',
  'seal',
  'resume',
] as const;
type EventKey = (typeof EVENT_KINDS)[number];

/** Modifier fields each kind accepts (besides free-text `note`/`comment`). */
const MODIFIERS: Record<EventKey, readonly string[]> = {
  move: ['by', 'seconds'],
  touch: ['by', 'adjust', 'accidental'],
  place: ['by', 'twoHands', 'seconds'],
  castle: ['by', 'twoHands', 'seconds'],
  promote: ['by'],
  press: ['by', 'noticed', 'seconds'],
  claim: ['by', 'intended', 'basis'],
  // `by` only with "displaced": the player who found it and called the arbiter; `award` only with "postpone".
  arbiter: ['by', 'award'],
  displace: ['by'],
  restore: ['by'],
  flag: ['by', 'first'],
  offer: ['by'],
  accept: ['by'],
  decline: ['by'],
  resign: [],
  found: ['square', 'set'],
  scoresheet: ['by'],
  request: ['by'],
  seal: ['by'],
  resume: [],
};
const FREE_TEXT = ['note', 'comment'];

const TOP_LEVEL = new Set([
  'laws',
  'timeControl',
  'category',
  'supervision',
  'start',
  'moves',
  'clocks',
  'illegalMoves',
  'events',
  'notation',
  'guidelinesIII',
  'variant',
]);

const PROMO_LETTER: Record<string, Role> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
const PROMO_NAME: Record<string, Role> = {
  queen: 'queen',
  rook: 'rook',
  bishop: 'bishop',
  knight: 'knight',
  vezir: 'queen',
  kale: 'rook',
  fil: 'bishop',
  at: 'knight',
};

function readColor(v: unknown): Color | undefined {
  return v === 'white' || v === 'black' ? v : undefined;
}

function readBool(path: string, v: unknown, event: number): Result<boolean, ScenarioError> {
  if (typeof v !== 'boolean') return fail(path, `${show(v)} true ya da false olmalı`, event);
  return ok(v);
}

function squareError(path: string, value: string, event: number): { ok: false; error: ScenarioError } {
  return fail(path, `${show(value)} geçerli bir kare değil`, event);
}

/** An event, with the seconds its part of the move took (spec v2) when given. */
function parseEvent(raw: unknown, i: number, laws: Laws): Result<ScenarioEvent, ScenarioError> {
  const r = parseEventKind(raw, i, laws);
  if (!r.ok || !isObject(raw) || !('seconds' in raw)) return r;
  const s = raw.seconds;
  if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s > 86_400)
    return fail(`events[${i}].seconds`, `${show(s)} 0 ile 86400 arasında bir sayı (saniye) olmalı`, i);
  return ok({ ...r.value, seconds: s });
}

function parseEventKind(raw: unknown, i: number, laws: Laws): Result<ScenarioEvent, ScenarioError> {
  const at = `events[${i}]`;
  if (!isObject(raw)) return fail(at, `olay bir nesne olmalı, ${show(raw)} verildi`, i);
  const keys = Object.keys(raw);
  const kinds = keys.filter((k): k is EventKey => (EVENT_KINDS as readonly string[]).includes(k));
  if (kinds.length === 0) {
    const k = keys.find((x) => !FREE_TEXT.includes(x) && x !== 'by');
    return fail(
      k === undefined ? at : `${at}.${k}`,
      k === undefined
        ? `olay türü yok (${EVENT_KINDS.join(', ')})`
        : `bilinmeyen olay "${k}" (beklenen: ${EVENT_KINDS.join(', ')})`,
      i,
    );
  }
  if (kinds.length > 1) return fail(`${at}.${kinds[1]}`, `bir olayda tek bir tür olabilir (${kinds.join(' ve ')} birlikte verilmiş)`, i);
  const kind = kinds[0];
  const allowed = MODIFIERS[kind];
  for (const k of keys) {
    if (k === kind || FREE_TEXT.includes(k)) continue;
    if (!allowed.includes(k)) return fail(`${at}.${k}`, `"${kind}" olayında bilinmeyen alan "${k}"`, i);
  }
  for (const k of FREE_TEXT) {
    if (k in raw && typeof raw[k] !== 'string') return fail(`${at}.${k}`, 'metin olmalı', i);
  }
  const value = raw[kind];
  const path = `${at}.${kind}`;
  let by: Color | undefined;
  let seenBy: Color | 'arbiter' | undefined;
  if ('by' in raw) {
    if (kind === 'flag' && raw.by === 'arbiter') seenBy = 'arbiter';
    else {
      by = readColor(raw.by);
      if (!by)
        return fail(`${at}.by`, `${show(raw.by)} geçerli bir oyuncu değil ("white" ya da "black"${kind === 'flag' ? ' ya da "arbiter"' : ''})`, i);
      if (kind === 'flag') seenBy = by;
    }
  }
  const base = by === undefined ? { index: i } : { index: i, by };

  switch (kind) {
    case 'move': {
      if (typeof value !== 'string' || value.trim() === '') return fail(path, `${show(value)} bir hamle metni olmalı (ör. "Nf3", "e2e4")`, i);
      return ok({ ...base, kind: 'move', text: value.trim() });
    }
    case 'touch': {
      if (typeof value !== 'string') return fail(path, `${show(value)} bir kare olmalı (ör. "g5")`, i);
      const sq = parseSquare(value.trim());
      if (sq === undefined) return squareError(path, value, i);
      let adjust = false;
      let accidental = false;
      if ('adjust' in raw) {
        const b = readBool(`${at}.adjust`, raw.adjust, i);
        if (!b.ok) return b;
        adjust = b.value;
      }
      if ('accidental' in raw) {
        const b = readBool(`${at}.accidental`, raw.accidental, i);
        if (!b.ok) return b;
        accidental = b.value;
      }
      if (adjust && accidental) return fail(`${at}.accidental`, 'bir dokunuş hem "adjust" hem "accidental" olamaz', i);
      return ok({ ...base, kind: 'touch', square: sq, adjust, accidental });
    }
    case 'place': {
      if (typeof value !== 'string') return fail(path, `${show(value)} "h4g5" ya da "e7e8q" biçiminde olmalı`, i);
      const t = value.trim();
      const m = /^([a-z]\d+)([a-z]\d+)([a-zA-Z])?$/.exec(t);
      if (!m) return fail(path, `${show(value)} geçerli bir kare değil; beklenen biçim "h4g5" ya da "e7e8q"`, i);
      const from = parseSquare(m[1]);
      const to = parseSquare(m[2]);
      if (from === undefined || to === undefined) return squareError(path, value, i);
      if (from === to) return fail(path, `${show(value)}: taş aynı kareye bırakılamaz`, i);
      let promotion: Role | undefined;
      if (m[3]) {
        promotion = PROMO_LETTER[m[3].toLowerCase()];
        if (!promotion) return fail(path, `${show(value)}: terfi harfi q, r, b ya da n olmalı`, i);
      }
      let twoHands = false;
      if ('twoHands' in raw) {
        const b = readBool(`${at}.twoHands`, raw.twoHands, i);
        if (!b.ok) return b;
        twoHands = b.value;
      }
      const ev = { ...base, kind: 'place' as const, from, to, twoHands };
      return ok(promotion ? { ...ev, promotion } : ev);
    }
    case 'castle': {
      if (value !== 'king' && value !== 'queen') return fail(path, `${show(value)} "king" ya da "queen" olmalı`, i);
      let twoHands = false;
      if ('twoHands' in raw) {
        const b = readBool(`${at}.twoHands`, raw.twoHands, i);
        if (!b.ok) return b;
        twoHands = b.value;
      }
      return ok({ ...base, kind: 'castle', side: value, twoHands });
    }
    case 'promote': {
      const role = typeof value === 'string' ? (PROMO_LETTER[value.toLowerCase()] ?? PROMO_NAME[value.toLowerCase()]) : undefined;
      if (!role) return fail(path, `${show(value)} bir terfi taşı olmalı ("q", "r", "b", "n")`, i);
      return ok({ ...base, kind: 'promote', role });
    }
    case 'press': {
      if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir`, i);
      let noticed = true;
      if ('noticed' in raw) {
        const b = readBool(`${at}.noticed`, raw.noticed, i);
        if (!b.ok) return b;
        noticed = b.value;
      }
      return ok({ ...base, kind: 'press', noticed });
    }
    case 'claim': {
      const kinds: ClaimKind[] = ['threefold', 'fifty', 'illegal', 'touch-move', 'normal-means'];
      if (typeof value !== 'string' || !(kinds as string[]).includes(value))
        return fail(path, `${show(value)} bilinmeyen bir sav (${kinds.map((k) => `"${k}"`).join(', ')})`, i);
      const claim = value as ClaimKind;
      if (claim === 'normal-means') {
        if ('intended' in raw) return fail(`${at}.intended`, 'niyet edilen hamle yalnızca "threefold" ve "fifty" savlarında yazılır (9.2.1.1, 9.3.1)', i);
        const b = raw.basis;
        if (b !== undefined && b !== 'cannot-win' && b !== 'no-effort')
          return fail(`${at}.basis`, `${show(b)} "cannot-win" (rakip normal yollarla kazanamaz) ya da "no-effort" (rakip kazanmak için çaba göstermiyor) olmalı`, i);
        return ok({ ...base, kind: 'claim', claim, basis: b ?? 'cannot-win' });
      }
      if ('basis' in raw) return fail(`${at}.basis`, '"basis" yalnızca "normal-means" savında yazılır (III.5)', i);
      if ('intended' in raw) {
        if (claim !== 'threefold' && claim !== 'fifty')
          return fail(`${at}.intended`, 'niyet edilen hamle yalnızca "threefold" ve "fifty" savlarında yazılır (9.2.1.1, 9.3.1)', i);
        if (typeof raw.intended !== 'string' || raw.intended.trim() === '')
          return fail(`${at}.intended`, `${show(raw.intended)} bir hamle metni olmalı`, i);
        return ok({ ...base, kind: 'claim', claim, intended: raw.intended.trim() });
      }
      return ok({ ...base, kind: 'claim', claim });
    }
    case 'arbiter': {
      const whats = ['illegal', 'illegal-position', 'displaced', 'agree', 'refuse', 'draw', 'reject', 'postpone'] as const;
      if (!(whats as readonly unknown[]).includes(value)) return fail(path, `${show(value)} bilinmiyor (${whats.map((w) => `"${w}"`).join(', ')})`, i);
      const what = value as (typeof whats)[number];
      if (by !== undefined && what !== 'displaced')
        return fail(`${at}.by`, `"by" yalnızca "displaced" ile yazılır (yerinden oynamış taşları hakeme bildiren oyuncu); "${what}" hakemin kendi müdahalesidir`, i);
      if ('award' in raw) {
        if (what !== 'postpone') return fail(`${at}.award`, '"award" yalnızca "postpone" ile yazılır (III.5.2: rakibe iki dakika verilir)', i);
        const b = readBool(`${at}.award`, raw.award, i);
        if (!b.ok) return b;
        return ok({ ...base, kind: 'arbiter', what, award: b.value });
      }
      return ok({ ...base, kind: 'arbiter', what });
    }
    case 'displace': {
      if (typeof value !== 'string') return fail(path, `${show(value)} "e4e5" (taş e5 karesine kaydı) ya da "e4" (taş tahtadan düştü) biçiminde olmalı`, i);
      const t = value.trim();
      const m = /^([a-z]\d+)([a-z]\d+)?$/.exec(t);
      if (!m) return fail(path, `${show(value)} geçerli bir kare değil; beklenen biçim "e4e5" ya da "e4"`, i);
      const from = parseSquare(m[1]);
      const to = m[2] === undefined ? null : parseSquare(m[2]);
      if (from === undefined || to === undefined) return squareError(path, value, i);
      if (from === to) return fail(path, `${show(value)}: taş yerinden oynamadı (iki kare aynı)`, i);
      return ok({ ...base, kind: 'displace', from, to });
    }
    case 'restore': {
      if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir`, i);
      return ok({ ...base, kind: 'restore' });
    }
    case 'flag': {
      if (value === 'both') {
        let first: Color | null = null;
        if ('first' in raw && raw.first !== null) {
          const f = readColor(raw.first);
          if (!f) return fail(`${at}.first`, `${show(raw.first)} "white", "black" ya da null olmalı (hangi bayrağın önce düştüğü belirlenemiyorsa null)`, i);
          first = f;
        }
        if (seenBy !== undefined && seenBy !== 'arbiter' && (first === null || seenBy === first))
          return fail(`${at}.by`, first === null ? 'hangi bayrağın önce düştüğü belirlenemiyorken sav sahibi belirtilemez' : 'bayrağı önce düşen oyuncu zamandan kazanç isteyemez', i);
        const ev = { index: i, kind: 'flag' as const, side: 'both' as const, first };
        return ok(seenBy ? { ...ev, seenBy } : ev);
      }
      const side = readColor(value);
      if (!side) return fail(path, `${show(value)} "white", "black" ya da "both" olmalı`, i);
      if ('first' in raw) return fail(`${at}.first`, '"first" yalnızca iki bayrak birden düştüğünde ("flag": "both") yazılır', i);
      if (seenBy === side) return fail(`${at}.by`, `oyuncu kendi bayrağı için sav ileri süremez (${COLOR_TR[side]})`, i);
      const ev = { index: i, kind: 'flag' as const, side };
      return ok(seenBy ? { ...ev, seenBy } : ev);
    }
    case 'offer':
    case 'accept':
    case 'decline': {
      if (value !== 'draw') return fail(path, `${show(value)} yalnızca "draw" olabilir`, i);
      return ok({ ...base, kind });
    }
    case 'found': {
      const kinds = ['initial-position', 'board-orientation', 'colours-reversed', 'misplaced', 'clock-setting'] as const;
      if (!(kinds as readonly unknown[]).includes(value))
        return fail(path, `${show(value)} bilinmiyor (${kinds.map((k) => `"${k}"`).join(', ')})`, i);
      const what = value as (typeof kinds)[number];
      if (what !== 'clock-setting' && 'set' in raw) return fail(`${at}.set`, '"set" yalnızca "clock-setting" ile yazılır (saatin yanlışlıkla kurulduğu süre denetimi)', i);
      if (what === 'clock-setting') {
        if ('square' in raw) return fail(`${at}.square`, '"square" yalnızca "misplaced" ile yazılır', i);
        if (!('set' in raw)) return fail(`${at}.set`, 'eksik: saatin yanlışlıkla kurulduğu süre denetimi yazılmalı (ör. "90+0")', i);
        const tc = parseTimeControl(raw.set);
        if (!tc.ok) return fail(`${at}.set`, tc.error.message.replace(/^timeControl: /, ''), i);
        return ok({ index: i, kind: 'found', what, set: tc.value });
      }
      if (what !== 'misplaced') {
        if ('square' in raw) return fail(`${at}.square`, '"square" yalnızca "misplaced" ile yazılır', i);
        return ok({ index: i, kind: 'found', what });
      }
      const sq = typeof raw.square === 'string' ? parseSquare(raw.square.trim()) : undefined;
      if (sq === undefined) return fail(`${at}.square`, `${show(raw.square)} yanlış yerleştirilmiş şahın ya da kalenin durduğu kare olmalı (ör. "e1")`, i);
      return ok({ index: i, kind: 'found', what, square: sq });
    }
    case 'resign': {
      const side = readColor(value);
      if (!side) return fail(path, `${show(value)} "white" ya da "black" olmalı`, i);
      return ok({ index: i, kind: 'resign', side });
    }
    case 'request': {
      if (value !== 'increment') return fail(path, `${show(value)} yalnızca "increment" olabilir (III.4: hamle başına beş saniye ek süre isteği)`, i);
      return ok({ ...base, kind: 'request' });
    }
    case 'seal': {
      if (typeof value !== 'string') return fail(path, `${show(value)} notasyon kâğıdına yazılan mühürlü hamle metni olmalı (ör. "Nd2")`, i);
      return ok({ ...base, kind: 'seal', text: value });
    }
    case 'resume': {
      if (value !== true) return fail(path, `${show(value)} yalnızca true olabilir (zarf açılır)`, i);
      return ok({ index: i, kind: 'resume' });
    }
    case 'scoresheet': {
      if (value !== 'stop') return fail(path, `${show(value)} bilinmiyor ("stop": oyuncu hamlelerini kaydetmeyi bırakır)`, i);
      return ok({ ...base, kind: 'scoresheet', what: 'stop' });
    }
  }
}

/**
 * `"<base minutes>+<increment seconds>"` (spec v1) or periods joined by ":" (spec v2), each
 * `[N/]M[+S|dS]`: N moves (absent in the last period: the rest of the game), M minutes, S seconds
 * of increment (+) or delay (d, 6.3.2) per move. `"40/90+30:30+30"`, `"40/120:60"`, `"5d3"`.
 */
export function parseTimeControl(v: unknown): Result<TimeControl, ScenarioError> {
  if (typeof v !== 'string') return fail('timeControl', `${show(v)} "90+30" ya da "40/90+30:30+30" biçiminde bir metin olmalı`);
  const parts = v.split(':');
  if (parts.length > 10) return fail('timeControl', `${show(v)}: en çok 10 dönem yazılabilir`);
  const periods: Period[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i].replace(/\s+/g, '');
    const m = /^(?:(\d{1,4})\/)?(\d{1,4}(?:\.\d+)?)(?:([+d])(\d{1,4}(?:\.\d+)?))?$/.exec(p);
    if (!m)
      return fail(
        'timeControl',
        `${show(v)}: ${parts.length > 1 ? `${i + 1}. dönem ${show(parts[i])} ` : ''}anlaşılamadı; beklenen biçim "[hamle/]dakika[+saniye]" ya da gecikme için "dakika d saniye" (ör. "90+30", "40/90+30:30+30", "5d3")`,
      );
    const moves = m[1] === undefined ? null : Number(m[1]);
    const last = i === parts.length - 1;
    if (!last && moves === null) return fail('timeControl', `${show(v)}: son dönem dışındaki her dönemin hamle sayısı yazılmalı (ör. "40/90")`);
    if (last && moves !== null) return fail('timeControl', `${show(v)}: son dönem oyunun geri kalanıdır, hamle sayısı yazılmaz (ör. "40/90:30")`);
    if (moves === 0) return fail('timeControl', `${show(v)}: bir dönemin hamle sayısı sıfır olamaz`);
    const s = m[4] === undefined ? 0 : Number(m[4]);
    periods.push({ moves, minutes: Number(m[2]), incrementSeconds: m[3] === '+' ? s : 0, delaySeconds: m[3] === 'd' ? s : 0 });
  }
  const first = periods[0];
  if (first.minutes <= 0 && first.incrementSeconds <= 0 && first.delaySeconds <= 0) return fail('timeControl', `${show(v)}: süre sıfır olamaz`);
  return ok({ text: v.trim(), periods, baseMinutes: first.minutes, incrementSeconds: first.incrementSeconds });
}

function parsePair(
  path: string,
  v: unknown,
  integer: boolean,
): Result<{ white: number; black: number }, ScenarioError> {
  if (!isObject(v)) return fail(path, `${show(v)} { "white": …, "black": … } biçiminde olmalı`);
  for (const k of Object.keys(v)) if (k !== 'white' && k !== 'black') return fail(`${path}.${k}`, `bilinmeyen alan "${k}"`);
  const out = { white: 0, black: 0 };
  for (const c of ['white', 'black'] as const) {
    const x = v[c];
    if (x === undefined) {
      if (integer) continue;
      return fail(`${path}.${c}`, 'eksik');
    }
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || (integer && !Number.isInteger(x)))
      return fail(`${path}.${c}`, `${show(x)} ${integer ? 'negatif olmayan bir tam sayı' : 'negatif olmayan bir sayı (saniye)'} olmalı`);
    out[c] = x;
  }
  return ok(out);
}

/** The moves before the events in SAN (English letters by default, or Turkish Ş V K F A). */
export function historySan(s: Scenario, letters: 'en' | 'tr' = 'en'): string[] {
  const pos = startPosition(s.start, true, s.variant === 'chess960');
  if (!pos.ok) return [];
  const p = pos.value;
  return s.history.map((m) => {
    const san = makeSan(p, m, { letters });
    p.play(m);
    return san;
  });
}

/**
 * The position of a scenario's `start`: a legal one (3.10.3), or with `unreachable` any board whose
 * FEN parses (a wrong initial position found under 7.2.1). The error is Turkish.
 */
export function startPosition(fen: string, unreachable: boolean, chess960 = false): Result<Position, string> {
  const parsed = parseFen(fen, { chess960 });
  if (!parsed.ok) return err(`geçersiz FEN: ${parsed.error.message}`);
  const p = Position.fromSetup(parsed.value);
  if (p.ok) return p;
  if (unreachable) return ok(Position.fromSetupUnchecked(parsed.value));
  return err(`geçersiz FEN: ${p.error.message} Böyle bir başlangıç yalnızca hakemin yanlış dizilmiş başlangıç konumunu bulduğu senaryolarda ({ "found": "initial-position" }, Madde 7.2.1) kabul edilir.`);
}

/**
 * Guidelines II.2: a Chess960 starting position (all 32 men on the first two ranks of each side and
 * move number 1) has the white pawns on the second rank, the king between the rooks (II.2.1), the
 * bishops on squares of opposite colours (II.2.2) and Black's pieces opposite White's (II.2.3). Any
 * other `start` is a later position. Returns the Turkish reason, or null.
 */
export function chess960StartError(pos: Position): string | null {
  let men = 0;
  for (let sq = 0; sq < 64; sq++) if (pos.pieceAt(sq)) men++;
  const onHomeRanks = (sq: number): boolean => sq < 16 || sq >= 48;
  let all = men === 32 && pos.fullmoves === 1;
  for (let sq = 0; sq < 64 && all; sq++) if (pos.pieceAt(sq) && !onHomeRanks(sq)) all = false;
  if (!all) return null;
  for (let f = 0; f < 8; f++) {
    const w = pos.pieceAt(8 + f);
    const b = pos.pieceAt(48 + f);
    if (w?.role !== 'pawn' || w.color !== 'white' || b?.role !== 'pawn' || b.color !== 'black')
      return 'Chess960 başlangıç konumunda beyaz piyonlar ikinci, siyah piyonlar yedinci yatayda durur (Yönergeler II.2)';
  }
  const counts: Record<string, number> = {};
  for (let f = 0; f < 8; f++) {
    const p = pos.pieceAt(f);
    if (!p || p.color !== 'white') return 'Chess960 başlangıç konumunda Beyaz\'ın taşları ilk yatayda durur (Yönergeler II.2)';
    counts[p.role] = (counts[p.role] ?? 0) + 1;
  }
  if (counts.king !== 1 || counts.queen !== 1 || counts.rook !== 2 || counts.bishop !== 2 || counts.knight !== 2)
    return 'Chess960 başlangıç konumunun ilk yatayında bir şah, bir vezir, iki kale, iki fil ve iki at bulunur (Yönergeler II.2)';
  const files = (role: string): number[] => Array.from({ length: 8 }, (_, f) => f).filter((f) => pos.pieceAt(f)?.role === role);
  const [r1, r2] = files('rook');
  const [k] = files('king');
  if (!(r1 < k && k < r2)) return 'Chess960 başlangıç konumu Yönergeler II.2.1\'e uymuyor: şah iki kalenin arasında durmalıdır';
  const [b1, b2] = files('bishop');
  if ((b1 & 1) === (b2 & 1)) return 'Chess960 başlangıç konumu Yönergeler II.2.2\'ye uymuyor: filler farklı renkteki karelerde durmalıdır';
  for (let f = 0; f < 8; f++) {
    const w = pos.pieceAt(f)!;
    const b = pos.pieceAt(56 + f);
    if (!b || b.color !== 'black' || b.role !== w.role)
      return `Chess960 başlangıç konumu Yönergeler II.2.3'e uymuyor: siyah taşlar beyaz taşların tam karşısında durmalıdır (${String.fromCharCode(97 + f)} sütunu)`;
  }
  return null;
}

/** The typed scenario; whether its events can be applied is checked by the fold. */
export function parseScenario(input: unknown): Result<Scenario, ScenarioError> {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message);
      return fail('json', `geçerli bir JSON metni değil; çözümlenemedi${at ? ` (${at[1]}. karakterde)` : input.trim() === '' ? ' (metin boş)' : ' (metin yarıda kesilmiş olabilir)'}`);
    }
  }
  if (!isObject(json)) return fail('json', 'senaryo bir JSON nesnesi olmalı');
  const warnings: string[] = [];
  for (const k of Object.keys(json)) {
    if (!TOP_LEVEL.has(k)) warnings.push(`Bilinmeyen alan "${k}" yok sayıldı.`);
  }

  let laws: Laws = EDITION_IN_FORCE;
  if (json.laws !== undefined) {
    const l = String(json.laws);
    if ((typeof json.laws !== 'string' && typeof json.laws !== 'number') || !Object.hasOwn(EDITIONS, l))
      return fail('laws', `${show(json.laws)} bilinmiyor (${Object.keys(EDITIONS).map((k) => `"${k}"`).join(', ')})`);
    laws = l as Laws;
  }

  let notation: 'en' | 'tr' = 'en';
  if (json.notation !== undefined) {
    if (json.notation !== 'en' && json.notation !== 'tr') return fail('notation', `${show(json.notation)} "en" ya da "tr" olmalı`);
    notation = json.notation;
  }

  let guidelinesIII = false;
  if (json.guidelinesIII !== undefined) {
    if (typeof json.guidelinesIII !== 'boolean') return fail('guidelinesIII', `${show(json.guidelinesIII)} true ya da false olmalı (III. Yönergeler yarışmadan önce duyuruldu mu)`);
    guidelinesIII = json.guidelinesIII;
  }
  let variant: 'standard' | 'chess960' = 'standard';
  if (json.variant !== undefined) {
    if (json.variant !== 'standard' && json.variant !== 'chess960') return fail('variant', `${show(json.variant)} "standard" ya da "chess960" olmalı`);
    variant = json.variant;
  }
  if (guidelinesIII && laws === '2001') warnings.push('"guidelinesIII": 2001 kurallarında Yönergeler yoktur; giyotin Madde 10 ile düzenlenir ve o uygulanır.');

  let timeControl: TimeControl | undefined;
  if (json.timeControl !== undefined) {
    const t = parseTimeControl(json.timeControl);
    if (!t.ok) return t;
    timeControl = t.value;
  }

  let category: Category;
  let categorySource: Scenario['categorySource'];
  if (json.category !== undefined) {
    if (json.category !== 'standard' && json.category !== 'rapid' && json.category !== 'blitz')
      return fail('category', `${show(json.category)} "standard", "rapid" ya da "blitz" olmalı`);
    category = json.category;
    categorySource = 'given';
    if (timeControl) {
      const derived = categoryFromTimeControl(timeControl, laws);
      if (derived !== category)
        warnings.push(`Verilen kategori (${category}) süre denetiminden çıkan kategoriyle (${derived}) uyuşmuyor; verilen kategori kullanıldı.`);
    }
  } else if (timeControl) {
    category = categoryFromTimeControl(timeControl, laws);
    categorySource = 'timeControl';
  } else {
    category = 'standard';
    categorySource = 'default';
  }

  let supervision: Supervision = 'partial';
  let supervisionGiven = false;
  if (json.supervision !== undefined) {
    if (json.supervision !== 'full' && json.supervision !== 'partial')
      return fail('supervision', `${show(json.supervision)} "full" ya da "partial" olmalı`);
    supervision = json.supervision;
    supervisionGiven = true;
    if (category === 'standard') warnings.push('"supervision" yalnızca hızlı ve yıldırım oyunlarda anlamlıdır; yok sayıldı.');
    else if (!EDITIONS[laws].partial) warnings.push(`${laws} kurallarında gözetim ayrımı (A.3/A.4) yoktur; "supervision" yok sayıldı.`);
  }

  let start = INITIAL_FEN;
  if (json.start !== undefined) {
    if (typeof json.start !== 'string') return fail('start', `${show(json.start)} bir FEN metni olmalı`);
    start = json.start.trim();
  }
  // 7.2.1 (spec v3): a start no game can reach (3.10.3) is what a game began from when the arbiter
  // finds a wrong initial position; with that event it is accepted as the board stands.
  const foundInitial = Array.isArray(json.events) && json.events.some((e) => isObject(e) && e.found === 'initial-position');
  if (variant === 'chess960' && json.start === undefined)
    return fail('start', 'eksik: Chess960 senaryosunda başlangıç konumu (FEN) yazılmalıdır (Yönergeler II.2)');
  if (variant === 'chess960') {
    // II.2 first: a starting position that breaks it is named by the rule it breaks.
    const parsed = parseFen(start, { chess960: true });
    const why = parsed.ok ? chess960StartError(Position.fromSetupUnchecked(parsed.value)) : null;
    if (why) return fail('start', why);
  }
  const sp = startPosition(start, foundInitial, variant === 'chess960');
  if (!sp.ok) return fail('start', sp.error);
  let pos = sp.value;

  const moves: string[] = [];
  const history: Move[] = [];
  if (json.moves !== undefined) {
    if (!Array.isArray(json.moves)) return fail('moves', 'hamle dizisi olmalı (ör. ["e4", "e5"])');
    pos = pos.clone();
    for (let i = 0; i < json.moves.length; i++) {
      const t = json.moves[i];
      if (typeof t !== 'string' || t.trim() === '') return fail(`moves[${i}]`, `${show(t)} bir hamle metni olmalı`);
      const m = readMove(pos, t, notation);
      if (!m.ok) return fail(`moves[${i}]`, m.error);
      pos.play(m.value);
      moves.push(t.trim());
      history.push(m.value);
    }
  }

  let clocks: { white: number; black: number } | undefined;
  if (json.clocks !== undefined) {
    const c = parsePair('clocks', json.clocks, false);
    if (!c.ok) return c;
    clocks = c.value;
  }
  let illegalMoves = { white: 0, black: 0 };
  if (json.illegalMoves !== undefined) {
    const c = parsePair('illegalMoves', json.illegalMoves, true);
    if (!c.ok) return c;
    illegalMoves = c.value;
    // 7.5.5 (2018): the second completed illegal move loses; 7.4.b (2001): the third.
    const ed = EDITIONS[laws];
    const max = ed.illegalMovesToLose - 1;
    for (const side of ['white', 'black'] as const) {
      if (illegalMoves[side] > max)
        return fail(
          `illegalMoves.${side}`,
          `${illegalMoves[side]} olamaz: ${laws} kurallarında ${max === 1 ? 'ikinci' : 'üçüncü'} kural dışı hamle oyunu bitirir (${ed.A.illegalPenalty}), daha önce en çok ${max} ceza verilmiş olabilir`,
        );
    }
  }

  if (json.events === undefined) return fail('events', 'eksik (olay dizisi gerekli)');
  if (!Array.isArray(json.events)) return fail('events', 'olay dizisi olmalı');
  const events: ScenarioEvent[] = [];
  for (let i = 0; i < json.events.length; i++) {
    const e = parseEvent(json.events[i], i, laws);
    if (!e.ok) return e;
    events.push(e.value);
  }

  const scenario: Scenario = {
    laws,
    category,
    categorySource,
    supervision,
    supervisionGiven,
    start,
    notation,
    moves,
    history,
    afterMoves: pos.fen(),
    illegalMoves,
    events,
    warnings,
    guidelinesIII,
    variant,
  };
  if (timeControl) scenario.timeControl = timeControl;
  if (clocks) scenario.clocks = clocks;
  return ok(scenario);
}
