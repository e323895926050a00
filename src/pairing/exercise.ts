// The pairing exercise: a candidate's pairing of the next round, graded board by board against the
// engine's (C.04.3), with the reason for each difference in Turkish: a repeated game (C.1), two equal
// absolute colour preferences (C.3), the engine's own explanation for the players concerned, and the
// first criterion in the rules' order on which the two pairings differ. Pure TypeScript.

import type { Result } from '../lib/index.ts';
import { err, ok } from '../lib/index.ts';
import { readTrf } from '../trf/read.ts';
import type { TrfError } from '../trf/read.ts';
import { criterion, DUTCH_2026 } from './criteria.ts';
import { criterionCounts, pairState } from './round.ts';
import { absoluteColourClash } from './weights.ts';
import type { Reason } from './reasons.ts';
import { reasonText } from './tr.ts';
import { pairingState } from './view.ts';
import type { PairingPlayer } from './view.ts';

const pts = (tenths: number): string => String(tenths / 10).replace('.', ',');

export type BoardVerdict = 'right' | 'colours' | 'wrong' | 'invalid';

export interface BoardGrade {
  board: number;
  white: number;
  black: number;
  verdict: BoardVerdict;
  /** Turkish sentences: what the engine does with these players and why. */
  text: string[];
}

export interface ExerciseGrade {
  round: number;
  boards: BoardGrade[];
  bye: { given: number | null; engine: number | null; right: boolean; text: string[] };
  /** Present players the candidate left out. */
  missing: number[];
  engine: { pairs: [number, number][]; bye: number | null };
  /** The first criterion, in the rules' order, on which the candidate's pairing and the engine's differ. */
  decisive: string | null;
  right: number;
}

/** "3-7 5-1", pairs separated by spaces, commas or lines; "bay 9" or "9-0" names the bye. */
export function parsePairs(text: string): Result<{ pairs: [number, number][]; bye: number | null }, string> {
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  const norm = text.replace(/[–—−]/g, '-');
  const token = /bay\s*:?\s*(\d+)|(\d+)\s*-\s*(\d+)/gi;
  const left = norm
    .replace(token, ' ')
    .replace(/[\s,;]+/g, ' ')
    .trim();
  if (left) return err(`“${left.split(' ')[0]}” okunamadı: her eşleşmeyi beyaz–siyah sırasıyla “3-7” biçiminde, bayı “bay 9” diye yazın.`);
  for (const m of norm.matchAll(token)) {
    if (m[1]) bye = Number(m[1]);
    else if (Number(m[3]) === 0) bye = Number(m[2]);
    else pairs.push([Number(m[2]), Number(m[3])]);
  }
  return ok({ pairs, bye });
}

/** Grades a candidate's pairing of the next round of `trfText`. */
export function gradeExercise(
  trfText: string,
  candidate: { pairs: [number, number][]; bye: number | null },
): Result<ExerciseGrade, TrfError> {
  const file = readTrf(trfText);
  if (!file.ok) return file;
  const st = pairingState(file.value);
  if (!st.ok) return st;
  const state = st.value;
  const res = pairState(state, file.value.players[0].line);
  if (!res.ok) return res;
  const { pairing, reasons } = res.value;
  const engine = { pairs: pairing.pairs, bye: pairing.bye };
  const P = (id: number) => state.byId.get(id) as PairingPlayer | undefined;
  const opponent = new Map<number, { opp: number; white: boolean; board: number }>();
  engine.pairs.forEach(([w, b], i) => {
    opponent.set(w, { opp: b, white: true, board: i + 1 });
    opponent.set(b, { opp: w, white: false, board: i + 1 });
  });
  const about = (ids: number[], kinds: Reason['kind'][]) =>
    reasons
      .filter((r) => kinds.includes(r.kind))
      .filter((r) => {
        const people =
          'player' in r
            ? [r.player, ...('got' in r ? [r.got, r.expected] : []), ...('opponent' in r ? [r.opponent] : [])]
            : 'white' in r
              ? [r.white, r.black]
              : [];
        return people.some((x) => ids.includes(x));
      })
      .map(reasonText);
  const engineSays = (id: number): string => {
    const o = opponent.get(id);
    if (o) return o.white ? `${o.board}. masada ${id} – ${o.opp}` : `${o.board}. masada ${o.opp} – ${id}`;
    if (engine.bye === id) return `${id} eşlendirme bayı alır`;
    return `${id} bu turda eşlenmez`;
  };
  const seen = new Map<number, number>();
  const boards: BoardGrade[] = candidate.pairs.map(([w, b], i) => {
    const board = i + 1;
    const problems: string[] = [];
    for (const id of [w, b]) {
      const p = P(id);
      if (!p) problems.push(`${id} numaralı oyuncu dosyada yok.`);
      else if (!p.present) problems.push(`${id} numaralı oyuncu bu turda oynamıyor (${p.presetCode ?? 'çekildi'}).`);
      if (seen.has(id)) problems.push(`${id} numaralı oyuncu ${seen.get(id)}. masada da var.`);
      seen.set(id, board);
    }
    if (w === b) problems.push('Bir oyuncu kendisiyle eşlenemez.');
    if (problems.length) return { board, white: w, black: b, verdict: 'invalid', text: problems };
    const o = opponent.get(w);
    if (o && o.opp === b && o.white) {
      const text =
        o.board === board
          ? []
          : [`Eşleşme ve renkler doğru; motor bu oyunu ${o.board}. masaya koyar (masa sırası puana ve sıralamaya göredir; not edilmez).`];
      return { board, white: w, black: b, verdict: 'right', text };
    }
    if (o && o.opp === b)
      return { board, white: w, black: b, verdict: 'colours', text: ['Rakipler doğru, renkler ters.', ...about([w, b], ['colour'])] };
    const text: string[] = [];
    const x = P(w) as PairingPlayer;
    const y = P(b) as PairingPlayer;
    if (x.met.has(b)) text.push(`${w} ile ${b} daha önce karşılaştı (${criterion('C1').article}: ${criterion('C1').tr}).`);
    if (absoluteColourClash(x, y, state))
      text.push(`İkisinin de mutlak renk tercihi aynı (${criterion('C3').article}: ${criterion('C3').tr}).`);
    if (x.score !== y.score)
      text.push(
        `Puanları farklı (${pts(x.score)} ve ${pts(y.score)}): biri puan grubunun dışında eşlenir; kayan oyuncu sayısı ve puanı en az olmalı (${criterion('C5').article}, ${criterion('C6').article}).`,
      );
    text.push(`Motor: ${engineSays(w)}; ${engineSays(b)}.`);
    text.push(...about([w, b], ['not-natural', 'float-down', 'natural']));
    return { board, white: w, black: b, verdict: 'wrong', text };
  });
  const missing = state.players.filter((p) => p.present && !seen.has(p.id) && p.id !== candidate.bye).map((p) => p.id);
  const byeRight = candidate.bye === engine.bye;
  const byeText: string[] = [];
  if (!byeRight) {
    byeText.push(
      engine.bye === null ? 'Oyuncu sayısı çift: bu turda eşlendirme bayı yok.' : `Motor bayı ${engine.bye} numaralı oyuncuya verir.`,
    );
    byeText.push(...about(engine.bye === null ? [] : [engine.bye], ['bye']));
    const given = candidate.bye === null ? undefined : P(candidate.bye);
    if (given && !given.byeEligible)
      byeText.push(
        `${given.id} numaralı oyuncu daha önce eşlendirme bayı ya da oynamadan tam puan aldı (${criterion('C2').article}: ${criterion('C2').tr}).`,
      );
  }
  let decisive: string | null = null;
  const right = boards.filter((g) => g.verdict === 'right').length;
  const valid = boards.every((g) => g.verdict !== 'invalid') && missing.length === 0;
  if (valid && (right < engine.pairs.length || !byeRight)) {
    const a = criterionCounts(state, candidate.pairs, candidate.bye);
    const b = criterionCounts(state, engine.pairs, engine.bye);
    const unordered = (p: [number, number]) => (p[0] < p[1] ? `${p[0]}-${p[1]}` : `${p[1]}-${p[0]}`);
    const same = new Set(engine.pairs.map(unordered));
    const onlyColours = candidate.pairs.every((p) => same.has(unordered(p))) && byeRight;
    const c = onlyColours ? criterion('E') : (DUTCH_2026.criteria.find((k) => (a.get(k.id) ?? 0) !== (b.get(k.id) ?? 0)) ?? criterion('D'));
    decisive = `İki eşlendirmeyi ayıran ilk ölçüt ${c.article}: ${c.tr}.`;
  }
  return ok({
    round: state.round,
    boards,
    bye: { given: candidate.bye, engine: engine.bye, right: byeRight, text: byeText },
    missing,
    engine,
    decisive,
    right,
  });
}
