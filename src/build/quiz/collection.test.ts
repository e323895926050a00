import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import quizCheck, { runQuizCheck } from './integration.ts';

const logger = () => {
  const lines: string[] = [];
  return { lines, info: (s: string) => lines.push(s), warn: (s: string) => lines.push(`warn: ${s}`) };
};

describe('build-time quiz check', () => {
  it('fails the build with the list of problems', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-int-'));
    mkdirSync(join(root, 'quizzes'));
    writeFileSync(join(root, 'quizzes', 'madde-7.json'), JSON.stringify([{ id: 'madde-7-001', type: 'single' }]));
    const r = await runQuizCheck(root);
    expect(r.problems.length).toBeGreaterThan(0);
    expect(r.problems.every((p) => p.startsWith('madde-7.json › madde-7-001'))).toBe(true);

    const cwd = process.cwd();
    process.chdir(root);
    try {
      const hook = quizCheck().hooks['astro:build:start'] as (o: { logger: unknown }) => Promise<void>;
      await expect(hook({ logger: logger() })).rejects.toThrow(/Soru bankalarında \d+ sorun var:\n {2}- madde-7\.json › madde-7-001/);
    } finally {
      process.chdir(cwd);
    }
  });

  it('passes on an empty set of banks', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-int-'));
    const r = await runQuizCheck(root);
    expect(r).toMatchObject({ questions: 0, problems: [] });
  });
});
