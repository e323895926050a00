// The view of a scenario for the site: the engine's ruling turned into what a reader sees —
// the position before the events, each event in Turkish with the board after it, and the ruling.
// Also the check of a written expected ruling against the engine (the build fails on a mismatch).
import { describeEvent, type PieceAt, type Side } from './describe.ts';

export interface RulingLike {
  result: string | null;
  termination: string | null;
  fen: string;
  toMove: Side | null;
  obligation: { kind: string; square: string; moves: string[] } | null;
  clockAdjustments: { side: Side; seconds: number; article: string }[];
  illegalMoves: { white: number; black: number };
  articles: string[];
  steps: { article: string; text: string }[];
  laws?: string;
  category?: string;
  clocks?: { white: number; black: number };
  trace?: { event: number; fen: string; highlight: string[]; note: string }[];
}

export interface ScenarioStep {
  index: number;
  actor: Side;
  text: string;
  note: string;
  fen: string;
  highlight: string[];
}

export interface ScenarioView {
  laws: '2018' | '2001';
  /** The position when the events begin (after `moves`). */
  start: string;
  moves: string[];
  clocks: { white: number; black: number } | null;
  timeControl: string | null;
  steps: ScenarioStep[];
  ruling: RulingLike;
}

const ROLE: Record<string, 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn'> = {
  k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn',
};

export function pieceAtFen(fen: string): PieceAt {
  const rows = fen.split(' ')[0].split('/');
  return (square: string) => {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]);
    const row = rows[8 - rank];
    if (!row) return null;
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else {
        if (f === file) return { role: ROLE[ch.toLowerCase()], color: ch === ch.toUpperCase() ? 'white' : 'black' };
        f++;
      }
    }
    return null;
  };
}

function turnOf(fen: string): Side {
  return fen.split(' ')[1] === 'b' ? 'black' : 'white';
}

/** Who did an event: the one it names, else the side to move on the board before it. */
function actorOf(event: Record<string, unknown>, before: string): Side {
  const by = event.by;
  if (by === 'white' || by === 'black') return by;
  return turnOf(before);
}

export function buildView(
  scenario: Record<string, unknown>,
  startOfEvents: string,
  ruling: RulingLike,
): ScenarioView {
  const events = (scenario.events as Record<string, unknown>[]) ?? [];
  const trace = ruling.trace ?? [];
  const steps: ScenarioStep[] = [];
  let before = startOfEvents;
  events.forEach((e, i) => {
    const t = trace.find((x) => x.event === i);
    const actor = actorOf(e, before);
    steps.push({
      index: i,
      actor,
      text: describeEvent(e, actor, pieceAtFen(before)),
      note: t?.note ?? '',
      fen: t?.fen ?? before,
      highlight: t?.highlight ?? [],
    });
    if (t) before = t.fen;
  });
  return {
    laws: scenario.laws === '2001' ? '2001' : '2018',
    start: startOfEvents,
    moves: (scenario.moves as string[]) ?? [],
    clocks: (scenario.clocks as { white: number; black: number }) ?? null,
    timeControl: (scenario.timeControl as string) ?? null,
    steps,
    ruling,
  };
}

const strip = (san: string) => san.replace(/[+#]/g, '');
const sortJson = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();

/** Differences between a written expected ruling and the engine's (empty = agreement). */
export function compareRuling(expected: Record<string, unknown>, ruling: RulingLike): string[] {
  const diffs: string[] = [];
  const show = (v: unknown) => JSON.stringify(v);
  for (const key of ['result', 'termination', 'toMove'] as const) {
    if (key in expected && expected[key] !== ruling[key]) diffs.push(`${key}: beklenen ${show(expected[key])}, motor ${show(ruling[key])}`);
  }
  if ('fen' in expected && expected.fen !== ruling.fen) diffs.push(`fen: beklenen ${show(expected.fen)}, motor ${show(ruling.fen)}`);
  if ('obligation' in expected) {
    const e = expected.obligation as RulingLike['obligation'];
    const r = ruling.obligation;
    const same =
      (e === null && r === null) ||
      (e !== null && r !== null && e.kind === r.kind && e.square === r.square &&
        show(e.moves.map(strip).sort()) === show(r.moves.map(strip).sort()));
    if (!same) diffs.push(`obligation: beklenen ${show(e)}, motor ${show(r)}`);
  }
  if ('clockAdjustments' in expected) {
    const e = sortJson((expected.clockAdjustments as RulingLike['clockAdjustments']).map((a) => ({ side: a.side, seconds: a.seconds })));
    const r = sortJson(ruling.clockAdjustments.map((a) => ({ side: a.side, seconds: a.seconds })));
    if (show(e) !== show(r)) diffs.push(`clockAdjustments: beklenen ${show(expected.clockAdjustments)}, motor ${show(ruling.clockAdjustments)}`);
  }
  if ('illegalMoves' in expected && show(expected.illegalMoves) !== show(ruling.illegalMoves)) {
    diffs.push(`illegalMoves: beklenen ${show(expected.illegalMoves)}, motor ${show(ruling.illegalMoves)}`);
  }
  if ('articles' in expected) {
    const e = [...new Set(expected.articles as string[])].sort();
    const r = [...new Set(ruling.articles)].sort();
    if (show(e) !== show(r)) diffs.push(`articles: beklenen ${show(e)}, motor ${show(r)}`);
  }
  return diffs;
}
