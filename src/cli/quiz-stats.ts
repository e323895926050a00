// npm run -s quiz-stats: counts of the question banks as JSON on stdout.
// { "questions": n, "byArticle": { "7.5.5": n, … }, "byGroup": { "1": n, … }, "byDifficulty": { "1": n, … },
//   "scenarioQuestions": n, "rulingQuestions": n, "engineVerified": n,
//   "longestKey": { "count": n, "total": n, "share": x, "maxShare": x, "ids": [ … ] } }
// byArticle counts each question under each of its articles; byGroup each question under its first
// article's group (as the mock exam does); engineVerified counts the scenario questions whose written
// key the rulings engine confirmed and the whole-ruling questions it ruled; longestKey counts the
// single-choice questions whose key is the one longest option (src/buildtime/quiz/balance.ts). Problems go
// to stderr (exit code 1).
import { runQuizCheck } from '../buildtime/quiz/collection.ts';
import { compareNumbers } from '../browser/nearest.ts';
import { permalink } from '../browser/links.ts';
import { groupSizes, LONGEST_KEY_MAX_SHARE, longestKeyStats } from '../buildtime/quiz/balance.ts';

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
for (const no of [...counts.keys()].sort((a, b) => edition(a) - edition(b) || compareNumbers(a.replace(/^\d+\//, ''), b.replace(/^\d+\//, '')))) {
  byArticle[no] = counts.get(no)!;
}

const byDifficulty: Record<string, number> = { '1': 0, '2': 0, '3': 0 };
for (const q of questions) byDifficulty[q.difficulty]++;
const longest = longestKeyStats(questions);

const stats = {
  questions: questions.length,
  byArticle,
  byGroup: groupSizes(questions),
  byDifficulty,
  scenarioQuestions: check.scenarioQuestions,
  rulingQuestions: check.rulingQuestions,
  engineVerified: check.engineVerified,
  longestKey: { count: longest.count, total: longest.total, share: longest.share, maxShare: Math.round(LONGEST_KEY_MAX_SHARE * 1000) / 1000, ids: longest.ids },
};
process.stdout.write(JSON.stringify(stats, null, 2) + '\n');

for (const p of check.problems) process.stderr.write(`quiz-stats: ${p}\n`);
if (check.problems.length) process.exitCode = 1;
