// Scenario parser (spec `scenario-format.md`): JSON in, a typed `Scenario` out.
//
// `parseScenario` checks the JSON field by field and replays the game history. Whether each
// event can be applied where it stands (a SAN move that is not legal there, a touch of an empty
// square …) is found by the fold (fold.ts), which rejects the whole scenario with one Turkish
// message naming the event index and the field, e.g. `events[2].place: "h4z5" geçerli bir kare
// değil`. Any input gives a scenario or an error, never an exception.

import type { Color, Move, Result } from '../types.ts';
import { ok, err } from '../types.ts';
import { Position } from '../position.ts';
import { INITIAL_FEN, parseFen } from '../fen.ts';
import { readMove } from '../read.ts';
import { makeSan } from '../san.ts';
import type { Category, Laws, ScenarioError, Supervision, TimeControl } from './types.ts';
import type { Scenario, ScenarioEvent } from './events/index.ts';
import { fail, isObject, parseTimeControl, readColor, show } from './fields.ts';
import { EVENT_KINDS, kindNamed } from './events/index.ts';
import { categoryFromTimeControl } from './categories.ts';
import { EDITIONS, EDITION_IN_FORCE } from './editions.ts';

export { parseTimeControl };

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
  const kinds = keys.filter((k) => kindNamed(k) !== undefined);
  const names = EVENT_KINDS.map((k) => k.kind).join(', ');
  if (kinds.length === 0) {
    const k = keys.find((x) => !FREE_TEXT.includes(x) && x !== 'by');
    return fail(
      k === undefined ? at : `${at}.${k}`,
      k === undefined ? `olay türü yok (${names})` : `bilinmeyen olay "${k}" (beklenen: ${names})`,
      i,
    );
  }
  if (kinds.length > 1) return fail(`${at}.${kinds[1]}`, `bir olayda tek bir tür olabilir (${kinds.join(' ve ')} birlikte verilmiş)`, i);
  const key = kinds[0];
  const kind = kindNamed(key)!;
  for (const k of keys) {
    if (k === key || FREE_TEXT.includes(k)) continue;
    if (!kind.modifiers.includes(k)) return fail(`${at}.${k}`, `"${key}" olayında bilinmeyen alan "${k}"`, i);
  }
  for (const k of FREE_TEXT) {
    if (k in raw && typeof raw[k] !== 'string') return fail(`${at}.${k}`, 'metin olmalı', i);
  }
  let by: Color | undefined;
  if ('by' in raw && !kind.ownBy) {
    by = readColor(raw.by);
    if (!by) return fail(`${at}.by`, `${show(raw.by)} geçerli bir oyuncu değil ("white" ya da "black")`, i);
  }
  const base = by === undefined ? { index: i } : { index: i, by };
  return kind.parse(raw[key], { at, path: `${at}.${key}`, index: i, raw, by, base, laws });
}

function parsePair(path: string, v: unknown, integer: boolean): Result<{ white: number; black: number }, ScenarioError> {
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
  return err(
    `geçersiz FEN: ${p.error.message} Böyle bir başlangıç yalnızca hakemin yanlış dizilmiş başlangıç konumunu bulduğu senaryolarda ({ "found": "initial-position" }, Madde 7.2.1) kabul edilir.`,
  );
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
    if (!p || p.color !== 'white') return "Chess960 başlangıç konumunda Beyaz'ın taşları ilk yatayda durur (Yönergeler II.2)";
    counts[p.role] = (counts[p.role] ?? 0) + 1;
  }
  if (counts.king !== 1 || counts.queen !== 1 || counts.rook !== 2 || counts.bishop !== 2 || counts.knight !== 2)
    return 'Chess960 başlangıç konumunun ilk yatayında bir şah, bir vezir, iki kale, iki fil ve iki at bulunur (Yönergeler II.2)';
  const files = (role: string): number[] => Array.from({ length: 8 }, (_, f) => f).filter((f) => pos.pieceAt(f)?.role === role);
  const [r1, r2] = files('rook');
  const [k] = files('king');
  if (!(r1 < k && k < r2)) return "Chess960 başlangıç konumu Yönergeler II.2.1'e uymuyor: şah iki kalenin arasında durmalıdır";
  const [b1, b2] = files('bishop');
  if ((b1 & 1) === (b2 & 1)) return "Chess960 başlangıç konumu Yönergeler II.2.2'ye uymuyor: filler farklı renkteki karelerde durmalıdır";
  for (let f = 0; f < 8; f++) {
    const w = pos.pieceAt(f)!;
    const b = pos.pieceAt(56 + f);
    if (!b || b.color !== 'black' || b.role !== w.role)
      return `Chess960 başlangıç konumu Yönergeler II.2.3'e uymuyor: siyah taşlar beyaz taşların tam karşısında durmalıdır (${String.fromCharCode(97 + f)} sütunu)`;
  }
  return null;
}

type Json = Record<string, unknown>;
type Parsed<T> = Result<T, ScenarioError>;

/** The typed scenario; whether its events can be applied is checked by the fold. */
export function parseScenario(input: unknown): Result<Scenario, ScenarioError> {
  const read = readJson(input);
  if (!read.ok) return read;
  const json = read.value;
  const warnings: string[] = [];
  for (const k of Object.keys(json)) {
    if (!TOP_LEVEL.has(k)) warnings.push(`Bilinmeyen alan "${k}" yok sayıldı.`);
  }
  const rules = parseRules(json, warnings);
  if (!rules.ok) return rules;
  const { laws, notation, guidelinesIII, variant } = rules.value;
  const control = parseControl(json, laws, warnings);
  if (!control.ok) return control;
  const game = parseGame(json, notation, variant);
  if (!game.ok) return game;
  const counters = parseCounters(json, laws);
  if (!counters.ok) return counters;
  if (json.events === undefined) return fail('events', 'eksik (olay dizisi gerekli)');
  if (!Array.isArray(json.events)) return fail('events', 'olay dizisi olmalı');
  const events: ScenarioEvent[] = [];
  for (let i = 0; i < json.events.length; i++) {
    const e = parseEvent(json.events[i], i, laws);
    if (!e.ok) return e;
    events.push(e.value);
  }
  const { timeControl, ...category } = control.value;
  const { clocks, illegalMoves } = counters.value;
  const scenario: Scenario = {
    laws,
    ...category,
    ...game.value,
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

/** The scenario as a JSON object (text is parsed; a syntax error names the character). */
function readJson(input: unknown): Parsed<Json> {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message);
      return fail(
        'json',
        `geçerli bir JSON metni değil; çözümlenemedi${at ? ` (${at[1]}. karakterde)` : input.trim() === '' ? ' (metin boş)' : ' (metin yarıda kesilmiş olabilir)'}`,
      );
    }
  }
  if (!isObject(json)) return fail('json', 'senaryo bir JSON nesnesi olmalı');
  return ok(json);
}

/** Which Laws apply: the edition, the notation, Guidelines III announced (III.1), the variant (Guidelines II). */
function parseRules(
  json: Json,
  warnings: string[],
): Parsed<{ laws: Laws; notation: 'en' | 'tr'; guidelinesIII: boolean; variant: 'standard' | 'chess960' }> {
  let laws: Laws = EDITION_IN_FORCE;
  if (json.laws !== undefined) {
    const l = String(json.laws);
    if ((typeof json.laws !== 'string' && typeof json.laws !== 'number') || !Object.hasOwn(EDITIONS, l))
      return fail(
        'laws',
        `${show(json.laws)} bilinmiyor (${Object.keys(EDITIONS)
          .map((k) => `"${k}"`)
          .join(', ')})`,
      );
    laws = l as Laws;
  }

  let notation: 'en' | 'tr' = 'en';
  if (json.notation !== undefined) {
    if (json.notation !== 'en' && json.notation !== 'tr') return fail('notation', `${show(json.notation)} "en" ya da "tr" olmalı`);
    notation = json.notation;
  }

  let guidelinesIII = false;
  if (json.guidelinesIII !== undefined) {
    if (typeof json.guidelinesIII !== 'boolean')
      return fail('guidelinesIII', `${show(json.guidelinesIII)} true ya da false olmalı (III. Yönergeler yarışmadan önce duyuruldu mu)`);
    guidelinesIII = json.guidelinesIII;
  }
  let variant: 'standard' | 'chess960' = 'standard';
  if (json.variant !== undefined) {
    if (json.variant !== 'standard' && json.variant !== 'chess960')
      return fail('variant', `${show(json.variant)} "standard" ya da "chess960" olmalı`);
    variant = json.variant;
  }
  // An edition whose quickplay finish is part of the Laws, not the Guidelines (2001 Article 10).
  if (guidelinesIII && EDITIONS[laws].quickplay.announced === null)
    warnings.push('"guidelinesIII": 2001 kurallarında Yönergeler yoktur; giyotin Madde 10 ile düzenlenir ve o uygulanır.');
  return ok({ laws, notation, guidelinesIII, variant });
}

/**
 * The time control, the category (given, or from the time control: A.1, B.1) and the supervision
 * of a rapid or blitz game (A.3 / A.4 in the editions that distinguish them).
 */
function parseControl(
  json: Json,
  laws: Laws,
  warnings: string[],
): Parsed<Pick<Scenario, 'category' | 'categorySource' | 'supervision' | 'supervisionGiven' | 'timeControl'>> {
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
        warnings.push(
          `Verilen kategori (${category}) süre denetiminden çıkan kategoriyle (${derived}) uyuşmuyor; verilen kategori kullanıldı.`,
        );
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
  return ok({ category, categorySource, supervision, supervisionGiven, timeControl });
}

/** The starting position (3.10.3, 7.2.1; Guidelines II.2 in Chess960) and the moves played from it. */
function parseGame(
  json: Json,
  notation: 'en' | 'tr',
  variant: 'standard' | 'chess960',
): Parsed<Pick<Scenario, 'start' | 'notation' | 'moves' | 'history' | 'afterMoves'>> {
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
  return ok({ start, notation, moves, history, afterMoves: pos.fen() });
}

/** The clocks and the illegal moves already penalised (7.5.5; 7.4.b in 2001), within what the edition allows. */
function parseCounters(json: Json, laws: Laws): Parsed<Pick<Scenario, 'clocks' | 'illegalMoves'>> {
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
  return ok({ clocks, illegalMoves });
}
