// Client of the pairing worker (src/browser/worker-client.ts): `ask(request)` resolves (never rejects)
// with the worker's answer, or with null when `cancel()` or a newer request stopped it; the worker is
// terminated then, so a stopped job's answer never arrives. Without Worker support the request runs on
// this thread.

import { err } from '../../engine/index.ts';
import { workerClient } from '../worker-client.ts';
// Types only: the pairing code (protocol.ts) loads with the worker, or on demand without one.
import type { PairingAnswer, PairingRequest } from './protocol.ts';
export type { PairingAnswer } from './protocol.ts';

const client = workerClient<PairingRequest, PairingAnswer>({
  create: () => new Worker(new URL('./pairing.worker.ts', import.meta.url), { type: 'module' }),
  fallback: async (req) => (await import('./protocol.ts')).runNow(req),
  failed: (req, message) => ({ op: req.op, ...err(`Eşlendirme çalıştırılamadı: ${message}`) }),
});

export const ask = client.run;
export const cancel = client.cancel;
