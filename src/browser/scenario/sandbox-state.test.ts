import { describe, expect, it } from 'vitest';
import { INITIAL_FEN } from '../../engine/index.ts';
import { rule } from '../../engine/rulings/index.ts';
import { MAX_EVENTS, MAX_MOVES, limitMessage } from '../../lib/index.ts';
import { computeScenario, positionBeforeEvents } from './compute.ts';
import { chess960Start, encodeHash, toScenario } from './sandbox.ts';
import { obligationTr } from './labels.ts';
import { initialState, reduce, type EventButton, type SandboxAction, type SandboxState } from './sandbox-state.ts';

const fresh = () => initialState('');
/** The actions applied in order. */
const run = (s: SandboxState, ...actions: SandboxAction[]) => actions.reduce(reduce, s);
/** The position the live board shows after the events, as the island takes it from the engine's trace. */
const physical = (s: SandboxState) => {
  const c = computeScenario(toScenario(s.draft), undefined, 'en', 'own');
  if (!c.ok) throw new Error(c.error);
  return c.value.view.steps.at(-1)?.fen ?? positionBeforeEvents(toScenario(s.draft));
};
const button = (s: SandboxState, b: EventButton) => reduce(s, { type: 'event', button: b, physical: physical(s) });
const inMode = (mode: SandboxState['mode'], s = fresh()) => reduce(s, { type: 'mode', mode });

describe('sandbox state: opening and the address', () => {
  it('opens on the moves mode with a new scenario, or the scenario of the address', () => {
    const s = fresh();
    expect(s).toMatchObject({ mode: 'moves', selected: null, notice: null, draft: { start: INITIAL_FEN, moves: [], events: [] } });
    expect(s.form.fen).toBe(INITIAL_FEN);
    const built = run(s, { type: 'start', fen: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47' }, { type: 'settings', patch: { laws: '2018' } });
    const back = initialState(encodeHash(built.draft));
    expect(back.draft).toEqual(built.draft);
    expect(back.form.fen).toBe('7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47');
    expect(back.notice).toBeNull();
  });

  it('round-trips a scenario built with the actions (moves, clocks, events, Chess960) through the address', () => {
    const start = chess960Start(3);
    let s = run(fresh(), { type: 'random960', fen: start }, { type: 'drop', from: 'f1', to: 'g1', board: start });
    s = run(s, { type: 'form', patch: { clockWhite: '25:00', clockBlack: '1:30:00' } }, { type: 'applyClocks' });
    s = run(inMode('events', s), { type: 'form', patch: { moveTime: '12' } });
    s = button(s, 'press');
    expect(s.draft).toMatchObject({
      variant: 'chess960',
      moves: ['O-O'],
      clocks: { white: 1500, black: 5400 },
      events: [{ press: true, seconds: 12 }],
    });
    expect(toScenario(initialState(encodeHash(s.draft)).draft)).toEqual(toScenario(s.draft));
  });

  it('says in Turkish when the address holds a broken scenario, and starts a new one', () => {
    const s = initialState('#s=AAAA');
    expect(s.notice).toMatchObject({ at: 'url' });
    expect(s.draft.moves).toEqual([]);
    expect(initialState('#s=' + btoa('{"moves": 5}')).notice?.text).toContain('moves: hamle metinlerinden');
    expect(initialState('#baska').notice).toBeNull();
  });
});

describe('sandbox state: set-up, settings and input', () => {
  it('a position set up drops the moves and events and fills the FEN field; a bad FEN is named in Turkish and kept', () => {
    let s = run(fresh(), { type: 'drop', from: 'e2', to: 'e4', board: INITIAL_FEN });
    expect(s.draft.moves).toEqual(['e4']);
    s = run(s, { type: 'form', patch: { fen: 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' } }, { type: 'applyFen' });
    expect(s.notice).toEqual({
      at: 'fen',
      text: expect.stringMatching(/^FEN geçersiz \(taş dizilişi\): .* Girdiğiniz metin korunuyor\.$/),
    });
    expect(s.form.fen).toContain('/9/');
    expect(s.draft.moves).toEqual(['e4']);
    for (const [fen, field] of [
      ['8/8/8/8/8/8/8/4K2k x - - 0 1', 'hamle sırası'],
      ['4k3/8/8/8/8/8/8/4K3 w KX - 0 1', 'rok hakları'],
    ])
      expect(run(s, { type: 'form', patch: { fen } }, { type: 'applyFen' }).notice?.text).toContain(`FEN geçersiz (${field})`);
    // Typing keeps the message; the next successful action clears it.
    s = run(s, { type: 'form', patch: { fen: ' 4k3/8/8/8/8/8/8/4K3 w - - 0 1 ' } });
    expect(s.notice).not.toBeNull();
    s = reduce(s, { type: 'applyFen' });
    expect(s.notice).toBeNull();
    expect(s.draft).toMatchObject({ start: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', moves: [], events: [] });
    const edited = reduce(s, { type: 'start', fen: '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1' });
    expect(edited.form.fen).toBe('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
    expect(edited.draft.start).toBe('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
  });

  it('reads PGN and JSON, and keeps everything on bad input with the same Turkish messages', () => {
    const base = run(fresh(), { type: 'drop', from: 'e2', to: 'e4', board: INITIAL_FEN });
    const badPgn = run(base, { type: 'form', patch: { pgn: '1. e4 e5 2. Zz9' } }, { type: 'applyPgn' });
    expect(badPgn.notice).toEqual({ at: 'pgn', text: expect.stringMatching(/^PGN okunamadı \(satır 1, .*Girdiğiniz metin korunuyor\.$/) });
    expect(badPgn.draft).toBe(base.draft);
    // A move the position does not allow: named by number and side; the game and its history stay.
    const illegal = run(base, { type: 'form', patch: { pgn: '1. Af3 Af6 2. Fg2' } }, { type: 'applyPgn' });
    expect(illegal.notice?.text).toMatch(/^PGN: 2\. hamle \(beyaz\): .*Girdiğiniz metin korunuyor\.$/);
    expect(illegal.draft).toBe(base.draft);
    const pgn = run(
      base,
      { type: 'form', patch: { pgn: '[FEN "7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47"]\n\n47... g5 48. fxg6 *' } },
      { type: 'applyPgn' },
    );
    expect(pgn.draft).toMatchObject({ start: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47', moves: ['g5', 'fxg6+'] });
    expect(pgn.form.fen).toBe(pgn.draft.start);
    const badJson = reduce(base, { type: 'importJson', text: '{\n  "moves": ["e4",]\n}' });
    expect(badJson.notice).toEqual({ at: 'json', text: expect.stringMatching(/^JSON okunamadı.*2\. satır.*Mevcut senaryo korunuyor\.$/) });
    expect(badJson.draft).toBe(base.draft);
    expect(reduce(base, { type: 'importJson', text: '{"events": 5}' }).notice?.text).toBe(
      'events: olay nesnelerinden oluşan bir dizi olmalı. Mevcut senaryo korunuyor.',
    );
    const json = reduce(badJson, { type: 'importJson', text: '{"start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "moves": ["Kd2"]}' });
    expect(json).toMatchObject({
      notice: null,
      draft: { moves: ['Kd2'], timeControl: '' },
      form: { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' },
    });
  });

  it('sets the edition, tempo and supervision, the variant (castling rights follow) and clears the message', () => {
    let s = run(fresh(), { type: 'importJson', text: '{' });
    expect(s.notice).not.toBeNull();
    s = run(s, { type: 'settings', patch: { laws: '2001', timeControl: '40/90+30', supervision: 'full' } });
    expect(s.notice).toBeNull();
    expect(s.draft).toMatchObject({ laws: '2001', timeControl: '40/90+30', supervision: 'full' });
    const c = run(s, { type: 'random960', fen: chess960Start(518) });
    expect(c.draft).toMatchObject({ variant: 'chess960', start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1' });
    const std = reduce(c, { type: 'variant', variant: 'standard' });
    expect(std.draft).toMatchObject({ variant: 'standard', start: INITIAL_FEN });
    expect(std.form.fen).toBe(INITIAL_FEN);
  });

  it('reads the clocks, naming the side whose reading is wrong, and empties them', () => {
    const bad = run(fresh(), { type: 'form', patch: { clockWhite: '20:00', clockBlack: 'yirmi' } }, { type: 'applyClocks' });
    expect(bad.notice).toEqual({ at: 'clocks', text: expect.stringMatching(/^Siyah: "yirmi" bir saat değeri değil/) });
    expect(bad.draft.clocks).toBeNull();
    const both = run(fresh(), { type: 'form', patch: { clockWhite: 'x', clockBlack: 'y' } }, { type: 'applyClocks' });
    expect(both.notice?.text).toMatch(/^Beyaz: .* Siyah: /);
    const good = run(bad, { type: 'form', patch: { clockBlack: '0:00' } }, { type: 'applyClocks' });
    expect(good).toMatchObject({ notice: null, draft: { clocks: { white: 1200, black: 0 } } });
    expect(run(good, { type: 'form', patch: { clockWhite: ' ', clockBlack: '' } }, { type: 'applyClocks' }).draft.clocks).toBeNull();
  });

  it('switching modes drops the picked square and the message; a new finding kind empties its field', () => {
    const s = run(fresh(), { type: 'tap', square: 'e2', board: INITIAL_FEN }, { type: 'importJson', text: '' });
    expect(s).toMatchObject({ selected: 'e2', notice: { at: 'json', text: expect.stringContaining('JSON metni boş') } });
    expect(reduce(s, { type: 'mode', mode: 'events' })).toMatchObject({ mode: 'events', selected: null, notice: null });
    const f = run(s, { type: 'form', patch: { foundExtra: 'e1' } }, { type: 'foundKind', kind: 'clock-setting' });
    expect(f.form).toMatchObject({ foundKind: 'clock-setting', foundExtra: '' });
  });
});

describe('sandbox state: moves', () => {
  it('tap-tap makes a legal move; a refused one says why and picks the tapped piece', () => {
    let s = reduce(fresh(), { type: 'tap', square: 'e2', board: INITIAL_FEN });
    expect(s.selected).toBe('e2');
    s = reduce(s, { type: 'tap', square: 'e4', board: INITIAL_FEN });
    expect(s).toMatchObject({ selected: null, notice: null, draft: { moves: ['e4'] } });
    const board = positionBeforeEvents(toScenario(s.draft));
    s = run(s, { type: 'tap', square: 'd7', board }, { type: 'tap', square: 'c8', board });
    expect(s.notice).toEqual({ at: 'board', text: expect.stringContaining('d7-c8 bu konumda kurallara uygun bir hamle değil') });
    expect(s.selected).toBe('c8');
    s = reduce(s, { type: 'tap', square: 'e5', board });
    expect(s.selected).toBeNull();
    expect(s.draft.moves).toEqual(['e4']);
    // An empty square picks nothing; the same square again keeps the pick.
    expect(reduce(fresh(), { type: 'tap', square: 'e4', board: INITIAL_FEN }).selected).toBeNull();
    expect(run(fresh(), ...Array(2).fill({ type: 'tap', square: 'g1', board: INITIAL_FEN })).selected).toBe('g1');
  });

  it('promotes to the piece chosen (queen by default), undoes, and a new move drops the events', () => {
    const board = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    const start = reduce(fresh(), { type: 'start', fen: board });
    expect(reduce(start, { type: 'drop', from: 'e7', to: 'e8', board }).draft.moves).toEqual(['e8=Q']);
    const knight = run(start, { type: 'form', patch: { promo: 'n' } }, { type: 'drop', from: 'e7', to: 'e8', board });
    expect(knight.draft.moves).toEqual(['e8=N']);
    const withEvent = run(knight, { type: 'mode', mode: 'events' }, { type: 'event', button: 'restore', physical: board });
    expect(withEvent.draft.events).toHaveLength(1);
    expect(reduce(withEvent, { type: 'undoMove' }).draft).toMatchObject({ moves: [], events: [] });
  });

  it('refuses moves on a position against the rules and past the cap', () => {
    const broken = '8/8/8/8/8/8/8/4K3 w - - 0 1';
    const s = reduce(reduce(fresh(), { type: 'start', fen: broken }), { type: 'drop', from: 'e1', to: 'e2', board: broken });
    expect(s.notice?.text).toMatch(/^Bu konumda hamle yapılamıyor/);
    const full = { ...fresh(), draft: { ...fresh().draft, moves: Array<string>(MAX_MOVES).fill('e4') } };
    const capped = reduce(full, { type: 'drop', from: 'e2', to: 'e4', board: INITIAL_FEN });
    expect(capped.notice).toEqual({ at: 'board', text: limitMessage.moves(MAX_MOVES + 1) });
    expect(capped.draft.moves).toHaveLength(MAX_MOVES);
  });

  it('Chess960: the king onto its own rook or its castling square castles (II.3)', () => {
    const start = chess960Start(3); // BQNNRKRB: king f1, rooks e1 and g1
    const s = reduce(fresh(), { type: 'random960', fen: start });
    expect(reduce(s, { type: 'drop', from: 'f1', to: 'g1', board: start }).draft.moves).toEqual(['O-O']);
    // King b1, rooks a1 and h1: tap-tap onto the a1 rook or onto c1 is O-O-O (II.3.2.6).
    const board = 'r3k2r/8/8/8/8/8/8/RK5R w HAha - 0 20';
    const t = reduce(s, { type: 'start', fen: board });
    expect(run(t, { type: 'tap', square: 'b1', board }, { type: 'tap', square: 'a1', board }).draft.moves).toEqual(['O-O-O']);
    expect(run(t, { type: 'tap', square: 'b1', board }, { type: 'tap', square: 'g1', board }).draft.moves).toEqual(['O-O']);
  });
});

describe('sandbox state: events', () => {
  it('tap-tap in the events mode touches the piece, then releases it where tapped (two hands, promotion, J’adoube)', () => {
    let s = inMode('events');
    s = reduce(s, { type: 'tap', square: 'e2', board: INITIAL_FEN });
    expect(s).toMatchObject({ selected: 'e2', draft: { events: [{ touch: 'e2' }] } });
    s = run(s, { type: 'form', patch: { twoHands: true, promo: 'q' } }, { type: 'tap', square: 'e5', board: INITIAL_FEN });
    expect(s.selected).toBeNull();
    expect(s.draft.events.at(-1)).toEqual({ place: 'e2e5q', twoHands: true });
    // An empty square touches nothing; "J'adoube" marks the touch.
    expect(reduce(inMode('events'), { type: 'tap', square: 'e4', board: INITIAL_FEN }).draft.events).toEqual([]);
    const adjust = run(inMode('events'), { type: 'form', patch: { adjust: true } }, { type: 'tap', square: 'g1', board: INITIAL_FEN });
    expect(adjust.draft.events).toEqual([{ touch: 'g1', adjust: true }]);
    // In the set-up mode the live board is not shown: a tap does nothing.
    expect(reduce(inMode('setup'), { type: 'tap', square: 'e2', board: INITIAL_FEN }).draft.events).toEqual([]);
  });

  it('Chess960: king tapped twice, then a rook: two touches, and the board says which side to castle (4.4.1, II.3)', () => {
    const board = 'rk5r/pp3ppp/8/8/8/8/PP3PPP/RK5R w HAha - 0 14';
    let s = reduce(inMode('events'), { type: 'random960', fen: board });
    s = run(s, { type: 'tap', square: 'b1', board }, { type: 'tap', square: 'b1', board });
    expect(s).toMatchObject({ selected: null, draft: { events: [{ touch: 'b1' }] } });
    s = reduce(s, { type: 'tap', square: 'h1', board });
    expect(s.draft.events).toEqual([{ touch: 'b1' }, { touch: 'h1' }]);
    const r = rule(toScenario(s.draft));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ruling.obligation).toMatchObject({ kind: 'castle', square: 'b1', moves: ['O-O'] });
    expect(obligationTr(r.value.ruling.obligation!)).toBe('g yanına rok yapmak (kısa rok)');
    // Without letting go, the second tap releases the king onto its rook: castling (II.3).
    const castled = run(
      reduce(inMode('events'), { type: 'random960', fen: board }),
      { type: 'tap', square: 'b1', board },
      { type: 'tap', square: 'h1', board },
    );
    expect(castled.draft.events).toEqual([{ touch: 'b1' }, { castle: 'king' }]);
  });

  it('a drag knocks a piece over when asked (7.4), on the board or off it; a drop on its own square adds nothing', () => {
    const s = run(inMode('events'), { type: 'form', patch: { displacing: true } });
    expect(reduce(s, { type: 'drop', from: 'e2', to: 'e3', board: INITIAL_FEN }).draft.events).toEqual([{ displace: 'e2e3' }]);
    expect(reduce(s, { type: 'drop', from: 'e2', to: 'offboard', board: INITIAL_FEN }).draft.events).toEqual([{ displace: 'e2' }]);
    expect(reduce(s, { type: 'drop', from: 'e2', to: 'e2', board: INITIAL_FEN }).draft.events).toEqual([]);
  });

  it('Chess960: the king released on its own rook castles on that side (II.3)', () => {
    const start = chess960Start(3);
    const s = inMode('events', reduce(fresh(), { type: 'random960', fen: start }));
    const castled = run(s, { type: 'tap', square: 'f1', board: start }, { type: 'tap', square: 'g1', board: start });
    expect(castled.draft.events).toEqual([{ touch: 'f1' }, { castle: 'king' }]);
    expect(reduce(s, { type: 'drop', from: 'f1', to: 'e1', board: start }).draft.events).toEqual([{ castle: 'queen' }]);
    const r = rule(toScenario(button(castled, 'press').draft));
    expect(r.ok && r.value.ruling.illegalMoves).toEqual({ white: 0, black: 0 });
  });

  it('each button adds its event, the sides read off the board after the events', () => {
    const s = inMode('events', reduce(fresh(), { type: 'drop', from: 'e2', to: 'e4', board: INITIAL_FEN }));
    const added = (b: EventButton, from = s) => button(from, b).draft.events.at(-1);
    expect(added('arbiter-illegal')).toEqual({ arbiter: 'illegal' });
    expect(added('restore')).toEqual({ restore: true });
    expect(added('arbiter-displaced')).toEqual({ arbiter: 'displaced' });
    expect(added('flag-white')).toEqual({ flag: 'white' });
    expect(added('flag-black')).toEqual({ flag: 'black' });
    expect(added('flag-both')).toEqual({ flag: 'both', first: null });
    expect(added('flag-both', reduce(s, { type: 'form', patch: { firstFlag: 'black' } }))).toEqual({ flag: 'both', first: 'black' });
    expect(added('offer-draw')).toEqual({ offer: 'draw' });
    expect(added('accept-draw')).toEqual({ accept: 'draw' });
    expect(added('decline-draw')).toEqual({ decline: 'draw' });
    expect(added('scoresheet-white')).toEqual({ scoresheet: 'stop', by: 'white' });
    expect(added('scoresheet-black')).toEqual({ scoresheet: 'stop', by: 'black' });
    // Black to move after 1. e4: Black resigns, White claims an illegal move; after Black's placement, the other way round.
    expect(added('resign')).toEqual({ resign: 'black' });
    expect(added('claim-illegal')).toEqual({ claim: 'illegal', by: 'white' });
    const placed = button(reduce(s, { type: 'drop', from: 'e7', to: 'e5', board: physical(s) }), 'press');
    expect(added('resign', placed)).toEqual({ resign: 'white' });
    expect(added('claim-illegal', placed)).toEqual({ claim: 'illegal', by: 'black' });
    // Castling with two hands; the claims with the move written, typed in Turkish letters.
    expect(added('castle-king', reduce(s, { type: 'form', patch: { twoHands: true } }))).toEqual({ castle: 'king', twoHands: true });
    expect(added('castle-queen')).toEqual({ castle: 'queen' });
    expect(added('claim-threefold')).toEqual({ claim: 'threefold' });
    expect(added('claim-fifty', reduce(s, { type: 'form', patch: { intended: ' Af6 ' } }))).toEqual({ claim: 'fifty', intended: 'Nf6' });
    const en = reduce(s, { type: 'form', patch: { letters: 'en', intended: 'Nf6' } });
    expect(added('claim-threefold', en)).toEqual({ claim: 'threefold', intended: 'Nf6' });
  });

  it('a clock press takes the time typed, which then clears; a bad time is said beside its field', () => {
    const s = run(inMode('events'), { type: 'form', patch: { moveTime: '1:05' } });
    const pressed = button(s, 'press');
    expect(pressed.draft.events).toEqual([{ press: true, seconds: 65 }]);
    expect(pressed.form.moveTime).toBe('');
    const bad = button(reduce(s, { type: 'form', patch: { moveTime: 'bir dakika' } }), 'castle-king');
    expect(bad.notice).toEqual({ at: 'time', text: expect.stringContaining('bir saat değeri değil') });
    expect(bad.draft.events).toEqual([]);
    expect(bad.form.moveTime).toBe('bir dakika');
  });

  it('a finding needs its field, said in Turkish beside it', () => {
    const s = run(inMode('events'), { type: 'foundKind', kind: 'misplaced' });
    expect(button(s, 'found').notice).toEqual({ at: 'found', text: expect.stringContaining('"e1"') });
    expect(button(reduce(s, { type: 'form', patch: { foundExtra: 'e1' } }), 'found').draft.events).toEqual([
      { found: 'misplaced', square: 'e1' },
    ]);
    const clock = run(s, { type: 'foundKind', kind: 'clock-setting' });
    expect(button(clock, 'found').notice?.text).toContain('90+0');
    expect(button(inMode('events'), 'found').draft.events).toEqual([{ found: 'initial-position' }]);
  });

  it('stops at the cap of events, keeping the time typed, and deletes one event', () => {
    const full = {
      ...inMode('events'),
      draft: { ...fresh().draft, events: Array.from({ length: MAX_EVENTS }, () => ({ restore: true })) },
    };
    const typed = reduce(full, { type: 'form', patch: { moveTime: '30' } });
    const capped = reduce(typed, { type: 'event', button: 'press', physical: INITIAL_FEN });
    expect(capped.notice).toEqual({ at: 'board', text: limitMessage.events(MAX_EVENTS + 1) });
    expect(capped.draft.events).toHaveLength(MAX_EVENTS);
    expect(capped.form.moveTime).toBe('30');
    expect(reduce(full, { type: 'tap', square: 'e2', board: INITIAL_FEN }).notice?.text).toBe(limitMessage.events(MAX_EVENTS + 1));
    const s = run(
      inMode('events'),
      ...(['flag-white', 'restore', 'flag-black'] as const).map((b): SandboxAction => ({
        type: 'event',
        button: b,
        physical: INITIAL_FEN,
      })),
    );
    expect(reduce(s, { type: 'deleteEvent', index: 1 }).draft.events).toEqual([{ flag: 'white' }, { flag: 'black' }]);
  });

  it("builds seed 003's events by tapping, and the engine rules them (3.9.2, 7.5.1, 4.3.3)", () => {
    let s = run(inMode('setup'), { type: 'form', patch: { fen: '7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47' } }, { type: 'applyFen' });
    s = run(
      s,
      { type: 'mode', mode: 'moves' },
      { type: 'drop', from: 'g7', to: 'g5', board: s.draft.start },
      { type: 'mode', mode: 'events' },
    );
    // White touches the g5 pawn, then (the pick dropped) the h4 pawn, and takes on g5 with it.
    s = run(reduce(s, { type: 'tap', square: 'g5', board: physical(s) }), { type: 'mode', mode: 'events' });
    s = reduce(s, { type: 'tap', square: 'h4', board: physical(s) });
    s = reduce(s, { type: 'tap', square: 'g5', board: physical(s) });
    s = button(s, 'press');
    expect(s.draft.events).toEqual([{ touch: 'g5' }, { touch: 'h4' }, { place: 'h4g5' }, { press: true }]);
    const r = rule(toScenario(s.draft));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ruling.obligation?.moves).toEqual(['fxg6+']);
    for (const a of ['3.9.2', '7.5.1', '4.3.3']) expect(r.value.ruling.articles).toContain(a);
  });
});
