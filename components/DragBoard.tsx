// The sandbox's board, where pieces are moved: the site's one SVG board (src/browser/board-svg.ts) with
// pointer handling of its own. A piece follows the pointer (mouse, pen or finger) and is dropped on a
// square, or off the board; a tap without movement is a tap on its square (tap-tap is the caller's).
// Nothing to download besides the island: no board library, no drag-and-drop framework.
import { useMemo, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { pieceSvg, renderBoardSvg, squareAt, squarePixels } from '../src/browser/board-svg.ts';
import { pieceAt } from '../src/browser/fen.ts';
import type { Piece } from '../src/engine/index.ts';
import './drag-board.css';

export interface Drop {
  sourceSquare: string;
  /** The square the piece was released on, or 'offboard'. */
  targetSquare: string;
}

export interface DragBoardProps {
  /** The placement (the first field of a FEN). */
  position: string;
  /** The width it is drawn at; its CSS shrinks it to a narrower column. */
  width: number;
  onDrop: (d: Drop) => void;
  onSquareClick: (square: string) => void;
  /** Squares highlighted (touched, moved) and selected (the first tap). */
  highlight?: string[];
  selected?: string | null;
  label?: string;
}

/** How far (px) a pointer moves before a press on a piece becomes a drag. */
const DRAG_SLOP = 4;

interface Drag {
  from: string;
  piece: Piece;
  pointer: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  moving: boolean;
}

export default function DragBoard({ position, width, onDrop, onSquareClick, highlight = [], selected = null, label }: DragBoardProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const lifted = drag?.moving ? drag.from : undefined;
  // Drawn again only when the board changes, not on every pointer move of a drag.
  const svg = useMemo(() => {
    const drawn = renderBoardSvg({
      fen: position,
      size: width,
      highlight,
      selected: selected ? [selected] : [],
      squareIds: true,
      lifted,
      label,
    });
    return drawn.ok ? drawn.value.svg : '';
  }, [position, width, highlight, selected, lifted, label]);

  /** The square under the pointer, 'offboard' outside the squares. */
  const target = (e: ReactPointerEvent): string => {
    const r = box.current?.querySelector('svg')?.getBoundingClientRect();
    if (!r) return 'offboard';
    return squareAt(e.clientX - r.left, e.clientY - r.top, r.width) ?? 'offboard';
  };

  const down = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || drag) return;
    const from = target(e);
    if (from === 'offboard') return;
    const piece = pieceAt(position, from);
    if (!piece) {
      onSquareClick(from);
      return;
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ from, piece, pointer: e.pointerId, startX: e.clientX, startY: e.clientY, x: e.clientX, y: e.clientY, moving: false });
  };
  const move = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const moving = drag.moving || Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) > DRAG_SLOP;
    setDrag({ ...drag, x: e.clientX, y: e.clientY, moving });
  };
  const up = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    setDrag(null);
    const to = target(e);
    if (!drag.moving) onSquareClick(drag.from);
    else if (to !== drag.from) onDrop({ sourceSquare: drag.from, targetSquare: to });
  };
  const cancel = () => setDrag(null);

  const r = drag?.moving ? box.current?.getBoundingClientRect() : undefined;
  const pieceSize = r ? Math.round(squarePixels(r.width)) : 0;
  return (
    <div
      className="drag-board"
      ref={box}
      data-live-board
      data-dragging={drag?.moving ? drag.from : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
      onLostPointerCapture={cancel}
    >
      <span className="board-svg-box" dangerouslySetInnerHTML={{ __html: svg }} />
      {drag?.moving && r && (
        <span
          className="drag-piece"
          style={{ left: drag.x - r.left - pieceSize / 2, top: drag.y - r.top - pieceSize / 2 }}
          dangerouslySetInnerHTML={{ __html: pieceSvg(drag.piece, pieceSize) }}
        />
      )}
    </div>
  );
}
