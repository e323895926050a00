// The records of the search index, built from the content collections at build time. Not a page of
// the site: the search step of the post-build (src/buildtime/search/step.ts) indexes this file when the build
// is done and removes it from dist/.
import { getCollection } from 'astro:content';
import { changes2023Records, lawRecords, questionRecords, scenarioRecords } from '../../buildtime/search/records.ts';

export async function GET() {
  const scenarios = await getCollection('docs', (e) => e.data.scenario !== undefined);
  const questions = (await getCollection('quizzes')).map((e) => e.data);
  const records = [...lawRecords(), ...changes2023Records(), ...scenarioRecords(scenarios), ...questionRecords(questions)];
  return new Response(JSON.stringify(records), { headers: { 'content-type': 'application/json' } });
}
