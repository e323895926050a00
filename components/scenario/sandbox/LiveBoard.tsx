// The sandbox's live board (components/DragBoard.tsx): drags and taps become reducer actions carrying
// the position drawn. Drawn at most 440 px wide; its CSS fits it to the board column, so 320 px screens fit.
import type { Dispatch } from 'react';
import DragBoard from '../../DragBoard.tsx';
import { placementOf } from '../../../src/browser/fen.ts';
import type { SandboxAction } from '../../../src/browser/scenario/sandbox-state.ts';

interface Props {
  /** The position drawn (FEN). */
  fen: string;
  /** Squares of the last event, in yellow; the square picked for tap-tap, in blue. */
  highlight: string[];
  selected: string | null;
  dispatch: Dispatch<SandboxAction>;
}

export default function LiveBoard({ fen, highlight, selected, dispatch }: Props) {
  return (
    <div className="sbx-live">
      <DragBoard
        position={placementOf(fen)}
        width={440}
        onDrop={(a) => dispatch({ type: 'drop', from: a.sourceSquare, to: a.targetSquare, board: fen })}
        onSquareClick={(square) => dispatch({ type: 'tap', square, board: fen })}
        highlight={highlight}
        selected={selected}
      />
    </div>
  );
}
