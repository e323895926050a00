// The tie-break tool island (components/tiebreak/TiebreakTool.tsx) as a reducer: the TRF text, the
// codes, the rules and the round-robin choice as typed, the ranking last computed (or the Turkish
// error) and the player whose working is open. Pure: the island reads files and moves the focus.
import { computeStandings, formatTrfError, parseTrf } from '../tiebreak/index.ts';
import type { RulesVersion, Standings } from '../tiebreak/index.ts';
import { err, ok, type Result } from '../engine/index.ts';
import { MAX_TRF_BYTES, limitMessage } from '../lib/index.ts';

/** The ranking with the warnings of reading and computing, or the Turkish error. */
export type Outcome = Result<{ standings: Standings; warnings: string[] }, string>;

export const DEFAULT_CODES = 'BH/C1 SB';

export function computeOutcome(text: string, codes: string, rules: RulesVersion, roundRobin: boolean): Outcome {
  if (text.length > MAX_TRF_BYTES) return err(limitMessage.trf(text.length));
  const parsed = parseTrf(text);
  if (!parsed.ok) return err(formatTrfError(parsed.error));
  const list = codes.split(/[\s,;]+/).filter(Boolean);
  const s = computeStandings(parsed.value.tournament, list, { rules, roundRobin });
  if (!s.ok) return s;
  return ok({ standings: s.value, warnings: [...parsed.value.warnings, ...s.value.warnings] });
}

export interface TiebreakToolState {
  text: string;
  codes: string;
  rules: RulesVersion;
  roundRobin: boolean;
  outcome: Outcome;
  /** The player whose working is shown (start number), null when none. */
  selected: number | null;
  /** The island runs (the server render has no working button). */
  ready: boolean;
}

export type TiebreakToolAction =
  | { type: 'hydrated'; example: string }
  | { type: 'text'; text: string }
  | { type: 'codes'; codes: string }
  | { type: 'addCode'; code: string }
  | { type: 'rules'; rules: RulesVersion }
  | { type: 'roundRobin'; on: boolean }
  | { type: 'compute' }
  | { type: 'fileTooBig'; size: number }
  | { type: 'fileRead'; text: string }
  | { type: 'select'; id: number };

/** The server render: the example's ranking; `text` and `codes` as typed before the island hydrated. */
export function initialTiebreakTool({ example, text, codes }: { example: string; text: string; codes: string }): TiebreakToolState {
  return {
    text,
    codes,
    rules: '2026',
    roundRobin: false,
    outcome: computeOutcome(example, DEFAULT_CODES, '2026', false),
    selected: null,
    ready: false,
  };
}

const recompute = (s: TiebreakToolState, text = s.text): TiebreakToolState => ({
  ...s,
  text,
  outcome: computeOutcome(text, s.codes, s.rules, s.roundRobin),
  selected: null,
});

export function reduceTiebreakTool(s: TiebreakToolState, a: TiebreakToolAction): TiebreakToolState {
  switch (a.type) {
    case 'hydrated':
      // Typed input is computed once the island runs; the example's ranking is already there.
      return s.text !== a.example || s.codes !== DEFAULT_CODES ? { ...recompute(s), ready: true } : { ...s, ready: true };
    case 'text':
      return { ...s, text: a.text };
    case 'codes':
      return { ...s, codes: a.codes };
    case 'addCode':
      return { ...s, codes: `${s.codes.trim()} ${a.code}`.trim() };
    case 'rules':
      return { ...s, rules: a.rules };
    case 'roundRobin':
      return { ...s, roundRobin: a.on };
    case 'compute':
      return recompute(s);
    case 'fileTooBig':
      // Checked before reading: a huge file is never loaded into the page.
      return { ...s, outcome: err(limitMessage.trf(a.size)), selected: null };
    case 'fileRead':
      return recompute(s, a.text);
    case 'select':
      return { ...s, selected: a.id === s.selected ? null : a.id };
  }
}
