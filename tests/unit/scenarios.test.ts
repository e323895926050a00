// Every scenario in content/senaryolar parses, the engine computes its ruling, and the expected
// ruling written in its frontmatter agrees with the engine (the build enforces the same). The pages
// are read as the collection `docs` reads them: Astro's frontmatter parser and the collection's schema.
import { describe, expect, it } from 'vitest';
import { computeScenario } from '../../src/browser/scenario/compute.ts';
import { knownNumbers } from '../../src/buildtime/laws.ts';
import { contentPages } from '../../src/buildtime/pages.ts';

const { pages, problems } = contentPages('content/senaryolar');
const byFile = new Map(pages.map((p) => [p.file.split('/').at(-1)!, p.data]));
const files = [...byFile.keys()].sort();
const frontmatter = (file: string) => byFile.get(file)!;

describe('scenario library', () => {
  it('has at least 30 scenarios, every page valid for the collection schema', () => {
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files)('%s: the engine agrees with the expected ruling', (file) => {
    const fm = frontmatter(file);
    expect(fm.title, 'title').toBeTruthy();
    const articles = fm.articles ?? [];
    expect(articles.length, 'articles').toBeGreaterThan(0);
    // The articles a scenario illustrates are numbers of the edition in force.
    const known2023 = knownNumbers('2023');
    for (const a of articles) expect(known2023.has(a), `article ${a}`).toBe(true);
    const computed = computeScenario(fm.scenario, fm.expected);
    if (!computed.ok) throw new Error(computed.error);
    expect(computed.value.mismatches).toEqual([]);
  });
});
