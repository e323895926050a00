// The chessboard of the islands that show positions (scenario players, whole-ruling questions): the
// site's one board renderer (src/browser/board-svg.ts), the same SVG as components/Board.astro. Server-
// rendered as the static diagram; once the island runs (`live`), the same SVG names its squares and
// carries `data-live-board`, with no board library to download first. (The sandbox, where pieces are
// dragged, draws the same SVG in components/DragBoard.tsx.)
import { renderBoardSvg } from '../src/browser/board-svg.ts';

export interface BoardSvgProps {
  fen: string;
  label?: string;
  /** Squares marked with a dot. */
  marks?: string[];
  /** Squares highlighted (touched piece, last move). */
  highlight?: string[];
  flip?: boolean;
  size?: number;
  /** The island has hydrated: the board is the live one (square ids, `data-live-board`). */
  live?: boolean;
}

const EMPTY = '8/8/8/8/8/8/8/8';

export default function BoardSvg({ fen, label, marks = [], highlight = [], flip = false, size = 272, live = false }: BoardSvgProps) {
  const r = renderBoardSvg({ fen, label, marks, highlight, flip, size, squareIds: live });
  const shown = r.ok ? r : renderBoardSvg({ fen: EMPTY, label: 'Geçersiz konum', size });
  const svg = shown.ok ? shown.value.svg : '';
  return <span className="board-svg-box" data-live-board={live ? '' : undefined} dangerouslySetInnerHTML={{ __html: svg }} />;
}
