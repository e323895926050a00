// Acceleration: the virtual points added to some players' pairing score in the first rounds.
//
// Two ways a file declares them:
// - the Baku method (FIDE Handbook C.04.5.1, "Baku Acceleration"; C.04.7 in the 2026 numbering), asked
//   for by a TRF-2026 `192` line whose encoded type ends in `_BAKU` (FIDE_DUTCH_BAKU,
//   FIDE_DUTCH_2026_BAKU; FIDE_DUTCH_2025_BAKU as bbpPairings names it): `bakuPlan` computes the points
//   from the rule;
// - explicit lines: JaVaFo's `XXA` (a player's points round by round) and TRF-2026 `250` (points for a
//   range of players and rounds). TRF-2026 says `250` records make the `192` method disregarded; as
//   bbpPairings does, an `XXA` line does too.
//
// C.04.5.1 as we read it (spp.fide.com/c-04-5-1-baku-acceleration/):
// - before round 1 the properly sorted list of the players to be paired is split into GA and GB; GA is
//   the first half rounded up to the nearest even number, 2 × ⌈n/4⌉ (161 players: 82);
// - late entries are placed in the pairing list by C.04.2; the last GA player stays the same, so a late
//   entry placed above that player joins GA (GA may become odd);
// - the accelerated rounds are the first half (rounded up) of the rounds; before the first half
//   (rounded up) of them GA players get 1 virtual point, before the rest 0.5; GB never gets any, nor
//   does anyone after the last accelerated round. Nine rounds: 1 point in rounds 1–3, 0.5 in 4–5.
// - the method applies only with the standard scoring (1 for a win, 0.5 for a draw).
// The pairing score (points + virtual points) is what the engine pairs by (view.ts `score`), exactly as
// for XXA points: score groups, floats (weights.ts `scoreBack` counts each past round's own points).
//
// Our readings (not confirmed by the text): a late entry is a player whose round-1 columns are blank
// (nothing written: TRF-2026 treats blank as Z for the score, but a registered absent player is written
// `0000 - Z`); the sorted list is the file's pairing order (start numbers, or the rank column with
// `XXC rank`). bbpPairings' own `_BAKU` makes GA the first ⌈n/2⌉ players and has no late-entry rule;
// where the two differ (n mod 4 = 1 or 2, late entries) we follow the text. Pure TypeScript.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import type { TrfError, TrfFile, TrfPlayerRecord } from '../trf/read.ts';

export interface BakuPlan {
  /** The 192 code and its line. */
  code: string;
  line: number;
  rounds: number;
  /** Accelerated rounds: 1..accelerated; 1 virtual point in 1..full, 0.5 after. */
  accelerated: number;
  full: number;
  /** Players in the list before round 1 (late entries not counted). */
  initial: number;
  /** 2 × ⌈initial/4⌉, at most `initial`. */
  gaSize: number;
  /** Start number of the last GA player. */
  lastGa: number;
  /** GA in pairing order (late entries placed above the last GA player included). */
  ga: number[];
  /** Late entries (blank round 1), and those of them in GA. */
  late: number[];
}

export interface AccelerationPlan {
  /** 'baku': computed by C.04.5.1 from the 192 line; 'lines': the XXA/250 lines as written. */
  method: 'baku' | 'lines';
  /** Virtual points in tenths per player, per round (index round − 1); players without any are absent. */
  points: Map<number, number[]>;
  baku: BakuPlan | null;
  /** The lines that give the points (XXA, 250), in order. */
  lines: { tag: 'XXA' | '250'; line: number }[];
  /** A 192 `_BAKU` line disregarded because XXA/250 lines give the points (TRF-2026), else null. */
  ignoredType: number | null;
}

const tenths = (x: number) => Math.round(x * 10);
const fail = (line: number, column: number, message: string) => err<TrfError>({ line, column, message });
const pt = (t: number) => String(t / 10).replace('.', ',');

/** The file's pairing order: start numbers, or the rank column with `XXC rank` (as view.ts). */
function pairingOrder(file: TrfFile): TrfPlayerRecord[] {
  return [...file.players].sort((a, b) => (file.pairByRank ? (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.id - b.id : a.id - b.id));
}

/** Nothing written in the player's round-1 columns, while round 1 has been paired for someone. */
function lateEntries(file: TrfFile): Set<number> {
  const blank = (p: TrfPlayerRecord) => !p.rounds[0] || (p.rounds[0].opponent === null && p.rounds[0].result === ' ');
  const announced = new Set(file.byes.filter((b) => b.round === 1).flatMap((b) => b.players));
  // Before round 1 is paired (nobody has an opponent or the PAB in it) there is no late entry yet.
  const paired = (p: TrfPlayerRecord) => p.rounds[0] !== undefined && (p.rounds[0].opponent !== null || p.rounds[0].result === 'U');
  if (!file.players.some(paired)) return new Set();
  return new Set(file.players.filter((p) => blank(p) && !announced.has(p.id)).map((p) => p.id));
}

/** C.04.5.1 applied to the file: GA, the accelerated rounds and each GA player's points. */
function bakuPlan(
  file: TrfFile,
  type: { code: string; line: number },
): Result<{ plan: BakuPlan; points: Map<number, number[]> }, TrfError> {
  const P = file.points;
  if ((P.W ?? 1) !== 1 || (P.D ?? 0.5) !== 0.5 || (P.L ?? 0) !== 0)
    return fail(
      type.line,
      5,
      `192 satırı Baku hızlandırması istiyor (${type.code}), ama dosyanın puanlaması standart değil (galibiyet ${P.W ?? 1}, beraberlik ${P.D ?? 0.5}, yenilgi ${P.L ?? 0}); C.04.5.1 yalnızca galibiyete 1, beraberliğe ½ puan verilen turnuvalarda uygulanır.`,
    );
  if (file.rounds === null)
    return fail(
      type.line,
      5,
      `192 satırı Baku hızlandırması istiyor (${type.code}); hızlandırılmış turlar turnuvanın tur sayısından hesaplanır (C.04.5.1), ama dosyada tur sayısı yok. 142 (ya da XXR) satırıyla tur sayısını yazın.`,
    );
  const rounds = file.rounds;
  const accelerated = Math.ceil(rounds / 2);
  const full = Math.ceil(accelerated / 2);
  const late = lateEntries(file);
  const order = pairingOrder(file);
  const initial = order.filter((p) => !late.has(p.id));
  const gaSize = Math.min(initial.length, 2 * Math.ceil(initial.length / 4));
  const last = initial[gaSize - 1];
  const cut = order.indexOf(last);
  const ga = order.slice(0, cut + 1).map((p) => p.id);
  const schedule = Array.from({ length: accelerated }, (_, r) => (r < full ? 10 : 5));
  const points = new Map(ga.map((id) => [id, schedule]));
  return ok({
    plan: {
      code: type.code,
      line: type.line,
      rounds,
      accelerated,
      full,
      initial: initial.length,
      gaSize,
      lastGa: last.id,
      ga,
      late: [...late],
    },
    points,
  });
}

/** XXA and 250 lines as written, each checked: known players, rounds of the tournament, no two lines disagreeing. */
function linePlan(file: TrfFile): Result<Map<number, number[]>, TrfError> {
  const ids = new Set(file.players.map((p) => p.id));
  const rounds = file.rounds;
  const points = new Map<number, number[]>();
  const from = new Map<string, number>();
  const set = (id: number, r: number, t: number, line: number, tag: string): Result<true, TrfError> => {
    const key = `${id}:${r}`;
    const row = points.get(id) ?? [];
    const before = from.get(key);
    if (before !== undefined && (row[r - 1] ?? 0) !== t)
      return fail(
        line,
        1,
        `${tag} satırı ${id} numaralı oyuncuya ${r}. turda ${pt(t)} sanal puan veriyor, ama satır ${before} aynı tur için ${pt(row[r - 1] ?? 0)} diyor; hızlandırma satırları birbirini tutmuyor.`,
      );
    row[r - 1] = t;
    points.set(id, row);
    from.set(key, line);
    return ok(true);
  };
  const seen = new Map<number, number>();
  for (const a of file.acceleration) {
    if (!ids.has(a.player))
      return fail(a.line, 5, `XXA satırı ${a.player} numaralı oyuncuya sanal puan veriyor, ama dosyada bu numarada oyuncu yok.`);
    const prev = seen.get(a.player);
    if (prev !== undefined)
      return fail(a.line, 5, `${a.player} numaralı oyuncunun ikinci XXA satırı (ilki satır ${prev}); her oyuncuya bir satır yazılmalı.`);
    seen.set(a.player, a.line);
    for (let r = 1; r <= a.values.length; r++) {
      const t = tenths(a.values[r - 1]);
      if (t === 0) continue;
      if (rounds !== null && r > rounds)
        return fail(a.line, 10 + 5 * (r - 1), `XXA satırı ${r}. tura sanal puan veriyor, ama turnuva ${rounds} tur.`);
      const s = set(a.player, r, t, a.line, 'XXA');
      if (!s.ok) return s;
    }
  }
  for (const g of file.accelerationRanges) {
    if (g.matchPoints !== null && g.matchPoints !== 0)
      return fail(g.line, 5, '250 satırında maç puanı (sütun 5–8) yalnız takım turnuvalarında yazılır; bireysel turnuvada boş bırakın.');
    if (tenths(g.points) === 0) return fail(g.line, 10, '250 satırında sanal puan (sütun 10–13) sıfırdan farklı olmalı.');
    if (g.firstRound > g.lastRound)
      return fail(g.line, 15, `250 satırında ilk tur (${g.firstRound}) son turdan (${g.lastRound}) büyük; satır kendisiyle çelişiyor.`);
    if (rounds !== null && g.lastRound > rounds)
      return fail(g.line, 19, `250 satırı ${g.lastRound}. tura kadar sanal puan veriyor, ama turnuva ${rounds} tur.`);
    if (g.firstPlayer > g.lastPlayer)
      return fail(
        g.line,
        23,
        `250 satırında ilk oyuncu (${g.firstPlayer}) son oyuncudan (${g.lastPlayer}) büyük; satır kendisiyle çelişiyor.`,
      );
    for (const [id, col] of [
      [g.firstPlayer, 23],
      [g.lastPlayer, 28],
    ])
      if (!ids.has(id)) return fail(g.line, col, `250 satırı ${id} numaralı oyuncuyu anıyor, ama dosyada bu numarada oyuncu yok.`);
    for (let id = g.firstPlayer; id <= g.lastPlayer; id++) {
      if (!ids.has(id)) continue;
      for (let r = g.firstRound; r <= g.lastRound; r++) {
        const s = set(id, r, tenths(g.points), g.line, '250');
        if (!s.ok) return s;
      }
    }
  }
  return ok(points);
}

/** The file's acceleration, or null when it has none; a Turkish error naming the line that is wrong. */
export function accelerationOf(file: TrfFile): Result<AccelerationPlan | null, TrfError> {
  const baku = file.type !== null && file.type.code.endsWith('_BAKU') ? file.type : null;
  const lines = [
    ...file.acceleration.map((a) => ({ tag: 'XXA' as const, line: a.line })),
    ...file.accelerationRanges.map((a) => ({ tag: '250' as const, line: a.line })),
  ].sort((a, b) => a.line - b.line);
  if (lines.length > 0) {
    const points = linePlan(file);
    if (!points.ok) return points;
    return ok({ method: 'lines', points: points.value, baku: null, lines, ignoredType: baku?.line ?? null });
  }
  if (!baku) return ok(null);
  const b = bakuPlan(file, baku);
  if (!b.ok) return b;
  return ok({ method: 'baku', points: b.value.points, baku: b.value.plan, lines: [], ignoredType: null });
}

/** Start numbers as ranges: 1–16, 18, 20–21. */
export function ranges(ids: number[]): string {
  const s = [...ids].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < s.length;) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[j] + 1) j++;
    out.push(j === i ? `${s[i]}` : `${s[i]}–${s[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** A player's points round by round as runs: "1–3. turlarda 1, 4–5. turlarda 0,5". */
function schedule(row: number[]): string {
  const runs: string[] = [];
  for (let r = 0; r < row.length;) {
    const t = row[r] ?? 0;
    let e = r;
    while (e + 1 < row.length && (row[e + 1] ?? 0) === t) e++;
    if (t !== 0) runs.push(`${e === r ? `${r + 1}. turda` : `${r + 1}–${e + 1}. turlarda`} ${pt(t)}`);
    r = e + 1;
  }
  return runs.join(', ');
}

export interface AccelerationGroup {
  /** Start numbers as ranges. */
  players: string;
  count: number;
  /** Turkish: the rounds and the virtual points. */
  schedule: string;
  /** Virtual points in the round being paired (points, not tenths). */
  now: number;
}

export interface AccelerationReport {
  /** Turkish headline: the method and the article. */
  title: string;
  /** Turkish sentences: where it comes from, who gets what, this round. */
  text: string[];
  /** Players with the same virtual points round by round, one group each. */
  groups: AccelerationGroup[];
}

/** What the tool shows: the method, which players get virtual points in which rounds, this round's. */
export function accelerationReport(plan: AccelerationPlan, round: number): AccelerationReport {
  const byRow = new Map<string, { ids: number[]; row: number[] }>();
  for (const [id, row] of plan.points) {
    const key = Array.from(row, (t) => t ?? 0).join(',');
    const g = byRow.get(key) ?? { ids: [], row };
    g.ids.push(id);
    byRow.set(key, g);
  }
  const groups = [...byRow.values()]
    .sort((a, b) => Math.min(...a.ids) - Math.min(...b.ids))
    .map((g) => ({ players: ranges(g.ids), count: g.ids.length, schedule: schedule(g.row), now: (g.row[round - 1] ?? 0) / 10 }));
  const withNow = [...plan.points.values()].filter((row) => (row[round - 1] ?? 0) > 0).length;
  const text: string[] = [];
  const b = plan.baku;
  if (b) {
    text.push(
      `Dosyanın 192 satırı (satır ${b.line}: ${b.code}) Baku hızlandırmasını istiyor. Turnuva ${b.rounds} tur: hızlandırılmış turlar ilk ${b.accelerated} tur (turların yarısı, yukarı yuvarlanır); GA oyuncuları bunların ilk ${b.full} turunda 1, ${b.full < b.accelerated ? `sonraki ${b.accelerated - b.full} turunda 0,5` : 'sonrasında hiç'} sanal puan alır, GB oyuncuları hiç almaz (C.04.5.1).`,
      `GA: 1. turdan önceki ${b.initial} oyuncunun yarısı, yukarı doğru çift sayıya yuvarlanarak ${b.gaSize} oyuncu (2 × ⌈${b.initial}/4⌉); son GA oyuncusu ${b.lastGa} numara. GA’daki oyuncular: ${ranges(b.ga)}.`,
    );
    if (b.late.length) {
      const inGa = b.late.filter((id) => b.ga.includes(id));
      text.push(
        `Geç katılanlar (1. tur sütunları boş): ${ranges(b.late)}. C.04.5.1’e göre son GA oyuncusu değişmez: eşlendirme listesinde ondan yukarı yerleşen geç katılan GA’ya, aşağı yerleşen GB’ye girer${inGa.length ? ` (burada GA’ya girenler: ${ranges(inGa)})` : ''}. Geç katılanı 1. tur sütunlarının boş olmasından anlıyoruz; TRF bunu ayrıca yazmadığı için bu bizim okumamız.`,
      );
    }
    if (b.gaSize !== Math.ceil(b.initial / 2) || b.late.length)
      text.push(
        `Not: bbpPairings kendi Baku seçeneğinde GA’yı ilk ⌈n/2⌉ oyuncu sayar ve geç katılan kuralını uygulamaz; burada yönetmelik metni uygulanır, sonuç bbpPairings’inkinden farklı olabilir.`,
      );
  } else {
    const tags = [...new Set(plan.lines.map((l) => l.tag))].join(' ve ');
    text.push(
      `Sanal puanlar dosyadaki ${tags} satırlarından (satır ${ranges(plan.lines.map((l) => l.line))}) alındı; C.04.5.1’deki gibi eşlendirme puanına eklenir.` +
        (plan.ignoredType !== null
          ? ` 192 satırındaki Baku isteği (satır ${plan.ignoredType}) bu satırlar olduğu için uygulanmadı (TRF-2026).`
          : ''),
    );
  }
  text.push(
    withNow
      ? `${round}. tur: ${withNow} oyuncunun eşlendirme puanına sanal puan eklendi; puan grupları bu puanla kuruldu. Tablodaki puanlar gerçek puanlardır.`
      : `${round}. tur hızlandırılmış değil: bu turda kimse sanal puan almıyor.`,
  );
  return { title: plan.method === 'baku' ? 'Hızlandırma: Baku yöntemi (C.04.5.1)' : 'Hızlandırma: sanal puanlar (C.04.5.1)', text, groups };
}
