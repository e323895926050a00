import { describe, expect, it } from 'vitest';
import {
  answerCountProblems,
  answerCountStats,
  blindStrategies,
  blindStrategyProblems,
  pairingShapeProblems,
  groupSizeProblems,
  groupSizes,
  lengthRankProblems,
  lengthRankStats,
  LONGEST_KEY_MAX_SHARE,
  longestKeyProblems,
  longestKeyStats,
  MIN_GROUP_SIZE,
  optionLength,
  patternProblems,
  renumberingProblems,
  trueFalseProblems,
  trueFalseStats,
} from './balance.ts';
import { formatProblem } from '../../browser/problems.ts';
import type { Question } from '../../browser/quiz/types.ts';

type Q = Pick<Question, 'id' | 'type' | 'articles' | 'edition' | 'file'> & { choices?: unknown; answer: unknown; renumbering?: boolean };

/** A single-choice question whose key (index `key`) has `keyLen` characters, the others `otherLen`. */
const single = (id: string, key: number, keyLen: number, otherLen: number, article = '7.1'): Q => ({
  id,
  type: 'single',
  articles: [article],
  edition: '2018',
  file: 'madde-7.json',
  choices: [0, 1, 2, 3].map((i) => 'x'.repeat(i === key ? keyLen : otherLen)),
  answer: key,
});

describe('the longest-key share', () => {
  it('counts single-choice questions whose key is the one longest option', () => {
    const qs: Q[] = [
      single('a', 0, 30, 10), // longest, ratio 3
      single('b', 2, 12, 10), // longest, ratio 1.2
      single('c', 1, 10, 10), // as long as the others: not counted
      single('d', 3, 5, 10), // shorter
      {
        id: 'e',
        type: 'multiple',
        articles: ['7.1'],
        edition: '2018',
        file: 'madde-7.json',
        choices: ['long long long', 'x', 'y'],
        answer: [0],
      },
      { id: 'f', type: 'truefalse', articles: ['7.1'], edition: '2018', file: 'madde-7.json', answer: true },
    ];
    const s = longestKeyStats(qs);
    expect(s).toMatchObject({ count: 2, total: 4, share: 0.5, ids: ['a', 'b'] });
    expect(s.worst.map((w) => w.id)).toEqual(['a', 'b']);
    expect(s.worst[0].ratio).toBe(3);
  });

  it('measures what a reader sees: link targets do not count', () => {
    expect(optionLength('[Madde 7.5.5](/m/7.5.5/) ')).toBe('[Madde 7.5.5]'.length);
    expect(optionLength('çğış')).toBe(4);
  });

  it('is a problem above one third, listing the worst ids first, in Turkish', () => {
    expect(LONGEST_KEY_MAX_SHARE).toBeCloseTo(1 / 3);
    // 1 of 3 = exactly one third: allowed.
    const third = [single('q1', 0, 20, 10), single('q2', 1, 10, 10), single('q3', 2, 5, 10)];
    expect(longestKeyProblems(third)).toEqual([]);
    // 2 of 4: too many.
    const half = [single('q1', 0, 20, 10), single('q2', 1, 40, 10), single('q3', 2, 5, 10), single('q4', 0, 10, 10)];
    const [p, ...rest] = longestKeyProblems(half);
    expect(rest).toEqual([]);
    expect(formatProblem(p)).toMatch(
      /^quizzes › choices: tek doğru cevaplı 4 sorunun 2 tanesinde \(%50\) doğru cevap en uzun seçenek; bu oran en çok %33,3 olabilir/,
    );
    expect(p.message).toMatch(/En belirgin sorular: q2, q1\.$/);
    // The threshold is one constant, passed in.
    expect(longestKeyProblems(half, 0.5)).toEqual([]);
    expect(longestKeyProblems([])).toEqual([]);
  });

  it('names at most twelve questions and says how many more there are', () => {
    const many = Array.from({ length: 20 }, (_, i) => single(`m${String(i).padStart(2, '0')}`, 0, 11 + i, 10));
    const [p] = longestKeyProblems(many);
    expect(p.message).toContain('En belirgin sorular: m19, m18');
    expect(p.message).toMatch(/ve 8 soru daha \(npm run -s quiz-stats hepsini listeler\)\.$/);
  });
});

describe('group sizes', () => {
  it('counts each question under its first article, and flags groups under ten', () => {
    const qs: Q[] = [
      ...Array.from({ length: MIN_GROUP_SIZE }, (_, i) => single(`g7-${i}`, 0, 5, 10, '7.5.5')),
      ...Array.from({ length: 8 }, (_, i) => single(`g10-${i}`, 0, 5, 10, '10.1')),
      single('a-1', 0, 5, 10, 'A.4.2'),
      { ...single('old', 0, 5, 10, '10.1'), edition: '2001' },
    ];
    const sizes = groupSizes(qs);
    expect(sizes['7']).toBe(10);
    expect(sizes['10']).toBe(8);
    expect(sizes['A']).toBe(1);
    const problems = groupSizeProblems(qs).map(formatProblem);
    expect(problems).toContain(
      'madde-10.json: Madde 10 bölümünde 8 soru var; her bölümde en az 10 soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)',
    );
    expect(problems).toContain(
      'ek-a.json: Ek A bölümünde 1 soru var; her bölümde en az 10 soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)',
    );
    expect(problems.some((p) => p.startsWith('madde-7.json'))).toBe(false);
    // Every group 1–12, A, B, RT (Appendices C–D and the Guidelines), EB (tie-breaks and ratings), ES
    // (pairings), TK (team competitions) and NR (title norms) is checked, an empty one too.
    expect(problems.some((p) => p.startsWith('ek-b.json: Ek B bölümünde 0 soru var'))).toBe(true);
    expect(problems.some((p) => p.startsWith('esitlik-bozma.json: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('yonergeler.json: Ek C–D ve Rehber Talimatlar bölümünde 0 soru var'))).toBe(true);
    expect(problems.some((p) => p.startsWith('eslendirme.json: Eşlendirme (İsviçre ve devreli) bölümünde 0 soru var'))).toBe(true);
    expect(problems.some((p) => p.startsWith('takim.json: Takım yarışmaları bölümünde 0 soru var'))).toBe(true);
    expect(problems).toHaveLength(19 - 1);
  });
});

const tf = (id: string, answer: boolean): Q => ({
  id,
  type: 'truefalse',
  articles: ['7.1'],
  edition: '2018',
  file: 'madde-7.json',
  answer,
});
/** A single-choice question whose options have the given lengths, the key at `key`. */
const byLengths = (id: string, key: number, lengths: number[]): Q => ({
  id,
  type: 'single',
  articles: ['7.1'],
  edition: '2018',
  file: 'madde-7.json',
  choices: lengths.map((n, i) => String.fromCharCode(97 + i).repeat(n)),
  answer: key,
});
const multi = (id: string, answer: number[]): Q => ({
  id,
  type: 'multiple',
  articles: ['7.1'],
  edition: '2018',
  file: 'madde-7.json',
  choices: ['a', 'b', 'c', 'd', 'e'],
  answer,
});

describe('true/false keys', () => {
  it('counts each side and allows 40–60 %', () => {
    const even = [tf('t1', true), tf('t2', true), tf('f1', false), tf('f2', false), tf('f3', false)];
    expect(trueFalseStats(even)).toMatchObject({ total: 5, trueIds: ['t1', 't2'], falseIds: ['f1', 'f2', 'f3'], trueShare: 0.4 });
    expect(trueFalseProblems(even)).toEqual([]);
    expect(trueFalseProblems([])).toEqual([]);
  });

  it('is a Turkish problem past 60 % on either side, naming the questions of the heavy side', () => {
    const falsy = [tf('t1', true), tf('f1', false), tf('f2', false), tf('f3', false)];
    const [p, ...rest] = trueFalseProblems(falsy);
    expect(rest).toEqual([]);
    expect(formatProblem(p)).toBe(
      'quizzes › answer: doğru/yanlış sorularının 4 tanesinin 3 tanesinde (%75) cevap "Yanlış"; her iki cevap da %40 ile %60 arasında olmalı ' +
        '(hep "Yanlış" diyen aday bilmeden puan toplar). Anahtarı çevirmeyin: bazı ifadeleri doğru olacak biçimde yeniden yazın, açıklamalarıyla birlikte. "Yanlış" cevaplı sorular: f1, f2, f3.',
    );
    const truthy = [tf('t1', true), tf('t2', true), tf('t3', true), tf('f1', false)];
    expect(trueFalseProblems(truthy)[0].message).toContain('cevap "Doğru"');
    expect(trueFalseProblems(truthy)[0].message).toMatch(/"Doğru" cevaplı sorular: t1, t2, t3\.$/);
  });
});

describe('length ranks of single-choice keys', () => {
  it('ranks the key by the options longer than it, and skips options all of one length', () => {
    const qs = [
      byLengths('l', 0, [30, 10, 20]),
      byLengths('s2', 1, [30, 20, 10]),
      byLengths('s2b', 2, [30, 10, 20, 20]),
      byLengths('short', 2, [30, 20, 5]),
      byLengths('same', 0, [1, 1, 1]),
    ];
    const s = lengthRankStats(qs);
    expect(s.total).toBe(4);
    expect(s.byRank).toEqual({ 1: ['l'], 2: ['s2', 's2b'], 3: ['short'] });
    expect(s.shares[2]).toBe(0.5);
  });

  it('is a problem when one rank holds more than 35 %, naming its questions', () => {
    const qs = [
      byLengths('a', 1, [30, 20, 10]),
      byLengths('b', 1, [30, 20, 10]),
      byLengths('c', 0, [30, 20, 10]),
      byLengths('d', 2, [30, 20, 10]),
    ];
    const problems = lengthRankProblems(qs).map(formatProblem);
    expect(problems).toEqual([
      "quizzes › choices: tek doğru cevaplı 4 sorunun 2 tanesinde (%50) doğru cevap uzunlukça en uzun ikinci seçenek; hiçbir uzunluk sırası %35'ten fazlasını tutamaz (aday seçeneklerin uzunluğundan cevabı tahmin eder). Doğru seçeneği ya da yanlış seçenekleri yeniden yazın: a, b.",
    ]);
    const spread = [byLengths('a', 0, [30, 20, 10]), byLengths('b', 1, [30, 20, 10]), byLengths('c', 2, [30, 20, 10])];
    expect(lengthRankProblems(spread)).toEqual([]);
  });
});

describe('number of right options in multiple-choice questions', () => {
  it('counts them and flags a count above 40 %', () => {
    const qs = [multi('m1', [0, 1, 2]), multi('m2', [0, 2, 3]), multi('m3', [1]), multi('m4', [0, 4]), multi('m5', [0, 1, 2, 3])];
    expect(answerCountStats(qs).byCount).toEqual({ 1: ['m3'], 2: ['m4'], 3: ['m1', 'm2'], 4: ['m5'] });
    expect(answerCountProblems(qs)).toEqual([]);
    const three = [...qs, multi('m6', [1, 2, 3])];
    const [p] = answerCountProblems(three);
    expect(p.message).toBe(
      'çok doğru cevaplı 6 sorunun 3 tanesinde (%50) tam 3 seçenek doğru; bir doğru sayısı en çok %40 olabilir (aday "hep 3 tane işaretle" diye öğrenir). Doğru seçenek sayısını çeşitlendirin: m1, m2, m6.',
    );
  });
});

describe('renumbering questions', () => {
  it('allows five and names them all past that', () => {
    const tagged = (n: number) => Array.from({ length: n }, (_, i) => ({ ...tf(`r${i}`, true), renumbering: true }));
    expect(renumberingProblems([...tagged(5), tf('x', false)])).toEqual([]);
    const [p] = renumberingProblems(tagged(6));
    expect(formatProblem(p)).toMatch(
      /^quizzes › renumbering: 6 soru yalnızca madde numaralarının değişmesini soruyor; en çok 5 olabilir .*: r0, r1, r2, r3, r4, r5\.$/,
    );
  });

  it('are all part of the pattern check', () => {
    const bad = [tf('f1', false), tf('f2', false), multi('m1', [0, 1]), multi('m2', [0, 2])];
    expect(patternProblems(bad).map((p) => p.field)).toEqual(['answer', 'answer']);
  });
});

describe('blind strategies per bank file and practice group', () => {
  /** 4 options of 10, 20, 30, 40 characters; the key at position `pos` with length rank `rank` (0 = longest). */
  const q4 = (id: string, pos: number, rank: number, file = 'madde-8.json', article = '8.1'): Q => {
    const lengths = [40, 30, 20, 10];
    const others = lengths.filter((_, r) => r !== rank);
    const choices = [0, 1, 2, 3].map((i) => 'x'.repeat(i === pos ? lengths[rank] : others.shift()!));
    return { id, type: 'single', articles: [article], edition: '2018', file, choices, answer: pos };
  };
  /** 12 questions with keys spread evenly over the positions and the length ranks. */
  const even = (prefix: string, file?: string, article?: string) =>
    Array.from({ length: 12 }, (_, i) => q4(`${prefix}${i}`, i % 4, (i + Math.floor(i / 4)) % 4, file, article));

  it('finds no strategy better than guessing in an even group', () => {
    const strategies = blindStrategies(even('e'));
    expect(strategies.map((s) => s.strategy).sort()).toEqual(
      ['longest', 'position-0', 'position-1', 'position-2', 'position-3', 'rank-2', 'rank-3', 'shortest'].sort(),
    );
    for (const s of strategies) expect(s.advantage).toBe(0);
    expect(blindStrategyProblems(even('e'))).toEqual([]);
  });

  it('fails on a cue planted in one file that the whole bank hides', () => {
    // 12 questions of madde-8 keyed at the first option, drowned in 36 even questions of madde-7.
    const planted = Array.from({ length: 12 }, (_, i) => q4(`p${i}`, 0, i % 4));
    const bank = [
      ...even('a', 'madde-7.json', '7.1'),
      ...even('b', 'madde-7.json', '7.2'),
      ...even('c', 'madde-7.json', '7.3'),
      ...planted,
    ];
    expect(lengthRankProblems(bank)).toEqual([]);
    const problems = blindStrategyProblems(bank).map(formatProblem);
    expect(problems).toHaveLength(2); // the file and its practice group
    expect(problems[0]).toMatch(
      /^madde-8\.json › choices: madde-8\.json: 12 soruda hep yazıldığı sırada 1\. seçeneği seçmek ortalama 12 doğru getirir, körlemesine tahmin 3; fark 75 puan, en çok 20 olabilir .*: p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11\.$/,
    );
    expect(problems[1]).toMatch(/^quizzes › choices: Madde 8 alıştırma grubu: 12 soruda hep yazıldığı sırada 1\. seçeneği/);
  });

  it('fails on the second-longest option as a cue, and on true/false keys leaning one way', () => {
    const second = Array.from({ length: 10 }, (_, i) => q4(`s${i}`, i % 4, i < 6 ? 1 : (i % 3) + 2 === 2 ? 0 : 2));
    const rank2 = blindStrategies(second).find((s) => s.strategy === 'rank-2')!;
    expect(rank2).toMatchObject({ questions: 10, expected: 6, guess: 2.5, advantage: 35 });
    expect(blindStrategyProblems(second).map((p) => p.message)).toEqual([
      expect.stringContaining('hep uzunlukça 2. sıradaki seçeneği seçmek'),
      expect.stringContaining('hep uzunlukça 2. sıradaki seçeneği seçmek'),
    ]);
    const leaning = [...Array.from({ length: 8 }, (_, i) => tf(`t${i}`, true)), tf('f1', false), tf('f2', false), tf('f3', false)];
    // 8 of 11 true: 22,7 points above guessing (the guideline bank's cue).
    expect(blindStrategyProblems(leaning).map((p) => p.message)).toEqual([
      expect.stringMatching(/^madde-7\.json: 11 soruda hep "Doğru" demek ortalama 8 doğru getirir, körlemesine tahmin 5,5; fark 22,7 puan/),
      expect.stringMatching(/^Madde 7 alıştırma grubu: 11 soruda hep "Doğru" demek/),
    ]);
    // 7 of 11 is within the limit; so is any cue in a group of fewer than 10.
    expect(blindStrategyProblems(leaning.slice(1))).toEqual([]);
    expect(blindStrategyProblems(second.slice(0, 9))).toEqual([]);
  });

  it('shares the credit of a tie at random', () => {
    const tie: Q = {
      id: 't',
      type: 'single',
      articles: ['7.1'],
      edition: '2018',
      file: 'madde-7.json',
      choices: ['aaa', 'bbb', 'c'],
      answer: 0,
    };
    const byName = Object.fromEntries(blindStrategies([tie]).map((s) => [s.strategy, s.expected]));
    expect(byName).toMatchObject({ longest: 0.5, 'rank-2': 0.5, shortest: 0, 'position-0': 1 });
  });
});

describe('the shape of pairing options', () => {
  const pq = (id: string, ask: string, choices: string[], answer: number) => ({
    id,
    type: 'single' as const,
    articles: ['C.04.3 1.4'],
    edition: '2023' as const,
    file: 'eslendirme.json',
    choices,
    answer,
    pairing: { ask },
  });

  it('refuses a board question that offers only the keyed pair in both colour orders', () => {
    // eslendirme-023 before issue 35: the key and its reverse, two single pairs.
    const cue = pq('e-023', 'board', ['Emre (5) – Barış (2)', 'Cemre (3) – İlker (9)', 'Ayşe (1) – İlker (9)', 'Barış (2) – Emre (5)'], 0);
    expect(pairingShapeProblems([cue]).map(formatProblem)).toEqual([
      expect.stringMatching(/^eslendirme\.json › e-023 › choices: bazı çiftler iki renk sırasıyla da seçeneklerde, bazıları tek/),
    ]);
    const none = pq(
      'e-023b',
      'board',
      ['Emre (5) – Barış (2)', 'Cemre (3) – İlker (9)', 'Ayşe (1) – İlker (9)', 'Ayşe (1) – Barış (2)'],
      0,
    );
    const both = pq('e-048', 'berger-board', ['3 – 1', '1 – 3', '4 – 9', '9 – 4'], 0);
    expect(pairingShapeProblems([none, both])).toEqual([]);
  });

  it('refuses a bank whose criterion questions are keyed on one criterion in more than a third', () => {
    // eslendirme before issue 35: C.1 keyed 7 of 10 criterion questions.
    const crit = (i: number, key: string) =>
      pq(`e-c${i}`, 'criterion', [`${key} — doğru`, '[C6] — grupta daha çok eşleşme', '[C3] — aynı mutlak renk', '4.2 — yalnızca S2'], 0);
    const leaning = [
      ...Array.from({ length: 4 }, (_, i) => crit(i, '[C1]')),
      ...['[C4]', '[C7]', '[C12]', '[C14]', '[C16]', '[C6]'].map((k, i) => crit(10 + i, k)),
    ];
    expect(pairingShapeProblems(leaning).map(formatProblem)).toEqual([
      expect.stringMatching(/^eslendirme\.json › answer: 10 ölçüt sorusunun 4 tanesinin cevabı C1; en çok üçte biri/),
    ]);
    // Old and new spellings read as one value; three of ten is within bounds.
    const spread = [
      crit(0, 'C.1'),
      crit(1, '[C1]'),
      crit(2, 'C1'),
      ...['[C4]', '[C7]', '[C12]', '[C14]', '[C16]', '[C6]', '[C3]'].map((k, i) => crit(10 + i, k)),
    ];
    expect(pairingShapeProblems(spread)).toEqual([]);
    expect(pairingShapeProblems([...spread, crit(3, '[C1]')]).map((p) => p.field)).toEqual(['answer']);
    // Colour rules, the 2026 numbers and the old letters alike; a bank of nine is not judged.
    const rule = (i: number, key: string) =>
      pq(`e-r${i}`, 'rule', [`${key} — doğru`, '5.2.1 — iki tercih', '5.2.4 — üstteki', '5.2.5 — sıra'], 0);
    const rules = ['5.2.2', 'E.2', '5.2.2', '5.2.2', '5.2.1', '5.2.3', '5.2.4', '5.2.5', '5.2.3'].map((k, i) => rule(i, k));
    expect(pairingShapeProblems(rules)).toEqual([]);
    expect(pairingShapeProblems([...rules, rule(9, '5.2.4')]).map(formatProblem)).toEqual([
      expect.stringMatching(/10 renk kuralı sorusunun 4 tanesinin cevabı 5\.2\.2/),
    ]);
  });

  it('refuses a float question whose key is the option nearest to all the others', () => {
    // eslendirme-075 before issue 35: every distractor one player away from the key.
    const medoid = pq('e-075', 'float', ['1, 3 ve 5', '2, 3, 5 ve 10', '1, 3, 5 ve 10', '1, 3, 5, 7 ve 10'], 2);
    expect(pairingShapeProblems([medoid]).map((p) => p.id)).toEqual(['e-075']);
    const spread = pq('e-075b', 'float', ['1, 3, 5 ve 10', '3 ve 5', '3, 5 ve 9', '1, 5, 9 ve 10'], 0);
    expect(pairingShapeProblems([spread])).toEqual([]);
  });
});
