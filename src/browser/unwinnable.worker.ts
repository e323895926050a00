// Web Worker of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.5.3; 2018 A.4.3): runs `canCheckmate`
// off the main thread with a node limit. Protocol (src/browser/worker-client.ts):
//   in:  { id, request: { fen, side: 'white' | 'black' | null | 'both', nodeLimit } }
//   out: { id, answer: AnalyseResult }

import { err } from '../engine/index.ts';
import { analyseNow, type AnalyseRequest, type AnalyseResult } from './unwinnable-protocol.ts';

// In a worker, answer messages; imported elsewhere (tests, a fallback), do nothing.
const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; request: AnalyseRequest }>) => void) | null;
  postMessage: (m: unknown) => void;
  WorkerGlobalScope?: unknown;
};
if (typeof scope.WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => {
    const { id, request } = e.data;
    let answer: AnalyseResult;
    try {
      answer = analyseNow(request);
    } catch (e) {
      answer = err(`İç hata: ${(e as Error).message}`);
    }
    scope.postMessage({ id, answer });
  };
}
