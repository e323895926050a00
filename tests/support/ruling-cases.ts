// Loads the ruling case files (tests/fixtures/rulings) for the tests and the benchmark.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Ruling } from '../../src/engine/rulings/types.ts';

export interface Case {
  name: string;
  scenario: unknown;
  expect: Partial<Ruling> & Record<string, unknown>;
}

export const CASES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/rulings');

export function caseFiles(): string[] {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

export function loadCases(): { file: string; c: Case }[] {
  return caseFiles().map((file) => ({ file, c: JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')) as Case }));
}
