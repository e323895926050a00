// Article 9: draw claims by the player having the move. The numbers below are those of the edition
// in force (2023); the 2018 text numbers the same rules 9.2.1.1, 9.2.1.2, 9.2.2, 9.2.2.1, 9.2.2.2, and each
// ruling cites the numbers of its own edition (editions.ts).
//
// 9.2.1 threefold, with the move written on the scoresheet and declared (not yet made):
//         judged on the position after it. 9.2.2 threefold of the position on the board.
// 9.2.3   identity: same player to move, same pieces on the same squares, same possible
//         moves (e.p. only when possible, 9.2.3.1; castling rights, 9.2.3.2) — the core's
//         positionKey. When a position with the same placement was not counted because of
//         e.p. or castling rights and that decides the claim, 9.2.3.1 / 9.2.3.2 is cited.
// 9.3.1 / 9.3.2 fifty moves of each player without capture or pawn move, with or without
//         the intended move.
// 9.4     A player who touches a piece as in 4.3 loses the right to claim on that move.
// 9.5     The claim cannot be withdrawn. 9.5.2 correct: drawn at once. 9.5.3 incorrect: the
//         opponent gets two minutes (one in blitz, B.2), the game goes on and an intended
//         move is made (Articles 3 and 4).
// 9.1.2.3 A claim is also a draw offer.
// 2001: 9.2.a/b, 9.3.a/b; 9.4 loses the right by making a move (not by touching);
//       9.5.a correct; 9.5.b incorrect: three minutes to the opponent and the claimant's time
//       cut (halved if over two minutes, by at most three; set to one minute if between one
//       and two; unchanged under one minute); the intended move is played.

import type { Color, Move, Role, Square } from '../types.ts';
import { PROMOTION_ROLES, opposite, parseSquare } from '../types.ts';
import { positionKey } from '../game.ts';
import type { Position } from '../position.ts';
import { FIFTY_HALFMOVES, THREEFOLD, halfmovesForClaim, repetitionsForClaim } from '../endings.ts';
import { makeSan } from '../san.ts';
import type { EventBase } from './types.ts';

/** What a claim of 9.2 or 9.3 says (events/claim.ts): which, and the move written on the scoresheet. */
interface DrawClaim extends EventBase {
  claim: string;
  intended?: string;
}
import type { State } from './state.ts';
import { ScenarioFault } from './fault.ts';
import { readMove } from '../read.ts';
import { duration, side, sideDat, sideGen, sideLoc, sqName, step } from './steps.ts';
import { illegalReason } from './board.ts';
import { addTouch, history } from './turn.ts';
import type { Step } from './types.ts';

export interface ClaimOutcome {
  /** The intended move to play after an incorrect claim (9.5.3), if any. */
  play: Move | null;
}

const IDENTITY_TEXT =
  'Konumlar; aynı oyuncu hamledeyken, aynı taşlar aynı karelerde ve olanaklı bütün hamleler (rok ve geçerken alma hakları dahil) aynıyken aynı sayılır.';

/**
 * The identity step(s) of 9.2.3 for a repetition count of the position `key` (`extra`: the
 * position after the intended move, not yet in the history). When positions with the same
 * pieces on the same squares and the same player to move were left out because en passant
 * (9.2.3.1) or the castling rights (9.2.3.2) differed, and that decides whether `needed`
 * occurrences are reached, the sub-article is cited instead of 9.2.3.
 */
function identitySteps(st: State, key: string, extra: number, needed: number): Step[] {
  const [board, turn, castling, ep] = key.split(' ');
  let same = extra;
  let alike = extra;
  let byEp = 0;
  let byCastling = 0;
  for (const e of st.game.entries) {
    const [b, t, c, p] = e.key.split(' ');
    if (b !== board || t !== turn) continue;
    alike++;
    if (e.key === key) same++;
    else {
      if (p !== ep) byEp++;
      if (c !== castling) byCastling++;
    }
  }
  const A = st.A;
  if (!(same < needed && alike >= needed)) return [step(A.identity, IDENTITY_TEXT)];
  const out: Step[] = [];
  if (byEp)
    out.push(
      step(
        A.identityEp,
        `Aynı taşlar aynı karelerdeyken ve hamle aynı oyuncudayken bu diziliş ${alike} kez oluştu; ama ${byEp === 1 ? 'bunlardan birinde' : `bunlardan ${byEp} tanesinde`} geçerken alma olanağı sav konusu konumdakinden farklıydı (birinde bir piyon geçerken alınabiliyor, ötekinde alınamıyordu). Olanaklı hamleler aynı olmadığından bu konumlar aynı sayılmaz.`,
      ),
    );
  if (byCastling)
    out.push(
      step(
        A.identityCastling,
        `Aynı taşlar aynı karelerdeyken ve hamle aynı oyuncudayken bu diziliş ${alike} kez oluştu; ama ${byCastling === 1 ? 'bunlardan birinde' : `bunlardan ${byCastling} tanesinde`} rok hakları sav konusu konumdakinden farklıydı (şah ya da kale oynayınca rok hakkı kaybedilir). Rok hakkının farklı olduğu konumlar aynı sayılmaz.`,
      ),
    );
  return out;
}

/** The move a claimant wrote and declared (9.2.1.1, 9.3.1): legal, illegal but readable, or none. */
interface Intended {
  intended: Move | null;
  intendedSan: string;
  illegalIntended: IllegalIntended | null;
}

export function onDrawClaim(st: State, ev: DrawClaim, claimant: Color): ClaimOutcome {
  const A = st.A;
  const pos = st.cur();
  const kind = ev.claim as 'threefold' | 'fifty';
  const { intended, intendedSan, illegalIntended } = readIntended(st, ev, claimant, pos);
  if (claimRightLost(st, claimant)) return { play: null };

  const onMove = claimant === pos.turn;
  if (illegalIntended && onMove) return illegalIntendedClaim(st, ev, claimant, kind, illegalIntended);
  const said = { intended, intendedSan };
  const correct =
    kind === 'threefold' ? threefoldClaimCorrect(st, pos, claimant, onMove, said) : fiftyClaimCorrect(st, pos, claimant, onMove, said);

  if (correct) {
    st.end('1/2-1/2', kind === 'threefold' ? 'threefold' : 'fifty-moves', A.claimCorrect);
    st.step(A.claimCorrect, 'Sav doğru: oyun hemen berabere biter.');
    return { play: null };
  }

  penaliseIncorrectClaim(
    st,
    ev,
    claimant,
    intended ? ` Sav niyet edilen hamleye dayandığı için ${intendedSan} hamlesi (3. ve 4. maddelere uygun olarak) yapılır.` : '',
    intended ? ` Oyun devam eder ve niyet edilen ${intendedSan} hamlesi oynanır.` : ' Oyun devam eder.',
  );
  return { play: onMove ? intended : null };
}

/** The intended move of the claim, read in the scenario's notation; unreadable text is bad input. */
function readIntended(st: State, ev: DrawClaim, claimant: Color, pos: Position): Intended {
  const out: Intended = { intended: null, intendedSan: '', illegalIntended: null };
  if (ev.intended === undefined) return out;
  const m = readMove(pos, ev.intended, st.s.notation);
  if (m.ok) {
    out.intended = m.value;
    out.intendedSan = makeSan(pos, m.value);
    return out;
  }
  out.illegalIntended = readIllegalIntended(st, ev.intended, claimant);
  if (!out.illegalIntended)
    throw new ScenarioFault(
      `events[${ev.index}].intended`,
      `${m.error} Kural dışı bir hamle yazılmışsa karelerle yazın (ör. "d1f7").`,
      ev.index,
    );
  return out;
}

/** 9.4: the right to claim is lost by touching a piece (2018, 2023) / by making the move (2001). */
function claimRightLost(st: State, claimant: Color): boolean {
  const A = st.A;
  if (st.ed.claimLostBy === 'touch' && (st.turn.touchedDeliberately || st.turn.placed) && claimant === st.turnPlayer()) {
    st.step(
      A.claimLost,
      `${side(claimant)} bu hamlede oynamak ya da almak niyetiyle bir taşa dokunmuştu: bu hamle için 9.2 ya da 9.3'e göre beraberlik isteme hakkını yitirdi. Sav incelenmez; dokunulan taş kuralı geçerlidir.`,
    );
    return true;
  }
  if (st.ed.claimLostBy === 'move' && st.turn.placed && claimant === st.turnPlayer()) {
    st.step(
      A.claimLost,
      `${side(claimant)} hamlesini tahtada yaptıktan sonra beraberlik istedi: o hamle için beraberlik isteme hakkını kaybetti.`,
    );
    return true;
  }
  return false;
}

/** 9.2: the position (on the board, or after the intended move) has appeared at least three times. */
function threefoldClaimCorrect(
  st: State,
  pos: Position,
  claimant: Color,
  onMove: boolean,
  { intended, intendedSan }: Omit<Intended, 'illegalIntended'>,
): boolean {
  const A = st.A;
  const art = intended ? A.threefoldIntended : A.threefoldNow;
  let key: string;
  if (intended) {
    const next = pos.clone();
    next.play(intended);
    key = positionKey(next);
  } else key = st.game.entries[st.game.entries.length - 1].key;
  const count = repetitionsForClaim(
    st.game.entries.map((e) => e.key),
    key,
    intended !== null,
  );
  const correct = onMove && count >= THREEFOLD;
  st.addSteps(identitySteps(st, key, intended ? 1 : 0, 3));
  const why = !onMove
    ? `Sav yalnızca hamlesi olan oyuncu tarafından ileri sürülebilir; sıra ${sideLoc(pos.turn)}.`
    : intended
      ? `${side(claimant)} notasyon kâğıdına ${intendedSan} yazıp bu hamleyi yapacağını bildirdi; bu hamleden sonraki konum ${count === 1 ? 'ilk kez' : `${count}. kez`} oluşacak${correct ? '' : ' (en az üç gerekir)'}.`
      : `Tahtadaki konum şimdiye kadar ${count} kez oluştu${correct ? '' : ' (en az üç gerekir)'}.`;
  st.step(art, why);
  return correct;
}

/** 9.3: the last 50 moves by each player (after the intended move) without a capture or a pawn move. */
function fiftyClaimCorrect(
  st: State,
  pos: Position,
  claimant: Color,
  onMove: boolean,
  { intended, intendedSan }: Omit<Intended, 'illegalIntended'>,
): boolean {
  const A = st.A;
  const art = intended ? A.fiftyIntended : A.fiftyNow;
  const half = halfmovesForClaim(pos, intended ?? undefined);
  const correct = onMove && half >= FIFTY_HALFMOVES;
  const moves = Math.floor(half / 2);
  const why = !onMove
    ? `Sav yalnızca hamlesi olan oyuncu tarafından ileri sürülebilir; sıra ${sideLoc(pos.turn)}.`
    : intended
      ? `${side(claimant)} notasyon kâğıdına ${intendedSan} yazıp bu hamleyi yapacağını bildirdi; bu hamleyle taş alınmadan ve piyon sürülmeden geçen yarım hamle sayısı ${half} olacak (${moves} hamle${correct ? '' : '; her oyuncu için 50 hamle, yani 100 yarım hamle gerekir'}).`
      : `Taş alınmadan ve piyon sürülmeden geçen yarım hamle sayısı ${half} (${moves} hamle${correct ? '' : '; her oyuncu için 50 hamle, yani 100 yarım hamle gerekir'}).`;
  st.step(art, why);
  return correct;
}

/**
 * 9.5.3 (2001: 9.5.b): an incorrect claim. The opponent's time (2018/2023: two minutes, one in
 * blitz; 2001: three minutes and the claimant's time cut), the game goes on; 9.1.2.3: the claim
 * is also an offer of a draw. `tail` / `tail2001` end the penalty step (what is played next).
 */
function penaliseIncorrectClaim(st: State, ev: DrawClaim, claimant: Color, tail: string, tail2001: string): void {
  const A = st.A;
  const opp = opposite(claimant);
  const claimantCut = st.ed.claimantCut;
  if (!claimantCut) {
    st.addPenalty(
      'claim',
      opp,
      A.claimWrong,
      (secs) => `Sav yanlış: hakem ${sideDat(opp)} ${duration(secs)} ek süre verir ve oyun devam eder.${tail}`,
    );
  } else {
    const secs = st.ed.penalty('claim', st.category, st.s.supervision).seconds;
    st.addClock(opp, secs, A.claimWrong);
    let cutText: string;
    if (st.time.clocks) {
      const left = st.time.clocks[claimant];
      const cut = claimantCut(left);
      st.addClock(claimant, cut, A.claimWrong);
      cutText =
        cut === 0
          ? ` ${sideGen(claimant)} kalan süresi bir dakika ya da daha az olduğu için süresine dokunulmaz.`
          : ` ${sideGen(claimant)} kalan süresi ${duration(left)} olduğu için ${duration(-cut)} düşülür.`;
    } else {
      cutText = ` İddia sahibinin süresi de kısaltılır, ama kalan süresi bilinmediği için kesinti hesaplanamadı.`;
      st.warn('9.5.b: iddia sahibinin kalan süresi ("clocks") verilmediği için süre kesintisi hesaplanamadı.');
    }
    st.step(A.claimWrong, `İddia yanlış: hakem ${sideDat(opp)} ${duration(secs)} ekler.${cutText}${tail2001}`);
  }
  // 9.1.2.3: the claim is also an offer of a draw.
  st.offer = { by: claimant, event: ev.index };
  st.step(A.claimIsOffer, `${sideGen(claimant)} beraberlik savı aynı zamanda bir beraberlik teklifidir; ${side(opp)} kabul edebilir.`);
}

/** An intended move written as squares ("d1f7") that is not a legal move. */
interface IllegalIntended {
  from: Square;
  to: Square;
  promotion: Role | undefined;
  text: string;
}

const SQUARES_RE = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

/** Reads an illegal intended move given by its squares: a piece of the claimant's on `from`. */
function readIllegalIntended(st: State, text: string, claimant: Color): IllegalIntended | null {
  const m = SQUARES_RE.exec(text.trim().toLowerCase());
  if (!m) return null;
  const from = parseSquare(m[1])!;
  const to = parseSquare(m[2])!;
  const piece = st.cur().pieceAt(from);
  if (!piece || piece.color !== claimant || from === to) return null;
  const promotion = m[3] ? PROMOTION_ROLES.find((r) => r[0] === m[3] || (m[3] === 'n' && r === 'knight')) : undefined;
  return { from, to, promotion, text: `${sqName(from)}-${sqName(to)}` };
}

/**
 * A claim based on an intended move that is illegal. The position after it cannot arise, so the
 * claim is incorrect (9.2.1 / 9.3.1) and penalised (9.5.3). The move "must be made in
 * accordance with Articles 3 and 4": being illegal it cannot be made, and the player has
 * committed himself to the pieces it names. We read that as touch-move: the declared piece, and
 * the opponent's piece on the target square if any, count as touched in that order (4.3.1–4.3.3,
 * 4.5 when none can be moved or captured) — the obligation the ruling reports. The text does not
 * spell this case out, so the ruling also says it is our reading.
 */
function illegalIntendedClaim(st: State, ev: DrawClaim, claimant: Color, kind: 'threefold' | 'fifty', ill: IllegalIntended): ClaimOutcome {
  const A = st.A;
  const pos = st.cur();
  const reason = illegalReason(pos, claimant, ill.from, ill.to, ill.promotion, A, history(st));
  const art = kind === 'threefold' ? A.threefoldIntended : A.fiftyIntended;
  st.step(
    art,
    `${side(claimant)} notasyon kâğıdına ${ill.text} hamlesini yazıp bu hamleyi yapacağını bildirdi; ama bu hamle bu konumda kural dışıdır, dolayısıyla savın dayandığı konum oluşamaz ve sav yanlıştır.`,
  );
  st.step(reason.article, reason.text);
  penaliseIncorrectClaim(
    st,
    ev,
    claimant,
    ` Niyet edilen hamle 3. ve 4. maddelere uygun biçimde yapılmalıdır; kural dışı olduğu için yapılamaz, bu nedenle oyuncu bildirdiği taşa dokunmuş sayılır (dokunulan taş kuralı).`,
    ` Oyun devam eder; niyet edilen hamle kural dışı olduğu için yapılamaz, oyuncu bildirdiği taşa dokunmuş sayılır (dokunulan taş kuralı).`,
  );
  const board = pos.toSetup().board;
  addTouch(st, ill.from, board[ill.from]!, true);
  const target = board[ill.to];
  if (target && target.color !== claimant) addTouch(st, ill.to, target, true);
  st.warn(
    `${ill.text} kural dışı bir niyet edilen hamle: ${A.claimWrong} hamlenin 3. ve 4. maddelere uygun yapılmasını ister; Kurallar bu durumu ayrıca düzenlemediği için bildirilen taş(lar) dokunulmuş sayıldı. Hakemin kararı hakeme aittir.`,
  );
  return { play: null };
}
