// Games without increment and the quickplay finish (spec v3): Guidelines III of 2018/2023,
// Article 10 of the older edition.
//
// III.1   A quickplay finish is the phase in which all remaining moves must be completed in a
//         finite time (2001: 10.1).
// III.2.1 The Guidelines apply only where announced beforehand; III.2.2 only in standard and rapid
//         games without increment, never in blitz. (2001: Article 10 is part of the Laws; C5 excludes
//         10.2 from blitz; B8 decides both flags in rapid and blitz.)
// III.3.1 Both flags down, the first unknown: the game goes on in any period but the last
//         (III.3.1.1), it is drawn in the last (III.3.1.2; 2001: 10.3 in the quickplay finish, 6.12
//         before it).
// III.4   The player having the move, with less than two minutes, may request five seconds of
//         increment for both; this is a draw offer; refused by the opponent and agreed by the
//         arbiter: the clocks get the increment, the opponent two extra minutes. (No 2001 counterpart.)
// III.5   Where III.4 does not apply, the player having the move with less than two minutes may
//         claim a draw before his flag falls (2001: 10.2): the arbiter declares a draw (III.5.1;
//         10.2.a), postpones (III.5.2, the opponent may get two minutes; 10.2.b) or rejects (III.5.3,
//         the opponent gets two minutes; 10.2.c). These two minutes are not a penalty of Articles 7
//         or 9: A.3 does not reduce them.
// Our reading (spec v3): where the claimant's opponent cannot checkmate by any series of legal
// moves (the test of 6.9), he certainly cannot win by normal means: the claim succeeds whatever
// the arbiter decides. An event the Laws do not allow at that moment is no input error: the
// ruling says in a warning why nothing follows.

import type { Color, Result } from '../types.ts';
import { err, ok, opposite } from '../types.ts';
import type { EventBase, Period } from './types.ts';

/** What the rules below read of a flag event (events/flag.ts). */
interface FlagFall {
  side: Color | 'both';
  first?: Color | null;
}
/** A draw claim under III.5 (events/claim.ts, `normal-means`). */
interface NormalMeansClaim extends EventBase {
  basis?: 'cannot-win' | 'no-effort';
}
/** The arbiter's decision (events/arbiter.ts). */
interface ArbiterDecision extends EventBase {
  what: string;
  award?: boolean;
}
import type { State } from './state.ts';
import { canWin } from './unwinnable.ts';
import { clock, pauseTr, side, sideDat, sideGen } from './steps.ts';

/** The period of a player's next move (1-based move numbers; the last period has moves null). */
function periodIndex(periods: Period[], move: number): number {
  let cum = 0;
  for (let i = 0; i < periods.length; i++) {
    const n = periods[i].moves;
    if (n === null) return i;
    cum += n;
    if (move <= cum) return i;
  }
  return periods.length - 1;
}

/** Whether the player's next move lies in the last period, where all remaining moves must be completed. */
function inLastPeriod(st: State, c: Color): boolean {
  const periods = st.s.timeControl!.periods;
  return periodIndex(periods, st.completedMoves(c) + 1) === periods.length - 1;
}

/** Why the quickplay rules do not apply: the article and the warning the ruling gives. */
type NotApplicable = { article: string; note: string };

/**
 * Whether the quickplay rules can apply in this game at all: announced (III.2.1), standard or rapid
 * (III.2.2), a time control given, without increment (III.2.2; once III.4 has introduced one the game
 * is no longer without increment).
 */
function applicable(st: State, what: string): Result<null, NotApplicable> {
  const Q = st.ed.quickplay;
  if (Q.announced && !st.s.guidelinesIII)
    return err({
      article: Q.announced,
      note: `${what}: III. Yönergeler (ek süresiz oyunlar ve giyotin) ancak yarışmadan önce duyurulmuşsa uygulanır; bu senaryoda duyurulmamış ("guidelinesIII" yok), bu olaydan bir sonuç çıkmaz.`,
    });
  if (st.category === 'blitz')
    return err({ article: Q.blitz, note: `${what}: bu kurallar yıldırım oyunlarında uygulanmaz; bu olaydan bir sonuç çıkmaz.` });
  const tc = st.s.timeControl;
  if (!tc)
    return err({
      article: Q.scope,
      note: `${what}: süre denetimi ("timeControl") verilmediği için oyunun ek süresiz olup olmadığı ve son dönemde bulunup bulunmadığı bilinmiyor; bu olaydan bir sonuç çıkmaz.`,
    });
  if (tc.periods.some((p) => p.incrementSeconds > 0))
    return err({
      article: Q.scope,
      note: `${what}: süre denetimi ${tc.text} hamle başına ek süre veriyor; bu kurallar yalnızca ek süresiz oyunlarda uygulanır, bu olaydan bir sonuç çıkmaz.`,
    });
  if (st.quickplay.extraIncrement > 0 && Q.increment)
    return err({
      article: Q.increment,
      note: `${what}: ${Q.increment} uyarınca oyuna ${st.quickplay.extraIncrement} saniyelik ek süre getirildi; oyun artık ek süresiz değildir, bu olaydan bir sonuç çıkmaz.`,
    });
  return ok(null);
}

/** Whether both flags down in this game fall under the quickplay rules (and which): null = version 2 meaning. */
export function bothFlagsQuickplay(st: State, ev: FlagFall): boolean {
  if (ev.side !== 'both' || ev.first) return false;
  const Q = st.ed.quickplay;
  // 2001 standard play: Article 10 needs no announcement; in rapid and blitz B8 decides.
  if (Q.announced === null && st.category !== 'standard') return false;
  if (Q.announced !== null && !st.s.guidelinesIII) return false;
  const a = applicable(st, 'İki bayrak');
  if (!a.ok) {
    st.warn(a.error.note, a.error.article);
    return false;
  }
  st.citeCategory();
  const last = inLastPeriod(st, 'white') && inLastPeriod(st, 'black');
  if (Q.announced) st.step(Q.announced, 'III. Yönergeler (ek süresiz oyunlar ve giyotin) bu yarışma için önceden duyurulmuştu.');
  if (!last) {
    st.step(
      Q.bothFlagsGoOn,
      `İki bayrak da düştü ve hangisinin önce düştüğü belirlenemiyor; oyun, kalan bütün hamlelerin tamamlanması gereken son dönemde değil (süre denetimi ${st.s.timeControl!.text}): oyun sürer.`,
    );
    st.time.flagsFallen.add('white');
    st.time.flagsFallen.add('black');
    return true;
  }
  st.step(
    Q.definition,
    `Süre denetimi ${st.s.timeControl!.text}: oyun, kalan bütün hamlelerin belirli bir sürede tamamlanması gereken son dönemde (giyotin).`,
  );
  st.end('1/2-1/2', 'both-flags', Q.bothFlagsDraw);
  st.ending.fen = st.cur().fen();
  st.step(Q.bothFlagsDraw, 'İki bayrak da düştü, hangisinin önce düştüğü belirlenemiyor ve bu son dönemde oldu: oyun berabere biter.');
  return true;
}

/** The conditions both III.4 and III.5 share: the player having the move, less than two minutes left, the last period. */
function playerConditions(st: State, by: Color, article: string, what: string): boolean {
  if (by !== st.turnPlayer()) {
    st.warn(
      `${what}: bu hak hamle sırası kendisinde olan oyuncuya aittir; ${side(by)} hamle sırasında değil, bu olaydan bir sonuç çıkmaz.`,
      article,
    );
    return false;
  }
  if (!st.time.clocks) {
    st.warn(
      `${what}: oyuncunun saatinde iki dakikadan az süre kalmış olmalıdır; saatlerdeki süreler ("clocks") verilmediği için bu denetlenemiyor, bu olaydan bir sonuç çıkmaz.`,
      article,
    );
    return false;
  }
  if (st.time.clocks[by] >= 120) {
    st.warn(
      `${what}: ${sideGen(by)} saatinde ${clock(st.time.clocks[by])} var; bu hak ancak iki dakikadan az süre kaldığında doğar, bu olaydan bir sonuç çıkmaz.`,
      article,
    );
    return false;
  }
  if (!inLastPeriod(st, by)) {
    st.warn(
      `${what}: oyun henüz kalan bütün hamlelerin tamamlanması gereken son dönemde değil (süre denetimi ${st.s.timeControl!.text}); bu olaydan bir sonuç çıkmaz.`,
      article,
    );
    return false;
  }
  if (st.time.flagsFallen.has(by)) {
    st.warn(`${what}: ${sideGen(by)} bayrağı zaten düşmüş; bu hak bayrak düşmeden önce kullanılır, bu olaydan bir sonuç çıkmaz.`, article);
    return false;
  }
  return true;
}

/** `{ "request": "increment" }` (III.4). */
export function onRequest(st: State, ev: EventBase): void {
  const Q = st.ed.quickplay;
  const by = ev.by ?? st.turnPlayer();
  const what = 'Ek süre isteği';
  if (!Q.increment) {
    st.warn(
      `${what}: ${st.s.laws} kurallarında oyunculara ek süre getirilmesini isteme hakkı (2018/2023 III.4) yoktur; bu olaydan bir sonuç çıkmaz.`,
      Q.claim,
    );
    return;
  }
  const a = applicable(st, what);
  if (!a.ok) return st.warn(a.error.note, a.error.article);
  if (!playerConditions(st, by, Q.increment, what)) return;
  st.citeCategory();
  if (Q.announced)
    st.citeOnce(
      'quickplay-announced',
      Q.announced,
      'III. Yönergeler (ek süresiz oyunlar ve giyotin) bu yarışma için önceden duyurulmuştu.',
    );
  st.quickplay.request = { by, stage: 'offered' };
  st.offer = { by, event: ev.index };
  st.step(
    Q.increment,
    `${side(by)} saatinde ${clock(st.time.clocks![by])} kalmışken iki oyuncu için de hamle başına beş saniye ek süre istedi. Bu istek aynı zamanda bir beraberlik teklifidir; ${side(opposite(by))} kabul ederse oyun berabere biter.`,
  );
}

/** After a decline: the III.4 request waits for the arbiter. Called from the draw handlers. */
export function requestDeclined(st: State, by: Color): void {
  const r = st.quickplay.request;
  if (r && r.stage === 'offered' && r.by !== by) {
    r.stage = 'declined';
    st.step(st.ed.quickplay.increment!, `${side(by)} beraberliği reddetti; ek süre isteği hakemin kararını bekler.`);
  }
}

/** `{ "claim": "normal-means", "basis": … }` (III.5; 2001 10.2). */
export function onNormalMeansClaim(st: State, ev: NormalMeansClaim): void {
  const Q = st.ed.quickplay;
  const by = ev.by ?? st.turnPlayer();
  const what = 'Beraberlik savı (normal yollarla kazanılamaz)';
  const a = applicable(st, what);
  if (!a.ok) return st.warn(a.error.note, a.error.article);
  if (
    Q.increment &&
    st.quickplay.request &&
    st.quickplay.request.stage !== 'offered' &&
    st.quickplay.extraIncrement === 0 &&
    st.quickplay.request.by === by
  ) {
    // A request declined and still waiting for the arbiter: III.4 is in play.
    st.warn(
      `${what}: ${Q.increment} uyarınca yapılan ek süre isteği hakemin kararını bekliyor; ${Q.claim} ancak ${Q.increment} uygulanmadığında ileri sürülebilir, bu olaydan bir sonuç çıkmaz.`,
      Q.claim,
    );
    return;
  }
  if (!playerConditions(st, by, Q.claim, what)) return;
  st.citeCategory();
  if (Q.announced)
    st.citeOnce(
      'quickplay-announced',
      Q.announced,
      'III. Yönergeler (ek süresiz oyunlar ve giyotin) bu yarışma için önceden duyurulmuştu.',
    );
  const basis = ev.basis ?? 'cannot-win';
  const opp = opposite(by);
  st.step(
    Q.claim,
    `${side(by)} saatinde ${clock(st.time.clocks![by])} kalmışken, bayrağı düşmeden, saati ${pauseTr(st.ed.id, 'ıp')} hakemi çağırdı ve beraberlik savında bulundu: ${basis === 'cannot-win' ? `${side(opp)} oyunu normal yollarla kazanamaz` : `${side(opp)} oyunu normal yollarla kazanmak için çaba göstermiyor`}.`,
  );
  st.quickplay.claim = { by, basis, stage: 'claimed' };
  st.quickplay.flagAfterPostpone = null;
  if (canWin(st.ctx.verdicts, st.cur(), opp) === 'unwinnable') claimDraw(st, Q.claimDraw, true);
}

function claimDraw(st: State, article: string, unwinnable: boolean): void {
  const c = st.quickplay.claim!;
  const opp = opposite(c.by);
  st.end('1/2-1/2', 'quickplay-claim', article);
  st.ending.fen = st.cur().fen();
  st.step(
    article,
    unwinnable
      ? `${side(opp)} kurallara uygun hiçbir hamle dizisiyle ${sideGen(c.by)} şahını mat edemez; bu durumda oyunu normal yollarla hiç kazanamaz: hakemin kararı ne olursa olsun sav haklıdır, oyun berabere biter.`
      : `Hakem ${side(opp)} oyuncusunun oyunu normal yollarla kazanamayacağı ya da kazanmak için çaba göstermediği kanısına vardı: oyunu berabere ilan eder.`,
  );
  st.quickplay.claim = null;
}

/** The arbiter's decisions of III.4 (`agree`, `refuse`) and III.5 (`draw`, `reject`, `postpone`). */
export function onQuickplayArbiter(st: State, ev: ArbiterDecision): void {
  const Q = st.ed.quickplay;
  const q = st.quickplay;
  if (ev.what === 'agree' || ev.what === 'refuse') {
    const r = q.request;
    const art = Q.increment ?? Q.claim;
    if (!r)
      return st.warn(
        `Hakemin ${ev.what === 'agree' ? 'onaylayacağı' : 'reddedeceği'} bir ek süre isteği yok; bu olaydan bir sonuç çıkmaz.`,
        art,
      );
    if (r.stage === 'offered')
      return st.warn(
        'Ek süre isteği aynı zamanda bir beraberlik teklifidir: hakem ancak rakip teklifi reddettikten sonra karar verir; bu olaydan bir sonuç çıkmaz.',
        art,
      );
    const opp = opposite(r.by);
    q.request = null;
    if (ev.what === 'refuse') {
      st.step(Q.increment!, 'Hakem ek süre isteğini kabul etmedi: saatler olduğu gibi kalır, oyun sürer.');
      return;
    }
    q.extraIncrement = 5;
    st.step(
      Q.increment!,
      `Rakip beraberliği reddetti ve hakem isteği uygun buldu: saatler ${sideGen(r.by)} o anki hamlesinden başlayarak iki oyuncu için de hamle başına beş saniye ek süreyle ayarlanır; ${sideDat(opp)} iki dakika eklenir ve oyun sürer.`,
    );
    st.addClock(opp, 120, Q.increment!);
    return;
  }
  const c = q.claim;
  if (!c) {
    // III.5.2: a flag fell after a postponement; the arbiter declares the result now.
    if (q.flagAfterPostpone && (ev.what === 'draw' || ev.what === 'reject')) return decideAfterFlag(st, ev.what);
    return st.warn('Hakemin karar vereceği bir beraberlik savı (normal yollarla kazanılamaz) yok; bu olaydan bir sonuç çıkmaz.', Q.claim);
  }
  const opp = opposite(c.by);
  if (ev.what === 'draw') return claimDraw(st, c.stage === 'postponed' ? Q.claimPostpone : Q.claimDraw, false);
  if (ev.what === 'reject') {
    if (c.stage === 'postponed') {
      st.step(Q.claimPostpone, `Hakem ertelediği savı oyunun ilerleyen bölümünde reddetti: oyun sürer.`);
      q.claim = null;
      return;
    }
    st.step(
      Q.claimReject,
      `Hakem savı reddetti: ${sideDat(opp)} iki dakika eklenir ve oyun sürer. Bu süre 7. ya da 9. maddenin cezası değildir; hızlı satrançta da bir dakikaya inmez.`,
    );
    st.addClock(opp, 120, Q.claimReject);
    q.claim = null;
    return;
  }
  // postpone
  if (c.stage === 'postponed') return st.warn('Hakem kararını zaten ertelemişti; bu olaydan bir sonuç çıkmaz.', Q.claimPostpone);
  c.stage = 'postponed';
  st.step(
    Q.claimPostpone,
    `Hakem kararını erteledi: oyun, mümkünse bir hakemin gözetiminde sürer; hakem sonucu oyunun ilerleyen bölümünde ya da bayraklardan biri düştükten sonra açıklar.${ev.award ? ` ${sideDat(opp)} iki dakika eklendi.` : ''}`,
  );
  if (ev.award) st.addClock(opp, 120, Q.claimPostpone);
}

/**
 * III.5.2: a flag with a postponed claim open. The arbiter declares the result as soon as possible
 * after it: the flag does not decide by itself. Returns true when it took the flag.
 */
export function flagWithPostponedClaim(st: State, ev: FlagFall): boolean {
  const c = st.quickplay.claim;
  if (!c || c.stage !== 'postponed' || ev.side === 'both') return false;
  st.quickplay.flagAfterPostpone = ev.side;
  st.time.flagsFallen.add(ev.side);
  st.step(
    st.ed.quickplay.claimPostpone,
    `${sideGen(ev.side)} bayrağı düştü; hakem ertelediği savı şimdi karara bağlar: ${side(opposite(ev.side))} normal yollarla kazanamıyorsa ya da kazanmak için yeterli çaba göstermediyse oyunu berabere ilan eder, aksi halde bayrak düşmesi geçerlidir.`,
  );
  st.quickplay.claim = null;
  // Whatever the arbiter decides: the flag's opponent who cannot checkmate does not win.
  if (canWin(st.ctx.verdicts, st.cur(), opposite(ev.side)) === 'unwinnable') {
    st.quickplay.claim = { ...c };
    claimDraw(st, st.ed.quickplay.claimPostpone, true);
    st.quickplay.flagAfterPostpone = null;
  }
  return true;
}

function decideAfterFlag(st: State, what: 'draw' | 'reject'): void {
  const loser = st.quickplay.flagAfterPostpone!;
  st.quickplay.flagAfterPostpone = null;
  const Q = st.ed.quickplay;
  if (what === 'draw') {
    st.end('1/2-1/2', 'quickplay-claim', Q.claimPostpone);
    st.ending.fen = st.cur().fen();
    st.step(
      Q.claimPostpone,
      `Hakem, ${side(opposite(loser))} oyuncusunun oyunu normal yollarla kazanamayacağı ya da kazanmak için yeterli çaba göstermediği kanısına vardı: bayrak düşmüş olsa da oyun berabere biter.`,
    );
    return;
  }
  const winner = opposite(loser);
  st.end(winner === 'white' ? '1-0' : '0-1', 'timeout', st.A.flagLoss);
  st.ending.fen = st.cur().fen();
  st.step(Q.claimPostpone, 'Hakem savı reddetti: bayrak düşmesi geçerlidir.');
  st.step(st.A.flagLoss, `${side(loser)} öngörülen hamleleri süresi içinde tamamlamadı: oyunu kaybeder, ${side(winner)} kazanır.`);
}

/** At the end: a flag after a postponement with no decision leaves the result open. */
export function finishQuickplay(st: State): void {
  const q = st.quickplay;
  if (!st.over && q.flagAfterPostpone)
    st.warn(
      `${sideGen(q.flagAfterPostpone)} bayrağı, hakem savla ilgili kararını ertelemişken düştü; sonucu hakem açıklar (beraberlik ya da bayrak düşmesiyle kayıp). Senaryo hakemin kararını içermediği için sonuç açık kalır.`,
      st.ed.quickplay.claimPostpone,
    );
  else if (!st.over && q.claim?.stage === 'claimed')
    st.warn(
      'Beraberlik savı hakemin kararını bekliyor (beraberlik, erteleme ya da ret); senaryo bu kararı içermediği için sonuç açık kalır.',
      st.ed.quickplay.claim,
    );
}

/** III.4: the increment both players get after the arbiter agreed (added on each completed move). */
export function extraIncrement(st: State): number {
  return st.quickplay.extraIncrement;
}
