// The site's address is the host's build setting (SITE_URL or --site, README "Deploying"): a build
// without it names no made-up domain anywhere (no canonical link, og:url or sitemap entry), and the
// /m/ redirect pages carry a canonical link only when the address is set (tests/site/base-path.test.ts
// checks a build with one).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const dist = inject('distDir');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe.runIf(!process.env.SITE_URL)('a build without a site address', () => {
  it('names no .example domain and writes no canonical link or sitemap', () => {
    const named: string[] = [];
    const canonical: string[] = [];
    for (const f of files(dist).filter((x) => /\.(html|xml|webmanifest|txt)$/.test(x))) {
      const text = readFileSync(f, 'utf8');
      if (/https?:\/\/[a-z0-9.-]+\.example\b/.test(text)) named.push(f.slice(dist.length));
      if (/<link rel="canonical"/.test(text)) canonical.push(f.slice(dist.length));
    }
    expect(named).toEqual([]);
    expect(canonical).toEqual([]);
    expect(existsSync(join(dist, 'sitemap-index.xml'))).toBe(false);
  });
});
