// The TRF reader by itself: the columns of a player line, every result code, the XX and TRF-2026
// records, Turkish errors naming line and column, text outside the Basic Multilingual Plane, and the
// file cut before a round.
import { describe, expect, it } from 'vitest';
import { blockPoints, pointValues, STANDARD_POINTS } from './points.ts';
import { formatTrfError, RESULT_CODES, readTrf, type TrfError, type TrfFile } from './read.ts';
import { truncateBefore } from './truncate.ts';
import { playerLine } from './write.ts';

/** A player line written column by column (1-based columns as FIDE's description counts them). */
function line(fields: Record<number, string>): string {
  let s = '';
  for (const [col, text] of Object.entries(fields).sort((a, b) => Number(a[0]) - Number(b[0]))) s = s.padEnd(Number(col) - 1) + text;
  return s;
}

const ALI = line({
  1: '001',
  5: '   1',
  10: 'm',
  11: 'GM',
  15: 'Ali Yılmaz',
  49: '2512',
  54: 'TUR',
  58: '   34500001',
  70: '1990/01/02',
  81: ' 1.5',
  86: '   1',
  92: '   2 w 1',
  102: '0000 - H',
});
const BERK = line({ 1: '001', 5: '   2', 15: 'Berk', 49: '   0', 81: ' 0.0', 92: '   1 b 0', 102: '   3 w -' });
const CEM = line({ 1: '001', 5: '   3', 15: 'Cem', 92: '0000 - U', 102: '   2 b +' });

function read(text: string): TrfFile {
  const r = readTrf(text);
  if (!r.ok) throw new Error(formatTrfError(r.error));
  return r.value;
}

function errorOf(text: string): TrfError {
  const r = readTrf(text);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('player lines', () => {
  it('reads every field from its columns', () => {
    const f = read([ALI, BERK, CEM].join('\n'));
    expect(f.players[0]).toEqual({
      line: 1,
      id: 1,
      sex: 'm',
      title: 'GM',
      name: 'Ali Yılmaz',
      rating: 2512,
      federation: 'TUR',
      fideId: '34500001',
      birth: '1990/01/02',
      points: 1.5,
      rank: 1,
      rounds: [
        { round: 1, column: 92, opponent: 2, colour: 'w', result: '1' },
        { round: 2, column: 102, opponent: null, colour: '-', result: 'H' },
      ],
    });
    // Rating 0 and a blank rating are "unrated"; a blank points column is null.
    expect(f.players[1]).toMatchObject({ id: 2, rating: null, points: 0, rank: null });
    expect(f.players[2]).toMatchObject({ id: 3, rating: null, points: null });
    expect(f.dialect).toBe('TRF16');
  });

  it('keeps other records as written, drops a BOM, and reads any line ending', () => {
    const f = read(['\ufeff012 Açık Turnuva', ALI, '042 2026/11/29', BERK, CEM].join('\r\n'));
    expect(f.records).toEqual([
      { tag: '012', line: 1, text: '012 Açık Turnuva' },
      { tag: '042', line: 3, text: '042 2026/11/29' },
    ]);
    expect(read([ALI, BERK, CEM].join('\r')).players).toHaveLength(3);
  });

  it('drops trailing empty round blocks and keeps empty ones in the middle', () => {
    const f = read(line({ 1: '001', 5: '   1', 15: 'A', 92: '        ', 102: '0000 - Z', 112: '        ' }) + '   ');
    expect(f.players[0].rounds.map((b) => [b.round, b.opponent, b.colour, b.result])).toEqual([
      [1, null, ' ', ' '],
      [2, null, '-', 'Z'],
    ]);
  });

  it('writes back what it reads (write.ts is its inverse for a player line)', () => {
    for (const l of [ALI, BERK, CEM]) {
      const [p] = read(l).players;
      expect(read(playerLine(p)).players[0]).toEqual(p);
    }
  });

  it('reads names as plain text: control and bidirectional formatting characters dropped', () => {
    const f = read(line({ 1: '001', 5: '   1', 15: 'A\u202eli\u0007 B', 92: '0000 - U' }));
    expect(f.players[0].name).toBe('Ali B');
  });
});

describe('result codes', () => {
  it('accepts every code of TRF16 in either case and refuses others with the valid ones named', () => {
    for (const code of RESULT_CODES.trim()) {
      const f = read(line({ 1: '001', 5: '   1', 15: 'A', 92: `0000 - ${code.toLowerCase()}` }));
      expect(f.players[0].rounds[0].result).toBe(code);
    }
    const e = errorOf(line({ 1: '001', 5: '   1', 15: 'A', 92: '   2 w X' }));
    expect(e).toMatchObject({ line: 1, column: 99 });
    expect(e.message).toContain('bilinmeyen sonuç kodu “X”');
    expect(e.message).toContain('H F U Z (bay)');
  });

  it('gives each code its points, with an opponent and without, and the file’s own values', () => {
    const withOpponent = Object.fromEntries([...'10=WDL+-'].map((c) => [c, blockPoints(2, c)]));
    expect(withOpponent).toEqual({ '1': 1, '0': 0, '=': 0.5, W: 1, D: 0.5, L: 0, '+': 1, '-': 0 });
    const bye = Object.fromEntries([...'UFHZ +1=-'].map((c) => [c, blockPoints(null, c)]));
    expect(bye).toEqual({ U: 1, F: 1, H: 0.5, Z: 0, ' ': 0, '+': 1, '1': 1, '=': 0.5, '-': 0 });
    // XXS and TRF(bx) change the values; the PAB is worth a win unless the file says otherwise.
    const f = read([ALI, BERK, CEM, 'XXS W=3 D=1', 'BBL 0.5'].join('\n'));
    expect(pointValues(f)).toEqual({ ...STANDARD_POINTS, win: 3, draw: 1, loss: 0.5, pab: 3 });
    expect(blockPoints(2, '1', pointValues(f))).toBe(3);
    expect(blockPoints(null, 'U', pointValues(f))).toBe(3);
  });
});

describe('records of TRF(x) and TRF-2026', () => {
  it('reads rounds, colours, acceleration, point values, byes and forbidden pairs', () => {
    const x = read([ALI, BERK, CEM, 'XXR 5', 'XXC black1 rank', 'XXA    1  1.0  1.0  0.0', 'XXP 1 2'].join('\n'));
    expect(x).toMatchObject({ rounds: 5, roundsLine: 4, initialColour: 'b', pairByRank: true, dialect: 'TRF(x)' });
    expect(x.acceleration).toEqual([{ player: 1, values: [1, 1, 0], line: 6 }]);
    expect(x.forbidden).toEqual([{ players: [1, 2], first: 1, last: 99, line: 7 }]);
    const t = read([ALI, BERK, CEM, '142 7', '152 W', '162 W 3.0 D 1.0 Z 0.5', '240 F   3    2    3', '260   2   4    1    3'].join('\n'));
    expect(t).toMatchObject({ rounds: 7, initialColour: 'w', dialect: 'TRF-2026' });
    expect(t.points).toEqual({ W: 3, D: 1, Z: 0.5, F: 0.5 });
    expect(t.byes).toEqual([{ round: 3, code: 'F', players: [2, 3], line: 7 }]);
    expect(t.forbidden).toEqual([{ players: [1, 3], first: 2, last: 4, line: 8 }]);
  });
});

describe('errors name the line and the column, in Turkish', () => {
  const cases: [string, string[], number, number, string][] = [
    ['no player line', ['012 Boş'], 1, 1, 'oyuncu satırı'],
    ['a start number that is not a number', [ALI, line({ 1: '001', 5: '  x2', 15: 'B' })], 2, 5, 'Başlangıç numarası'],
    ['a start number used twice', [ALI, ALI.replace('Ali Yılmaz', 'Ayşe Kaya ')], 2, 5, 'iki kez kullanılmış (ilki satır 1)'],
    ['a rating that is not a number', [ALI.slice(0, 48) + '25x2' + ALI.slice(52)], 1, 49, 'Rating'],
    ['a points column that is not a number', [ALI.slice(0, 80) + ' 1.x' + ALI.slice(84)], 1, 81, 'Puan'],
    ['a colour that does not exist', [ALI.slice(0, 96) + 'x' + ALI.slice(97)], 1, 97, 'renk “x” olamaz'],
    ['a shifted round block', [ALI.slice(0, 90) + 'x' + ALI.slice(91)], 1, 90, 'sütunlar kaymış'],
    ['an opponent that is not a number', [ALI.slice(0, 91) + '  ?2' + ALI.slice(95)], 1, 92, 'rakibin başlangıç numarası'],
    ['a line cut inside a round block', [ALI, BERK.slice(0, 105)], 2, 102, 'yarım kalmış'],
    ['more rounds than XXR says', ['XXR 1', ALI], 2, 102, 'XXR 1 tur diyor (satır 1)'],
    ['a bad XXR', [ALI, 'XXR 0'], 2, 5, 'tur sayısı'],
    ['a bad XXC option', [ALI, 'XXC white2'], 2, 5, 'bilinmeyen seçenek “white2”'],
    ['a bad XXA value', [ALI, 'XXA    1  x.5'], 2, 10, 'hızlandırma puanı'],
    ['a bad XXS value', [ALI, 'XXS W=bir'], 2, 5, 'puan değeri “bir”'],
    ['a forbidden pair of one player', [ALI, 'XXP 1'], 2, 1, 'en az iki'],
    ['a bad 240 round', [ALI, '240 H  x    1'], 2, 7, 'tur numarası'],
    ['a bad 152 colour', [ALI, '152 R'], 2, 5, 'W ya da B'],
  ];
  for (const [what, lines, lineNo, column, words] of cases) {
    it(what, () => {
      const e = errorOf(lines.join('\n'));
      expect([e.line, e.column], e.message).toEqual([lineNo, column]);
      expect(e.message).toContain(words);
      expect(formatTrfError(e)).toBe(`Satır ${lineNo}, sütun ${column}: ${e.message}`);
    });
  }

  it('never throws on arbitrary text', () => {
    for (const text of ['', '\u0000', '001', '001 ' + 'x'.repeat(2000), ALI.repeat(3), '001    1'.padEnd(1100, ' 1 w 1')])
      expect(() => readTrf(text)).not.toThrow();
  });
});

describe('text beyond the Basic Multilingual Plane (UTF-16 surrogate pairs)', () => {
  // The reader counts columns in UTF-16 code units, as JavaScript strings do, and the writer pads the same
  // way: a name with an emoji (two code units) round-trips with every field in place.
  it('Turkish letters and an emoji in a name: the writer and the reader agree on the columns', () => {
    const p = {
      id: 1,
      name: 'Şükrü 😀 İğdır',
      rating: 2000,
      points: 1,
      rounds: [{ round: 1, column: 92, opponent: null, colour: '-' as const, result: 'U' }],
    };
    const l = playerLine(p);
    expect(l.length).toBe(99);
    expect(read(l).players[0]).toMatchObject({ name: 'Şükrü 😀 İğdır', rating: 2000, points: 1, rounds: [{ result: 'U' }] });
  });

  it('a line whose program counted the emoji as one column: a Turkish error, not a shifted value', () => {
    const name = 'Ali 😀';
    const shifted = line({ 1: '001', 5: '   1', 15: name, 49: '2000', 81: ' 1.0', 92: '0000 - U' }).replace('😀', '😀 ');
    expect([...shifted].length).toBe(99);
    const e = errorOf(shifted);
    expect(e.line).toBe(1);
    expect(e.message).toMatch(/okunamadı|kaymış/);
  });
});

describe('truncateBefore', () => {
  const file = [ALI, BERK, CEM, 'XXR 3'].join('\n');

  it('keeps the rounds before r and the byes already decided for r; recomputes the points', () => {
    const cut = read(truncateBefore(read(file), 2));
    expect(cut.players.map((p) => [p.id, p.points, p.rounds.map((b) => b.result).join('')])).toEqual([
      // Round 2: Ali's requested half-point bye stays; Berk's and Cem's forfeit (a pairing) goes.
      [1, 1.5, '1H'],
      [2, 0, '0'],
      [3, 1, 'U'],
    ]);
    expect(cut).toMatchObject({ rounds: 3, initialColour: 'w' });
  });

  it('before round 1 leaves the players without rounds, and names the colour of the first round', () => {
    const cut = read(truncateBefore(read(file.replace('   2 w 1', '   2 b 1').replace('   1 b 0', '   1 w 0')), 1));
    expect(cut.players.every((p) => p.rounds.length === 0 && p.points === 0)).toBe(true);
    expect(cut.initialColour).toBe('b');
  });
});
