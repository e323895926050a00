// A norm check from a tournament's TRF file: the player's games played over the board (1.4.2 c: no
// forfeits, no byes), the opponents' ratings, titles and federations as the file gives them. The one
// place in src/norms that reads TRF, through src/tiebreak's public reader (it may move to src/trf/).
import { err, ok, type Result } from '../engine/index.ts';
import { formatTrfError, parseTrf } from '../tiebreak/index.ts';
import { checkNorm, type NormError, type NormOpponent, type NormResult, type NormTitle } from './norm.ts';

export interface TrfNorm {
  /** The player, as the file names them. */
  player: { id: number; name: string; federation: string; rating: number | null; title: string };
  result: NormResult;
  /** Rounds left out: byes, forfeits, unplayed (Turkish). */
  skipped: string[];
}

/** Reads the TRF and checks player `playerId` (start number) for `title`. */
export function normFromTrf(text: string, playerId: number, title: NormTitle, opts: { exempt?: boolean } = {}): Result<TrfNorm, NormError> {
  const parsed = parseTrf(text);
  if (!parsed.ok) return err({ field: 'trf', message: formatTrfError(parsed.error) });
  const t = parsed.value.tournament;
  const player = t.players.find((p) => p.id === playerId);
  if (!player) return err({ field: 'player', message: `${playerId} numaralı oyuncu dosyada yok (başlangıç numaraları: 1–${t.players.length})` });
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const opponents: NormOpponent[] = [];
  const skipped: string[] = [];
  for (const r of player.rounds) {
    const o = r.opponent === null ? undefined : byId.get(r.opponent);
    if (!r.played || !o) {
      skipped.push(`${r.round}. tur: oynanmadı (${r.kind === 'forfeit-win' || r.kind === 'forfeit-loss' ? 'hükmen' : 'bay ya da eşlendirilmedi'}); norm hesabına girmez (1.4.2 c).`);
      continue;
    }
    opponents.push({ name: o.name, rating: o.rating, title: o.title.toUpperCase(), federation: o.federation.toUpperCase(), score: r.points });
  }
  const fed = player.federation.toUpperCase();
  const result = checkNorm({ title, federation: fed, opponents, exempt: opts.exempt });
  if (!result.ok) {
    // A bad federation code of the player or an opponent: name the file's record.
    const m = /^opponents\.(\d+)\.(\w+)$/.exec(result.error.field);
    if (m) return err({ field: `trf.${m[2]}`, message: `${opponents[Number(m[1])].name ?? ''}: ${result.error.message}` });
    return err({ field: result.error.field === 'federation' ? 'trf.federation' : result.error.field, message: `${player.name}: ${result.error.message}` });
  }
  return ok({ player: { id: player.id, name: player.name, federation: fed, rating: player.rating, title: player.title }, result: result.value, skipped });
}
