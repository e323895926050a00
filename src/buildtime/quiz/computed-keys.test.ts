// Questions whose key a tie-break or rating calculation decides: the schema reads the crosstable (a bad
// TRF line is named), and the build's key check contradicts a wrong key with the file and the field.
// The expected values below were worked out by hand from the crosstable and the B.02 tables.
import { describe, expect, it } from 'vitest';
import { checkComputedKeys } from './keys.ts';
import { validateQuestion } from './schema.ts';
import { formatProblem, type Question } from '../../browser/quiz/types.ts';
import { playerLine } from '../../tiebreak/trf-write.ts';
import { toClientQuestion } from '../../browser/quiz/present.ts';
import { groupsOf, numberLabel, permalinkOf, primaryGroup } from '../../browser/quiz/groups.ts';

// Four players, three rounds, all games played:
//   1 Ada  : beat 2, beat 3, lost to 4 → 2      2 Bora : lost to 1, drew 4, beat 3 → 1.5
//   3 Can  : lost to 4, lost to 1, lost to 2 → 0  4 Dora : beat 3, drew 2, beat 1 → 2.5
// BH(Ada) = 1.5 + 0 + 2.5 = 4; BH/C1(Ada) = 4 − 0 = 4; SB(Ada) = 1.5 + 0 = 1.5;
// BH(Dora) = 0 + 1.5 + 2 = 3.5.
const trf = [
  playerLine({ id: 1, name: 'Ada', rating: 1900, rounds: ['2 w 1', '3 b 1', '4 w 0'] }),
  playerLine({ id: 2, name: 'Bora', rating: 1800, rounds: ['1 b 0', '4 w =', '3 b 1'] }),
  playerLine({ id: 3, name: 'Can', rating: 1700, rounds: ['4 w 0', '1 w 0', '2 w 0'] }),
  playerLine({ id: 4, name: 'Dora', rating: 1600, rounds: ['3 b 1', '2 b =', '1 b 1'] }),
  'XXR 3',
];

const base = {
  id: 'esitlik-bozma-001',
  articles: ['C.07 8.1'],
  edition: '2018',
  editions: ['2018', '2023'],
  type: 'numeric',
  difficulty: 2,
  text: 'Ada’nın Buchholz’u kaçtır?',
  unit: 'puan',
  explanation: 'Rakiplerin puanları toplanır. Bkz. [C.07 Madde 8.1](/araclar/esitlik-bozma/buchholz/).',
  tiebreak: { trf, code: 'BH', player: 1 },
  answer: 4,
};

function valid(raw: unknown): Question {
  const r = validateQuestion(raw, { file: 'esitlik-bozma.json' });
  if (!r.question) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.question;
}

describe('tie-break questions', () => {
  it('a key the engine computes is confirmed; a wrong one fails naming file, question and field', () => {
    expect(checkComputedKeys([valid(base)])).toMatchObject({ count: 1, verified: ['esitlik-bozma-001'], problems: [] });
    const wrong = checkComputedKeys([valid({ ...base, answer: 4.5 })]);
    expect(wrong.problems.map(formatProblem)).toEqual([
      'esitlik-bozma.json › esitlik-bozma-001 › answer: motorun hesapladığı BH (1 numaralı oyuncu) 4, yazılı cevap 4.5',
    ]);
    expect(checkComputedKeys([valid({ ...base, tiebreak: { trf, code: 'BH', player: 4 }, answer: 3.5 })]).problems).toEqual([]);
    expect(checkComputedKeys([valid({ ...base, tiebreak: { trf, code: 'SB', player: 1 }, answer: 1.5 })]).problems).toEqual([]);
  });

  it('single questions: exactly one choice carries the value, and it is the key', () => {
    const single = { ...base, type: 'single', unit: undefined, choices: ['3,5', '4', '4,5'], answer: 1 };
    expect(checkComputedKeys([valid(single)]).problems).toEqual([]);
    expect(checkComputedKeys([valid({ ...single, answer: 0 })]).problems[0]).toMatchObject({
      field: 'answer',
      message: expect.stringContaining('1 numaralı seçenekte'),
    });
    expect(checkComputedKeys([valid({ ...single, choices: ['3', '3,5', '4,5'], answer: 0 })]).problems[0]).toMatchObject({
      field: 'choices',
      message: expect.stringContaining('hiçbir seçenekte yok'),
    });
  });

  it('ranks by points then the given order: Ada and Bora … Dora first, Ada second', () => {
    const rank = {
      ...base,
      type: 'single',
      unit: undefined,
      tiebreak: { trf, code: 'RANK', player: 1, order: ['BH'] },
      choices: ['1', '2', '3'],
      answer: 1,
    };
    expect(checkComputedKeys([valid(rank)]).problems).toEqual([]);
  });

  it('a broken crosstable is a schema problem naming the TRF line and column', () => {
    const bad = [...trf];
    bad[1] = bad[1].replace('4 w =', '4 w ?');
    const r = validateQuestion({ ...base, tiebreak: { trf: bad, code: 'BH', player: 1 } }, { file: 'esitlik-bozma.json' });
    expect(r.problems.map(formatProblem).join('\n')).toMatch(/esitlik-bozma-001 › tiebreak\.trf\.1: Satır 2, sütun \d+: .*sonuç kodu/);
    const unknown = checkComputedKeys([valid({ ...base, tiebreak: { trf, code: 'BH', player: 9 } })]);
    expect(unknown.problems[0]).toMatchObject({ field: 'tiebreak.player' });
  });

  it('cites regulation sections the site explains, and links to an explainer page', () => {
    expect(validateQuestion({ ...base, articles: ['C.07 99.1'] }, { file: 'esitlik-bozma.json' }).problems[0]).toMatchObject({
      field: 'articles[0]',
    });
    expect(validateQuestion({ ...base, explanation: 'Bağlantısız.' }, { file: 'esitlik-bozma.json' }).problems[0].message).toContain(
      'açıklama sayfasına',
    );
    const q = valid(base);
    expect(primaryGroup(q)).toBe('EB');
    expect(groupsOf(q)).toEqual(['EB']);
    expect(numberLabel('C.07 16.4.1')).toBe('C.07 Madde 16.4.1');
    expect(permalinkOf('2018', 'C.07 16.4.1')).toBe('/araclar/esitlik-bozma/oynanmayan-oyunlar/');
    expect(permalinkOf('2018', 'B.02 8.3.3')).toBe('/araclar/elo/hesaplama/');
  });

  it('ships the crosstable to the page', () => {
    const c = toClientQuestion(valid(base));
    expect(c.group).toBe('EB');
    expect(c.crosstable?.players.map((p) => [p.id, p.points])).toEqual([
      [1, 2],
      [2, 1.5],
      [3, 0],
      [4, 2.5],
    ]);
    expect(c.facts?.[0]).toContain('2026');
  });
});

describe('rating questions (B.02)', () => {
  const rating = {
    ...base,
    articles: ['B.02 8.3.2'],
    explanation: 'Bkz. [B.02 Madde 8.3.2](/araclar/elo/hesaplama/).',
    tiebreak: undefined,
  };
  it('checks a rating change, a K factor and an expected score', () => {
    // 1800 (K 20) beats 1800: PD 0.50, ΔR +0.50, × 20 = +10.
    expect(
      checkComputedKeys([valid({ ...rating, rating: { ask: 'change', rating: 1800, k: 20, games: [[1800, 1]] }, answer: 10 })]).problems,
    ).toEqual([]);
    // 1800 against 2300: D = −500 counted as −400 (8.3.1) → PD 0.08.
    expect(
      checkComputedKeys([valid({ ...rating, rating: { ask: 'expected', rating: 1800, opponent: 2300 }, answer: 0.08 })]).problems,
    ).toEqual([]);
    const k = {
      ...rating,
      type: 'single',
      unit: undefined,
      rating: { ask: 'k', rating: 2350, gamesRated: 100, under18: true },
      choices: ['10', '20', '40'],
      answer: 2,
    };
    expect(checkComputedKeys([valid(k)]).problems[0]).toMatchObject({ field: 'answer', message: expect.stringContaining('rating.k 20') });
    expect(
      checkComputedKeys([valid({ ...rating, rating: { ask: 'change', rating: 1800, games: [[1800, 1]] }, answer: 10 })]).problems[0],
    ).toMatchObject({ field: 'rating.k' });
  });
});

describe('norm questions (B.01, src/norms)', () => {
  // Nine opponents, the 2150 one raised to the 2200 floor: average 21650 / 9 → 2406; 7½/9 = 83 %, dp 273, Rp 2679.
  const opponents: [string, string, number | null, number][] = [
    ['GM', 'GER', 2550, 1],
    ['GM', 'FRA', 2500, 0.5],
    ['GM', 'ESP', 2480, 1],
    ['IM', 'NED', 2450, 1],
    ['IM', 'TUR', 2420, 0.5],
    ['FM', 'TUR', 2350, 1],
    ['IM', 'ITA', 2400, 0.5],
    ['FM', 'GRE', 2300, 1],
    ['', 'TUR', 2150, 1],
  ];
  const normQ = {
    id: 'norm-001',
    articles: ['B.01 1.4.8'],
    edition: '2023',
    editions: ['2023', '2018'],
    type: 'numeric',
    difficulty: 2,
    text: 'Performans kaçtır?',
    unit: 'puan',
    explanation: 'Rp = Ra + dp. Bkz. [B.01 Madde 1.4.8](/araclar/norm/).',
    norm: { title: 'GM', federation: 'TUR', opponents, ask: 'performance' },
    answer: 2679,
  };
  const validNorm = (raw: unknown): Question => {
    const r = validateQuestion(raw, { file: 'norm.json' });
    expect(r.problems.map(formatProblem)).toEqual([]);
    return r.question!;
  };

  it('confirms the keys src/norms computes (performance, average, whether it is a norm)', () => {
    const qs = [
      validNorm(normQ),
      validNorm({ ...normQ, id: 'norm-002', norm: { ...normQ.norm, ask: 'average' }, answer: 2406 }),
      validNorm({ ...normQ, id: 'norm-003', type: 'truefalse', unit: undefined, norm: { ...normQ.norm, ask: 'norm' }, answer: true }),
      validNorm({
        ...normQ,
        id: 'norm-004',
        type: 'single',
        unit: undefined,
        choices: ['2406', '2413', '2400'],
        norm: { ...normQ.norm, ask: 'average' },
        answer: 0,
      }),
    ];
    const r = checkComputedKeys(qs);
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.verified).toEqual(['norm-001', 'norm-002', 'norm-003', 'norm-004']);
    expect(primaryGroup(qs[0])).toBe('NR');
    expect(numberLabel('B.01 1.4.8')).toBe('B.01 Madde 1.4.8');
    expect(permalinkOf('2023', 'B.01 1.4.8')).toMatch(/\/araclar\/norm\/$/);
  });

  it('fails the build on a key src/norms contradicts, naming file, id and field', () => {
    const wrong = [
      validNorm({ ...normQ, answer: 2600 }),
      validNorm({ ...normQ, id: 'norm-003', type: 'truefalse', unit: undefined, norm: { ...normQ.norm, ask: 'norm' }, answer: false }),
    ];
    expect(checkComputedKeys(wrong).problems.map(formatProblem)).toEqual([
      "norm.json › norm-001 › answer: src/norms'un hesapladığı GM normu performansı 2679, yazılı cevap 2600",
      "norm.json › norm-003 › answer: src/norms'a göre GM normu sonucu norm var (true), yazılı cevap false",
    ]);
  });

  it('rejects an unknown B.01 section and a norm field on the wrong type', () => {
    const r = validateQuestion(
      { ...normQ, articles: ['B.01 9.9'], type: 'truefalse', unit: undefined, answer: true },
      { file: 'norm.json' },
    );
    expect(r.problems.map(formatProblem).join('\n')).toContain('"B.01 9.9" bankaların andığı bir bölüm değil');
    expect(r.problems.map(formatProblem).join('\n')).toContain('sayısal norm değerleri yalnızca "numeric" ve "single" sorularda sorulur');
  });
});

// Team competitions (src/tiebreak/team.ts): three teams, two boards, a double draw and two wins.
//   1 Ak – 2 Kara 1½–½, 2 Kara – 3 Mavi 2–0, 3 Mavi – 1 Ak 1–1.
//   MP (2/1/0): Ak 2 + 1 = 3, Kara 0 + 2 = 2, Mavi 0 + 1 = 1; GP: Ak 2½, Kara 2½, Mavi 1.
//   SB (opponent's MP × GP against it): Ak 2 × 1½ + 1 × 1 = 4; with 3/1/0: Ak MP 4.
describe('team questions', () => {
  const team = {
    teams: ['Ak', 'Kara', 'Mavi'],
    boards: 2,
    matches: [
      [1, 2, 1.5, 0.5],
      [2, 3, 2, 0],
      [3, 1, 1, 1],
    ],
    code: 'SB',
    team: 1,
  };
  const teamQ = {
    id: 'takim-001',
    articles: ['C.07 4.1', 'C.07 9.1'],
    edition: '2023',
    editions: ['2023', '2018'],
    type: 'numeric',
    difficulty: 2,
    text: 'Karşılaşma sonuçları: Ak – Kara 1½–½, Kara – Mavi 2–0, Mavi – Ak 1–1. Ak’ın Sonneborn-Berger puanı kaçtır?',
    unit: 'puan',
    explanation: 'Rakibin maç puanı × ona karşı alınan oyun puanı ([C.07 Madde 4.1](/araclar/esitlik-bozma/)).',
    team,
    answer: 4,
  };
  const validTeam = (raw: unknown): Question => {
    const r = validateQuestion(raw, { file: 'takim.json' });
    expect(r.problems.map(formatProblem)).toEqual([]);
    return r.question!;
  };

  it('confirms the keys src/tiebreak/team.ts computes and puts the question in TK', () => {
    const qs = [
      validTeam(teamQ),
      validTeam({ ...teamQ, id: 'takim-002', team: { ...team, code: 'MP', matchPoints: [3, 1, 0] }, answer: 4 }),
      validTeam({
        ...teamQ,
        id: 'takim-003',
        type: 'single',
        unit: undefined,
        choices: ['1', '2', '3'],
        team: { ...team, code: 'RANK', team: 2, order: ['GP'] },
        answer: 1,
      }),
    ];
    const r = checkComputedKeys(qs);
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.verified).toEqual(['takim-001', 'takim-002', 'takim-003']);
    expect(primaryGroup(qs[0])).toBe('TK');
    expect(groupsOf(qs[0])).toEqual(['TK', 'EB']);
    expect(permalinkOf('2023', 'C.07 4.1')).toMatch(/\/araclar\/esitlik-bozma\/$/);
  });

  it('fails the build on a contradicted key and rejects a match whose game points do not add up', () => {
    expect(checkComputedKeys([validTeam({ ...teamQ, answer: 5 })]).problems.map(formatProblem)).toEqual([
      'takim.json › takim-001 › answer: motorun hesapladığı SB (1 numaralı takım) 4, yazılı cevap 5',
    ]);
    const bad = validateQuestion({ ...teamQ, team: { ...team, matches: [[1, 2, 2, 1]] } }, { file: 'takim.json' });
    expect(bad.problems.map(formatProblem).join('\n')).toContain(
      'takim.json › takim-001 › team.matches.0: 1. karşılaşma: iki takımın oyun puanları toplamı masa sayısına (2) eşit olmalı, 3 verildi',
    );
  });
});

describe('first rating questions (B.02 8.2)', () => {
  it('computes Ru and cites a section the schema knows', () => {
    const q = validateQuestion(
      {
        id: 'yonetmelik-900',
        articles: ['B.02 8.2'],
        edition: '2023',
        editions: ['2023', '2018'],
        type: 'numeric',
        difficulty: 2,
        text: 'İlk rating kaçtır?',
        unit: 'puan',
        explanation: 'Bkz. [B.02 Madde 8.2](/araclar/elo/).',
        rating: {
          ask: 'initial',
          games: [
            [1500, 1],
            [1600, 1],
            [1700, 1],
            [1600, 0],
            [1600, 0],
          ],
        },
        answer: 1707,
      },
      { file: 'yonetmelik.json' },
    );
    expect(q.problems.map(formatProblem)).toEqual([]);
    expect(checkComputedKeys([q.question!]).verified).toEqual(['yonetmelik-900']);
    expect(primaryGroup(q.question!)).toBe('EB');
  });
});
