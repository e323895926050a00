// Build-time presentation of questions: replays a scenario's `start` + `moves` with the rules
// engine to get the board before the events, tells the events in Turkish, and produces the
// ClientQuestion shape that pages and islands ship (the browser never runs the engine).
import { Position } from '../../engine/position.ts';
import { INITIAL_FEN } from '../../engine/fen.ts';
import { makeSan, parseSan } from '../../engine/san.ts';
import { parseUci } from '../../engine/uci.ts';
import type { Color, Move, Piece } from '../../engine/types.ts';
import { opposite, parseSquare, squareName } from '../../engine/types.ts';
import { describeEvent, SIDE_TR, type EventLike } from '../scenario/describe.ts';
import { primaryGroup } from './groups.ts';
import type { ClientQuestion, Question, ScenarioChoice } from './types.ts';

export interface Replay {
  /** Position after `start` + `moves`: the board before the events. */
  position: Position;
  /** The history in SAN with Turkish letters (Ş V K F A), as Turkish scoresheets write it. */
  sans: string[];
  firstMoveNumber: number;
  firstColor: Color;
  lastMove?: Move;
}

export type ReplayResult = { ok: true; value: Replay } | { ok: false; field: string; message: string };

const UCI_RE = /^[a-h][1-8][a-h][1-8][qrbnQRBN]?$/;

function readMove(pos: Position, text: string, letters: 'en' | 'tr'): Move | string {
  const t = text.trim();
  if (UCI_RE.test(t)) {
    const u = parseUci(t, pos);
    return u.ok ? u.value : u.error.message;
  }
  const s = parseSan(pos, t, { letters });
  return s.ok ? s.value : s.error.message;
}

/** Replays `start` + `moves` of a scenario (spec version 1). Never throws. */
export function replayScenario(scenario: Record<string, unknown>): ReplayResult {
  const start = scenario.start ?? INITIAL_FEN;
  if (typeof start !== 'string') return { ok: false, field: 'scenario.start', message: 'FEN metni olmalı' };
  const p = Position.fromFen(start);
  if (!p.ok) return { ok: false, field: 'scenario.start', message: p.error.message };
  const position = p.value;
  const letters = scenario.notation === 'tr' ? 'tr' : 'en';
  const moves = scenario.moves ?? [];
  if (!Array.isArray(moves)) return { ok: false, field: 'scenario.moves', message: 'hamle dizisi olmalı' };
  const sans: string[] = [];
  const firstMoveNumber = position.fullmoves;
  const firstColor = position.turn;
  let lastMove: Move | undefined;
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i];
    if (typeof text !== 'string') return { ok: false, field: `scenario.moves[${i}]`, message: 'hamle metni olmalı' };
    const m = readMove(position, text, letters);
    if (typeof m === 'string') return { ok: false, field: `scenario.moves[${i}]`, message: m };
    sans.push(makeSan(position, m, { letters: 'tr' }));
    position.play(m);
    lastMove = m;
  }
  return { ok: true, value: { position, sans, firstMoveNumber, firstColor, lastMove } };
}

/** "47... g5 48. Kh2 Rg8" */
export function numberedMoves(sans: string[], firstMoveNumber: number, firstColor: Color): string {
  const out: string[] = [];
  let n = firstMoveNumber;
  let color = firstColor;
  for (let i = 0; i < sans.length; i++) {
    if (color === 'white') out.push(`${n}. ${sans[i]}`);
    else {
      out.push(i === 0 ? `${n}... ${sans[i]}` : sans[i]);
      n++;
    }
    color = opposite(color);
  }
  return out.join(' ');
}

function mmss(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

const CATEGORY_TR: Record<string, string> = {
  standard: 'standart (klasik) oyun',
  rapid: 'hızlı satranç',
  blitz: 'yıldırım satranç',
};

/**
 * Facts of the scenario shown above its events. The category is shown only when the scenario
 * states it: deriving it from the time control is often what the question asks (A.1/B.1).
 */
export function scenarioFacts(scenario: Record<string, unknown>, replay: Replay): string[] {
  const facts: string[] = [];
  if (scenario.laws === '2001') facts.push('Uygulanacak kurallar: 2001 sürümü.');
  if (typeof scenario.timeControl === 'string') {
    const [base, inc] = scenario.timeControl.split('+');
    facts.push(`Süre: ${base} dakika${inc && inc !== '0' ? `, her hamlede ${inc} saniye eklemeli` : ', eklemesiz'} (${scenario.timeControl}).`);
  }
  if (typeof scenario.category === 'string' && CATEGORY_TR[scenario.category]) facts.push(`Tür: ${CATEGORY_TR[scenario.category]}.`);
  if (scenario.supervision === 'full') facts.push('Yeterli hakem denetimi var (her masada bir hakem).');
  if (scenario.supervision === 'partial') facts.push('Yeterli hakem denetimi yok.');
  const clocks = scenario.clocks as { white?: unknown; black?: unknown } | undefined;
  if (clocks && typeof clocks.white === 'number' && typeof clocks.black === 'number') {
    facts.push(`Kalan süreler: Beyaz ${mmss(clocks.white)}, Siyah ${mmss(clocks.black)}.`);
  }
  const ill = scenario.illegalMoves as { white?: unknown; black?: unknown } | undefined;
  if (ill && (Number(ill.white) > 0 || Number(ill.black) > 0)) {
    facts.push(`Daha önce cezalandırılmış kural dışı hamleler: Beyaz ${Number(ill.white) || 0}, Siyah ${Number(ill.black) || 0}.`);
  }
  if (replay.sans.length) facts.push(`Bu konuma gelen hamleler: ${numberedMoves(replay.sans, replay.firstMoveNumber, replay.firstColor)}.`);
  facts.push(`Tahtadaki konumda hamle sırası ${SIDE_TR[replay.position.turn]}'${replay.position.turn === 'white' ? 'da' : 'ta'}.`);
  return facts;
}

const ROLE_OF: Record<string, Piece['role']> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

const PROMO_TR: Record<string, string> = { q: 'vezir', r: 'kale', b: 'fil', n: 'at', queen: 'vezir', rook: 'kale', bishop: 'fil', knight: 'at' };

/** describeEvent plus the engine's extension events (promote, touch-move claim, accidental touch). */
function eventText(e: EventLike, actor: Color, pieceAt: Parameters<typeof describeEvent>[2]): string {
  const who = SIDE_TR[actor];
  if (typeof e.promote === 'string') return `${who} terfi karesine ${PROMO_TR[e.promote.toLowerCase()] ?? e.promote} koyar.`;
  if (e.claim === 'touch-move') return `${who}, rakibinin dokunduğu taşla oynaması gerektiğini hakeme bildirir.`;
  const text = describeEvent(e, actor, pieceAt);
  if (typeof e.touch === 'string' && e.accidental) return text.replace(/ dokunur\.$/, ' istemeden dokunur.');
  return text;
}

/**
 * The events in Turkish. Who acts follows the spec: the player whose turn it is on the board,
 * unless the event names `by`. A small physical board follows the events so that a touched or
 * moved piece is named as it stands at that moment (after an illegal move is pointed out, the
 * position before it is restored and its author moves again, 7.5.1).
 */
export function describeScenarioEvents(scenario: Record<string, unknown>, replay: Replay): string[] {
  const events = Array.isArray(scenario.events) ? (scenario.events as EventLike[]) : [];
  const letters = scenario.notation === 'tr' ? 'tr' : 'en';
  const pos = replay.position.clone();
  let board: (Piece | null)[] = Array.from({ length: 64 }, (_, i) => pos.pieceAt(i));
  let turn: Color = pos.turn;
  let pending: { move: Move | null; by: Color } | null = null;
  let lastIllegal: { by: Color } | null = null;
  const pieceAt = (square: string) => {
    const sq = parseSquare(square);
    return sq === undefined ? null : board[sq];
  };
  const syncBoard = () => {
    board = Array.from({ length: 64 }, (_, i) => pos.pieceAt(i));
  };
  const out: string[] = [];
  for (const e of events) {
    if (typeof e !== 'object' || e === null) continue;
    const actor: Color = e.by === 'white' || e.by === 'black' ? e.by : turn;
    if (typeof e.move === 'string') {
      const m = readMove(pos, e.move, letters);
      // Moves are told in Turkish letters, as on a Turkish scoresheet.
      out.push(describeEvent(typeof m === 'string' ? e : { ...e, move: makeSan(pos, m, { letters: 'tr' }) }, actor, pieceAt));
      if (typeof m !== 'string') {
        pos.play(m);
        syncBoard();
      }
      turn = opposite(actor);
      lastIllegal = null;
      continue;
    }
    out.push(eventText(e, actor, pieceAt));
    if (typeof e.place === 'string' && /^[a-h][1-8][a-h][1-8][qrbn]?$/i.test(e.place)) {
      const from = parseSquare(e.place.slice(0, 2))!;
      const to = parseSquare(e.place.slice(2, 4))!;
      const promo = e.place[4]?.toLowerCase();
      const piece = board[from];
      const move: Move = promo ? { from, to, promotion: ROLE_OF[promo] } : { from, to };
      // En passant and castling by a king's two-square step are left to the engine; the
      // physical picture only needs the moved piece.
      board[to] = piece && promo ? { role: ROLE_OF[promo], color: piece.color } : piece;
      board[from] = null;
      pending = { move: pos.turn === actor && pos.isLegal(move) ? move : null, by: actor };
    } else if (e.castle === 'king' || e.castle === 'queen') {
      const rank = actor === 'white' ? 0 : 56;
      const move: Move = { from: rank + 4, to: rank + (e.castle === 'king' ? 6 : 2) };
      const rookFrom = rank + (e.castle === 'king' ? 7 : 0);
      const rookTo = rank + (e.castle === 'king' ? 5 : 3);
      board[move.to] = board[move.from];
      board[move.from] = null;
      board[rookTo] = board[rookFrom];
      board[rookFrom] = null;
      pending = { move: pos.turn === actor && pos.isLegal(move) ? move : null, by: actor };
    } else if (e.press) {
      if (pending) {
        if (pending.move) {
          pos.play(pending.move);
          syncBoard();
          lastIllegal = null;
        } else lastIllegal = { by: pending.by };
        turn = opposite(pending.by);
        pending = null;
      }
    } else if (e.claim === 'illegal' || e.arbiter === 'illegal') {
      if (lastIllegal) {
        // 7.5.1: the position before the illegal move is restored; its author moves again.
        syncBoard();
        turn = lastIllegal.by;
        lastIllegal = null;
      }
    }
  }
  return out;
}

/** Labels of a question's options, whatever its type. */
export function choiceLabels(q: Question): string[] {
  if (q.type === 'truefalse') return ['Doğru', 'Yanlış'];
  if (q.type === 'numeric') return [];
  return (q.choices ?? []).map((c) => (typeof c === 'string' ? c : (c as ScenarioChoice).label));
}

/** The shape shipped to pages and islands. Throws on a scenario that cannot be replayed (the schema check reports it first). */
export function toClientQuestion(q: Question): ClientQuestion {
  const out: ClientQuestion = {
    id: q.id,
    articles: q.articles,
    group: primaryGroup(q),
    edition: q.edition,
    type: q.type,
    difficulty: q.difficulty,
    text: q.text,
    choices: choiceLabels(q),
    answer: q.answer,
    explanation: q.explanation,
  };
  if (q.unit) out.unit = q.unit;
  if (q.fen) out.board = { fen: q.fen, highlight: [] };
  if (q.type === 'scenario' && q.scenario) {
    const r = replayScenario(q.scenario);
    if (!r.ok) throw new Error(`${q.file} › ${q.id} › ${r.field}: ${r.message}`);
    const last = r.value.lastMove;
    out.board = {
      fen: r.value.position.fen(),
      highlight: last ? [squareName(last.from), squareName(last.to)] : [],
    };
    out.facts = scenarioFacts(q.scenario, r.value);
    out.events = describeScenarioEvents(q.scenario, r.value);
  }
  return out;
}
