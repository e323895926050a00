// Web Worker of the pairing tool: pairs a round, checks a file or grades an exercise off the main
// thread (a 400-player round takes seconds). Protocol (src/browser/worker-client.ts): in
// { id, request: PairingRequest }, out { id, answer: PairingAnswer }.

import { runNow, type PairingRequest } from './protocol.ts';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; request: PairingRequest }>) => void) | null;
  postMessage: (m: unknown) => void;
  WorkerGlobalScope?: unknown;
};
if (typeof scope.WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => {
    const { id, request } = e.data;
    scope.postMessage({ id, answer: runNow(request) });
  };
}
