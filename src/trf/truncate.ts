// A TRF file cut to the state before round r: every round before r as written, and of round r only the
// byes already decided (requested H/F/Z, absences), not its games nor its pairing-allocated bye. The points
// column is recomputed (1, ½, 0; the PAB and F count 1, H ½). Used to make differential test data and to
// re-pair a round of a finished tournament. Pure TypeScript.

import { inferInitialColour } from './read.ts';
import type { TrfFile, TrfPlayerRecord, TrfRoundBlock } from './read.ts';
import { blockPoints } from './points.ts';
import { playerLine } from './write.ts';

export function truncateBefore(file: TrfFile, r: number, totalRounds = file.rounds ?? r): string {
  const out: string[] = [];
  for (const rec of file.records) if (rec.tag === '012') out.push(rec.text);
  const initial = file.initialColour ?? inferInitialColour(file);
  for (const p of [...file.players].sort((a, b) => a.id - b.id)) {
    const rounds: TrfRoundBlock[] = [];
    for (const b of p.rounds) {
      if (b.round < r) rounds.push(b);
      else if (b.round === r && b.opponent === null && b.result !== 'U' && b.result !== ' ') rounds.push(b);
    }
    // Blank rounds in the middle are written as empty blocks.
    const full: TrfRoundBlock[] = [];
    for (let k = 1; k <= (rounds.at(-1)?.round ?? 0); k++)
      full.push(rounds.find((b) => b.round === k) ?? { round: k, column: 0, opponent: null, colour: ' ', result: ' ' });
    const rec: TrfPlayerRecord = { ...p, rounds: full, points: full.reduce((s, b) => s + blockPoints(b.opponent, b.result), 0) };
    out.push(playerLine(rec));
  }
  out.push(`XXR ${totalRounds}`);
  out.push(`XXC ${initial === 'b' ? 'black1' : 'white1'}`);
  return out.join('\n') + '\n';
}
