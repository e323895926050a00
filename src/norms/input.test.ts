import { describe, expect, it } from 'vitest';
import { parseOpponents } from './input.ts';

describe('parseOpponents', () => {
  it('reads title, federation, rating and score; "-" for none and unrated', () => {
    const r = parseOpponents('GM GER 2550 1\n\n- tur - ½\nwim fra 2210 0,5\nIM FID 2400 0');
    expect(r).toEqual({
      ok: true,
      value: [
        { title: 'GM', federation: 'GER', rating: 2550, score: 1 },
        { title: '', federation: 'TUR', rating: null, score: 0.5 },
        { title: 'WIM', federation: 'FRA', rating: 2210, score: 0.5 },
        { title: 'IM', federation: 'FID', rating: 2400, score: 0 },
      ],
    });
  });

  it('names the line in Turkish', () => {
    expect(parseOpponents('GM GER 2550 1\nGM GER 2550')).toEqual({
      ok: false,
      error:
        '2. satır (“GM GER 2550”): dört alan bekleniyor: unvan (yoksa -), federasyon, rating (ratingsizse -), skor; isteğe bağlı beşinci alan "yoksay" ya da "sıfır". Örnek: GM GER 2550 1',
    });
    expect(parseOpponents('XX GER 2550 1')).toMatchObject({ ok: false });
    expect(parseOpponents('GM GERMANY 2550 1')).toMatchObject({ ok: false, error: expect.stringContaining('federasyon') });
    expect(parseOpponents('GM GER 2550 2')).toMatchObject({ ok: false, error: expect.stringContaining('skor') });
    expect(parseOpponents('  ')).toEqual({ ok: false, error: 'En az bir rakip girin.' });
  });

  it('reads the optional mark: "yoksay" for an ignored win (1.4.1), "sıfır" for an unrated zero scorer (1.4.2 b)', () => {
    expect(parseOpponents('- NED 1700 1 yoksay\n- TUR - 1 SIFIR')).toEqual({
      ok: true,
      value: [
        { title: '', federation: 'NED', rating: 1700, score: 1, ignore: true },
        { title: '', federation: 'TUR', rating: null, score: 1, zeroScore: true },
      ],
    });
    expect(parseOpponents('GM GER 2550 ½ yoksay')).toMatchObject({ ok: false, error: expect.stringContaining('yalnızca kazanılan') });
    expect(parseOpponents('GM GER 2550 1 sıfır')).toMatchObject({ ok: false, error: expect.stringContaining('ratingsiz') });
    expect(parseOpponents('GM GER 2550 1 belki')).toMatchObject({ ok: false, error: expect.stringContaining('beşinci alan') });
  });
});

describe('hostile input (#33)', () => {
  it('caps the opponents and the text, in Turkish, before any line is read', () => {
    const many = Array.from({ length: 100_000 }, () => 'GM GER 2550 1').join('\n');
    expect(parseOpponents(many)).toMatchObject({ ok: false, error: expect.stringContaining('en fazla 200 rakip') });
    const lines = Array.from({ length: 201 }, () => 'GM GER 2550 1').join('\n');
    expect(parseOpponents(lines)).toEqual({
      ok: false,
      error: '201 satır girildi; araç en fazla 200 rakip okur (bir turnuvadaki oyunlar).',
    });
    expect(parseOpponents(Array.from({ length: 200 }, () => 'GM GER 2550 1').join('\n')).ok).toBe(true);
  });
  it('quotes at most 40 characters of a bad line', () => {
    const r = parseOpponents(`GM GER 2550 ${'x'.repeat(15_000)}`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.length).toBeLessThan(400);
    expect(r.error).toContain('…”');
  });
});
