import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEN,
  INITIAL_FEN,
  boardCodes,
  placePiece,
  possibleCastling,
  readPosition,
  setupProblems,
  withCastling,
  withTurn,
} from './board-editor.ts';
import { parseSquare } from '../engine/index.ts';

const sq = (n: string) => parseSquare(n)!;

describe('board editor', () => {
  it('places and removes pieces, keeping the FEN readable', () => {
    let fen = placePiece(EMPTY_FEN, sq('e1'), 'wK');
    fen = placePiece(fen, sq('e8'), 'bK');
    fen = placePiece(fen, sq('d4'), 'wN');
    expect(fen).toBe('4k3/8/8/8/3N4/8/8/4K3 w - - 0 1');
    expect(placePiece(fen, sq('d4'), null)).toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  });

  it('offers castling only with king and rook on their squares, and drops a right when one leaves', () => {
    expect(possibleCastling(boardCodes(INITIAL_FEN)!)).toEqual(['K', 'Q', 'k', 'q']);
    const noH1 = placePiece(INITIAL_FEN, sq('h1'), null);
    expect(noH1.split(' ')[2]).toBe('Qkq');
    expect(possibleCastling(boardCodes(noH1)!)).toEqual(['Q', 'k', 'q']);
    // A right can be switched off and, while king and rook stand, on again; never one the board does not allow.
    expect(withCastling(INITIAL_FEN, 'q', false).split(' ')[2]).toBe('KQk');
    expect(withCastling(noH1, 'K', true).split(' ')[2]).toBe('Qkq');
    expect(readPosition('4k3/8/8/8/8/8/8/4K2R w KQ - 0 1')!.castling).toEqual(['K']);
  });

  it('sets the side to move', () => {
    expect(withTurn(INITIAL_FEN, 'black').split(' ')[1]).toBe('b');
  });

  it('names a missing king and other impossible set-ups in Turkish', () => {
    const noBlackKing = placePiece(EMPTY_FEN, sq('e1'), 'wK');
    expect(setupProblems(noBlackKing).join(' ')).toMatch(/Siyah.*şahı yok/);
    expect(setupProblems(placePiece(INITIAL_FEN, sq('a8'), 'wP')).join(' ')).toMatch(/piyon/);
    expect(setupProblems(INITIAL_FEN)).toEqual([]);
  });
});

describe('board editor in Chess960 (Guidelines II)', () => {
  // BQNNRKRB: king f1, rooks e1 and g1 (start number 3).
  const START = 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1';

  it("offers a right for each rook on the king's rank, named by its file, one per side of the king", async () => {
    const { castlingLabel } = await import('./board-editor.ts');
    const p = readPosition(START, true)!;
    expect(p.castling).toEqual(['G', 'E', 'g', 'e']);
    expect(possibleCastling(p.codes, true)).toEqual(['G', 'E', 'g', 'e']);
    expect(castlingLabel(p.codes, 'G', true)).toBe('Beyaz, g1 kalesiyle kısa rok (O-O)');
    expect(castlingLabel(p.codes, 'e', true)).toBe('Siyah, e8 kalesiyle uzun rok (O-O-O)');
    // A rook moved off the first rank takes its right with it.
    const moved = placePiece(placePiece(START, parseSquare('g1')!, null, true), parseSquare('g3')!, 'wR', true);
    expect(moved.split(' ')[2]).toBe('Ege');
    // Two rooks on the h side of the king: the right last ticked is the one kept.
    const two = placePiece('4k3/8/8/8/8/8/8/R3K1RR w - - 0 1', parseSquare('a8')!, null, true);
    expect(withCastling(withCastling(two, 'H', true, true), 'G', true, true).split(' ')[2]).toBe('G');
    expect(withCastling(withCastling(two, 'G', true, true), 'H', true, true).split(' ')[2]).toBe('H');
    expect(setupProblems(START, true)).toEqual([]);
  });

  it('reads X-FEN rights and turns rights into what the chosen game reads', async () => {
    const { castlingForVariant } = await import('./board-editor.ts');
    expect(readPosition(INITIAL_FEN, true)!.castling).toEqual(['H', 'A', 'h', 'a']);
    expect(castlingForVariant(INITIAL_FEN, true)).toBe(INITIAL_FEN);
    expect(castlingForVariant('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1', false)).toBe(INITIAL_FEN);
    expect(castlingForVariant(START, false).split(' ')[2]).toBe('-');
  });
});
