// Every article number a ruling cites (in `articles`, `steps` and `clockAdjustments`) must
// exist in the text of its edition: for 2018 a number exists if it starts a line of column 1
// of seed 002 (the Laws column; the MHK commentary is column 2) or is a parent of one; for
// 2001 as seed 000 numbers its paragraphs ("7.4. a)" … "   b)" → 7.4.a, 7.4.b; "1)" under
// "b)" in 3.8 → 3.8.b.1; "B1", "C4").

import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { rule } from './index.ts';
import { articleMap } from './index.ts';
import { loadCases } from '../../../tests/support/ruling-cases.ts';
import type { Laws } from './types.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const seed = (name: string): string => readFileSync(resolve(root, '../shared/seeds', name), 'utf8');

function withParents(numbers: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const n of numbers) {
    const parts = n.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  }
  return out;
}

/** 2018: numbers starting a line in column 1 of seed 002 ("7.5.5." included). */
export function numbers2018(): Set<string> {
  const found: string[] = [];
  for (const line of seed('002_c62694f019141a7c.txt').split('\n')) {
    const col1 = line.split('\t')[0];
    const m = /^((?:\d+|[A-D])(?:\.\d+)+)\.?(?=\s)/.exec(col1);
    if (m) found.push(m[1]);
  }
  return withParents([...found, ...GUIDELINES_AND_C]);
}

/**
 * 2001: "4.3. a)", "   b)", "5.1a)", "B1." … of seed 000, numbered as the site numbers them
 * (scripts/lib/laws2001.ts): a numeric label "1)" / "1." belongs to the lettered paragraph
 * open at the time ("3.8.b.1"), else to the number ("A8.1"); a letter repeated inside one
 * number gets the next free letter (3.8 has "a)", "b)", "b)": the second "b)" is 3.8.c).
 */
export function numbers2001(): Set<string> {
  const found: string[] = [];
  let current: string | null = null;
  let lettered: string | null = null;
  let letters = new Set<string>();
  const open = (no: string): void => {
    current = no;
    lettered = null;
    letters = new Set();
    found.push(no);
  };
  const letter = (l: string): void => {
    let x = l;
    while (letters.has(x)) x = String.fromCharCode(x.charCodeAt(0) + 1);
    letters.add(x);
    lettered = `${current}.${x}`;
    found.push(lettered);
  };
  for (const line of seed('000_68bd6d0c8fe69fbc.txt').split('\n')) {
    let m = /^(\d+\.\d+)\.?\s*([a-z])\)/.exec(line) ?? /^(\d+\.\d+)([a-z])\)/.exec(line) ?? /^([A-E]\d+)\.\s*([a-z])\)/.exec(line);
    if (m) {
      open(m[1]);
      letter(m[2]);
      continue;
    }
    m = /^(\d+\.\d+)\.\s/.exec(line) ?? /^([A-E]\d+)\.\s/.exec(line);
    if (m) {
      open(m[1]);
      continue;
    }
    m = /^\s+([a-z])\)/.exec(line);
    if (m && current) {
      letter(m[1]);
      continue;
    }
    m = /^\s*(\d)[.)]\s/.exec(line);
    if (m && current) found.push(`${lettered ?? current}.${m[1]}`);
  }
  return withParents(found);
}

/**
 * Appendix C (algebraic notation) and Guidelines I (adjourned games), II (Chess960) and III (games
 * without increment) are not in seed 002 (it holds Articles 1–12 and Appendices A and B). Their
 * numbers, the same in 2018 and 2023, as the FIDE Handbook (E.01) numbers them.
 */
export const GUIDELINES_AND_C: readonly string[] = [
  ...Array.from({ length: 13 }, (_, i) => `C.${i + 1}`),
  'C.9.1',
  'C.9.2',
  'C.9.3',
  'C.10.1',
  'C.10.2',
  'C.10.3',
  'I.1.1',
  'I.1.2',
  ...Array.from({ length: 7 }, (_, i) => `I.2.${i + 1}`),
  'I.3',
  'I.4',
  'I.5',
  'I.6',
  'I.7',
  'I.8.1',
  'I.8.2',
  'I.8.3',
  'I.9.1',
  'I.9.2',
  'I.9.3',
  'I.10',
  'I.11',
  'I.12.1',
  'I.12.2',
  'I.13',
  'I.14',
  'II.1',
  'II.2.1',
  'II.2.2',
  'II.2.3',
  'II.3.1',
  'II.3.2.1',
  'II.3.2.2',
  'II.3.2.3',
  'II.3.2.4',
  'II.3.2.5.1',
  'II.3.2.5.2',
  'II.3.2.6',
  'II.3.2.7.1',
  'II.3.2.7.2',
  'II.3.2.7.3',
  'II.3.2.7.4',
  'II.3.2.7.5',
  'III.1',
  'III.2.1',
  'III.2.2',
  'III.3.1.1',
  'III.3.1.2',
  'III.4',
  'III.5.1',
  'III.5.2',
  'III.5.3',
  'III.6.1.1',
  'III.6.1.2',
  'III.6.2',
];

/**
 * 2023: we have no text of it. Its numbers are the 2018 numbers with the renumbering of the
 * 2018↔2023 map (content/data/edition-map-2023.json, from the facts sheet) applied: a 2018 number
 * the map moves away is gone unless the map gives it again as a 2023 number.
 */
export function numbers2023(): Set<string> {
  const rows = JSON.parse(readFileSync(resolve(root, 'content/data/edition-map-2023.json'), 'utf8')) as {
    '2018': string[];
    '2023': string[];
  }[];
  const moved = new Set(rows.flatMap((r) => r['2018'].filter((n) => !r['2023'].includes(n))));
  const out = new Set([...numbers2018()].filter((n) => !moved.has(n)));
  return withParents([...out, ...rows.flatMap((r) => r['2023'])]);
}

// The numbers come from the seeds in ../shared: without them the suite says it skipped.
const haveShared = existsSync(resolve(root, '../shared/seeds'));
const known = {} as Record<Laws, Set<string>>;

describe.skipIf(!haveShared)('article numbers exist in their edition', () => {
  beforeAll(() => {
    Object.assign(known, { '2023': numbers2023(), '2018': numbers2018(), '2001': numbers2001() });
  });

  it('the seed parsers find the numbers they should', () => {
    for (const n of ['3.9.2', '4.3.3', '4.7.2', '7.5.5', '9.2.1.1', '9.6.2', 'A.1', 'A.4.4', 'B.2', 'B.4', '7.5'])
      expect(known['2018']).toContain(n);
    for (const n of ['9.1.3', '7.5.6', 'A.4.6', 'C.14', 'III.7']) expect(known['2018']).not.toContain(n);
    for (const n of ['III.3.1.2', 'III.5', 'I.8.1', 'II.3.2.4', 'C.10']) expect(known['2018']).toContain(n);
    for (const n of ['10.2.a', '10.3', 'A1.a', 'A8.1', 'A9.1', 'C5']) expect(known['2001']).toContain(n);
    for (const n of [
      '4.3.a',
      '4.3.b',
      '5.1.a',
      '5.1.b',
      '5.2.c',
      '7.4.a',
      '7.4.b',
      '9.5.b',
      '6.12',
      'B1',
      'B8',
      'C1',
      'C4',
      '3.8.b',
      '3.8.b.1',
      '3.8.b.2',
      '3.8.c',
      'A8.3',
    ])
      expect(known['2001']).toContain(n);
    for (const n of ['7.5.5', '9.6.2', 'C5.a', '4.3.c', '3.8.b.3', '3.8.d', '3.7.f']) expect(known['2001']).not.toContain(n);
  });

  it('2023: the renumbered appendices, the new A.3, and none of the numbers that moved', () => {
    for (const n of ['A.3', 'A.5.2', 'A.5.4', 'A.6', 'B.2', 'B.3', 'B.4', '5.1.2', '6.1.1', '8.1.1.1', '8.1.1.2', '7.5.5'])
      expect(known['2023']).toContain(n);
    for (const n of ['A.4.4', 'A.3.1', 'A.3.2', 'B.5', 'B.3.1']) expect(known['2023']).not.toContain(n);
  });

  it('every article of the edition maps exists', () => {
    for (const laws of ['2023', '2018', '2001'] as const) {
      for (const [concept, n] of Object.entries(articleMap(laws))) {
        if (n === null) continue;
        expect(known[laws].has(n), `${laws} ${concept}: ${n}`).toBe(true);
      }
    }
  });

  it('every article cited by a case ruling exists (2018 cases also ruled under 2023)', () => {
    let checked = 0;
    for (const { file, c } of loadCases()) {
      const scenario = c.scenario as Record<string, unknown>;
      const editions = scenario.laws === '2018' ? [undefined, '2023'] : [undefined];
      for (const laws of editions) {
        const r = rule(laws ? { ...scenario, laws } : scenario);
        if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
        const v = r.value.ruling;
        const cited = [...v.articles, ...v.steps.map((s) => s.article), ...v.clockAdjustments.map((a) => a.article)];
        for (const n of cited) {
          expect(known[v.laws].has(n), `${file} (${v.laws}) cites ${n}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(600);
  });

  it('the 2018↔2023 map names only 2018 numbers that exist', () => {
    const rows = JSON.parse(readFileSync(resolve(root, 'content/data/edition-map-2023.json'), 'utf8')) as { '2018': string[] }[];
    for (const r of rows) for (const n of r['2018']) expect(known['2018'].has(n), n).toBe(true);
  });
});
