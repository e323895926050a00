// The one static chessboard of the site: an SVG string drawn from a FEN (its placement), used by
// the server-rendered diagrams (components/Board.astro) and by the islands' static boards
// (components/BoardSvg.tsx), so both draw the same board. Pure and browser-safe; reads the
// placement with the engine's parser. Each piece is a <text data-square="e4"> glyph.
import type { Piece, Result, Role } from '../engine/index.ts';
import { err, ok, parseBoard, parseSquare, squareName } from '../engine/index.ts';

export interface BoardOptions {
  fen: string;
  /** Turkish description for screen readers (default: the pieces listed). */
  label?: string;
  /** Squares marked with a dot, highlighted, and arrows "e1g1". */
  marks?: string[];
  highlight?: string[];
  arrows?: string[];
  flip?: boolean;
  size?: number;
  /** Each square's rectangle names its square (`data-squareid="e4"`): the live boards of the islands. */
  squareIds?: boolean;
  /** Squares selected by the reader (the first tap of tap-tap), drawn in blue. */
  selected?: string[];
  /** A square whose piece is not drawn (it is being dragged). */
  lifted?: string;
}

/** The SVG and its label, or a Turkish error. */
export type BoardSvg = Result<{ svg: string; label: string }, string>;

const S = 45;
const M = 14;
const W = M + 8 * S;
const H = 8 * S + M;
const GLYPH: Record<Role, string> = { king: '♚', queen: '♛', rook: '♜', bishop: '♝', knight: '♞', pawn: '♟' };
export const PIECE_NAMES_TR: Record<Role, string> = {
  king: 'şah',
  queen: 'vezir',
  rook: 'kale',
  bishop: 'fil',
  knight: 'at',
  pawn: 'piyon',
};
const FONT = "'DejaVu Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'Apple Symbols', sans-serif";

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain Turkish description of a board, for screen readers when no label is given. */
export function describeBoard(board: (Piece | null)[]): string {
  const side = (c: 'white' | 'black') =>
    board
      .map((p, sq) => (p && p.color === c ? `${PIECE_NAMES_TR[p.role]} ${squareName(sq)}` : ''))
      .filter(Boolean)
      .sort((a, b) => (a.startsWith('şah') ? -1 : b.startsWith('şah') ? 1 : 0))
      .join(', ') || 'taş yok';
  return `Beyaz: ${side('white')}. Siyah: ${side('black')}.`;
}

/** One piece's glyph, centred on (x, y), in the board's units. */
function pieceText(p: Piece, x: number, y: number, attrs = ''): string {
  const white = p.color === 'white';
  return `<text x="${x}" y="${y}" class="pc pc-${p.color}"${attrs} text-anchor="middle" dominant-baseline="central" font-size="38" font-family="${esc(FONT)}" fill="${white ? '#fff' : '#111'}" stroke="${white ? '#222' : '#111'}" stroke-width="${white ? 2.2 : 0.6}" stroke-linejoin="round" style="paint-order:stroke">${GLYPH[p.role]}&#xFE0E;</text>`;
}

/** A piece alone, as the board draws it, `size` pixels square: the piece under a dragging finger. */
export function pieceSvg(p: Piece, size: number): string {
  return `<svg viewBox="0 0 ${S} ${S}" width="${size}" height="${size}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">${pieceText(p, S / 2, S / 2 + 1)}</svg>`;
}

/** The side of one square, in pixels, of a board drawn `width` pixels wide. */
export const squarePixels = (width: number): number => (width * S) / W;

/**
 * The square under a point of a drawn board (`x`, `y` from its top left corner, the board `width`
 * pixels wide), or null off the squares (the coordinates' margin, outside).
 */
export function squareAt(x: number, y: number, width: number, flip = false): string | null {
  const side = squarePixels(width);
  const col = Math.floor((x - (M * width) / W) / side);
  const row = Math.floor(y / side);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  return squareName((flip ? row : 7 - row) * 8 + (flip ? 7 - col : col));
}

export function renderBoardSvg(o: BoardOptions): BoardSvg {
  const b = parseBoard(o.fen);
  if (!b.ok) return err(`geçersiz FEN "${o.fen.slice(0, 80)}": ${b.error.message}`);
  const flip = !!o.flip;
  const size = o.size ?? 272;
  const xy = (sq: number) => {
    const f = sq % 8;
    const r = Math.floor(sq / 8);
    return { x: M + (flip ? 7 - f : f) * S, y: (flip ? r : 7 - r) * S };
  };
  const squaresOf = (list: string[] | undefined, what: string): number[] | string =>
    (list ?? []).map((s) => parseSquare(s) ?? -1).some((x) => x < 0)
      ? `geçersiz ${what}: ${(list ?? []).join(' ')}`
      : (list ?? []).map((s) => parseSquare(s)!);
  const marks = squaresOf(o.marks, 'işaret karesi');
  const highlight = squaresOf(o.highlight, 'vurgu karesi');
  const selected = squaresOf(o.selected, 'seçili kare');
  if (typeof marks === 'string') return err(marks);
  if (typeof highlight === 'string') return err(highlight);
  if (typeof selected === 'string') return err(selected);
  const lifted = o.lifted === undefined ? -1 : (parseSquare(o.lifted) ?? -1);
  const arrows: { a: number; b: number }[] = [];
  for (const a of o.arrows ?? []) {
    const from = parseSquare(a.slice(0, 2));
    const to = parseSquare(a.slice(2, 4));
    if (from === undefined || to === undefined || a.length !== 4) return err(`geçersiz ok "${a}"`);
    arrows.push({ a: from, b: to });
  }
  const label = o.label ?? describeBoard(b.value);
  const out: string[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const { x, y } = xy(sq);
    const dark = ((sq % 8) + Math.floor(sq / 8)) % 2 === 0;
    const id = o.squareIds ? ` data-squareid="${squareName(sq)}"` : '';
    out.push(
      `<rect x="${x}" y="${y}" width="${S}" height="${S}" class="${dark ? 'sq-d' : 'sq-l'}" fill="${dark ? '#b58863' : '#f0d9b5'}"${id}/>`,
    );
  }
  for (const sq of highlight) {
    const { x, y } = xy(sq);
    out.push(`<rect x="${x}" y="${y}" width="${S}" height="${S}" class="sq-h" fill="rgba(255, 214, 0, 0.45)"/>`);
  }
  for (const sq of selected) {
    const { x, y } = xy(sq);
    out.push(`<rect x="${x}" y="${y}" width="${S}" height="${S}" class="sq-s" fill="rgba(21, 101, 192, 0.45)"/>`);
  }
  for (let i = 0; i < 8; i++) {
    out.push(
      `<text x="${M + (flip ? 7 - i : i) * S + S / 2}" y="${H - 3}" class="coord" text-anchor="middle" font-size="10" font-weight="600" fill="currentColor" opacity="0.7">${'abcdefgh'[i]}</text>`,
    );
    out.push(
      `<text x="${M / 2}" y="${(flip ? i : 7 - i) * S + S / 2 + 4}" class="coord" text-anchor="middle" font-size="10" font-weight="600" fill="currentColor" opacity="0.7">${i + 1}</text>`,
    );
  }
  b.value.forEach((p, sq) => {
    if (!p || sq === lifted) return;
    const { x, y } = xy(sq);
    out.push(pieceText(p, x + S / 2, y + S / 2 + 1, ` data-square="${squareName(sq)}" data-piece="${p.color[0]}${p.role}"`));
  });
  for (const sq of marks) {
    const { x, y } = xy(sq);
    out.push(`<circle cx="${x + S / 2}" cy="${y + S / 2}" r="7" class="mark" fill="rgba(20, 85, 30, 0.55)"/>`);
  }
  if (arrows.length) {
    out.push(
      '<defs><marker id="board-arrowhead" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0,0 L4,2 L0,4 z" class="arrowhead" fill="rgba(21, 101, 192, 0.9)"/></marker></defs>',
    );
    for (const { a, b: t } of arrows) {
      const p1 = xy(a);
      const p2 = xy(t);
      out.push(
        `<line x1="${p1.x + S / 2}" y1="${p1.y + S / 2}" x2="${p2.x + S / 2}" y2="${p2.y + S / 2}" class="arrow" stroke="rgba(21, 101, 192, 0.8)" stroke-width="6" stroke-linecap="round" marker-end="url(#board-arrowhead)"/>`,
      );
    }
  }
  const svg = `<svg viewBox="0 0 ${W} ${H}" width="${size}" height="${Math.round((size * H) / W)}" role="img" aria-label="${esc(label)}" class="board-svg" xmlns="http://www.w3.org/2000/svg"><title>${esc(label)}</title><g aria-hidden="true">${out.join('')}</g></svg>`;
  return ok({ svg, label });
}
