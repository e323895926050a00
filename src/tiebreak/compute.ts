// The tie-break engine: FIDE C.07 Tie-Break Regulations (text applied from 2023, and the adjustment of
// unplayed rounds approved for 1 March 2026), for individual tournaments. Every rule cites its article.
// Pure TypeScript (no DOM, no Node APIs).

import { decimalTr as trNum, err, ok } from '../lib/index.ts';
import { parseTiebreakCode, TIEBREAK_TITLES } from './codes.ts';
import type { TiebreakCode } from './codes.ts';
import { averageRating, perfectPerformance, performanceRating, roundHalfUp } from './rating.ts';
import type { RatedGame } from './rating.ts';
import type {
  Contribution,
  Explanation,
  Player,
  PlayerStanding,
  Result,
  RoundEntry,
  Standings,
  TiebreakOptions,
  Tournament,
} from './types.ts';

type View = 'final' | 'fore';

interface Element extends Contribution {
  /** Compared by the cut modifiers: the opponent's (or dummy's) score for BH and SB. */
  key: number;
  vur: boolean;
}

const RESULT_TEXT: Record<string, string> = {
  win: '1',
  draw: '½',
  loss: '0',
  'forfeit-win': '+ (hükmen)',
  'forfeit-loss': '− (hükmen)',
  pab: 'U',
  'full-bye': 'F',
  'half-bye': 'H',
  'zero-bye': 'Z',
};

function isVur(e: RoundEntry): boolean {
  // 16.1.2: a voluntary unplayed round is a requested bye (16.1.1: half- or zero-point bye, every
  // round after a withdrawal included) or a forfeit loss.
  return e.kind === 'half-bye' || e.kind === 'zero-bye' || e.kind === 'forfeit-loss';
}

class Engine {
  readonly t: Tournament;
  readonly opts: TiebreakOptions;
  readonly byId = new Map<number, Player>();
  /** Memo per kind of value, keyed by start number (no string keys: the page computes 300 × 11 in one go). */
  private readonly memo = new Map<string, Map<number, unknown>>();
  /** Round labels per entries array (a player's rounds, or their Fore view). */
  private readonly labels = new WeakMap<RoundEntry[], string[]>();

  constructor(t: Tournament, opts: TiebreakOptions) {
    this.t = t;
    this.opts = opts;
    for (const p of t.players) this.byId.set(p.id, p);
  }

  private cached<T>(kind: string, id: number, make: () => T): T {
    let m = this.memo.get(kind);
    if (!m) this.memo.set(kind, (m = new Map()));
    if (m.has(id)) return m.get(id) as T;
    const v = make();
    m.set(id, v);
    return v;
  }

  get swiss(): boolean {
    return !this.opts.roundRobin;
  }

  /** The rounds computed over (those present in the file). */
  get rounds(): number {
    return this.t.roundsPlayed;
  }

  /**
   * A player's rounds as a view sees them. 8.3 FB: "as if all paired games for the final round had
   * ended in draws": a final-round game or forfeit becomes a played draw; a final-round bye keeps its points.
   */
  entries(p: Player, view: View): RoundEntry[] {
    if (view === 'final') return p.rounds;
    return this.cached('fore', p.id, () =>
      p.rounds.map((e) =>
        e.round === this.rounds && e.opponent !== null ? { ...e, kind: 'draw' as const, played: true, rated: false, points: 0.5 } : e,
      ),
    );
  }

  score(p: Player, view: View): number {
    return this.cached(view === 'final' ? 'score' : 'score-fore', p.id, () => this.entries(p, view).reduce((s, e) => s + e.points, 0));
  }

  /** 16.2: category of an unplayed round in a Swiss tournament. */
  category(entries: RoundEntry[], i: number): 1 | 2 | 3 | 4 | 5 {
    const e = entries[i];
    if (e.kind === 'pab' || e.kind === 'full-bye') return 1;
    if (e.kind === 'forfeit-win') return 2;
    if (e.kind === 'forfeit-loss') return 4;
    // 16.2.3 requested byes followed by at least one round that is not a VUR; 16.2.5 the others.
    for (let j = i + 1; j < entries.length; j++) if (!isVur(entries[j])) return 3;
    return 5;
  }

  /**
   * 16.3: the score a participant brings to their opponents' tie-breaks. Categories 16.2.1–16.2.4 count
   * the points awarded (16.3.1), category 16.2.5 counts as a draw (16.3.2). Round-robin: 15.2, no adjustment.
   */
  adjusted(p: Player, view: View): number {
    return this.cached(view === 'final' ? 'adj' : 'adj-fore', p.id, () => {
      const es = this.entries(p, view);
      if (!this.swiss) return this.score(p, view);
      let s = 0;
      es.forEach((e, i) => {
        s += !e.played && this.category(es, i) === 5 ? 0.5 : e.points;
      });
      return s;
    });
  }

  /** Label of a round for the explanations (Turkish). */
  roundLabel(entries: RoundEntry[], i: number): string {
    let list = this.labels.get(entries);
    if (!list) this.labels.set(entries, (list = []));
    return (list[i] ??= this.makeRoundLabel(entries, i));
  }

  private makeRoundLabel(entries: RoundEntry[], i: number): string {
    const e = entries[i];
    const colour = e.colour === 'w' ? 'beyazla' : e.colour === 'b' ? 'siyahla' : '';
    if (e.played) return `Oyun ${colour ? colour + ' ' : ''}(${RESULT_TEXT[e.kind]})`.replace('  ', ' ');
    const name = RESULT_TEXT[e.kind];
    if (!this.swiss) return e.opponent !== null ? `Hükmen ${name} — 15.2: oynanmış gibi` : `Bay (${name})`;
    const cat = this.category(entries, i);
    const what: Record<number, string> = {
      1: 'Eşlendirme bayı ya da tam puanlık bay',
      2: 'Hükmen galibiyet',
      3: 'İstenen bay, ardından oynanan tur var',
      4: 'Hükmen yenilgi',
      5: 'İstenen bay, ardından oynanan tur yok',
    };
    return `${what[cat]} (${name}) — 16.2.${cat}`;
  }

  /**
   * The elements of BH, FB and SB (8.1, 8.3, 9.1) with Article 16 (Swiss) or 15.2 (round-robin).
   * `sb`: each element is the opponent's score times the points scored against them.
   */
  buchholzElements(p: Player, view: View, sb: boolean): Element[] {
    const es = this.entries(p, view);
    const out: Element[] = [];
    const own = this.score(p, view);
    es.forEach((e, i) => {
      const opp = e.opponent !== null ? this.byId.get(e.opponent) : undefined;
      const label = this.roundLabel(es, i);
      const factor = (k: number) => (sb ? k * e.points : k);
      if (e.played && opp) {
        const adj = this.adjusted(opp, view);
        const raw = this.score(opp, view);
        const note =
          adj !== raw ? `Rakibin puanı ${trNum(raw)}; oynamadığı turlar 16.3’e göre değerlendirilince ${trNum(adj)}.` : undefined;
        out.push(elem(e, label, factor(adj), adj, false, sb ? `${trNum(adj)} × ${trNum(e.points)}` : undefined, note));
        return;
      }
      if (!this.swiss) {
        // 15.2: with pre-determined pairings a forfeit counts as a game against the scheduled opponent.
        if (opp) {
          const s = this.score(opp, view);
          out.push(elem(e, label, factor(s), s, false, sb ? `${trNum(s)} × ${trNum(e.points)}` : undefined));
        }
        return;
      }
      // 16.4: an unplayed round counts as a game against a dummy whose score is the participant's own.
      const cat = this.category(es, i);
      let dummy = own;
      let note = `Sanal rakip (16.4): kendi puanı ${trNum(own)}.`;
      if (this.opts.rules === '2026') {
        if ((cat === 2 || cat === 4) && opp) {
          // 16.4.1: not above the scheduled opponent's adjusted score.
          const cap = this.adjusted(opp, view);
          if (cap < dummy) {
            dummy = cap;
            note = `Sanal rakip (16.4): kendi puanı ${trNum(own)}, ama 16.4.1 gereği planlanan rakibin (${opp.id}) uyarlanmış puanını (${trNum(cap)}) aşamaz.`;
          }
        } else {
          // 16.4.2: not above a draw's points times the number of rounds: the rounds computed over (a file
          // written mid-tournament, XXR 9 with 5 rounds, gives standings after 5 rounds; as TieBreakServer's
          // current round).
          const cap = 0.5 * this.rounds;
          if (cap < dummy) {
            dummy = cap;
            note = `Sanal rakip (16.4): kendi puanı ${trNum(own)}, ama 16.4.2 gereği ½ × ${this.rounds} tur = ${trNum(cap)} ile sınırlı.`;
          }
        }
      }
      out.push(elem(e, label, factor(dummy), dummy, isVur(e), sb ? `${trNum(dummy)} × ${trNum(e.points)}` : undefined, note));
    });
    return out;
  }

  /** BH, FB or SB value with the cut modifiers. */
  buchholz(p: Player, tb: TiebreakCode): { value: number; items: Element[] } {
    const view: View = tb.name === 'FB' ? 'fore' : 'final';
    const items = this.buchholzElements(p, view, tb.name === 'SB');
    applyCuts(items, tb.cutLow, tb.cutHigh, this.swiss);
    return { value: sumKept(items), items };
  }

  fullBuchholz(p: Player): number {
    return this.cached('bh', p.id, () => sumKept(this.buchholzElements(p, 'final', false)));
  }

  /** Games that count for a type B count (Article 7): over the board; in a round-robin (15.2) forfeit wins too, and in 2023 forfeit losses as well. */
  typeBGame(e: RoundEntry): boolean {
    if (e.played) return true;
    if (this.swiss || e.opponent === null) return false;
    if (e.kind === 'forfeit-win') return true;
    // 2026 15.2: forfeit losses remain unplayed rounds for Type B tie-breaks.
    return e.kind === 'forfeit-loss' && this.opts.rules === '2023';
  }

  /** Games against rated opponents played over the board (Article 10: ratings-based tie-breaks). */
  ratedGames(p: Player): { games: RatedGame[]; items: Element[] } {
    const games: RatedGame[] = [];
    const items: Element[] = [];
    for (const e of p.rounds) {
      const opp = e.opponent !== null ? this.byId.get(e.opponent) : undefined;
      if (!e.played || !opp) continue;
      if (opp.rating === null) {
        items.push({
          round: e.round,
          opponent: opp.id,
          label: `Oyun (${RESULT_TEXT[e.kind]})`,
          value: null,
          cut: true,
          note: 'Rakip ratingsiz: hesaba girmez.',
          key: 0,
          vur: false,
        });
        continue;
      }
      games.push({ opponentRating: opp.rating, score: e.points });
      items.push({
        round: e.round,
        opponent: opp.id,
        label: `Oyun (${RESULT_TEXT[e.kind]})`,
        value: opp.rating,
        cut: false,
        key: opp.rating,
        vur: false,
      });
    }
    return { games, items };
  }

  tpr(p: Player): number | null {
    return this.cached('tpr', p.id, () => performanceRating(this.ratedGames(p).games));
  }

  ptp(p: Player): number | null {
    return this.cached('ptp', p.id, () => perfectPerformance(this.ratedGames(p).games));
  }

  /** Maximum possible score (for Koya, 9.2). */
  maxScore(): number {
    const n = this.t.players.length;
    if (!this.swiss && n > 1) {
      // Each cycle of a round-robin has n − 1 rounds (even n) or n rounds with a bye each (odd n).
      const perCycle = n % 2 === 0 ? n - 1 : n;
      if (this.rounds % perCycle === 0) return (this.rounds / perCycle) * (n - 1);
    }
    return this.rounds;
  }

  explain(p: Player, tb: TiebreakCode): Explanation {
    const title = TIEBREAK_TITLES[tb.name] + (tb.cutLow ? ` — ${tb.code}` : '');
    const base = { code: tb.code, title };
    switch (tb.name) {
      case 'BH':
      case 'FB':
      case 'SB':
        return this.explainBuchholz(p, tb, base);
      case 'AOB':
        return this.explainAob(p, base);
      case 'KS':
        return this.explainKs(p, base);
      case 'PS':
        return this.explainPs(p, tb, base);
      case 'WIN':
      case 'WON':
      case 'BPG':
      case 'BWG':
      case 'GE':
        return this.count(p, tb, base);
      case 'ARO':
        return this.explainAro(p, tb, base);
      case 'TPR':
      case 'PTP':
        return this.explainPerformance(p, tb, base);
      case 'APRO':
      case 'APPO':
        return this.explainOpponentPerformance(p, tb, base);
      case 'DE':
        // Computed over the tied groups in computeStandings.
        return { ...base, value: null, items: [], summary: '' };
    }
  }

  /** BH, FB, SB: the sum of the opponents' scores (or products), with the cuts. */
  private explainBuchholz(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const { value, items } = this.buchholz(p, tb);
    const what = tb.name === 'SB' ? 'rakip puanı × o rakibe karşı alınan puan çarpımlarının' : 'rakiplerin puanlarının';
    const cuts = tb.cutLow || tb.cutHigh ? ` Kesilenler (Madde 14${this.swiss ? ', 16.5' : ''}) toplama girmez.` : '';
    const fore = tb.name === 'FB' ? ' Son turdaki eşlenmiş oyunlar berabere bitmiş sayıldı (8.3).' : '';
    return { ...base, value, items: strip(items), summary: `Değer, ${what} toplamı: ${trNum(value)}.${fore}${cuts}` };
  }

  /** AOB: the average of the Buchholz of the opponents played over the board. */
  private explainAob(p: Player, base: { code: string; title: string }): Explanation {
    const items: Contribution[] = [];
    let sum = 0;
    let n = 0;
    for (const e of p.rounds) {
      const opp = e.opponent !== null ? this.byId.get(e.opponent) : undefined;
      if (!e.played || !opp) continue;
      const bh = this.fullBuchholz(opp);
      sum += bh;
      n++;
      items.push({
        round: e.round,
        opponent: opp.id,
        label: `Oyun (${RESULT_TEXT[e.kind]})`,
        value: bh,
        cut: false,
        note: `${opp.id} numaralı rakibin Buchholz’u`,
      });
    }
    const value = n === 0 ? null : Math.round((sum / n) * 100 + 1e-9) / 100;
    return {
      ...base,
      value,
      items,
      summary:
        value === null
          ? 'Tahtada oynanmış oyun yok: değer yok.'
          : `Tahtada oynanan ${n} rakibin Buchholz ortalaması: ${trNum(sum)} / ${n} = ${trNum(value)} (iki ondalığa yuvarlandı).`,
    };
  }

  /** KS: the points against opponents who scored at least half the maximum. */
  private explainKs(p: Player, base: { code: string; title: string }): Explanation {
    const limit = this.maxScore() / 2;
    const items: Contribution[] = [];
    let value = 0;
    for (const e of p.rounds) {
      const opp = e.opponent !== null ? this.byId.get(e.opponent) : undefined;
      if (!opp || !(e.played || !this.swiss)) continue;
      const s = this.score(opp, 'final');
      const counts = s >= limit;
      if (counts) value += e.points;
      items.push({
        round: e.round,
        opponent: opp.id,
        label: this.roundLabel(p.rounds, e.round - 1),
        value: e.points,
        cut: !counts,
        note: `Rakibin puanı ${trNum(s)}${counts ? ` ≥ ${trNum(limit)}` : ` < ${trNum(limit)}: sayılmaz`}`,
      });
    }
    return {
      ...base,
      value,
      items,
      summary: `En az %50 (${trNum(limit)} puan) yapan rakiplere karşı alınan puanlar: ${trNum(value)}.`,
    };
  }

  /** PS: the sum of the running scores after each round. */
  private explainPs(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const items: Contribution[] = [];
    let running = 0;
    let value = 0;
    for (const e of p.rounds) {
      running += e.points;
      const cut = e.round <= tb.cutLow; // 14.1: PS-C1 leaves out the score after the first round
      if (!cut) value += running;
      items.push({
        round: e.round,
        opponent: e.opponent,
        label: `${e.round}. tur sonrası puan (${RESULT_TEXT[e.kind]})`,
        value: running,
        cut,
      });
    }
    return { ...base, value, items, summary: `Her turdan sonraki toplam puanların toplamı: ${trNum(value)}.` };
  }

  /** ARO: the average rating of the rated opponents played, with the cuts. */
  private explainAro(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const { items } = this.ratedGames(p);
    const kept = items.filter((i) => !i.cut);
    applyCuts(kept, tb.cutLow, tb.cutHigh, false);
    const ratings = kept.filter((i) => !i.cut).map((i) => i.value as number);
    const value = averageRating(ratings);
    return {
      ...base,
      value,
      items: strip(items),
      summary:
        value === null
          ? 'Ratingli rakiple tahtada oynanmış oyun yok: değer yok.'
          : `${ratings.length} ratingin ortalaması, yarım yukarı yuvarlanmış: ${value}.`,
    };
  }

  /** TPR and PTP: the performance over the rated games played. */
  private explainPerformance(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const { games, items } = this.ratedGames(p);
    const value = tb.name === 'TPR' ? this.tpr(p) : this.ptp(p);
    const score = games.reduce((s, g) => s + g.score, 0);
    const summary =
      value === null
        ? 'Ratingli rakiple tahtada oynanmış oyun yok: değer yok.'
        : tb.name === 'TPR'
          ? `ARO ${averageRating(games.map((g) => g.opponentRating))} + dp(${trNum(score)}/${games.length}) (B.02 tablo 8.1.1) = ${value}.`
          : score === 0
            ? `Sıfır puan: en düşük ratingli rakip − 800 = ${value}.`
            : `Beklenen skoru (B.02 tablo 8.1.2, 400 sınırı olmadan) ${trNum(score)} puana ulaşan en düşük rating: ${value}.`;
    return { ...base, value, items: strip(items), summary };
  }

  /** APRO and APPO: the average of the opponents' performances. */
  private explainOpponentPerformance(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const items: Contribution[] = [];
    const values: number[] = [];
    for (const e of p.rounds) {
      const opp = e.opponent !== null ? this.byId.get(e.opponent) : undefined;
      if (!e.played || !opp) continue;
      const v = tb.name === 'APRO' ? this.tpr(opp) : this.ptp(opp);
      if (v !== null) values.push(v);
      items.push({
        round: e.round,
        opponent: opp.id,
        label: `Oyun (${RESULT_TEXT[e.kind]})`,
        value: v,
        cut: v === null,
        note: v === null ? 'Rakibin performansı yok.' : undefined,
      });
    }
    const value = values.length ? roundHalfUp(values.reduce((s, v) => s + v, 0) / values.length) : null;
    return {
      ...base,
      value,
      items,
      summary:
        value === null
          ? 'Performansı olan rakip yok: değer yok.'
          : `${values.length} rakibin ${tb.name === 'APRO' ? 'TPR' : 'PTP'} ortalaması, yarım yukarı yuvarlanmış: ${value}.`,
    };
  }

  count(p: Player, tb: TiebreakCode, base: { code: string; title: string }): Explanation {
    const items: Contribution[] = [];
    let value = 0;
    for (const e of p.rounds) {
      const game = this.typeBGame(e);
      let counts: boolean;
      switch (tb.name) {
        case 'WIN':
          counts = e.points === 1;
          break; // 7.1: with or without playing
        case 'WON':
          counts = game && e.points === 1;
          break; // 7.2: won over the board
        case 'BPG':
          counts = game && e.colour === 'b';
          break; // 7.3
        case 'BWG':
          counts = game && e.colour === 'b' && e.points === 1;
          break; // 7.4
        default:
          counts = !(e.kind === 'half-bye' || e.kind === 'zero-bye' || (e.kind === 'forfeit-loss' && !game)); // 7.6: rounds minus byes requested and forfeits lost
      }
      if (counts) value++;
      items.push({
        round: e.round,
        opponent: e.opponent,
        label: this.roundLabel(p.rounds, e.round - 1),
        value: counts ? 1 : 0,
        cut: !counts,
      });
    }
    return { ...base, value, items, summary: `Sayılan tur: ${value}.` };
  }
}

function elem(e: RoundEntry, label: string, value: number, key: number, vur: boolean, product?: string, note?: string): Element {
  const n = [product ? `Katkı ${product}.` : '', note ?? ''].filter(Boolean).join(' ');
  return { round: e.round, opponent: e.opponent, label, value, basis: key, cut: false, note: n || undefined, key, vur };
}

function strip(items: Element[]): Contribution[] {
  return items.map(({ key: _k, vur: _v, ...c }) => c);
}

function sumKept(items: Contribution[]): number {
  return items.reduce((s, i) => s + (i.cut ? 0 : (i.value ?? 0)), 0);
}

/**
 * Article 14 modifiers: cut `low` least significant values, then `high` most significant ones
 * (Median: "in that order", 14.3). The least significant element is the lowest key (opponent's score),
 * ties broken by the lowest value (14.1.1: SB-C1). 16.5 (Swiss): for a participant with VURs, the
 * lowest VUR contribution is compared with the least significant value and the higher of the two is
 * cut (for BH that is always the VUR); repeated for each further cut (16.5.2).
 */
export function applyCuts(items: Element[], low: number, high: number, vurException: boolean): void {
  const live = () => items.filter((i) => !i.cut);
  for (let n = 0; n < low; n++) {
    const rest = live();
    if (rest.length === 0) return;
    const lsv = rest.reduce((a, b) => (b.key < a.key || (b.key === a.key && (b.value ?? 0) < (a.value ?? 0)) ? b : a));
    let chosen = lsv;
    let note = 'Kesildi: en az anlamlı değer (14.1).';
    const vurs = vurException ? rest.filter((i) => i.vur) : [];
    if (vurs.length) {
      const v = vurs.reduce((a, b) => ((b.value ?? 0) < (a.value ?? 0) || ((b.value ?? 0) === (a.value ?? 0) && b.key < a.key) ? b : a));
      if ((v.value ?? 0) >= (lsv.value ?? 0)) {
        chosen = v;
        note = 'Kesildi: gönüllü oynanmayan turdan (VUR) gelen en düşük katkı (16.5).';
      }
    }
    chosen.cut = true;
    chosen.note = [chosen.note, note].filter(Boolean).join(' ');
  }
  for (let n = 0; n < high; n++) {
    const rest = live();
    if (rest.length === 0) return;
    const msv = rest.reduce((a, b) => (b.key > a.key || (b.key === a.key && (b.value ?? 0) > (a.value ?? 0)) ? b : a));
    msv.cut = true;
    msv.note = [msv.note, 'Kesildi: en anlamlı değer (Median, 14.3).'].filter(Boolean).join(' ');
  }
}

// ---- Direct encounter (Article 6) ----

interface DeScores {
  score: Map<number, number>;
  met: Map<number, number>;
  allMet: boolean;
}

function deScores(engine: Engine, group: number[]): DeScores {
  const inGroup = new Set(group);
  const score = new Map<number, number>();
  const met = new Map<number, number>();
  let allMet = true;
  for (const id of group) {
    const p = engine.byId.get(id) as Player;
    // 6.1.2: several games against the same participant count as their average.
    const perOpp = new Map<number, number[]>();
    for (const e of p.rounds) {
      if (e.opponent === null || !inGroup.has(e.opponent)) continue;
      // 6.1.1: forfeits not covered by 15.2 are excluded (Swiss); 15.2: in a round-robin they count as games.
      if (!e.played && engine.swiss) continue;
      const list = perOpp.get(e.opponent) ?? [];
      list.push(e.points);
      perOpp.set(e.opponent, list);
    }
    let s = 0;
    for (const list of perOpp.values()) s += list.reduce((a, b) => a + b, 0) / list.length;
    score.set(id, s);
    met.set(id, perOpp.size);
    if (perOpp.size < group.length - 1) allMet = false;
  }
  return { score, met, allMet };
}

/** Positions (1 = best) inside a group of tied participants, by Article 6. */
export function directEncounter(engine: Engine, group: number[]): Map<number, number> {
  const pos = new Map<number, number>();
  place(engine, group, 1, pos, 0);
  return pos;
}

function place(engine: Engine, group: number[], first: number, pos: Map<number, number>, depth: number): void {
  if (group.length === 1 || depth > 50) {
    for (const id of group) pos.set(id, first);
    return;
  }
  const { score, met, allMet } = deScores(engine, group);
  if (allMet) {
    // 6.2: the separate standings rank them; sub-ties are resolved by reapplying Article 6.
    const sorted = [...group].sort((a, b) => (score.get(b) as number) - (score.get(a) as number));
    let start = 0;
    let split = false;
    const blocks: number[][] = [];
    while (start < sorted.length) {
      let end = start + 1;
      while (end < sorted.length && score.get(sorted[end]) === score.get(sorted[start])) end++;
      blocks.push(sorted.slice(start, end));
      start = end;
    }
    split = blocks.length > 1;
    if (!split) {
      for (const id of group) pos.set(id, first);
      return;
    }
    let at = first;
    for (const b of blocks) {
      place(engine, b, at, pos, depth + 1);
      at += b.length;
    }
    return;
  }
  // 6.3 (Swiss, not all met): a participant alone at the top whatever the missing games' outcome is
  // ranked first, then the same for the next place; Article 6 is then reapplied to the rest.
  const remaining = [...group];
  const max = (id: number) => (score.get(id) as number) + (group.length - 1 - (met.get(id) as number));
  let at = first;
  while (remaining.length > 1) {
    const top = remaining.reduce((a, b) => ((score.get(b) as number) > (score.get(a) as number) ? b : a));
    const alone = remaining.every((id) => id === top || (score.get(top) as number) > max(id));
    if (!alone) break;
    pos.set(top, at++);
    remaining.splice(remaining.indexOf(top), 1);
  }
  if (remaining.length === group.length) {
    for (const id of group) pos.set(id, first);
    return;
  }
  place(engine, remaining, at, pos, depth + 1);
}

// ---- Standings ----

/** Lower is better for DE (a position); higher is better for every other tie-break. */
function better(code: TiebreakCode, a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return code.name === 'DE' ? a - b : b - a;
}

/** One player's row while the standings are computed: the tie-break values in the order of the codes. */
interface Row {
  p: Player;
  values: (number | null)[];
  explanations: Record<string, Explanation>;
}

export function computeStandings(t: Tournament, codeInputs: string[], opts: TiebreakOptions): Result<Standings, string> {
  const parsed = parseCodes(codeInputs);
  if (!parsed.ok) return parsed;
  const codes = parsed.value;
  const engine = new Engine(t, opts);
  const warnings: string[] = [];
  if (opts.roundRobin && codes.some((c) => c.name === 'BH' || c.name === 'FB' || c.name === 'AOB')) {
    warnings.push('Buchholz ailesi (BH, FB, AOB) eşlendirmesi önceden belli turnuvalarda (devreli) kullanılmamalıdır (C.07 Madde 8).');
  }
  const rows: Row[] = t.players.map((p) => ({ p, values: [], explanations: {} }));
  codes.forEach((code, idx) => {
    if (code.name === 'DE') {
      directEncounterColumn(engine, rows, code, idx);
      return;
    }
    for (const row of rows) {
      const ex = engine.explain(row.p, code);
      row.values[idx] = ex.value;
      row.explanations[code.code] = ex;
    }
  });
  return ok({ rules: opts.rules, roundRobin: opts.roundRobin, codes: codes.map((c) => c.code), players: ranked(rows, codes), warnings });
}

/** The tie-break codes as written ("BH-C1", "DE" …); a code twice is an error (DE may repeat). */
function parseCodes(codeInputs: string[]): Result<TiebreakCode[], string> {
  const codes: TiebreakCode[] = [];
  for (const c of codeInputs) {
    const r = parseTiebreakCode(c);
    if (!r.ok) return r;
    if (codes.some((x) => x.code === r.value.code) && r.value.name !== 'DE') {
      return err(`${r.value.code} listede iki kez var.`);
    }
    codes.push(r.value);
  }
  return ok(codes);
}

/** Type A (4.3): DE works on the participants still tied on points and every earlier tie-break. */
function directEncounterColumn(engine: Engine, rows: Row[], code: TiebreakCode, idx: number): void {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.p.points, ...row.values.slice(0, idx)]);
    const g = groups.get(key) ?? [];
    g.push(row);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const ids = g.map((r) => r.p.id);
    const pos = directEncounter(engine, ids);
    const sc = deScores(engine, ids);
    for (const row of g) {
      const v = pos.get(row.p.id) ?? 1;
      row.values[idx] = v;
      const items: Contribution[] = row.p.rounds
        .filter((e) => e.opponent !== null && ids.includes(e.opponent))
        .map((e) => ({
          round: e.round,
          opponent: e.opponent,
          label: engine.roundLabel(row.p.rounds, e.round - 1),
          value: e.points,
          cut: !e.played && engine.swiss,
          note: !e.played && engine.swiss ? 'Hükmen sonuç DE’ye girmez (6.1.1).' : undefined,
        }));
      const summary =
        ids.length === 1
          ? 'Bu oyuncuyla eşit durumda kimse yok: sıra 1.'
          : `Eşit durumdaki ${ids.length} oyuncu (${ids.join(', ')}) arasında aldığı puan ${trNum(sc.score.get(row.p.id) ?? 0)}; ${sc.allMet ? 'hepsi birbiriyle oynamış (6.2)' : 'hepsi birbiriyle oynamamış (6.3)'}. Grup içindeki sıra: ${v}.`;
      row.explanations[code.code] = { code: code.code, title: TIEBREAK_TITLES.DE, value: v, items, summary };
    }
  }
}

/** The rows ranked by points, then the codes in order; players equal on all share a rank. */
function ranked(rows: Row[], codes: TiebreakCode[]): PlayerStanding[] {
  const cmp = (a: Row, b: Row): number => {
    if (a.p.points !== b.p.points) return b.p.points - a.p.points;
    for (let i = 0; i < codes.length; i++) {
      const d = better(codes[i], a.values[i], b.values[i]);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => cmp(a, b) || a.p.id - b.p.id);
  const players: PlayerStanding[] = [];
  sorted.forEach((row, i) => {
    const rank = i > 0 && cmp(sorted[i - 1], row) === 0 ? players[i - 1].rank : i + 1;
    const tiebreaks: Record<string, number | null> = {};
    codes.forEach((c, k) => (tiebreaks[c.code] = row.values[k]));
    players.push({
      id: row.p.id,
      name: row.p.name,
      rating: row.p.rating,
      points: row.p.points,
      rank,
      tiebreaks,
      explanations: row.explanations,
    });
  });
  return players;
}

export type { Engine };
