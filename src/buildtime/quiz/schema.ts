// Loading of the question banks (quizzes/*.json) at build time and in the CLI: every file read and
// every question validated with the schema of src/browser/quiz/schema.ts against the Laws index;
// ids unique across the banks. Problems name the file, the question id and the field. Node only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITIONS, knownNumbers } from '../laws.ts';
import { validateQuestion as validateWith, type Question, type QuestionContext, type QuizEdition } from '../../browser/quiz/schema.ts';
import type { ContentProblem } from '../../browser/problems.ts';

export { parsePermalink } from '../../browser/links.ts';

export interface ValidationContext extends Partial<QuestionContext> {
  file: string;
  /** Ids already seen in this or earlier files → file; filled by validateQuestion. */
  seen?: Map<string, string>;
}

let knownCache: Record<QuizEdition, Set<string>> | null = null;
/**
 * The numbers that exist in each text the site holds (content/data/editions.json), from the Laws index
 * (src/buildtime/laws.ts): the questions' editions, and the edition in force of their /m/N/ links.
 */
export function lawNumbers(): Record<QuizEdition, Set<string>> {
  knownCache ??= Object.fromEntries(EDITIONS.map((e) => [e, knownNumbers(e)])) as Record<QuizEdition, Set<string>>;
  return knownCache;
}

/** Validates one question against the schema and the Laws index; a repeated id is a problem too. */
export function validateQuestion(raw: unknown, ctx: ValidationContext): { problems: ContentProblem[]; question?: Question } {
  const r = validateWith(raw, { file: ctx.file, known: ctx.known ?? lawNumbers() });
  const id = (raw as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && ctx.seen) {
    const prev = ctx.seen.get(id);
    if (prev !== undefined)
      return {
        problems: [
          { file: ctx.file, id, field: 'id', message: `aynı kimlik ${prev} dosyasında da var (kimlikler tekil olmalı)` },
          ...r.problems,
        ],
      };
    ctx.seen.set(id, ctx.file);
  }
  return r;
}

export interface LoadedBanks {
  questions: Question[];
  problems: ContentProblem[];
  /** Bank files read, e.g. ["madde-1.json", …]. */
  files: string[];
}

/** The order of the banks: madde-1 … madde-12, ek-a, ek-b, 2001, then others by name. */
export function compareBanks(a: string, b: string): number {
  const rank = (f: string) => {
    const m = /^madde-(\d+)\.json$/.exec(f);
    if (m) return Number(m[1]);
    return ({ 'ek-a.json': 100, 'ek-b.json': 101, '2001.json': 102 } as Record<string, number>)[f] ?? 200;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The order of the questions: by bank, then by the number that ends the id ("madde-7-012" → 12). */
export function compareQuestions(a: { file: string; id: string }, b: { file: string; id: string }): number {
  const n = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 0);
  return compareBanks(a.file, b.file) || n(a.id) - n(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Bank files in <root>/quizzes, in bank order. */
export function bankFiles(root: string): string[] {
  const dir = join(root, 'quizzes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(compareBanks);
}

/** Reads and validates every bank file under <root>/quizzes. Never throws on bad content. */
export function loadBanks(root: string = process.cwd(), opts: { known?: Record<QuizEdition, Set<string>> } = {}): LoadedBanks {
  const seen = new Map<string, string>();
  const questions: Question[] = [];
  const problems: ContentProblem[] = [];
  const files = bankFiles(root);
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(root, 'quizzes', file), 'utf8'));
    } catch (e) {
      problems.push({ file, message: `JSON okunamadı: ${(e as Error).message}` });
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push({ file, message: 'dosya bir soru dizisi (JSON array) olmalı' });
      continue;
    }
    data.forEach((raw, i) => {
      const r = validateQuestion(raw, { file, known: opts.known, seen });
      for (const p of r.problems) problems.push(p.id ? p : { ...p, id: `#${i}` });
      if (r.question) questions.push(r.question);
    });
  }
  return { questions, problems, files };
}
