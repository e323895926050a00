// Bad input never crashes: 10,000 scenarios mutated from the ruling cases (structure, types,
// sizes, nesting) each give a ruling or a Turkish error naming the field — through rule() and
// through the CLI's text entry point; a few also through the real CLI process.

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rule } from './index.ts';
import { rulingFromText } from '../../cli/ruling-text.ts';
import { loadCases } from '../../../tests/support/ruling-cases.ts';
import { prng } from '../../../tests/support/differential.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const seeds = loadCases().map(({ c }) => c.scenario as Record<string, unknown>);
const rnd = prng(20261124);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

function nest(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = rnd() < 0.5 ? [v] : { a: v };
  return v;
}

const VALUES: (() => unknown)[] = [
  () => null,
  () => true,
  () => -1,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER,
  () => 0.5,
  () => '',
  () => 'e4',
  () => 'h4z5',
  () => '\u0000',
  () => 'ş'.repeat(100_000),
  () => [],
  () => ({}),
  () => nest(1 + Math.floor(rnd() * 5000), 'x'),
  () => Array.from({ length: 2000 }, () => ({ touch: 'e2' })),
  () => pick(seeds),
  () => pick(['white', 'black', 'both', 'arbiter', 'draw', 'king', 'queen', 'threefold', 'illegal', '2018', '2001', '2023']),
  // Spec v3: the Guidelines' events and values.
  () =>
    pick([
      'increment',
      'normal-means',
      'cannot-win',
      'no-effort',
      'agree',
      'refuse',
      'reject',
      'postpone',
      'chess960',
      'Nd2',
      'Ngf3',
      'e7e8',
      'O-O',
    ]),
  () =>
    pick([
      { request: 'increment' },
      { claim: 'normal-means', basis: 'no-effort' },
      { arbiter: 'postpone', award: true },
      { arbiter: 'agree' },
      { seal: 'Nf3' },
      { resume: true },
      { flag: 'both', first: null },
    ]),
];
const KEYS = [
  'laws',
  'timeControl',
  'category',
  'supervision',
  'start',
  'moves',
  'clocks',
  'illegalMoves',
  'events',
  'notation',
  'move',
  'touch',
  'place',
  'castle',
  'press',
  'claim',
  'arbiter',
  'flag',
  'resign',
  'offer',
  'by',
  'intended',
  'twoHands',
  'noticed',
  'displace',
  'restore',
  'promote',
  'seconds',
  'first',
  'found',
  'square',
  'set',
  'scoresheet',
  'guidelinesIII',
  'variant',
  'request',
  'basis',
  'award',
  'seal',
  'resume',
  '__proto__',
  'constructor',
];

/** One random change somewhere in a JSON value. */
function mutate(v: unknown, depth = 0): unknown {
  if (depth > 3 || rnd() < 0.25) return pick(VALUES)();
  if (Array.isArray(v)) {
    const a = v.slice();
    const r = rnd();
    if (a.length && r < 0.4) a[Math.floor(rnd() * a.length)] = mutate(a[Math.floor(rnd() * a.length)], depth + 1);
    else if (a.length && r < 0.6) a.splice(Math.floor(rnd() * a.length), 1);
    else if (r < 0.8) a.splice(Math.floor(rnd() * (a.length + 1)), 0, a.length ? pick(a) : pick(VALUES)());
    else a.reverse();
    return a;
  }
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    const keys = Object.keys(o);
    const r = rnd();
    if (keys.length && r < 0.5) {
      const k = pick(keys);
      o[k] = mutate(o[k], depth + 1);
    } else if (keys.length && r < 0.7) delete o[pick(keys)];
    else Object.defineProperty(o, pick(KEYS), { value: pick(VALUES)(), enumerable: true, configurable: true, writable: true });
    return o;
  }
  return pick(VALUES)();
}

/** JSON text of a value; a value too deep for JSON.stringify becomes hand-built deep text. */
function toText(v: unknown): string {
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return `{"events":[${'['.repeat(3000)}${']'.repeat(3000)}]}`;
  }
}

function mutated(): unknown {
  let v: unknown = pick(seeds);
  const n = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < n; i++) v = mutate(v);
  return v;
}

/** A Turkish error names the field first (`events[2].place: …`, `json: …`, `moves[3]: …`). */
const FIELD =
  /^(json|laws|timeControl|category|supervision|start|notation|guidelinesIII|variant|moves(\[\d+\])?|clocks(\.\w+)?|illegalMoves(\.\w+)?|events(\[\d+\](\.\w+)?)?): \S/;

describe('fuzz: 10,000 mutated scenarios', () => {
  it('rule() and the CLI give a ruling or a Turkish error naming the field, never a throw', () => {
    let rulings = 0;
    let errors = 0;
    for (let i = 0; i < 10_000; i++) {
      const input = mutated();
      const r = rule(input);
      if (r.ok) {
        rulings++;
        expect(r.value.trace).toHaveLength(r.value.scenario.events.length);
      } else {
        errors++;
        expect(r.error.message, toText(input).slice(0, 200)).toMatch(FIELD);
        expect(r.error.message).not.toMatch(/undefined|\[object Object\]|TypeError|RangeError/);
      }
      // The same scenario as text through the CLI's entry point (sometimes cut short: broken JSON).
      const cut = rnd() < 0.1;
      let exact = true;
      try {
        JSON.stringify(input);
      } catch {
        exact = false;
      }
      const text = cut ? toText(input).slice(0, Math.floor(rnd() * 200)) : toText(input);
      const out = rulingFromText(text);
      if (out.status === 0) expect(JSON.parse(out.stdout)).toHaveProperty('result');
      else expect(out.stderr).toMatch(/^Hata: \S/);
      if (!cut && exact && typeof input === 'object' && input !== null && !('scenario' in input && 'expect' in input))
        expect(out.status === 0).toBe(r.ok);
    }
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    expect(rulings).toBeGreaterThan(500);
    expect(errors).toBeGreaterThan(500);
  });

  it('the CLI process on deeply nested and huge input', () => {
    const deep = `{"events":[${'['.repeat(5000)}${']'.repeat(5000)}]}`;
    const huge = JSON.stringify({ events: [{ move: 'e4'.repeat(500_000) }] });
    // Deep nesting is named at its field; a megabyte on stdin is refused by the input cap (src/cli/input.ts).
    for (const [input, message] of [
      [deep, /^Hata: events\[0\]/],
      [huge, /^Hata: standart girdi çok büyük/],
    ] as const) {
      // The Node that runs the tests is the project's pinned one (npm run puts it first on the PATH).
      const r = spawnSync(process.execPath, ['src/cli/ruling.ts', '-'], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/RangeError|at /);
    }
  });
});
