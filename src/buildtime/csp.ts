// A Content-Security-Policy on every built page, as a <meta http-equiv> (a static host may set no
// headers). Scripts: the site's own files and, by SHA-256 hash, exactly the inline scripts each page
// carries (Starlight's theme script, Astro's island loader, ours), computed after the build when the
// pages are final; 'wasm-unsafe-eval' for Pagefind's WebAssembly. No plugins (object-src 'none'), no
// <base> to another place (base-uri 'self'). Styles stay 'unsafe-inline' (Starlight and React write
// style attributes); they cannot run code. The build stops on inline event handlers or javascript:
// URLs, which no hash can allow.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PostBuildStep } from './postbuild-step.ts';

const DIRECTIVES = (scriptHashes: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** Inline scripts that run (not JSON data islands), their text as the browser hashes it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1];
    if (/\bsrc\s*=/.test(attrs) || DATA_TYPE.test(attrs)) continue;
    out.push(m[2]);
  }
  return out;
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The policy for one page's HTML. */
export function policyFor(html: string): string {
  return DIRECTIVES([...new Set(inlineScripts(html).map(sha256))].sort());
}

/** Inline handlers (onclick="…") and javascript: URLs outside scripts: what a CSP would block. */
export function blockedByCsp(html: string): string[] {
  const outside = html.replace(SCRIPT, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
  const found: string[] = [];
  for (const m of outside.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(m[1]);
  for (const m of outside.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(m[0].trim());
  return found;
}

/** The page with the policy as the first element of <head> (before any script it governs). */
export function withCsp(html: string): string {
  const meta = `<meta http-equiv="content-security-policy" content="${policyFor(html)}">`;
  const cleaned = html.replace(/<meta http-equiv="content-security-policy"[^>]*>/i, '');
  const head = /<head[^>]*>/i.exec(cleaned);
  if (!head) return cleaned;
  const at = head.index + head[0].length;
  // After <meta charset> when it comes first (it must be in the first 1024 bytes).
  const charset = /^\s*<meta charset="?[^">]+"?\s*\/?>/i.exec(cleaned.slice(at));
  const cut = charset ? at + charset[0].length : at;
  return cleaned.slice(0, cut) + meta + cleaned.slice(cut);
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

/** Writes the policy into every page of `dist`; throws (Turkish) on handlers a policy would block. */
export function addCsp(dist: string): number {
  const problems: string[] = [];
  const files = htmlFiles(dist);
  for (const f of files) {
    const html = readFileSync(f, 'utf8');
    const blocked = blockedByCsp(html);
    if (blocked.length) problems.push(`- ${relative(dist, f)}: ${[...new Set(blocked)].join(', ')}`);
    writeFileSync(f, withCsp(html));
  }
  if (problems.length)
    throw new Error(
      `Kurulan sitede ${problems.length} sayfada içerik güvenliği ilkesinin (CSP) engelleyeceği satır içi kod var:\n${problems.join('\n')}`,
    );
  return files.length;
}

/** Post-build step: a Content-Security-Policy in every page, with the hashes of its final inline scripts. */
export const cspStep: PostBuildStep = {
  name: 'content security policy',
  run({ dist, logger }) {
    logger.info(`content security policy: ${addCsp(dist)} pages`);
  },
};
