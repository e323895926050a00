// The published blueprint of the mock exam: how many of the 40 questions each part of the Laws gets
// and how many of each difficulty. It is data, shown as a table on /sinav/ and on the exam's intro
// (components/quiz/Blueprint.tsx), and the draw (exam.ts) follows it exactly whenever the bank
// allows. Pure; browser-safe.

export type Difficulty = 1 | 2 | 3;

export interface ExamBlueprint {
  /** Questions in a paper. */
  size: number;
  /** Questions per article group ("1" … "12", "A", "B", "EB" tie-breaks and ratings, "ES" pairings, "TK" team competitions, "NR" title norms); they add up to `size`. */
  groups: Readonly<Record<string, number>>;
  /** Questions per difficulty (1 basic recall, 2 application, 3 the traps arbiters miss); they add up to `size`. */
  difficulty: Readonly<Record<Difficulty, number>>;
}

/**
 * Weight of each part of the Laws in the paper: how much an arbiter needs it at the board.
 *
 * - 7 Irregularities (5): illegal moves, 7.5.5 penalties and the draw exception, restoring positions;
 *   the commonest arbiter intervention and the commonest exam trap.
 * - 4 Touch-move (3), 6 the chess clock (4: flag fall, 6.9 with mating material, time penalties),
 *   9 drawn games (3: claims, 9.2.3 identity, 50/75 moves, fivefold), A rapid (4) and B blitz (4):
 *   most tournaments an arbiter runs are rapid or blitz, and A.1/B.1 boundaries, A.5 (2018 A.4) are asked every time.
 * - 3 Moves of the pieces (2): castling, en passant and promotion decide many rulings.
 * - 5 Completion (1), 8 Recording the moves (1), 11 Conduct of the players (1: mobile phones,
 *   the playing venue), 12 Role of the arbiter (2).
 * - 1 Nature and objectives, 2 Initial position, 10 Points (1 each): basic knowledge.
 * - EB tie-breaks and ratings (2: FIDE C.07 and B.02, taught and examined at arbiter seminars); its two
 *   places come from 3 and 8.
 * - ES pairings (2: FIDE C.04.1, C.04.3 Dutch system, C.05 Berger tables; the pairing is the arbiter's
 *   own work at every Swiss event and the seminars examine it; the largest exam topic after the Laws); its two
 *   places come from 9 and 11.
 * - NR title norms (2: FIDE B.01 1.4; the chief arbiter certifies norms, and the seminars examine the
 *   rating floor, the average and the federation mix); its two places come from 3 and 5.
 * - TK team competitions (1: match and game points and the team tie-breaks the event's regulations choose,
 *   C.07 2.1, 4.1; arbiters run league and club team events); its place comes from 4, whose touch-move
 *   rulings the whole-ruling questions of 7 and A also exercise.
 *
 * Difficulty: 12 basic (30%), 18 application (45%), 10 traps (25%): a candidate who only knows the
 * text by heart does not pass (80% needs 32), one who applies it does.
 */
export const EXAM_BLUEPRINT: ExamBlueprint = {
  size: 40,
  groups: {
    '1': 1,
    '2': 1,
    '3': 2,
    '4': 3,
    '5': 1,
    '6': 4,
    '7': 5,
    '8': 1,
    '9': 3,
    '10': 1,
    '11': 1,
    '12': 2,
    A: 4,
    B: 4,
    EB: 2,
    ES: 2,
    TK: 1,
    NR: 2,
  },
  difficulty: { 1: 12, 2: 18, 3: 10 },
};

export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3];

export const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  1: 'Temel bilgi',
  2: 'Uygulama',
  3: 'Hakemlerin sık kaçırdığı ayrıntılar',
};

/** Problems of a blueprint (its counts must add up to its size), in Turkish; [] when sound. */
export function blueprintProblems(b: ExamBlueprint): string[] {
  const out: string[] = [];
  const sum = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((a, x) => a + x, 0);
  if (sum(b.groups) !== b.size) out.push(`maddelerin soru sayılarının toplamı ${sum(b.groups)}, sınav ${b.size} soru`);
  if (sum(b.difficulty) !== b.size) out.push(`zorluk düzeylerinin soru sayılarının toplamı ${sum(b.difficulty)}, sınav ${b.size} soru`);
  for (const [k, v] of [...Object.entries(b.groups), ...Object.entries(b.difficulty)])
    if (!Number.isInteger(v) || v < 0) out.push(`${k}: ${v} geçerli bir soru sayısı değil`);
  return out;
}
