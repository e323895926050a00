// Client of the unwinnability worker: `analyse(fen, side, nodeLimit)` answers "can this side
// still checkmate?" (5.2.2 dead position, 6.9 flag fall, 7.5.5 and A.5.3, 2018 A.4.3) without blocking the
// page. Used by the dead-position tool (/araclar/olu-konum/) and by future scenario boards.
// The worker is created on first use and reused; `cancel()` stops a running analysis.

import { err, type Color } from '../engine/index.ts';
import type { AnalyseResult } from './unwinnable-protocol.ts';
export type { Analysis, AnalyseResult } from './unwinnable-protocol.ts';

/** Default node limit in the browser (about a second or two). */
export const BROWSER_NODE_LIMIT = 1_500_000;

type Pending = { resolve: (r: AnalyseResult) => void };
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./unwinnable.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; result: AnalyseResult }>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      p.resolve(e.data.result);
    };
    worker.onerror = (e) => {
      const message = `Çözümleyici çalıştırılamadı: ${e.message || 'bilinmeyen hata'}`;
      for (const p of pending.values()) p.resolve(err(message));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** Can `side` still checkmate in `fen`? Resolves (never rejects) with a JSON-friendly answer. */
export async function analyse(fen: string, side: Color | null | 'both', nodeLimit: number = BROWSER_NODE_LIMIT): Promise<AnalyseResult> {
  const w = getWorker();
  if (!w) {
    // No workers (an old browser, a test): analyse on this thread.
    const { analyseNow } = await import('./unwinnable-protocol.ts');
    return analyseNow({ fen, side, nodeLimit });
  }
  const id = nextId++;
  return new Promise<AnalyseResult>((resolve) => {
    pending.set(id, { resolve });
    w.postMessage({ id, fen, side, nodeLimit });
  });
}

/** Stops any running analysis; its promise resolves with an error. */
export function cancel(): void {
  if (!worker) return;
  worker.terminate();
  worker = null;
  for (const p of pending.values()) p.resolve(err('Çözümleme durduruldu.'));
  pending.clear();
}
