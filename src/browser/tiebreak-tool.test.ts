// The tie-break tool's state: the example's ranking at first, typed input computed on hydration and
// on "Hesapla", chips adding codes, a file too big refused unread, bad input a Turkish error, and the
// player whose working is open.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_TRF_BYTES } from '../lib/index.ts';
import {
  DEFAULT_CODES,
  initialTiebreakTool,
  reduceTiebreakTool,
  type TiebreakToolAction,
  type TiebreakToolState,
} from './tiebreak-tool.ts';

const example = readFileSync(new URL('../tiebreak/fixtures/swiss-7.trf', import.meta.url), 'utf8');
const run = (s: TiebreakToolState, ...actions: TiebreakToolAction[]) => actions.reduce(reduceTiebreakTool, s);
const fresh = (text = example, codes = DEFAULT_CODES) => initialTiebreakTool({ example, text, codes });
const codesOf = (s: TiebreakToolState) => (s.outcome.ok ? s.outcome.value.standings.codes : s.outcome.error);

describe('tie-break tool state', () => {
  it('shows the example ranking before and after hydration when nothing was typed', () => {
    const s = fresh();
    expect(s.ready).toBe(false);
    expect(codesOf(s)).toEqual(['BH/C1', 'SB']);
    const h = run(s, { type: 'hydrated', example });
    expect(h.ready).toBe(true);
    expect(h.outcome).toBe(s.outcome);
  });

  it('computes codes typed before hydration, and codes added by a chip once "Hesapla" is pressed', () => {
    expect(codesOf(run(fresh(example, 'SB'), { type: 'hydrated', example }))).toEqual(['SB']);
    const s = run(fresh(), { type: 'hydrated', example }, { type: 'addCode', code: 'DE' });
    expect(s.codes).toBe('BH/C1 SB DE');
    expect(codesOf(s)).toEqual(['BH/C1', 'SB']);
    expect(codesOf(run(s, { type: 'compute' }))).toEqual(['BH/C1', 'SB', 'DE']);
  });

  it('opens one player at a time, and closes it on a second tap or a new computation', () => {
    const s = run(fresh(), { type: 'select', id: 3 });
    expect(s.selected).toBe(3);
    expect(run(s, { type: 'select', id: 4 }).selected).toBe(4);
    expect(run(s, { type: 'select', id: 3 }).selected).toBeNull();
    expect(run(s, { type: 'compute' }).selected).toBeNull();
  });

  it('refuses a file over the cap unread and a broken TRF with a Turkish error, keeping what was typed', () => {
    const big = run(fresh(), { type: 'select', id: 3 }, { type: 'fileTooBig', size: MAX_TRF_BYTES + 1 });
    expect(big.outcome.ok).toBe(false);
    expect(big.selected).toBeNull();
    expect(big.text).toBe(example);
    const bad = run(fresh(), { type: 'fileRead', text: '001 x' });
    expect(bad.text).toBe('001 x');
    expect(bad.outcome.ok ? '' : bad.outcome.error).toMatch(/satır/i);
  });

  it('computes with the rules and round-robin choice in force when "Hesapla" is pressed', () => {
    const s = run(fresh(), { type: 'rules', rules: '2023' }, { type: 'roundRobin', on: true }, { type: 'compute' });
    expect(s).toMatchObject({ rules: '2023', roundRobin: true });
    expect(s.outcome.ok && s.outcome.value.standings.rules).toBe('2023');
  });
});
