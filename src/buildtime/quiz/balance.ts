// Balance of the question banks, beyond the schema of each question: how often the key of a
// single-choice question is its one longest option (a test-wise candidate picks the longest option;
// a bank where that works more than a third of the time teaches the wrong habit), and how many
// questions each article group holds (a group too small repeats itself in practice and cannot feed the
// mock exam's blueprint). `npm run -s quiz-stats` reports both. Pure (no Node APIs).
import { GROUPS_2018, GROUP_TIEBREAK, groupLabel, primaryGroup } from '../../browser/quiz/groups.ts';
import type { ContentProblem } from '../../browser/problems.ts';
import type { Question } from '../../browser/quiz/types.ts';
import { percentTr } from '../../browser/numbers.ts';

/** The highest share of single-choice questions whose key may be the unique longest option. */
export const LONGEST_KEY_MAX_SHARE = 1 / 3;
/** The fewest questions an article group (Articles 1–12, Appendices A and B) may hold. */
export const MIN_GROUP_SIZE = 10;
/** How many of the worst questions a problem names. */
const WORST = 12;

type Checked = Pick<Question, 'id' | 'type' | 'articles' | 'edition' | 'file'> & { choices?: unknown; answer?: unknown };

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
  return { count: found.length, total, share: total ? Math.round((found.length / total) * 1000) / 1000 : 0, ids: found.map((f) => f.id), worst };
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

/** Questions per group (Articles 1–12, A, B, and EB the tie-break and rating regulations), each counted under its first article. */
export function groupSizes(questions: readonly Checked[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries([...GROUPS_2018, GROUP_TIEBREAK].map((g) => [g, 0]));
  for (const q of questions) {
    const g = primaryGroup(q);
    if (g in out) out[g]++;
  }
  return out;
}

/** The bank file of a group: "7" → madde-7.json, "A" → ek-a.json. */
const bankOf = (g: string) => (g === GROUP_TIEBREAK ? 'esitlik-bozma.json' : /^[A-D]$/.test(g) ? `ek-${g.toLowerCase()}.json` : `madde-${g}.json`);

/** A Turkish problem for every article group with fewer than `min` questions. */
export function groupSizeProblems(questions: readonly Checked[], min: number = MIN_GROUP_SIZE): ContentProblem[] {
  return Object.entries(groupSizes(questions))
    .filter(([, n]) => n < min)
    .map(([g, n]) => ({
      file: bankOf(g),
      message: `${groupLabel(g)} bölümünde ${n} soru var; her bölümde en az ${min} soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)`,
    }));
}
