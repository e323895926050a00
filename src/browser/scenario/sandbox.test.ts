import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, decodeHash, encodeHash, fromPgn, parseJsonText, toScenario, withPlacement } from './sandbox.ts';
import { SEED_003 } from '../../../tests/fixtures/seed003.ts';

describe('sandbox state', () => {
  const seed003 = SEED_003;

  it('round-trips a scenario through the URL fragment, Turkish text included', () => {
    const parsed = parseJsonText(JSON.stringify({ ...seed003, events: [...seed003.events, { claim: 'threefold', intended: 'Şf3' }] }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const back = decodeHash(encodeHash(parsed.value));
    expect(back?.ok && toScenario(back.value)).toEqual(toScenario(parsed.value));
  });

  it('explains bad input in Turkish without throwing', () => {
    expect(parseJsonText('{ bozuk')).toMatchObject({ ok: false, error: expect.stringContaining('JSON okunamadı') });
    expect(parseJsonText('{"start": "8/8/9/8/8/8/8/8 w - - 0 1"}')).toMatchObject({ ok: false, error: expect.stringMatching(/^start: /) });
    expect(parseJsonText('{"events": {"touch": "e2"}}')).toMatchObject({ ok: false, error: expect.stringContaining('events') });
    // The browser's own (English) wording of a JSON syntax error never reaches the reader; the place does.
    const broken = parseJsonText('{\n  "moves": ["e4",]\n}');
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.error).toMatch(/JSON okunamadı.*2\. satır/);
      expect(broken.error).not.toMatch(/Unexpected|token|position|JSON at/i);
    }
    expect(parseJsonText('{"moves": ["e4"')).toMatchObject({ ok: false, error: expect.stringContaining('yarıda') });
    expect(parseJsonText('   ')).toMatchObject({ ok: false, error: expect.stringContaining('boş') });
    // A scenario in Turkish letters is read into the sandbox's English letters (K is the rook).
    const tr = parseJsonText('{"notation": "tr", "start": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "moves": ["Ka8+"]}');
    expect(tr.ok && tr.value.moves).toEqual(['Ra8+']);
    expect(decodeHash('#s=@@@')).toBeNull();
    expect(decodeHash('#s=AAAA')).toMatchObject({ ok: false });
  });

  it('imports PGN as start position and moves', () => {
    const r = fromPgn('[Event "x"]\n[FEN "7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47"]\n\n47... g5 48. fxg6 *', EMPTY_DRAFT);
    expect(r.ok && r.value.start).toBe('7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47');
    expect(r.ok && r.value.moves).toEqual(['g5', 'fxg6+']);
    expect(fromPgn('1. e4 e5 2. Nf3 {yorum} Nc6 *', EMPTY_DRAFT)).toMatchObject({ ok: true });
  });

  it('reads PGN in Turkish letters as in English ones, and keeps English SAN', () => {
    const tr = fromPgn('1. Af3 Af6 2. g3 g6 3. Fg2 Fg7 4. O-O O-O 5. Ke1 Ke8 6. Şf1 *', EMPTY_DRAFT);
    expect(tr.ok && tr.value.moves).toEqual(['Nf3', 'Nf6', 'g3', 'g6', 'Bg2', 'Bg7', 'O-O', 'O-O', 'Re1', 'Re8', 'Kf1']);
    // "K" alone is the king in English and the rook in Turkish: the whole game decides.
    expect(fromPgn('1. e4 e5 2. Ke2 Ke7 *', EMPTY_DRAFT)).toMatchObject({ ok: true, value: { moves: ['e4', 'e5', 'Ke2', 'Ke7'] } });
    const en = fromPgn('1. Nf3 Nf6 2. Qe1 *', EMPTY_DRAFT);
    expect(en).toMatchObject({ ok: false });
  });

  it('names a rejected move by its number and side, and the draft is left as it was', () => {
    const r = fromPgn('1. e4 e5 2. Af3 Ac6 3. Fb5 Fc5 4. Ve2 Ah6 5. Fxd7 *', EMPTY_DRAFT);
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('5. hamle (beyaz)') });
    expect(r.ok ? '' : r.error).not.toMatch(/moves\[/);
    const black = fromPgn('[FEN "7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47"]\n\n47... g5 48. fxg6 Rh1 *', EMPTY_DRAFT);
    expect(black).toMatchObject({ ok: false, error: expect.stringContaining('48. hamle (siyah)') });
    // Seed 003's illegal move (the h-pawn is pinned) is an event of the game, not a move of its PGN.
    const pinned = fromPgn('[FEN "7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47"]\n\n47... g5 48. hxg5 *', EMPTY_DRAFT);
    expect(pinned).toMatchObject({ ok: false, error: expect.stringContaining('48. hamle (beyaz): "hxg5"') });
  });

  it('refuses a scenario that would not fit in the address (lost on reload), in Turkish', () => {
    // 900,000 characters pass the text cap, but "ş" is two bytes: the address would be 2.4 MB.
    const big = JSON.stringify({ moves: ['e4'], events: [{ claim: 'threefold', note: 'ş'.repeat(900_000) }] });
    expect(parseJsonText(big)).toMatchObject({ ok: false, error: expect.stringContaining('sayfa adresine sığmayacak kadar büyük') });
    expect(parseJsonText(JSON.stringify({ moves: ['e4'] })).ok).toBe(true);
  });

  it('replaces a placement and keeps only possible castling rights', () => {
    const placement = '4k3/8/8/8/8/8/P7/4K2R';
    expect(withPlacement('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', placement)).toBe('4k3/8/8/8/8/8/P7/4K2R w K - 0 1');
  });
});

describe('sandbox inputs for clocks and findings (spec v2)', () => {
  it('reads clock readings as seconds and explains a bad one in Turkish', async () => {
    const { parseClockText } = await import('./sandbox.ts');
    expect(parseClockText('25:00')).toEqual({ ok: true, value: 1500 });
    expect(parseClockText('1:30:00')).toEqual({ ok: true, value: 5400 });
    expect(parseClockText(' 95 ')).toEqual({ ok: true, value: 95 });
    expect(parseClockText('25:75')).toMatchObject({ ok: false, error: expect.stringContaining('"25:00"') });
    expect(parseClockText('yarım saat')).toMatchObject({ ok: false });
  });

  it('builds found events with the field each kind needs, and the time of a move', async () => {
    const { foundEvent, withSeconds, toScenario: ts, EMPTY_DRAFT: E } = await import('./sandbox.ts');
    expect(foundEvent('colours-reversed', '')).toEqual({ ok: true, value: { found: 'colours-reversed' } });
    expect(foundEvent('misplaced', 'e1')).toEqual({ ok: true, value: { found: 'misplaced', square: 'e1' } });
    expect(foundEvent('misplaced', '')).toMatchObject({ ok: false, error: expect.stringContaining('karesini') });
    expect(foundEvent('clock-setting', '90+0')).toEqual({ ok: true, value: { found: 'clock-setting', set: '90+0' } });
    expect(foundEvent('clock-setting', ' ')).toMatchObject({ ok: false });
    expect(withSeconds({ press: true }, '')).toEqual({ ok: true, value: { press: true } });
    expect(withSeconds({ press: true }, '1:05')).toEqual({ ok: true, value: { press: true, seconds: 65 } });
    // The events the sandbox builds are rules-engine scenarios: a clock set wrongly, ruled with the clocks.
    const { rule } = await import('../../engine/rulings/index.ts');
    const f = foundEvent('clock-setting', '90+0');
    if (!f.ok) throw new Error(f.error);
    const r = rule(ts({ ...E, moves: ['e4', 'e5'], clocks: { white: 5000, black: 5000 }, events: [f.value] }));
    expect(r.ok && r.value.ruling.clockAdjustments.map((a) => a.seconds)).toEqual([30, 30]);
  });
});

describe('Chess960 in the sandbox (Guidelines II)', () => {
  it('numbers 960 distinct starting positions that keep II.2, 518 being the standard array', async () => {
    const { chess960Start, randomChess960 } = await import('./sandbox.ts');
    const { Position, parseFen } = await import('../../engine/index.ts');
    const { chess960StartError } = await import('../../engine/rulings/scenario.ts');
    const seen = new Set<string>();
    for (let n = 0; n < 960; n++) {
      const fen = chess960Start(n);
      const f = parseFen(fen, { chess960: true });
      if (!f.ok) throw new Error(`${n}: ${f.error.message}`);
      const p = Position.fromSetup(f.value);
      if (!p.ok) throw new Error(`${n}: ${p.error.message}`);
      expect(chess960StartError(p.value)).toBeNull();
      seen.add(fen.split('/')[7]);
    }
    expect(seen.size).toBe(960);
    expect(chess960Start(518)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1');
    expect(randomChess960(() => 0.999)).toBe(chess960Start(959));
  });

  it('keeps the variant through the URL and JSON, and the engine rules its castling', async () => {
    const {
      chess960Start,
      EMPTY_DRAFT: E,
      encodeHash: enc,
      decodeHash: dec,
      toScenario: ts,
      parseJsonText: pj,
    } = await import('./sandbox.ts');
    const { rule } = await import('../../engine/rulings/index.ts');
    // n = 3: BQNNRKRB — the king on f1, the rooks on e1 and g1; O-O swaps king and rook (II.3.2.2).
    const start = chess960Start(3);
    expect(start).toBe('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1');
    const state = { ...E, variant: 'chess960' as const, start, moves: ['O-O'] };
    expect(ts(state)).toMatchObject({ variant: 'chess960', start });
    const back = dec(enc(state));
    expect(back).toMatchObject({ ok: true, value: { variant: 'chess960', start, moves: ['O-O'] } });
    expect(pj(JSON.stringify(ts(state)))).toMatchObject({ ok: true, value: { variant: 'chess960' } });
    expect(ts(E)).not.toHaveProperty('variant');
    expect(pj('{"variant":"960"}')).toMatchObject({ ok: false, error: expect.stringContaining('variant') });
    const r = rule(ts(state));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.scenario.variant).toBe('chess960');
  });
});

describe('Chess960 moves from the board (Guidelines II.3)', () => {
  it('reads the king onto its own rook or onto its castling square as castling, and a Variant tag in PGN', async () => {
    const { movesFromTo, fromPgn: fp, EMPTY_DRAFT: E } = await import('./sandbox.ts');
    const { Position, makeSan } = await import('../../engine/index.ts');
    // King b1, rooks a1 and h1: O-O-O puts the king on c1 and the rook on d1 (II.3.2.6).
    const fen = 'r3k2r/8/8/8/8/8/8/RK5R w HAha - 0 20';
    const p = Position.fromFen(fen, { chess960: true });
    if (!p.ok) throw new Error('position');
    const san = (from: string, to: string) => movesFromTo(p.value, from, to).map((m) => makeSan(p.value, m, { letters: 'en' }));
    expect(san('b1', 'a1')).toEqual(['O-O-O']);
    expect(san('b1', 'c1')).toEqual(['Kc1']); // an ordinary king move goes there: it wins
    expect(san('b1', 'h1')).toEqual(['O-O']);
    expect(san('b1', 'g1')).toEqual(['O-O']);
    expect(san('b1', 'e1')).toEqual([]);
    // The standard game keeps e1g1 only.
    const s = Position.fromFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    if (!s.ok) throw new Error('position');
    expect(movesFromTo(s.value, 'e1', 'h1')).toEqual([]);
    expect(movesFromTo(s.value, 'e1', 'g1').map((m) => makeSan(s.value, m))).toEqual(['O-O']);
    const pgn = fp('[Variant "Chess960"]\n[FEN "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1"]\n\n1. O-O *', E);
    expect(pgn).toMatchObject({ ok: true, value: { variant: 'chess960', moves: ['O-O'] } });
  });
});

describe('Chess960 in the events mode (Guidelines II.3)', () => {
  it('the king released on its own rook castles on that side, and the engine rules the castling legal', async () => {
    const { chess960Start, releaseEvent, EMPTY_DRAFT: E, toScenario: ts } = await import('./sandbox.ts');
    const { rule } = await import('../../engine/rulings/index.ts');
    // n = 3: BQNNRKRB, the king on f1 between rooks on e1 and g1: castling needs no free square.
    const start = chess960Start(3);
    expect(releaseEvent(start, 'f1', 'g1', { chess960: true })).toEqual({ castle: 'king' });
    expect(releaseEvent(start, 'f1', 'e1', { chess960: true })).toEqual({ castle: 'queen' });
    // Not in standard chess, not onto the opponent's rook, not another piece: a placement.
    expect(releaseEvent(start, 'f1', 'g1', { chess960: false })).toEqual({ place: 'f1g1' });
    expect(releaseEvent(start, 'e1', 'f1', { chess960: true })).toEqual({ place: 'e1f1' });
    expect(releaseEvent(start, 'g2', 'g4', { chess960: true, twoHands: true })).toEqual({ place: 'g2g4', twoHands: true });
    const scenario = {
      ...ts({ ...E, variant: 'chess960' as const, start }),
      events: [{ touch: 'f1' }, releaseEvent(start, 'f1', 'g1', { chess960: true }), { press: true }],
    };
    const r = rule(scenario);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ruling.illegalMoves).toEqual({ white: 0, black: 0 });
    expect(r.value.ruling.fen.split(' ')[0].split('/')[7]).toBe('BQNNRRKB');
    expect(r.value.ruling.toMove).toBe('black');
  });
});
