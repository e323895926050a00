// Displaced pieces (7.4.1–7.4.3, 7.6; 2001: 7.3, 7.5): the events `displace`, `restore` and
// `arbiter: "displaced"` — parse errors naming the event and the field, the physical board in
// the trace, and what the ruling states.

import { describe, expect, it } from 'vitest';
import { rule } from './index.ts';
import type { Ruling, TraceEntry } from './types.ts';

const err = (json: unknown): string => {
  const r = rule(json);
  if (r.ok) throw new Error('expected an error');
  return r.error.message;
};
const ok = (json: unknown): Ruling & { trace: TraceEntry[] } => {
  const r = rule(json);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.value.ruling, trace: r.value.trace };
};
/** The piece letter on a square of a FEN board ("" when empty). */
function at(fen: string, square: string): string {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[8 - Number(square[1])];
  const file = square.charCodeAt(0) - 97;
  let f = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) f += Number(ch);
    else if (f++ === file) return ch;
    if (f > file) return '';
  }
  return '';
}

const RUY = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];

describe('displaced pieces: parse errors', () => {
  it('bad values name the event and the field', () => {
    expect(err({ events: [{ displace: 'e2-e4' }] })).toBe(
      'events[0].displace: "e2-e4" geçerli bir kare değil; beklenen biçim "e4e5" ya da "e4"',
    );
    expect(err({ events: [{ displace: 'e2x9' }] })).toBe('events[0].displace: "e2x9" geçerli bir kare değil');
    expect(err({ events: [{ move: 'e4' }, { displace: 'z9' }] })).toBe('events[1].displace: "z9" geçerli bir kare değil');
    expect(err({ events: [{ displace: 'e2e2' }] })).toMatch(/^events\[0\]\.displace: "e2e2": taş yerinden oynamadı/);
    expect(err({ events: [{ displace: true }] })).toMatch(/^events\[0\]\.displace: true "e4e5"/);
    expect(err({ events: [{ displace: 'e2e3', twoHands: true }] })).toMatch(/^events\[0\]\.twoHands: "displace" olayında bilinmeyen alan/);
    expect(err({ events: [{ displace: 'e2e3', by: 'red' }] })).toMatch(/^events\[0\]\.by: "red" geçerli bir oyuncu değil/);
    expect(err({ events: [{ restore: 'yes' }] })).toBe('events[0].restore: "yes" yalnızca true olabilir');
    expect(err({ events: [{ arbiter: 'moved' }] })).toMatch(
      /^events\[0\]\.arbiter: "moved" bilinmiyor \("illegal", "illegal-position", "displaced"/,
    );
    expect(err({ events: [{ arbiter: 'illegal', by: 'black' }] })).toMatch(/^events\[0\]\.by: "by" yalnızca "displaced" ile yazılır/);
  });

  it('events that cannot be applied name the event and the field', () => {
    expect(err({ events: [{ displace: 'e4e5' }] })).toBe('events[0].displace: e4 karesinde taş yok');
    expect(err({ events: [{ displace: 'e2e7' }] })).toMatch(/^events\[0\]\.displace: e7 karesinde başka bir taş var/);
    expect(err({ events: [{ restore: true }] })).toBe('events[0].restore: yerine konacak, yerinden oynamış bir taş yok');
    expect(err({ events: [{ arbiter: 'displaced' }] })).toMatch(/^events\[0\]\.arbiter: tahtada yerinden oynamış taş yok/);
    // Put back already: nothing left for the arbiter.
    expect(err({ events: [{ displace: 'e2e3' }, { restore: true }, { arbiter: 'displaced' }] })).toMatch(
      /^events\[2\]\.arbiter: tahtada yerinden/,
    );
    // After a move on the displaced board it is 7.6, no longer the player's own correction.
    expect(err({ events: [{ displace: 'h2h3' }, { move: 'e4' }, { restore: true }] })).toMatch(
      /^events\[2\]\.restore: .*Madde 7\.6 gereği/,
    );
    // The displaced piece is where it stands: the square it left is empty.
    expect(err({ events: [{ displace: 'g1h3' }, { move: 'Nf3' }] })).toMatch(/^events\[1\]\.move: "Nf3" bu konumda kurallara uygun/);
    expect(err({ events: [{ displace: 'e1' }, { move: 'e4' }] })).toMatch(/^events\[1\]\.move: beyaz şah tahtanın dışında/);
    expect(err({ events: [{ place: 'e2e5' }, { displace: 'd2d3' }] })).toMatch(
      /^events\[1\]\.displace: bu turda tahtada henüz sonuçlanmamış/,
    );
  });
});

describe('displaced pieces: the trace shows the physical board', () => {
  it('displace, displace again, restore', () => {
    const r = ok({
      moves: RUY,
      events: [{ displace: 'e4e3' }, { displace: 'e3d3' }, { displace: 'c1' }, { restore: true }, { move: 'Ba4' }],
    });
    const [t0, t1, t2, t3, t4] = r.trace;
    expect(at(t0.after, 'e4')).toBe('');
    expect(at(t0.after, 'e3')).toBe('P');
    expect(t0.highlight).toEqual(['e4', 'e3']);
    expect(t0.articles).toEqual(['7.4.1', '4.2.2', '7.4.3']);
    expect(at(t1.after, 'd3')).toBe('P');
    expect(at(t1.after, 'e3')).toBe('');
    expect(at(t2.after, 'c1')).toBe('');
    expect(t2.highlight).toEqual(['c1']);
    // Put back: the board of the game again; the squares that changed are highlighted.
    expect(t3.after).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    expect(new Set(t3.highlight)).toEqual(new Set(['c1', 'e4', 'd3']));
    expect(t3.articles).toEqual(['7.4.1']);
    expect(t4.highlight).toEqual(['b5', 'a4']);
    expect(r.fen).toBe('r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4');
  });

  it('the moves played on the displaced board are shown, then the reinstated position', () => {
    const r = ok({ moves: RUY, events: [{ displace: 'f3g5' }, { move: 'd3' }, { move: 'Nf6' }, { arbiter: 'displaced' }] });
    expect(at(r.trace[1].after, 'g5')).toBe('N');
    expect(at(r.trace[1].after, 'd3')).toBe('P');
    expect(r.trace[1].highlight).toEqual(['d2', 'd3']);
    const last = r.trace[3];
    expect(last.after).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    expect(new Set(last.highlight)).toEqual(new Set(['g5', 'f3', 'd3', 'd2', 'f6', 'g8']));
    expect(last.articles).toEqual(['7.6', '7.1']);
    expect(last.note).toMatch(/^Hakem/);
  });
});

describe('displaced pieces: what the ruling states', () => {
  it('7.4.3 is a possible penalty, not a clock adjustment', () => {
    const r = ok({ clocks: { white: 600, black: 600 }, moves: RUY, events: [{ displace: 'e4e3' }, { restore: true }] });
    expect(r.clockAdjustments).toEqual([]);
    expect(r.clocks).toEqual({ white: 600, black: 600 });
    expect(r.steps.find((s) => s.article === '7.4.3')?.text).toMatch(/ceza verebilir/);
    expect(r.warnings.some((w) => w.note.includes('7.4.3'))).toBe(true);
    expect(r.obligation).toBeNull();
  });

  it('knocking a piece over is no touch: the opponent piece knocked need not be captured', () => {
    const r = ok({ moves: RUY, events: [{ displace: 'c6d4' }, { restore: true }] });
    expect(r.obligation).toBeNull();
    expect(r.articles).toContain('4.2.2');
  });

  it('a displaced piece touched where it lies binds as the piece on its own square', () => {
    const r = ok({ moves: RUY, events: [{ displace: 'f3g5' }, { touch: 'g5' }, { restore: true }] });
    expect(r.obligation?.square).toBe('f3');
    expect(r.obligation?.kind).toBe('move');
  });

  it('in the opponent\u2019s time: 7.4.2, the turn does not change, and a warning about his own time', () => {
    const r = ok({ moves: ['e4', 'e5', 'Nf3'], events: [{ displace: 'f3f4', by: 'white' }, { restore: true }] });
    expect(r.toMove).toBe('black');
    expect(r.articles).toEqual(expect.arrayContaining(['7.4.1', '7.4.2', '7.4.3']));
    expect(r.articles).not.toContain('4.2.2');
    expect(r.warnings.some((w) => w.note.includes('kendi süresinden'))).toBe(true);
    expect(r.trace[1].note).toMatch(/^Beyaz taşları/);
  });

  it('left displaced at the end: the ruling finds it (7.6 after moves, 7.4.1 without)', () => {
    const later = ok({ moves: RUY, events: [{ displace: 'h7h6', by: 'white' }, { move: 'd3' }] });
    expect(later.fen).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    expect(later.toMove).toBe('white');
    expect(later.articles).toEqual(expect.arrayContaining(['7.6', '7.1']));
    const still = ok({ moves: RUY, events: [{ displace: 'h7h6', by: 'white' }] });
    expect(still.fen).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    expect(still.articles).not.toContain('7.6');
  });

  it('a completed illegal move after the displacement is penalised, then 7.6 goes back before both', () => {
    const r = ok({
      moves: RUY,
      events: [{ displace: 'h2h3' }, { move: 'd3' }, { place: 'g8g6' }, { press: true }, { arbiter: 'displaced' }],
    });
    expect(r.illegalMoves).toEqual({ white: 0, black: 1 });
    expect(r.clockAdjustments).toEqual([{ side: 'white', seconds: 120, article: '7.5.5' }]);
    expect(r.fen).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    expect(r.toMove).toBe('white');
  });

  it('a made move, a piece knocked off, the opponent moves first: his move is on the displaced board; 7.6 back to after the made move', () => {
    const r = ok({
      moves: ['e4', 'e5'],
      events: [{ place: 'g1f3' }, { displace: 'e4' }, { move: 'Qh4', by: 'black' }, { arbiter: 'displaced' }],
    });
    expect(at(r.trace[2].after, 'e4')).toBe('');
    expect(at(r.trace[2].after, 'h4')).toBe('q');
    expect(r.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(r.toMove).toBe('black');
  });

  it('2001 numbers: 7.3, 7.5, 6.14', () => {
    const r = ok({
      laws: '2001',
      moves: RUY,
      events: [{ displace: 'f3g5', by: 'white' }, { move: 'd3' }, { arbiter: 'displaced', by: 'black' }],
    });
    expect(new Set(r.articles)).toEqual(new Set(['7.3', '4.3', '7.5', '6.14']));
    expect(r.clockAdjustments).toEqual([]);
  });
});
