// The penalty card (/araclar/cezalar/): what the arbiter does, by category, supervision and case,
// every cell ruled by the engine's rule() — the function the scenario pages use — on a tiny
// scenario built for that cell. Nothing here states a penalty: the cell shows what the ruling
// says (result, termination, clock adjustments, articles, warnings). Pure; runs at build time.
import { EDITIONS, rule } from '../engine/rulings/index.ts';
import type { Category, Laws, Ruling, Supervision } from '../engine/rulings/index.ts';

/** The supervision columns an arbiter knows, and what each is in the Laws' terms (full or not). */
export type Column = 'per-game' | 'up-to-three' | 'partial';
export const COLUMNS: readonly { id: Column; label: string }[] = [
  { id: 'per-game', label: 'Her oyuna bir hakem' },
  { id: 'up-to-three', label: 'Bir hakem en çok üç oyuna' },
  { id: 'partial', label: 'Kısmi gözetim' },
];

/**
 * Full supervision: in rapid an arbiter for at most three games is enough (2018 A.3, 2023 A.4),
 * in blitz only an arbiter per game (2018 B.3/B.4, 2023 B.2/B.3). Standard play has no such rule.
 */
export function engineSupervision(category: Category, column: Column): Supervision {
  if (column === 'partial') return 'partial';
  if (column === 'up-to-three') return category === 'blitz' ? 'partial' : 'full';
  return 'full';
}

export const CATEGORIES: readonly { id: Category; label: string; timeControl: string }[] = [
  { id: 'standard', label: 'Standart (90+30)', timeControl: '90+30' },
  { id: 'rapid', label: 'Hızlı (15+10)', timeControl: '15+10' },
  { id: 'blitz', label: 'Yıldırım (3+2)', timeControl: '3+2' },
];

export type CaseId =
  | 'illegal-first'
  | 'illegal-second'
  | 'wrong-claim'
  | 'flag-unwinnable'
  | 'illegal-position'
  | 'setup-before-ten'
  | 'setup-after-ten'
  | 'colours-before-ten'
  | 'colours-after-ten';

const OPENING = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'];
const ELEVEN_EACH = [
  'd4',
  'd5',
  'c4',
  'e6',
  'Nc3',
  'Nf6',
  'Bg5',
  'Be7',
  'e3',
  'O-O',
  'Nf3',
  'Nbd7',
  'Rc1',
  'c6',
  'Bd3',
  'dxc4',
  'Bxc4',
  'Nd5',
  'Bxe7',
  'Qxe7',
  'O-O',
  'Nxc3',
];
/** An illegal knight move by White, completed by the press; without full supervision Black claims it (A.4.2 / A.5.2). */
const illegalMove = (sup: Supervision) => [
  { touch: 'f3' },
  { place: 'f3f5' },
  { press: true },
  ...(sup === 'partial' ? [{ claim: 'illegal', by: 'black' }] : []),
];

export interface CaseDef {
  id: CaseId;
  label: string;
  /** The events of the cell (White is the player concerned), without laws, time control and supervision. */
  scenario: (sup: Supervision) => Record<string, unknown>;
}

export const CASES: readonly CaseDef[] = [
  { id: 'illegal-first', label: 'İlk tamamlanmış kural dışı hamle', scenario: (sup) => ({ moves: OPENING, events: illegalMove(sup) }) },
  {
    id: 'illegal-second',
    label: 'İkinci tamamlanmış kural dışı hamle',
    scenario: (sup) => ({ moves: OPENING, illegalMoves: { white: 1, black: 0 }, events: illegalMove(sup) }),
  },
  {
    id: 'wrong-claim',
    label: 'Yanlış beraberlik savı (üç kez tekrar)',
    scenario: () => ({ moves: OPENING, events: [{ claim: 'threefold' }] }),
  },
  {
    id: 'flag-unwinnable',
    label: 'Bayrak düştü, rakip mat edemez',
    // Black has a lone king; without full supervision Black claims the win on time (A.4.3 / A.5.3).
    scenario: (sup) => ({
      start: '4k3/8/8/8/8/8/3QK3/8 w - - 0 60',
      events: [{ flag: 'white', ...(sup === 'partial' ? { by: 'black' } : {}) }],
    }),
  },
  {
    id: 'illegal-position',
    label: 'Kural dışı konum (son yatayda piyon)',
    // Full supervision: the arbiter sees the unpromoted pawn at once. Otherwise nobody does until a move later (A.4.4 / A.5.4).
    scenario: (sup) => ({
      start: '8/4P3/5k2/8/3K4/8/1r6/8 w - - 0 55',
      events: [
        { touch: 'e7' },
        { place: 'e7e8' },
        { press: true },
        ...(sup === 'partial' ? [{ move: 'Rb3' }, { arbiter: 'illegal' }, { move: 'Kc5' }] : [{ arbiter: 'illegal' }]),
      ],
    }),
  },
  {
    id: 'setup-before-ten',
    label: 'Taşlar yanlış dizilmiş, on hamleden önce',
    scenario: () => ({ moves: OPENING, events: [{ found: 'initial-position' }] }),
  },
  {
    id: 'setup-after-ten',
    label: 'Taşlar yanlış dizilmiş, on hamleden sonra',
    scenario: () => ({ moves: ELEVEN_EACH, events: [{ found: 'initial-position' }] }),
  },
  {
    id: 'colours-before-ten',
    label: 'Renkler ters, on hamleden önce',
    scenario: () => ({ moves: OPENING, events: [{ found: 'colours-reversed' }] }),
  },
  {
    id: 'colours-after-ten',
    label: 'Renkler ters, on hamleden sonra',
    scenario: () => ({ moves: ELEVEN_EACH, events: [{ found: 'colours-reversed' }] }),
  },
];

/** The scenario of one cell, as the engine reads it. */
export function cellScenario(laws: Laws, category: Category, column: Column, c: CaseDef): Record<string, unknown> {
  const sup = engineSupervision(category, column);
  const tc = CATEGORIES.find((x) => x.id === category)!.timeControl;
  return { laws, timeControl: tc, ...(category === 'standard' ? {} : { supervision: sup }), ...c.scenario(sup) };
}

export interface Cell {
  case: CaseId;
  category: Category;
  column: Column;
  /** "Rakibe 1 dakika eklenir", "Kaybeder (0-1)", "Yeni oyun", "Oyun sürer". */
  outcome: string;
  /** The articles that decide it (the penalty's, the supervision's, the ending's), in the edition's numbers. */
  articles: string[];
  /** The ruling's warnings as the card prints them ("B.2: …"). */
  warnings: string[];
  ruling: Ruling;
}

const minutes = (s: number) => (s % 60 === 0 ? `${s / 60} dakika` : `${s} saniye`);

/** The cell's outcome in a few Turkish words, read off the ruling (White is the player concerned). */
export function outcomeText(r: Ruling): string {
  const parts: string[] = [];
  if (r.termination === 'restart') parts.push('Oyun iptal, yeni oyun');
  else if (r.result === '0-1') parts.push('Kaybeder (0-1)');
  else if (r.result === '1-0') parts.push('Kazanır (1-0)');
  else if (r.result === '1/2-1/2')
    parts.push(
      r.termination === 'illegal-position'
        ? // Only when nobody noticed before the opponent moved: a claim in time gets the usual penalty (issue 35).
          'Berabere, ancak kural dışı konum rakip oynadıktan sonra fark edildiyse (rakip hamlesini yapmadan savda bulunulursa olağan ceza)'
        : 'Berabere (rakip mat edemez)',
    );
  for (const a of r.clockAdjustments) parts.push(a.seconds >= 0 ? `rakibe +${minutes(a.seconds)}` : `−${minutes(-a.seconds)}`);
  if (!r.result && !r.termination) parts.push(r.clockAdjustments.length ? 'oyun sürer' : 'Oyun olduğu gibi sürer');
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The category's definition (A.1, B.1) is the same in every cell; what decides is the rest. */
const DEFINITION = new Set(['A.1', 'B.1']);

export function keyArticles(r: Ruling): string[] {
  const out: string[] = [];
  const add = (a: string) => {
    if (!DEFINITION.has(a) && !out.includes(a)) out.push(a);
  };
  // The supervision's and the penalty's appendix articles, in the order the ruling cites them.
  for (const s of r.steps) if (/^[AB]\./.test(s.article)) add(s.article);
  if (r.clockAdjustments.length) for (const a of r.clockAdjustments) add(a.article);
  else if (r.steps.length) add(r.steps[r.steps.length - 1].article);
  return out;
}

/** One cell: the engine's ruling of its scenario. Throws (the build stops) if the engine refuses it. */
export function computeCell(laws: Laws, category: Category, column: Column, c: CaseDef): Cell {
  const r = rule(cellScenario(laws, category, column, c));
  if (!r.ok) throw new Error(`Ceza kartı ${laws} ${category} ${column} ${c.id}: ${r.error.message}`);
  const ruling = r.value.ruling;
  return {
    case: c.id,
    category,
    column,
    outcome: outcomeText(ruling),
    articles: keyArticles(ruling),
    warnings: ruling.warnings.map(warningText),
    ruling,
  };
}

/** Columns of a category: standard play knows no supervision rule, so one column. */
export const columnsOf = (category: Category): readonly Column[] => (category === 'standard' ? ['per-game'] : COLUMNS.map((c) => c.id));

export interface Card {
  laws: Laws;
  rows: { def: CaseDef; cells: Record<Category, Cell[]> }[];
}

export function penaltyCard(laws: Laws): Card {
  return {
    laws,
    rows: CASES.map((def) => ({
      def,
      cells: Object.fromEntries(
        CATEGORIES.map((cat) => [cat.id, columnsOf(cat.id).map((col) => computeCell(laws, cat.id, col, def))]),
      ) as Record<Category, Cell[]>,
    })),
  };
}

/**
 * Which case of the card a ruled scenario shows, or null: read off its ruling and events, so a
 * content scenario is linked from the cells whose case, category and supervision it shares.
 */
export function caseOfRuling(r: Ruling, scenario: Record<string, unknown>): CaseId | null {
  const events = Array.isArray(scenario.events) ? (scenario.events as Record<string, unknown>[]) : [];
  const found = events.find((e) => typeof e.found === 'string')?.found;
  const after = movesEach(scenario) >= 10;
  if (found === 'initial-position' || found === 'misplaced') return after ? 'setup-after-ten' : 'setup-before-ten';
  if (found === 'colours-reversed') return after ? 'colours-after-ten' : 'colours-before-ten';
  if (r.termination === 'illegal-moves' || r.termination === 'illegal-moves-unwinnable') return 'illegal-second';
  if (r.termination === 'timeout-unwinnable') return 'flag-unwinnable';
  if (r.termination === 'illegal-position') return 'illegal-position';
  if (r.clockAdjustments.some((a) => a.article === '9.5.3')) return 'wrong-claim';
  // A pawn left unpromoted on the last rank and caught at once (7.5.2) is the illegal position of the row under full supervision.
  if (r.clockAdjustments.some((a) => a.article === '7.5.5')) return r.articles.includes('7.5.2') ? 'illegal-position' : 'illegal-first';
  return null;
}

/** Moves completed by each player before the events: the start's move number, then the history. */
export function movesEach(scenario: Record<string, unknown>): number {
  const start = typeof scenario.start === 'string' ? Number(scenario.start.trim().split(/\s+/)[5] ?? '1') : 1;
  const moves = Array.isArray(scenario.moves) ? scenario.moves.length : 0;
  return (Number.isFinite(start) ? start - 1 : 0) + Math.floor(moves / 2);
}

/** The edition's article prefix of play without full supervision ("A.5" in 2023, "A.4" in 2018). */
export function partialAppendix(laws: Laws): string | null {
  const p = EDITIONS[laws].partial;
  return p ? p.illegal.split('.').slice(0, 2).join('.') : null;
}

export interface ScenarioLink {
  href: string;
  title: string;
}

/**
 * The content scenarios by the cell they show: each scenario (of the 2018 text or the 2023 edition)
 * is ruled under both editions, as its page shows it, and filed under the case its ruling is, its
 * category and its supervision. Key: `laws|case|category|supervision`.
 */
/** The editions the card is drawn for, the one in force first (src/pages/araclar/cezalar.astro). */
const CARD_EDITIONS = ['2023', '2018'] as const;

export function scenarioIndex(
  entries: readonly { href: string; title: string; scenario: Record<string, unknown> }[],
  rulings: (s: Record<string, unknown>) => Ruling | null,
): Map<string, ScenarioLink> {
  const index = new Map<string, ScenarioLink>();
  for (const e of entries) {
    const own = e.scenario.laws ?? CARD_EDITIONS[0];
    if (!(CARD_EDITIONS as readonly unknown[]).includes(own)) continue;
    for (const laws of CARD_EDITIONS) {
      const r = rulings({ ...e.scenario, laws });
      if (!r) continue;
      const c = caseOfRuling(r, e.scenario);
      if (!c) continue;
      const key = `${laws}|${c}|${r.category}|${r.category === 'standard' ? 'full' : (r.supervision ?? 'partial')}`;
      if (!index.has(key)) index.set(key, { href: e.href, title: e.title });
    }
  }
  return index;
}

export const cellKey = (laws: Laws, cell: Cell) =>
  `${laws}|${cell.case}|${cell.category}|${cell.category === 'standard' ? 'full' : engineSupervision(cell.category, cell.column)}`;

/** A ruling's warning as one line: its article first, when it names one. */
export const warningText = (w: { article: string | null; note: string }): string => (w.article ? `${w.article}: ${w.note}` : w.note);
