// The dead-position tool's state (components/DeadPositionTool.tsx): the position typed or set up, the
// side asked about, the node limit and edition, and the analysis running or answered. Pure: every
// change is an action, so the island is a reducer and small panels (as the sandbox is).
import type { AnalyseResult } from './unwinnable-protocol.ts';

export type SideChoice = 'white' | 'black' | 'auto' | 'both';
export type ToolEdition = '2023' | '2018';

export interface DeadState {
  fen: string;
  side: SideChoice;
  limit: number;
  edition: ToolEdition;
  busy: boolean;
  result: AnalyseResult | null;
  /** The position the shown answer is about (the field may have changed since). */
  asked: string;
  /** React has taken over the server-rendered form. */
  ready: boolean;
}

export type DeadAction =
  | { type: 'fen'; fen: string }
  /** The board editor changed the position: the old answer goes. */
  | { type: 'board'; fen: string }
  | { type: 'example'; fen: string; side: SideChoice }
  | { type: 'side'; side: SideChoice }
  | { type: 'limit'; limit: number }
  | { type: 'edition'; edition: ToolEdition }
  /** Hydrated: a FEN typed before hydration (null: none) becomes the state. */
  | { type: 'ready'; typed: string | null }
  | { type: 'start'; fen: string }
  /** The analysis answered, or (null) was stopped. */
  | { type: 'done'; result: AnalyseResult | null };

export function initialDead(fen: string, limit: number): DeadState {
  return { fen, side: 'white', limit, edition: '2023', busy: false, result: null, asked: '', ready: false };
}

export function reduceDead(s: DeadState, a: DeadAction): DeadState {
  switch (a.type) {
    case 'fen':
      return { ...s, fen: a.fen };
    case 'board':
      return { ...s, fen: a.fen, result: null };
    case 'example':
      return { ...s, fen: a.fen, side: a.side, result: null };
    case 'side':
      return { ...s, side: a.side };
    case 'limit':
      return { ...s, limit: a.limit };
    case 'edition':
      return { ...s, edition: a.edition };
    case 'ready':
      return { ...s, ready: true, fen: a.typed ?? s.fen };
    case 'start':
      return { ...s, busy: true, result: null, asked: a.fen };
    case 'done':
      return { ...s, busy: false, result: a.result };
  }
}
