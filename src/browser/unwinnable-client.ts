// Client of the unwinnability worker (src/browser/worker-client.ts): `analyse(fen, side, nodeLimit)`
// answers "can this side still checkmate?" (5.2.2 dead position, 6.9 flag fall, 7.5.5 and A.5.3, 2018
// A.4.3) without blocking the page. Used by the dead-position tool (/araclar/olu-konum/). `cancel()`
// (or a newer analysis) terminates the worker; the stopped analysis resolves with null.

import { err, type Color } from '../engine/index.ts';
import { workerClient } from './worker-client.ts';
import type { AnalyseRequest, AnalyseResult } from './unwinnable-protocol.ts';
export type { Analysis, AnalyseResult } from './unwinnable-protocol.ts';

/** Default node limit in the browser (about a second or two). */
export const BROWSER_NODE_LIMIT = 1_500_000;

const client = workerClient<AnalyseRequest, AnalyseResult>({
  create: () => new Worker(new URL('./unwinnable.worker.ts', import.meta.url), { type: 'module' }),
  // No workers (an old browser, a test): analyse on this thread.
  fallback: async (req) => (await import('./unwinnable-protocol.ts')).analyseNow(req),
  failed: (_req, message) => err(`Çözümleyici çalıştırılamadı: ${message}`),
});

/** Can `side` still checkmate in `fen`? Resolves (never rejects) with a JSON-friendly answer, or null when stopped. */
export function analyse(fen: string, side: Color | null | 'both', nodeLimit: number = BROWSER_NODE_LIMIT): Promise<AnalyseResult | null> {
  return client.run({ fen, side, nodeLimit });
}

export const cancel = client.cancel;
