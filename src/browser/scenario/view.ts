// The view of a scenario for the site, read off the engine's output (`rule()`: the typed
// scenario, the ruling and the trace): the position before the events, each event in Turkish with
// the board after it, the ruling — and, for the 2018 and 2023 editions, the ruling under the other
// one, so that a page can show both where they differ. Also the check of a written expected
// ruling against the engine (the build fails on a mismatch).
import { Position, parseFen, makeSan, readMove } from '../../engine/index.ts';
import { historySan } from '../../engine/rulings/index.ts';
import type { Laws, Ruled, Ruling } from '../../engine/rulings/index.ts';
import { describeEvent, type Side } from './describe.ts';
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

/** The same scenario ruled by the other of the 2018 and 2023 editions. */
export interface EditionComparison {
  laws: Laws;
  ruling: Ruling;
  /** Whether the two rulings differ (result, termination, position, obligation, clocks, articles). */
  differs: boolean;
  /** Articles cited by only one of the two rulings. */
  onlyHere: string[];
  onlyThere: string[];
}

export interface ScenarioView {
  laws: Laws;
  /** The position when the events begin (after `moves`). */
  start: string;
  /** The moves before the events, SAN in the view's letters. */
  moves: string[];
  clocks: { white: number; black: number } | null;
  timeControl: string | null;
  steps: ScenarioStep[];
  ruling: Ruling;
  other: EditionComparison | null;
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

const OTHER: Partial<Record<Laws, Laws>> = { '2018': '2023', '2023': '2018' };

/** The other edition to compare with (2018 ↔ 2023; none for 2001). */
export const otherEdition = (laws: Laws): Laws | null => OTHER[laws] ?? null;

export function compareEditions(here: Ruling, there: Ruling): EditionComparison {
  const a = new Set(here.articles);
  const b = new Set(there.articles);
  const onlyHere = here.articles.filter((x) => !b.has(x));
  const onlyThere = there.articles.filter((x) => !a.has(x));
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const differs =
    here.result !== there.result ||
    here.termination !== there.termination ||
    here.fen !== there.fen ||
    !same(here.obligation, there.obligation) ||
    !same(here.clockAdjustments, there.clockAdjustments) ||
    onlyHere.length > 0 ||
    onlyThere.length > 0;
  return { laws: there.laws, ruling: there, differs, onlyHere, onlyThere };
}

export function buildView(ruled: Ruled, other: Ruled | null, letters: Letters = 'en'): ScenarioView {
  const s = ruled.scenario;
  return {
    laws: s.laws,
    start: s.afterMoves,
    moves: historySan(s, letters),
    clocks: s.clocks ?? null,
    timeControl: s.timeControl?.text ?? null,
    steps: timeline(ruled, letters),
    ruling: ruled.ruling,
    other: other ? compareEditions(ruled.ruling, other.ruling) : null,
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
      (e !== null && r !== null && e.kind === r.kind && e.square === r.square &&
        show(e.moves.map(strip).sort()) === show(r.moves.map(strip).sort()));
    if (!same) diffs.push(`obligation: beklenen ${show(e)}, motor ${show(r)}`);
  }
  if ('clockAdjustments' in expected) {
    const e = sortJson((expected.clockAdjustments as Ruling['clockAdjustments']).map((a) => ({ side: a.side, seconds: a.seconds })));
    const r = sortJson(ruling.clockAdjustments.map((a) => ({ side: a.side, seconds: a.seconds })));
    if (show(e) !== show(r)) diffs.push(`clockAdjustments: beklenen ${show(expected.clockAdjustments)}, motor ${show(ruling.clockAdjustments)}`);
  }
  if ('illegalMoves' in expected && show(expected.illegalMoves) !== show(ruling.illegalMoves)) {
    diffs.push(`illegalMoves: beklenen ${show(expected.illegalMoves)}, motor ${show(ruling.illegalMoves)}`);
  }
  for (const key of ['clocks', 'recording'] as const) {
    if (key in expected && show(expected[key]) !== show(ruling[key] ?? null)) diffs.push(`${key}: beklenen ${show(expected[key])}, motor ${show(ruling[key] ?? null)}`);
  }
  if ('articles' in expected) {
    const e = [...new Set(expected.articles as string[])].sort();
    const r = [...new Set(ruling.articles)].sort();
    if (show(e) !== show(r)) diffs.push(`articles: beklenen ${show(e)}, motor ${show(r)}`);
  }
  return diffs;
}
