// A norm check from a tournament's TRF file: the player's games played over the board (1.4.2 c: no
// forfeits, no byes), the opponents' ratings, titles and federations as the file gives them. The one
// place in src/norms that reads TRF, through src/tiebreak's public reader (it may move to src/trf/).
import { err, ok, type Result } from '../lib/index.ts';
import { formatTrfError, parseTrf } from '../tiebreak/index.ts';
import {
  checkNorm,
  NO_FEDERATION,
  SWISS_TITLES,
  type NormError,
  type NormOpponent,
  type NormResult,
  type NormTitle,
  type SwissField,
} from './norm.ts';

export interface TrfNorm {
  /** The player, as the file names them. */
  player: { id: number; name: string; federation: string; rating: number | null; title: string };
  result: NormResult;
  /** Rounds left out: byes, forfeits, unplayed (Turkish). */
  skipped: string[];
}

export interface TrfNormOptions {
  /** 1.4.3 a–d, declared by the arbiter. */
  exempt?: boolean;
  /** 1.4.1 b: a world or continental team or club championship. */
  teamChampionship?: boolean;
  /** The event is a round-robin: unrated opponents who scored zero against rated players are left out (1.4.2 b). */
  roundRobin?: boolean;
  /** The host federation: a Swiss event's field is counted for 1.4.3 d. */
  hostFederation?: string;
}

/**
 * Reads the TRF and checks player `playerId` (start number) for `title`. From the file: 1.4.1 c (a forfeit
 * win or a pairing-allocated bye of the player), 1.4.2 b (in a round-robin, unrated opponents with no point
 * against a rated player), 1.4.3 d (with `hostFederation`, a Swiss event's rated players from elsewhere).
 */
export function normFromTrf(text: string, playerId: number, title: NormTitle, opts: TrfNormOptions = {}): Result<TrfNorm, NormError> {
  const parsed = parseTrf(text);
  if (!parsed.ok) return err({ field: 'trf', message: formatTrfError(parsed.error) });
  const t = parsed.value.tournament;
  const player = t.players.find((p) => p.id === playerId);
  if (!player)
    return err({ field: 'player', message: `${playerId} numaralı oyuncu dosyada yok (başlangıç numaraları: 1–${t.players.length})` });
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const opponents: NormOpponent[] = [];
  const skipped: string[] = [];
  for (const r of player.rounds) {
    const o = r.opponent === null ? undefined : byId.get(r.opponent);
    if (!r.played || !o) {
      skipped.push(
        `${r.round}. tur: oynanmadı (${r.kind === 'forfeit-win' || r.kind === 'forfeit-loss' ? 'hükmen' : 'bay ya da eşlendirilmedi'}); norm hesabına girmez (1.4.2 c).`,
      );
      continue;
    }
    // 1.4.2 b: an unrated opponent without a point against the rated players of the event.
    const zeroScore =
      o.rating === null &&
      o.rounds.every((x) => !x.played || x.points === 0 || (x.opponent !== null && byId.get(x.opponent)?.rating == null));
    opponents.push({
      name: o.name,
      rating: o.rating,
      title: o.title.toUpperCase(),
      federation: o.federation.toUpperCase(),
      score: r.points,
      zeroScore: zeroScore || undefined,
    });
  }
  const fed = player.federation.toUpperCase();
  const creditedRound = player.rounds.some((r) => r.kind === 'forfeit-win' || r.kind === 'pab');
  let swissField: SwissField | undefined;
  const host = opts.hostFederation?.trim().toUpperCase();
  if (host && !opts.roundRobin) {
    const field = t.players.filter((p) => p.rating !== null && p.federation.toUpperCase() !== host);
    swissField = {
      rated: field.length,
      federations: new Set(field.map((p) => p.federation.toUpperCase()).filter((f) => f !== NO_FEDERATION)).size,
      titled: field.filter((p) => SWISS_TITLES.includes(p.title.toUpperCase())).length,
    };
  }
  const result = checkNorm({
    title,
    federation: fed,
    opponents,
    exempt: opts.exempt,
    teamChampionship: opts.teamChampionship,
    roundRobin: opts.roundRobin,
    creditedRound,
    swissField,
  });
  if (!result.ok) {
    // A bad federation code of the player or an opponent: name the file's record.
    const m = /^opponents\.(\d+)\.(\w+)$/.exec(result.error.field);
    if (m) return err({ field: `trf.${m[2]}`, message: `${opponents[Number(m[1])].name ?? ''}: ${result.error.message}` });
    return err({
      field: result.error.field === 'federation' ? 'trf.federation' : result.error.field,
      message: `${player.name}: ${result.error.message}`,
    });
  }
  return ok({
    player: { id: player.id, name: player.name, federation: fed, rating: player.rating, title: player.title },
    result: result.value,
    skipped,
  });
}
