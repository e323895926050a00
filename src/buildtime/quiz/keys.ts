// Keys of scenario questions come from the rules engine: run the arbiter rulings on the question's
// scenario (under each edition it claims), take the asked part of the ruling, and check that
// exactly one choice carries it and that it is that edition's written answer.
import { ok, type Result } from '../../engine/index.ts';
import { rule, type Ruling } from '../../engine/rulings/index.ts';
import { canonicalValue } from '../../browser/quiz/schema.ts';
import { computeRulingKeys } from '../../browser/quiz/ruling-keys.ts';
import type { Ask, Question, QuizProblem, ScenarioChoice } from '../../browser/quiz/types.ts';
import { choiceNumber, ratingValue, teamValue, tiebreakValue } from '../../browser/quiz/computed.ts';
import { trNum } from '../../tiebreak/index.ts';
import { normValue } from '../../browser/quiz/norm-keys.ts';
import { pairingChoiceValue, pairingValue, pairingWhat } from '../../browser/quiz/pairing-keys.ts';
import type { PairingAsk } from '../../browser/quiz/pairing-keys.ts';

/**
 * A pairing question (field `pairing`) against src/pairing: numeric → the number; true/false → whether
 * the claim is the engine's value; single → exactly one choice reads as the value and it is the key.
 */
export function checkPairingKey(q: Question & { pairing: PairingAsk }): QuizProblem[] {
  const p = q.pairing;
  const c = pairingValue(p);
  if (!c.ok) return [{ file: q.file, id: q.id, field: c.error.field, message: `eşlendirme motoru hesaplayamadı: ${c.error.message}` }];
  const what = pairingWhat(p);
  const problems: QuizProblem[] = [];
  const keys: [string, unknown][] = [
    ['answer', q.answer],
    ...Object.entries(q.answers ?? {}).map(([e, a]): [string, unknown] => [`answers.${e}`, a]),
  ];
  for (const [field, key] of keys) {
    if (q.type === 'numeric') {
      if (String(key) !== c.value)
        problems.push({
          file: q.file,
          id: q.id,
          field,
          message: `src/pairing'e göre ${what}: ${c.value}, yazılı cevap ${JSON.stringify(key)}`,
        });
    } else if (q.type === 'truefalse') {
      const claimed = pairingChoiceValue(p.ask, p.claim ?? null);
      if (claimed === null)
        problems.push({
          file: q.file,
          id: q.id,
          field: 'pairing.claim',
          message: `"${String(p.claim)}" bu soru için bir değer olarak okunamıyor`,
        });
      else if (key !== (claimed === c.value))
        problems.push({
          file: q.file,
          id: q.id,
          field,
          message: `src/pairing'e göre ${what}: ${c.value}; ifade ${claimed} diyor, doğru cevap ${claimed === c.value}, yazılı cevap ${JSON.stringify(key)}`,
        });
    } else {
      const carrying = (q.choices ?? [])
        .map((x, i) => (typeof x === 'string' && pairingChoiceValue(p.ask, x) === c.value ? i : -1))
        .filter((i) => i >= 0);
      if (carrying.length !== 1)
        problems.push({
          file: q.file,
          id: q.id,
          field: 'choices',
          message: `src/pairing'e göre ${what}: ${c.value}; bu değer ${carrying.length ? 'birden çok seçenekte var' : 'hiçbir seçenekte yok'}`,
        });
      else if (carrying[0] !== key)
        problems.push({
          file: q.file,
          id: q.id,
          field,
          message: `yazılı cevap ${JSON.stringify(key)}, src/pairing'e göre ${what} (${c.value}) ${carrying[0]} numaralı seçenekte`,
        });
    }
  }
  return problems;
}

/** The parts of the engine's ruling the questions ask about (spec `scenario-format.md`, "Ruling"). */
export type RulingLike = Pick<Ruling, 'result' | 'termination' | 'toMove' | 'obligation' | 'clockAdjustments' | 'illegalMoves'> &
  Partial<Pick<Ruling, 'clocks' | 'recording'>>;

export type RuleFn = (json: unknown) => Result<RulingLike, { message: string; path?: string }>;

/** The asked value of a ruling, in the form the banks write it (quizzes/README.md). */
export function askedValue(ruling: RulingLike, ask: Ask): unknown {
  switch (ask) {
    case 'result':
      return ruling.result ?? null;
    case 'termination':
      return ruling.termination ?? null;
    case 'toMove':
      return ruling.toMove ?? null;
    case 'obligation': {
      const o = ruling.obligation;
      if (!o) return null;
      if (o.kind === 'free') return 'free';
      return [...new Set(o.moves.map((m) => m.replace(/[+#]/g, '')))].sort();
    }
    case 'clock':
      return (ruling.clockAdjustments ?? []).map((c) => ({ side: c.side, seconds: c.seconds }));
    case 'illegalMoves':
      return { white: ruling.illegalMoves.white, black: ruling.illegalMoves.black };
    case 'clocks':
      return ruling.clocks ? { white: ruling.clocks.white, black: ruling.clocks.black } : null;
    case 'recording':
      return ruling.recording ? { white: ruling.recording.white, black: ruling.recording.black } : null;
  }
}

/** Equality of two asked values (obligation lists and clock lists compare as sets). */
export function sameValue(ask: Ask, a: unknown, b: unknown): boolean {
  return canonicalValue(ask, a) === canonicalValue(ask, b);
}

export type KeyCheck =
  | { status: 'verified'; engineValue: unknown }
  | { status: 'contradiction'; engineValue: unknown; keyValue: unknown; message: string }
  | { status: 'error'; message: string };

/**
 * Checks one scenario question against the engine, in one of the editions it claims (default: its
 * own): the scenario is ruled under that edition and the key for that edition must carry the value.
 */
export function checkScenarioKey(q: Question, rule: RuleFn, edition: Question['edition'] = q.edition): KeyCheck {
  if (q.type !== 'scenario' || !q.scenario || !q.ask) return { status: 'error', message: 'senaryo sorusu değil' };
  const answer = edition === q.edition ? q.answer : (q.answers?.[edition] ?? q.answer);
  let r: ReturnType<RuleFn>;
  try {
    r = rule(edition === q.edition ? q.scenario : { ...q.scenario, laws: edition });
  } catch (e) {
    return { status: 'error', message: `kural motoru hata verdi: ${(e as Error).message}` };
  }
  if (!r.ok) return { status: 'error', message: `kural motoru senaryoyu kabul etmedi: ${r.error.message}` };
  const engineValue = askedValue(r.value, q.ask);
  const choices = (q.choices ?? []) as ScenarioChoice[];
  const carrying = choices.map((c, i) => (sameValue(q.ask!, c.value, engineValue) ? i : -1)).filter((i) => i >= 0);
  const keyValue = choices[answer as number]?.value;
  if (carrying.length === 0) {
    return {
      status: 'contradiction',
      engineValue,
      keyValue,
      message: `motorun ${q.ask} değeri ${JSON.stringify(engineValue)} hiçbir seçenekte yok (yazılı cevap: ${JSON.stringify(keyValue)})`,
    };
  }
  if (carrying.length > 1) {
    return {
      status: 'contradiction',
      engineValue,
      keyValue,
      message: `motorun değeri ${JSON.stringify(engineValue)} birden çok seçenekte var (${carrying.join(', ')})`,
    };
  }
  if (carrying[0] !== answer) {
    return {
      status: 'contradiction',
      engineValue,
      keyValue,
      message: `${edition} sürümünde yazılı cevap ${answer} (${JSON.stringify(keyValue)}), motor ${carrying[0]} numaralı seçeneği veriyor (${JSON.stringify(engineValue)})`,
    };
  }
  return { status: 'verified', engineValue };
}

/** The engine's `rule`, with the ruling the questions ask about. */
const engineRule: RuleFn = (json) => {
  const r = rule(json);
  return r.ok ? ok(r.value.ruling) : r;
};

export interface KeyReport {
  /** Ids of scenario questions whose key the engine confirmed. */
  verified: string[];
  /** Contradictions and engine errors, one per question. */
  problems: (QuizProblem & { engineValue?: unknown; keyValue?: unknown })[];
  scenarioCount: number;
  /** Whole-ruling questions (type "ruling"), whose keys come from the engine. */
  rulingCount: number;
}

/** Runs the engine on every scenario question. */
export async function checkScenarioKeys(questions: Question[], engine: RuleFn = engineRule): Promise<KeyReport> {
  const scenarios = questions.filter((q) => q.type === 'scenario');
  const rulings = questions.filter((q) => q.type === 'ruling');
  const report: KeyReport = { verified: [], problems: [], scenarioCount: scenarios.length, rulingCount: rulings.length };
  for (const q of scenarios) {
    // Under every edition the question claims.
    let ok = true;
    for (const edition of q.editions ?? [q.edition]) {
      const c = checkScenarioKey(q, engine, edition);
      const field = edition === q.edition ? 'answer' : `answers.${edition}`;
      if (c.status === 'contradiction')
        report.problems.push({ file: q.file, id: q.id, field, message: c.message, engineValue: c.engineValue, keyValue: c.keyValue });
      else if (c.status === 'error') report.problems.push({ file: q.file, id: q.id, field: 'scenario', message: c.message });
      ok &&= c.status === 'verified';
    }
    if (ok) report.verified.push(q.id);
  }
  // Whole-ruling questions: the engine must rule the scenario in every edition claimed, and the
  // question's candidates, distractors and articles must fit that ruling.
  for (const q of rulings) {
    const { problems } = computeRulingKeys(q);
    for (const p of problems) report.problems.push({ file: q.file, id: q.id, field: p.field, message: p.message });
    if (problems.length === 0) report.verified.push(q.id);
  }
  return report;
}

// ---- Computed keys: tie-breaks and ratings (src/tiebreak) ----

export interface ComputedKeyReport {
  verified: string[];
  problems: QuizProblem[];
  count: number;
}

/** The written keys of a question: `answer` and each edition's `answers.<edition>`, with the field that holds it. */
function writtenKeys(q: Question): [string, unknown][] {
  return [['answer', q.answer], ...Object.entries(q.answers ?? {}).map(([e, a]): [string, unknown] => [`answers.${e}`, a])];
}

/** A norm question's keys against src/norms (B.01 1.4): true/false, the number, or the one choice that reads as it. */
function normKeyProblems(q: Question & { norm: NonNullable<Question['norm']> }): QuizProblem[] {
  const c = normValue(q.norm);
  if (!c.ok) return [{ file: q.file, id: q.id, field: c.error.field, message: `norm hesabı yapılamadı: ${c.error.message}` }];
  const what = `${q.norm.title} normu ${({ average: 'rakip ortalaması', dp: 'dp', performance: 'performansı', norm: 'sonucu' } as const)[q.norm.ask]}`;
  const problems: QuizProblem[] = [];
  const at = (field: string, message: string) => problems.push({ file: q.file, id: q.id, field, message });
  for (const [field, key] of writtenKeys(q)) {
    if (typeof c.value === 'boolean') {
      if (key !== c.value)
        at(field, `src/norms'a göre ${what} ${c.value ? 'norm var (true)' : 'norm yok (false)'}, yazılı cevap ${JSON.stringify(key)}`);
    } else if (q.type === 'numeric') {
      if (key !== c.value) at(field, `src/norms'un hesapladığı ${what} ${c.value}, yazılı cevap ${JSON.stringify(key)}`);
    } else {
      const carrying = (q.choices ?? [])
        .map((x, i) => (typeof x === 'string' && choiceNumber(x) === c.value ? i : -1))
        .filter((i) => i >= 0);
      if (carrying.length !== 1)
        at(
          'choices',
          `src/norms'un hesapladığı ${what} ${c.value} ${carrying.length ? 'birden çok seçenekte var' : 'hiçbir seçenekte yok'}`,
        );
      else if (carrying[0] !== key)
        at(field, `yazılı cevap ${JSON.stringify(key)}, src/norms'un hesapladığı ${what} ${c.value} ${carrying[0]} numaralı seçenekte`);
    }
  }
  return problems;
}

/** What a tie-break, team or rating question asks, in Turkish, and its value computed by src/tiebreak. */
function tiebreakAsk(q: Question) {
  const what = q.tiebreak
    ? `${q.tiebreak.code.toUpperCase() === 'RANK' ? 'sıra' : q.tiebreak.code} (${q.tiebreak.player} numaralı oyuncu)`
    : q.team
      ? `${q.team.code === 'RANK' ? 'sıra' : q.team.code} (${q.team.team} numaralı takım)`
      : `rating.${q.rating!.ask}`;
  const value = q.tiebreak ? tiebreakValue(q.tiebreak) : q.team ? teamValue(q.team) : ratingValue(q.rating!);
  return { what, value };
}

/** A tie-break, team or rating question's keys against src/tiebreak: the number, or the one choice that reads as it. */
function tiebreakKeyProblems(q: Question): QuizProblem[] {
  const { what, value: c } = tiebreakAsk(q);
  if (!c.ok) return [{ file: q.file, id: q.id, field: c.error.field, message: `eşitlik bozma motoru hesaplayamadı: ${c.error.message}` }];
  const problems: QuizProblem[] = [];
  const at = (field: string, message: string) => problems.push({ file: q.file, id: q.id, field, message });
  for (const [field, key] of writtenKeys(q)) {
    if (q.type === 'numeric') {
      if (typeof key !== 'number' || Math.abs(key - c.value) > 1e-9)
        at(field, `motorun hesapladığı ${what} ${trNum(c.value)}, yazılı cevap ${JSON.stringify(key)}`);
      continue;
    }
    const choices = (q.choices ?? []).map((x) => (typeof x === 'string' ? choiceNumber(x) : null));
    const carrying = choices.map((v, i) => (v !== null && Math.abs(v - c.value) < 1e-9 ? i : -1)).filter((i) => i >= 0);
    if (carrying.length !== 1)
      at(
        'choices',
        `motorun hesapladığı ${what} ${trNum(c.value)} ${carrying.length === 0 ? 'hiçbir seçenekte yok' : 'birden çok seçenekte var'}`,
      );
    else if (carrying[0] !== key)
      at(field, `yazılı cevap ${JSON.stringify(key)}, motorun hesapladığı ${what} ${trNum(c.value)} ${carrying[0]} numaralı seçenekte`);
  }
  return problems;
}

/** The problems of a question's computed key, null when its key is not computed. */
function computedKeyProblems(q: Question): QuizProblem[] | null {
  if (q.pairing) return checkPairingKey(q as Question & { pairing: PairingAsk });
  if (q.norm) return normKeyProblems(q as Question & { norm: NonNullable<Question['norm']> });
  if (q.tiebreak || q.rating || q.team) return tiebreakKeyProblems(q);
  return null;
}

/**
 * Checks every question with a `tiebreak`, `team` or `rating` field against src/tiebreak (a `norm` one
 * against src/norms, a `pairing` one against src/pairing): a numeric key must be the computed value; a
 * single key must be the one choice that reads as that number. Under every edition the question claims
 * (the regulations do not depend on the Laws' edition, so the key is one).
 */
export function checkComputedKeys(questions: Question[]): ComputedKeyReport {
  const report: ComputedKeyReport = { verified: [], problems: [], count: 0 };
  for (const q of questions) {
    const problems = computedKeyProblems(q);
    if (problems === null) continue;
    report.count++;
    if (problems.length) report.problems.push(...problems);
    else report.verified.push(q.id);
  }
  return report;
}
