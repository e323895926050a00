// Each scenario page's story against its board (issue 35): where the Turkish text states a count the
// scenario decides — how many pawns each side has ("üçer piyon"), whose move it is ("Hamle sırası
// beyazda"), on which move and by whom the last capture or pawn move was made ("Son alışı 70. hamlede
// siyah …", "son alış siyahın 36. hamlesinde") — the statement must agree with the position the
// scenario's moves lead to (before its events). Statements the scenario cannot decide are not read.
import { describe, expect, it } from 'vitest';
import { readPages } from '../../buildtime/content.ts';
import { scenarioPageFields } from './schema.ts';
import { positionBeforeEvents } from './compute.ts';

const EACH: Record<string, number> = { birer: 1, ikişer: 2, üçer: 3, dörder: 4, beşer: 5, altışar: 6, yedişer: 7, sekizer: 8 };
const SIDE: Record<string, 'w' | 'b'> = { beyaz: 'w', siyah: 'b', beyazın: 'w', siyahın: 'b', beyazda: 'w', siyahta: 'b' };

interface Board {
  pawns: { w: number; b: number };
  toMove: 'w' | 'b';
  /** The last capture or pawn move before the position (from the halfmove clock): who made it, on which move. */
  lastReset: { side: 'w' | 'b'; move: number } | null;
}

function board(fen: string): Board {
  const [placement, turn, , , half, full] = fen.split(' ');
  const toMove = turn === 'b' ? 'b' : 'w';
  const ply = 2 * (Number(full) - 1) + (toMove === 'b' ? 1 : 0);
  const reset = ply - Number(half) - 1;
  return {
    pawns: { w: placement.split('P').length - 1, b: placement.split('p').length - 1 },
    toMove,
    lastReset: reset >= 0 && Number.isFinite(reset) ? { side: reset % 2 ? 'b' : 'w', move: Math.floor(reset / 2) + 1 } : null,
  };
}

/** The counts the story states, each with what the board says, as readable lines ("" when they agree). */
function storyMismatches(story: string, b: Board): string[] {
  const text = story.toLocaleLowerCase('tr');
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}])(birer|ikişer|üçer|dörder|beşer|altışar|yedişer|sekizer) piyon/gu)) {
    const n = EACH[m[1]];
    if (b.pawns.w !== n || b.pawns.b !== n) out.push(`"${m[0]}": tahtada beyazın ${b.pawns.w}, siyahın ${b.pawns.b} piyonu var`);
  }
  const turn = /hamle sırası (beyazda|siyahta)/u.exec(text);
  if (turn && SIDE[turn[1]] !== b.toMove) out.push(`"${turn[0]}": tahtada hamle sırası ${b.toMove === 'w' ? 'beyazda' : 'siyahta'}`);
  const last = /son alış(?:ı)? (\d+)\. hamlede (beyaz|siyah)/u.exec(text) ?? /son alış (beyazın|siyahın) (\d+)\. hamlesinde/u.exec(text);
  if (last) {
    const [num, side] = /^\d+$/.test(last[1]) ? [Number(last[1]), SIDE[last[2]]] : [Number(last[2]), SIDE[last[1]]];
    const r = b.lastReset;
    if (!r || r.move !== num || r.side !== side)
      out.push(
        `"${last[0]}": yarım hamle sayacına göre son alış ya da piyon hamlesi ${r ? `${r.side === 'w' ? 'beyazın' : 'siyahın'} ${r.move}. hamlesi` : 'yok'}`,
      );
  }
  return out;
}

describe('scenario stories against their boards', () => {
  const pages = readPages('content/senaryolar', scenarioPageFields).pages.filter((p) => p.data.scenario);

  it('reads the counts a story states', () => {
    const b = board('3k4/2R5/3K4/3B4/8/8/8/r7 w - - 99 120');
    expect(b.lastReset).toEqual({ side: 'w', move: 70 });
    expect(storyMismatches('Son alışı 70. hamlede siyah, kalesiyle yapmıştı.', b)).toEqual([
      '"son alışı 70. hamlede siyah": yarım hamle sayacına göre son alış ya da piyon hamlesi beyazın 70. hamlesi',
    ]);
    expect(storyMismatches('Son alışı 70. hamlede beyaz yapmıştı. Hamle sırası beyazda.', b)).toEqual([]);
    expect(board('6k1/4N3/6K1/8/8/8/5B2/8 b - - 149 111').lastReset).toEqual({ side: 'b', move: 36 });
    const rooks = board('8/5pk1/6p1/8/3R4/6P1/r4PK1/8 w - - 0 61');
    expect(storyMismatches('kaleler ve üçer piyonla eşit bir oyunsonu', rooks)).toEqual([
      '"üçer piyon": tahtada beyazın 2, siyahın 2 piyonu var',
    ]);
    expect(storyMismatches('kaleler ve ikişer piyonla; hamle sırası siyahta', rooks)).toEqual([
      '"hamle sırası siyahta": tahtada hamle sırası beyazda',
    ]);
  });

  it('finds every stated count true on the board', () => {
    expect(pages.length).toBeGreaterThan(50);
    const wrong = pages.flatMap((p) =>
      storyMismatches(p.body, board(positionBeforeEvents(p.data.scenario!))).map((m) => `${p.file}: ${m}`),
    );
    expect(wrong).toEqual([]);
  });
});
