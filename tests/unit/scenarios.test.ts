// Every scenario in content/senaryolar parses, the engine computes its ruling, and the expected
// ruling written in its frontmatter agrees with the engine (the build enforces the same).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { computeScenario } from '../../src/browser/scenario/compute.ts';
import { knownNumbers } from '../../src/build/laws.ts';

const dir = 'content/senaryolar';
const files = readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort();

function frontmatter(file: string): Record<string, unknown> {
  const src = readFileSync(join(dir, file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---/.exec(src);
  return (m ? yaml.load(m[1]) : {}) as Record<string, unknown>;
}

describe('scenario library', () => {
  it('has at least 30 scenarios', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files)('%s: the engine agrees with the expected ruling', (file) => {
    const fm = frontmatter(file);
    expect(fm.title, 'title').toBeTruthy();
    const articles = fm.articles as string[];
    expect(articles?.length, 'articles').toBeGreaterThan(0);
    for (const a of articles) expect(knownNumbers('2018').has(a), `article ${a}`).toBe(true);
    const computed = computeScenario(fm.scenario as Record<string, unknown>, fm.expected as Record<string, unknown> | undefined);
    if (!computed.ok) throw new Error(computed.error);
    expect(computed.mismatches).toEqual([]);
  });
});
