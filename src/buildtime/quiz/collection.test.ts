import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { quizLoader, runQuizCheck } from './collection.ts';

/** What the loader uses of Astro's loader context: an in-memory store, the schema check, a logger. */
function context() {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; filePath?: string }>();
  const lines: string[] = [];
  const ctx = {
    store: {
      clear: () => entries.clear(),
      set: (e: { id: string; data: Record<string, unknown>; filePath?: string }) => (entries.set(e.id, e), true),
    },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    generateDigest: (d: unknown) => String(JSON.stringify(d).length),
    logger: { info: (s: string) => lines.push(s), error: (s: string) => lines.push(`error: ${s}`) },
  };
  return { entries, lines, ctx: ctx as unknown as LoaderContext };
}

const bank = (questions: unknown[]) => {
  const root = mkdtempSync(join(tmpdir(), 'quiz-col-'));
  mkdirSync(join(root, 'quizzes'));
  writeFileSync(join(root, 'quizzes', 'madde-7.json'), JSON.stringify(questions));
  return root;
};

describe('the quizzes collection', () => {
  it('fails the build with the list of problems', async () => {
    const root = bank([{ id: 'madde-7-001', type: 'single' }]);
    const r = await runQuizCheck(root, { balance: false });
    expect(r.problems.length).toBeGreaterThan(0);
    expect(r.problems.every((p) => p.startsWith('madde-7.json › madde-7-001'))).toBe(true);

    const { ctx, entries } = context();
    await expect(quizLoader(root, { balance: false }).load(ctx)).rejects.toThrow(
      /Soru bankalarında \d+ sorun var:\n {2}- madde-7\.json › madde-7-001/,
    );
    expect(entries.size).toBe(0);
  });

  it('stores each valid question under its id, scenario keys confirmed by the engine', async () => {
    const real = (JSON.parse(readFileSync('quizzes/madde-7.json', 'utf8')) as { id: string; type: string }[])
      .filter((q) => q.type === 'scenario')
      .slice(0, 2);
    const root = bank(real);
    const { ctx, entries, lines } = context();
    await quizLoader(root, { balance: false }).load(ctx);
    expect([...entries.keys()]).toEqual(real.map((q) => q.id));
    const first = entries.get(real[0].id)!;
    expect(first.filePath).toBe(join('quizzes', 'madde-7.json'));
    expect(first.data).toMatchObject({ file: 'madde-7.json', edition: expect.any(String), editions: expect.any(Array) });
    expect(lines.at(-1)).toMatch(/^2 questions valid, 2\/2 scenario keys confirmed by the engine$/);
  });

  it('fails on a scenario key the engine contradicts', async () => {
    const [q] = (JSON.parse(readFileSync('quizzes/madde-7.json', 'utf8')) as { type: string; answer: number; choices: unknown[] }[]).filter(
      (x) => x.type === 'scenario',
    );
    const wrong = { ...q, answer: (q.answer + 1) % q.choices.length };
    const { ctx } = context();
    const load = quizLoader(bank([wrong]), { balance: false }).load(ctx);
    await expect(load).rejects.toThrow(/^Soru bankalarında \d+ sorun var:\n {2}- madde-7\.json › madde-7-\d+ › /);
    await expect(load).rejects.toThrow(
      /\n {2}- madde-7\.json › madde-7-\d+ › answer: \d+ sürümünde yazılı cevap \d+ .*, motor \d+ numaralı seçeneği veriyor/,
    );
  });

  it('passes on an empty set of banks when the balance is not checked', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-col-'));
    const r = await runQuizCheck(root, { balance: false });
    expect(r).toMatchObject({ questions: 0, problems: [] });
  });

  it('fails the build when more than a third of the single-choice keys are the longest option, or a group has fewer than 10 questions', async () => {
    const q = (n: number, keyLong: boolean, article: string) => ({
      id: `madde-7-${String(n).padStart(3, '0')}`,
      articles: [article],
      edition: '2023',
      editions: ['2023'],
      type: 'single',
      difficulty: 1,
      text: 'Soru?',
      choices: keyLong ? ['Uzun ve ayrıntılı doğru cevap', 'Kısa', 'Kısa da'] : ['Doğru', 'Yanlış olan', 'Bu da yanlış'],
      answer: 0,
      explanation: '[Madde 7.1](/m/2023/7.1/)',
    });
    // 5 of 12 keys longest (41.7%), Article 7 has 12 questions, every other group none.
    const questions = Array.from({ length: 12 }, (_, i) => q(i + 1, i < 5, '7.1'));
    const root = bank(questions);
    const r = await runQuizCheck(root);
    expect(r.problems).toContain(
      'quizzes › choices: tek doğru cevaplı 12 sorunun 5 tanesinde (%41,7) doğru cevap en uzun seçenek; bu oran en çok %33,3 olabilir (uzun seçeneği seçen aday ezberle değil tahminle kazanır). Doğru seçeneği kısaltın ya da yanlış seçenekleri onun kadar ayrıntılı yazın. En belirgin sorular: madde-7-001, madde-7-002, madde-7-003, madde-7-004, madde-7-005.',
    );
    expect(r.problems).toContain(
      'madde-10.json: Madde 10 bölümünde 0 soru var; her bölümde en az 10 soru olmalı (bir soru ilk yazılan maddesinin bölümünde sayılır)',
    );
    // Every key is the first option, 7 of 12 the shortest: the blind-strategy check names the file (and the practice group).
    expect(r.problems.filter((p) => p.startsWith('madde-7.json'))).toEqual([
      expect.stringMatching(
        /^madde-7\.json › choices: madde-7\.json: 12 soruda hep yazıldığı sırada 1\. seçeneği seçmek ortalama 12 doğru getirir/,
      ),
      expect.stringMatching(/^madde-7\.json › choices: madde-7\.json: 12 soruda hep en kısa seçeneği seçmek ortalama 7 doğru getirir/),
    ]);
    expect(r.problems.filter((p) => p.startsWith('quizzes › choices: Madde 7 alıştırma grubu: 12 soruda'))).toHaveLength(2);
    // The same keys also pile up at length ranks 1 and 3 (the answer-pattern checks of balance.ts).
    expect(r.problems.filter((p) => p.includes('doğru cevap uzunlukça'))).toHaveLength(2);
    const { ctx } = context();
    await expect(quizLoader(root).load(ctx)).rejects.toThrow(
      /^Soru bankalarında 25 sorun var:\n {2}- quizzes › choices: tek doğru cevaplı/,
    );
  });
});
