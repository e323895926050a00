// Every static board of the built site shows, square by square, the position it claims (issue #16:
// boards of scenario and question pages had been corrupted in the build). Diagrams and scenario
// boards carry their FEN in `data-fen`; a question page's board is the one its question ships in
// /sinav/sorular.json; a scenario page's first board is the position the engine reaches before the
// events.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parseBoard, squareName } from '../../src/engine/index.ts';
import { rule } from '../../src/engine/rulings/index.ts';
import { contentPages } from '../../src/buildtime/pages.ts';

const dist = inject('distDir');
const pages = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.html'))
  .map((e) => join(e.parentPath, e.name));

const unescape = (s: string) =>
  s
    .replace(/&#x2F;/g, '/')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The pieces a board SVG draws: square → "wking". */
function drawn(svg: string): Map<string, string> {
  return new Map([...svg.matchAll(/data-square="([a-h][1-8])" data-piece="([wb][a-z]+)"/g)].map((m) => [m[1], m[2]]));
}

/** The pieces of a FEN's board, as drawn() names them. */
function pieces(fen: string): Map<string, string> {
  const b = parseBoard(fen);
  if (!b.ok) throw new Error(`${fen}: ${b.error.message}`);
  return new Map(b.value.flatMap((p, sq) => (p ? [[squareName(sq), `${p.color[0]}${p.role}`] as [string, string]] : [])));
}

/** Each element with a data-fen and the first board SVG inside it. */
function claimedBoards(html: string): { fen: string; svg: string }[] {
  const out: { fen: string; svg: string }[] = [];
  for (const m of html.matchAll(/data-fen="([^"]+)"/g)) {
    const rest = html.slice(m.index);
    const svg = /<svg[^>]*class="board-svg"[\s\S]*?<\/svg>/.exec(rest)?.[0];
    if (svg) out.push({ fen: unescape(m[1]), svg });
  }
  return out;
}

const firstBoard = (html: string) => /<svg[^>]*class="board-svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';

describe('static boards of the built site', () => {
  it('diagrams and scenario boards draw the FEN they carry', () => {
    let n = 0;
    for (const f of pages) {
      for (const { fen, svg } of claimedBoards(readFileSync(f, 'utf8'))) {
        expect(drawn(svg), `${f}: ${fen}`).toEqual(pieces(fen));
        n++;
      }
    }
    // 19 diagrams in the Laws pages, one board per scenario page (56), the dead-position tool.
    expect(n).toBeGreaterThanOrEqual(70);
  });

  it('a scenario page starts from the position the engine reaches before the events', () => {
    const scenarios = contentPages('content/senaryolar').pages.filter((p) => p.data.scenario);
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
    for (const p of scenarios) {
      const r = rule(p.data.scenario);
      if (!r.ok) throw new Error(`${p.file}: ${r.error.message}`);
      const html = readFileSync(join(dist, p.id, 'index.html'), 'utf8');
      const scn = /<div class="scn" data-fen="([^"]+)"/.exec(html);
      expect(scn && unescape(scn[1]), p.id).toBe(r.value.scenario.afterMoves);
      expect(drawn(firstBoard(html.slice(scn!.index))), p.id).toEqual(pieces(r.value.scenario.afterMoves));
    }
  });

  it("a question page draws its question's board", () => {
    const questions = JSON.parse(readFileSync(join(dist, 'sinav/sorular.json'), 'utf8')) as { id: string; board?: { fen: string } }[];
    const withBoard = questions.filter((q) => q.board);
    expect(withBoard.length).toBeGreaterThan(50);
    for (const q of withBoard) {
      const html = readFileSync(join(dist, 'sinav/soru', q.id, 'index.html'), 'utf8');
      expect(drawn(firstBoard(html)), q.id).toEqual(pieces(q.board!.fen));
    }
  });
});
