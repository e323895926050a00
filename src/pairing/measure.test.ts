// The checker names any criterion (issue 34): for each criterion of the table (C.04.3 as applied from
// 1 February 2026), a round and a wrong pairing of it whose first difference from the engine's pairing,
// in the table's order, is that criterion. The rounds are rounds of the fixtures (tournaments generated
// by bbpPairings, whose pairings the engine reproduces: differential.test.ts) or small hand-made files;
// each wrong pairing changes the engine's by a swap of opponents, a reversed board or another bye.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRITERIA } from './criteria.ts';
import { pairDutch } from './dutch.ts';
import { checkTournament } from './index.ts';
import { decisiveCriterion } from './measure.ts';
import type { RoundPairingValue } from './measure.ts';
import { pairingState } from './view.ts';
import { readTrf } from '../trf/read.ts';
import { playerLine } from '../trf/write.ts';
import type { TrfFile } from '../trf/read.ts';

const fixture = (name: string): TrfFile => {
  const f = readTrf(readFileSync(new URL(`../../tests/fixtures/pairing/${name}`, import.meta.url), 'utf8').replace(/\r\n?/g, '\n'));
  if (!f.ok) throw new Error(`${name}: ${f.error.message}`);
  return f.value;
};

function decide(file: TrfFile, round: number, given: RoundPairingValue) {
  const st = pairingState(file, round);
  if (!st.ok) throw new Error(st.error.message);
  const engine = pairDutch(st.value);
  if (!engine.ok) throw new Error(engine.error);
  return { decision: decisiveCriterion(st.value, given, engine.value), engine: engine.value };
}

/** A player line: `games` as "5w1 8w1" (opponent, colour, result per round). */
const line = (id: number, name: string, points: string, games: string) =>
  playerLine({
    id,
    name,
    rating: 1800,
    points: Number(points),
    rounds: games
      .trim()
      .split(/\s+/)
      .map((g, i) => {
        const m = /^(\d+)([wb])(.)$/.exec(g) as RegExpExecArray;
        return { round: i + 1, column: 92 + 10 * i, opponent: Number(m[1]), colour: m[2] as 'w' | 'b', result: m[3] };
      }),
  });

// Eight players, three rounds. After two: 1 and 2 have had White twice, 3 and 4 Black twice, all four on
// 2 points: in the last round they are topscorers (1.8: more than half the maximum), so C3 lets 1 meet 2.
const TOPSCORERS = [
  line(1, 'Ada', '2.0', '5w1 8w1'),
  line(2, 'Bora', '2.0', '6w1 7w1'),
  line(3, 'Can', '2.0', '7b1 5b1'),
  line(4, 'Dora', '2.0', '8b1 6b1'),
  line(5, 'Ece', '0.0', '1b0 3w0'),
  line(6, 'Fatma', '0.0', '2b0 4w0'),
  line(7, 'Gül', '0.0', '3w0 2b0'),
  line(8, 'Hale', '0.0', '4w0 1b0'),
  'XXR 3',
];

interface Case {
  id: string;
  why: string;
  file: () => TrfFile;
  round: number;
  given: RoundPairingValue;
}

const CASES: Case[] = [
  {
    id: 'C1',
    why: '4 and 1 met in round 1',
    file: () => fixture('bbp-dutch_2025_C5.trf'),
    round: 2,
    given: {
      pairs: [
        [2, 3],
        [4, 1],
        [6, 5],
      ],
      bye: null,
    },
  },
  {
    id: 'C2',
    why: '2 already had a pairing-allocated bye',
    file: () => fixture('p007-s101.trf'),
    round: 3,
    given: {
      pairs: [
        [1, 6],
        [7, 4],
        [5, 3],
      ],
      bye: 2,
    },
  },
  {
    id: 'C3',
    why: '10 and 6 have the same absolute colour preference and neither is a topscorer',
    file: () => fixture('p010-s130.trf'),
    round: 5,
    given: {
      pairs: [
        [2, 1],
        [3, 5],
        [6, 10],
        [7, 9],
        [8, 4],
      ],
      bye: null,
    },
  },
  {
    id: 'C5',
    why: 'the bye goes to 1, on a higher score than 6',
    file: () => fixture('p007-s101.trf'),
    round: 3,
    given: {
      pairs: [
        [6, 2],
        [7, 4],
        [5, 3],
      ],
      bye: 1,
    },
  },
  {
    id: 'C6',
    why: 'the 1-point bracket moves a player down that the engine pairs in it',
    file: () => fixture('bbp-dutch_2025_C5.trf'),
    round: 2,
    given: {
      pairs: [
        [2, 6],
        [4, 3],
        [1, 5],
      ],
      bye: null,
    },
  },
  {
    id: 'C7',
    why: 'the same number of downfloaters from the 2-point bracket, but with a higher score',
    file: () => fixture('p007-s101.trf'),
    round: 4,
    given: {
      pairs: [
        [4, 2],
        [1, 6],
        [3, 7],
      ],
      bye: null,
    },
  },
  {
    id: 'C8',
    why: 'the 1-point bracket moves down the same number and score, but the next bracket then pairs worse',
    file: () => fixture('p009-s103.trf'),
    round: 2,
    given: {
      pairs: [
        [2, 3],
        [9, 5],
        [4, 6],
        [8, 1],
      ],
      bye: 7,
    },
  },
  {
    id: 'C9',
    why: 'the bye goes to 6, on the same score as 7 but with more unplayed games',
    file: () => fixture('p009-s103.trf'),
    round: 2,
    given: {
      pairs: [
        [2, 1],
        [9, 3],
        [4, 7],
        [8, 5],
      ],
      bye: 6,
    },
  },
  {
    id: 'C10',
    why: 'last round: 1 and 2 (two Whites each) meet, so do 3 and 4 (two Blacks): one of each pair goes beyond ±2',
    file: () => {
      const f = readTrf(TOPSCORERS.join('\n'));
      if (!f.ok) throw new Error(f.error.message);
      return f.value;
    },
    round: 3,
    given: {
      pairs: [
        [1, 2],
        [3, 4],
        [7, 5],
        [8, 6],
      ],
      bye: null,
    },
  },
  {
    id: 'C11',
    why: 'last round: 3 and 24 both had the same colour twice and one gets it a third time',
    file: () => fixture('p075-s125.trf'),
    round: 9,
    given: {
      pairs: [
        [1, 4],
        [12, 2],
        [6, 8],
        [13, 17],
        [3, 24],
        [5, 7],
        [9, 19],
        [11, 20],
        [14, 22],
        [18, 31],
        [15, 30],
        [39, 16],
        [23, 33],
        [32, 27],
        [21, 37],
        [47, 28],
        [29, 40],
        [34, 42],
        [38, 35],
        [36, 53],
        [51, 26],
        [52, 41],
        [54, 44],
        [45, 50],
        [46, 64],
        [59, 48],
        [49, 74],
        [62, 55],
        [43, 58],
        [67, 56],
        [71, 65],
        [63, 72],
        [75, 68],
        [70, 69],
        [73, 61],
      ],
      bye: 60,
    },
  },
  {
    id: 'C12',
    why: '2 and 4 want the same colour, as do 1 and 3',
    file: () => fixture('bbp-dutch_2025_C5.trf'),
    round: 2,
    given: {
      pairs: [
        [2, 4],
        [1, 3],
        [6, 5],
      ],
      bye: null,
    },
  },
  {
    id: 'C13',
    why: 'as many colour preferences unmet as the engine’s, but one more of them strong',
    file: () => fixture('p009-s103.trf'),
    round: 4,
    given: {
      pairs: [
        [4, 3],
        [2, 1],
        [7, 5],
        [6, 8],
      ],
      bye: 9,
    },
  },
  {
    id: 'C14',
    why: '9, who floated down in round 3, floats down again from its bracket',
    file: () => fixture('p009-s129.trf'),
    round: 4,
    given: {
      pairs: [
        [2, 4],
        [6, 1],
        [8, 7],
        [5, 9],
      ],
      bye: null,
    },
  },
  {
    id: 'C15',
    why: 'the moved-down player meets a resident who floated up the round before',
    file: () => fixture('p007-s128.trf'),
    round: 4,
    given: {
      pairs: [
        [1, 4],
        [2, 7],
        [6, 5],
      ],
      bye: 3,
    },
  },
  {
    id: 'C16',
    why: 'a resident who floated down two rounds before floats down again',
    file: () => fixture('p007-s101.trf'),
    round: 3,
    given: {
      pairs: [
        [1, 2],
        [7, 3],
        [5, 4],
      ],
      bye: 6,
    },
  },
  {
    id: 'C17',
    why: 'the moved-down player meets a resident who floated up two rounds before',
    file: () => fixture('p011-s105.trf'),
    round: 4,
    given: {
      pairs: [
        [3, 8],
        [2, 4],
        [5, 1],
        [10, 6],
        [11, 9],
      ],
      bye: null,
    },
  },
  {
    id: 'C19',
    why: 'a resident who floated up the round before meets the moved-down player with the larger score difference',
    file: () => fixture('p015-s109.trf'),
    round: 9,
    given: {
      pairs: [
        [1, 15],
        [2, 5],
        [7, 3],
        [6, 4],
        [9, 8],
        [10, 14],
        [13, 12],
      ],
      bye: 11,
    },
  },
  {
    id: 'C20',
    why: 'a moved-down player who floated down two rounds before gets the larger score difference',
    file: () => fixture('p018-s134.trf'),
    round: 8,
    given: {
      pairs: [
        [2, 1],
        [3, 9],
        [4, 8],
        [7, 6],
        [13, 14],
        [12, 16],
        [17, 5],
      ],
      bye: 11,
    },
  },
  {
    id: 'C21',
    why: 'a resident who floated up two rounds before meets the moved-down player with the larger score difference',
    file: () => fixture('bbp-issue_7.trf'),
    round: 13,
    given: {
      pairs: [
        [1, 17],
        [11, 8],
        [4, 3],
        [5, 10],
        [7, 12],
        [2, 9],
        [6, 16],
        [20, 14],
        [13, 22],
        [31, 15],
        [23, 26],
        [25, 29],
        [18, 39],
        [34, 19],
        [32, 21],
        [24, 35],
        [27, 36],
        [28, 53],
        [37, 40],
        [45, 38],
        [46, 43],
        [30, 48],
        [33, 55],
        [44, 47],
        [41, 51],
        [50, 42],
        [57, 54],
        [49, 58],
        [52, 59],
        [60, 56],
      ],
      bye: null,
    },
  },
  {
    id: 'D',
    why: 'another pairing of the bracket, equal on every criterion: the engine’s comes first in the order of Article 4',
    file: () => fixture('bbp-dutch_2025_C9.trf'),
    round: 1,
    given: {
      pairs: [
        [1, 2],
        [4, 3],
      ],
      bye: null,
    },
  },
];

describe('the checker names the deciding criterion (C.04.3, 2026 text)', () => {
  for (const c of CASES) {
    const want = CRITERIA.find((k) => k.id === c.id);
    it(`${c.id} (${want?.article}): ${c.why}`, () => {
      const { decision } = decide(c.file(), c.round, c.given);
      expect(decision?.criterion.id).toBe(c.id);
      expect(decision?.criterion.article).toBe(want?.article);
    });
  }

  it('C4 (C.04.3 2.2.1): a pairing that leaves two present players without a game', () => {
    const file = fixture('bbp-dutch_2025_C5.trf');
    const { engine } = decide(file, 2, { pairs: [], bye: null });
    const { decision } = decide(file, 2, { pairs: engine.pairs.slice(1), bye: null });
    expect(decision?.criterion).toMatchObject({ id: 'C4', article: 'C.04.3 2.2.1' });
  });

  it('E names the colour rule of 5.2 the engine applied to the reversed board', () => {
    const file = fixture('p007-s128.trf');
    const { engine } = decide(file, 3, { pairs: [], bye: null });
    for (const [i, rule] of engine.trace.colours.entries()) {
      const pairs = engine.pairs.map((p, k) => (k === i ? ([p[1], p[0]] as [number, number]) : p));
      const { decision } = decide(file, 3, { pairs, bye: engine.bye });
      expect(decision?.criterion.id).toBe('E');
      expect(decision?.criterion.article).toMatch(/^C\.04\.3 5\.2\.[1-5]$/);
      expect(rule.white).toBe(engine.pairs[i][0]);
    }
  });

  it('the same pairing is no difference', () => {
    const file = fixture('p007-s128.trf');
    const { engine } = decide(file, 3, { pairs: [], bye: null });
    expect(decide(file, 3, { pairs: engine.pairs, bye: engine.bye }).decision).toBe(null);
  });

  it('checkTournament names C10 for a last round that pairs topscorers beyond ±2', () => {
    // Round 3 as the file has it: 1–2 and 3–4 (topscorers with the same colour history meet), 7–5, 8–6.
    const played = [
      line(1, 'Ada', '3.0', '5w1 8w1 2w1'),
      line(2, 'Bora', '2.0', '6w1 7w1 1b0'),
      line(3, 'Can', '3.0', '7b1 5b1 4w1'),
      line(4, 'Dora', '2.0', '8b1 6b1 3b0'),
      line(5, 'Ece', '0.5', '1b0 3w0 7b='),
      line(6, 'Fatma', '0.5', '2b0 4w0 8b='),
      line(7, 'Gül', '0.5', '3w0 2b0 5w='),
      line(8, 'Hale', '0.5', '4w0 1b0 6w='),
      'XXR 3',
    ].join('\n');
    const r = checkTournament(played);
    if (!r.ok) throw new Error(r.error.message);
    const d = r.value.differences.find((x) => x.round === 3);
    expect(d?.criterion).toMatchObject({ id: 'C10', article: 'C.04.3 2.4.5' });
    expect(d?.message).toContain('C.04.3 2.4.5 [C10]');
  });

  it('every criterion of the table but C18 has a case here', () => {
    const named = new Set([...CASES.map((c) => c.id), 'C4', 'E']);
    expect(CRITERIA.map((c) => c.id).filter((id) => !named.has(id))).toEqual(['C18']);
  });
});
