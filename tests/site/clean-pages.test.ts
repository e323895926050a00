// No built page carries a NUL or a replacement character (React 18's streaming renderer used to
// write NULs into island HTML; astro.config.mjs renders islands to a string).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const dist = inject('distDir');

describe('built pages are clean', () => {
  it('no U+0000 or U+FFFD in any HTML page', () => {
    const pages = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(800);
    const bad = pages.map((e) => join(e.parentPath, e.name)).filter((f) => /[\u0000\ufffd]/.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });
});
