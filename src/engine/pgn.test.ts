import { describe, expect, it } from 'vitest';
import { parsePgn, makePgn, tag } from './pgn.ts';
import { Game } from './game.ts';
import { prng } from '../../tests/support/differential.ts';

const SAMPLE = `[Event "Hakem semineri"]
[Site "Ankara"]
[White "Beyaz \\"Oyuncu\\""]
[Black "Siyah"]
[Result "0-1"]

{Açılıştan önce bir yorum.} 1. f3 e5 $2 2. g4?? (2. e4 {daha iyi} Nf6) 2... Qh4# {Mat (5.1.1).} 0-1

[Event "İkinci"]
[SetUp "1"]
[FEN "7k/8/6K1/8/8/8/8/R7 w - - 149 100"]

100. Ra8# 1-0
`;

describe('parsePgn', () => {
  it('keeps tags, moves, comments, NAGs and variations', () => {
    const r = parsePgn(SAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [g1, g2] = r.value;
    expect(r.value).toHaveLength(2);
    expect(tag(g1, 'White')).toBe('Beyaz "Oyuncu"');
    expect(g1.comments).toEqual(['Açılıştan önce bir yorum.']);
    expect(g1.moves.map((m) => m.san)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(g1.moves[1].nags).toEqual([2]);
    expect(g1.moves[2].nags).toEqual([4]);
    expect(g1.moves[2].variations).toHaveLength(1);
    expect(g1.moves[2].variations[0].map((m) => m.san)).toEqual(['e4', 'Nf6']);
    expect(g1.moves[2].variations[0][0].comments).toEqual(['daha iyi']);
    expect(g1.moves[3].comments).toEqual(['Mat (5.1.1).']);
    expect(g1.result).toBe('0-1');
    expect(g2.result).toBe('1-0');
    expect(tag(g2, 'FEN')).toBe('7k/8/6K1/8/8/8/8/R7 w - - 149 100');
  });

  it('games play through Game.fromPgn, honouring the FEN tag', () => {
    const r = parsePgn(SAMPLE);
    if (!r.ok) throw new Error();
    const g1 = Game.fromPgn(r.value[0]);
    expect(g1.ok && g1.value.outcome().termination).toBe('checkmate');
    const g2 = Game.fromPgn(r.value[1]);
    expect(g2.ok && g2.value.outcome().articles).toEqual(['5.1.1', '9.6.2']);
  });

  it('Turkish-letter movetext with { letters: "tr" }', () => {
    const r = parsePgn('1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. O-O *');
    if (!r.ok) throw new Error(r.error.message);
    const g = Game.fromPgn(r.value[0], { letters: 'tr' });
    expect(g.ok && g.value.sans).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O']);
    const en = Game.fromPgn(r.value[0], { letters: 'en' });
    expect(en.ok).toBe(false);
    if (!en.ok) expect(en.error.ply).toBe(2);
  });

  it('accepts "1. ... e5" and bare move numbers', () => {
    const r = parsePgn('[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]\n\n1. ... e5 2 Nf3 *');
    expect(r.ok && r.value[0].moves.map((m) => m.san)).toEqual(['e5', 'Nf3']);
    if (r.ok) expect(makePgn(r.value[0])).toContain('1... e5 2. Nf3 *');
  });

  it('makePgn round-trips', () => {
    const r = parsePgn(SAMPLE);
    if (!r.ok) throw new Error();
    for (const g of r.value) {
      const text = makePgn(g);
      const again = parsePgn(text);
      expect(again.ok && again.value).toEqual([g]);
    }
    expect(makePgn(r.value[0]).replace(/\s+/g, ' ')).toContain('2. g4 $4 (2. e4 { daha iyi } 2... Nf6) 2... Qh4# { Mat (5.1.1). } 0-1');
    for (const line of makePgn(r.value[0]).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(makePgn(r.value[1])).toContain('100. Ra8# 1-0');
  });

  it('reports syntax errors with line and column', () => {
    const cases = [
      '1. e4 {unterminated',
      '1. e4 (1. d4',
      '1. e4 ) e5',
      '[Event "x]\n1. e4',
      '1. e4 @@ e5',
      '( e4 )',
      '1. e4 e5 (2. Nf3 0-1)',
    ];
    for (const c of cases) {
      const r = parsePgn(c);
      expect(r.ok, c).toBe(false);
      if (!r.ok) {
        expect(r.error.line).toBeGreaterThanOrEqual(1);
        expect(r.error.message.length).toBeGreaterThan(5);
      }
    }
    const line = parsePgn('[Event "x"]\n\n1. e4 e5\n2. Nf3 {ok}\n3. ☃');
    expect(!line.ok && line.error.line).toBe(5);
  });

  it('fuzz: mutated PGN never throws', () => {
    const rnd = prng(5);
    const ALPHABET = '[]{}()"\\;$%. \n0123456789abcdefghNBRQKxO-=+#!?*/';
    for (let i = 0; i < 3000; i++) {
      let s = SAMPLE;
      for (let k = 0; k < 1 + Math.floor(rnd() * 5); k++) {
        const j = Math.floor(rnd() * s.length);
        const ch = ALPHABET[Math.floor(rnd() * ALPHABET.length)];
        s = rnd() < 0.5 ? s.slice(0, j) + ch + s.slice(j + 1) : s.slice(0, j) + s.slice(j + 1 + Math.floor(rnd() * 10));
      }
      const r = parsePgn(s);
      expect(typeof r.ok).toBe('boolean');
      if (r.ok)
        for (const g of r.value) {
          expect(typeof makePgn(g)).toBe('string');
          Game.fromPgn(g);
        }
    }
  });
});
