// Builds the site once for the "site" test project and serves dist/ on a loopback port.
// Set SKIP_BUILD=1 to reuse an existing dist/ while iterating locally.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server.ts';

const root = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const dist = resolve(root, 'dist');
  if (!(process.env.SKIP_BUILD && existsSync(resolve(dist, 'index.html')))) {
    const astro = resolve(root, 'node_modules/.bin/astro');
    const r = spawnSync(astro, ['build'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Vitest sets NODE_ENV=test; the site must be built as it ships (production React).
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`astro build failed (exit ${r.status})`);
  }
  const server = await startStaticServer(dist);
  project.provide('baseUrl', server.url);
  project.provide('distDir', dist);
  return async () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}
