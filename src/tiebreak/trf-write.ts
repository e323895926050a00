// Writes TRF16 player records (001) in their fixed columns: for test fixtures, the bench's generated
// tournament and the page's example. The reader is trf.ts.

export interface PlayerRecord {
  id: number;
  name: string;
  rating?: number | null;
  federation?: string;
  points?: number;
  rank?: number;
  /** Per round: "opponent colour result", e.g. "4 w 1", "0 - H" (the opponent 0 for byes). */
  rounds: string[];
}

function pad(s: string, width: number, right = false): string {
  const t = s.slice(0, width);
  return right ? t.padStart(width) : t.padEnd(width);
}

export function playerLine(p: PlayerRecord): string {
  let line = '001 ' + pad(String(p.id), 4, true) + ' ' + ' ' + '   ' + ' ' + pad(p.name, 33) + ' ';
  line += pad(p.rating ? String(p.rating) : '', 4, true) + ' ' + pad(p.federation ?? '', 3) + ' ' + pad('', 11) + ' ' + pad('', 10) + ' ';
  line += pad(p.points === undefined ? '' : p.points.toFixed(1), 4, true) + ' ' + pad(p.rank === undefined ? '' : String(p.rank), 4, true);
  for (const r of p.rounds) {
    const [opp, colour, result] = r.split(' ');
    line += '  ' + (opp === '0' ? '0000' : pad(opp, 4, true)) + ' ' + colour + ' ' + result;
  }
  return line;
}

export function trfText(name: string, rounds: number, players: PlayerRecord[]): string {
  return [`012 ${name}`, ...players.map(playerLine), `XXR ${rounds}`, ''].join('\n');
}
