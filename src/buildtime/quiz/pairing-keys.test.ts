// Pairing questions (quizzes/eslendirme.json, field `pairing`): the schema reads the field (a missing
// field or a bad TRF line is named), and the build's key check contradicts a wrong key. The expected
// values below were worked out by hand from C.04.3 and C.05 Annex 1, not taken from the engine.
import { describe, expect, it } from 'vitest';
import { checkComputedKeys } from './keys.ts';
import { loadBanks, validateQuestion } from './schema.ts';
import { formatProblem, type Question } from '../../browser/quiz/types.ts';
import { toClientQuestion } from '../../browser/quiz/present.ts';
import { numberLabel, permalinkOf, primaryGroup } from '../../browser/quiz/groups.ts';
import { pairingChoiceValue } from '../../browser/quiz/pairing-keys.ts';
import { playerLine } from '../../trf/write.ts';

const line = (id: number, name: string, rating: number, points: number, round?: [number, 'w' | 'b', string]) =>
  playerLine({
    id,
    name,
    rating,
    points,
    rounds: round ? [{ round: 1, column: 92, opponent: round[0], colour: round[1], result: round[2] }] : [],
  });

// Round 1 of four players, XXC white1: S1 = {1, 2}, S2 = {3, 4}; board 1: 1 – 3 (E.5: 1 is odd, takes
// the initial colour, white); board 2: 2 against 4, 2 is even so takes the other colour: 4 – 2.
const trf = [line(1, 'Ada', 1900, 0), line(2, 'Bora', 1800, 0), line(3, 'Can', 1700, 0), line(4, 'Dora', 1600, 0), 'XXR 3', 'XXC white1'];

const base = {
  id: 'eslendirme-001',
  articles: ['C.04.3 5.2.5', 'C.04.3 1.2'],
  edition: '2023',
  editions: ['2023', '2018'],
  type: 'single',
  difficulty: 1,
  text: 'Dört oyunculu turnuvanın 1. turunda 2. masada kim kiminle oynar?',
  choices: ['Dora (4) – Bora (2)', 'Bora (2) – Dora (4)', 'Ada (1) – Can (3)'],
  answer: 0,
  explanation: 'Üst yarı alt yarıyla; renkler 5.2.5’e göre. Bkz. [C.04.3 Madde 5.2.5](/araclar/eslendirme/renk-kurallari/).',
  pairing: { ask: 'board', trf, board: 2 },
};

function valid(raw: unknown): Question {
  const r = validateQuestion(raw, { file: 'eslendirme.json' });
  if (!r.question) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.question;
}

describe('pairing questions (src/pairing)', () => {
  it('confirms keys of the Swiss pairing and of the Berger tables', () => {
    const qs = [
      valid(base),
      valid({
        ...base,
        id: 'eslendirme-002',
        type: 'truefalse',
        choices: undefined,
        text: 'Ada beyaz alır.',
        pairing: { ask: 'colour', trf, player: 1, claim: 'beyaz' },
        answer: true,
      }),
      valid({
        ...base,
        id: 'eslendirme-003',
        type: 'truefalse',
        choices: undefined,
        text: 'Bora beyaz alır.',
        pairing: { ask: 'colour', trf, player: 2, claim: 'beyaz' },
        answer: false,
      }),
      valid({
        ...base,
        id: 'eslendirme-004',
        articles: ['C.04.3 5.2.5'],
        choices: ['E.5 — numaraya göre', 'E.1 — iki tercih', 'E.4 — üstteki'],
        pairing: { ask: 'rule', trf, player: 4 },
        answer: 0,
      }),
      // Berger, 4 players: round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1.
      valid({
        ...base,
        id: 'eslendirme-005',
        articles: ['C.05 Ek 1'],
        type: 'numeric',
        unit: 'tur',
        choices: undefined,
        pairing: { ask: 'berger-round', players: 4, player: 1, opponent: 2 },
        answer: 2,
      }),
      valid({
        ...base,
        id: 'eslendirme-006',
        articles: ['C.05 Ek 1'],
        choices: ['3 – 1', '1 – 3', '2 – 4'],
        pairing: { ask: 'berger-board', players: 4, round: 3, board: 2 },
        answer: 0,
      }),
      // 5 players: the 6-player table, whose round 1 pairs 1 with the dummy 6.
      valid({
        ...base,
        id: 'eslendirme-007',
        articles: ['C.05 Ek 1'],
        choices: ['1 numara', '5 numara', 'Kimse'],
        pairing: { ask: 'berger-bye', players: 5, round: 1 },
        answer: 0,
      }),
    ];
    const r = checkComputedKeys(qs);
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.verified).toHaveLength(qs.length);
    expect(primaryGroup(qs[0])).toBe('ES');
    expect(numberLabel('C.04.3 5.2.5')).toBe('C.04.3 Madde 5.2.5');
    expect(permalinkOf('2023', 'C.04.3 5.2.5')).toMatch(/\/araclar\/eslendirme\/renk-kurallari\/$/);
    expect(permalinkOf('2023', 'C.05 Ek 1')).toMatch(/\/araclar\/eslendirme\/berger\/$/);
  });

  it('fails the build on a key src/pairing contradicts, naming file, id and field', () => {
    const wrong = [
      valid({ ...base, answer: 1 }),
      valid({ ...base, id: 'eslendirme-002', choices: ['Dora (4) – Bora (2)', 'Dora (4) – Bora (2) yine', 'Ada (1) – Can (3)'] }),
    ];
    const msgs = checkComputedKeys(wrong).problems.map(formatProblem);
    expect(msgs[0]).toBe(
      "eslendirme.json › eslendirme-001 › answer: yazılı cevap 1, src/pairing'e göre 2. masa (4-2) 0 numaralı seçenekte",
    );
    expect(msgs[1]).toContain('eslendirme-002 › choices');
    expect(msgs[1]).toContain('birden çok seçenekte var');
  });

  it('names a missing field, a bad TRF line and an ask the question type cannot carry', () => {
    const text = (raw: unknown) => validateQuestion(raw, { file: 'eslendirme.json' }).problems.map(formatProblem).join('\n');
    expect(text({ ...base, pairing: { ask: 'board', trf } })).toContain('pairing.board: "board" için zorunlu: masa numarası');
    expect(text({ ...base, pairing: { ask: 'board', trf: [trf[0], '001    x', 'XXR 3'], board: 1 } })).toMatch(/pairing\.trf\.1: /);
    expect(
      text({ ...base, type: 'numeric', unit: 'tur', choices: undefined, pairing: { ask: 'colour', trf, player: 1 }, answer: 1 }),
    ).toContain('sayısal sorularda yalnızca');
    expect(text({ ...base, type: 'truefalse', choices: undefined, pairing: { ask: 'colour', trf, player: 1 }, answer: true })).toContain(
      'pairing.claim',
    );
    expect(text({ ...base, articles: ['C.04.3 Z.9'] })).toContain('"C.04.3 Z.9" eşlendirme sayfalarının açıkladığı bir bölüm değil');
  });

  it('shows the tournament of the question as a crosstable', () => {
    const played = [
      line(1, 'Ada', 1900, 1, [3, 'w', '1']),
      line(2, 'Bora', 1800, 0, [4, 'b', '0']),
      line(3, 'Can', 1700, 0, [1, 'b', '0']),
      line(4, 'Dora', 1600, 1, [2, 'w', '1']),
      'XXR 3',
    ];
    const q = toClientQuestion(
      valid({
        ...base,
        pairing: { ask: 'board', trf: played, board: 1 },
        choices: ['Ada (1) – Dora (4)', 'Dora (4) – Ada (1)', 'Bora (2) – Can (3)'],
        answer: 1,
      }),
    );
    expect(q.crosstable?.players.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(q.crosstable?.roundsPlayed).toBe(1);
  });

  it('reads choices as values', () => {
    expect(pairingChoiceValue('board', 'Cemre (3) – Hande (8)')).toBe('3-8');
    expect(pairingChoiceValue('colour', 'Siyah')).toBe('siyah');
    // Criteria by the 2026 text's bracketed ids; colour rules by the 2026 article, the old letter read as it.
    expect(pairingChoiceValue('criterion', 'C.12 — renk tercihleri')).toBe('C12');
    expect(pairingChoiceValue('criterion', '[C6] — aşağı kayan en az')).toBe('C6');
    expect(pairingChoiceValue('criterion', 'D — sıra')).toBe('D');
    expect(pairingChoiceValue('rule', '5.2.2 — güçlü tercih')).toBe('5.2.2');
    expect(pairingChoiceValue('rule', 'E.2 — güçlü tercih')).toBe('5.2.2');
    expect(pairingChoiceValue('bye', 'Kimse: oyuncu sayısı çift')).toBe('yok');
    expect(pairingChoiceValue('float', '8, 3 ve 7')).toBe('3, 7, 8');
  });
});

describe('the pairing bank (quizzes/eslendirme.json)', () => {
  const { questions, problems } = loadBanks(process.cwd());
  const bank = questions.filter((q) => q.file === 'eslendirme.json');

  it('holds at least 40 questions, every computed key confirmed by src/pairing', () => {
    expect(problems).toEqual([]);
    expect(bank.length).toBeGreaterThanOrEqual(40);
    const r = checkComputedKeys(bank);
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.count).toBeGreaterThanOrEqual(40);
  });

  it('computes the key of every question on a given tournament or Berger table', () => {
    const concrete = bank.filter((q) => /\d+ oyunculu/.test(q.text));
    expect(concrete.length).toBeGreaterThanOrEqual(40);
    expect(concrete.filter((q) => !q.pairing).map((q) => q.id)).toEqual([]);
  });
});
