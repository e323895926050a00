import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockedByCsp, inlineScripts, policyFor, withCsp } from './csp.ts';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('content security policy of a built page', () => {
  it('hashes exactly the inline scripts that run, not external or JSON ones', () => {
    const html = page(
      '<script>theme()</script><script type="module" src="/_astro/a.js"></script>',
      '<script type="application/json">{"a":1}</script><script type="module">go()</script>',
    );
    expect(inlineScripts(html)).toEqual(['theme()', 'go()']);
    const p = policyFor(html);
    expect(p).toContain(hash('theme()'));
    expect(p).toContain(hash('go()'));
    expect(p).not.toContain(hash('{"a":1}'));
    for (const d of ["object-src 'none'", "base-uri 'self'", "'wasm-unsafe-eval'", "default-src 'self'"]) expect(p).toContain(d);
    expect(p).not.toContain("'unsafe-eval'");
  });

  it('puts the policy right after <meta charset>, before any script, once', () => {
    const once = withCsp(page('<script>x()</script>'));
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]+"><script>/,
    );
    expect(withCsp(once).match(/content-security-policy/g)).toHaveLength(1);
  });

  it('finds inline handlers and javascript: URLs, which no hash allows', () => {
    expect(blockedByCsp(page('', '<button onclick="x()">a</button><a href="javascript:void 0">b</a>'))).toEqual([
      'onclick',
      'href="javascript:',
    ]);
    expect(blockedByCsp(page('<script>if (a.onclick = 1) {}</script>', '<p>onclick="x" as text</p>'))).toEqual([]);
  });
});
