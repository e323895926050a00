// A list of players as a TRF with no round played (players.ts): start numbers by rating, errors by line.
import { describe, expect, it } from 'vitest';
import { playersToTrf } from './players.ts';
import { readTrf } from '../../trf/read.ts';

describe('playersToTrf', () => {
  it('numbers the players by rating, unrated last, and the reader reads it back', () => {
    const r = playersToTrf('Ayşe Yılmaz 2150\n\nZeynep Demir\nAli Can, 2210\nCem Ak 1875', 7);
    if (!r.ok) throw new Error(r.error.message);
    const f = readTrf(r.value);
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.players.map((p) => [p.id, p.name.trim(), p.rating])).toEqual([
      [1, 'Ali Can', 2210],
      [2, 'Ayşe Yılmaz', 2150],
      [3, 'Cem Ak', 1875],
      [4, 'Zeynep Demir', null],
    ]);
    expect(f.value.rounds).toBe(7);
  });

  it('names the line of a bad entry', () => {
    const r = playersToTrf('Ali Can 2210\nVeli 999', 5);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.line).toBe(2);
    expect(!r.ok && r.error.message).toMatch(/^Rating 999 olamaz/);
    const one = playersToTrf('Ali Can 2210', 5);
    expect(!one.ok && one.error.message).toBe('En az iki oyuncu gerekir.');
  });
});
