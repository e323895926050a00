// Writer of TRF 001 records and the XX lines, in their columns (the inverse of read.ts for what it reads).
// Pure TypeScript.

import type { TrfPlayerRecord } from './read.ts';

const pad = (s: string | number, n: number, right = false): string => {
  const t = String(s).slice(0, n);
  return right ? t.padEnd(n) : t.padStart(n);
};

export function playerLine(p: Pick<TrfPlayerRecord, 'id' | 'name' | 'rating' | 'points' | 'rounds'> & Partial<TrfPlayerRecord>): string {
  let s = '001 ' + pad(p.id, 4) + ' ' + pad(p.sex ?? '', 1) + pad(p.title ?? '', 3, true) + ' ' + pad(p.name, 33, true) + ' ';
  s +=
    pad(p.rating ?? '', 4) +
    ' ' +
    pad(p.federation ?? '', 3, true) +
    ' ' +
    pad(p.fideId ?? '', 11) +
    ' ' +
    pad(p.birth ?? '', 10, true) +
    ' ';
  s += pad(p.points === null ? '' : p.points.toFixed(1), 4) + ' ' + pad(p.rank ?? '', 4);
  for (const b of p.rounds) {
    const blank = b.opponent === null && b.colour === ' ' && b.result === ' ';
    s += '  ' + (blank ? '        ' : (b.opponent === null ? '0000' : pad(b.opponent, 4)) + ' ' + b.colour + ' ' + b.result);
  }
  return s.trimEnd();
}

export interface TrfHeader {
  name?: string;
  rounds?: number;
  initialColour?: 'w' | 'b' | null;
}

export function writeTrf(header: TrfHeader, players: Parameters<typeof playerLine>[0][]): string {
  const out: string[] = [];
  if (header.name) out.push('012 ' + header.name);
  for (const p of players) out.push(playerLine(p));
  if (header.rounds) out.push('XXR ' + header.rounds);
  if (header.initialColour) out.push('XXC ' + (header.initialColour === 'w' ? 'white1' : 'black1'));
  return out.join('\n') + '\n';
}
