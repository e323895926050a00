// Static chessboard for islands (quiz questions, the placeholder of live boards): the site's one
// board renderer (src/browser/board-svg.ts), the same SVG as components/Board.astro.
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
}

const EMPTY = '8/8/8/8/8/8/8/8';

export default function BoardSvg({ fen, label, marks = [], highlight = [], flip = false, size = 272 }: BoardSvgProps) {
  const r = renderBoardSvg({ fen, label, marks, highlight, flip, size });
  const shown = r.ok ? r : renderBoardSvg({ fen: EMPTY, label: 'Geçersiz konum', size });
  const svg = shown.ok ? shown.value.svg : '';
  return <span className="board-svg-box" dangerouslySetInnerHTML={{ __html: svg }} />;
}
