// Team standings (src/tiebreak/team.ts): a 4-team round-robin on four boards, values worked out by hand.
import { describe, expect, it } from 'vitest';
import { computeTeamStandings, matchPointsOf, type TeamEvent } from './team.ts';

// R1: 1–2 2½–1½, 3–4 2–2; R2: 1–3 1½–2½, 2–4 3–1; R3: 1–4 3½–½, 2–3 2–2.
// MP: 1 → 4, 2 → 3, 3 → 4, 4 → 1. GP: 1 → 7½, 2 → 6½, 3 → 6½, 4 → 3½.
const rr: TeamEvent = {
  teams: ['Kartal', 'Boğa', 'Aslan', 'Kurt'],
  boards: 4,
  matches: [
    { home: 1, away: 2, homePoints: 2.5, awayPoints: 1.5 },
    { home: 3, away: 4, homePoints: 2, awayPoints: 2 },
    { home: 1, away: 3, homePoints: 1.5, awayPoints: 2.5 },
    { home: 2, away: 4, homePoints: 3, awayPoints: 1 },
    { home: 1, away: 4, homePoints: 3.5, awayPoints: 0.5 },
    { home: 2, away: 3, homePoints: 2, awayPoints: 2 },
  ],
};

const row = (r: ReturnType<typeof computeTeamStandings>, team: number) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.find((x) => x.team === team)!;
};

describe('match and game points', () => {
  it('2/1/0 by default, the event may set others', () => {
    expect(matchPointsOf(2.5, 1.5)).toBe(2);
    expect(matchPointsOf(2, 2)).toBe(1);
    expect(matchPointsOf(3, 1, { win: 3, draw: 1, loss: 0 })).toBe(3);
    const r = computeTeamStandings(rr);
    expect([1, 2, 3, 4].map((t) => [row(r, t).mp, row(r, t).gp])).toEqual([
      [4, 7.5],
      [3, 6.5],
      [4, 6.5],
      [1, 3.5],
    ]);
  });
  it('with 3/1/0 match points the order changes', () => {
    const r = computeTeamStandings({ ...rr, matchPoints: { win: 3, draw: 1, loss: 0 } });
    expect([row(r, 1).mp, row(r, 3).mp]).toEqual([6, 5]);
    expect(row(r, 1).rank).toBe(1);
  });
});

describe('team tie-breaks', () => {
  it('the order decides who of the two 4-point teams is first', () => {
    const byDe = computeTeamStandings(rr, ['DE', 'GP']);
    expect([row(byDe, 3).rank, row(byDe, 1).rank]).toEqual([1, 2]);
    expect([row(byDe, 3).tiebreaks.DE, row(byDe, 1).tiebreaks.DE]).toEqual([2, 0]);
    const byGp = computeTeamStandings(rr, ['GP', 'DE']);
    expect([row(byGp, 1).rank, row(byGp, 3).rank]).toEqual([1, 2]);
  });
  it('SB: opponent’s match points × game points against it; BH: opponents’ match points', () => {
    const r = computeTeamStandings(rr, ['SB', 'BH']);
    // Team 1: 3 × 2½ + 4 × 1½ + 1 × 3½ = 17; team 3: 1 × 2 + 4 × 2½ + 3 × 2 = 18.
    expect([row(r, 1).tiebreaks.SB, row(r, 3).tiebreaks.SB]).toEqual([17, 18]);
    expect([row(r, 1).tiebreaks.BH, row(r, 3).tiebreaks.BH]).toEqual([8, 8]);
    expect(row(r, 3).rank).toBe(1);
  });
  it('DE is not applied when the tied teams have not all met (C.07 6)', () => {
    // Swiss, 2 rounds: 1 and 2 both beat their opponents and never met.
    const sw: TeamEvent = {
      teams: ['A', 'B', 'C', 'D'],
      boards: 4,
      matches: [
        { home: 1, away: 3, homePoints: 3, awayPoints: 1 },
        { home: 2, away: 4, homePoints: 2.5, awayPoints: 1.5 },
        { home: 1, away: 4, homePoints: 2.5, awayPoints: 1.5 },
        { home: 2, away: 3, homePoints: 4, awayPoints: 0 },
      ],
    };
    const r = computeTeamStandings(sw, ['DE', 'GP']);
    expect([row(r, 1).tiebreaks.DE, row(r, 2).tiebreaks.DE]).toEqual([null, null]);
    expect([row(r, 2).rank, row(r, 1).rank]).toEqual([1, 2]);
  });
  it('teams equal on everything share the rank', () => {
    const r = computeTeamStandings({ teams: ['A', 'B'], boards: 2, matches: [{ home: 1, away: 2, homePoints: 1, awayPoints: 1 }] }, ['GP']);
    expect([row(r, 1).rank, row(r, 2).rank]).toEqual([1, 1]);
  });
});

describe('bad input: Turkish errors naming the field', () => {
  it('game points must add up to the boards', () => {
    const r = computeTeamStandings({ ...rr, matches: [{ home: 1, away: 2, homePoints: 3, awayPoints: 2 }] });
    expect(r.ok ? null : r.error.field).toBe('matches.0');
  });
  it('an unknown team, an unknown code', () => {
    const a = computeTeamStandings({ ...rr, matches: [{ home: 1, away: 9, homePoints: 2, awayPoints: 2 }] });
    expect(a.ok ? null : a.error).toMatchObject({ field: 'matches.0.away' });
    const b = computeTeamStandings(rr, ['XX']);
    expect(b.ok ? null : b.error.field).toBe('order.0');
  });
  it('null, an array, a list of nulls or a missing team list: an error naming the field, never a throw', () => {
    const cases: [unknown, string][] = [
      [null, 'event'],
      [[], 'event'],
      ['x', 'event'],
      [{ boards: 4, matches: [] }, 'teams'],
      [{ ...rr, matches: [null] }, 'matches.0'],
    ];
    for (const [ev, field] of cases) {
      const r = computeTeamStandings(ev as TeamEvent);
      expect(r.ok ? null : r.error.field, JSON.stringify(ev)).toBe(field);
    }
    expect(computeTeamStandings(rr, null as unknown as string[])).toMatchObject({ ok: false, error: { field: 'order' } });
  });
});
