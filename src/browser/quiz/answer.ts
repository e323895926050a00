// Checking a candidate's response against a question's key, and the key in words. Pure; browser-safe.
import type { ClientQuestion, Response } from './types.ts';
import { decimalTr } from '../../lib/index.ts';
import { gradeRuling, isRulingResponse, rulingAnswered, rulingKeyText, type RulingKey } from './ruling.ts';

type Keyed = Pick<ClientQuestion, 'type' | 'answer' | 'choices' | 'unit'> &
  Partial<Pick<ClientQuestion, 'ruling' | 'shownIn' | 'edition' | 'accepted'>>;

/** The engine's key of a whole-ruling question in the edition it is shown in (default: its own). */
export function rulingKeyOf(q: Keyed): RulingKey | undefined {
  return q.ruling?.[q.shownIn ?? q.edition ?? '2023'];
}

/** Parses a typed number: "2", "2,5", " 120 " → number; anything else → null. */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export function isAnswered(r: Response | null | undefined): r is Response {
  if (r === null || r === undefined) return false;
  if (Array.isArray(r)) return r.length > 0;
  if (typeof r === 'object') return isRulingResponse(r) && rulingAnswered(r);
  return typeof r === 'boolean' || (typeof r === 'number' && Number.isFinite(r));
}

/** The other keys a disputed question accepts: only in its own edition (where the dispute is). */
function acceptedOf(q: Keyed): readonly number[] {
  return q.accepted && (q.shownIn ?? q.edition) === q.edition ? q.accepted : [];
}

export function isCorrect(q: Keyed, r: Response | null | undefined): boolean {
  if (q.type === 'ruling') {
    const key = rulingKeyOf(q);
    return !!key && isRulingResponse(r) && gradeRuling(key, r, acceptedOf(q)).correct;
  }
  if (!isAnswered(r)) return false;
  switch (q.type) {
    case 'multiple': {
      if (!Array.isArray(r) || !Array.isArray(q.answer)) return false;
      const a = [...new Set(r)].sort((x, y) => x - y);
      return a.length === q.answer.length && a.every((v, i) => v === (q.answer as number[])[i]);
    }
    case 'truefalse':
      return r === q.answer;
    case 'numeric':
      return typeof r === 'number' && typeof q.answer === 'number' && Math.abs(r - q.answer) < 1e-9;
    default:
      // A disputed question also accepts the other reading's choice (schema `accepted`).
      return typeof r === 'number' && (r === q.answer || acceptedOf(q).includes(r));
  }
}

/**
 * The credit of a response, 0..1: a whole-ruling question earns the mean of its parts (ruling.ts),
 * even when some parts are left blank; any other question 1 when right, else 0.
 */
export function creditOf(q: Keyed, r: Response | null | undefined): number {
  if (q.type === 'ruling') {
    const key = rulingKeyOf(q);
    return key && isRulingResponse(r) ? gradeRuling(key, r, acceptedOf(q)).credit : 0;
  }
  return isCorrect(q, r) ? 1 : 0;
}

const LETTERS = 'ABCDE';
export const choiceLetter = (i: number): string => LETTERS[i] ?? String(i + 1);

/**
 * The key in words: "B) …", "A) …, C) …", "Doğru", "120 saniye". With `order` (the options as shown,
 * `order[position] = original index`, see shuffle.ts) the letters are those on screen.
 */
export function answerText(q: Keyed, order?: readonly number[]): string {
  const pos = (i: number) => (order ? order.indexOf(i) : i);
  const letter = (i: number) => choiceLetter(pos(i));
  switch (q.type) {
    case 'ruling': {
      const key = rulingKeyOf(q);
      return key ? rulingKeyText(key) : '';
    }
    case 'multiple':
      return [...(q.answer as number[])]
        .sort((a, b) => pos(a) - pos(b))
        .map((i) => `${letter(i)}) ${q.choices[i]}`)
        .join('; ');
    case 'truefalse':
      return q.answer ? 'Doğru' : 'Yanlış';
    case 'numeric':
      return `${decimalTr(Number(q.answer))}${q.unit ? ` ${q.unit}` : ''}`;
    default:
      return `${letter(q.answer as number)}) ${q.choices[q.answer as number]}`;
  }
}
