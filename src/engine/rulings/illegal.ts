// Article 7.5: illegal moves (2018), 7.4 in the older edition; A.4.2/A.4.4 and the older C3
// for rapid and blitz without full supervision.
//
// 7.5.1 An illegal move is completed once the player has pressed his clock. If it is found
//       during the game, the position immediately before the irregularity is reinstated and
//       4.3 and 4.7 apply to the move replacing it (the touches of that turn still bind).
//       Until the clock is pressed, the move is simply corrected under touch-move (MHK).
// 7.5.2 A pawn moved to the furthest rank, clock pressed, not replaced: the move is illegal
//       and the pawn is replaced by a queen of the same colour.
// 7.5.3 Pressing the clock without making a move: penalised as an illegal move.
// 7.5.4 Two hands used for a single move, clock pressed: penalised as an illegal move; a
//       move that is legal stays on the board (seed 001), an illegal one is put right by
//       7.5.1; one move illegal for two reasons counts once (MHK on 7.5.2).
// 7.5.5 After that: two minutes to the opponent for the first completed illegal move (one in
//       blitz, B.2); the second loses, unless the opponent cannot checkmate by any series of
//       legal moves — then a draw. Two illegal moves found later on are one irregularity:
//       back to the first, one penalty (MHK on 7.5.5).
// A.4.2 Without full supervision the arbiter acts (or the opponent claims) only before the
//       opponent has made his next move; after it the illegal move stands.
// A.4.4 An illegal position (both kings in check, a pawn on the furthest rank) seen by the
//       arbiter: he waits until the next move is completed; if it is still there, a draw.
// 2001: 7.4.a restore and replace under 4.3; 7.4.b two minutes for each of the first two,
//       the third loses (no exception in that text); no 7.5.2–7.5.4 counterparts. Blitz C3:
//       the opponent may claim a win before making his own move (C4: the winner needs mating
//       potential); after his move the illegal move cannot be corrected.

import type { Color } from '../types.ts';
import { opposite } from '../types.ts';
import type { State } from './state.ts';
import type { IllegalRecord } from './records.ts';
import { isA44Illegal } from './board.ts';
import { canWin } from './unwinnable.ts';
import { checkEnding } from './endings.ts';
import { clock, duration, side, sideDat, sideGen, sideLoc } from './steps.ts';
import { hasMatingPotential } from './clock.ts';

/** Cites the partial-supervision rule once. */
function citePartial(st: State, via: 'arbiter' | 'claim' | 'auto'): void {
  const p = st.ctx.partial;
  if (!p) return;
  st.citePartial();
  st.step(
    p.illegal,
    via === 'claim'
      ? 'Tam gözetim olmayan oyunda rakip, kendi hamlesini yapmadan önce kural dışı hamleye karşı savda bulundu; sav zamanında olduğu için hakem 7.5.5 gereğini yapar.'
      : 'Tam gözetim olmayan oyunda hakem kural dışı hamleyi rakip kendi hamlesini yapmadan önce gördü; 7.5.5 gereğini yapar.',
  );
}

/**
 * Deals with the completed illegal move(s) waiting: restores, penalises (7.5.1–7.5.5 /
 * 7.4). `via`: the arbiter, the opponent's claim, or found at once by the arbiter present.
 */
export function dealWithIllegal(st: State, via: 'arbiter' | 'claim' | 'auto'): void {
  const all = st.game.pending;
  if (all.length === 0) return;
  const rec = all[0];
  st.game.pending = [];
  const player = rec.player;
  const opp = opposite(player);

  // 2001 blitz: the opponent's claim wins the game (C3), if he could mate at all (C4).
  const old = st.ctx.old;
  if (old && st.category === 'blitz' && via === 'claim') {
    st.citeCategory();
    st.addSteps(rec.reasons);
    // The position before the illegal move is shown; no replacement move follows.
    if (rec.kind === 'illegal') st.truncate(rec.historyLen);
    st.game.illegalCount[player]++;
    const pos = st.cur();
    st.step(
      old.illegalClaim,
      `Yıldırımda kural dışı hamle saate basılınca tamamlanır ve rakip, kendi hamlesini yapmadan önce kazanç isteyebilir: ${side(opp)} bunu yaptı.`,
    );
    if (hasMatingPotential(st, pos, opp)) {
      st.end(opp === 'white' ? '1-0' : '0-1', 'illegal-moves', old.illegalClaim);
      st.step(old.matingPotential, `${side(opp)} mat yapma potansiyeline sahip: oyunu kazanır.`);
    } else {
      st.end('1/2-1/2', 'illegal-moves-unwinnable', old.matingPotential);
      st.step(
        old.matingPotential,
        `Kazanmak için mat yapma potansiyeli gerekir; ${sideGen(opp)} bu potansiyeli yok, bu yüzden oyun berabere biter.`,
      );
    }
    st.ending.fen = pos.fen();
    return;
  }

  citePartial(st, via);
  st.addSteps(rec.reasons);
  restore(st, rec, all.length);
  penalize(st, player, all.length);
  if (!st.over && rec.kind === 'unpromoted') checkEnding(st);
}

/** Puts the position right (7.5.1 / 7.5.2) and explains it. */
function restore(st: State, rec: IllegalRecord, count: number): void {
  const A = st.A;
  const who = side(rec.player);
  const later = count > 1 || st.game.entries.length > rec.historyLen + 1;
  switch (rec.kind) {
    case 'illegal': {
      st.truncate(rec.historyLen);
      st.newTurn(rec.player, rec.ctx);
      st.step(
        A.illegalRestore,
        `${sideGen(rec.player)} kural dışı hamlesi saate basılınca tamamlanmıştı. Konum usulsüzlüğün hemen öncesine getirilir${later ? ' (ondan sonra yapılan hamleler de geri alınır)' : ''} ve kural dışı hamlenin yerine, dokunulan taş kuralına (4.3, 4.7) uyan başka bir hamle yapılır.`.replace(
          '(4.3, 4.7)',
          st.ed.replacementArticles,
        ),
      );
      break;
    }
    case 'unpromoted': {
      st.truncate(rec.historyLen);
      st.newTurn(rec.player);
      st.commitMove(rec.promotion!);
      st.step(
        A.unpromoted!,
        `${who} piyonunu son yataya sürüp saate bastı ama piyonu yeni bir taşla değiştirmedi: hamle kural dışıdır ve piyon aynı renkte bir vezirle değiştirilir.`,
      );
      break;
    }
    case 'press':
      st.step(
        A.pressWithoutMove!,
        `${who} hamle yapmadan saatine bastı: bu kural dışı hamle sayılır ve öyle cezalandırılır. Hamle yapılmadığı için sıra yine ${sideLoc(rec.player)}.`,
      );
      break;
    case 'two-hands':
      st.step(
        A.twoHands!,
        `${who} tek bir hamleyi iki eliyle yapıp saatine bastı: bu kural dışı hamle sayılır ve öyle cezalandırılır. Hamlenin kendisi kurallara uygun olduğu için tahtada kalır.`,
      );
      break;
  }
  // 7.1: going back to an earlier position, the arbiter sets the clocks by his best judgement. With the
  // per-move times known, the times the clocks showed before the illegal move are his starting point.
  if (rec.clocksBefore && st.time.clocks && (rec.kind === 'illegal' || rec.kind === 'unpromoted')) {
    st.time.clocks = { ...rec.clocksBefore };
    st.step(
      A.restoreClocks,
      `Konum kural dışı hamleden öncesine döndüğü için saatleri hakem en doğru değerlendirmesiyle ayarlar. Hamle süreleri bilindiğinden başlangıç noktası, saatlerin kural dışı hamleden önce gösterdiği sürelerdir: Beyaz ${clock(rec.clocksBefore.white)}, Siyah ${clock(rec.clocksBefore.black)} (cezadan önce).`,
    );
    st.warn(
      `${A.restoreClocks}: karardaki saat süreleri hakeme bir başlangıç noktasıdır; saatleri hakem kendi değerlendirmesiyle ayarlar.`,
    );
  }
  if (rec.twoHands && rec.kind !== 'two-hands' && A.twoHands)
    st.step(
      A.twoHands,
      'Hamle ayrıca iki elle yapılmıştı; aynı hamlede iki ayrı nedenle oluşan usulsüzlük tek bir kural dışı hamle sayılır.',
    );
}

/** 7.5.5 (7.4.b): the penalty for the player's completed illegal move. */
export function penalize(st: State, player: Color, count = 1): void {
  const A = st.A;
  const opp = opposite(player);
  st.game.illegalCount[player]++;
  const n = st.game.illegalCount[player];
  const foundLater =
    count > 1
      ? ' Sonradan fark edilen birden çok kural dışı hamle tek bir usulsüzlük olarak ele alınır: ilkine dönülür ve bir kez cezalandırılır.'
      : '';
  const toLose = st.ed.illegalMovesToLose;
  if (n < toLose) {
    // 7.5.5: the first completed illegal move; 2001 7.4.b: each of the first two.
    const which = toLose === 2 ? 'tamamladığı ilk kural dışı hamle' : `${n === 1 ? 'ilk' : 'ikinci'} kural dışı hamlesi`;
    const old = toLose === 2 ? '' : ' (eski metinde ilk iki kural dışı hamlenin her biri için)';
    st.addPenalty(
      'illegal',
      opp,
      A.illegalPenalty,
      (secs) => `Bu, ${sideGen(player)} ${which}: hakem ${sideDat(opp)} ${duration(secs)} ek süre verir${old}.${foundLater}`,
    );
    return;
  }
  if (st.ed.illegalLossUnwinnableDraw) {
    loseOrDraw(
      st,
      player,
      A.illegalPenalty,
      `Bu, ${sideGen(player)} tamamladığı ikinci kural dışı hamle: oyun ${side(player)} için kayıp ilan edilir`,
    );
    return;
  }
  const win = opp === 'white' ? '1-0' : '0-1';
  st.end(win, 'illegal-moves', A.illegalPenalty);
  st.ending.fen = st.cur().fen();
  st.step(
    A.illegalPenalty,
    `Bu, ${sideGen(player)} üçüncü kural dışı hamlesi: oyun ${side(player)} için kayıp ilan edilir (eski metin, rakibin mat edip edemeyeceğine göre bir istisna tanımaz).`,
  );
}

function loseOrDraw(st: State, player: Color, article: string, lead: string): void {
  const opp = opposite(player);
  const pos = st.cur();
  const v = canWin(st.ctx.verdicts, pos, opp);
  st.ending.fen = null;
  if (v === 'unwinnable') {
    st.end('1/2-1/2', 'illegal-moves-unwinnable', article);
    st.step(
      article,
      `${lead}; ancak ${side(opp)} kurallara uygun hiçbir hamle dizisiyle ${sideGen(player)} şahını mat edemeyeceği için oyun berabere biter.`,
    );
  } else {
    st.end(opp === 'white' ? '1-0' : '0-1', 'illegal-moves', article);
    st.step(
      article,
      `${lead}; ${side(opp)} kazanır.${v === 'undetermined' ? ' (Rakibin mat edebileceği kanıtlanamadı ama olanaksız olduğu da gösterilemedi.)' : ''}`,
    );
    if (v === 'undetermined') st.warn('Rakibin mat edip edemeyeceği arama sınırında belirlenemedi.');
  }
  st.ending.fen = pos.fen();
}

/** The opponent has made his move: in rapid/blitz without full supervision the illegal move stands. */
export function standIllegal(st: State): void {
  if (st.game.pending.length === 0) return;
  const p = st.ctx.partial;
  for (const rec of st.game.pending) {
    st.citeCategory();
    st.addSteps(rec.reasons);
    if (p) {
      st.citePartial();
      st.step(
        p.illegal,
        `${sideGen(rec.player)} ${KIND_LABEL[rec.kind]} hakem müdahale etmeden ve rakip savda bulunmadan rakip kendi hamlesini yaptı: kural dışı hamle yerinde kalır, ceza verilmez ve oyun sürer.`,
      );
    } else {
      st.step(
        st.ctx.old!.illegalClaim,
        `${sideGen(rec.player)} kural dışı hamlesinden sonra rakip kendi hamlesini yaptı: kural dışı hamle artık düzeltilemez.`,
      );
    }
    st.game.stood.push(rec);
  }
  st.game.pending = [];
}

const KIND_LABEL: Record<IllegalRecord['kind'], string> = {
  illegal: 'kural dışı hamlesine',
  unpromoted: 'terfisiz piyon hamlesine',
  press: 'hamle yapmadan saate basmasına',
  'two-hands': 'iki elle yaptığı hamleye',
};

/** A.4.4: after the arbiter has seen an illegal position, the next completed move decides. */
export function checkA44(st: State): void {
  if (!st.positionWatch || st.over) return;
  st.positionWatch = null;
  const art = st.ctx.partial!.position;
  if (isA44Illegal(st.cur())) {
    st.end('1/2-1/2', 'illegal-position', art);
    st.step(art, 'Sonraki hamle tamamlandı ve kural dışı konum hâlâ tahtada: hakem oyunu berabere ilan eder.');
  } else {
    st.step(art, 'Sonraki hamle tamamlandığında kural dışı konum artık tahtada değil: oyun sürer.');
  }
}

/** A.4.4: the arbiter, who did not see the move, finds an illegal position on the board. */
export function arbiterSeesPosition(st: State): void {
  if (!isA44Illegal(st.cur())) {
    st.warn('Tahtada A.4.4 anlamında kural dışı bir konum (iki şah birden tehdit altında ya da en uzak yatayda piyon) yok.');
    return;
  }
  st.citePartial();
  st.positionWatch = { since: st.eventIndex };
  st.step(
    st.ctx.partial!.position,
    'Hakem hamleyi görmedi ama tahtada kural dışı bir konum görüyor (iki şah birden tehdit altında ya da en uzak yatayda bir piyon): sonraki hamlenin tamamlanmasını bekler.',
  );
}

/** The arbiter intervenes (or the opponent claims) when nothing can be corrected any more. */
export function lateIntervention(st: State, via: 'arbiter' | 'claim'): void {
  if (st.game.stood.length && st.claimMode) {
    const pos = st.cur();
    const p = st.ctx.partial;
    if (p && via === 'arbiter' && isA44Illegal(pos)) return arbiterSeesPosition(st);
    if (p)
      st.step(
        p.illegal,
        'Rakip kendi hamlesini yaptıktan sonra kural dışı hamle, iki oyuncu anlaşmadıkça düzeltilemez: oyun olduğu gibi sürer.',
      );
    else st.step(st.ctx.old!.illegalClaim, 'Rakip kendi hamlesini yaptıktan sonra kural dışı hamle düzeltilemez: oyun olduğu gibi sürer.');
    return;
  }
  st.warn(
    via === 'arbiter'
      ? 'Hakemin düzelteceği tamamlanmış bir kural dışı hamle yok.'
      : 'Sava konu olacak tamamlanmış bir kural dışı hamle yok; sav dikkate alınmadı.',
  );
}
