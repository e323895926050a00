// The one board renderer draws every board of the site square by square as its FEN says: every
// diagram in the Laws pages, every board a scenario shows (before and after each event) and every
// question's board.
import { describe, expect, it } from 'vitest';
import { parseBoard, squareName } from '../engine/index.ts';
import { rule } from '../engine/rulings/index.ts';
import { pieceSvg, renderBoardSvg, squareAt } from './board-svg.ts';
import { contentPages } from '../buildtime/pages.ts';
import { loadBanks } from '../buildtime/quiz/schema.ts';

/** Every FEN the site draws. */
function siteFens(): string[] {
  const out = new Set<string>();
  const { pages, problems } = contentPages();
  expect(problems).toEqual([]);
  // Diagrams: <Board fen="…"> in the MDX of every page.
  for (const p of pages) for (const m of p.body.matchAll(/\bfen="([^"]+)"/g)) out.add(m[1]);
  const scenarios: unknown[] = pages.flatMap((p) => (p.data.scenario ? [p.data.scenario] : []));
  const banks = loadBanks();
  expect(banks.problems).toEqual([]);
  for (const q of banks.questions) {
    if (q.fen) out.add(q.fen);
    if (q.scenario) scenarios.push(q.scenario);
  }
  for (const s of scenarios) {
    const r = rule(s);
    if (!r.ok) continue;
    out.add(r.value.scenario.afterMoves);
    out.add(r.value.ruling.fen);
    for (const t of r.value.trace) {
      out.add(t.before);
      out.add(t.after);
    }
  }
  return [...out];
}

/** The pieces an SVG draws: square → "wking". */
function drawn(svg: string): Map<string, string> {
  return new Map([...svg.matchAll(/data-square="([a-h][1-8])" data-piece="([wb][a-z]+)"/g)].map((m) => [m[1], m[2]]));
}

describe('the board renderer', () => {
  it('draws every board of the site with each piece on its square', () => {
    const fens = siteFens();
    expect(fens.length).toBeGreaterThan(100);
    for (const fen of fens) {
      const r = renderBoardSvg({ fen });
      expect(r.ok, fen).toBe(true);
      if (!r.ok) continue;
      const b = parseBoard(fen);
      if (!b.ok) throw new Error(fen);
      const want = new Map(b.value.flatMap((p, sq) => (p ? [[squareName(sq), `${p.color[0]}${p.role}`] as [string, string]] : [])));
      expect(drawn(r.value.svg), fen).toEqual(want);
      expect(r.value.svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/);
    }
  });

  it('explains a broken FEN, a bad square or arrow in Turkish', () => {
    expect(renderBoardSvg({ fen: '8/8/8' })).toMatchObject({ ok: false, error: expect.stringMatching(/geçersiz FEN/) });
    expect(renderBoardSvg({ fen: '8/8/8/8/8/8/8/8', highlight: ['z9'] })).toMatchObject({ ok: false });
    expect(renderBoardSvg({ fen: '8/8/8/8/8/8/8/8', arrows: ['e2'] })).toMatchObject({ ok: false, error: expect.stringMatching(/ok/) });
  });

  it('flips the board for Black and escapes the label', () => {
    const r = renderBoardSvg({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', flip: true, label: 'a < b & "c"' });
    expect(r.ok && r.value.svg).toMatch(/aria-label="a &lt; b &amp; &quot;c&quot;"/);
  });

  it('names each square of a live board where its piece stands, flipped or not', () => {
    for (const flip of [false, true]) {
      const r = renderBoardSvg({ fen: 'r3k2r/8/8/4p3/3P4/8/8/R3K2R w KQkq - 0 1', squareIds: true, flip });
      if (!r.ok) throw new Error(r.error);
      const rects = new Map(
        [...r.value.svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="45" height="45" [^>]*data-squareid="([a-h][1-8])"/g)].map((m) => [
          m[3],
          { x: Number(m[1]), y: Number(m[2]) },
        ]),
      );
      expect(rects.size).toBe(64);
      const pieces = [...r.value.svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" class="pc[^"]*" data-square="([a-h][1-8])"/g)];
      expect(pieces.length).toBe(8);
      for (const [, x, y, sq] of pieces) {
        const box = rects.get(sq)!;
        expect(Number(x) - box.x, `${sq} flip=${flip}`).toBe(22.5);
        expect(Number(y) - box.y, `${sq} flip=${flip}`).toBe(23.5);
      }
    }
    // The static diagrams stay as they were.
    expect(JSON.stringify(renderBoardSvg({ fen: '8/8/8/8/8/8/8/8' }))).not.toContain('data-squareid');
  });

  it('finds the square under a point of the drawn board, at any size, flipped or not', () => {
    // The board is 374 units wide: a 14-unit margin on the left (ranks), squares of 45 units.
    for (const width of [374, 288, 444]) {
      const k = width / 374;
      const at = (ux: number, uy: number, flip = false) => squareAt(ux * k, uy * k, width, flip);
      expect(at(14 + 1, 1)).toBe('a8');
      expect(at(14 + 4 * 45 + 22, 4 * 45 + 22)).toBe('e4');
      expect(at(14 + 8 * 45 - 1, 8 * 45 - 1)).toBe('h1');
      expect(at(14 + 1, 1, true)).toBe('h1');
      expect(at(14 + 4 * 45 + 22, 4 * 45 + 22, true)).toBe('d5');
      expect(at(5, 100)).toBeNull();
      expect(at(100, 8 * 45 + 5)).toBeNull();
      expect(at(-3, -3)).toBeNull();
    }
  });

  it('leaves out a lifted piece and draws selected squares', () => {
    const r = renderBoardSvg({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', lifted: 'e1', selected: ['e1'] });
    if (!r.ok) throw new Error(r.error);
    expect(drawn(r.value.svg)).toEqual(new Map([['e8', 'bking']]));
    expect(r.value.svg).toContain('class="sq-s"');
    expect(pieceSvg({ color: 'white', role: 'king' }, 40)).toMatch(/^<svg[^>]*width="40"[^>]*>.*♚/);
  });
});
