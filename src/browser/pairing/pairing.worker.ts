// Web Worker of the pairing tool: pairs a round, checks a file or grades an exercise off the main
// thread (a 400-player round takes seconds). Protocol (protocol.ts): in { id, ...PairingRequest },
// out { id, answer: PairingAnswer }.

import { runNow, type PairingRequest } from './protocol.ts';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<PairingRequest & { id: number }>) => void) | null;
  postMessage: (m: unknown) => void;
  WorkerGlobalScope?: unknown;
};
if (typeof scope.WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => {
    const { id, ...req } = e.data;
    scope.postMessage({ id, answer: runNow(req as PairingRequest) });
  };
}
