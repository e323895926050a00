// Content pages at build time. Two ways in, one schema and one error path:
// - `checkedLoader` wraps a collection's loader (src/content.config.ts) so that every entry is
//   validated with the collection's zod schema first and every problem (file, field, Turkish reason)
//   is reported together through src/browser/problems.ts, failing the sync and the build;
// - `readPages` reads pages where Astro's runtime (getCollection) is not available — the Laws index
//   that the remark plugin and the CLI use, the tests — with the frontmatter parser of Astro's glob
//   loader and the same zod schema. Node only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'astro/zod';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { SchemaContext } from 'astro/content/config';
import { ContentError, failOnProblems, issueProblems, PAGE_PROBLEMS, turkishIssues, type ContentProblem } from '../browser/problems.ts';

type Schema = z.ZodType;
/** A collection schema, or Starlight's kind: a function of the image helper. */
type SchemaOrFactory = Schema | ((context: SchemaContext) => Schema);

// Validation only: an image field is checked as a path; the collection's own parse resolves it.
const imageAsPath = (() => z.string()) as unknown as SchemaContext['image'];
/** The schema itself; Starlight's kind called with an image helper that takes a path. */
export const resolveSchema = <S extends Schema>(s: S | ((context: SchemaContext) => S)): S =>
  typeof s === 'function' ? s({ image: imageAsPath }) : s;

/**
 * A loader whose entries are validated with `schema` before the collection's own parse: a problem is
 * collected (the whole load runs, so every problem is listed), then the load fails with all of them.
 * After the first load (dev server updates) a broken entry fails at once.
 */
export function checkedLoader(inner: Loader, schema: SchemaOrFactory, where = PAGE_PROBLEMS): Loader {
  return {
    ...inner,
    load: async (ctx: LoaderContext) => {
      const check = resolveSchema(schema);
      const root = fileURLToPath(ctx.config.root);
      let collected: ContentProblem[] | null = [];
      // Entries with a problem are never stored: a stored entry whose file is unchanged is not parsed again.
      const broken = new Set<string>();
      const parseData: LoaderContext['parseData'] = async (props) => {
        const r = await check.safeParseAsync(props.data, { error: turkishIssues });
        if (!r.success) {
          const file = props.filePath ? relative(root, props.filePath) : `${ctx.collection}/${props.id}`;
          const problems = issueProblems(r.error.issues, { file });
          if (!collected) throw new ContentError(where, problems);
          collected.push(...problems);
          broken.add(props.id);
          return props.data;
        }
        return ctx.parseData(props);
      };
      const store: LoaderContext['store'] = { ...ctx.store, set: (entry) => !broken.has(entry.id) && ctx.store.set(entry) };
      await inner.load({ ...ctx, parseData, store });
      const problems = collected;
      collected = null;
      failOnProblems(where, problems);
    },
  };
}

/** A content page read from disk. */
export interface Page<T> {
  /** Relative to the repository root: "content/senaryolar/iki-elle-rok.mdx". */
  file: string;
  /** Relative to content/, without the extension, as the collection names it: "senaryolar/iki-elle-rok". */
  id: string;
  data: T;
  /** The MDX below the frontmatter. */
  body: string;
}

/** The .mdx files under a folder (recursive, sorted; names starting with "_" left out, as the collection does). */
export function mdxFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .sort();
  } catch {
    return out;
  }
  for (const name of names) {
    if (name.endsWith('/')) out = out.concat(mdxFiles(join(dir, name)));
    else if (name.endsWith('.mdx') && !name.startsWith('_')) out.push(join(dir, name));
  }
  return out;
}

/** Reads and validates the pages under `dir` (relative to `root`). Never throws on bad content. */
export function readPages<S extends Schema>(
  dir: string,
  schema: S,
  root: string = process.cwd(),
): { pages: Page<z.output<S>>[]; problems: ContentProblem[] } {
  const pages: Page<z.output<S>>[] = [];
  const problems: ContentProblem[] = [];
  for (const path of mdxFiles(join(root, dir))) {
    const file = relative(root, path);
    const id = relative(join(root, 'content'), path)
      .replace(/\\/g, '/')
      .replace(/\.mdx$/, '');
    let fm: ReturnType<typeof parseFrontmatter>;
    try {
      fm = parseFrontmatter(readFileSync(path, 'utf8'));
    } catch (e) {
      problems.push({ file, message: `ön bilgi (frontmatter) okunamadı: ${(e as Error).message}` });
      continue;
    }
    const r = schema.safeParse(fm.frontmatter, { error: turkishIssues });
    if (!r.success) problems.push(...issueProblems(r.error.issues, { file }));
    else pages.push({ file, id, data: r.data, body: fm.content });
  }
  return { pages, problems };
}
