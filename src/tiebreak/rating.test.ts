// FIDE B.02 arithmetic, with values computed by hand from tables 8.1.1 and 8.1.2.
import { describe, expect, it } from 'vitest';
import { dpFromScore, expectedHundredths, initialRating, kFactor, perfectPerformance, performanceRating, ratingChange } from './rating.ts';

describe('B.02 tables', () => {
  it('8.1.2: PD for a rating difference, both sides', () => {
    expect([0, 3, 4, 100, 400, 735, 736].map(expectedHundredths)).toEqual([50, 50, 51, 64, 92, 99, 100]);
    expect(expectedHundredths(-400)).toBe(8);
  });
  it('8.1.1: dp for a fractional score', () => {
    expect([0, 0.25, 0.5, 0.75, 1].map(dpFromScore)).toEqual([-800, -193, 0, 193, 800]);
    expect(dpFromScore(2 / 3)).toBe(125);
  });
});

describe('rating change (8.3)', () => {
  it('K × ΣΔR with the 400-point rule below 2650', () => {
    // 1800 against 2200 (win) and 1300 (loss, counted as 1400): ΔR 0.92 and −0.92.
    expect(
      ratingChange(1800, 20, [
        { opponentRating: 2200, score: 1 },
        { opponentRating: 1300, score: 0 },
      ]),
    ).toMatchObject({ sumDelta: 0, rounded: 0 });
    expect(ratingChange(2600, 10, [{ opponentRating: 2100, score: 1 }])).toMatchObject({ change: 0.8, rounded: 1 });
    // 2650 and above: the real difference (500 → PD 0.96).
    expect(ratingChange(2700, 10, [{ opponentRating: 2200, score: 1 }])).toMatchObject({ change: 0.4, rounded: 0 });
  });
  it('8.3.4 rounds 0.5 away from zero; 8.3.3 the 700 rule', () => {
    expect(ratingChange(2000, 10, [{ opponentRating: 1810, score: 0.5 }])).toMatchObject({ change: -2.5, rounded: -3 });
    const games = Array.from({ length: 20 }, () => ({ opponentRating: 1500, score: 1 }));
    expect(ratingChange(1500, 40, games)).toMatchObject({ k: 35, kReduced: true, rounded: 350 });
  });
  it('K factor (8.3.3)', () => {
    expect(kFactor({ rating: 1700, gamesRated: 10, under18: false, reached2400: false }).k).toBe(40);
    expect(kFactor({ rating: 2250, gamesRated: 100, under18: true, reached2400: false }).k).toBe(40);
    expect(kFactor({ rating: 2350, gamesRated: 100, under18: true, reached2400: false }).k).toBe(20);
    expect(kFactor({ rating: 2350, gamesRated: 100, under18: false, reached2400: true }).k).toBe(10);
  });
});

describe('performance (C.07 10.2, 10.3)', () => {
  it('TPR and PTP', () => {
    const games = [
      { opponentRating: 2000, score: 0 },
      { opponentRating: 1400, score: 1 },
    ];
    expect(performanceRating(games)).toBe(1700);
    expect(perfectPerformance(games)).toBe(1698);
    expect(perfectPerformance([{ opponentRating: 1500, score: 0 }])).toBe(700);
    expect(perfectPerformance([{ opponentRating: 1500, score: 1 }])).toBe(2236);
    expect(performanceRating([])).toBeNull();
  });
});

describe('first rating (B.02 2024, 8.2)', () => {
  it('two hypothetical 1800 draws join the games; Ru = Ra + dp, rounded', () => {
    // 5 games, 3 points, opponents 1500, 1600, 1700, 1600, 1600: Ra = (8000 + 3600) / 7 = 1657.14;
    // p = 4 / 7 = 0.57 → dp 50; Ru = 1707.
    const games = [1500, 1600, 1700, 1600, 1600].map((r, i) => ({ opponentRating: r, score: i < 3 ? 1 : 0 }));
    expect(initialRating(games)).toMatchObject({ games: 5, score: 3, dp: 50, ru: 1707, published: true, capped: false });
  });
  it('fewer than five games: computed, not published', () => {
    const r = initialRating([
      { opponentRating: 1600, score: 1 },
      { opponentRating: 1700, score: 0.5 },
    ]);
    // Ra = (3300 + 3600) / 4 = 1725; p = 2.5 / 4 = 0.63 (0.625 up) → dp 95; Ru 1820.
    expect(r).toMatchObject({ dp: 95, ru: 1820, published: false });
  });
  it('below the 1400 floor: not published; above 2200: capped', () => {
    const low = initialRating(Array.from({ length: 5 }, (_, i) => ({ opponentRating: 1400, score: i === 0 ? 0.5 : 0 })));
    // Ra = (7000 + 3600) / 7 = 1514.29; p = 1.5 / 7 = 0.21 → dp −230; Ru 1284.
    expect(low).toMatchObject({ ru: 1284, published: false });
    const high = initialRating(Array.from({ length: 9 }, () => ({ opponentRating: 2400, score: 1 })));
    expect(high).toMatchObject({ ru: 2200, capped: true, published: true });
  });
  it('a zero score is disregarded', () => {
    expect(initialRating([{ opponentRating: 1500, score: 0 }])).toBeNull();
    expect(initialRating([])).toBeNull();
  });
});
