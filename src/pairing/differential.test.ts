// Differential test: our Dutch pairings against bbpPairings' (Apache-2.0), round by round, on tournaments
// its random generator made (tests/fixtures/pairing; regenerate with generate.ts there). The suite reads
// only the stored data: pairs in board order with colours, and the pairing-allocated bye.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../trf/read.ts';
import { pairDutch } from './dutch.ts';
import { checkTournament, pairNextRound } from './index.ts';
import { pairingState } from './view.ts';

const dir = join(import.meta.dirname, '../../tests/fixtures/pairing');
interface Expected {
  file: string;
  players: number;
  rounds: { round: number; pairs: [number, number][]; bye: number | null }[];
}
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected[];

describe('Dutch pairings identical to bbpPairings', () => {
  for (const t of expected) {
    const file = readTrf(readFileSync(join(dir, t.file), 'utf8'));
    // One test per round: a 150-player round takes seconds, and each stays well inside the timeout.
    describe(`${t.file}: ${t.players} players`, () => {
      for (const e of t.rounds) {
        it(`round ${e.round}`, () => {
          if (!file.ok) throw new Error(JSON.stringify(file.error));
          const st = pairingState(file.value, e.round);
          if (!st.ok) throw new Error(JSON.stringify(st.error));
          const got = pairDutch(st.value);
          if (!got.ok) throw new Error(got.error);
          expect({ round: e.round, pairs: got.value.pairs, bye: got.value.bye }).toEqual(e);
        });
      }
    });
  }
  // bbpPairings' own regression tests for the Dutch system (its test/tests folder, data only).
  for (const name of ['dutch_2025_C5', 'dutch_2025_C9', 'issue_7']) {
    it(`bbpPairings test ${name}`, () => {
      const file = readTrf(readFileSync(join(dir, `bbp-${name}.trf`), 'utf8'));
      if (!file.ok) throw new Error(JSON.stringify(file.error));
      const st = pairingState(file.value);
      if (!st.ok) throw new Error(JSON.stringify(st.error));
      const got = pairDutch(st.value);
      if (!got.ok) throw new Error(got.error);
      const lines = [...got.value.pairs.map(([w, b]) => `${w} ${b}`), ...(got.value.bye === null ? [] : [`${got.value.bye} 0`])];
      const want = readFileSync(join(dir, `bbp-${name}.expected`), 'utf8')
        .trim()
        .split('\n');
      expect([String(lines.length), ...lines]).toEqual(want);
    });
  }
  // Forbidden pairs (XXP in every round, 260 for a range of rounds): round 5 of p020-s113 with two XXP
  // lines and two 260 lines (one active, one for rounds 1–3 only), as bbpPairings pairs it.
  it('forbidden pairs (XXP, 260) pair as bbpPairings pairs them', () => {
    const text = readFileSync(join(dir, 'forbidden-p020.trf'), 'utf8');
    const file = readTrf(text);
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    const st = pairingState(file.value);
    if (!st.ok) throw new Error(JSON.stringify(st.error));
    const got = pairDutch(st.value);
    if (!got.ok) throw new Error(got.error);
    const lines = [...got.value.pairs.map(([w, b]) => `${w} ${b}`), ...(got.value.bye === null ? [] : [`${got.value.bye} 0`])];
    const want = readFileSync(join(dir, 'forbidden-p020.expected'), 'utf8').trim().split('\n');
    expect([String(lines.length), ...lines]).toEqual(want);
    // The explanation names the forbidden pair where it decides (3 and 4 cannot meet: both float down).
    const explained = pairNextRound(text);
    expect(explained.ok && explained.value.text.filter((t) => /yasak/.test(t)).length).toBe(2);
    // Without the forbidden lines the engine pairs 3–4 and 1–6, as bbpPairings does.
    const plain = readTrf(text.replace(/^(XXP|260).*$/gm, ''));
    if (!plain.ok) throw new Error(JSON.stringify(plain.error));
    const pst = pairingState(plain.value);
    if (!pst.ok) throw new Error(JSON.stringify(pst.error));
    const free = pairDutch(pst.value);
    if (!free.ok) throw new Error(free.error);
    expect(free.value.pairs.slice(0, 2)).toEqual([
      [3, 4],
      [1, 6],
    ]);
  });

  // Acceleration from XXA lines (virtual points per round): round 4 of p030-s118 with players 1–15 given
  // 1, 1, 1, 0.5, 0.5 points in rounds 1–5, as bbpPairings pairs it (which differs from the plain round).
  it('XXA acceleration pairs as bbpPairings pairs it', () => {
    const text = readFileSync(join(dir, 'accelerated-p030.trf'), 'utf8');
    const r = pairNextRound(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const lines = [...r.value.pairs.map(([w, b]) => `${w} ${b}`), ...(r.value.bye === null ? [] : [`${r.value.bye} 0`])];
    const want = readFileSync(join(dir, 'accelerated-p030.expected'), 'utf8').trim().split('\n');
    expect([String(lines.length), ...lines]).toEqual(want);
    const plain = pairNextRound(text.replace(/^XXA.*$/gm, ''));
    expect(plain.ok && plain.value.pairs).not.toEqual(r.value.pairs);
  });

  it('covers at least 300 rounds from 7 to 150 players, with forfeits, half-point byes and withdrawals', () => {
    const rounds = expected.reduce((s, t) => s + t.rounds.length, 0);
    expect(rounds).toBeGreaterThanOrEqual(300);
    expect(Math.min(...expected.map((t) => t.players))).toBe(7);
    expect(Math.max(...expected.map((t) => t.players))).toBe(150);
    const all = expected.map((t) => readFileSync(join(dir, t.file), 'utf8')).join('\n');
    for (const code of ['+', '-', 'H', 'U']) expect(all).toMatch(new RegExp(` \\d+ [wb-] \\${code}`));
  });
});

// Baku acceleration (C.04.5.1) from a TRF-2026 192 line, every round of four tournaments played round by
// round against bbpPairings (generate-baku.ts): with bbpPairings' own Baku where its group GA equals the
// text's, and with our virtual points as 250 lines where they differ (30 players: GA 16, not 15; two
// late entries).
const baku = JSON.parse(readFileSync(join(dir, 'baku.json'), 'utf8')) as (Expected & { bbp: string })[];
describe('Baku acceleration (192 FIDE_DUTCH_BAKU) pairs as bbpPairings pairs it', () => {
  for (const t of baku) {
    const text = readFileSync(join(dir, t.file), 'utf8');
    const file = readTrf(text);
    const plain = readTrf(text.replace(/^192.*$/m, ''));
    it(`${t.file}: ${t.players} players, rounds ${t.rounds[0].round}–${t.rounds.at(-1)?.round} (bbpPairings given ${t.bbp})`, () => {
      if (!file.ok || !plain.ok) throw new Error('unreadable fixture');
      let differs = 0;
      for (const e of t.rounds) {
        const st = pairingState(file.value, e.round);
        if (!st.ok) throw new Error(JSON.stringify(st.error));
        const got = pairDutch(st.value);
        if (!got.ok) throw new Error(got.error);
        expect({ round: e.round, pairs: got.value.pairs, bye: got.value.bye }).toEqual(e);
        const pst = pairingState(plain.value, e.round);
        const free = pst.ok ? pairDutch(pst.value) : null;
        if (free?.ok && JSON.stringify(free.value.pairs) !== JSON.stringify(e.pairs)) differs++;
      }
      // The virtual points change the pairing (at least in round 1, where GA meets GA).
      expect(differs).toBeGreaterThan(0);
    });
  }
  it('the checker re-pairs every round of each Baku file identically (late entries not in round 1)', () => {
    for (const t of baku) {
      const c = checkTournament(readFileSync(join(dir, t.file), 'utf8'));
      if (!c.ok) throw new Error(JSON.stringify(c.error));
      expect([t.file, c.value.identical]).toEqual([t.file, c.value.rounds]);
    }
  });
  it('covers the accelerated rounds of 7- and 9-round tournaments, with late entries', () => {
    expect(baku.reduce((s, t) => s + t.rounds.length, 0)).toBeGreaterThanOrEqual(30);
    expect(baku.map((t) => t.bbp)).toEqual(expect.arrayContaining(['192', '250']));
  });
});
