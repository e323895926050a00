// Static chessboard as a React SVG: the same drawing as components/Board.astro, for islands
// (quiz questions, the placeholder of live boards). No chess logic; reads a FEN placement.
import { parsePlacement, squareXY, describePlacement } from '../src/lib/placement.ts';

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

const S = 45;
const M = 14;
const GLYPH: Record<string, string> = { king: '♚', queen: '♛', rook: '♜', bishop: '♝', knight: '♞', pawn: '♟' };

export default function BoardSvg({ fen, label, marks = [], highlight = [], flip = false, size = 272 }: BoardSvgProps) {
  const parsed = parsePlacement(fen);
  const pieces = parsed.ok ? parsed.pieces : [];
  const pos = (file: number, rank: number) => ({ x: M + (flip ? 7 - file : file) * S, y: (flip ? rank : 7 - rank) * S });
  const W = M + 8 * S;
  const H = 8 * S + M;
  const squares = [];
  for (let f = 0; f < 8; f++) for (let r = 0; r < 8; r++) squares.push({ ...pos(f, r), dark: (f + r) % 2 === 0, key: `${f}${r}` });
  const sq = (list: string[]) => list.map((s) => ({ s, xy: squareXY(s) })).filter((x) => x.xy).map(({ s, xy }) => ({ s, ...pos(xy!.file, xy!.rank) }));
  const aria = label ?? (parsed.ok ? describePlacement(pieces) : 'Geçersiz konum');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={size} height={Math.round((size * H) / W)} role="img" aria-label={aria} className="board-svg">
      <title>{aria}</title>
      <g aria-hidden="true">
        {squares.map((q) => <rect key={q.key} x={q.x} y={q.y} width={S} height={S} fill={q.dark ? '#b58863' : '#f0d9b5'} />)}
        {sq(highlight).map((h) => <rect key={`h${h.s}`} x={h.x} y={h.y} width={S} height={S} fill="rgba(255, 214, 0, 0.45)" />)}
        {'abcdefgh'.split('').map((f, i) => (
          <text key={f} x={M + (flip ? 7 - i : i) * S + S / 2} y={H - 3} textAnchor="middle" fontSize="10" fontWeight="600" fill="currentColor" opacity="0.7">{f}</text>
        ))}
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n, i) => (
          <text key={n} x={M / 2} y={(flip ? i : 7 - i) * S + S / 2 + 4} textAnchor="middle" fontSize="10" fontWeight="600" fill="currentColor" opacity="0.7">{n}</text>
        ))}
        {pieces.map((p) => {
          const { x, y } = pos(p.file, p.rank);
          const white = p.color === 'white';
          return (
            <text
              key={p.square}
              x={x + S / 2}
              y={y + S / 2 + 1}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize="38"
              fontFamily="'DejaVu Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'Apple Symbols', sans-serif"
              fill={white ? '#fff' : '#111'}
              stroke={white ? '#222' : '#111'}
              strokeWidth={white ? 2.2 : 0.6}
              strokeLinejoin="round"
              style={{ paintOrder: 'stroke' }}
            >
              {GLYPH[p.role] + '\uFE0E'}
            </text>
          );
        })}
        {sq(marks).map((m) => <circle key={`m${m.s}`} cx={m.x + S / 2} cy={m.y + S / 2} r={7} fill="rgba(20, 85, 30, 0.55)" />)}
      </g>
    </svg>
  );
}
