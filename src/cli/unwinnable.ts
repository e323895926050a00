// CLI of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.4.3): `npm run -s unwinnable`.
//
// Reads lines `<FEN> [white|black|both]` from standard input; the colour is the intended
// winner, by default the side that made the last move (the opposite of the side to move), as
// in CHA. Writes one line per input line:
//   winnable <helpmate in UCI, space-separated>
//   unwinnable <stage of the proof>
//   undetermined
//   error <Turkish message>        (the process goes on; the exit status is then 1)
// With `both`, both questions in one call (5.2.2):
//   dead|alive|undetermined ; white <answer as above> ; black <answer as above>
// Empty lines are skipped. Options: --limit <nodes> (default 1300000, DEFAULT_NODE_LIMIT; at most 1,000,000,000, digits only).

import { pathToFileURL } from 'node:url';
import type { Color } from '../engine/index.ts';
import { opposite } from '../engine/index.ts';
import { canCheckmate, canCheckmateBoth, DEFAULT_NODE_LIMIT } from '../engine/unwinnable/index.ts';
import type { Verdict } from '../engine/unwinnable/index.ts';
import { readPosition, readSide } from '../engine/unwinnable/index.ts';
import { linesCapped, positionInputError } from './input.ts';
import { MAX_LINE_BYTES, MAX_STDIN_LINES } from '../lib/index.ts';

/** The largest --limit: minutes per position on a laptop; above it the limit would be no limit. */
const MAX_NODE_LIMIT = 1_000_000_000;

/** One verdict as CLI text. */
function verdictText(v: Verdict): string {
  if (v.verdict === 'winnable') return v.uci.length ? `winnable ${v.uci.join(' ')}` : 'winnable';
  if (v.verdict === 'unwinnable') return `unwinnable ${v.proof.stage}`;
  return v.verdict;
}

/** Answer for one input line, or null for an empty line. */
export function answerLine(line: string, nodeLimit = DEFAULT_NODE_LIMIT): { text: string; error: boolean } | null {
  const t = line.trim();
  if (!t) return null;
  const words = t.split(/\s+/);
  let side: Color | 'both' | null = null;
  const last = words[words.length - 1];
  if (/^(white|black|both)$/i.test(last)) {
    side = /^both$/i.test(last) ? 'both' : readSide(last);
    words.pop();
  }
  const pos = readPosition(words.join(' '));
  if (!pos.ok) return { text: `error ${pos.error}`, error: true };
  const refused = positionInputError(words.join(' '));
  if (refused) return { text: `error ${refused}`, error: true };
  if (side === 'both') {
    const v = canCheckmateBoth(pos.value, { nodeLimit });
    return {
      text: `${v.dead} ; white ${verdictText(v.white)} ; black ${verdictText(v.black)}`,
      error: false,
    };
  }
  const winner = side ?? opposite(pos.value.turn);
  return {
    text: verdictText(canCheckmate(pos.value, winner, { nodeLimit })),
    error: false,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let limit = DEFAULT_NODE_LIMIT;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--limit') {
      const text = args[++i] ?? '';
      const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_NODE_LIMIT) {
        process.stderr.write(
          `--limit 1 ile ${MAX_NODE_LIMIT.toLocaleString('tr-TR')} arasında bir tam sayı olmalıdır (rakamlarla; "${text.slice(0, 20)}" verildi).\n`,
        );
        process.exit(2);
      }
      limit = n;
    } else {
      process.stderr.write(`Bilinmeyen seçenek: ${args[i]}\nKullanım: npm run -s unwinnable [-- --limit <düğüm>] < konumlar.txt\n`);
      process.exit(2);
    }
  }
  let bad = false;
  for await (const line of linesCapped(process.stdin, MAX_STDIN_LINES, MAX_LINE_BYTES)) {
    if (!line.ok) {
      process.stdout.write(`error ${line.error}\n`);
      bad = true;
      break;
    }
    let out: { text: string; error: boolean } | null;
    try {
      out = answerLine(line.value, limit);
    } catch (e) {
      out = { text: `error iç hata: ${(e as Error).message}`, error: true };
    }
    if (!out) continue;
    if (out.error) bad = true;
    process.stdout.write(out.text + '\n');
  }
  process.exitCode = bad ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
