// The tie-break view of FIDE's Tournament Report File: src/trf reads the records (columns, line numbers,
// format errors); this file gives each round the meaning C.07 gives it (Article 16 categories).
// Fixed columns (1-based, as the format's description counts them):
//   001 player record:  5–8 start number, 10 sex, 11–13 title, 15–47 name, 49–52 FIDE rating,
//                       54–56 federation, 58–68 FIDE id, 70–79 birth date, 81–84 points, 86–89 rank,
//                       then one 10-column block per round from column 92: 92–95 opponent's start
//                       number, 97 colour (w/b/-), 99 result.
//   XXR number of rounds; 012 tournament name; 042 start date; 092 type of tournament.
// Any text gives either a tournament or a Turkish error naming line and column; nothing throws.

import { decimalTr as fmt, err, ok } from '../lib/index.ts';
import { blockPoints } from '../trf/points.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfPlayerRecord } from '../trf/read.ts';
import type { Colour, Player, Result, RoundEntry, RoundKind, Tournament, TrfError } from './types.ts';

interface CodeInfo {
  kind: RoundKind;
  played: boolean;
  rated: boolean;
  needsOpponent: boolean;
}

// Result characters of TRF16, with the meaning C.07 gives them.
const CODES: Record<string, CodeInfo> = {
  '1': { kind: 'win', played: true, rated: true, needsOpponent: true },
  '=': { kind: 'draw', played: true, rated: true, needsOpponent: true },
  '0': { kind: 'loss', played: true, rated: true, needsOpponent: true },
  W: { kind: 'win', played: true, rated: false, needsOpponent: true },
  D: { kind: 'draw', played: true, rated: false, needsOpponent: true },
  L: { kind: 'loss', played: true, rated: false, needsOpponent: true },
  '+': { kind: 'forfeit-win', played: false, rated: false, needsOpponent: true },
  '-': { kind: 'forfeit-loss', played: false, rated: false, needsOpponent: true },
  U: { kind: 'pab', played: false, rated: false, needsOpponent: false },
  F: { kind: 'full-bye', played: false, rated: false, needsOpponent: false },
  H: { kind: 'half-bye', played: false, rated: false, needsOpponent: false },
  Z: { kind: 'zero-bye', played: false, rated: false, needsOpponent: false },
  ' ': { kind: 'zero-bye', played: false, rated: false, needsOpponent: false },
};

// A game result written without an opponent: older exports write the pairing-allocated bye as '+'.
const WITHOUT_OPPONENT: Record<string, RoundKind> = {
  '+': 'pab',
  '1': 'full-bye',
  W: 'full-bye',
  '=': 'half-bye',
  D: 'half-bye',
  '-': 'zero-bye',
  '0': 'zero-bye',
  L: 'zero-bye',
};

const OPPOSITE: Record<string, string> = { '1': '0', '0': '1', '=': '=', W: 'L', L: 'W', D: 'D', '+': '-', '-': '+' };

export interface ParsedTrf {
  tournament: Tournament;
  /** Turkish notes that do not stop the computation. */
  warnings: string[];
}

function fail(line: number, column: number, message: string): { ok: false; error: TrfError } {
  return err({ line, column, message });
}

interface RawPlayer {
  player: Player;
  /** Per round: column of the block, for errors. */
  blockColumn: number[];
}

export function parseTrf(input: string): Result<ParsedTrf, TrfError> {
  const file = readTrf(input);
  if (!file.ok) return file;
  const warnings: string[] = [];
  const raws: RawPlayer[] = [];
  for (const rec of file.value.players) {
    const r = playerOf(rec, warnings);
    if (!r.ok) return r;
    raws.push(r.value);
  }
  if (raws.length === 0) {
    return fail(1, 1, 'Dosyada oyuncu satırı (001 ile başlayan satır) yok; bu bir TRF dosyası gibi görünmüyor.');
  }
  if (file.value.records.some((r) => r.tag === '013'))
    warnings.push('Takım satırları (013) yok sayıldı: araç bireysel turnuvaları hesaplar.');
  const counted = countRounds(raws, file.value.rounds, file.value.roundsLine, warnings);
  if (!counted.ok) return counted;
  const { rounds, present } = counted.value;
  padRounds(raws, present);
  const paired = checkPairings(raws);
  if (!paired.ok) return paired;
  const players = raws.map((r) => r.player).sort((a, b) => a.id - b.id);
  sumPoints(players, warnings);
  const record = (tag: string) =>
    file.value.records
      .find((r) => r.tag === tag)
      ?.text.slice(4)
      .trim() ?? '';
  return ok({
    tournament: { name: record('012'), startDate: record('042'), type: record('092'), rounds, roundsPlayed: present, players },
    warnings,
  });
}

/**
 * The rounds of the tournament (XXR, else the rounds written) and the rounds present in the file: no
 * player may have more rounds than XXR announces, and a file must have some round to compute.
 */
function countRounds(
  raws: RawPlayer[],
  declaredRounds: number | null,
  xxrLine: number,
  warnings: string[],
): Result<{ rounds: number; present: number }, TrfError> {
  let present = 0;
  for (const raw of raws) present = Math.max(present, raw.player.rounds.length);
  const rounds = declaredRounds ?? present;
  if (declaredRounds !== null && present > declaredRounds) {
    for (const raw of raws) {
      if (raw.player.rounds.length > declaredRounds) {
        return fail(
          raw.player.line,
          raw.blockColumn[declaredRounds],
          `XXR ${declaredRounds} tur diyor (satır ${xxrLine}), bu oyuncunun ${declaredRounds + 1}. tur sonucu var.`,
        );
      }
    }
  }
  if (rounds === 0) {
    return fail(raws[0].player.line, 92, 'Dosyada hiç tur sonucu yok ve XXR satırı da yok: hesaplanacak tur bulunamadı.');
  }
  if (present < rounds) {
    warnings.push(`Dosyada ${rounds} turun ${present} turu var; ölçütler oynanan ${present} tur üzerinden hesaplandı.`);
  }
  return ok({ rounds, present });
}

/** Empty rounds up to the rounds present: not paired (a zero-point bye, 16.1.1). */
function padRounds(raws: RawPlayer[], present: number): void {
  for (const raw of raws) {
    const p = raw.player;
    for (let r = p.rounds.length + 1; r <= present; r++) {
      p.rounds.push(entry(r, null, null, ' ', 'zero-bye', false, false, 0));
    }
  }
}

/** Both sides of every pairing must agree: same round, each other's number, opposite colours and results. */
function checkPairings(raws: RawPlayer[]): Result<void, TrfError> {
  const byId = new Map(raws.map((raw) => [raw.player.id, raw]));
  for (const raw of raws) {
    const p = raw.player;
    for (const e of p.rounds) {
      if (e.opponent === null) continue;
      const col = raw.blockColumn[e.round - 1];
      if (e.opponent === p.id) return fail(p.line, col, `${p.id} numaralı oyuncu ${e.round}. turda kendisiyle eşlenmiş.`);
      const other = byId.get(e.opponent);
      if (!other) return fail(p.line, col, `${e.round}. turdaki rakip ${e.opponent} numaralı oyuncu dosyada yok.`);
      const back = other.player.rounds[e.round - 1];
      if (!back || back.opponent !== p.id) {
        return fail(
          p.line,
          col,
          `${e.round}. tur: ${p.id}, rakibini ${e.opponent} gösteriyor ama ${e.opponent} numaralı oyuncunun satırında (satır ${other.player.line}) bu turun rakibi ${back?.opponent ?? 'yok'}.`,
        );
      }
      if (e.colour !== null && back.colour !== null && e.colour === back.colour) {
        return fail(p.line, col + 5, `${e.round}. tur: ${p.id} ile ${e.opponent} aynı renkle (${e.colour}) gösterilmiş.`);
      }
      const expected = OPPOSITE[e.code];
      // A double forfeit (- against -) is allowed: both lose without playing.
      if (!(e.code === '-' && back.code === '-') && back.code !== expected) {
        return fail(
          p.line,
          col + 7,
          `${e.round}. tur: ${p.id} için sonuç “${e.code}”, rakibi ${e.opponent} için “${back.code}”; iki sonuç birbirini tutmuyor.`,
        );
      }
    }
  }
  return ok(undefined);
}

/** Each player's points are the sum of the rounds; a points column that differs is noted. */
function sumPoints(players: Player[], warnings: string[]): void {
  for (const p of players) {
    p.points = p.rounds.reduce((s, e) => s + e.points, 0);
    if (p.declaredPoints !== null && Math.abs(p.declaredPoints - p.points) > 1e-9) {
      warnings.push(
        `${p.id} ${p.name}: dosyadaki puan ${fmt(p.declaredPoints)}, turların toplamı ${fmt(p.points)}; turların toplamı kullanıldı.`,
      );
    }
  }
}

function entry(
  round: number,
  opponent: number | null,
  colour: Colour | null,
  code: string,
  kind: RoundKind,
  played: boolean,
  rated: boolean,
  points: number,
): RoundEntry {
  return { round, opponent, colour, code, kind, played, rated, points };
}

function playerOf(rec: TrfPlayerRecord, warnings: string[]): Result<RawPlayer, TrfError> {
  const lineNo = rec.line;
  const player: Player = {
    id: rec.id,
    name: rec.name,
    rating: rec.rating,
    federation: rec.federation,
    fideId: rec.fideId,
    title: rec.title,
    declaredPoints: rec.points,
    points: 0,
    rounds: [],
    line: lineNo,
  };
  const blockColumn: number[] = [];
  for (const b of rec.rounds) {
    const round = b.round;
    const col = b.column;
    blockColumn.push(col);
    const result = b.result;
    const opp = b.opponent;
    const info = CODES[result];
    if (!info) {
      return fail(
        lineNo,
        col + 7,
        `${round}. turda bilinmeyen sonuç kodu “${result}”. Geçerli kodlar: 1 = 0 (oyun), W D L (puanlanmayan oyun), + - (hükmen), H F U Z (bay).`,
      );
    }
    const colour = b.colour;
    const hasOpponent = opp !== null && opp > 0;
    if (info.needsOpponent && !hasOpponent) {
      const kind = WITHOUT_OPPONENT[result];
      warnings.push(`Satır ${lineNo}, ${round}. tur: rakipsiz “${result}” sonucu ${byeName(kind)} olarak okundu.`);
      player.rounds.push(entry(round, null, null, result, kind, false, false, blockPoints(null, result)));
      continue;
    }
    if (!info.needsOpponent && hasOpponent) {
      if (result === ' ') return fail(lineNo, col + 7, `${round}. turda ${opp} numaralı rakiple eşlenmiş ama sonuç yazılmamış.`);
      return fail(lineNo, col, `${round}. tur: “${result}” bir bay sonucudur, rakip (${opp}) yazılmamalı.`);
    }
    if (hasOpponent && colour !== 'w' && colour !== 'b' && info.played) {
      return fail(lineNo, col + 5, `${round}. turda oynanan oyunun rengi w ya da b olmalı.`);
    }
    const c: Colour | null = colour === 'w' || colour === 'b' ? colour : null;
    player.rounds.push(
      entry(
        round,
        hasOpponent ? opp : null,
        hasOpponent ? c : null,
        result,
        info.kind,
        info.played,
        info.rated,
        blockPoints(hasOpponent ? opp : null, result),
      ),
    );
  }
  // Trailing empty rounds written as blanks are not entries.
  while (
    player.rounds.length > 0 &&
    player.rounds[player.rounds.length - 1].code === ' ' &&
    player.rounds[player.rounds.length - 1].opponent === null
  ) {
    player.rounds.pop();
    blockColumn.pop();
  }
  return ok({ player, blockColumn });
}

function byeName(kind: RoundKind): string {
  return kind === 'pab'
    ? 'eşlendirme bayı (U)'
    : kind === 'full-bye'
      ? 'tam puanlık bay (F)'
      : kind === 'half-bye'
        ? 'yarım puanlık bay (H)'
        : 'sıfır puanlık bay (Z)';
}
