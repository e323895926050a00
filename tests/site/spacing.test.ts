// Words and links keep their spaces (#33: "bay vedevreli", "örnek:Rating…"): a template line that ends
// in text before a link on the next line loses the space when the page is built, so no built page may
// have a letter or a comma, colon or semicolon glued to the start of a link or an emphasis.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const dist = inject('distDir');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === '_astro' || n === 'pagefind' ? [] : pages(p);
    return n.endsWith('.html') ? [p] : [];
  });
}

describe('spaces around links in the built pages', () => {
  it('no word or punctuation glued to a link or a bold word', () => {
    const glued: string[] = [];
    for (const f of pages(dist)) {
      const html = readFileSync(f, 'utf8');
      for (const m of html.matchAll(/[\p{L},;:]<(a|strong|em) [^>]*>[^<]{0,30}|[\p{L},;:]<(strong|em)>[^<]{0,30}/gu))
        glued.push(`${f.slice(dist.length)}: ${m[0]}`);
    }
    expect(glued.slice(0, 20)).toEqual([]);
  });
});
