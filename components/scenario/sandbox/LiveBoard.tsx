// The sandbox's live board (components/DragBoard.tsx): drags and taps become reducer actions carrying
// the position drawn. Redrawn only when what it shows changes, not when the ruling or a form field does.
import { useLayoutEffect, useMemo, useRef, useState, type Dispatch } from 'react';
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
  // The board's width, measured before the board is first drawn (so it is drawn once, at its size).
  const [width, setWidth] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The board column's width (the grid gives it; the board never widens it), so 320 px screens fit.
    const measure = () => setWidth(Math.max(200, Math.min(440, Math.floor(boxRef.current?.clientWidth ?? 360))));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const marks = JSON.stringify([highlight, selected]);
  const board = useMemo(() => {
    if (width === null) return null;
    const [hl, sel] = JSON.parse(marks) as [string[], string | null];
    return (
      <DragBoard
        position={placementOf(fen)}
        width={width}
        onDrop={(a) => dispatch({ type: 'drop', from: a.sourceSquare, to: a.targetSquare, board: fen })}
        onSquareClick={(square) => dispatch({ type: 'tap', square, board: fen })}
        highlight={hl}
        selected={sel}
      />
    );
  }, [fen, width, marks, dispatch]);
  return (
    <div className="sbx-live" ref={boxRef}>
      {board}
    </div>
  );
}
