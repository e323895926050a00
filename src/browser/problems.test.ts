import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { ContentError, failOnProblems, fieldPath, formatProblem, issueProblems } from './problems.ts';

describe('content problems', () => {
  it('write a field path as the problems name it', () => {
    expect(fieldPath(['choices', 1, 'value'])).toBe('choices[1].value');
    expect(fieldPath(['scenario', 'events', 2, 'place'])).toBe('scenario.events[2].place');
    expect(fieldPath([])).toBe('');
  });

  it('name the file, the entry, the field and the reason', () => {
    expect(formatProblem({ file: 'madde-7.json', id: 'madde-7-001', field: 'answer', message: 'bir sayı olmalı' })).toBe(
      'madde-7.json › madde-7-001 › answer: bir sayı olmalı',
    );
    expect(formatProblem({ file: 'content/senaryolar/x.mdx', message: 'okunamadı' })).toBe('content/senaryolar/x.mdx: okunamadı');
  });

  it('turn schema issues into problems, one per unknown key', () => {
    const schema = z.strictObject(
      { a: z.string({ error: 'metin olmalı' }), b: z.array(z.number({ error: 'sayı olmalı' })) },
      { error: () => 'bilinmeyen alan' },
    );
    const r = schema.safeParse({ a: 1, b: [1, 'x'], c: 0, d: 0 });
    expect(r.success).toBe(false);
    const problems = issueProblems(r.error!.issues, { file: 'f.json', id: 'q1' });
    expect(problems.map(formatProblem)).toEqual([
      'f.json › q1 › a: metin olmalı',
      'f.json › q1 › b[1]: sayı olmalı',
      'f.json › q1 › c: bilinmeyen alan',
      'f.json › q1 › d: bilinmeyen alan',
    ]);
    expect(issueProblems(r.error!.issues, { file: 'p.mdx', field: 'scenario' })[1].field).toBe('scenario.b[1]');
  });

  it('fail the build with a Turkish heading and every problem, and pass when there is none', () => {
    const problems = [
      { file: 'a.json', field: 'x', message: 'bir' },
      { file: 'b.json', message: 'iki' },
    ];
    expect(() => failOnProblems('Soru bankalarında', problems)).toThrow(new ContentError('Soru bankalarında', problems));
    expect(() => failOnProblems('Soru bankalarında', problems)).toThrow(
      'Soru bankalarında 2 sorun var:\n  - a.json › x: bir\n  - b.json: iki',
    );
    expect(() => failOnProblems('Sayfalarda', [])).not.toThrow();
  });
});
