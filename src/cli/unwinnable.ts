// CLI of the unwinnability decision (5.2.2, 6.9, 7.5.5, A.4.3): `npm run -s unwinnable`.
//
// Reads lines `<FEN> [white|black]` from standard input; the colour is the intended winner,
// by default the side that made the last move (the opposite of the side to move), as in CHA.
// Writes one line per input line:
//   winnable <helpmate in UCI, space-separated>
//   unwinnable
//   undetermined
//   error <Turkish message>        (the process goes on; the exit status is then 1)
// Empty lines are skipped. Options: --limit <nodes> (default 500000).

import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { Color } from '../engine/types.ts';
import { opposite } from '../engine/types.ts';
import { canCheckmate, DEFAULT_NODE_LIMIT } from '../engine/unwinnable/index.ts';
import { readPosition, readSide } from '../engine/unwinnable/input.ts';

/** Answer for one input line, or null for an empty line. */
export function answerLine(line: string, nodeLimit = DEFAULT_NODE_LIMIT): { text: string; error: boolean } | null {
  const t = line.trim();
  if (!t) return null;
  const words = t.split(/\s+/);
  let side: Color | null = null;
  const last = words[words.length - 1];
  if (/^(white|black)$/i.test(last)) {
    side = readSide(last);
    words.pop();
  }
  const pos = readPosition(words.join(' '));
  if (!pos.ok) return { text: `error ${pos.error}`, error: true };
  const winner = side ?? opposite(pos.value.turn);
  const v = canCheckmate(pos.value, winner, { nodeLimit });
  if (v.verdict === 'winnable') return { text: v.uci.length ? `winnable ${v.uci.join(' ')}` : 'winnable', error: false };
  return { text: v.verdict, error: false };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let limit = DEFAULT_NODE_LIMIT;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--limit') {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1) {
        process.stderr.write('--limit pozitif bir tam sayı olmalıdır.\n');
        process.exit(2);
      }
      limit = n;
    } else {
      process.stderr.write(`Bilinmeyen seçenek: ${args[i]}\nKullanım: npm run -s unwinnable [-- --limit <düğüm>] < konumlar.txt\n`);
      process.exit(2);
    }
  }
  let bad = false;
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    let out: { text: string; error: boolean } | null;
    try {
      out = answerLine(line, limit);
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
