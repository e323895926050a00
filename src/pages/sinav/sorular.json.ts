// Every question in the shape the islands use, for the mock exam and the review of wrong answers.
import { siteQuestions } from '../../buildtime/quiz/site.ts';

export async function GET() {
  return new Response(JSON.stringify(await siteQuestions()), { headers: { 'content-type': 'application/json' } });
}
