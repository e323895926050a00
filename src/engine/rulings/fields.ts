// Reading the fields of a scenario: the Turkish error that names the field, a short rendering of a
// bad value, and the readers the scenario parser (scenario.ts) and the event kinds (events/) share.

import type { Color, Result, Role } from '../types.ts';
import { ok, err } from '../types.ts';
import type { Period, ScenarioError, TimeControl } from './types.ts';

/** An error on `path`; its message begins with the path (`events[2].place: …`). */
export const fail = (path: string, message: string, event?: number): { ok: false; error: ScenarioError } =>
  err(event === undefined ? { path, message: `${path}: ${message}` } : { path, event, message: `${path}: ${message}` });

/** A short rendering of a bad value for a message: never throws, whatever the value (deep nesting included). */
export const show = (v: unknown): string => {
  let s: string | undefined;
  try {
    s = JSON.stringify(v);
  } catch {
    s = undefined;
  }
  if (s === undefined) s = Array.isArray(v) ? '[…]' : typeof v === 'object' && v !== null ? '{…}' : typeof v;
  return s.length > 40 ? s.slice(0, 37) + '…' + (typeof v === 'string' ? '"' : '') : s;
};

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const COLOR_TR: Record<Color, string> = { white: 'beyaz', black: 'siyah' };

export function readColor(v: unknown): Color | undefined {
  return v === 'white' || v === 'black' ? v : undefined;
}

export function readBool(path: string, v: unknown, event: number): Result<boolean, ScenarioError> {
  if (typeof v !== 'boolean') return fail(path, `${show(v)} true ya da false olmalı`, event);
  return ok(v);
}

/** An optional boolean modifier of an event (`twoHands`, `noticed` …): absent = `fallback`. */
export function readFlag(
  raw: Record<string, unknown>,
  at: string,
  key: string,
  event: number,
  fallback: boolean,
): Result<boolean, ScenarioError> {
  return key in raw ? readBool(`${at}.${key}`, raw[key], event) : ok(fallback);
}

export function squareError(path: string, value: string, event: number): { ok: false; error: ScenarioError } {
  return fail(path, `${show(value)} geçerli bir kare değil`, event);
}

export const PROMO_LETTER: Record<string, Role> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
export const PROMO_NAME: Record<string, Role> = {
  queen: 'queen',
  rook: 'rook',
  bishop: 'bishop',
  knight: 'knight',
  vezir: 'queen',
  kale: 'rook',
  fil: 'bishop',
  at: 'knight',
};

/**
 * `"<base minutes>+<increment seconds>"` (spec v1) or periods joined by ":" (spec v2), each
 * `[N/]M[+S|dS]`: N moves (absent in the last period: the rest of the game), M minutes, S seconds
 * of increment (+) or delay (d, 6.3.2) per move. `"40/90+30:30+30"`, `"40/120:60"`, `"5d3"`.
 */
export function parseTimeControl(v: unknown): Result<TimeControl, ScenarioError> {
  if (typeof v !== 'string') return fail('timeControl', `${show(v)} "90+30" ya da "40/90+30:30+30" biçiminde bir metin olmalı`);
  const parts = v.split(':');
  if (parts.length > 10) return fail('timeControl', `${show(v)}: en çok 10 dönem yazılabilir`);
  const periods: Period[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i].replace(/\s+/g, '');
    const m = /^(?:(\d{1,4})\/)?(\d{1,4}(?:\.\d+)?)(?:([+d])(\d{1,4}(?:\.\d+)?))?$/.exec(p);
    if (!m)
      return fail(
        'timeControl',
        `${show(v)}: ${parts.length > 1 ? `${i + 1}. dönem ${show(parts[i])} ` : ''}anlaşılamadı; beklenen biçim "[hamle/]dakika[+saniye]" ya da gecikme için "dakika d saniye" (ör. "90+30", "40/90+30:30+30", "5d3")`,
      );
    const moves = m[1] === undefined ? null : Number(m[1]);
    const last = i === parts.length - 1;
    if (!last && moves === null)
      return fail('timeControl', `${show(v)}: son dönem dışındaki her dönemin hamle sayısı yazılmalı (ör. "40/90")`);
    if (last && moves !== null)
      return fail('timeControl', `${show(v)}: son dönem oyunun geri kalanıdır, hamle sayısı yazılmaz (ör. "40/90:30")`);
    if (moves === 0) return fail('timeControl', `${show(v)}: bir dönemin hamle sayısı sıfır olamaz`);
    const s = m[4] === undefined ? 0 : Number(m[4]);
    periods.push({ moves, minutes: Number(m[2]), incrementSeconds: m[3] === '+' ? s : 0, delaySeconds: m[3] === 'd' ? s : 0 });
  }
  const first = periods[0];
  if (first.minutes <= 0 && first.incrementSeconds <= 0 && first.delaySeconds <= 0)
    return fail('timeControl', `${show(v)}: süre sıfır olamaz`);
  return ok({ text: v.trim(), periods, baseMinutes: first.minutes, incrementSeconds: first.incrementSeconds });
}
