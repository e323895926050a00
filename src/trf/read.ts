// Raw reader of FIDE's Tournament Report File: TRF16, JaVaFo's TRF(x) extensions (XXR, XXC, XXA, XXS) and
// the TRF-2026 round codes. It keeps what the file says (records with their line and columns) and decides
// nothing about what a result means: that is each consumer's view (src/tiebreak: C.07 categories;
// src/pairing: colour history, floats, byes). Pure TypeScript; never throws.
//
// 001 player record (1-based columns): 5–8 start number, 10 sex, 11–13 title, 15–47 name, 49–52 rating,
// 54–56 federation, 58–68 FIDE id, 70–79 birth date, 81–84 points, 86–89 rank, then one 10-column block
// per round from column 92: 92–95 opponent (0000 or blank: none), 97 colour (w/b/-), 99 result.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';

export interface TrfError {
  line: number;
  column: number;
  /** Turkish. */
  message: string;
}

export interface TrfRoundBlock {
  round: number;
  /** Column of the block's first character (the opponent field). */
  column: number;
  /** Opponent's start number; null for none (0000 or blank). */
  opponent: number | null;
  /** 'w', 'b', '-' or ' ' as written (lower-cased). */
  colour: 'w' | 'b' | '-' | ' ';
  /** Result character, upper-cased; ' ' when empty. */
  result: string;
}

export interface TrfPlayerRecord {
  line: number;
  id: number;
  sex: string;
  title: string;
  name: string;
  /** null when blank or 0. */
  rating: number | null;
  federation: string;
  fideId: string;
  birth: string;
  /** Points column (81–84); null when blank. */
  points: number | null;
  rank: number | null;
  rounds: TrfRoundBlock[];
}

/** Any other record, kept as written (012 name, 042 start date, 092 type, 013 teams, …). */
export interface TrfRecord {
  tag: string;
  line: number;
  text: string;
}

export interface TrfFile {
  players: TrfPlayerRecord[];
  records: TrfRecord[];
  /** XXR: number of rounds. */
  rounds: number | null;
  roundsLine: number;
  /** XXC: colour of the top player in round 1 (`white1` / `black1`); null when not given. */
  initialColour: 'w' | 'b' | null;
  /** XXC `rank`: pair by the rank column instead of the start number. */
  pairByRank: boolean;
  /** XXA lines: a player's acceleration (virtual) points, round by round from round 1. */
  acceleration: { player: number; values: number[]; line: number }[];
  /**
   * TRF-2026 250 lines: `points` virtual points to players `firstPlayer`..`lastPlayer` (start numbers) in
   * rounds `firstRound`..`lastRound`; `matchPoints` is the team field (columns 5–8), null when blank.
   */
  accelerationRanges: {
    matchPoints: number | null;
    points: number;
    firstRound: number;
    lastRound: number;
    firstPlayer: number;
    lastPlayer: number;
    line: number;
  }[];
  /** TRF-2026 192: the encoded type of tournament (`FIDE_DUTCH_BAKU`, …) as written, with its line. */
  type: { code: string; line: number } | null;
  /** XXS scoring (`W=1.0 D=0.5 …`) and TRF(bx) BBW/BBD/… point values, by code. */
  points: Record<string, number>;
  /** TRF-2026 240 records: requested byes (code H/F/Z…) announced for a round. */
  byes: { round: number; code: string; players: number[]; line: number }[];
  /**
   * Forbidden pairs: the players of one entry may not meet each other (XXP: in every round; TRF-2026 260:
   * from round `first` to round `last`). Same family, same club, as the organiser rules.
   */
  forbidden: { players: number[]; first: number; last: number; line: number }[];
  /** Which dialect the file looks like. */
  dialect: 'TRF16' | 'TRF(x)' | 'TRF-2026';
}

export const RESULT_CODES = '10=WDL+-HFUZ ';
const ROUND_START = 92;
const ROUND_WIDTH = 10;
const MAX_ROUNDS = 99;
const MAX_PLAYERS = 9999;

const fail = (line: number, column: number, message: string) => err<TrfError>({ line, column, message });

/** "Satır 12, sütun 92: …" */
export function formatTrfError(e: TrfError): string {
  return `Satır ${e.line}, sütun ${e.column}: ${e.message}`;
}

/** Columns a..b (1-based, inclusive), '' beyond the end. */
export function cols(text: string, a: number, b: number): string {
  return text.slice(a - 1, b);
}

/**
 * A name as plain text: control characters (C0, DEL, C1) and the bidirectional formatting characters
 * (embeddings, overrides, isolates, marks) removed. A name is shown inside tables and sentences; an
 * override would reverse the text around it ("‮" turns "Ali" into "ilA") and a control character
 * has no place in a page.
 */
function plainText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
function intField(field: string): number | null | 'bad' {
  const t = field.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return 'bad';
  return Number(t);
}

const BB_CODES: Record<string, string> = { BBW: 'W', BBD: 'D', BBL: 'L', BBZ: 'Z', BBF: 'F', BBU: 'U' };

type Failure = ReturnType<typeof fail>;

export function readTrf(input: string): Result<TrfFile, TrfError> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const lines = text.split(/\r\n|\r|\n/);
  const file: TrfFile = {
    players: [],
    records: [],
    rounds: null,
    roundsLine: 0,
    initialColour: null,
    pairByRank: false,
    acceleration: [],
    accelerationRanges: [],
    type: null,
    points: {},
    byes: [],
    forbidden: [],
    dialect: 'TRF16',
  };
  const seen = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i];
    if (line.trim() === '') continue;
    const tag = line.slice(0, 3);
    if (TRF2026_TAGS.includes(tag)) file.dialect = 'TRF-2026';
    if (tag === '001') {
      const r = readPlayer(line, lineNo);
      if (!r.ok) return r;
      const prev = seen.get(r.value.id);
      if (prev !== undefined) return fail(lineNo, 5, `${r.value.id} başlangıç numarası iki kez kullanılmış (ilki satır ${prev}).`);
      seen.set(r.value.id, lineNo);
      file.players.push(r.value);
      continue;
    }
    const reader = RECORD_READERS[tag] ?? (tag in BB_CODES ? readBbPoints : undefined);
    if (!reader) {
      file.records.push({ tag, line: lineNo, text: line });
      continue;
    }
    const failure = reader(file, line, lineNo, tag);
    if (failure) return failure;
  }
  if (file.players.length === 0) {
    return fail(1, 1, 'Dosyada oyuncu satırı (001 ile başlayan satır) yok; bu bir TRF dosyası gibi görünmüyor.');
  }
  return checkRoundCount(file) ?? ok(file);
}

/** Tags only TRF-2026 writes. */
const TRF2026_TAGS = ['142', '152', '162', '192', '240', '250', '260'];

/** A reader of one record kind: it writes what the line says into `file`, or fails. */
type RecordReader = (file: TrfFile, line: string, lineNo: number, tag: string) => Failure | undefined;

/** XXR / 142: the number of rounds. */
const readRounds: RecordReader = (file, line, lineNo, tag) => {
  const n = intField(line.slice(3));
  if (n === null || n === 'bad' || n < 1 || n > MAX_ROUNDS) {
    return fail(
      lineNo,
      5,
      `XXR satırında tur sayısı 1 ile ${MAX_ROUNDS} arasında bir tam sayı olmalı; “${line.slice(3).trim()}” okunamadı.`,
    );
  }
  file.rounds = n;
  file.roundsLine = lineNo;
  if (tag === 'XXR') file.dialect = 'TRF(x)';
};

/** 152: the colour of the top player in round 1. */
const readInitialColour: RecordReader = (file, line, lineNo) => {
  const c = line.slice(4, 5).toUpperCase();
  if (c !== 'W' && c !== 'B')
    return fail(lineNo, 5, `152 satırında ilk turun rengi W ya da B olmalı; “${line.slice(4).trim()}” okunamadı.`);
  file.initialColour = c === 'W' ? 'w' : 'b';
};

/** 162: point values (`W 1.0 D 0.5 …`); Z sets the forfeit loss too. */
const readPointValues: RecordReader = (file, line) => {
  for (const m of line.slice(4).matchAll(/([WDLZFU])\s*(\d+(?:\.\d+)?)/g)) {
    file.points[m[1]] = Number(m[2]);
    if (m[1] === 'Z') file.points.F = Number(m[2]);
  }
};

/** 240: a requested bye (code, round, start numbers). */
const readAnnouncedBye: RecordReader = (file, line, lineNo) => {
  const code = line.slice(4, 5).toUpperCase();
  const round = intField(cols(line, 7, 9));
  if (round === null || round === 'bad' || round < 1)
    return fail(lineNo, 7, `240 satırında tur numarası (sütun 7–9) okunamadı: “${cols(line, 7, 9)}”.`);
  const players: number[] = [];
  for (let col = 11; col <= line.trimEnd().length; col += 5) {
    const id = intField(cols(line, col, col + 3));
    if (id === null || id === 'bad')
      return fail(lineNo, col, `240 satırında başlangıç numarası (sütun ${col}–${col + 3}) okunamadı: “${cols(line, col, col + 3)}”.`);
    players.push(id);
  }
  file.byes.push({ round, code: code.trim() === '' ? 'H' : code, players, line: lineNo });
};

/** XXP n1 n2 …  |  260 FFF LLL nnnn nnnn … (first and last round, then start numbers): a forbidden pair. */
const readForbidden: RecordReader = (file, line, lineNo, tag) => {
  const words = [...line.slice(3).matchAll(/\S+/g)];
  const nums: number[] = [];
  for (const w of words) {
    if (!/^\d{1,4}$/.test(w[0]) || Number(w[0]) < 1)
      return fail(
        lineNo,
        (w.index ?? 0) + 4,
        `${tag} satırında “${w[0]}” okunamadı; ${tag === 'XXP' ? 'başlangıç numaraları' : 'ilk ve son tur, sonra başlangıç numaraları'} yazılmalı.`,
      );
    nums.push(Number(w[0]));
  }
  const [first, last, players] = tag === 'XXP' ? [1, MAX_ROUNDS, nums] : [nums[0], nums[1], nums.slice(2)];
  if (players.length < 2 || first === undefined || last === undefined || first > last)
    return fail(
      lineNo,
      1,
      `${tag} satırı (yasak eşleşme) en az iki başlangıç numarası${tag === '260' ? ' ve ilk tur ≤ son tur' : ''} istiyor.`,
    );
  if (tag === 'XXP') file.dialect = 'TRF(x)';
  file.forbidden.push({ players, first, last, line: lineNo });
};

/** XXC: white1 / black1 / rank. */
const readXxc: RecordReader = (file, line, lineNo) => {
  file.dialect = 'TRF(x)';
  for (const word of line.slice(3).trim().split(/\s+/)) {
    const w = word.toLowerCase();
    if (w === 'white1') file.initialColour = 'w';
    else if (w === 'black1') file.initialColour = 'b';
    else if (w === 'rank') file.pairByRank = true;
    else if (w !== '')
      return fail(lineNo, line.indexOf(word) + 1, `XXC satırında bilinmeyen seçenek “${word}”; white1, black1 ya da rank olmalı.`);
  }
};

/** XXA: a player's acceleration points, one 5-column field per round from column 10. */
const readAcceleration: RecordReader = (file, line, lineNo) => {
  file.dialect = 'TRF(x)';
  const id = intField(cols(line, 5, 8));
  if (id === null || id === 'bad') return fail(lineNo, 5, `XXA satırında başlangıç numarası (sütun 5–8) okunamadı: “${cols(line, 5, 8)}”.`);
  const values: number[] = [];
  for (let col = 10; col <= line.trimEnd().length; col += 5) {
    const f = cols(line, col, col + 3).trim();
    if (f === '') values.push(0);
    else if (/^\d{1,2}(\.\d)?$/.test(f)) values.push(Number(f));
    else return fail(lineNo, col, `XXA satırında hızlandırma puanı “${f}” okunamadı.`);
  }
  file.acceleration.push({ player: id, values, line: lineNo });
};

/** TRF-2026 250: virtual points for a range of players and rounds. */
const readAccelerationLine: RecordReader = (file, line, lineNo) => {
  const r = readAccelerationRange(line, lineNo);
  if (!r.ok) return r;
  file.accelerationRanges.push(r.value);
};

/** TRF-2026 192: the encoded type of tournament (the pairing reads `…_BAKU`), kept as written. */
const readType: RecordReader = (file, line, lineNo, tag) => {
  file.type = { code: line.slice(4).trim().toUpperCase(), line: lineNo };
  file.records.push({ tag, line: lineNo, text: line });
};

/** XXS: scoring (`W=1.0 D=0.5 …`). */
const readScoring: RecordReader = (file, line, lineNo) => {
  file.dialect = 'TRF(x)';
  for (const m of line.slice(3).matchAll(/(\S+?)=(\S+)/g)) {
    const v = Number(m[2]);
    if (!Number.isFinite(v)) return fail(lineNo, (m.index ?? 0) + 4, `XXS satırında puan değeri “${m[2]}” okunamadı.`);
    file.points[m[1].toUpperCase()] = v;
  }
};

/** TRF(bx) BBW, BBD, …: one point value. */
const readBbPoints: RecordReader = (file, line, lineNo, tag) => {
  const v = Number(line.slice(3).trim());
  if (!Number.isFinite(v)) return fail(lineNo, 5, `${tag} satırında puan değeri okunamadı.`);
  file.points[BB_CODES[tag]] = v;
};

const RECORD_READERS: Record<string, RecordReader> = {
  XXR: readRounds,
  '142': readRounds,
  '152': readInitialColour,
  '162': readPointValues,
  '240': readAnnouncedBye,
  XXP: readForbidden,
  '260': readForbidden,
  XXC: readXxc,
  XXA: readAcceleration,
  '250': readAccelerationLine,
  '192': readType,
  XXS: readScoring,
};

/** More round blocks than XXR announces: name the line and the first extra round. */
function checkRoundCount(file: TrfFile): Failure | undefined {
  if (file.rounds === null) return undefined;
  const over = file.players.find((p) => p.rounds.length > (file.rounds as number));
  if (!over) return undefined;
  const extra = over.rounds[file.rounds];
  return fail(
    over.line,
    extra.column,
    `XXR ${file.rounds} tur diyor (satır ${file.roundsLine}), ama bu satırda ${extra.round}. tur yazılmış: dosyada tur sayısından fazla tur var. XXR'deki tur sayısını düzeltin ya da fazla tur bloğunu silin.`,
  );
}

const POINTS_FIELD = /^\d{1,2}(\.\d)?$/;

/**
 * TRF-2026 250 (accelerated rounds), 1-based columns: 5–8 match points (teams; blank for individuals),
 * 10–13 points, 15–17 first round, 19–21 last round, 23–26 first player, 28–31 last player.
 */
function readAccelerationRange(line: string, lineNo: number): Result<TrfFile['accelerationRanges'][number], TrfError> {
  const mp = cols(line, 5, 8).trim();
  if (mp !== '' && !POINTS_FIELD.test(mp)) return fail(lineNo, 5, `250 satırında maç puanı (sütun 5–8) okunamadı: “${mp}”.`);
  const gp = cols(line, 10, 13).trim();
  if (!POINTS_FIELD.test(gp)) return fail(lineNo, 10, `250 satırında sanal puan (sütun 10–13) “1.0” gibi yazılmalı; “${gp}” okunamadı.`);
  const fields: [string, number, number][] = [
    ['ilk tur', 15, 17],
    ['son tur', 19, 21],
    ['ilk oyuncu', 23, 26],
    ['son oyuncu', 28, 31],
  ];
  const nums: number[] = [];
  for (const [what, a, b] of fields) {
    const n = intField(cols(line, a, b));
    if (n === null || n === 'bad' || n < 1)
      return fail(lineNo, a, `250 satırında ${what} (sütun ${a}–${b}) okunamadı: “${cols(line, a, b)}”.`);
    nums.push(n);
  }
  if (line.trimEnd().length > 31) return fail(lineNo, 32, '250 satırı 31. sütunda bitmeli (son oyuncu); fazlası okunamadı.');
  const [firstRound, lastRound, firstPlayer, lastPlayer] = nums;
  return ok({
    matchPoints: mp === '' ? null : Number(mp),
    points: Number(gp),
    firstRound,
    lastRound,
    firstPlayer,
    lastPlayer,
    line: lineNo,
  });
}

function readPlayer(line: string, lineNo: number): Result<TrfPlayerRecord, TrfError> {
  const id = intField(cols(line, 5, 8));
  if (id === null || id === 'bad' || id < 1 || id > MAX_PLAYERS) {
    return fail(
      lineNo,
      5,
      `Başlangıç numarası (sütun 5–8) 1 ile ${MAX_PLAYERS} arasında bir sayı olmalı; “${cols(line, 5, 8)}” okunamadı.`,
    );
  }
  const rating = intField(cols(line, 49, 52));
  if (rating === 'bad') return fail(lineNo, 49, `Rating (sütun 49–52) bir sayı olmalı; “${cols(line, 49, 52)}” okunamadı.`);
  const pointsField = cols(line, 81, 84).trim();
  let points: number | null = null;
  if (pointsField !== '') {
    if (!/^\d{1,3}([.,]\d)?$/.test(pointsField))
      return fail(lineNo, 81, `Puan (sütun 81–84) “3.5” gibi bir sayı olmalı; “${pointsField}” okunamadı.`);
    points = Number(pointsField.replace(',', '.'));
  }
  const rank = intField(cols(line, 86, 89));
  const rec: TrfPlayerRecord = {
    line: lineNo,
    id,
    sex: cols(line, 10, 10).trim(),
    title: cols(line, 11, 13).trim(),
    name: plainText(cols(line, 15, 47)).trim(),
    rating: rating === null || rating === 0 ? null : rating,
    federation: cols(line, 54, 56).trim(),
    fideId: cols(line, 58, 68).trim(),
    birth: cols(line, 70, 79).trim(),
    points,
    rank: rank === 'bad' ? null : rank,
    rounds: [],
  };
  const end = line.trimEnd().length;
  for (let round = 1, col = ROUND_START; col <= end; round++, col += ROUND_WIDTH) {
    const block = readRoundBlock(line, lineNo, round, col);
    if (!block.ok) return block;
    rec.rounds.push(block.value);
  }
  while (rec.rounds.length > 0) {
    const last = rec.rounds[rec.rounds.length - 1];
    if (last.result === ' ' && last.opponent === null) rec.rounds.pop();
    else break;
  }
  return ok(rec);
}

/** One 10-column round block from column `col`: opponent (4), blank, colour, blank, result. */
function readRoundBlock(line: string, lineNo: number, round: number, col: number): Result<TrfRoundBlock, TrfError> {
  if (round > MAX_ROUNDS) return fail(lineNo, col, `En çok ${MAX_ROUNDS} tur okunabilir.`);
  if (cols(line, col - 2, col - 1).trim() !== '') {
    return fail(
      lineNo,
      col - 2,
      `${round}. tur bloğundan önce boşluk bekleniyordu (sütun ${col - 2}–${col - 1}); sütunlar kaymış olabilir.`,
    );
  }
  if (cols(line, col + 4, col + 4).trim() !== '' || cols(line, col + 6, col + 6).trim() !== '') {
    return fail(
      lineNo,
      col,
      `${round}. tur bloğu “${cols(line, col, col + 7)}” biçimine uymuyor (rakip, boşluk, renk, boşluk, sonuç); sütunlar kaymış olabilir.`,
    );
  }
  const oppField = cols(line, col, col + 3);
  const opp = intField(oppField);
  if (opp === 'bad')
    return fail(lineNo, col, `${round}. turda rakibin başlangıç numarası (sütun ${col}–${col + 3}) okunamadı: “${oppField}”.`);
  const colourRaw = (cols(line, col + 5, col + 5) || ' ').toLowerCase();
  if (colourRaw !== 'w' && colourRaw !== 'b' && colourRaw !== '-' && colourRaw !== ' ') {
    return fail(lineNo, col + 5, `${round}. turda renk “${colourRaw}” olamaz; w (beyaz), b (siyah) ya da - (bay) olmalı.`);
  }
  const resultRaw = cols(line, col + 7, col + 7) || ' ';
  const result = resultRaw.toUpperCase();
  if (!RESULT_CODES.includes(result)) {
    return fail(
      lineNo,
      col + 7,
      `${round}. turda bilinmeyen sonuç kodu “${resultRaw}”. Geçerli kodlar: 1 = 0 (oyun), W D L (puanlanmayan oyun), + - (hükmen), H F U Z (bay).`,
    );
  }
  if (opp !== null && opp !== 0 && colourRaw === ' ') {
    // An opponent with no colour is what a line cut inside a round block leaves (“  12” at the end).
    return fail(
      lineNo,
      col,
      `${round}. tur bloğu yarım kalmış: rakip (${opp}) yazılmış ama renk (sütun ${col + 5}) yok; satır kesilmiş olabilir. Rengi w, b ya da - olarak yazın.`,
    );
  }
  return ok({ round, column: col, opponent: opp === null || opp === 0 ? null : opp, colour: colourRaw, result });
}

/**
 * Without XXC/152: the colour the top player had in the first round with colours; when that player has
 * none, the next paired player's colour reversed, and so on (colours alternate down the list in round 1).
 */
export function inferInitialColour(file: TrfFile): 'w' | 'b' {
  const order = [...file.players].sort((a, b) => (file.pairByRank ? (a.rank ?? 1e9) - (b.rank ?? 1e9) : 0) || a.id - b.id);
  const rounds = Math.max(0, ...order.map((p) => p.rounds.length));
  for (let r = 0; r < rounds; r++) {
    const paired = order.filter((p) => p.rounds[r] && (p.rounds[r].opponent !== null || p.rounds[r].result === 'U'));
    const k = paired.findIndex((p) => p.rounds[r].colour === 'w' || p.rounds[r].colour === 'b');
    if (k < 0) continue;
    const c = paired[k].rounds[r].colour as 'w' | 'b';
    return k % 2 === 0 ? c : c === 'w' ? 'b' : 'w';
  }
  return 'w';
}
