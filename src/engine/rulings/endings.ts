// Article 5 (and 9.6): how the game ends by what is on the board, by resignation and by
// agreement.
//
// 5.1.1 checkmate ends the game at once, provided the mating move was in accordance with
//       Article 3 and 4.2–4.7; whatever happens after (a flag falling) does not count
//       (MHK commentary on 5.1.1). 6.2.1.1: such a move is completed without pressing.
// 5.1.2 resignation ends the game at once.
// 5.2.1 stalemate, 5.2.2 dead position (neither player can checkmate by any series of legal
//       moves): the game ends at once.
// 5.2.3 agreement, provided both players have made at least one move; the offer (9.1.2.1)
//       stands until accepted, rejected orally, the opponent touches a piece to move or
//       capture it, or the game ends otherwise.
// 9.6.1 fivefold repetition (9.2.3 identity), 9.6.2 75 moves by each player without capture
//       or pawn move: drawn at once; a mate by the move completing the series stands.
// The older edition: 5.1.a, 5.1.b, 5.2.a, 5.2.b (and 9.6), 5.2.c (no minimum of moves);
// it has no automatic fivefold or 75-move rule.

import { requestDeclined } from './quickplay.ts';
import type { Color } from '../types.ts';
import { opposite } from '../types.ts';
import type { Position } from '../position.ts';
import { positionKey } from '../game.ts';
import type { ResultString, Step, TerminationKind } from './types.ts';
import type { State } from './state.ts';
import type { ArticleMap } from './editions.ts';
import { canWin, isDead as isDeadVerdict } from './unwinnable.ts';
import { boardEnding } from '../endings.ts';
import { isA44Illegal } from './board.ts';
import { side, sideGen, step } from './steps.ts';

export interface Ending {
  result: ResultString;
  termination: TerminationKind;
  article: string;
  steps: Step[];
}

const win = (c: Color): ResultString => (c === 'white' ? '1-0' : '0-1');

/**
 * Does the game end in `pos`, just reached by a legal move (or at the start)?
 * `reps` is how many times this position has now appeared (this one included).
 */
export function endingOf(st: State, pos: Position, reps: number, checkDead = true): Ending | null {
  const A = st.A;
  let undetermined = false;
  const isDead = (p: Position): boolean => {
    const d = isDeadVerdict(st.ctx.verdicts, p);
    undetermined = d === 'undetermined';
    return d === 'unwinnable';
  };
  // An illegal position left on the board (A.4.4) is no position to search for mates.
  const end = boardEnding(pos, reps, {
    fivefold: A.fivefold !== null,
    seventyFive: A.seventyFive !== null,
    isDead: checkDead && !isA44Illegal(pos) ? isDead : undefined,
  });
  if (undetermined) st.warn('Konumun ölü olup olmadığı belirlenemedi (arama sınırı); oyun sürüyor sayıldı.');
  if (!end) return null;
  return endingRuling(A, pos, end);
}

/**
 * The ruling of an ending found on the board: 5.1.1 checkmate (valid even on the 75th move, 9.6.2),
 * 5.2.1 stalemate, 9.6.2 seventy-five moves, 9.6.1 fivefold repetition (9.2.2 identity) and 5.2.2
 * dead position, in the edition's articles.
 */
function endingRuling(A: ArticleMap, pos: Position, end: NonNullable<ReturnType<typeof boardEnding>>): Ending {
  switch (end.termination) {
    case 'checkmate': {
      const winner = opposite(pos.turn);
      const steps = [step(A.checkmate, `${side(pos.turn)} mat oldu: ${side(winner)} kazanır ve oyun hemen sona erer.`)];
      if (end.mateOnSeventyFifth)
        steps.push(
          step(
            A.seventyFive!,
            'Mat, taş alınmadan ve piyon sürülmeden geçen 75 hamlelik serinin son hamlesiyle yapıldı; bu durumda mat geçerlidir.',
          ),
        );
      return { result: win(winner), termination: 'checkmate', article: A.checkmate, steps };
    }
    case 'stalemate':
      return {
        result: '1/2-1/2',
        termination: 'stalemate',
        article: A.stalemate,
        steps: [
          step(
            A.stalemate,
            `${side(pos.turn)} hamlede, şahı tehdit altında değil ve kurallara uygun bir hamlesi yok: pat, oyun berabere biter.`,
          ),
        ],
      };
    case 'seventy-five-moves':
      return {
        result: '1/2-1/2',
        termination: 'seventy-five-moves',
        article: A.seventyFive!,
        steps: [
          step(
            A.seventyFive!,
            'Her iki oyuncu da taş almadan ve piyon sürmeden 75 hamle tamamladı: oyun kendiliğinden berabere biter (sav gerekmez).',
          ),
        ],
      };
    case 'fivefold':
      return {
        result: '1/2-1/2',
        termination: 'fivefold',
        article: A.fivefold!,
        steps: [
          step(
            A.identity,
            'Konumlar; aynı oyuncu hamledeyken, aynı taşlar aynı karelerde ve olanaklı bütün hamleler (rok ve geçerken alma hakları dahil) aynıyken aynı sayılır.',
          ),
          step(A.fivefold!, 'Aynı konum beşinci kez oluştu: oyun kendiliğinden berabere biter (sav gerekmez).'),
        ],
      };
    case 'dead-position': {
      const steps = [
        step(
          A.deadPosition,
          'Hiçbir oyuncu kurallara uygun herhangi bir hamle dizisiyle rakip şahı mat edemez: ölü konum, oyun hemen berabere biter.',
        ),
      ];
      if (A.deadPositionAlso)
        steps.push(
          step(
            A.deadPositionAlso,
            'Eski metin bu kuralı ayrıca söyler: en kötü oyunla bile mat olanaksızsa oyun berabere biter ve hemen sona erer.',
          ),
        );
      return { result: '1/2-1/2', termination: 'dead-position', article: A.deadPosition, steps };
    }
  }
}

/** Checks the current position after a completed legal move; ends the game if it ends. */
export function checkEnding(st: State): boolean {
  if (st.over) return true;
  const pos = st.cur();
  const e = endingOf(st, pos, st.repetitions(st.game.entries[st.game.entries.length - 1].key));
  if (!e) return false;
  st.addSteps(e.steps);
  st.end(e.result, e.termination, e.article);
  return true;
}

/** The ending a move would cause, judged before it is committed (6.2.1.1, 5.1.1). */
export function endingAfter(st: State, after: Position): Ending | null {
  const key = positionKey(after);
  return endingOf(st, after, st.repetitions(key) + 1);
}

export function onResign(st: State, who: Color): void {
  const opp = opposite(who);
  // 5.1.2 (2023): the same test as 6.9 and 7.5.5 — can the opponent mate by any series of legal moves?
  if (st.ed.resignationUnwinnableDraw && canWin(st.ctx.verdicts, st.cur(), opp) === 'unwinnable') {
    st.end('1/2-1/2', 'resignation-unwinnable', st.A.resignation);
    st.ending.fen = st.cur().fen();
    st.step(
      st.A.resignation,
      `${side(who)} terk ettiğini bildirdi ve oyun hemen sona erer; ancak ${side(opp)} kurallara uygun hiçbir hamle dizisiyle ${sideGen(who)} şahını mat edemeyeceği için sonuç yenilgi değil, beraberliktir.`,
    );
    return;
  }
  st.end(win(opp), 'resignation', st.A.resignation);
  st.step(st.A.resignation, `${side(who)} terk ettiğini bildirdi: ${side(opp)} kazanır ve oyun hemen sona erer.`);
}

export function onOffer(st: State, by: Color, event: number): void {
  if (st.offer && st.offer.by !== by) {
    // An offer to a player who has one pending is in effect an acceptance; keep it simple
    // and record the newer offer.
    st.warn(`${side(by)} kendisine yapılmış bir teklif dururken teklif yaptı; "accept" olayı kullanılmalı.`);
  }
  st.offer = { by, event };
  st.step(
    st.A.offer,
    `${side(by)} beraberlik teklif etti. Teklif geri alınamaz; rakip kabul edene, sözlü reddedene, oynamak ya da almak niyetiyle bir taşa dokunana ya da oyun başka biçimde bitene kadar geçerlidir.`,
  );
}

export function onDecline(st: State, by: Color): void {
  if (!st.offer || st.offer.by === by) {
    st.warn(`${side(by)} için reddedilecek geçerli bir beraberlik teklifi yok.`);
    return;
  }
  st.offer = null;
  st.step(st.A.offer, `${side(by)} teklifi sözlü olarak reddetti; teklif geçerliliğini yitirdi ve oyun sürer.`);
  requestDeclined(st, by);
}

export function onAccept(st: State, by: Color): void {
  if (!st.offer || st.offer.by === by) {
    st.warn(`${side(by)} için kabul edilecek geçerli bir beraberlik teklifi yok; oyun sürer.`);
    return;
  }
  const made = st.movesMade();
  if (st.ed.agreementNeedsMoves && (made.white < 1 || made.black < 1)) {
    st.step(
      st.A.agreement,
      `Anlaşmalı beraberlik ancak her iki oyuncu da en az birer hamle yapmışsa geçerlidir; burada ${made.white < 1 ? 'Beyaz' : 'Siyah'} henüz hamle yapmadı. Anlaşma geçersiz, oyun sürer.`,
    );
    st.offer = null;
    return;
  }
  st.end('1/2-1/2', 'agreement', st.A.agreement);
  st.step(st.A.agreement, `${side(by)} rakibinin beraberlik teklifini kabul etti: oyun anlaşmayla berabere biter ve hemen sona erer.`);
}
