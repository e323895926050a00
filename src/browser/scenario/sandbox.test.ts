import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, decodeHash, encodeHash, fromPgn, parseJsonText, placementFromObject, toScenario, withPlacement } from './sandbox.ts';
import { SEED_003 } from '../../../tests/fixtures/seed003.ts';

describe('sandbox state', () => {
  const seed003 = SEED_003;

  it('round-trips a scenario through the URL fragment, Turkish text included', () => {
    const parsed = parseJsonText(JSON.stringify({ ...seed003, events: [...seed003.events, { claim: 'threefold', intended: 'Şf3' }] }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const back = decodeHash(encodeHash(parsed.state));
    expect(back?.ok && toScenario(back.state)).toEqual(toScenario(parsed.state));
  });

  it('explains bad input in Turkish without throwing', () => {
    expect(parseJsonText('{ bozuk')).toMatchObject({ ok: false, error: expect.stringContaining('JSON okunamadı') });
    expect(parseJsonText('{"start": "8/8/9/8/8/8/8/8 w - - 0 1"}')).toMatchObject({ ok: false, error: expect.stringMatching(/^start: /) });
    expect(parseJsonText('{"events": {"touch": "e2"}}')).toMatchObject({ ok: false, error: expect.stringContaining('events') });
    expect(decodeHash('#s=@@@')).toBeNull();
    expect(decodeHash('#s=AAAA')).toMatchObject({ ok: false });
  });

  it('imports PGN as start position and moves', () => {
    const r = fromPgn('[Event "x"]\n[FEN "7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47"]\n\n47... g5 48. hxg5 *', EMPTY_STATE);
    expect(r.ok && r.state.start).toBe('7r/5kp1/8/5P2/7P/7K/8/8 b - - 0 47');
    expect(r.ok && r.state.moves).toEqual(['g5', 'hxg5']);
    expect(fromPgn('1. e4 e5 2. Nf3 {yorum} Nc6 *', EMPTY_STATE)).toMatchObject({ ok: true });
  });

  it('converts board objects to FEN and keeps only possible castling rights', () => {
    const placement = placementFromObject({ e1: 'wK', h1: 'wR', e8: 'bK', a2: 'wP' });
    expect(placement).toBe('4k3/8/8/8/8/8/P7/4K2R');
    expect(withPlacement('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', placement)).toBe('4k3/8/8/8/8/8/P7/4K2R w K - 0 1');
  });
});
