// The content hash of every question (id → 8 hex digits, src/browser/quiz/hash.ts): every page with
// a quiz island reads it to drop stored answers to questions removed or changed since (progress.ts).
import { siteQuestions } from '../../buildtime/quiz/site.ts';

export async function GET() {
  const hashes = Object.fromEntries((await siteQuestions()).map((q) => [q.id, q.hash]));
  return new Response(JSON.stringify(hashes), { headers: { 'content-type': 'application/json' } });
}
