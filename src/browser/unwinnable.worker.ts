// Web Worker of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.5.3; 2018 A.4.3): runs `canCheckmate`
// off the main thread with a node limit. Protocol (unwinnable-protocol.ts):
//   in:  { id, fen, side: 'white' | 'black' | null, nodeLimit }
//   out: { id, result: AnalyseResult }

import { err } from '../engine/index.ts';
import { analyseNow, type AnalyseRequest, type AnalyseResult } from './unwinnable-protocol.ts';

// In a worker, answer messages; imported elsewhere (tests, a fallback), do nothing.
const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<AnalyseRequest & { id: number }>) => void) | null;
  postMessage: (m: unknown) => void;
  WorkerGlobalScope?: unknown;
};
if (typeof scope.WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => {
    const { id, ...req } = e.data;
    let result: AnalyseResult;
    try {
      result = analyseNow(req);
    } catch (e) {
      result = err(`İç hata: ${(e as Error).message}`);
    }
    scope.postMessage({ id, result });
  };
}
