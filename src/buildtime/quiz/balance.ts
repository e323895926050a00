// Balance of the question banks, beyond the schema of each question: how often the key of a
// single-choice question is its one longest option (a test-wise candidate picks the longest option;
// a bank where that works more than a third of the time teaches the wrong habit), and how many
// questions each article group holds (a group too small repeats itself in practice and cannot feed the
// mock exam's blueprint). `npm run -s quiz-stats` reports both. Pure (no Node APIs).
// Beyond the longest key, the other patterns a candidate can score by without knowing the Laws:
// true/false keys leaning to one side, single-choice keys piling up at one length rank (e.g. "the
// second-longest option"), multiple-choice questions with the same number of right options, and a
// bank that tests renumberings (2018 → 2023) instead of rules.
import {
  GROUPS_2018,
  GROUP_GUIDELINES,
  GROUP_NORMS,
  GROUP_PAIRING,
  GROUP_TEAMS,
  GROUP_TIEBREAK,
  groupLabel,
  groupsOf,
  primaryGroup,
} from '../../browser/quiz/groups.ts';
import type { ContentProblem } from '../../browser/problems.ts';
import type { Question } from '../../browser/quiz/types.ts';
import { percentTr } from '../../lib/index.ts';

/** The highest share of single-choice questions whose key may be the unique longest option. */
export const LONGEST_KEY_MAX_SHARE = 1 / 3;
/** The fewest questions an article group (Articles 1–12, Appendices A and B) may hold. */
export const MIN_GROUP_SIZE = 10;
/** How many of the worst questions a problem names. */
const WORST = 12;

type Checked = Pick<Question, 'id' | 'type' | 'articles' | 'edition' | 'file'> & {
  choices?: unknown;
  answer?: unknown;
  renumbering?: boolean;
};

/** Each side of the true/false keys ("Doğru", "Yanlış") must hold between these shares. */
export const TRUE_FALSE_MIN_SHARE = 0.4;
export const TRUE_FALSE_MAX_SHARE = 0.6;
/** The highest share of single-choice keys at one length rank (longest, second-longest, …). */
export const LENGTH_RANK_MAX_SHARE = 0.35;
/** The highest share of multiple-choice questions with the same number of right options. */
export const MULTIPLE_COUNT_MAX_SHARE = 0.4;
/** The most questions that may test only a renumbering of the Laws (tagged `renumbering`). */
export const MAX_RENUMBERING = 5;

/** Length of an option as a reader sees it (characters, Markdown link targets left out). */
export function optionLength(text: string): number {
  return [...text.replace(/\]\([^)]*\)/g, ']').trim()].length;
}

export interface LongestKey {
  id: string;
  /** Key length / length of the longest other option (> 1). */
  ratio: number;
}

export interface LongestKeyStats {
  /** Single-choice questions whose key is longer than every other option. */
  count: number;
  /** Single-choice questions. */
  total: number;
  /** count / total (0 when there is none), rounded to 3 decimals. */
  share: number;
  /** Their ids, in bank order. */
  ids: string[];
  /** The same questions, the most glaring first (longest key relative to the next option). */
  worst: LongestKey[];
}

/** The single-choice questions whose key is the unique longest option. */
export function longestKeyStats(questions: readonly Checked[]): LongestKeyStats {
  const found: LongestKey[] = [];
  let total = 0;
  for (const q of questions) {
    if (q.type !== 'single' || !Array.isArray(q.choices) || typeof q.answer !== 'number') continue;
    const lengths = q.choices.map((c) => optionLength(typeof c === 'string' ? c : String((c as { label?: unknown }).label ?? '')));
    if (lengths.length < 2 || q.answer < 0 || q.answer >= lengths.length) continue;
    total++;
    const key = lengths[q.answer];
    const others = lengths.reduce((m, n, i) => (i === q.answer ? m : Math.max(m, n)), -Infinity);
    if (key > others) found.push({ id: q.id, ratio: Math.round((key / Math.max(1, others)) * 100) / 100 });
  }
  const worst = [...found].sort((a, b) => b.ratio - a.ratio || (a.id < b.id ? -1 : 1));
  return {
    count: found.length,
    total,
    share: total ? Math.round((found.length / total) * 1000) / 1000 : 0,
    ids: found.map((f) => f.id),
    worst,
  };
}

/** A Turkish problem when more than `maxShare` of the single-choice keys are the longest option. */
export function longestKeyProblems(questions: readonly Checked[], maxShare: number = LONGEST_KEY_MAX_SHARE): ContentProblem[] {
  const s = longestKeyStats(questions);
  if (!s.total || s.count / s.total <= maxShare) return [];
  const names = s.worst.slice(0, WORST).map((w) => w.id);
  return [
    {
      file: 'quizzes',
      field: 'choices',
      message:
        `tek doğru cevaplı ${s.total} sorunun ${s.count} tanesinde (${percentTr(s.count / s.total)}) doğru cevap en uzun seçenek; ` +
        `bu oran en çok ${percentTr(maxShare)} olabilir (uzun seçeneği seçen aday ezberle değil tahminle kazanır). ` +
        `Doğru seçeneği kısaltın ya da yanlış seçenekleri onun kadar ayrıntılı yazın. En belirgin sorular: ${names.join(', ')}` +
        (s.count > names.length ? ` ve ${s.count - names.length} soru daha (npm run -s quiz-stats hepsini listeler).` : '.'),
    },
  ];
}

/** Questions per group (Articles 1–12, A, B, RT Appendices C–D and the Guidelines, EB the tie-break and rating regulations, ES pairings, TK team competitions, NR the title norms), each counted under its first article. */
export function groupSizes(questions: readonly Checked[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(
    [...GROUPS_2018, GROUP_GUIDELINES, GROUP_TIEBREAK, GROUP_PAIRING, GROUP_TEAMS, GROUP_NORMS].map((g) => [g, 0]),
  );
  for (const q of questions) {
    const g = primaryGroup(q);
    if (g in out) out[g]++;
  }
  return out;
}

/** The bank file of a group: "7" → madde-7.json, "A" → ek-a.json. */
const bankOf = (g: string) =>
  g === GROUP_GUIDELINES
    ? 'yonergeler.json'
    : g === GROUP_TIEBREAK
      ? 'esitlik-bozma.json'
      : g === GROUP_NORMS
        ? 'norm.json'
        : g === GROUP_TEAMS
          ? 'takim.json'
          : g === GROUP_PAIRING
            ? 'eslendirme.json'
            : /^[A-D]$/.test(g)
              ? `ek-${g.toLowerCase()}.json`
              : `madde-${g}.json`;

/** A Turkish problem for every article group with fewer than `min` questions. */
export function groupSizeProblems(questions: readonly Checked[], min: number = MIN_GROUP_SIZE): ContentProblem[] {
  return Object.entries(groupSizes(questions))
    .filter(([, n]) => n < min)
    .map(([g, n]) => ({
      file: bankOf(g),
      message: `${groupLabel(g)} bölümünde ${n} soru var; her bölümde en az ${min} soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)`,
    }));
}

const names = (ids: readonly string[]) => {
  const shown = ids.slice(0, WORST);
  return (
    shown.join(', ') +
    (ids.length > shown.length ? ` ve ${ids.length - shown.length} soru daha (npm run -s quiz-stats hepsini listeler).` : '.')
  );
};

export interface TrueFalseStats {
  total: number;
  /** Questions whose key is true ("Doğru") and false ("Yanlış"), their ids in bank order. */
  trueIds: string[];
  falseIds: string[];
  /** Share of true keys, rounded to 3 decimals (0 when there is none). */
  trueShare: number;
}

export function trueFalseStats(questions: readonly Checked[]): TrueFalseStats {
  const trueIds: string[] = [];
  const falseIds: string[] = [];
  for (const q of questions) {
    if (q.type !== 'truefalse' || typeof q.answer !== 'boolean') continue;
    (q.answer ? trueIds : falseIds).push(q.id);
  }
  const total = trueIds.length + falseIds.length;
  return { total, trueIds, falseIds, trueShare: total ? Math.round((trueIds.length / total) * 1000) / 1000 : 0 };
}

/** A Turkish problem when one side of the true/false keys holds more than `max` (default 60 %). */
export function trueFalseProblems(
  questions: readonly Checked[],
  min: number = TRUE_FALSE_MIN_SHARE,
  max: number = TRUE_FALSE_MAX_SHARE,
): ContentProblem[] {
  const s = trueFalseStats(questions);
  if (!s.total) return [];
  const share = s.trueIds.length / s.total;
  if (share >= min && share <= max) return [];
  const [side, other, ids, n] =
    share > max ? ['Doğru', 'yanlış', s.trueIds, s.trueIds.length] : ['Yanlış', 'doğru', s.falseIds, s.falseIds.length];
  return [
    {
      file: 'quizzes',
      field: 'answer',
      message:
        `doğru/yanlış sorularının ${s.total} tanesinin ${n} tanesinde (${percentTr(n / s.total)}) cevap "${side}"; her iki cevap da %${Math.round(min * 100)} ile %${Math.round(max * 100)} arasında olmalı ` +
        `(hep "${side}" diyen aday bilmeden puan toplar). Anahtarı çevirmeyin: bazı ifadeleri ${other} olacak biçimde yeniden yazın, açıklamalarıyla birlikte. "${side}" cevaplı sorular: ${names(ids)}`,
    },
  ];
}

export interface LengthRankStats {
  /** Single-choice questions whose options are not all of one length (the others carry no length signal). */
  total: number;
  /** rank → ids: 1 the key is the longest option (ties: 1 + the options strictly longer), 2 the second-longest, … */
  byRank: Record<number, string[]>;
  /** rank → share, rounded to 3 decimals. */
  shares: Record<number, number>;
}

/** Where the key of each single-choice question stands among its options by length. */
export function lengthRankStats(questions: readonly Checked[]): LengthRankStats {
  const byRank: Record<number, string[]> = {};
  let total = 0;
  for (const q of questions) {
    if (q.type !== 'single' || !Array.isArray(q.choices) || typeof q.answer !== 'number') continue;
    const lengths = q.choices.map((c) => optionLength(typeof c === 'string' ? c : String((c as { label?: unknown }).label ?? '')));
    if (q.answer < 0 || q.answer >= lengths.length || new Set(lengths).size < 2) continue;
    total++;
    const rank = 1 + lengths.filter((l) => l > lengths[q.answer as number]).length;
    (byRank[rank] ??= []).push(q.id);
  }
  const shares = Object.fromEntries(Object.entries(byRank).map(([r, ids]) => [r, Math.round((ids.length / total) * 1000) / 1000]));
  return { total, byRank, shares };
}

const RANK_TR: Record<number, string> = {
  1: 'en uzun',
  2: 'en uzun ikinci',
  3: 'en uzun üçüncü',
  4: 'en uzun dördüncü',
  5: 'en uzun beşinci',
};

/** A Turkish problem for every length rank that holds more than `maxShare` of the single-choice keys. */
export function lengthRankProblems(questions: readonly Checked[], maxShare: number = LENGTH_RANK_MAX_SHARE): ContentProblem[] {
  const s = lengthRankStats(questions);
  return Object.entries(s.byRank)
    .filter(([, ids]) => ids.length / s.total > maxShare)
    .map(([r, ids]) => ({
      file: 'quizzes',
      field: 'choices',
      message:
        `tek doğru cevaplı ${s.total} sorunun ${ids.length} tanesinde (${percentTr(ids.length / s.total)}) doğru cevap uzunlukça ${RANK_TR[Number(r)] ?? `${r}.`} seçenek; ` +
        `hiçbir uzunluk sırası %${Math.round(maxShare * 100)}'ten fazlasını tutamaz (aday seçeneklerin uzunluğundan cevabı tahmin eder). ` +
        `Doğru seçeneği ya da yanlış seçenekleri yeniden yazın: ${names(ids)}`,
    }));
}

export interface AnswerCountStats {
  total: number;
  /** number of right options → ids. */
  byCount: Record<number, string[]>;
}

/** How many right options each multiple-choice question has. */
export function answerCountStats(questions: readonly Checked[]): AnswerCountStats {
  const byCount: Record<number, string[]> = {};
  let total = 0;
  for (const q of questions) {
    if (q.type !== 'multiple' || !Array.isArray(q.answer)) continue;
    total++;
    (byCount[q.answer.length] ??= []).push(q.id);
  }
  return { total, byCount };
}

/** A Turkish problem when more than `maxShare` of the multiple-choice questions have the same number of right options. */
export function answerCountProblems(questions: readonly Checked[], maxShare: number = MULTIPLE_COUNT_MAX_SHARE): ContentProblem[] {
  const s = answerCountStats(questions);
  return Object.entries(s.byCount)
    .filter(([, ids]) => ids.length / s.total > maxShare)
    .map(([n, ids]) => ({
      file: 'quizzes',
      field: 'answer',
      message:
        `çok doğru cevaplı ${s.total} sorunun ${ids.length} tanesinde (${percentTr(ids.length / s.total)}) tam ${n} seçenek doğru; ` +
        `bir doğru sayısı en çok %${Math.round(maxShare * 100)} olabilir (aday "hep ${n} tane işaretle" diye öğrenir). Doğru seçenek sayısını çeşitlendirin: ${names(ids)}`,
    }));
}

/** Ids of the questions tagged as testing only a renumbering (2018 → 2023). */
export function renumberingIds(questions: readonly Checked[]): string[] {
  return questions.filter((q) => q.renumbering === true).map((q) => q.id);
}

/** A Turkish problem when more than `max` questions test only a renumbering. */
export function renumberingProblems(questions: readonly Checked[], max: number = MAX_RENUMBERING): ContentProblem[] {
  const ids = renumberingIds(questions);
  if (ids.length <= max) return [];
  return [
    {
      file: 'quizzes',
      field: 'renumbering',
      message: `${ids.length} soru yalnızca madde numaralarının değişmesini soruyor; en çok ${max} olabilir (hakem numarayı değil kuralı bilmeli). Kuralın kendisini soracak biçimde yeniden yazın: ${names(ids)}`,
    },
  ];
}

/** Every answer-pattern problem of the bank (the longest key, length ranks, true/false, multiple counts, renumberings, blind strategies per file and practice group). */
export function patternProblems(questions: readonly Checked[]): ContentProblem[] {
  return [
    ...longestKeyProblems(questions),
    ...lengthRankProblems(questions),
    ...trueFalseProblems(questions),
    ...answerCountProblems(questions),
    ...renumberingProblems(questions),
    ...blindStrategyProblems(questions),
    ...pairingShapeProblems(questions),
  ];
}

// Blind strategies inside one bank file or one practice group. The whole-bank limits above cannot see a
// cue that lives in one file (the key of every guideline question is the first option) or one practice
// group, yet practice draws from one group at a time: a candidate who practises "Ek C–D ve Rehber
// Talimatlar" meets that group's cue, not the bank's average. For each group of questions the check plays
// every blind strategy a test-wise candidate could use — always the longest option, the 2nd longest, …,
// the shortest, the option at stored position k, always "Doğru", always "Yanlış" — and compares its
// expected score with blind guessing. Ties are broken at random (the strategy earns 1/t when the key is
// one of t options of the chosen length).

/** The most a blind strategy may beat guessing by, in percentage points, in one group. */
export const BLIND_ADVANTAGE_MAX_POINTS = 20;
/** Groups with fewer questions a strategy applies to are not judged (too few to tell a cue from chance). */
export const BLIND_MIN_QUESTIONS = 10;

const optionTexts = (q: Checked): string[] | null =>
  Array.isArray(q.choices) && (q.type === 'single' || q.type === 'scenario')
    ? q.choices.map((c) => (typeof c === 'string' ? c : String((c as { label?: unknown }).label ?? '')))
    : null;

export interface BlindStrategy {
  /** "longest", "rank-2", "shortest", "position-1" (0-based position k, shown 1-based in Turkish), "true", "false". */
  strategy: string;
  /** Questions the strategy applies to. */
  questions: number;
  /** Expected right answers of the strategy and of guessing (rounded to 2 decimals). */
  expected: number;
  guess: number;
  /** (expected − guess) / questions in percentage points, rounded to 1 decimal. */
  advantage: number;
  /** Questions where the strategy finds the key (credit ≥ ½), in bank order. */
  ids: string[];
}

/** Credit of picking, among options of the given lengths, the one at `pos` in length order (0 = longest). */
function rankCredit(lengths: readonly number[], key: number, pos: number): number {
  const sorted = [...lengths].sort((a, b) => b - a);
  const target = sorted[pos];
  if (lengths[key] !== target) return 0;
  return 1 / lengths.filter((l) => l === target).length;
}

/** Every blind strategy over a set of questions, each with its expected score against guessing. */
export function blindStrategies(questions: readonly Checked[]): BlindStrategy[] {
  type Acc = { n: number; expected: number; guess: number; ids: string[] };
  const acc = new Map<string, Acc>();
  const add = (strategy: string, id: string, credit: number, guess: number) => {
    const a = acc.get(strategy) ?? { n: 0, expected: 0, guess: 0, ids: [] };
    a.n++;
    a.expected += credit;
    a.guess += guess;
    if (credit >= 0.5) a.ids.push(id);
    acc.set(strategy, a);
  };
  for (const q of questions) {
    if (q.type === 'truefalse' && typeof q.answer === 'boolean') {
      add('true', q.id, q.answer ? 1 : 0, 0.5);
      add('false', q.id, q.answer ? 0 : 1, 0.5);
      continue;
    }
    const texts = optionTexts(q);
    if (!texts || texts.length < 2 || typeof q.answer !== 'number' || q.answer < 0 || q.answer >= texts.length) continue;
    const key = q.answer;
    const lengths = texts.map(optionLength);
    const guess = 1 / texts.length;
    for (let k = 0; k < texts.length; k++) add(`position-${k}`, q.id, k === key ? 1 : 0, guess);
    add('longest', q.id, rankCredit(lengths, key, 0), guess);
    add('rank-2', q.id, rankCredit(lengths, key, 1), guess);
    if (texts.length > 3) add('rank-3', q.id, rankCredit(lengths, key, 2), guess);
    add('shortest', q.id, rankCredit(lengths, key, lengths.length - 1), guess);
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return [...acc.entries()].map(([strategy, a]) => ({
    strategy,
    questions: a.n,
    expected: r2(a.expected),
    guess: r2(a.guess),
    advantage: Math.round(((a.expected - a.guess) / a.n) * 1000) / 10,
    ids: a.ids,
  }));
}

/** The groups judged: every bank file and every practice group (a question belongs to each group of its articles). */
export function blindGroups(questions: readonly Checked[]): Map<string, Checked[]> {
  const groups = new Map<string, Checked[]>();
  const put = (name: string, q: Checked) => {
    const list = groups.get(name);
    if (list) list.push(q);
    else groups.set(name, [q]);
  };
  for (const q of questions) {
    put(q.file, q);
    for (const g of groupsOf(q)) put(`grup ${g}`, q);
  }
  return groups;
}

/** "en uzun seçenek", "baştan 2. seçenek", "hep Doğru". */
export function strategyTr(strategy: string): string {
  if (strategy === 'longest') return 'hep en uzun seçeneği seçmek';
  if (strategy === 'shortest') return 'hep en kısa seçeneği seçmek';
  if (strategy === 'true') return 'hep "Doğru" demek';
  if (strategy === 'false') return 'hep "Yanlış" demek';
  const rank = /^rank-(\d)$/.exec(strategy);
  if (rank) return `hep uzunlukça ${rank[1]}. sıradaki seçeneği seçmek`;
  const pos = /^position-(\d)$/.exec(strategy);
  return pos ? `hep yazıldığı sırada ${Number(pos[1]) + 1}. seçeneği seçmek` : strategy;
}

/** Where the group's name points a writer: a bank file, or a practice group with its label. */
const groupTr = (name: string) => (name.startsWith('grup ') ? `${groupLabel(name.slice(5))} alıştırma grubu` : name);

/** A Turkish problem for every group where a blind strategy beats guessing by more than `maxPoints`. */
export function blindStrategyProblems(
  questions: readonly Checked[],
  maxPoints: number = BLIND_ADVANTAGE_MAX_POINTS,
  minQuestions: number = BLIND_MIN_QUESTIONS,
): ContentProblem[] {
  const out: ContentProblem[] = [];
  for (const [name, list] of blindGroups(questions)) {
    for (const s of blindStrategies(list)) {
      if (s.questions < minQuestions || s.advantage <= maxPoints) continue;
      out.push({
        file: name.startsWith('grup ') ? 'quizzes' : name,
        field: s.strategy === 'true' || s.strategy === 'false' ? 'answer' : 'choices',
        message:
          `${groupTr(name)}: ${s.questions} soruda ${strategyTr(s.strategy)} ortalama ${decimal(s.expected)} doğru getirir, ` +
          `körlemesine tahmin ${decimal(s.guess)}; fark ${decimal(s.advantage)} puan, en çok ${maxPoints} olabilir ` +
          `(aday kuralı bilmeden bu yolla puan toplar). ` +
          (s.strategy === 'true' || s.strategy === 'false'
            ? `Anahtarı çevirmeyin: bazı ifadeleri öbür cevabı alacak biçimde açıklamalarıyla birlikte yeniden yazın: `
            : `Seçeneklerin sırasını ya da uzunluğunu dengeleyin (sorunun sorduğunu ve doğru cevabın anlamını değiştirmeden): `) +
          names(s.ids),
      });
    }
  }
  return out;
}

const decimal = (x: number) => String(x).replace('.', ',');

// The shape of the options of the computed pairing questions (issue 35): a board question that offers the
// keyed pair in both colour orders, and no other pair that way, leaves a blind candidate at 50 %; a float
// question whose key is the option nearest to all the others (each distractor one player added, removed
// or swapped) is found without pairing anything; and when one criterion or one colour rule keys most of
// the criterion or colour-rule questions of a bank, "always that one" beats guessing.

type WithPairing = Checked & { pairing?: { ask?: unknown } };

/** Sum of the symmetric differences between one set of players and the others. */
const spread = (sets: readonly Set<number>[], i: number) =>
  sets.reduce(
    (n, s, j) => (j === i ? n : n + [...s].filter((x) => !sets[i].has(x)).length + [...sets[i]].filter((x) => !s.has(x)).length),
    0,
  );

/** The most a criterion or colour rule may key of one bank's criterion (colour-rule) questions. */
export const PAIRING_KEY_SHARE_MAX = 1 / 3;
/** Banks with fewer such questions are not judged. */
export const PAIRING_KEY_MIN_QUESTIONS = 10;

/** The reference an option leads with ("[C12]", "C.12", "5.2.2", "D"; the old letter "E.2" reads as 5.2.2), as one spelling. */
const leadingRef = (text: string): string | null => {
  const m = /^(?:\[?C\.?(\d{1,2})\]?|(D)|(\d+(?:\.\d+)+)|E\.(\d))(?![\w.])/.exec(text.trim());
  return !m ? null : m[1] ? `C${m[1]}` : (m[2] ?? m[3] ?? `5.2.${m[4]}`);
};

/** A Turkish problem for every bank where one criterion (colour rule) keys more than a third of its criterion (colour-rule) questions. */
function pairingKeySpreadProblems(questions: readonly WithPairing[]): ContentProblem[] {
  const groups = new Map<string, { file: string; ask: string; keys: Map<string, string[]>; n: number }>();
  for (const q of questions) {
    const ask = q.pairing?.ask;
    const texts = optionTexts(q);
    if ((ask !== 'criterion' && ask !== 'rule') || !texts || typeof q.answer !== 'number') continue;
    const key = leadingRef(texts[q.answer] ?? '');
    if (key === null) continue;
    const g = groups.get(`${q.file}\n${ask}`) ?? { file: q.file, ask, keys: new Map<string, string[]>(), n: 0 };
    g.n++;
    g.keys.set(key, [...(g.keys.get(key) ?? []), q.id]);
    groups.set(`${q.file}\n${ask}`, g);
  }
  const out: ContentProblem[] = [];
  for (const g of groups.values()) {
    if (g.n < PAIRING_KEY_MIN_QUESTIONS) continue;
    for (const [key, ids] of g.keys) {
      if (ids.length <= g.n * PAIRING_KEY_SHARE_MAX) continue;
      out.push({
        file: g.file,
        field: 'answer',
        message:
          `${g.n} ${g.ask === 'criterion' ? 'ölçüt' : 'renk kuralı'} sorusunun ${ids.length} tanesinin cevabı ${key}; en çok üçte biri olabilir ` +
          `(aday eşlendirme yapmadan hep ${key} diyerek puan toplar). Cevabı gerçekten başka bir ölçütün (kuralın) belirlediği turnuvalardan soru ekleyin: ${names(ids)}`,
      });
    }
  }
  return out;
}

/** A Turkish problem for every pairing question whose options' shape points at the key, and for every bank whose criterion or colour-rule keys lean on one value. */
export function pairingShapeProblems(questions: readonly WithPairing[]): ContentProblem[] {
  const out: ContentProblem[] = pairingKeySpreadProblems(questions);
  for (const q of questions) {
    const ask = q.pairing?.ask;
    const texts = optionTexts(q);
    if (!texts || typeof q.answer !== 'number' || (ask !== 'board' && ask !== 'berger-board' && ask !== 'float')) continue;
    const key = q.answer;
    const ints = texts.map((t) => [...t.matchAll(/\d+/g)].map((m) => Number(m[0])));
    if (ask === 'float') {
      const sets = ints.map((xs) => new Set(xs));
      const spreads = sets.map((_, i) => spread(sets, i));
      const least = Math.min(...spreads);
      if (spreads[key] === least && spreads.filter((s) => s === least).length === 1)
        out.push({
          file: q.file,
          id: q.id,
          field: 'choices',
          message:
            'doğru seçenek öbür seçeneklerin hepsine en yakın olanı (her yanlış seçenek ondan bir oyuncu ekleyip çıkararak türemiş): aday eşlendirme yapmadan bulur. ' +
            'Yanlış seçenekleri gerçek yanılgılardan kurun (bay alanı saymak, tek kişilik grubu unutmak), anahtar ortada kalmasın',
        });
      continue;
    }
    const pairs = ints.filter((xs) => xs.length >= 2).map(([a, b]) => `${a}-${b}`);
    const reversed = pairs.map((p) => pairs.includes(p.split('-').reverse().join('-')));
    if (reversed.some(Boolean) && !reversed.every(Boolean))
      out.push({
        file: q.file,
        id: q.id,
        field: 'choices',
        message:
          'bazı çiftler iki renk sırasıyla da seçeneklerde, bazıları tek: iki sırada verilen çiftin doğru olduğu tahmin edilir. ' +
          'Ya her çifti iki renk sırasıyla verin (renk soran masalar: iki çift, ikişer sırada) ya da hiçbirini',
      });
  }
  return out;
}
