// Client of the pairing worker: `ask(request)` resolves (never rejects) with the worker's answer, or with
// null when `cancel()` stopped it. The worker is created on first use and reused; `cancel()` terminates
// it (a running pairing cannot be interrupted otherwise) and the next request starts a new one. Without
// Worker support the request runs on this thread.

import { err } from '../../engine/index.ts';
// Types only: the pairing code (protocol.ts) loads with the worker, or on demand without one.
import type { PairingAnswer, PairingRequest } from './protocol.ts';
export type { PairingAnswer, PairingRequest } from './protocol.ts';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { op: PairingRequest['op']; resolve: (a: PairingAnswer | null) => void }>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./pairing.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; answer: PairingAnswer }>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      p.resolve(e.data.answer);
    };
    worker.onerror = (e) => {
      const error = `Eşlendirme çalıştırılamadı: ${e.message || 'bilinmeyen hata'}`;
      for (const p of pending.values()) p.resolve({ op: p.op, ...err(error) });
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** Stop every request in progress: the worker is terminated, their promises resolve with null. */
export function cancel(): void {
  if (!worker || pending.size === 0) return;
  worker.terminate();
  worker = null;
  for (const p of pending.values()) p.resolve(null);
  pending.clear();
}

export async function ask(req: PairingRequest): Promise<PairingAnswer | null> {
  const w = getWorker();
  if (!w) {
    const { runNow } = await import('./protocol.ts');
    return runNow(req);
  }
  const id = nextId++;
  return new Promise<PairingAnswer | null>((resolve) => {
    pending.set(id, { op: req.op, resolve });
    w.postMessage({ id, ...req });
  });
}
