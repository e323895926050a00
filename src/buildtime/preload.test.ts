import { describe, expect, it } from 'vitest';
import { islandEntries, moduleClosure, withPreloads } from './preload.ts';

describe('module preloads for islands', () => {
  const chunks: Record<string, string> = {
    '/_astro/Player.a.js': 'import{t as e}from"./react.b.js";import"./side.c.js";const x=()=>import(`./board.d.js`);',
    '/_astro/react.b.js': 'export const t=1;',
    '/_astro/side.c.js': 'import{t}from"./react.b.js";',
    '/_astro/board.d.js': 'export default 1;',
    '/_astro/client.e.js': 'import{t as e}from"./react.b.js";',
  };
  const read = (u: string) => chunks[u] ?? null;

  it('follows static and dynamic imports once each, entries first, skipping what is not built', () => {
    expect(moduleClosure(['/_astro/Player.a.js', '/_astro/client.e.js', '/_astro/missing.js'], read)).toEqual([
      '/_astro/Player.a.js',
      '/_astro/client.e.js',
      '/_astro/react.b.js',
      '/_astro/side.c.js',
      '/_astro/board.d.js',
    ]);
  });

  it('reads the islands of a page and puts the links after the charset, once', () => {
    const html =
      '<html><head><meta charset="utf-8"/><title>x</title></head><body><astro-island uid="1" component-url="/_astro/Player.a.js" renderer-url="/_astro/client.e.js"></astro-island><astro-island component-url="/_astro/Player.a.js" renderer-url="/_astro/client.e.js"></astro-island></body></html>';
    expect(islandEntries(html)).toEqual(['/_astro/Player.a.js', '/_astro/client.e.js']);
    const out = withPreloads(html, ['/_astro/Player.a.js', '/_astro/react.b.js']);
    expect(out).toContain(
      '<meta charset="utf-8"/><link rel="modulepreload" href="/_astro/Player.a.js"><link rel="modulepreload" href="/_astro/react.b.js"><title>',
    );
    expect(withPreloads(out, ['/_astro/Player.a.js'])).toBe(out);
    expect(withPreloads('<head><title>law</title></head>', [])).toBe('<head><title>law</title></head>');
  });
});
