// A minimal static file server over dist/, behaving like a plain static host or CDN: directory index,
// trailing-slash URLs, dist/404.html with status 404 for anything missing, and gzip for text when the
// browser accepts it (as every host does; the board-speed figures depend on it).
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

async function findFile(dir: string, urlPath: string): Promise<string | null> {
  const rel = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const p = join(dir, rel);
  if (!p.startsWith(dir)) return null;
  try {
    const s = await stat(p);
    if (s.isDirectory()) {
      const index = join(p, 'index.html');
      await stat(index);
      return index;
    }
    return p;
  } catch {
    return null;
  }
}

/**
 * Serves `dir` at the root, or under `prefix` ("/federasyon/kurallar/") as a host serving the site
 * under a sub-path would: anything outside the prefix is missing.
 */
export async function startStaticServer(dir: string, prefix = '/'): Promise<{ url: string; close: () => Promise<void> }> {
  const zipped = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const fullPath = new URL(req.url ?? '/', 'http://x').pathname;
    const inside = fullPath.startsWith(prefix) || `${fullPath}/` === prefix;
    const urlPath = `/${fullPath.slice(prefix.length)}`;
    const file = inside ? await findFile(dir, urlPath) : null;
    if (file) {
      const type = types[extname(file)] ?? 'application/octet-stream';
      const body = await readFile(file);
      if (/text|javascript|json|svg|xml|manifest/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        // Cached by content: a test that rewrites a file (sw.js) gets the new content.
        const key = createHash('sha1').update(body).digest('hex');
        let gz = zipped.get(key);
        if (!gz) zipped.set(key, (gz = gzipSync(body)));
        res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(gz);
        return;
      }
      res.writeHead(200, { 'content-type': type });
      res.end(body);
      return;
    }
    const notFound = await findFile(dir, '/404.html');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound ? await readFile(notFound) : 'Not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
