import { describe, expect, it } from 'vitest';
import { FIGURES_2018, type FigureSpec } from './laws2018-figures.ts';

const FILES = 'abcdefgh';

/** FEN placement → map square → piece letter. */
function board(fen: string): Map<string, string> {
  const placement = fen.split(' ')[0];
  const ranks = placement.split('/');
  expect(ranks).toHaveLength(8);
  const out = new Map<string, string>();
  ranks.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/u.test(ch)) file += Number(ch);
      else {
        expect('pnbrqkPNBRQK').toContain(ch);
        out.set(`${FILES[file]}${8 - i}`, ch);
        file++;
      }
    }
    expect(file, `rank ${8 - i} of ${fen}`).toBe(8);
  });
  return out;
}

function sq(f: number, r: number): string | null {
  return f >= 0 && f < 8 && r >= 1 && r <= 8 ? `${FILES[f]}${r}` : null;
}

/** Squares a lone piece reaches on an otherwise empty board. */
function reach(piece: string, from: string): string[] {
  const f = FILES.indexOf(from[0]);
  const r = Number(from[1]);
  const rays = (dirs: number[][], slide: boolean) =>
    dirs.flatMap(([df, dr]) => {
      const out: string[] = [];
      for (let k = 1; k < 8; k++) {
        const s = sq(f + df * k, r + dr * k);
        if (!s) break;
        out.push(s);
        if (!slide) break;
      }
      return out;
    });
  const diag = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ];
  const line = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  const knight = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ];
  switch (piece.toLowerCase()) {
    case 'b':
      return rays(diag, true);
    case 'r':
      return rays(line, true);
    case 'q':
      return rays([...diag, ...line], true);
    case 'n':
      return rays(knight, false);
    case 'k':
      return rays([...diag, ...line], false);
    default:
      throw new Error(piece);
  }
}

const squares = (s?: string) => (s ? s.split(' ') : []);

describe('FIGURES_2018', () => {
  it.each(FIGURES_2018.map((f, i) => [`${f.block} #${i}`, f] as [string, FigureSpec]))(
    '%s: valid FEN, squares and Turkish label',
    (_, f) => {
      board(f.fen);
      for (const s of squares(f.marks)) expect(s).toMatch(/^[a-h][1-8]$/u);
      for (const a of squares(f.arrows)) expect(a).toMatch(/^[a-h][1-8][a-h][1-8]$/u);
      expect(f.label.length).toBeGreaterThan(10);
      expect(f.label).not.toMatch(/["{}<>]/u);
    },
  );

  it('marks exactly the squares a lone bishop, rook, queen, knight or king can reach', () => {
    for (const no of ['3.2', '3.3', '3.4', '3.6', '3.8.1']) {
      const f = FIGURES_2018.find((x) => x.block === no)!;
      const pieces = [...board(f.fen)];
      expect(pieces, no).toHaveLength(1);
      const [[from, piece]] = pieces;
      expect(squares(f.marks).sort(), no).toEqual(reach(piece, from).sort());
    }
  });

  it('shows the starting position for 2.3 and all twelve piece kinds for 2.2', () => {
    expect(FIGURES_2018.find((f) => f.block === '2.3')!.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    const kinds = new Set(board(FIGURES_2018.find((f) => f.block === '2.2')!.fen).values());
    expect(kinds.size).toBe(12);
  });

  it('gives each castling caption a before/after pair whose king and rook land on the right squares', () => {
    const castling = FIGURES_2018.filter((f) => f.block === '3.8.2');
    expect(castling).toHaveLength(8);
    const expectations: Record<string, [string, string]> = {
      'Beyaz küçük roktan sonra': ['g1', 'f1'],
      'Beyaz büyük roktan sonra': ['c1', 'd1'],
      'Siyah küçük roktan sonra': ['g8', 'f8'],
      'Siyah büyük roktan sonra': ['c8', 'd8'],
    };
    for (const [caption, [king, rook]] of Object.entries(expectations)) {
      const b = board(castling.find((f) => f.afterText === caption)!.fen);
      const white = caption.startsWith('Beyaz');
      expect(b.get(king), caption).toBe(white ? 'K' : 'k');
      expect(b.get(rook), caption).toBe(white ? 'R' : 'r');
    }
    for (const f of castling.filter((x) => x.afterText!.endsWith('önce'))) {
      const [kingMove] = squares(f.arrows);
      const [rookTo] = squares(f.marks);
      const b = board(f.fen);
      expect(b.get(kingMove.slice(0, 2))?.toLowerCase(), f.afterText).toBe('k');
      expect(Math.abs(FILES.indexOf(kingMove[2]) - FILES.indexOf(kingMove[0])), f.afterText).toBe(2);
      const after = board(castling.find((x) => x.afterText === f.afterText!.replace('önce', 'sonra'))!.fen);
      expect(after.get(kingMove.slice(2))?.toLowerCase()).toBe('k');
      expect(after.get(rookTo)?.toLowerCase()).toBe('r');
      expect(b.get(rookTo)).toBeUndefined();
    }
  });
});
