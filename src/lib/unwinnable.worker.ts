// Web Worker of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.4.3): runs `canCheckmate`
// off the main thread with a node limit. Protocol (see unwinnable-client.ts):
//   in:  { id, fen, side: 'white' | 'black' | null, nodeLimit }
//   out: { id, result: AnalyseResult }

import { canCheckmate } from '../engine/unwinnable/index.ts';
import { readPosition } from '../engine/unwinnable/input.ts';
import { makeSan } from '../engine/san.ts';
import { opposite } from '../engine/types.ts';
import type { AnalyseRequest, AnalyseResult } from './unwinnable-client.ts';

export function analyseNow(req: AnalyseRequest): AnalyseResult {
  const pos = readPosition(req.fen);
  if (!pos.ok) return { verdict: 'error', message: pos.error };
  const side = req.side ?? opposite(pos.value.turn);
  const started = Date.now();
  const v = canCheckmate(pos.value, side, { nodeLimit: req.nodeLimit, lineEffort: 400_000 });
  const ms = Date.now() - started;
  if (v.verdict === 'winnable') {
    // The helpmate line in SAN with Turkish piece letters, numbered from the position's move.
    const p = pos.value.clone();
    const san: string[] = [];
    for (const m of v.line) {
      san.push(makeSan(p, m, { letters: 'tr' }));
      p.play(m);
    }
    return {
      verdict: 'winnable',
      side,
      uci: v.uci,
      san,
      firstMove: { number: pos.value.fullmoves, color: pos.value.turn },
      ms,
    };
  }
  if (v.verdict === 'unwinnable') return { verdict: 'unwinnable', side, ms };
  return { verdict: 'undetermined', side, reason: v.reason, ms };
}

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
    } catch (err) {
      result = { verdict: 'error', message: `İç hata: ${(err as Error).message}` };
    }
    scope.postMessage({ id, result });
  };
}
