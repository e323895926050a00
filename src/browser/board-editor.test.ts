import { describe, expect, it } from 'vitest';
import { EMPTY_FEN, INITIAL_FEN, boardCodes, placePiece, possibleCastling, readPosition, setupProblems, withCastling, withTurn } from './board-editor.ts';
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
