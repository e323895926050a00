// Build-time presentation of questions: the rules engine reads a scenario question (the board
// before the events, the history, each event on the board as it stands), the events are told in
// Turkish from the engine's trace, and the ClientQuestion shape that pages and islands ship is
// produced (the browser never runs the engine).
import type { Color } from '../../engine/index.ts';
import { opposite, squareName } from '../../engine/index.ts';
import { formatClockTime, parseScenario, rule } from '../../engine/rulings/index.ts';
import { describeEvent } from '../scenario/describe.ts';
import { SIDE_TR } from '../scenario/labels.ts';
import { timeline } from '../scenario/view.ts';
import { primaryGroup } from './groups.ts';
import type { ClientQuestion, Question, ScenarioChoice } from './types.ts';
import { isOlderEdition } from '../links.ts';
import { turnOf } from '../fen.ts';
import { replayScenario, type Replay } from './replay.ts';
import { contentHash } from './hash.ts';
import { askTournament } from './computed.ts';
import { computeRulingKeys } from './ruling-keys.ts';
import { keyResponse, rulingKey } from './ruling.ts';

/** "47... g5 48. Kh2 Rg8" */
export function numberedMoves(sans: string[], firstMoveNumber: number, firstColor: Color): string {
  const out: string[] = [];
  let n = firstMoveNumber;
  let color = firstColor;
  for (let i = 0; i < sans.length; i++) {
    if (color === 'white') out.push(`${n}. ${sans[i]}`);
    else {
      out.push(i === 0 ? `${n}... ${sans[i]}` : sans[i]);
      n++;
    }
    color = opposite(color);
  }
  return out.join(' ');
}

const CATEGORY_TR: Record<string, string> = {
  standard: 'standart (klasik) oyun',
  rapid: 'hızlı satranç',
  blitz: 'yıldırım satranç',
};

/**
 * Facts of the scenario shown above its events. The category is shown only when the scenario
 * states it: deriving it from the time control is often what the question asks (A.1/B.1).
 */
export function scenarioFacts(scenario: Record<string, unknown>, replay: Replay): string[] {
  const facts: string[] = [];
  if (typeof scenario.laws === 'string' && isOlderEdition(scenario.laws)) facts.push(`Uygulanacak kurallar: ${scenario.laws} sürümü.`);
  if (typeof scenario.timeControl === 'string') {
    const [base, inc] = scenario.timeControl.split('+');
    facts.push(
      `Süre: ${base} dakika${inc && inc !== '0' ? `, her hamlede ${inc} saniye eklemeli` : ', eklemesiz'} (${scenario.timeControl}).`,
    );
  }
  if (typeof scenario.category === 'string' && CATEGORY_TR[scenario.category]) facts.push(`Tür: ${CATEGORY_TR[scenario.category]}.`);
  if (scenario.supervision === 'full') facts.push('Yeterli hakem denetimi var (her masada bir hakem).');
  if (scenario.supervision === 'partial') facts.push('Yeterli hakem denetimi yok.');
  const clocks = scenario.clocks as { white?: unknown; black?: unknown } | undefined;
  if (clocks && typeof clocks.white === 'number' && typeof clocks.black === 'number') {
    facts.push(`Kalan süreler: Beyaz ${formatClockTime(clocks.white)}, Siyah ${formatClockTime(clocks.black)}.`);
  }
  const ill = scenario.illegalMoves as { white?: unknown; black?: unknown } | undefined;
  if (ill && (Number(ill.white) > 0 || Number(ill.black) > 0)) {
    facts.push(`Daha önce cezalandırılmış kural dışı hamleler: Beyaz ${Number(ill.white) || 0}, Siyah ${Number(ill.black) || 0}.`);
  }
  if (replay.sans.length) facts.push(`Bu konuma gelen hamleler: ${numberedMoves(replay.sans, replay.firstMoveNumber, replay.firstColor)}.`);
  facts.push(`Tahtadaki konumda hamle sırası ${SIDE_TR[replay.position.turn]}'${replay.position.turn === 'white' ? 'da' : 'ta'}.`);
  return facts;
}

/**
 * The events in Turkish, from the engine's trace: who acted, and each touched or moved piece named
 * as it stands at that moment (after an illegal move is pointed out, the position before it is
 * restored and its author moves again, 7.5.1). Moves in Turkish letters, as on a Turkish scoresheet.
 */
export function describeScenarioEvents(scenario: Record<string, unknown>): string[] {
  const r = rule(scenario);
  if (r.ok) return timeline(r.value, 'tr').map((s) => s.text);
  // An event the engine cannot apply (the key check reports it): told without the board.
  const s = parseScenario(scenario);
  if (!s.ok) return [];
  let turn: Color = turnOf(s.value.afterMoves);
  return s.value.events.map((e) => {
    const actor = e.by ?? turn;
    if (e.kind === 'move') turn = opposite(actor);
    return describeEvent(e, actor);
  });
}

/** Labels of a question's options, whatever its type. */
export function choiceLabels(q: Question): string[] {
  if (q.type === 'truefalse') return ['Doğru', 'Yanlış'];
  if (q.type === 'numeric') return [];
  return (q.choices ?? []).map((c) => (typeof c === 'string' ? c : (c as ScenarioChoice).label));
}

/** The shape shipped to pages and islands. Throws on a scenario that cannot be replayed (the schema check reports it first). */
export function toClientQuestion(q: Question): ClientQuestion {
  const out: ClientQuestion = {
    id: q.id,
    articles: q.articles,
    group: primaryGroup(q),
    edition: q.edition,
    editions: q.editions,
    type: q.type,
    difficulty: q.difficulty,
    text: q.text,
    choices: choiceLabels(q),
    answer: q.answer ?? 0,
    explanation: q.explanation ?? '',
    hash: contentHash(q),
  };
  if (q.unit) out.unit = q.unit;
  if (q.disputed) out.disputed = true;
  if (q.accepted) out.accepted = [...q.accepted];
  // The key and explanation under each other edition where they differ (e.g. the rapid penalty in 2023).
  for (const e of q.editions) {
    if (e === q.edition || (q.answers?.[e] === undefined && q.explanations?.[e] === undefined)) continue;
    out.variants ??= {};
    out.variants[e] = { answer: q.answers?.[e] ?? q.answer ?? 0, explanation: q.explanations?.[e] ?? q.explanation ?? '' };
  }
  if (q.fen) out.board = { fen: q.fen, highlight: [] };
  if (q.tiebreak) {
    const t = askTournament(q.tiebreak);
    if (!t.ok) throw new Error(`${q.file} › ${q.id} › ${t.error.field}: ${t.error.message}`);
    out.crosstable = t.value;
    out.facts = [
      `${q.tiebreak.roundRobin ? 'Devreli (eşlendirmesi önceden belli) turnuva' : 'İsviçre sistemi turnuva'}; eşitlik bozma kuralları: FIDE C.07, ${q.tiebreak.rules ?? '2026'} kuralları${(q.tiebreak.rules ?? '2026') === '2026' ? ' (1 Mart 2026’dan beri)' : ''}.`,
    ];
  }
  if (q.pairing?.trf) {
    // The tournament before the round to pair, shown as a crosstable (colours and results of each round).
    const t = askTournament({ trf: q.pairing.trf, code: 'BH', player: 1 });
    if (!t.ok) throw new Error(`${q.file} › ${q.id} › pairing.${t.error.field.replace(/^tiebreak\./, '')}: ${t.error.message}`);
    out.crosstable = t.value;
    out.facts = [
      `İsviçre sistemi turnuva, ${t.value.rounds} tur; ${t.value.roundsPlayed} tur oynandı. Eşlendirme: FIDE Hollanda sistemi (C.04.3, 1 Şubat 2026’dan beri yürürlükteki metin).`,
    ];
  }
  if (q.type === 'ruling') {
    // The keys are the engine's rulings (the key check has already failed the build on any problem).
    const { keys, problems } = computeRulingKeys(q);
    if (problems.length) throw new Error(`${q.file} › ${q.id} › ${problems[0].field}: ${problems[0].message}`);
    out.ruling = keys;
    out.candidates = [...(q.candidates ?? [])];
    const own =
      keys[q.edition] ??
      rulingKey({ result: null, termination: null, obligation: null, clockAdjustments: [], articles: [], steps: [], warnings: [] }, []);
    out.answer = keyResponse(own);
    for (const e of q.editions) {
      const k = keys[e];
      if (e === q.edition || !k) continue;
      out.variants ??= {};
      out.variants[e] = { answer: keyResponse(k), explanation: q.explanations?.[e] ?? q.explanation ?? '' };
    }
  }
  if ((q.type === 'scenario' || q.type === 'ruling') && q.scenario) {
    const r = replayScenario(q.scenario);
    if (!r.ok) throw new Error(`${q.file} › ${q.id} › ${r.error.field}: ${r.error.message}`);
    const last = r.value.lastMove;
    out.board = {
      fen: r.value.position.fen(),
      highlight: last ? [squareName(last.from), squareName(last.to)] : [],
    };
    out.facts = scenarioFacts(q.scenario, r.value);
    out.events = describeScenarioEvents(q.scenario);
  }
  return out;
}
