// TRF reader: the columns, the result codes, and a Turkish error naming line and column for bad input;
// the fuzzer is trf.fuzz.test.ts (a heavy suite).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatTrfError, parseTrf } from './index.ts';
import { runTiebreakCli } from './cli.ts';

const text = readFileSync(new URL('./fixtures/swiss-7.trf', import.meta.url), 'utf8');

function errorOf(input: string) {
  const r = parseTrf(input);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

/** Replaces the columns from `col` (1-based) of line `line` with `s`. */
function patch(line: number, col: number, s: string): string {
  const lines = text.split('\n');
  const l = lines[line - 1].padEnd(col - 1 + s.length);
  lines[line - 1] = l.slice(0, col - 1) + s + l.slice(col - 1 + s.length);
  return lines.join('\n');
}

describe('parseTrf', () => {
  it('reads players, ratings, rounds and byes', () => {
    const r = parseTrf(text);
    if (!r.ok) throw new Error(formatTrfError(r.error));
    const t = r.value.tournament;
    expect(t.rounds).toBe(4);
    expect(t.players.map((p) => [p.id, p.name, p.rating, p.points])).toEqual([
      [1, 'Ali', 2000, 3],
      [2, 'Berk', 1900, 1.5],
      [3, 'Cem', 1800, 1],
      [4, 'Deniz', 1700, 2.5],
      [5, 'Ece', 1600, 2],
      [6, 'Fatih', 1500, 3],
      [7, 'Gul', 1400, 1],
    ]);
    expect(t.players[2].rounds.map((e) => e.kind)).toEqual(['loss', 'forfeit-loss', 'pab', 'zero-bye']);
    expect(t.players[3].rounds[1]).toMatchObject({ opponent: 3, colour: 'w', kind: 'forfeit-win', played: false, points: 1 });
    expect(r.value.warnings).toEqual([]);
  });

  it('reads names as plain text: bidi overrides, isolates and control characters removed (#33)', () => {
    // Line 3 is player 1 ("Ali"); the name columns are 15–47.
    const r = parseTrf(patch(3, 15, '\u202eAli\u2066\u0007\u200f'));
    if (!r.ok) throw new Error(formatTrfError(r.error));
    expect(r.value.tournament.players[0].name).toBe('Ali');
  });

  it('names line and column in Turkish for bad input', () => {
    expect(errorOf(patch(2, 99, 'Q'))).toMatchObject({ line: 2, column: 99, message: expect.stringContaining('bilinmeyen sonuç kodu') });
    expect(errorOf(patch(2, 92, '   9'))).toMatchObject({ line: 2, column: 92, message: expect.stringContaining('dosyada yok') });
    expect(errorOf(patch(2, 99, '0'))).toMatchObject({ line: 2, column: 99, message: expect.stringContaining('tutmuyor') });
    expect(errorOf(patch(2, 93, 'x'))).toMatchObject({ line: 2, column: 92 });
    expect(errorOf(patch(3, 5, ' ab '))).toMatchObject({ line: 3, column: 5, message: expect.stringContaining('Başlangıç numarası') });
    expect(errorOf(patch(9, 1, 'XXR 0'))).toMatchObject({ line: 9, column: 5 });
    expect(errorOf(patch(9, 1, 'XXR 3'))).toMatchObject({ line: 2, column: 122, message: expect.stringContaining('XXR 3') });
    expect(errorOf('merhaba')).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('oyuncu satırı') });
    expect(formatTrfError({ line: 3, column: 99, message: 'x' })).toBe('Satır 3, sütun 99: x');
  });

  it('warns when the file’s points differ from the rounds', () => {
    const r = parseTrf(patch(2, 81, ' 2.5'));
    expect(r.ok && r.value.warnings[0]).toContain('turların toplamı 3');
  });
});

describe('the tiebreak CLI', () => {
  it('prints the JSON of the issue', () => {
    const out = runTiebreakCli(['x.trf', '--rules', '2023', 'BH/C1', 'SB'], () => text);
    expect(out.status).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json.rules).toBe('2023');
    expect(json.players[0]).toEqual({ id: 1, name: 'Ali', points: 3, rank: 1, tiebreaks: { 'BH/C1': 7.5, SB: 6.5 } });
  });
  it('fails in Turkish', () => {
    expect(runTiebreakCli(['x.trf', '--rules', '2024', 'BH'], () => text)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('2023 ya da 2026'),
    });
    expect(runTiebreakCli(['x.trf', 'BH'], () => 'bozuk')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('Satır 1, sütun 1'),
    });
  });
});
