// The one notation helper of the scenario views: SAN with Turkish piece letters (Ş V K F A; K is the
// rook) or English ones (K Q R B N). Everything the engine writes — moves, obligations, the ruling's
// reasoning, the trace's notes — carries English SAN; scenarios written in Turkish letters are read
// into English first (`englishScenario`), so every SAN string that reaches a page goes through
// `sanLetters` (one move) or `sanInText` (a sentence) with the letters the reader chose.
const TR: Record<string, string> = { K: 'Ş', Q: 'V', R: 'K', B: 'F', N: 'A' };
const EN: Record<string, string> = { Ş: 'K', V: 'Q', K: 'R', F: 'B', A: 'N' };

export type Letters = 'tr' | 'en';

/** One SAN move (English letters) in the chosen letters. */
export function sanLetters(san: string, letters: Letters): string {
  if (letters === 'en') return san;
  // Castling (O-O) has no piece letter; every other upper-case letter in SAN is a piece.
  return san.replace(/[KQRBN]/g, (c) => TR[c]);
}

/** One SAN move written with Turkish letters, in English letters (UCI and castling pass unchanged). */
export function sanFromTurkish(san: string): string {
  return san.replace(/[ŞVKFA]/g, (c) => EN[c]);
}

// A SAN piece move or promotion standing as a word of a sentence: "Nxd5", "Qh4+", "exd8=Q#".
const SAN_IN_TEXT =
  /(?<![\p{L}\p{N}])([KQRBN][a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?[+#]?|[a-h](?:x[a-h])?[18]=[QRBN][+#]?)(?![\p{L}\p{N}])/gu;

/** Every SAN move (English letters) inside a sentence, in the chosen letters; other words are left alone. */
export function sanInText(text: string, letters: Letters): string {
  if (letters === 'en') return text;
  return text.replace(SAN_IN_TEXT, (m) => sanLetters(m, 'tr'));
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A scenario with `"notation": "tr"` rewritten in English letters (its `moves`, `move` events and the
 * `intended` move of claims), so that the engine's texts and the scenario's own moves share one
 * alphabet; any other input is returned as it is.
 */
export function englishScenario<T>(scenario: T): T {
  if (!isObj(scenario) || scenario.notation !== 'tr') return scenario;
  const out: Record<string, unknown> = { ...scenario };
  delete out.notation;
  if (Array.isArray(out.moves)) out.moves = out.moves.map((m) => (typeof m === 'string' ? sanFromTurkish(m) : m));
  if (Array.isArray(out.events)) {
    out.events = out.events.map((e) => {
      if (!isObj(e)) return e;
      const c = { ...e };
      for (const k of ['move', 'intended']) if (typeof c[k] === 'string') c[k] = sanFromTurkish(c[k] as string);
      return c;
    });
  }
  return out as T;
}
