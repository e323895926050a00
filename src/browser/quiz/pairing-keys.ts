// Computed keys of pairing questions (quizzes/eslendirme.json, field `pairing`): the question carries a
// small tournament (TRF lines) and asks about its next round, or a Berger table and asks about one of
// its rounds; src/pairing computes the value and the build checks the written key against it
// (src/buildtime/quiz/keys.ts). A choice "carries" a value when it reads as it (pairingChoiceValue).
// Pure; safe in the browser.
import { bergerTable, COLOUR_RULES, pairNextRound } from '../../pairing/index.ts';
import type { Reason } from '../../pairing/index.ts';
import { formatTrfError, readTrf } from '../../trf/read.ts';
import { err, ok, type Result } from '../../engine/index.ts';
import type { FieldError } from '../problems.ts';

export const PAIRING_ASKS = [
  'board',
  'opponent',
  'colour',
  'rule',
  'bye',
  'criterion',
  'float',
  'berger-board',
  'berger-opponent',
  'berger-colour',
  'berger-bye',
  'berger-round',
] as const;
export type PairingAskKind = (typeof PAIRING_ASKS)[number];

/** A question's `pairing` field. */
export interface PairingAsk {
  ask: PairingAskKind;
  /** The tournament before the round to pair (TRF lines); not with the berger asks. */
  trf?: string[];
  /** Start number (pairing number in a Berger table) of the player asked about. */
  player?: number;
  /**
   * criterion: the player who could have moved down in the asked player's place; the key is then why the
   * asked player moves down rather than this one (the float finder's comparison, src/pairing/reasons.ts).
   */
  instead?: number;
  /** 1-based board (board, berger-board). */
  board?: number;
  /** Berger asks: number of players (3–20), the round, double round robin. */
  players?: number;
  round?: number;
  double?: boolean;
  /** berger-round: the other player. */
  opponent?: number;
  /** True/false questions: the value the statement claims (its key is whether the engine agrees). */
  claim?: string | number | null;
}

export type PairingComputed = Result<string, FieldError>;

const isTrfAsk = (a: PairingAskKind) => !a.startsWith('berger-');
/** The asks whose value is a number (or "bay"/"yok"), askable as a numeric question. */
export const NUMBER_ASKS: readonly PairingAskKind[] = ['opponent', 'bye', 'berger-opponent', 'berger-bye', 'berger-round'];
const PAIR_ASKS: readonly PairingAskKind[] = ['board', 'berger-board'];
const COLOUR_ASKS: readonly PairingAskKind[] = ['colour', 'berger-colour'];

/** The fields each ask needs; problems name the field (schema check, before any pairing). */
export function pairingAskProblems(p: PairingAsk): FieldError[] {
  const out: FieldError[] = [];
  const need = (k: keyof PairingAsk, why: string) => {
    if (p[k] === undefined) out.push({ field: `pairing.${k}`, message: `"${p.ask}" için zorunlu: ${why}` });
  };
  if (isTrfAsk(p.ask)) {
    need('trf', 'turnuvanın TRF satırları');
    for (const k of ['players', 'round', 'double', 'opponent'] as const)
      if (p[k] !== undefined) out.push({ field: `pairing.${k}`, message: 'yalnızca Berger tablosu sorularında ("berger-…") kullanılır' });
    if (p.trf) {
      const r = readTrf(p.trf.join('\n'));
      if (!r.ok) out.push({ field: `pairing.trf.${r.error.line - 1}`, message: formatTrfError(r.error) });
    }
  } else {
    if (p.trf !== undefined) out.push({ field: 'pairing.trf', message: 'Berger tablosu sorularında TRF yazılmaz' });
    need('players', 'oyuncu sayısı (3–20)');
    if (p.ask !== 'berger-round') need('round', 'tur');
  }
  if (['opponent', 'colour', 'rule', 'criterion', 'berger-opponent', 'berger-colour', 'berger-round'].includes(p.ask))
    need('player', 'oyuncunun numarası');
  if (PAIR_ASKS.includes(p.ask)) need('board', 'masa numarası');
  if (p.instead !== undefined && p.ask !== 'criterion')
    out.push({ field: 'pairing.instead', message: 'yalnızca "criterion" sorularında kullanılır (oyuncunun yerine kayabilecek oyuncu)' });
  if (p.ask === 'berger-round') need('opponent', 'öteki oyuncunun numarası');
  return out;
}

/**
 * A colour rule as a choice names it: the 2026 article ("5.2.2") or the old letter ("E.2", C.04.3 until
 * 31 January 2026), read as the 2026 article.
 */
function colourRuleOf(s: string): string | null {
  const m = /^(?:5\.2\.([1-5])|E\.([1-5]))\b/.exec(s);
  if (!m) return null;
  return m[1] ? `5.2.${m[1]}` : (COLOUR_RULES.find((r) => r.old === `E.${m[2]}`)?.article.replace('C.04.3 ', '') ?? null);
}

/** The value src/pairing gives for the ask, as a canonical string ("3-5", "7", "bay", "beyaz", "5.2.2", "C1", "3, 8"). */
export function pairingValue(p: PairingAsk): PairingComputed {
  const bad = pairingAskProblems(p);
  if (bad.length) return err(bad[0]);
  if (!isTrfAsk(p.ask)) {
    const t = bergerTable(p.players!, p.double ?? false);
    if (!t.ok) return err({ field: 'pairing.players', message: t.error });
    if (p.ask === 'berger-round') {
      const r = t.value.find((x) => x.pairs.some(([w, b]) => (w === p.player && b === p.opponent) || (b === p.player && w === p.opponent)));
      return r
        ? ok(String(r.round))
        : err({ field: 'pairing.opponent', message: `${p.player} ile ${p.opponent} bu tabloda karşılaşmıyor` });
    }
    const r = t.value.find((x) => x.round === p.round);
    if (!r) return err({ field: 'pairing.round', message: `${p.players} oyunculu tabloda ${p.round}. tur yok` });
    return roundValue(p, r.pairs, r.bye, []);
  }
  const r = pairNextRound(p.trf!.join('\n'));
  if (!r.ok) return err({ field: `pairing.trf.${r.error.line - 1}`, message: formatTrfError(r.error) });
  return roundValue(p, r.value.pairs, r.value.bye, r.value.reasons);
}

function roundValue(p: PairingAsk, pairs: [number, number][], bye: number | null, reasons: Reason[]): PairingComputed {
  const ofPlayer = pairs.find(([w, b]) => w === p.player || b === p.player);
  const fail = (field: string, message: string): PairingComputed => err({ field, message });
  switch (p.ask) {
    case 'board':
    case 'berger-board': {
      const x = pairs[p.board! - 1];
      return x ? ok(`${x[0]}-${x[1]}`) : fail('pairing.board', `${p.board}. masa yok (${pairs.length} masa)`);
    }
    case 'opponent':
    case 'berger-opponent':
      if (bye === p.player) return ok('bay');
      return ofPlayer
        ? ok(String(ofPlayer[0] === p.player ? ofPlayer[1] : ofPlayer[0]))
        : fail('pairing.player', `${p.player} numaralı oyuncu bu tur eşlenmedi`);
    case 'colour':
    case 'berger-colour':
      if (bye === p.player) return ok('bay');
      return ofPlayer
        ? ok(ofPlayer[0] === p.player ? 'beyaz' : 'siyah')
        : fail('pairing.player', `${p.player} numaralı oyuncu bu tur eşlenmedi`);
    case 'bye':
    case 'berger-bye':
      return ok(bye === null ? 'yok' : String(bye));
    case 'rule': {
      const c = reasons.find((r) => r.kind === 'colour' && (r.white === p.player || r.black === p.player));
      return c && c.kind === 'colour'
        ? ok(c.article.replace('C.04.3 ', ''))
        : fail('pairing.player', `${p.player} numaralı oyuncu bu tur eşlenmedi`);
    }
    case 'criterion': {
      if (p.instead !== undefined) {
        // Why the player moves down rather than `instead`: the float finder must compare the two.
        const f = reasons.find((r) => r.kind === 'float-down' && r.player === p.player);
        if (!f || f.kind !== 'float-down') return fail('pairing.player', `${p.player} numaralı oyuncu bu turda alt gruba kaymıyor`);
        if (f.instead !== p.instead)
          return fail(
            'pairing.instead',
            `motor ${p.player} numaralı oyuncunun kaymasını ${f.instead === undefined ? 'başka bir oyuncuyla karşılaştırmıyor' : `${f.instead} numaralı oyuncuyla karşılaştırıyor`}, ${p.instead} ile değil`,
          );
        return ok(f.criterion);
      }
      // The obvious opponent the player did not get; else, for a player who floats, why it floats.
      const c =
        reasons.find((r) => r.kind === 'not-natural' && r.player === p.player) ??
        reasons.find((r) => r.kind === 'float-down' && r.player === p.player);
      if (!c || (c.kind !== 'not-natural' && c.kind !== 'float-down'))
        return fail(
          'pairing.player',
          `motor ${p.player} numaralı oyuncu için doğal eşleşmeyi bozan bir ölçüt adlandırmıyor (doğal eşleşmesini aldı ya da eşlenmedi)`,
        );
      return ok(c.criterion);
    }
    case 'float': {
      // A player who floats down twice (through two brackets) counts once.
      const ids = [...new Set(reasons.filter((r) => r.kind === 'float-down').map((r) => (r.kind === 'float-down' ? r.player : 0)))];
      return ok(ids.length ? ids.sort((a, b) => a - b).join(', ') : 'yok');
    }
    case 'berger-round':
      return fail('pairing.ask', 'iç hata');
  }
}

/** The value a choice (or a claim) reads as, for the ask; null when it reads as none. */
export function pairingChoiceValue(ask: PairingAskKind, text: string | number | null): string | null {
  if (text === null) return 'yok';
  const s = String(text).trim();
  const low = s.toLocaleLowerCase('tr');
  const ints = [...s.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (PAIR_ASKS.includes(ask)) return ints.length >= 2 ? `${ints[0]}-${ints[1]}` : null;
  if (COLOUR_ASKS.includes(ask))
    return low.startsWith('beyaz') ? 'beyaz' : low.startsWith('siyah') ? 'siyah' : /^(bay|oynamaz)/.test(low) ? 'bay' : null;
  if (ask === 'rule') return colourRuleOf(s);
  // The 2026 text's bracketed ids: "[C12]", "C12" or "C.12" all read as [C12] (2.4.7); "D" the order of candidates.
  if (ask === 'criterion') {
    const m = /^(?:\[?C\.?(\d{1,2})\]?|(D))(?![\w.])/.exec(s);
    return m ? (m[2] ?? `C${m[1]}`) : null;
  }
  if (ask === 'float')
    return ints.length ? [...new Set(ints)].sort((a, b) => a - b).join(', ') : /^(yok|kimse|hiç)/.test(low) ? 'yok' : null;
  // Numbers: the first integer; a choice without one may say that nobody / the player has the bye.
  if (ints.length) return String(ints[0]);
  return /^(kimse|yok|hiç)/.test(low) ? 'yok' : /^bay/.test(low) ? 'bay' : null;
}

/** Turkish: what the ask is, for messages. */
export function pairingWhat(p: PairingAsk): string {
  const who = p.player !== undefined ? `${p.player} numaralı oyuncunun ` : '';
  const rr = p.players !== undefined ? `${p.players} oyunculu Berger tablosunda ${p.round !== undefined ? `${p.round}. turda ` : ''}` : '';
  const what: Record<PairingAskKind, string> = {
    board: `${p.board}. masa`,
    opponent: `${who}rakibi`,
    colour: `${who}rengi`,
    rule: `${who}renk kuralı`,
    bye: 'eşlendirme bayı',
    criterion: p.instead !== undefined ? `${who}${p.instead} yerine kaymasını belirleyen ölçüt` : `${who}doğal eşleşmesini bozan ölçüt`,
    float: 'aşağı kayan oyuncular',
    'berger-board': `${rr}${p.board}. masa`,
    'berger-opponent': `${rr}${who}rakibi`,
    'berger-colour': `${rr}${who}rengi`,
    'berger-bye': `${rr}bay`,
    'berger-round': `${rr}${p.player} ile ${p.opponent} karşılaştığı tur`,
  };
  return what[p.ask];
}
