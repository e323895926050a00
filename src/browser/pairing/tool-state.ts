// The pairing tool's state (components/pairing/PairingTool.tsx): the TRF text, the player list, the job
// running in the worker and what it answered, and the exercise "Bu turu siz eşlendirin" (its roster, the
// boards as chosen, the grade). Pure: the island is this reducer and small panels (as the sandbox is).
// A new input clears the old result and the exercise; the worker client (src/browser/worker-client.ts)
// makes sure a stopped job's answer never arrives.
import type { ExerciseGrade, RoundPairing, CheckReport } from '../../pairing/index.ts';
import type { Roster } from './roster.ts';

export type Busy = null | 'pair' | 'check' | 'grade';
export type Shown =
  | { kind: 'none' }
  | { kind: 'error'; error: string }
  | { kind: 'pair'; value: Omit<RoundPairing, 'reasons'>; roster: Roster }
  | { kind: 'check'; value: CheckReport };

export interface Exercise {
  text: string;
  roster: Roster;
}

export interface PairingToolState {
  text: string;
  list: string;
  rounds: string;
  ready: boolean;
  busy: Busy;
  /** The last job was stopped by the reader (said in the status line). */
  stopped: boolean;
  shown: Shown;
  exercise: Exercise | null;
  /** [white, black] ids as chosen in the exercise's form, one pair a board ('' = not chosen). */
  boards: [string, string][];
  bye: string;
  quick: string;
  exError: string | null;
  grade: ExerciseGrade | null;
}

export type PairingToolAction =
  | { type: 'ready' }
  /** A new TRF text (typed, pasted, a file, an example, made from the list): the old result and exercise go. */
  | { type: 'input'; text: string }
  | { type: 'list'; list: string }
  | { type: 'rounds'; rounds: string }
  /** The job was stopped: by the stop button (`explicit`) or by a new input. */
  | { type: 'stop'; explicit: boolean }
  | { type: 'start'; busy: Exclude<Busy, null> }
  | { type: 'show'; shown: Shown }
  | { type: 'exercise'; exercise: Exercise; boards: number }
  | { type: 'exerciseFailed'; error: string }
  | { type: 'exError'; error: string | null }
  | { type: 'board'; index: number; side: 0 | 1; id: string }
  | { type: 'bye'; id: string }
  | { type: 'quick'; quick: string }
  | { type: 'pairs'; pairs: [number, number][]; bye: number | null }
  | { type: 'graded'; grade: ExerciseGrade };

export function initialPairingTool(text: string, list: string, rounds: string): PairingToolState {
  return {
    text,
    list,
    rounds,
    ready: false,
    busy: null,
    stopped: false,
    shown: { kind: 'none' },
    exercise: null,
    boards: [],
    bye: '',
    quick: '',
    exError: null,
    grade: null,
  };
}

export function reducePairingTool(s: PairingToolState, a: PairingToolAction): PairingToolState {
  switch (a.type) {
    case 'ready':
      return { ...s, ready: true };
    case 'input':
      return { ...s, text: a.text, busy: null, stopped: false, shown: { kind: 'none' }, exercise: null };
    case 'list':
      return { ...s, list: a.list };
    case 'rounds':
      return { ...s, rounds: a.rounds };
    case 'stop':
      return { ...s, busy: null, stopped: a.explicit };
    case 'start':
      return { ...s, busy: a.busy, stopped: false, exError: a.busy === 'grade' ? null : s.exError };
    case 'show':
      return { ...s, busy: null, shown: a.shown };
    case 'exercise':
      return {
        ...s,
        exercise: a.exercise,
        boards: Array.from({ length: a.boards }, () => ['', ''] as [string, string]),
        bye: '',
        quick: '',
        grade: null,
        exError: null,
      };
    case 'exerciseFailed':
      return { ...s, exercise: null, exError: a.error };
    case 'exError':
      return { ...s, busy: s.busy === 'grade' ? null : s.busy, exError: a.error };
    case 'board':
      return { ...s, boards: s.boards.map((x, k) => (k === a.index ? (a.side === 0 ? [a.id, x[1]] : [x[0], a.id]) : x)) };
    case 'bye':
      return { ...s, bye: a.id };
    case 'quick':
      return { ...s, quick: a.quick };
    case 'pairs':
      return {
        ...s,
        exError: null,
        boards: s.boards.map((_, i) => (a.pairs[i] ? [String(a.pairs[i][0]), String(a.pairs[i][1])] : ['', ''])),
        bye: a.bye === null ? '' : String(a.bye),
      };
    case 'graded':
      return { ...s, busy: null, grade: a.grade };
  }
}
