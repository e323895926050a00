// The scenario board island (components/scenario/ScenarioPlayer.tsx) as a reducer: which step of the
// timeline is shown, whether the island is live, the notation letters; and what the board shows at a
// step. Pure: no DOM; the island wires the keys and focus.
import { placementOf, turnOf } from '../fen.ts';
import { SIDE_TR } from './labels.ts';
import type { Letters } from './notation.ts';
import type { ScenarioStep, ScenarioView } from './view.ts';

export interface PlayerState {
  /** -1: the position when the events begin; `steps.length` the board after the ruling, when it has one. */
  step: number;
  /** The last step (the board after the ruling when the ruling moves pieces, else the last event). */
  last: number;
  /** False in the server render (everything shown, no controls); true once hydrated. */
  live: boolean;
  letters: Letters;
}

export type PlayerAction =
  | { type: 'live' }
  | { type: 'go'; step: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'letters'; letters: Letters };

/** Whether the ruling leaves the board otherwise than the last event (e.g. restored before an illegal move, 7.5.1): one more step shows it. */
export function hasFinalStep(view: ScenarioView): boolean {
  const lastFen = placementOf(view.steps.at(-1)?.fen ?? view.start);
  return placementOf(view.ruling.fen) !== lastFen;
}

export function initialPlayer(view: ScenarioView): PlayerState {
  return { step: -1, last: view.steps.length - 1 + (hasFinalStep(view) ? 1 : 0), live: false, letters: 'tr' };
}

const clamp = (s: PlayerState, step: number): PlayerState => ({ ...s, step: Math.max(-1, Math.min(s.last, step)) });

export function reducePlayer(s: PlayerState, a: PlayerAction): PlayerState {
  switch (a.type) {
    case 'live':
      return { ...s, live: true };
    case 'go':
      return clamp(s, a.step);
    case 'next':
      return clamp(s, s.step + 1);
    case 'prev':
      return clamp(s, s.step - 1);
    case 'first':
      return clamp(s, -1);
    case 'last':
      return clamp(s, s.last);
    case 'letters':
      return { ...s, letters: a.letters };
  }
}

/** The player's keys: ← → step, Home/End first/last; null for any other key. */
export function playerKey(key: string): PlayerAction | null {
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'prev' };
  if (key === 'Home') return { type: 'first' };
  if (key === 'End') return { type: 'last' };
  return null;
}

/** What the board shows at the state's step. */
export interface PlayerFrame {
  /** At the extra step after the ruling. */
  atFinal: boolean;
  /** The event whose board is shown; null before the events and after the ruling. */
  current: ScenarioStep | null;
  fen: string;
  highlight: string[];
  /** The ruling is shown: always without JavaScript, at the last step once live. */
  atEnd: boolean;
  /** The board's accessible name. */
  label: string;
}

export function playerFrame(view: ScenarioView, s: PlayerState): PlayerFrame {
  const atFinal = hasFinalStep(view) && s.step === view.steps.length;
  const current = s.step >= 0 && !atFinal ? (view.steps[s.step] ?? null) : null;
  const fen = atFinal ? view.ruling.fen : current ? current.fen : view.start;
  const label = atFinal
    ? 'Karardan sonraki konum'
    : current
      ? `${s.step + 1}. olaydan sonraki konum`
      : `Olaylar başlamadan önceki konum. Sıra ${SIDE_TR[turnOf(fen)]}'ta.`;
  return { atFinal, current, fen, highlight: current?.highlight ?? [], atEnd: !s.live || s.step === s.last, label };
}

/** The class of a timeline entry at index `i` once live: the one shown, or one still to come. */
export function entryClass(s: PlayerState, i: number): string {
  if (!s.live) return '';
  return i === s.step ? 'scn-current' : i > s.step ? 'scn-future' : '';
}
