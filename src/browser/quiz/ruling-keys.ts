// The keys of a whole-ruling question, from the rules engine: its scenario is ruled under each
// edition the question claims and the ruling becomes that edition's key (ruling.ts). Used at build
// time by the key check (src/buildtime/quiz/keys.ts: any problem fails the build) and by the
// presentation of the question (present.ts). Pure: the engine has no DOM or Node dependencies.
import { rule } from '../../engine/rulings/index.ts';
import { rulingKey, type RulingKey } from './ruling.ts';
import type { Question, QuizEdition } from './schema.ts';

export interface RulingKeyProblem {
  field: string;
  message: string;
}

/** The distractor articles of a question in one edition. */
export function distractorsIn(q: Pick<Question, 'distractors'>, edition: QuizEdition): string[] {
  const d = q.distractors;
  if (!d) return [];
  return Array.isArray(d) ? d : (d[edition] ?? []);
}

const bare = (san: string) => san.replace(/[+#]/g, '');

/**
 * The engine's key in every edition the question claims, and what keeps the question from being
 * asked: a scenario the engine cannot rule, an obligation move missing from the candidates, a
 * distractor the engine applies, an article of the question the engine does not apply.
 */
export function computeRulingKeys(q: Question): { keys: Partial<Record<QuizEdition, RulingKey>>; problems: RulingKeyProblem[] } {
  const keys: Partial<Record<QuizEdition, RulingKey>> = {};
  const problems: RulingKeyProblem[] = [];
  if (q.type !== 'ruling' || !q.scenario) return { keys, problems: [{ field: 'type', message: 'karar sorusu değil' }] };
  for (const edition of q.editions) {
    const where = q.editions.length > 1 ? ` (${edition} sürümünde)` : '';
    let r: ReturnType<typeof rule>;
    try {
      r = rule(edition === q.edition ? q.scenario : { ...q.scenario, laws: edition });
    } catch (e) {
      problems.push({ field: 'scenario', message: `kural motoru hata verdi${where}: ${(e as Error).message}` });
      continue;
    }
    if (!r.ok) {
      problems.push({ field: 'scenario', message: `kural motoru senaryoya karar veremedi${where}: ${r.error.message}` });
      continue;
    }
    const ruling = r.value.ruling;
    const distractors = distractorsIn(q, edition);
    let key: RulingKey;
    try {
      key = rulingKey(ruling, distractors);
    } catch (e) {
      problems.push({ field: 'scenario', message: `${(e as Error).message}${where}` });
      continue;
    }
    const candidates = new Set((q.candidates ?? []).map(bare));
    const missing = (key.obligation ?? []).filter((m) => !candidates.has(m));
    if (missing.length)
      problems.push({
        field: 'candidates',
        message: `motorun kararında ${missing.join(', ')} de yükümlülüğü karşılıyor ama aday hamlelerde yok${where}`,
      });
    for (const a of distractors) {
      if (key.articles.includes(a))
        problems.push({ field: 'distractors', message: `"${a}" çeldirici olamaz: motor bu maddeyi uyguluyor${where}` });
    }
    // Articles a minimal right ruling may leave out (e.g. 7.4.3 when no penalty is given).
    if (q.optionalArticles?.length) {
      for (const a of q.optionalArticles) {
        if (!key.articles.includes(a))
          problems.push({
            field: 'optionalArticles',
            message: `"${a}" motorun kararında yok${where} (motorun maddeleri: ${key.articles.join(', ') || 'hiçbiri'})`,
          });
      }
      key = { ...key, optional: q.optionalArticles.filter((a) => key.articles.includes(a)) };
    }
    if (edition === q.edition) {
      for (const a of q.articles) {
        if (!key.articles.includes(a))
          problems.push({
            field: 'articles',
            message: `"${a}" motorun kararında yok (motorun maddeleri: ${key.articles.join(', ') || 'hiçbiri'})`,
          });
      }
    }
    keys[edition] = key;
  }
  return { keys, problems };
}
