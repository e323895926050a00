// Reads the placement field of a FEN for static diagrams. Strict: a malformed placement is an error
// (the build fails on a broken diagram rather than drawing a wrong board).
export interface PlacedPiece {
  square: string; // "e4"
  file: number; // 0..7 (a..h)
  rank: number; // 0..7 (1..8)
  color: 'white' | 'black';
  role: 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';
  letter: string; // FEN letter
}

const ROLES: Record<string, PlacedPiece['role']> = {
  k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn',
};

export function parsePlacement(fen: string): { ok: true; pieces: PlacedPiece[] } | { ok: false; error: string } {
  const placement = fen.trim().split(/\s+/)[0] ?? '';
  const rows = placement.split('/');
  if (rows.length !== 8) return { ok: false, error: `FEN dizilişi 8 yatay içermeli, ${rows.length} var: "${placement}"` };
  const pieces: PlacedPiece[] = [];
  for (let r = 0; r < 8; r++) {
    const rank = 7 - r;
    let file = 0;
    for (const ch of rows[r]) {
      if (/[1-8]/.test(ch)) {
        file += Number(ch);
      } else if (ROLES[ch.toLowerCase()]) {
        if (file > 7) return { ok: false, error: `${rank + 1}. yatayda 8'den fazla kare var: "${rows[r]}"` };
        pieces.push({
          square: 'abcdefgh'[file] + (rank + 1),
          file,
          rank,
          color: ch === ch.toUpperCase() ? 'white' : 'black',
          role: ROLES[ch.toLowerCase()],
          letter: ch,
        });
        file += 1;
      } else {
        return { ok: false, error: `FEN dizilişinde geçersiz karakter "${ch}"` };
      }
    }
    if (file !== 8) return { ok: false, error: `${rank + 1}. yatay 8 kare olmalı, ${file} kare var: "${rows[r]}"` };
  }
  return { ok: true, pieces };
}

export function squareXY(square: string): { file: number; rank: number } | null {
  const m = /^([a-h])([1-8])$/.exec(square);
  return m ? { file: m[1].charCodeAt(0) - 97, rank: Number(m[2]) - 1 } : null;
}

export const PIECE_NAMES_TR: Record<PlacedPiece['role'], string> = {
  king: 'şah', queen: 'vezir', rook: 'kale', bishop: 'fil', knight: 'at', pawn: 'piyon',
};

/** A plain Turkish description of a position, for screen readers when no label is given. */
export function describePlacement(pieces: PlacedPiece[]): string {
  const side = (c: 'white' | 'black') =>
    pieces
      .filter((p) => p.color === c)
      .map((p) => `${PIECE_NAMES_TR[p.role]} ${p.square}`)
      .join(', ') || 'taş yok';
  return `Beyaz: ${side('white')}. Siyah: ${side('black')}.`;
}
