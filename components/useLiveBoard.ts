// The live board of an island: chessboardjsx once its code has loaded (src/browser/chessboard.ts, one
// download per page), and a width fitted to the box the board stands in, followed on resize.
import { useEffect, useRef, useState } from 'react';
import { preloadChessboard, type ChessboardType } from '../src/browser/chessboard.ts';

/** `Board` is null until the code has loaded; `width` lies between 200 px and `max`; put `boxRef` on the box. */
export function useLiveBoard(initial: number, max: number) {
  const [Board, setBoard] = useState<ChessboardType | null>(null);
  const [width, setWidth] = useState(initial);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let alive = true;
    preloadChessboard()?.then((C) => {
      if (alive) setBoard(() => C);
    });
    const measure = () => setWidth(Math.max(200, Math.min(max, (boxRef.current?.clientWidth ?? initial) - 4)));
    measure();
    window.addEventListener('resize', measure);
    return () => {
      alive = false;
      window.removeEventListener('resize', measure);
    };
  }, [initial, max]);
  return { Board, width, boxRef };
}
