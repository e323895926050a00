// Each edition of the Laws as one data value: the article number of every rule the rulings
// apply, and the switches where the editions decide differently. Decision code asks the edition
// (`ed.penalty`, `ed.illegalMovesToLose`, `ed.partial?.illegal` …), never its name.
//
// The 2018 numbers are those of seed 002 (the text in force from 1 July 2017 with the
// 1 January 2018 changes). The older edition ("2001", seed 000) numbers its paragraphs
// "7.4. a)", "   b)" …; we write them "7.4.a", "7.4.b", and its appendices "B1", "C4".
// Where the older text has no counterpart, the entry is null and the module that decides
// the point says what follows (e.g. pressing the clock without a move is no illegal move
// there). Where it decides otherwise (third illegal move loses, 3 minutes and a time cut for
// a wrong claim, rapid 15–60 minutes), the module follows it.

import type { Category, Laws, Supervision } from './types.ts';

/** The article numbers of the quickplay finish in one edition. */
export interface QuickplayArticles {
  /** III.2.1: only where announced (null: part of the Laws, 2001). */
  announced: string | null;
  /** III.2.2: standard and rapid without increment only. */
  scope: string;
  /** III.1 / 10.1: what the quickplay finish is. */
  definition: string;
  /** III.3.1.1: both flags before the last period, the game goes on (2001: 6.12). */
  bothFlagsGoOn: string;
  /** III.3.1.2 / 10.3: both flags in the last period: drawn. */
  bothFlagsDraw: string;
  /** III.4 (null: no such request, 2001). */
  increment: string | null;
  /** III.5 / 10.2 and its paragraphs. */
  claim: string;
  claimDraw: string;
  claimPostpone: string;
  claimReject: string;
  /** What excludes the claim from blitz (III.2.2; 2001 C5). */
  blitz: string;
}

export const QUICKPLAY_2018: QuickplayArticles = {
  announced: 'III.2.1',
  scope: 'III.2.2',
  definition: 'III.1',
  bothFlagsGoOn: 'III.3.1.1',
  bothFlagsDraw: 'III.3.1.2',
  increment: 'III.4',
  claim: 'III.5',
  claimDraw: 'III.5.1',
  claimPostpone: 'III.5.2',
  claimReject: 'III.5.3',
  blitz: 'III.2.2',
};

export const QUICKPLAY_2001: QuickplayArticles = {
  announced: null,
  scope: '10.1',
  definition: '10.1',
  bothFlagsGoOn: '6.12',
  bothFlagsDraw: '10.3',
  increment: null,
  claim: '10.2',
  claimDraw: '10.2.a',
  claimPostpone: '10.2.b',
  claimReject: '10.2.c',
  blitz: 'C5',
};

/**
 * Chess960 castling (Guidelines II.3; the same numbers in 2018 and 2023, which both carry the
 * Guidelines): once per game (II.3.1), the four methods (II.3.2.1–II.3.2.4), the empty squares
 * (II.3.2.7.4).
 */
export const GUIDELINES_960 = {
  once: 'II.3.1',
  doubleMove: 'II.3.2.1',
  exchange: 'II.3.2.2',
  kingOnly: 'II.3.2.3',
  rookOnly: 'II.3.2.4',
  announce: 'II.3.2.7.1',
  emptySquares: 'II.3.2.7.4',
  emptyText:
    "Chess960'ta şahın başlangıç ve varış kareleri arasındaki bütün kareler ile kalenin başlangıç ve varış kareleri arasındaki bütün kareler (varış kareleri dahil), rok yapan şah ve kale dışında boş olmalıdır.",
} as const;

/** Adjourned games: the sealed move (2018/2023 Guidelines I; 2001 Appendix A). */
export interface SealedArticles {
  seal: string; // I.1.1
  open: string; // I.9.1
  lost: string; // I.8 (except in the cases of Articles 5, 6.9, 9.6)
  ambiguous: string; // I.8.1
  unreadable: string; // I.8.2
  illegal: string; // I.8.3
  /** Appendix C (algebraic notation): long form C.8, two men C.10, own letters C.3; null in 2001. */
  notation: { long: string; twoMen: string; letters: string; promotion: string } | null;
}

export interface ArticleMap {
  // Article 3 (why a move is illegal)
  ownPieceOnTarget: string; // 3.1
  bishop: string; // 3.2
  rook: string; // 3.3
  queen: string; // 3.4
  blocked: string; // 3.5
  knight: string; // 3.6
  pawnPush: string; // 3.7.1
  pawnDouble: string; // 3.7.2
  pawnCapture: string; // 3.7.3
  pawnEpDoubleStep: string; // 3.7.4.1 (the pawn beside came by a double step)
  pawnEpAtOnce: string; // 3.7.4.2 (only on the move right after that double step)
  pawn: string; // 3.7
  promotion: string; // 3.7.5.1
  king: string; // 3.8.1
  castling: string; // 3.8.2 (what castling is: with the rook on its square, made with both)
  castlingLost: string; // 3.8.2.1 (king or rook has moved, which one unknown)
  castlingKingMoved: string; // 3.8.2.1.1
  castlingRookMoved: string; // 3.8.2.1.2
  castlingPrevented: string; // 3.8.2.2.1 (attacked squares)
  castlingBlocked: string; // 3.8.2.2.2
  kingExposed: string; // 3.9.2
  opponentsPiece: string; // 1.1 (the players move their own pieces)
  outOfTurn: string; // 1.2 (the players move alternately)
  // Article 4
  oneHand: string; // 4.1
  adjust: string; // 4.2.1
  accidental: string; // 4.2.2
  touchOwn: string; // 4.3.1
  touchOpp: string; // 4.3.2
  touchBoth: string; // 4.3.3
  kingAndRook: string; // 4.4.1
  rookThenKing: string; // 4.4.2
  castleIllegal: string; // 4.4.3
  promotionChoice: string | null; // 4.4.4
  noTouchedCanMove: string; // 4.5
  promotionOrder: string | null; // 4.6.2
  moveMade: string; // 4.7
  captureMade: string | null; // 4.7.1
  castleMade: string | null; // 4.7.2
  promotionMade: string | null; // 4.7.3
  claimLostByTouch: string; // 4.8
  // Article 5
  checkmate: string; // 5.1.1
  resignation: string; // 5.1.2
  stalemate: string; // 5.2.1
  deadPosition: string; // 5.2.2
  deadPositionAlso: string | null; // 2001: 9.6 says it again
  agreement: string; // 5.2.3
  // Article 6
  moveCompleted: string; // 6.2.1
  timeControl: string; // 6.3.1 (the prescribed moves in the allotted time)
  flagCheck: string; // 6.4 (when a flag falls, 6.3.1 is checked)
  periodCarry: string; // 6.3.2 (unused time carries into the next period; increment, delay)
  flagFallen: string; // 6.8
  flagLoss: string; // 6.9
  clockSetting: string; // 6.10.2 (a wrong setting found during the game; 2001: 6.11, a defective clock)
  clockDefectMhk: string; // 6.10.1 (MHK: a flag fallen on a wrongly set clock does not end the game)
  // Article 8
  recordingDuty: string; // 8.1.1 (each player records his moves)
  recordingExempt: string; // 8.4 (under five minutes, increment under 30 s: not for the rest of the period)
  recordingNeither: string; // 8.5.1 (neither records: after a flag the scoresheets are updated)
  recordingOne: string; // 8.5.2 (one does not: he updates his before moving)
  recordingRebuild: string | null; // 8.5.3 (no complete scoresheet: the game is reconstructed)
  recordingQuick: string; // A.2 (rapid and blitz: recording is not required); 2001: B3
  bothFlags: string | null; // 2001: 6.12
  // Article 7
  wrongInitial: string; // 7.2.1 (new game)
  boardPlacement: string; // 7.2.2 (position transferred to a correctly placed board)
  coloursReversed: string; // 7.3 (before 10 moves each: new game; after: the game goes on)
  illegalRestore: string; // 7.5.1
  unpromoted: string | null; // 7.5.2
  pressWithoutMove: string | null; // 7.5.3
  twoHands: string | null; // 7.5.4
  illegalPenalty: string; // 7.5.5
  // Displaced pieces (2001: the three sentences of 7.3, then 7.5 and 6.14)
  displacedRestore: string; // 7.4.1 (the player puts them back in his own time)
  displacedAssist: string; // 7.4.2 (stop the clock, ask the arbiter)
  displacedPenalty: string; // 7.4.3 (the arbiter may penalise)
  displacedFound: string; // 7.6 (found: the position before the irregularity)
  restoreClocks: string; // 7.1 (the arbiter sets the clocks); 2001: 6.14
  // Article 9
  offer: string; // 9.1.2.1
  claimIsOffer: string; // 9.1.2.3
  threefoldIntended: string; // 9.2.1.1
  threefoldNow: string; // 9.2.1.2
  identity: string; // 9.2.2
  identityEp: string; // 9.2.2.1
  identityCastling: string; // 9.2.2.2
  fiftyIntended: string; // 9.3.1
  fiftyNow: string; // 9.3.2
  claimLost: string; // 9.4
  claimCorrect: string; // 9.5.2
  claimWrong: string; // 9.5.3
  fivefold: string | null; // 9.6.1
  seventyFive: string | null; // 9.6.2
}

/** 3.1–3.6 have the same numbers in every edition. */
const ARTICLE_3_MOVES = {
  ownPieceOnTarget: '3.1',
  bishop: '3.2',
  rook: '3.3',
  queen: '3.4',
  blocked: '3.5',
  knight: '3.6',
} as const;

const ARTICLES_2018: ArticleMap = {
  ...ARTICLE_3_MOVES,
  pawnPush: '3.7.1',
  pawnDouble: '3.7.2',
  pawnCapture: '3.7.3',
  pawnEpDoubleStep: '3.7.4.1',
  pawnEpAtOnce: '3.7.4.2',
  pawn: '3.7',
  promotion: '3.7.5.1',
  king: '3.8.1',
  castling: '3.8.2',
  castlingLost: '3.8.2.1',
  castlingKingMoved: '3.8.2.1.1',
  castlingRookMoved: '3.8.2.1.2',
  castlingPrevented: '3.8.2.2.1',
  castlingBlocked: '3.8.2.2.2',
  kingExposed: '3.9.2',
  // 1.1: "two opponents moving their pieces"; 1.2: "the players move alternately". Article 3
  // (and 3.10.2, which only names a move breaking 3.1–3.9 illegal) says nothing about whose
  // piece is moved.
  opponentsPiece: '1.1',
  outOfTurn: '1.2',
  oneHand: '4.1',
  adjust: '4.2.1',
  accidental: '4.2.2',
  touchOwn: '4.3.1',
  touchOpp: '4.3.2',
  touchBoth: '4.3.3',
  kingAndRook: '4.4.1',
  rookThenKing: '4.4.2',
  castleIllegal: '4.4.3',
  promotionChoice: '4.4.4',
  noTouchedCanMove: '4.5',
  promotionOrder: '4.6.2',
  moveMade: '4.7',
  captureMade: '4.7.1',
  castleMade: '4.7.2',
  promotionMade: '4.7.3',
  claimLostByTouch: '4.8',
  checkmate: '5.1.1',
  resignation: '5.1.2',
  stalemate: '5.2.1',
  deadPosition: '5.2.2',
  deadPositionAlso: null,
  agreement: '5.2.3',
  moveCompleted: '6.2.1',
  timeControl: '6.3.1',
  flagCheck: '6.4',
  periodCarry: '6.3.2',
  flagFallen: '6.8',
  flagLoss: '6.9',
  clockSetting: '6.10.2',
  clockDefectMhk: '6.10.1',
  recordingDuty: '8.1.1',
  recordingExempt: '8.4',
  recordingNeither: '8.5.1',
  recordingOne: '8.5.2',
  recordingRebuild: '8.5.3',
  recordingQuick: 'A.2',
  bothFlags: null,
  wrongInitial: '7.2.1',
  boardPlacement: '7.2.2',
  coloursReversed: '7.3',
  illegalRestore: '7.5.1',
  unpromoted: '7.5.2',
  pressWithoutMove: '7.5.3',
  twoHands: '7.5.4',
  illegalPenalty: '7.5.5',
  displacedRestore: '7.4.1',
  displacedAssist: '7.4.2',
  displacedPenalty: '7.4.3',
  displacedFound: '7.6',
  restoreClocks: '7.1',
  offer: '9.1.2.1',
  claimIsOffer: '9.1.2.3',
  threefoldIntended: '9.2.1.1',
  threefoldNow: '9.2.1.2',
  identity: '9.2.2',
  identityEp: '9.2.2.1',
  identityCastling: '9.2.2.2',
  fiftyIntended: '9.3.1',
  fiftyNow: '9.3.2',
  claimLost: '9.4',
  claimCorrect: '9.5.2',
  claimWrong: '9.5.3',
  fivefold: '9.6.1',
  seventyFive: '9.6.2',
};

// The 2023 numbers (the English text; verbatim quotations in the Arbiters' Manual 2025, p. 32, and
// five transcriptions of Article 3): en passant and promotion (2018 3.7.4.x, 3.7.5.x) are 3.7.3.1–3.7.3.5;
// the repetition block moved up one level: 2018 9.2.1 (the claim) is 9.2, 9.2.1.1/9.2.1.2 are
// 9.2.1/9.2.2, and the identity of positions 9.2.2 (9.2.2.1, 9.2.2.2) is 9.2.3 (9.2.3.1, 9.2.3.2).
const ARTICLES_2023: ArticleMap = {
  ...ARTICLES_2018,
  pawnEpDoubleStep: '3.7.3.1',
  pawnEpAtOnce: '3.7.3.2',
  promotion: '3.7.3.3',
  threefoldIntended: '9.2.1',
  threefoldNow: '9.2.2',
  identity: '9.2.3',
  identityEp: '9.2.3.1',
  identityCastling: '9.2.3.2',
};

// Seed 000: 3.1–3.8 (3.7 a–e, 3.8 a–b), 4.1–4.8, 5.1 a–b, 5.2 a–e, 6.8 a–d, 6.9, 6.10,
// 6.12, 6.14, 7.3, 7.4 a–b, 7.5, 9.1–9.6, appendices B (rapid) and C (blitz).
const ARTICLES_2001: ArticleMap = {
  ...ARTICLE_3_MOVES,
  pawnPush: '3.7.a',
  pawnDouble: '3.7.b',
  pawnCapture: '3.7.c',
  // 3.7.d says both: a double step, and only at once.
  pawnEpDoubleStep: '3.7.d',
  pawnEpAtOnce: '3.7.d',
  pawn: '3.7',
  promotion: '3.7.e',
  king: '3.8.a',
  castling: '3.8.b',
  // 3.8.b "1)" (lost: king or rook has moved, two dashes) and "2)" (prevented: attacked
  // squares, a piece between); the site numbers them 3.8.b.1 and 3.8.b.2.
  castlingLost: '3.8.b.1',
  castlingKingMoved: '3.8.b.1',
  castlingRookMoved: '3.8.b.1',
  castlingPrevented: '3.8.b.2',
  castlingBlocked: '3.8.b.2',
  // "Oyuncular şahlarını tehdit altında bırakacak hamle yapamazlar" closes the second
  // paragraph labelled "b)" in 3.8 (check); the site gives it the next free letter, 3.8.c.
  kingExposed: '3.8.c',
  // The older text has no 3.10; moving out of turn or the opponent's men breaks 1.1.
  opponentsPiece: '1.1',
  outOfTurn: '1.1',
  oneHand: '4.1',
  adjust: '4.2',
  // 4.3 binds only a deliberate ("bilerek") touch.
  accidental: '4.3',
  touchOwn: '4.3.a',
  touchOpp: '4.3.a',
  touchBoth: '4.3.b',
  kingAndRook: '4.4.a',
  rookThenKing: '4.4.b',
  castleIllegal: '4.5',
  promotionChoice: null,
  noTouchedCanMove: '4.6',
  promotionOrder: null,
  moveMade: '4.8',
  captureMade: null,
  castleMade: null,
  promotionMade: null,
  claimLostByTouch: '4.7',
  checkmate: '5.1.a',
  resignation: '5.1.b',
  stalemate: '5.2.a',
  deadPosition: '5.2.b',
  deadPositionAlso: '9.6',
  agreement: '5.2.c',
  moveCompleted: '6.8.a',
  timeControl: '6.2.a',
  flagCheck: '6.3',
  periodCarry: '6.2.a',
  flagFallen: '6.9',
  flagLoss: '6.10',
  clockSetting: '6.11',
  clockDefectMhk: '6.11',
  recordingDuty: '8.1',
  recordingExempt: '8.4',
  recordingNeither: '8.5.a',
  recordingOne: '8.5.b',
  recordingRebuild: null,
  recordingQuick: 'B3',
  bothFlags: '6.12',
  wrongInitial: '7.1.a',
  boardPlacement: '7.1.b',
  coloursReversed: '7.2',
  illegalRestore: '7.4.a',
  unpromoted: null,
  pressWithoutMove: null,
  twoHands: null,
  illegalPenalty: '7.4.b',
  // 7.3 holds in one paragraph what 2018 splits into 7.4.1–7.4.3; 7.5 is 2018's 7.6 and sends
  // the clocks to 6.14 (2018: 7.1).
  displacedRestore: '7.3',
  displacedAssist: '7.3',
  displacedPenalty: '7.3',
  displacedFound: '7.5',
  restoreClocks: '6.14',
  offer: '9.1',
  claimIsOffer: '9.1',
  threefoldIntended: '9.2.a',
  threefoldNow: '9.2.b',
  // The closing paragraph of 9.2 ("(a) ve (b)'deki konumlar …") says both.
  identity: '9.2',
  identityEp: '9.2',
  identityCastling: '9.2',
  fiftyIntended: '9.3.a',
  fiftyNow: '9.3.b',
  claimLost: '9.4',
  claimCorrect: '9.5.a',
  claimWrong: '9.5.b',
  fivefold: null,
  seventyFive: null,
};

/** The articles of rapid and blitz without full supervision (2018 A.4/B.4). */
export interface PartialSupervision {
  /** Illegal move: only before the opponent's next move (A.4.2). */
  illegal: string;
  /** Win-on-time claim; a draw if the claimant cannot mate (A.4.3). */
  timeClaim: string;
  /** Both kings in check or an unpromoted pawn: wait one move (A.4.4). */
  position: string;
  /** The arbiter calls a flag fall (A.4.5). */
  arbiterFlag: string;
  /** Blitz without full supervision goes by the rapid rules (B.4). */
  blitz: { article: string; text: string };
  /** After ten moves each: no claim about the set-up; a misplaced king or rook cannot castle (A.4.1.2). */
  setupClosed: string;
}

/** The older edition's rapid and blitz (Appendices B and C of seed 000). */
export interface OldQuickplay {
  /** Touch-move in rapid only on a player's request (B5). */
  touchMoveOnRequest: string;
  /** Rapid: the flag counts only on a valid claim (B6), the claimant's own flag standing (B7), both down: draw (B8). */
  flagOnClaim: string;
  claimantFlag: string;
  bothFlagsDraw: string;
  /** Rapid/blitz: after three moves each no claim about the set-up or the clocks (B4). */
  setupClosed: string;
  /** Blitz: the opponent claims the win for an illegal move before his own move (C3); mating potential (C4). */
  illegalClaim: string;
  matingPotential: string;
}

/** A penalty that depends on the category, with the article that sets it when not the main one. */
export interface Penalty {
  seconds: number;
  /** Steps citing the rules that change the main article's time (2018 B.2; 2023 A.3), if any. */
  notes?: { article: string; text: string }[];
  /** What the time rests on when the Laws leave it open (2023 blitz with an arbiter per game). */
  warning?: { article: string; note: string };
}

export interface Edition {
  id: Laws;
  A: ArticleMap;
  /** A.1/B.1: the minutes that decide the category count 60 × increment (2001: the fixed time only). */
  countsIncrement: boolean;
  /** The category for those minutes. */
  categoryOf(minutes: number): Category;
  /** Time added to the opponent for a completed illegal move (7.5.5) and an incorrect claim (9.5.3). */
  penalty(kind: 'illegal' | 'claim', category: Category, supervision: Supervision): Penalty;
  /** The completed illegal move that loses: the second (7.5.5) or the third (2001 7.4.b). */
  illegalMovesToLose: number;
  /** 7.5.5: a draw instead of the loss when the opponent cannot mate (2001: no exception). */
  illegalLossUnwinnableDraw: boolean;
  /** 5.1.2 (2023): resigning when the opponent cannot mate by any series of legal moves is a draw. */
  resignationUnwinnableDraw: boolean;
  /** 2001 9.5.b: the incorrect claimant's time cut (seconds, ≤ 0), or null. */
  claimantCut: ((remaining: number) => number) | null;
  /** 9.4: the right to claim is lost by touching a piece (2018) or by making the move (2001). */
  claimLostBy: 'touch' | 'move';
  /** 5.2.3: agreement needs a move by each player (2018). */
  agreementNeedsMoves: boolean;
  /** A.3/A.4 and B.3/B.4 (2018): the rules without full supervision; null: no such distinction. */
  partial: PartialSupervision | null;
  /** The older rapid/blitz appendices; null in 2018. */
  oldQuickplay: OldQuickplay | null;
  /** The clock verb of the text: the 2023 Laws pause the clock where the earlier texts stopped it (6.2.2, 6.11, 7.4.2 …). */
  pausesClock: boolean;
  /** 6.2.2 names the time between move and press (2018); the older text only 6.8.a. */
  timeBetweenMoveAndPress: string;
  /** 7.5.1 names 4.3 and 4.7 for the replacement move (2001 7.4.a: 4.3). */
  replacementArticles: string;
  /** 7.1 (clocks after going back) in the words of the edition. */
  restoreClocksText: string;
  /** Games without increment and the quickplay finish (Guidelines III; 2001 Article 10). */
  quickplay: QuickplayArticles;
  /** Adjourned games (Guidelines I; 2001 Appendix A). */
  sealed: SealedArticles;
}

/** Illegal moves are put right only on a claim or the arbiter's intervention (A.4.2, 2001 C3). */
export function claimMode(ed: Edition, category: Category, supervision: Supervision): boolean {
  if (category === 'standard') return false;
  if (ed.partial) return supervision === 'partial';
  return ed.oldQuickplay !== null && category === 'blitz';
}

const EDITION_2018: Edition = {
  id: '2018',
  A: ARTICLES_2018,
  countsIncrement: true,
  // B.1: "10 minutes or less"; A.1: "more than 10 but less than 60".
  categoryOf: (t) => (t <= 10 ? 'blitz' : t < 60 ? 'rapid' : 'standard'),
  // 7.5.5 / 9.5.3: two minutes; B.2: one minute in blitz.
  penalty: (_kind, category) =>
    category === 'blitz'
      ? {
          seconds: 60,
          notes: [{ article: 'B.2', text: 'Yıldırımda 7. ve 9. maddelerdeki iki dakikalık cezalar bir dakika olarak uygulanır.' }],
        }
      : { seconds: 120 },
  illegalMovesToLose: 2,
  illegalLossUnwinnableDraw: true,
  resignationUnwinnableDraw: false,
  claimantCut: null,
  claimLostBy: 'touch',
  agreementNeedsMoves: true,
  partial: {
    illegal: 'A.4.2',
    timeClaim: 'A.4.3',
    position: 'A.4.4',
    arbiterFlag: 'A.4.5',
    setupClosed: 'A.4.1.2',
    blitz: {
      article: 'B.4',
      text: 'Tam gözetim yok (bir hakem tek oyunu izlemiyor): yıldırımda da hızlı satrancın A.4 kuralları uygulanır.',
    },
  },
  oldQuickplay: null,
  pausesClock: false,
  timeBetweenMoveAndPress: '6.2.2',
  replacementArticles: '(4.3, 4.7)',
  restoreClocksText:
    'Taşlar önceki bir konuma döndürüldüğü için hakem saatlerin göstereceği süreleri en doğru değerlendirmesiyle belirler; süreleri değiştirmemeye de karar verebilir, gerekirse saatin hamle sayacını da ayarlar. Metin burada belirli bir süre öngörmediği için bu karar saatlere bir düzeltme eklemez.',
  quickplay: QUICKPLAY_2018,
  sealed: {
    seal: 'I.1.1',
    open: 'I.9.1',
    lost: 'I.8',
    ambiguous: 'I.8.1',
    unreadable: 'I.8.2',
    illegal: 'I.8.3',
    notation: { long: 'C.8', twoMen: 'C.10', letters: 'C.3', promotion: 'C.11' },
  },
};

const EDITION_2001: Edition = {
  id: '2001',
  A: ARTICLES_2001,
  // C1: "less than 15 minutes"; B1: "between 15 and 60 minutes" (both ends rapid).
  countsIncrement: false,
  categoryOf: (t) => (t < 15 ? 'blitz' : t <= 60 ? 'rapid' : 'standard'),
  // 9.5.b: three minutes; 7.4.b: two.
  penalty: (kind) => ({ seconds: kind === 'claim' ? 180 : 120 }),
  illegalMovesToLose: 3,
  illegalLossUnwinnableDraw: false,
  resignationUnwinnableDraw: false,
  claimantCut: claimantCut2001,
  claimLostBy: 'move',
  agreementNeedsMoves: false,
  partial: null,
  oldQuickplay: {
    touchMoveOnRequest: 'B5',
    setupClosed: 'B4',
    flagOnClaim: 'B6',
    claimantFlag: 'B7',
    bothFlagsDraw: 'B8',
    illegalClaim: 'C3',
    matingPotential: 'C4',
  },
  pausesClock: false,
  timeBetweenMoveAndPress: '6.8.a',
  replacementArticles: '(4.3)',
  restoreClocksText:
    'Taşlar önceki bir konuma döndürüldüğü için hakem süreleri en iyi kanaatine göre ayarlar, gerekirse saatin hamle sayacını da düzeltir. Metin burada belirli bir süre öngörmediği için bu karar saatlere bir düzeltme eklemez.',
  quickplay: QUICKPLAY_2001,
  sealed: { seal: 'A1.a', open: 'A9.1', lost: 'A8', ambiguous: 'A8.1', unreadable: 'A8.2', illegal: 'A8.3', notation: null },
};

// The 2023 edition (in force since 1 January 2023; facts: ../shared/facts/laws-2023.md). Articles
// 1–12 keep their 2018 numbers for every rule the rulings apply but the repetition block of 9.2
// (ARTICLES_2023); Appendices A and B are renumbered (A.4 → A.5, B.4 → B.3 …). What it decides differently: one minute for the penalties
// of Articles 7 and 9 in every rapid game (new A.3), blitz without an arbiter per game through
// B.3 → A.3, and 5.1.2 (resigning against an opponent who cannot mate is a draw).
const A3_STEP = {
  article: 'A.3',
  text: 'Hızlı satrançta 7. ve 9. maddelerdeki iki dakikalık cezaların yerine bir dakika uygulanır (gözetim ne olursa olsun).',
};
// Blitz without an arbiter per game: B.3 brings A.2, A.3 and A.5 in; cited on every path that applies A.3.
const B3_STEP = { article: 'B.3', text: 'Her oyuna bir hakem düşmüyor: yıldırımda da A.2, A.3 ve A.5 kuralları uygulanır.' };
const A3_BLITZ_STEP = {
  article: 'A.3',
  text: 'B.3 yoluyla bu yıldırım oyununda da A.3 uygulanır: 7. ve 9. maddelerdeki iki dakikalık cezaların yerine bir dakika.',
};
const EDITION_2023: Edition = {
  ...EDITION_2018,
  id: '2023',
  A: ARTICLES_2023,
  penalty: (_kind, category, supervision) => {
    if (category === 'rapid') return { seconds: 60, notes: [A3_STEP] };
    if (category !== 'blitz') return { seconds: 120 };
    // B.3 (no arbiter per game): A.2, A.3 and A.5 apply. B.2 (an arbiter per game): the
    // Competitive Rules, which do not import A.3; the Arbiters' Manual still speaks of one minute.
    if (supervision === 'partial') return { seconds: 60, notes: [B3_STEP, A3_BLITZ_STEP] };
    return {
      seconds: 60,
      notes: [
        {
          article: 'B.2',
          text: "Her oyuna bir hakemin düştüğü yıldırımda Yarışma Kuralları uygulanır; metin A.3'ü buraya açıkça taşımaz. Site, Hakemler El Kitabı'nın yıldırım için verdiği bir dakikayı uygular.",
        },
      ],
      warning: {
        article: 'B.2',
        note: "Tartışmalı nokta. Sitenin izlediği okuma bir dakikadır: Hakemler El Kitabı yıldırımda cezayı bir dakika sayar. Metnin harfine göre ise her oyuna bir hakemin düştüğü yıldırımda (B.2) Yarışma Kuralları uygulanır ve A.3'ün bir dakikası yalnızca B.3'teki yıldırıma taşınır: bu okumayla ceza Madde 7.5.5'in iki dakikasıdır.",
      },
    };
  },
  resignationUnwinnableDraw: true,
  pausesClock: true,
  partial: {
    illegal: 'A.5.2',
    timeClaim: 'A.5.3',
    position: 'A.5.4',
    arbiterFlag: 'A.5.5',
    setupClosed: 'A.5.1.2',
    blitz: B3_STEP,
  },
};

export const EDITIONS: Record<Laws, Edition> = { '2023': EDITION_2023, '2018': EDITION_2018, '2001': EDITION_2001 };

/** The edition in force, and the default of a scenario that names none. */
export const EDITION_IN_FORCE: Laws = '2023';

export function edition(laws: Laws): Edition {
  return EDITIONS[laws];
}

/** Article numbers of an edition. */
export function articles(laws: Laws): ArticleMap {
  return EDITIONS[laws].A;
}

/**
 * 9.5.b (2001): the wrong claimant's time. More than two minutes: halved, but by at most
 * three minutes; more than one and less than two: set to one minute; less than one: unchanged.
 * Returns the (non-positive) change in seconds.
 */
export function claimantCut2001(remaining: number): number {
  if (remaining > 120) return -Math.min(remaining / 2, 180);
  if (remaining > 60) return -(remaining - 60);
  return 0;
}
