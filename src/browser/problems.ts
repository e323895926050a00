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

/**
 * Why one field could not be read or computed: the field as a path ("tiebreak.trf.2") and the
 * Turkish reason. The error side of the site's `Result`s (src/engine/types.ts) that name a field.
 */
export interface FieldError {
  field: string;
  message: string;
}

/** The headings of the build error, by what is broken. */
export const PAGE_PROBLEMS = 'Sayfalarda';
export const QUIZ_PROBLEMS = 'Soru bankalarında';
export const MAP_PROBLEMS = 'Sürüm eşleştirmesinde';

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

/** "choices[1].value" → ["choices", 1, "value"]: a field named as text (the engine names fields so) as a path. */
export function parseFieldPath(field: string): PropertyKey[] {
  return field
    .split('.')
    .flatMap((part) => [...part.matchAll(/([^[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1])));
}

/**
 * An error of the engine, which names its field as text and repeats it at the head of its message
 * ("events[2].place: …"), as a path under `prefix` and the message alone.
 */
export function engineIssue(prefix: PropertyKey[], error: { path: string; message: string }): { path: PropertyKey[]; message: string } {
  const head = `${error.path}: `;
  return {
    path: [...prefix, ...parseFieldPath(error.path)],
    message: error.message.startsWith(head) ? error.message.slice(head.length) : error.message,
  };
}

/** A value as a message quotes it: JSON, cut at 60 characters. */
export function showValue(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? s.slice(0, 57) + '…' : s;
}

/** A schema's message for a field: "zorunlu alan eksik: …" when missing, else what it must be and what was given. */
export const mustBe =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `zorunlu alan eksik: ${what}` : `${what}, ${showValue(issue.input)} verildi`;

/** Turkish for the schema issues a field's own message does not cover (zod's `error` option of a parse). */
export function turkishIssues(issue: { code?: string; input?: unknown }): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'bilinmeyen alan';
    case 'invalid_type':
      return issue.input === undefined ? 'zorunlu alan eksik' : `türü yanlış, ${showValue(issue.input)} verildi`;
    default:
      return `geçersiz değer, ${showValue(issue.input)} verildi`;
  }
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
    const fields =
      i.code === 'unrecognized_keys' && i.keys?.length ? i.keys.map((k) => [...prefix, ...i.path, k]) : [[...prefix, ...i.path]];
    return fields.map((f) => {
      const field = fieldPath(f);
      return { file: at.file, ...(at.id !== undefined ? { id: at.id } : {}), ...(field ? { field } : {}), message: i.message };
    });
  });
}
