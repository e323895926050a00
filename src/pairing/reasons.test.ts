import { describe, expect, it } from 'vitest';
import { pairNextRound } from './index.ts';
import { reasonText } from './tr.ts';

// The tournament of eslendirme-003 (issue 35): after two rounds the 1-point bracket is 3, 4, 6, 8, its
// natural pairing 3–6 and 4–8; 4 and 8 met in round 1.
const TRF_003 = [
  '001    1      Ayşe                              2200                             2.0          5 w 1     4 b 1',
  '001    2      Barış                             2160                             2.0          6 b 1     3 w 1',
  '001    3      Cemre                             2120                             1.0          7 w 1     2 b 0',
  '001    4      Deniz                             2080                             1.0          8 b 1     1 w 0',
  '001    5      Emre                              2040                             0.0          1 b 0     8 w 0',
  '001    6      Filiz                             2000                             1.0          2 w 0     7 b 1',
  '001    7      Gökhan                            1960                             0.0          3 b 0     6 w 0',
  '001    8      Hande                             1920                             1.0          4 w 0     5 b 1',
  'XXR 5',
].join('\n');

// The tournament of eslendirme-077: nine players, 7 receives the pairing-allocated bye in the lowest bracket.
const TRF_077 = [
  '001    1      Ayşe                              2200                             2.0          5 w 1     4 b 1     2 w 0     8 b 0',
  '001    2      Barış                             2160                             3.0          6 b 1     9 w =     1 b 1     3 b =',
  '001    3      Cemre                             2120                             3.0          7 w 1     5 b =     9 b 1     2 w =',
  '001    4      Deniz                             2080                             2.5          8 b 1     1 w 0     5 b 1     7 w =',
  '001    5      Emre                              2040                             1.5          1 b 0     3 w =     4 w 0  0000 - U',
  '001    6      Filiz                             2000                             1.5          2 w 0     7 b 0  0000 - U     9 w =',
  '001    7      Gökhan                            1960                             1.5          3 b 0     6 w 1     8 w 0     4 b =',
  '001    8      Hande                             1920                             3.0          4 w 0  0000 - U     7 b 1     1 w 1',
  '001    9      İlker                             1880                             2.0       0000 - U     2 b =     3 w 0     6 b =',
  'XXR 5',
].join('\n');

describe('reasons: the natural pairing of a bracket is judged as a whole', () => {
  it('names [C1] for 3, whose own natural pair 3–6 is blameless, because 4–8 of the same pairing met', () => {
    const r = pairNextRound(TRF_003);
    if (!r.ok) throw new Error(String(r.error));
    expect(r.value.pairs).toContainEqual([3, 8]);
    const three = r.value.reasons.find((x) => x.kind === 'not-natural' && x.player === 3);
    expect(three).toMatchObject({ expected: 6, got: 8, criterion: 'C1', blocking: [4, 8] });
    expect(reasonText(three!)).toBe(
      '3 numaralı oyuncunun ilk bakışta rakibi 6 olurdu, ama 8 ile eşlendi: 4 ile 8 daha önce karşılaştı, bu yüzden grubun doğal eşleşmesi bütünüyle kurulamıyor (C.04.3 2.1.1 [C1]: iki oyuncu birbiriyle bir kereden fazla oynamaz).',
    );
    // 4's own natural pair is the one that met.
    expect(r.value.reasons.find((x) => x.kind === 'not-natural' && x.player === 4)).toMatchObject({ criterion: 'C1', blocking: [4, 8] });
  });

  it('does not count the bye receiver as moved down', () => {
    const r = pairNextRound(TRF_077);
    if (!r.ok) throw new Error(String(r.error));
    expect(r.value.bye).toBe(7);
    expect(r.value.reasons.filter((x) => x.kind === 'float-down').map((x) => x.player)).toEqual([3]);
  });
});

// Tournaments of the float questions (issue 35): eslendirme-034, -041, -007 and -080.
const TRF_034 = [
  '001    1      Ayşe                              2200                             3.5          6 w 1     4 b 1     3 w =     2 w 1',
  '001    2      Barış                             2160                             2.0          7 b 1     3 w 0    10 w 1     1 b 0',
  '001    3      Cemre                             2120                             3.5          8 w 1     2 b 1     1 b =     4 w 1',
  '001    4      Deniz                             2080                             2.0          9 b 1     1 w 0     5 b 1     3 b 0',
  '001    5      Emre                              2040                             2.0         10 w 0     8 b 1     4 w 0     7 w 1',
  '001    6      Filiz                             2000                             1.5          1 b 0     9 w 1     7 b 0     8 w =',
  '001    7      Gökhan                            1960                             1.5          2 w 0    10 b =     6 w 1     5 b 0',
  '001    8      Hande                             1920                             0.5          3 b 0     5 w 0     9 b 0     6 b =',
  '001    9      İlker                             1880                             1.0          4 w 0     6 b 0     8 w 1    10 b 0',
  '001   10      Jale                              1840                             2.5          5 b 1     7 w =     2 b 0     9 w 1',
  'XXR 5',
].join('\n');
const TRF_041 = [
  '001    1      Ayşe                              2200                             1.5          7 w 1     4 b 0     6 w =',
  '001    2      Barış                             2160                             1.5          8 b =    12 w 1     5 w 0',
  '001    3      Cemre                             2120                             2.5          9 w 1     5 b =     4 w 1',
  '001    4      Deniz                             2080                             2.0         10 b 1     1 w 1     3 b 0',
  '001    5      Emre                              2040                             2.5         11 w 1     3 w =     2 b 1',
  '001    6      Filiz                             2000                             1.0         12 b 0     8 w =     1 b =',
  '001    7      Gökhan                            1960                             2.0          1 b 0    10 w 1    12 b 1',
  '001    8      Hande                             1920                             1.0          2 w =     6 b =     9 w 0',
  '001    9      İlker                             1880                             2.0          3 b 0    11 w 1     8 b 1',
  '001   10      Jale                              1840                             1.0          4 w 0     7 b 0    11 b 1',
  '001   11      Kerem                             1800                             0.0          5 b 0     9 b 0    10 w 0',
  '001   12      Leyla                             1760                             1.0          6 w 1     2 b 0     7 w 0',
  'XXR 5',
].join('\n');
const TRF_007 = [
  '001    1      Ayşe                              2200                             2.0          5 w 1     9 b 1     2 w 0',
  '001    2      Barış                             2160                             3.0          6 b 1     8 w 1     1 b 1',
  '001    3      Cemre                             2120                             1.5          7 w =     4 b 1     9 w 0',
  '001    4      Deniz                             2080                             1.0          8 b 0     3 w 0  0000 - U',
  '001    5      Emre                              2040                             2.0          1 b 0  0000 - U     7 w 1',
  '001    6      Filiz                             2000                             1.5          2 w 0     7 b =     8 b 1',
  '001    7      Gökhan                            1960                             1.0          3 b =     6 w =     5 b 0',
  '001    8      Hande                             1920                             1.0          4 w 1     2 b 0     6 w 0',
  '001    9      İlker                             1880                             2.0       0000 - U     1 w 0     3 b 1',
  'XXR 5',
].join('\n');
const TRF_080 = [
  '001    1      Ayşe                              2200                             2.0          4 w =     2 b =     7 b 1',
  '001    2      Barış                             2160                             1.0          5 b 0     1 w =  0000 - H',
  '001    3      Cemre                             2120                             1.5          7 w 1     8 b 0     4 b =',
  '001    4      Deniz                             2080                             1.5          1 b =  0000 - H     3 w =',
  '001    5      Emre                              2040                             3.0          2 w 1     6 b 1     8 w 1',
  '001    6      Filiz                             2000                             1.5       0000 - H     5 w 0  0000 - U',
  '001    7      Gökhan                            1960                             1.0          3 b 0  0000 - U     1 w 0',
  '001    8      Hande                             1920                             2.0       0000 - U     3 w 1     5 b 0',
  'XXR 5',
].join('\n');

const floatOf = (trf: string, player: number) => {
  const r = pairNextRound(trf);
  if (!r.ok) throw new Error(String(r.error));
  return r.value.reasons.find((x) => x.kind === 'float-down' && x.player === player);
};

describe('reasons: why a player moves down', () => {
  it('names [C4] when pairing two floaters with each other would leave a lower player without an opponent', () => {
    // 2 and 4 never met, but 6 (1.5) met everyone below it: two players must come down to it.
    const two = floatOf(TRF_034, 2);
    expect(two).toMatchObject({ criterion: 'C4', instead: 4 });
    expect(reasonText(two!)).toContain('o ve 4 grubunda eşlenseydi alt gruplardaki oyuncuların hepsi eşlenemezdi (C.04.3 2.2.1 [C4]');
    expect(floatOf(TRF_034, 4)).toMatchObject({ criterion: 'C4', instead: 2 });
  });

  it('names [C7] when the other way to pair the bracket moves down a player with more points', () => {
    // 5 (3 points) met 8: either 5–1 and 8 moves down, or 5 moves down again and 1–8 play.
    expect(floatOf(TRF_080, 8)).toMatchObject({ criterion: 'C7', instead: 5 });
  });

  it('names [C14] when the other candidate floated down the round before', () => {
    // 4 played a lower-scored opponent in round 3.
    expect(floatOf(TRF_041, 9)).toMatchObject({ criterion: 'C14', instead: 4 });
  });

  it('names [C12] before [C16] when pairing the other candidate would leave a colour preference unmet', () => {
    // 2 (strong white) against 5 (black) grants both; against 9 (white) one. 5's bye of round 2 ([C16]) comes later.
    expect(floatOf(TRF_007, 9)).toMatchObject({ criterion: 'C12', instead: 5 });
  });

  it('names [C6] for a bracket with one player too many and C1 for a player who met everyone', () => {
    expect(floatOf(TRF_077, 3)).toMatchObject({ criterion: 'C6' });
    expect(floatOf(TRF_077, 3)).not.toHaveProperty('instead');
    expect(floatOf(TRF_007, 1)).toMatchObject({ criterion: 'C1' });
  });
});
