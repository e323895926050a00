import { describe, expect, it } from 'vitest';
import { completeFen, pieceCode, pieceOn, placementOf, turnOf } from './fen.ts';

describe('reading a FEN through the engine', () => {
  const fen = '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47';

  it('names the piece on a square, diagrams with the placement alone included', () => {
    expect(pieceCode(fen, 'h8')).toBe('bR');
    expect(pieceCode(fen, 'f7')).toBe('bK');
    expect(pieceCode(fen, 'f5')).toBe('wP');
    expect(pieceCode('8/8/8/8/8/8/8/1N4k1', 'b1')).toBe('wN');
    expect(pieceOn(fen, 'h3')).toBe(true);
    expect(pieceOn(fen, 'a1')).toBe(false);
  });

  it('reads the side to move and the placement field', () => {
    expect(turnOf(fen)).toBe('black');
    expect(turnOf('4k3/8/8/8/8/8/8/4K3 w - - 0 1')).toBe('white');
    expect(placementOf(` ${fen}`)).toBe('7r/5kp1/8/5P2/7P/7K/8/8');
  });

  it('never throws on a broken FEN', () => {
    expect(pieceCode('8/8/9', 'a1')).toBe('');
    expect(pieceCode(fen, 'z9')).toBe('');
    expect(turnOf('bozuk')).toBe('white');
  });
});

describe('completeFen (a position typed off the board)', () => {
  it('fills a placement-only or partial FEN, saying when it chose the side to move', () => {
    expect(completeFen('8/8/4k3/8/8/3K4/8/8')).toEqual({
      fen: '8/8/4k3/8/8/3K4/8/8 w - - 0 1',
      assumed: 'Hamle sırası yazılmadı: Beyaz oynayacak kabul edildi.',
    });
    expect(completeFen(' 8/8/4k3/8/8/3K4/8/8 b ')).toEqual({ fen: '8/8/4k3/8/8/3K4/8/8 b - - 0 1', assumed: null });
    expect(completeFen('r3k3/8/8/8/8/8/8/4K3 b q')).toEqual({ fen: 'r3k3/8/8/8/8/8/8/4K3 b q - 0 1', assumed: null });
  });
  it('leaves a whole FEN, an empty text and a broken side field to the reader', () => {
    const whole = '7k/5Q2/6K1/8/8/8/8/8 w - - 0 1';
    expect(completeFen(whole)).toEqual({ fen: whole, assumed: null });
    expect(completeFen('   ')).toEqual({ fen: '', assumed: null });
    expect(completeFen('8/8/8/8/8/8/8/8 x')).toEqual({ fen: '8/8/8/8/8/8/8/8 x', assumed: null });
  });
});
