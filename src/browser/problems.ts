// The one way the site reports broken content: every problem names the file, the entry (a question
// id, a number), the field and the reason in Turkish, and the build fails with the whole list.
// Used by the content collections (src/content.config.ts), the quiz banks and their CLI, the
// cross-reference plugin, the edition maps and the components that check what they draw.
// Pure and browser-safe.

/** One problem in the content: where (file, entry, field) and why, in Turkish. */
export interface ContentProblem {
  /** File, relative to the repository root or to its folder (e.g. "madde-7.json"). */
  file: string;
  /** The entry inside the file: a question id, an article number. */
  id?: string;
  /** The field, as a path: "choices[1].value", "scenario.events[2].place". */
  field?: string;
  message: string;
}

/** "madde-7.json › madde-7-001 › answer: …" */
export function formatProblem(p: ContentProblem): string {
  const where = [p.file, p.id, p.field].filter(Boolean).join(' › ');
  return `${where}: ${p.message}`;
}

/** The error that fails the build: a Turkish heading and one line per problem. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(where: string, problems: ContentProblem[]) {
    super(`${where} ${problems.length} sorun var:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/**
 * Throws the build error when there is any problem. `where` is the Turkish heading in the locative:
 * "Soru bankalarında", "Sayfalarda", "Sürüm eşleştirmesinde".
 */
export function failOnProblems(where: string, problems: ContentProblem[]): void {
  if (problems.length) throw new ContentError(where, problems);
}

/** A path as the problems write it: ["choices", 1, "value"] → "choices[1].value". */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : `${out ? '.' : ''}${String(k)}`;
  return out;
}

/** What the problems need of a schema issue (zod's issues have this shape). */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  /** Unknown keys of an object (zod's "unrecognized_keys"). */
  keys?: readonly string[];
}

/** Schema issues as problems: one per unknown key, the field named by its path. */
export function issueProblems(issues: readonly IssueLike[], at: { file: string; id?: string; field?: string }): ContentProblem[] {
  const prefix = at.field ? [at.field] : [];
  return issues.flatMap((i) => {
    const fields = i.code === 'unrecognized_keys' && i.keys?.length ? i.keys.map((k) => [...prefix, ...i.path, k]) : [[...prefix, ...i.path]];
    return fields.map((f) => {
      const field = fieldPath(f);
      return { file: at.file, ...(at.id !== undefined ? { id: at.id } : {}), ...(field ? { field } : {}), message: i.message };
    });
  });
}
