// Regenerates the example tournaments of the pairing explainer pages (src/pairing/examples/*.trf):
// each round is paired by our own engine (pairNextRound) and given the results written below, so the
// files are consistent with src/pairing by construction. Run: node scripts/pairing-examples.ts
import { writeFileSync } from 'node:fs';
import { pairNextRound } from '../src/pairing/index.ts';
import { playerLine } from '../src/trf/write.ts';
import type { TrfRoundBlock } from '../src/trf/read.ts';

interface Example {
  file: string;
  name: string;
  rounds: number;
  players: [string, number][];
  /** Per played round: results by board, white's view ('1', '0', '='). */
  results: string[][];
  /** Requested byes written for the next round: [player, code]. */
  requested?: [number, string][];
}

const NAMES = ['Ayşe', 'Barış', 'Cemre', 'Deniz', 'Emre', 'Filiz', 'Gökhan', 'Hande', 'İlker', 'Jale', 'Kerem', 'Leyla'];
const field = (n: number, top: number): [string, number][] => NAMES.slice(0, n).map((x, i) => [x, top - i * 45]);

export const EXAMPLES: Example[] = [
  {
    file: 'isvicre-10.trf',
    name: 'Ornek eslendirme turnuvasi (10 oyuncu)',
    rounds: 5,
    players: field(10, 2150),
    results: [
      ['1', '1', '=', '1', '0'],
      ['1', '=', '0', '1', '1'],
      ['1', '0', '1', '=', '1'],
    ],
  },
  {
    file: 'isvicre-9.trf',
    name: 'Ornek bay turnuvasi (9 oyuncu)',
    rounds: 5,
    players: field(9, 2080),
    results: [
      ['=', '=', '=', '='],
      ['0', '=', '=', '='],
    ],
  },
  {
    file: 'isvicre-9-istek.trf',
    name: 'Ornek bay turnuvasi (9 oyuncu, bay istegiyle)',
    rounds: 5,
    players: field(9, 2080),
    results: [
      ['=', '=', '=', '='],
      ['0', '=', '=', '='],
    ],
    requested: [[6, 'H']],
  },
];

function build(ex: Example): string {
  const blocks: TrfRoundBlock[][] = ex.players.map(() => []);
  const points = ex.players.map(() => 0);
  const text = (extra: boolean) =>
    ex.players
      .map(([name, rating], i) => {
        const rounds = [...blocks[i]];
        const req = extra ? ex.requested?.find(([p]) => p === i + 1) : undefined;
        if (req) rounds.push({ round: rounds.length + 1, column: 0, opponent: null, colour: '-', result: req[1] });
        return playerLine({ id: i + 1, name, rating, points: points[i], rounds });
      })
      .join('\n') + `\nXXR ${ex.rounds}\n`;
  ex.results.forEach((res, r) => {
    const p = pairNextRound(`012 ${ex.name}\n` + text(false));
    if (!p.ok) throw new Error(p.error.message);
    p.value.pairs.forEach(([w, b], k) => {
      const s = res[k];
      if (s === undefined) throw new Error(`${ex.file}: round ${r + 1} board ${k + 1} has no result`);
      blocks[w - 1].push({ round: r + 1, column: 0, opponent: b, colour: 'w', result: s });
      blocks[b - 1].push({ round: r + 1, column: 0, opponent: w, colour: 'b', result: s === '1' ? '0' : s === '0' ? '1' : '=' });
      points[w - 1] += s === '1' ? 1 : s === '=' ? 0.5 : 0;
      points[b - 1] += s === '0' ? 1 : s === '=' ? 0.5 : 0;
    });
    if (p.value.bye !== null) {
      blocks[p.value.bye - 1].push({ round: r + 1, column: 0, opponent: null, colour: '-', result: 'U' });
      points[p.value.bye - 1] += 1;
    }
  });
  return `012 ${ex.name}\n` + text(true);
}

if (process.argv[1]?.endsWith('pairing-examples.ts')) {
  for (const ex of EXAMPLES) writeFileSync(new URL(`../src/pairing/examples/${ex.file}`, import.meta.url), build(ex));
}
