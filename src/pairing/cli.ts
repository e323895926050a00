// The pairing CLI's logic (src/cli/pairing.ts reads the file and prints):
//   FILE.trf                 pair the next round: {"round", "pairs", "bye", "explanation"[, "acceleration"]}
//   FILE.trf --check         re-pair every round of the file, report the first difference
//   --round-robin N [--double]  the Berger table for N players
// Bad input: a Turkish message naming line and column on stderr, status 1; never a stack trace.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import { formatTrfError } from '../trf/read.ts';
import { bergerTable, checkTournament, pairNextRound } from './index.ts';

export interface CliOutput {
  stdout: string;
  stderr: string;
  status: number;
}

const USAGE = 'Kullanım: npm run -s pairing -- DOSYA.trf [--check] | --round-robin N [--double]';

/**
 * The value of `--round-robin`: decimal digits only, 3–20 (C.05 Annex 1's tables). `Number()` would take
 * "0x10" as 16, "1e1" as 10 and an empty or missing value as 0 or NaN; none of them is a player count.
 */
function readPlayerCount(value: string | undefined): Result<number, string> {
  if (value === undefined || value.startsWith('--'))
    return err(`--round-robin için oyuncu sayısı eksik: 3 ile 20 arasında bir tam sayı yazın (--round-robin 8). ${USAGE}`);
  if (!/^[0-9]+$/.test(value))
    return err(
      `--round-robin için “${value}” bir oyuncu sayısı değil: 3 ile 20 arasında, yalnızca rakamlarla bir tam sayı yazın (--round-robin 8).`,
    );
  const n = Number(value);
  if (n < 3 || n > 20) return err(`Berger tablosu 3 ile 20 arasındaki oyuncu sayıları için verilir; ${value} olamaz (C.05 Ek 1).`);
  return ok(n);
}

export function runPairingCli(args: string[], read: (path: string) => string): CliOutput {
  const fail = (m: string): CliOutput => ({ stdout: '', stderr: m + '\n', status: 1 });
  try {
    const rr = args.indexOf('--round-robin');
    if (rr >= 0) {
      const n = readPlayerCount(args[rr + 1]);
      if (!n.ok) return fail(n.error);
      const extra = args.filter((a, i) => i !== rr && i !== rr + 1 && a !== '--double');
      if (extra.length) return fail(`--round-robin ile kullanılamayan girdi: ${extra.join(' ')}. ${USAGE}`);
      const t = bergerTable(n.value, args.includes('--double'));
      if (!t.ok) return fail(t.error);
      return { stdout: JSON.stringify({ players: n.value, rounds: t.value }) + '\n', stderr: '', status: 0 };
    }
    const files = args.filter((a) => !a.startsWith('--'));
    const unknown = args.filter((a) => a.startsWith('--') && a !== '--check');
    if (unknown.length) return fail(`Bilinmeyen seçenek: ${unknown.join(' ')}. ${USAGE}`);
    if (files.length !== 1) return fail(USAGE);
    let text: string;
    try {
      text = read(files[0]);
    } catch (e) {
      // The reader's own Turkish reason (too big, not a regular file, missing) when it gives one.
      const why = e instanceof Error && e.message ? e.message : `Dosya okunamadı: ${files[0]}`;
      return fail(why.charAt(0).toLocaleUpperCase('tr-TR') + why.slice(1));
    }
    if (args.includes('--check')) {
      const c = checkTournament(text);
      if (!c.ok) return fail(formatTrfError(c.error));
      return { stdout: JSON.stringify(c.value) + '\n', stderr: '', status: c.value.first ? 2 : 0 };
    }
    const p = pairNextRound(text);
    if (!p.ok) return fail(formatTrfError(p.error));
    const out = {
      round: p.value.round,
      pairs: p.value.pairs,
      bye: p.value.bye,
      explanation: p.value.text,
      // Virtual points (C.04.5.1 Baku, XXA, 250): the method, who gets how many in which rounds.
      ...(p.value.acceleration ? { acceleration: p.value.acceleration } : {}),
    };
    return { stdout: JSON.stringify(out) + '\n', stderr: '', status: 0 };
  } catch (e) {
    return fail(`Beklenmeyen bir hata: girdi işlenemedi (${e instanceof Error ? e.message : String(e)}).`);
  }
}
