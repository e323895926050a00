// The logic of `npm run -s tiebreak -- FILE.trf [--rules 2023|2026] [--round-robin] CODE...`, without
// Node APIs (the file is read by the caller): stdout JSON, stderr a Turkish message, exit status.

import { computeStandings } from './compute.ts';
import { formatTrfError } from '../trf/read.ts';
import { parseTrf } from './trf.ts';
import type { RulesVersion } from './types.ts';

export interface CliOutput {
  stdout: string;
  stderr: string;
  status: number;
}

export const USAGE = 'Kullanım: npm run -s tiebreak -- DOSYA.trf [--rules 2023|2026] [--round-robin] KOD...   (örnek: BH/C1 SB)';

function failure(message: string): CliOutput {
  return { stdout: '', stderr: `Hata: ${message}\n${USAGE}\n`, status: 1 };
}

export function runTiebreakCli(args: string[], readFile: (path: string) => string): CliOutput {
  let rules: RulesVersion = '2026';
  let roundRobin = false;
  let file: string | null = null;
  const codes: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--rules') {
      const v = args[++i];
      if (v !== '2023' && v !== '2026') return failure(`--rules için 2023 ya da 2026 bekleniyordu, “${v ?? ''}” verildi.`);
      rules = v;
    } else if (a.startsWith('--rules=')) {
      const v = a.slice(8);
      if (v !== '2023' && v !== '2026') return failure(`--rules için 2023 ya da 2026 bekleniyordu, “${v}” verildi.`);
      rules = v;
    } else if (a === '--round-robin') roundRobin = true;
    else if (a.startsWith('--')) return failure(`bilinmeyen seçenek ${a}.`);
    else if (file === null) file = a;
    else codes.push(a);
  }
  if (file === null) return failure('TRF dosyası verilmedi.');
  let text: string;
  try {
    text = readFile(file);
  } catch (e) {
    return failure(`dosya okunamadı: ${file} (${(e as { code?: string }).code ?? (e as Error).message})`);
  }
  const parsed = parseTrf(text);
  if (!parsed.ok) return { stdout: '', stderr: `Hata: ${file}: ${formatTrfError(parsed.error)}\n`, status: 1 };
  const standings = computeStandings(parsed.value.tournament, codes, { rules, roundRobin });
  if (!standings.ok) return failure(standings.error);
  const out = {
    rules,
    players: standings.value.players.map((p) => ({ id: p.id, name: p.name, points: p.points, rank: p.rank, tiebreaks: p.tiebreaks })),
  };
  const notes = [...parsed.value.warnings, ...standings.value.warnings].map((w) => `Not: ${w}\n`).join('');
  return { stdout: JSON.stringify(out, null, 2) + '\n', stderr: notes, status: 0 };
}
