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
