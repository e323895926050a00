// The view of a scenario for the site, read off the engine's output (`rule()`: the typed
// scenario, the ruling and the trace): the position before the events, each event in Turkish with
// the board after it, the ruling of the edition in force (2023) first, and the rulings under the
// editions it is compared with (2018, and the scenario's own when older), so that a page can say
// whether the outcome differs. Also the check of a written expected
// ruling against the engine (the build fails on a mismatch).
import { Position, parseFen, makeSan, readMove } from '../../engine/index.ts';
import { historySan } from '../../engine/rulings/index.ts';
import type { Laws, Ruled, Ruling } from '../../engine/rulings/index.ts';
import { describeEvent } from './describe.ts';
import type { Side } from './labels.ts';
import type { Letters } from './notation.ts';

export interface ScenarioStep {
  index: number;
  actor: Side | 'arbiter';
  text: string;
  note: string;
  /** The board before and after the event (FEN, as it physically stands). */
  before: string;
  fen: string;
  highlight: string[];
  articles: string[];
}

/** The same scenario ruled by another edition, compared with the ruling the page shows first. */
export interface EditionComparison {
  laws: Laws;
  ruling: Ruling;
  /** Whether the outcome differs (`outcomeDiffers`); a renumbering alone does not count. */
  differs: boolean;
  /** Articles cited by only one of the two rulings (renumbered or applied in one edition only). */
  onlyHere: string[];
  onlyThere: string[];
}

export interface ScenarioView {
  /** The edition the scenario names (its expected ruling is of this edition). */
  laws: Laws;
  /** The edition of the ruling shown first: the one in force (2023), unless the scenario cannot be ruled by it. */
  shown: Laws;
  /** The position when the events begin (after `moves`). */
  start: string;
  /** The moves before the events, SAN in the view's letters. */
  moves: string[];
  clocks: { white: number; black: number } | null;
  timeControl: string | null;
  steps: ScenarioStep[];
  /** The ruling of `shown`, with its steps. */
  ruling: Ruling;
  /** The same scenario under the older editions it is compared with (2018; also the scenario's own, e.g. 2001), newest first. */
  others: EditionComparison[];
}

/** Each event of a ruled scenario in Turkish, with the boards and squares of the trace. */
export function timeline(ruled: Ruled, letters: Letters = 'en'): ScenarioStep[] {
  const { scenario, trace } = ruled;
  return trace.map((t) => {
    const ev = scenario.events[t.event];
    const board = parseFen(t.before);
    const pieceAt = board.ok ? (sq: number) => board.value.board[sq] : undefined;
    let san: string | undefined;
    if (ev.kind === 'move') {
      const pos = Position.fromFen(t.before);
      const m = pos.ok ? readMove(pos.value, ev.text, scenario.notation) : null;
      if (pos.ok && m?.ok) san = makeSan(pos.value, m.value, { letters });
    }
    return {
      index: t.event,
      actor: t.actor,
      text: describeEvent(ev, t.actor, pieceAt, san),
      note: t.note,
      before: t.before,
      fen: t.after,
      highlight: t.highlight,
      articles: t.articles,
    };
  });
}

/** The edition in force since 1 January 2023: every page shows its ruling first. */
export const IN_FORCE: Laws = '2023';

/**
 * The editions a scenario's ruling is compared with, besides the one shown first: the edition in
 * force and the 2018 text (the last one before it), and the scenario's own edition (2001), newest first.
 */
export function comparedEditions(laws: Laws, shown: Laws = IN_FORCE): Laws[] {
  const all: Laws[] = [IN_FORCE, '2018', laws];
  return all.filter((l, i) => l !== shown && all.indexOf(l) === i).sort((x, y) => Number(y) - Number(x));
}

const sameJson = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
const outcomeObligation = (o: Ruling['obligation']) =>
  o ? { kind: o.kind, square: o.square, moves: o.moves.map((m) => m.replace(/[+#]/g, '')).sort() } : null;
const outcomeClocks = (adj: Ruling['clockAdjustments']) => adj.map((a) => `${a.side}:${a.seconds}`).sort();

/**
 * Whether two rulings of one scenario differ in what happens at the board: result, termination,
 * the position left, touch-move obligation, clock adjustments (sides and seconds) or the count of
 * penalised illegal moves. Article numbers are left out: a renumbering (2018 A.4.2 = 2023 A.5.2)
 * changes no ruling.
 */
export function outcomeDiffers(a: Ruling, b: Ruling): boolean {
  return (
    a.result !== b.result ||
    a.termination !== b.termination ||
    a.fen !== b.fen ||
    !sameJson(outcomeObligation(a.obligation), outcomeObligation(b.obligation)) ||
    !sameJson(outcomeClocks(a.clockAdjustments), outcomeClocks(b.clockAdjustments)) ||
    !sameJson(a.illegalMoves, b.illegalMoves)
  );
}

export function compareEditions(here: Ruling, there: Ruling): EditionComparison {
  const a = new Set(here.articles);
  const b = new Set(there.articles);
  const onlyHere = here.articles.filter((x) => !b.has(x));
  const onlyThere = there.articles.filter((x) => !a.has(x));
  return { laws: there.laws, ruling: there, differs: outcomeDiffers(here, there), onlyHere, onlyThere };
}

/** The view of `shown` (the ruling shown first), compared with `others`; `laws` is the scenario's own edition. */
export function buildView(ruled: Ruled, others: Ruled[], letters: Letters = 'en', laws: Laws = ruled.scenario.laws): ScenarioView {
  const s = ruled.scenario;
  return {
    laws,
    shown: s.laws,
    start: s.afterMoves,
    moves: historySan(s, letters),
    clocks: s.clocks ?? null,
    timeControl: s.timeControl?.text ?? null,
    steps: timeline(ruled, letters),
    ruling: ruled.ruling,
    others: others.map((o) => compareEditions(ruled.ruling, o.ruling)),
  };
}

const strip = (san: string) => san.replace(/[+#]/g, '');
const sortJson = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();

/** Differences between a written expected ruling and the engine's (empty = agreement). */
export function compareRuling(expected: Record<string, unknown>, ruling: Ruling): string[] {
  const diffs: string[] = [];
  const show = (v: unknown) => JSON.stringify(v);
  for (const key of ['result', 'termination', 'toMove'] as const) {
    if (key in expected && expected[key] !== ruling[key]) diffs.push(`${key}: beklenen ${show(expected[key])}, motor ${show(ruling[key])}`);
  }
  if ('fen' in expected && expected.fen !== ruling.fen) diffs.push(`fen: beklenen ${show(expected.fen)}, motor ${show(ruling.fen)}`);
  if ('obligation' in expected) {
    const e = expected.obligation as Ruling['obligation'];
    const r = ruling.obligation;
    const same =
      (e === null && r === null) ||
      (e !== null &&
        r !== null &&
        e.kind === r.kind &&
        e.square === r.square &&
        show(e.moves.map(strip).sort()) === show(r.moves.map(strip).sort()));
    if (!same) diffs.push(`obligation: beklenen ${show(e)}, motor ${show(r)}`);
  }
  if ('clockAdjustments' in expected) {
    const e = sortJson((expected.clockAdjustments as Ruling['clockAdjustments']).map((a) => ({ side: a.side, seconds: a.seconds })));
    const r = sortJson(ruling.clockAdjustments.map((a) => ({ side: a.side, seconds: a.seconds })));
    if (show(e) !== show(r))
      diffs.push(`clockAdjustments: beklenen ${show(expected.clockAdjustments)}, motor ${show(ruling.clockAdjustments)}`);
  }
  if ('illegalMoves' in expected && show(expected.illegalMoves) !== show(ruling.illegalMoves)) {
    diffs.push(`illegalMoves: beklenen ${show(expected.illegalMoves)}, motor ${show(ruling.illegalMoves)}`);
  }
  for (const key of ['clocks', 'recording'] as const) {
    if (key in expected && show(expected[key]) !== show(ruling[key] ?? null))
      diffs.push(`${key}: beklenen ${show(expected[key])}, motor ${show(ruling[key] ?? null)}`);
  }
  if ('articles' in expected) {
    const e = [...new Set(expected.articles as string[])].sort();
    const r = [...new Set(ruling.articles)].sort();
    if (show(e) !== show(r)) diffs.push(`articles: beklenen ${show(e)}, motor ${show(r)}`);
  }
  return diffs;
}
