// The sandbox's live board (chessboardjsx): drags and taps become reducer actions carrying the
// position drawn. Redrawn only when what it shows changes (chessboardjsx redraws all 64 squares on
// any new prop), not when the ruling or a form field does.
import { useLayoutEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import * as chessboardModule from 'chessboardjsx';
import type { ChessboardType } from '../../../src/browser/chessboard.ts';
import { placementOf } from '../../../src/browser/fen.ts';
import type { SandboxAction } from '../../../src/browser/scenario/sandbox-state.ts';

// The island is client-only (the page's static SVG board is the fallback without JavaScript), so the
// board's code is a static import: it downloads in parallel with the rest of the island instead of
// after hydration (that chain, plus hydrating the whole form, kept the live board a second away).
const cb = chessboardModule as unknown as { default?: { default?: ChessboardType } & ChessboardType };
const Board: ChessboardType = cb.default?.default ?? cb.default ?? (chessboardModule as unknown as ChessboardType);

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
    const squareStyles: Record<string, Record<string, string>> = {};
    for (const s of hl) squareStyles[s] = { background: 'rgba(255, 214, 0, 0.55)' };
    if (sel) squareStyles[sel] = { background: 'rgba(21, 101, 192, 0.45)' };
    return (
      <Board
        position={placementOf(fen)}
        width={width}
        draggable
        dropOffBoard="snapback"
        onDrop={(a: { sourceSquare: string; targetSquare: string }) =>
          dispatch({ type: 'drop', from: a.sourceSquare, to: a.targetSquare, board: fen })
        }
        onSquareClick={(square: string) => dispatch({ type: 'tap', square, board: fen })}
        squareStyles={squareStyles}
        transitionDuration={100}
      />
    );
  }, [fen, width, marks, dispatch]);
  return (
    <div data-live-board ref={boxRef}>
      {board}
    </div>
  );
}
