// One terminology for the whole site (#23): the terms of the official 2018 translation and our
// glossary (content/data/terms.json). The engine's reasoning and notes for every scenario, in every
// edition it is compared in, the scenario stories and the question banks never use a word the list
// says to avoid. The law text itself is verbatim and is not checked here.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPages } from '../../src/buildtime/pages.ts';
import { rule } from '../../src/engine/rulings/index.ts';

interface Term {
  use: string;
  avoid: string[];
  en: string;
}
const terms: Term[] = JSON.parse(readFileSync('content/data/terms.json', 'utf8'));
// Words to avoid in the site's own texts: the illegal-move and increment terms the issue names.
const checked = terms.filter((t) => ['illegal move', 'without increment', 'capture'].includes(t.en));

function offences(text: string): string[] {
  const lower = text.toLocaleLowerCase('tr');
  return checked.flatMap((t) => t.avoid.filter((a) => lower.includes(a.toLocaleLowerCase('tr'))).map((a) => `"${a}" (→ "${t.use}")`));
}

describe('terminology', () => {
  it('the list names the terms this test checks', () => {
    expect(checked.map((t) => t.en).sort()).toEqual(['capture', 'illegal move', 'without increment']);
  });

  const { pages } = contentPages('content/senaryolar');
  it.each(pages.map((p) => [p.file, p] as const))("%s: story and the engine's reasoning", (_file, page) => {
    const fm = page.data as { scenario?: Record<string, unknown> };
    // A quoted title of a source (seed 003's article) is cited as it is printed.
    expect(offences(page.body.replace(/"[^"\n]*"/g, '')), 'story').toEqual([]);
    for (const laws of ['2023', '2018'] as const) {
      const r = rule({ ...fm.scenario, laws });
      if (!r.ok) continue;
      const texts = [
        ...r.value.ruling.steps.map((s) => s.text),
        ...r.value.ruling.warnings.map((w) => w.note),
        ...r.value.trace.map((t) => t.note),
      ];
      expect(texts.flatMap(offences), `ruling (${laws})`).toEqual([]);
    }
  });

  it('the question banks', () => {
    const found: string[] = [];
    for (const f of readdirSync('quizzes').filter((f) => f.endsWith('.json'))) {
      for (const q of JSON.parse(readFileSync(join('quizzes', f), 'utf8')) as { id: string }[]) {
        for (const o of offences(JSON.stringify(q))) found.push(`${q.id}: ${o}`);
      }
    }
    expect(found).toEqual([]);
  });
});
