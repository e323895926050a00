// npm run -s quiz-stats: counts of the question banks as JSON on stdout.
// { "questions": n, "byArticle": { "7.5.5": n, … }, "byGroup": { "1": n, … }, "byDifficulty": { "1": n, … },
//   "scenarioQuestions": n, "rulingQuestions": n, "engineVerified": n,
//   "longestKey": { "count": n, "total": n, "share": x, "maxShare": x, "ids": [ … ] },
//   "lengthRank": { "total": n, "maxShare": x, "shares": { "1": x, … }, "byRank": { "1": [ids], … } },
//   "trueFalse": { "total": n, "true": n, "false": n, "trueShare": x, "falseIds": [ … ] },
//   "multipleCount": { "total": n, "maxShare": x, "byCount": { "2": n, … }, "ids": { "2": [ids], … } },
//   "renumbering": { "count": n, "max": n, "ids": [ … ] }, "disputed": [ids],
//   "blind": { "maxPoints": 20, "minQuestions": 10, "groups": { "yonergeler.json": { "questions": n,
//     "worst": "position-0", "advantage": { "longest": x, "rank-2": x, …, "position-0": x, "true": x, … } }, "grup RT": … } } }
// byArticle counts each question under each of its articles; byGroup each question under its first
// article's group (as the mock exam does); engineVerified counts the scenario questions whose written
// key the rulings engine confirmed and the whole-ruling questions it ruled; longestKey counts the
// single-choice questions whose key is the one longest option (src/buildtime/quiz/balance.ts); blind gives,
// per bank file and per practice group ("grup 7"), how many points each blind strategy (always the longest
// option, the 2nd longest, the shortest, the option at stored position k, always true, always false) beats
// guessing by, over the questions it applies to. Problems go
// to stderr (exit code 1).
import { runQuizCheck } from '../buildtime/quiz/collection.ts';
import { compareNumbers } from '../browser/nearest.ts';
import { permalink } from '../browser/links.ts';
import {
  answerCountStats,
  BLIND_ADVANTAGE_MAX_POINTS,
  BLIND_MIN_QUESTIONS,
  blindGroups,
  blindStrategies,
  groupSizes,
  LENGTH_RANK_MAX_SHARE,
  lengthRankStats,
  LONGEST_KEY_MAX_SHARE,
  longestKeyStats,
  MAX_RENUMBERING,
  MULTIPLE_COUNT_MAX_SHARE,
  renumberingIds,
  trueFalseStats,
} from '../buildtime/quiz/balance.ts';

// The same loading, schema and key check as the content collection `quizzes`.
const check = await runQuizCheck(process.cwd());
const questions = check.valid;

// 2018 numbers as they are ("7.5.5"); numbers of the older edition as "2001/7.4", like their /m/ address.
const counts = new Map<string, number>();
for (const q of questions) {
  for (const a of q.articles) {
    const key = permalink(q.edition, a).slice(3, -1);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}
const edition = (k: string) => (k.includes('/') ? 1 : 0);
const byArticle: Record<string, number> = {};
for (const no of [...counts.keys()].sort(
  (a, b) => edition(a) - edition(b) || compareNumbers(a.replace(/^\d+\//, ''), b.replace(/^\d+\//, '')),
)) {
  byArticle[no] = counts.get(no)!;
}

const byDifficulty: Record<string, number> = { '1': 0, '2': 0, '3': 0 };
for (const q of questions) byDifficulty[q.difficulty]++;
const longest = longestKeyStats(questions);
const ranks = lengthRankStats(questions);
const tf = trueFalseStats(questions);
const counts2 = answerCountStats(questions);
const renumbering = renumberingIds(questions);
const round = (x: number) => Math.round(x * 1000) / 1000;
const blind: Record<string, { questions: number; worst: string | null; advantage: Record<string, number> }> = {};
for (const [name, list] of blindGroups(questions)) {
  const strategies = blindStrategies(list);
  const judged = strategies.filter((s) => s.questions >= BLIND_MIN_QUESTIONS);
  const worst = judged.reduce<(typeof judged)[number] | null>((w, s) => (!w || s.advantage > w.advantage ? s : w), null);
  blind[name] = {
    questions: list.length,
    worst: worst?.strategy ?? null,
    advantage: Object.fromEntries(strategies.map((s) => [s.strategy, s.advantage])),
  };
}

const stats = {
  questions: questions.length,
  byArticle,
  byGroup: groupSizes(questions),
  byDifficulty,
  scenarioQuestions: check.scenarioQuestions,
  rulingQuestions: check.rulingQuestions,
  engineVerified: check.engineVerified,
  longestKey: {
    count: longest.count,
    total: longest.total,
    share: longest.share,
    maxShare: Math.round(LONGEST_KEY_MAX_SHARE * 1000) / 1000,
    ids: longest.ids,
  },
  lengthRank: { total: ranks.total, maxShare: LENGTH_RANK_MAX_SHARE, shares: ranks.shares, byRank: ranks.byRank },
  trueFalse: {
    total: tf.total,
    true: tf.trueIds.length,
    false: tf.falseIds.length,
    trueShare: tf.trueShare,
    trueIds: tf.trueIds,
    falseIds: tf.falseIds,
  },
  multipleCount: {
    total: counts2.total,
    maxShare: MULTIPLE_COUNT_MAX_SHARE,
    byCount: Object.fromEntries(Object.entries(counts2.byCount).map(([n, ids]) => [n, ids.length])),
    shares: Object.fromEntries(Object.entries(counts2.byCount).map(([n, ids]) => [n, round(ids.length / counts2.total)])),
    ids: counts2.byCount,
  },
  renumbering: { count: renumbering.length, max: MAX_RENUMBERING, ids: renumbering },
  disputed: questions.filter((q) => q.disputed).map((q) => q.id),
  blind: { maxPoints: BLIND_ADVANTAGE_MAX_POINTS, minQuestions: BLIND_MIN_QUESTIONS, groups: blind },
};
process.stdout.write(JSON.stringify(stats, null, 2) + '\n');

for (const p of check.problems) process.stderr.write(`quiz-stats: ${p}\n`);
if (check.problems.length) process.exitCode = 1;
