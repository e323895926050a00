import { describe, expect, it } from 'vitest';
import { checkNorm, NORM_LEVELS, type NormInput, type NormOpponent, type RequirementId } from './norm.ts';
import { normFromTrf } from './trf.ts';

const o = (title: string, federation: string, rating: number | null, score: number): NormOpponent => ({ title, federation, rating, score });

/**
 * A GM norm that meets every requirement of B.01 1.4 (TUR player, nine games): 7½/9 against an
 * average of 2406 (the 2150 opponent raised to the 2200 floor), 83 % → dp 273, Rp 2679.
 */
const base = (): NormInput => ({
  title: 'GM',
  federation: 'TUR',
  opponents: [
    o('GM', 'GER', 2550, 1),
    o('GM', 'FRA', 2500, 0.5),
    o('GM', 'ESP', 2480, 1),
    o('IM', 'NED', 2450, 1),
    o('IM', 'TUR', 2420, 0.5),
    o('FM', 'TUR', 2350, 1),
    o('IM', 'ITA', 2400, 0.5),
    o('FM', 'GRE', 2300, 1),
    o('', 'TUR', 2150, 1),
  ],
});

function run(input: NormInput) {
  const r = checkNorm(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const failing = (input: NormInput): RequirementId[] =>
  run(input)
    .requirements.filter((q) => !q.ok)
    .map((q) => q.id);

describe('checkNorm: a GM norm met (B.01 1.4)', () => {
  it('computes the floor, the average, dp and the performance', () => {
    const r = run(base());
    expect(r.raised).toBe(8);
    expect(r.ratings[8]).toBe(2200);
    expect(r.average).toBe(2406); // 21650 / 9 = 2405,6 → 2406 (1.4.7 b)
    expect(r.percent).toBe(0.83); // 7,5 / 9 = 83,3 %
    expect(r.dp).toBe(273);
    expect(r.performance).toBe(2679);
    expect(r.norm).toBe(true);
    expect(r.requirements.map((q) => q.article)).toEqual([
      '1.4.1 a',
      '1.4.3',
      '1.4.4',
      '1.4.4',
      '1.4.5 a',
      '1.4.5 b',
      '1.4.8 a',
      '1.4.8 b',
      '1.4.8',
    ]);
    expect(r.requirements.every((q) => q.reason.length > 20)).toBe(true);
  });
});

describe('checkNorm: each requirement failing alone', () => {
  it('1.4.1 a: fewer than nine games', () => {
    const i = base();
    i.opponents.pop();
    expect(failing(i)).toEqual(['games']);
    expect(run(i).requirements[0].reason).toBe('8 oyun oynandı; norm için en az 9 oyun gerekir.');
  });

  it('1.4.3: fewer than two foreign federations (FID is none)', () => {
    const i = base();
    for (const k of [0, 1, 2, 3, 6, 7]) i.opponents[k].federation = 'GER';
    expect(failing(i)).toEqual(['federations']);
    i.opponents[7].federation = 'FID';
    expect(failing(i)).toEqual(['federations']);
    i.opponents[7].federation = 'AZE';
    expect(failing(i)).toEqual([]);
  });

  it('1.4.4: more than 3/5 from the own federation', () => {
    const i = base();
    for (const k of [3, 6, 7]) i.opponents[k].federation = 'TUR';
    const r = run(i);
    expect(failing(i)).toEqual(['own-federation']);
    expect(r.requirements.find((q) => q.id === 'own-federation')!.reason).toContain(
      '6 rakip oyuncunun kendi federasyonundan (TUR); en çok 5 olabilir',
    );
  });

  it('1.4.4: more than 2/3 from one federation', () => {
    const i = base();
    for (const k of [0, 1, 2, 3, 4, 5, 6]) i.opponents[k].federation = 'GER';
    expect(failing(i)).toEqual(['one-federation']);
  });

  it('1.4.5 a: fewer than half titleholders (CM does not count)', () => {
    const i = base();
    for (const k of [3, 4, 5, 6, 7]) i.opponents[k].title = k === 7 ? 'CM' : '';
    expect(failing(i)).toEqual(['titled']);
  });

  it('1.4.5 b: fewer than three GMs', () => {
    const i = base();
    i.opponents[2].title = 'IM';
    expect(failing(i)).toEqual(['title-third']);
    // The same opponents are enough for an IM norm's titles (1.4.5 c), which GMs and IMs both serve.
    expect(run({ ...i, title: 'IM' }).requirements.find((q) => q.id === 'title-third')!.ok).toBe(true);
  });

  it('1.4.8 a: the average below 2380', () => {
    const i = base();
    const low = [2450, 2400, 2380, 2350, 2320, 2250, 2300, 2200, 2150];
    i.opponents.forEach((x, k) => {
      x.rating = low[k];
      x.score = 1;
    });
    const r = run(i);
    expect(r.average).toBe(2317);
    expect(failing(i)).toEqual(['average']);
  });

  it('1.4.8 b: a score under 35 % even with a performance over 2600', () => {
    const feds = ['GER', 'FRA', 'ESP', 'NED', 'ITA', 'GRE', 'USA', 'IND', 'CHN'];
    const i: NormInput = { title: 'GM', federation: 'TUR', opponents: feds.map((f, k) => o('GM', f, 2750, k < 3 ? 1 : 0)) };
    const r = run(i);
    expect(r.percent).toBe(0.33);
    expect(r.performance).toBe(2750 - 125);
    expect(failing(i)).toEqual(['score']);
  });

  it('1.4.8: the performance below 2600', () => {
    const i = base();
    i.opponents.forEach((x, k) => (x.score = k < 5 ? 1 : 0)); // 5/9 = 56 % → dp 43
    const r = run(i);
    expect(r.performance).toBe(2406 + 43);
    expect(failing(i)).toEqual(['performance']);
  });
});

describe('checkNorm: ratings (1.4.6)', () => {
  it('counts an unrated opponent as 1400 and raises only the lowest below the floor', () => {
    const i = base();
    i.opponents[8].rating = null;
    i.opponents[7].rating = 2100;
    const r = run(i);
    expect(r.raised).toBe(8);
    expect(r.ratings[8]).toBe(2200);
    expect(r.ratings[7]).toBe(2100);
    expect(r.requirements.find((q) => q.id === 'average')!.reason).toContain('ratingsiz: 1400 sayılır');
  });

  it('uses each title’s floor, average and performance', () => {
    expect(NORM_LEVELS).toEqual({
      GM: { floor: 2200, minAverage: 2380, minPerformance: 2600, titles: ['GM'] },
      IM: { floor: 2050, minAverage: 2230, minPerformance: 2450, titles: ['GM', 'IM'] },
      WGM: { floor: 2000, minAverage: 2180, minPerformance: 2400, titles: ['GM', 'IM', 'WGM'] },
      WIM: { floor: 1850, minAverage: 2030, minPerformance: 2250, titles: ['GM', 'IM', 'WGM', 'WIM'] },
    });
    // The 2150 opponent is above the IM floor (2050): nobody is raised.
    const r = run({ ...base(), title: 'IM' });
    expect(r.raised).toBeNull();
    expect(r.average).toBe(2400); // (21650 − 50) / 9 = 2400
  });

  it('lets the arbiter declare a 1.4.3 exemption', () => {
    const i = base();
    for (const x of i.opponents) x.federation = 'TUR';
    expect(failing(i)).toEqual(['federations', 'own-federation', 'one-federation']);
    expect(failing({ ...i, exempt: true })).toEqual([]);
  });

  it('rejects bad input with a Turkish message naming the field', () => {
    const i = base();
    i.opponents[2].rating = 120;
    const r = checkNorm(i);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual({
        field: 'opponents.2.rating',
        message: '3. rakibin ratingi 1000 ile 3000 arasında bir tam sayı ya da boş (ratingsiz) olmalı',
      });
    expect(checkNorm({ ...base(), federation: 'tr' }).ok).toBe(false);
  });
});

/** A TRF 001 record in its columns (title 11–13, name 15–47, rating 49–52, federation 54–56, rounds from 92). */
function line(id: number, title: string, name: string, rating: number | null, fed: string, rounds: string[]): string {
  let s =
    '001 ' +
    String(id).padStart(4) +
    '  ' +
    title.padEnd(3) +
    ' ' +
    name.padEnd(33) +
    ' ' +
    (rating ? String(rating) : '').padStart(4) +
    ' ' +
    fed.padEnd(3);
  s = s.padEnd(80) + '    ' + ' ' + '    ';
  for (const r of rounds) {
    const [opp, c, res] = r.split(' ');
    s += '  ' + opp.padStart(4) + ' ' + c + ' ' + res;
  }
  return s;
}

describe('normFromTrf', () => {
  // The base example as a tournament: player 1 (Ayşe, TUR) meets players 2–10 in rounds 1–9.
  const trf = () => {
    const b = base().opponents;
    const names = ['Barış', 'Cemre', 'Deniz', 'Emre', 'Filiz', 'Gökhan', 'Hande', 'Işıl', 'Gül'];
    const res = (s: number) => (s === 1 ? '1' : s === 0 ? '0' : '=');
    const lines = [
      '012 Norm ornegi',
      line(
        1,
        '',
        'Ayşe',
        2420,
        'TUR',
        b.map((x, k) => `${k + 2} ${k % 2 ? 'b' : 'w'} ${res(x.score)}`),
      ),
    ];
    b.forEach((x, k) => {
      const rounds = b.map((_, r) => (r === k ? `1 ${k % 2 ? 'w' : 'b'} ${res(1 - x.score)}` : '0000 - Z'));
      lines.push(line(k + 2, x.title, names[k], x.rating, x.federation, rounds));
    });
    lines.push('XXR 9');
    return lines;
  };

  it('reads the games, opponents’ titles, ratings and federations from the file', () => {
    const r = normFromTrf(trf().join('\n'), 1, 'GM');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.player.name).toBe('Ayşe');
    expect(r.value.result.games).toBe(9);
    expect(r.value.result.average).toBe(2406);
    expect(r.value.result.performance).toBe(2679);
    expect(r.value.result.norm).toBe(true);
  });

  it('leaves out a forfeit (1.4.2 c): a forfeit loss misses the nine games, a forfeit win counts 8 as 9 (1.4.1 c)', () => {
    const lines = trf();
    expect(lines[1]).toMatch(/ 10 w 1$/);
    const loss = [...lines];
    loss[1] = loss[1].replace(/ 10 w 1$/, ' 10 w -');
    loss[10] = loss[10].replace(/ 1 b 0$/, ' 1 b +');
    const r = normFromTrf(loss.join('\n'), 1, 'GM');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.result.games).toBe(8);
    expect(r.value.skipped).toHaveLength(1);
    expect(r.value.result.requirements.find((q) => q.id === 'games')).toMatchObject({ article: '1.4.1 a', ok: false });
    const win = [...lines];
    win[1] = win[1].replace(/ 10 w 1$/, ' 10 w +');
    win[10] = win[10].replace(/ 1 b 0$/, ' 1 b -');
    const w = normFromTrf(win.join('\n'), 1, 'GM');
    if (!w.ok) throw new Error(w.error.message);
    expect(w.value.result.games).toBe(8);
    expect(w.value.result.requirements.find((q) => q.id === 'games')).toMatchObject({ article: '1.4.1 c', ok: true });
  });

  it('counts a Swiss field for 1.4.3 d from the host federation; finds round-robin zero scorers (1.4.2 b)', () => {
    const r = normFromTrf(trf().join('\n'), 1, 'GM', { hostFederation: 'TUR' });
    if (!r.ok) throw new Error(r.error.message);
    // Rated players not from TUR: GER, FRA, ESP, NED, ITA, GRE (six; too few for 1.4.3 d).
    expect(r.value.result.notes.some((n) => n.includes('6 ratingli oyuncu') && n.includes('yetmez'))).toBe(true);
    const lines = trf();
    lines[9] = lines[9].replace(/ 2300 /, '    0 ');
    const rr = normFromTrf(lines.join('\n'), 1, 'GM', { roundRobin: true });
    if (!rr.ok) throw new Error(rr.error.message);
    expect(rr.value.result.games).toBe(8);
    expect(rr.value.result.notes.some((n) => n.includes('1.4.2 b'))).toBe(true);
  });

  it('reports a bad file or player in Turkish', () => {
    const bad = normFromTrf('001 x', 1, 'GM');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.field).toBe('trf');
    const none = normFromTrf(trf().join('\n'), 42, 'GM');
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).toContain('42 numaralı oyuncu dosyada yok');
  });
});

describe('checkNorm: the exemptions (1.4.1 b, c; ignored wins; 1.4.2 b; 1.4.3 d)', () => {
  // The base norm with its weakest games dropped: seven games, 5½ points, average 2436, 79 % → dp 230, Rp 2666.
  const seven = (): NormInput => {
    const i = base();
    i.opponents.splice(7, 2);
    return i;
  };

  it('1.4.1 b: seven games suffice in a world or continental team or club championship', () => {
    expect(failing(seven())).toEqual(['games']);
    const r = run({ ...seven(), teamChampionship: true });
    expect(r.norm).toBe(true);
    expect(r.requirements[0]).toMatchObject({ article: '1.4.1 b', ok: true });
    const six = seven();
    six.opponents.pop();
    expect(failing({ ...six, teamChampionship: true })).toContain('games');
  });

  it('1.4.1 c: eight games count as nine after a forfeit win or a pairing bye, seven do not', () => {
    const eight = base();
    eight.opponents.splice(7, 1); // the FM GRE win
    expect(failing(eight)).toEqual(['games']);
    const r = run({ ...eight, creditedRound: true });
    expect(r.requirements[0]).toMatchObject({ article: '1.4.1 c', ok: true });
    expect(r.norm).toBe(true);
    expect(failing({ ...seven(), creditedRound: true })).toEqual(['games']);
    expect(run({ ...seven(), creditedRound: true }).requirements[0].reason).toContain('1.4.1 c');
  });

  it('1.4.1: a won game may be ignored, if enough games remain; only a won game', () => {
    // Eleven games: wins against a 2250 GM and a 1700 (raised to 2200): average 26050 / 11 = 2368 (< 2380).
    const ten = base();
    ten.opponents.push(o('GM', 'NED', 2250, 1), o('', 'NED', 1700, 1));
    expect(failing(ten)).toEqual(['average']);
    ten.opponents[10].ignore = true;
    const r = run(ten);
    expect(r.norm).toBe(true);
    expect(r.games).toBe(10);
    expect(r.average).toBe(2390);
    expect(r.notes.some((x) => x.includes('yok sayıldı (1.4.1)'))).toBe(true);
    // Ignoring a win in a nine-game result leaves eight games.
    const nine = base();
    nine.opponents[8].ignore = true;
    expect(failing(nine)).toContain('games');
    // A draw cannot be ignored.
    const draw = base();
    draw.opponents[1].ignore = true;
    const e = checkNorm(draw);
    expect(e.ok ? null : e.error.field).toBe('opponents.1.ignore');
  });

  it('1.4.2 b: an unrated zero scorer is left out in a round-robin only', () => {
    // Ten games: the tenth a win against an unrated player who scored zero (1400, raised to 2200 as the lowest).
    const ten = base();
    ten.opponents.push({ ...o('', 'NED', null, 1), zeroScore: true });
    const swiss = run(ten);
    expect(swiss.games).toBe(10);
    const rr = run({ ...ten, roundRobin: true });
    expect(rr.games).toBe(9);
    expect(rr.average).toBe(2406);
    expect(rr.notes.some((x) => x.includes('1.4.2 b'))).toBe(true);
    // Left out, the nine-game result of a round-robin with one zero scorer drops to eight games.
    const nine = base();
    nine.opponents[8] = { ...o('', 'TUR', null, 1), zeroScore: true };
    expect(failing({ ...nine, roundRobin: true })).toContain('games');
    const bad = base();
    bad.opponents[0].zeroScore = true;
    const e = checkNorm(bad);
    expect(e.ok ? null : e.error.field).toBe('opponents.0.zeroScore');
  });

  it('1.4.3 d: a Swiss field of 20 rated foreigners from 3 federations, 10 titled, waives the federation mix', () => {
    const i = base();
    for (const k of [0, 1, 2, 3, 6, 7]) i.opponents[k].federation = 'GER';
    expect(failing(i)).toEqual(['federations']);
    const r = run({ ...i, swissField: { rated: 20, federations: 3, titled: 10 } });
    expect(r.norm).toBe(true);
    expect(r.requirements.find((q) => q.id === 'federations')?.reason).toContain('1.4.3 d');
    for (const field of [
      { rated: 19, federations: 3, titled: 10 },
      { rated: 20, federations: 2, titled: 10 },
      { rated: 20, federations: 3, titled: 9 },
    ]) {
      const x = run({ ...i, swissField: field });
      expect(x.requirements.filter((q) => !q.ok).map((q) => q.id)).toEqual(['federations']);
      expect(x.notes.some((n) => n.includes('1.4.3 d istisnası için yetmez'))).toBe(true);
    }
  });
});
