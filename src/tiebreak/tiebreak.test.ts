// Tie-breaks on crosstables built by hand (fixtures/*.trf); every expected value was computed by hand
// from the C.07 text before the engine existed (the working is summarised beside each expectation).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStandings, parseTrf } from './index.ts';
import type { RulesVersion, Standings, Tournament } from './index.ts';
import { trfText } from './trf-write.ts';

function load(name: string): Tournament {
  const r = parseTrf(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.tournament;
}

function standings(t: Tournament, codes: string[], rules: RulesVersion, roundRobin = false): Standings {
  const s = computeStandings(t, codes, { rules, roundRobin });
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

function values(s: Standings, code: string): Record<number, number | null> {
  return Object.fromEntries(s.players.map((p) => [p.id, p.tiebreaks[code]]));
}

const swiss = load('swiss-7.trf');

describe('Swiss crosstable with a PAB, a forfeit, requested byes and a withdrawal', () => {
  it('Buchholz: 16.3 adjusted opponents, 16.4 dummy (2023 without caps, 2026 with 16.4.1/16.4.2 caps)', () => {
    expect(values(standings(swiss, ['BH'], '2023'), 'BH')).toEqual({ 1: 9, 2: 9.5, 3: 6, 4: 9.5, 5: 9.5, 6: 8, 7: 6 });
    // Only Deniz (4) changes: forfeit win capped at Cem's adjusted 1.5 (16.4.1), last-round H at ½ × 4 = 2 (16.4.2).
    expect(values(standings(swiss, ['BH'], '2026'), 'BH')).toEqual({ 1: 9, 2: 9.5, 3: 6, 4: 8, 5: 9.5, 6: 8, 7: 6 });
  });

  it('16.4.2 caps at half the rounds computed over, not the rounds the file announces', () => {
    // The same four rounds with XXR 6 (standings after round 4 of 6): Deniz's final-round bye is still
    // capped at ½ × 4 = 2, so BH = 3 + 1.5 + 1.5 + 2 = 8 (with ½ × 6 = 3 the cap would not bite: 8.5).
    const text = readFileSync(new URL('./fixtures/swiss-7.trf', import.meta.url), 'utf8').replace('XXR 4', 'XXR 6');
    const r = parseTrf(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(values(standings(r.value.tournament, ['BH'], '2026'), 'BH')[4]).toBe(8);
  });

  it('Buchholz Cut-1 with the 16.5 VUR exception', () => {
    // Deniz and Ece lose a VUR contribution, not their lowest opponent.
    expect(values(standings(swiss, ['BH/C1'], '2023'), 'BH/C1')).toEqual({ 1: 7.5, 2: 8, 3: 5, 4: 7, 5: 7.5, 6: 6.5, 7: 5 });
    expect(values(standings(swiss, ['BH/C1'], '2026'), 'BH/C1')[4]).toBe(6);
    expect(values(standings(swiss, ['BH/M1'], '2023'), 'BH/M1')).toMatchObject({ 1: 4.5, 2: 5, 6: 3.5 });
    expect(values(standings(swiss, ['BH/C2'], '2023'), 'BH/C2')).toMatchObject({ 1: 5.5, 6: 5, 4: 5.5 });
  });

  it('Sonneborn-Berger, with the dummy times the points of unplayed rounds', () => {
    expect(values(standings(swiss, ['SB'], '2023'), 'SB')).toEqual({ 1: 6.5, 2: 2.5, 3: 1, 4: 5.25, 5: 4.75, 6: 5.5, 7: 1 });
    expect(values(standings(swiss, ['SB'], '2026'), 'SB')[4]).toBe(4);
  });

  it('Fore Buchholz: paired final-round games count as draws (8.3)', () => {
    expect(values(standings(swiss, ['FB'], '2023'), 'FB')).toMatchObject({ 1: 9, 6: 8.5 });
  });

  it('AOB averages the opponents’ Buchholz, two decimals', () => {
    expect(values(standings(swiss, ['AOB'], '2023'), 'AOB')).toMatchObject({ 1: 9.13, 4: 7.5 });
    expect(values(standings(swiss, ['AOB'], '2026'), 'AOB')[1]).toBe(8.75);
  });

  it('type B counts (Article 7) and progressive scores', () => {
    const s = standings(swiss, ['WIN', 'WON', 'BPG', 'BWG', 'GE', 'PS', 'PS/C1'], '2026');
    expect(values(s, 'WIN')).toEqual({ 1: 2, 2: 1, 3: 1, 4: 2, 5: 0, 6: 2, 7: 1 });
    expect(values(s, 'WON')).toMatchObject({ 3: 0, 4: 1, 7: 0 });
    expect(values(s, 'BPG')).toMatchObject({ 1: 2, 4: 1 });
    expect(values(s, 'BWG')).toMatchObject({ 1: 0, 6: 1 });
    expect(values(s, 'GE')).toEqual({ 1: 4, 2: 4, 3: 2, 4: 3, 5: 3, 6: 4, 7: 3 });
    expect(values(s, 'PS')).toMatchObject({ 1: 8, 6: 7.5, 4: 5.5 });
    expect(values(s, 'PS/C1')).toMatchObject({ 1: 7 });
  });

  it('rating-based tie-breaks (Article 10, B.02 tables)', () => {
    const s = standings(swiss, ['ARO', 'ARO/C1', 'TPR', 'PTP'], '2026');
    expect(values(s, 'ARO')).toMatchObject({ 1: 1675, 4: 1700, 3: 1500 });
    expect(values(s, 'ARO/C1')).toMatchObject({ 1: 1733, 3: null });
    expect(values(s, 'TPR')).toMatchObject({ 1: 1868, 4: 1700, 3: 700 });
    expect(values(s, 'PTP')).toMatchObject({ 4: 1698, 3: 700 });
  });

  it('Koya counts points against opponents with at least half the maximum', () => {
    expect(values(standings(swiss, ['KS'], '2026'), 'KS')[1]).toBe(2);
  });

  it('ranks by points, then the codes in order; full ties share the rank', () => {
    const s = standings(swiss, ['BH/C1', 'SB'], '2023');
    expect(s.players.map((p) => [p.id, p.rank])).toEqual([
      [1, 1],
      [6, 2],
      [4, 3],
      [5, 4],
      [2, 5],
      [3, 6],
      [7, 6],
    ]);
  });

  it('explains a value with its rounds, adjustments and cuts', () => {
    const s = standings(swiss, ['BH/C1'], '2026');
    const ex = s.players.find((p) => p.id === 4)?.explanations['BH/C1'];
    expect(ex?.items.map((i) => [i.round, i.value, i.cut])).toEqual([
      [1, 3, false],
      [2, 1.5, false],
      [3, 1.5, false],
      [4, 2, true],
    ]);
    expect(ex?.items[1].note).toContain('16.4.1');
    expect(ex?.items[3].note).toContain('16.5');
  });

  it('rejects unknown codes and modifiers in Turkish', () => {
    expect(computeStandings(swiss, ['XYZ'], { rules: '2026', roundRobin: false })).toMatchObject({
      ok: false,
      error: expect.stringContaining('Bilinmeyen'),
    });
    expect(computeStandings(swiss, ['WIN/C1'], { rules: '2026', roundRobin: false })).toMatchObject({
      ok: false,
      error: expect.stringContaining('uygulanmaz'),
    });
  });
});

describe('each unplayed-round category (Article 16.2) in both rule sets', () => {
  const items = (rules: RulesVersion, id: number) =>
    standings(swiss, ['BH'], rules).players.find((p) => p.id === id)!.explanations.BH.items;
  it('16.2.1 PAB: the dummy is the player’s own score in both (½ × 4 = 2 does not bite); as an opponent it counts 1 (16.3.1)', () => {
    // Gül: U in round 1, own score 1. Berk met Gül in round 2: Gül's adjusted score is 1 (U) + 0 + 0 + ½ (Z, 16.3.2) = 1.5.
    for (const rules of ['2023', '2026'] as const) {
      expect(items(rules, 7)[0]).toMatchObject({ round: 1, value: 1, label: expect.stringContaining('16.2.1') });
      expect(items(rules, 2)[1]).toMatchObject({ round: 2, opponent: 7, value: 1.5 });
    }
  });
  it('16.2.2 forfeit win: own score in 2023, capped at the scheduled opponent’s adjusted score in 2026 (16.4.1)', () => {
    // Deniz (2.5) won by forfeit against Cem, whose adjusted score is 0 + 0 + 1 (U) + ½ (Z, 16.3.2) = 1.5.
    expect(items('2023', 4)[1]).toMatchObject({ value: 2.5, label: expect.stringContaining('16.2.2') });
    expect(items('2026', 4)[1]).toMatchObject({ value: 1.5, note: expect.stringContaining('16.4.1') });
  });
  it('16.2.3 requested bye followed by a played round: counts its ½ for the opponents (16.3.1); own dummy = own score', () => {
    // Ece (2): =, H, =, =. Ali met her in round 4: 2, not adjusted. Her own round 2: dummy 2 in both (cap 2).
    for (const rules of ['2023', '2026'] as const) {
      expect(items(rules, 1)[3]).toMatchObject({ opponent: 5, value: 2 });
      expect(items(rules, 5)[1]).toMatchObject({ value: 2, label: expect.stringContaining('16.2.3') });
    }
  });
  it('16.2.4 forfeit loss: 0 for the opponents (16.3.1); own dummy capped in 2026 by the scheduled opponent (16.4.1)', () => {
    // Cem (1) lost by forfeit to Deniz (adjusted 2.5): the cap does not bite, dummy = 1 in both.
    for (const rules of ['2023', '2026'] as const)
      expect(items(rules, 3)[1]).toMatchObject({ value: 1, label: expect.stringContaining('16.2.4') });
    // Fatih met Cem in round 1: Cem's adjusted score 1.5 (his forfeit loss 0, his final Z ½).
    expect(items('2026', 6)[0]).toMatchObject({ opponent: 3, value: 1.5 });
  });
  it('16.2.5 requested bye not followed by a played round: a draw for the opponents (16.3.2); own dummy capped at ½ × rounds in 2026 (16.4.2)', () => {
    // Deniz's final H: dummy 2.5 in 2023, ½ × 4 = 2 in 2026.
    expect(items('2023', 4)[3]).toMatchObject({ value: 2.5, label: expect.stringContaining('16.2.5') });
    expect(items('2026', 4)[3]).toMatchObject({ value: 2, note: expect.stringContaining('16.4.2') });
  });
});

describe('APRO and APPO (10.4, 10.5) on a one-round crosstable', () => {
  // Ada 2000 beats Bora 1800; Can 1900 draws Dora 1700.
  // TPR: Ada 1800 + 800 = 2600, Bora 2000 − 800 = 1200, Can 1700 + 0, Dora 1900 + 0.
  // APRO(Ada) = TPR(Bora) = 1200; APRO(Can) = TPR(Dora) = 1900.
  // PTP(Bora) = 2000 − 800 = 1200 (zero score); PTP(Dora) = lowest R with PD(R − 1900) ≥ 0.50: D = −3 still gives 0.50 → 1897.
  const t = parse(
    trfText('apro', 1, [
      { id: 1, name: 'Ada', rating: 2000, rounds: ['2 w 1'] },
      { id: 2, name: 'Bora', rating: 1800, rounds: ['1 b 0'] },
      { id: 3, name: 'Can', rating: 1900, rounds: ['4 w ='] },
      { id: 4, name: 'Dora', rating: 1700, rounds: ['3 b ='] },
    ]),
  );
  it('averages the opponents’ TPR and PTP', () => {
    const s = standings(t, ['APRO', 'APPO'], '2026');
    expect(values(s, 'APRO')).toEqual({ 1: 1200, 2: 2600, 3: 1900, 4: 1700 });
    expect(values(s, 'APPO')).toMatchObject({ 1: 1200, 3: 1897 });
  });
});

describe('round-robin with a forfeit (15.2)', () => {
  const rr = load('round-robin-4.trf');
  it('SB and Koya treat the forfeit as a game', () => {
    const s = standings(rr, ['SB', 'KS'], '2026', true);
    expect(values(s, 'SB')).toEqual({ 1: 2.5, 2: 2, 3: 1, 4: 0 });
    expect(values(s, 'KS')).toEqual({ 1: 1.5, 2: 1, 3: 0.5, 4: 0 });
  });
  it('type B: forfeit wins are games; forfeit losses are games in 2023, unplayed in 2026', () => {
    expect(values(standings(rr, ['WON', 'BPG'], '2026', true), 'WON')[2]).toBe(1);
    expect(values(standings(rr, ['BPG'], '2026', true), 'BPG')[2]).toBe(2);
    expect(values(standings(rr, ['BPG'], '2026', false), 'BPG')[2]).toBe(1);
    expect(values(standings(rr, ['GE'], '2023', true), 'GE')[4]).toBe(3);
    expect(values(standings(rr, ['GE'], '2026', true), 'GE')[4]).toBe(2);
  });
});

describe('direct encounter (Article 6)', () => {
  it('6.2: all tied players met; the separate standings rank them', () => {
    const t = parse(
      trfText('de-rr', 5, [
        { id: 1, name: 'A', rounds: ['0 - Z', '2 w 1', '3 b =', '4 w 1', '5 b 0'] },
        { id: 2, name: 'B', rounds: ['5 w =', '1 b 0', '0 - Z', '3 w 1', '4 b 1'] },
        { id: 3, name: 'C', rounds: ['4 w 1', '5 b 1', '1 w =', '2 b 0', '0 - Z'] },
        { id: 4, name: 'D', rounds: ['3 b 0', '0 - Z', '5 w =', '1 b 0', '2 w 0'] },
        { id: 5, name: 'E', rounds: ['2 b =', '3 w 0', '4 b =', '0 - Z', '1 w 1'] },
      ]),
    );
    const s = standings(t, ['DE'], '2026', true);
    expect(s.players.map((p) => [p.id, p.points, p.tiebreaks.DE, p.rank])).toEqual([
      [1, 2.5, 1, 1],
      [2, 2.5, 2, 2],
      [3, 2.5, 3, 3],
      [5, 2, 1, 4],
      [4, 0.5, 1, 5],
    ]);
  });
  it('6.3: Swiss, not all met; a player alone on top whatever the missing games', () => {
    const t = parse(
      trfText('de-swiss', 3, [
        { id: 1, name: 'A', rounds: ['2 w 1', '3 b 1', '4 w 0'] },
        { id: 2, name: 'B', rounds: ['1 b 0', '5 w 1', '6 w 1'] },
        { id: 3, name: 'C', rounds: ['4 w 1', '1 w 0', '5 w 1'] },
        { id: 4, name: 'D', rounds: ['3 b 0', '6 w =', '1 b 1'] },
        { id: 5, name: 'E', rounds: ['6 w =', '2 b 0', '3 b 0'] },
        { id: 6, name: 'F', rounds: ['5 b =', '4 b =', '2 b 0'] },
      ]),
    );
    expect(values(standings(t, ['DE'], '2026'), 'DE')).toMatchObject({ 1: 1, 2: 2, 3: 2 });
  });
});

function parse(text: string): Tournament {
  const r = parseTrf(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.tournament;
}
