import { expect, it } from 'vitest';
import { runDifferential } from './differential.helper.ts';

// Half of the 10,000-game differential test against chess.js (split in two files so that
// Vitest runs the halves in parallel). Games are capped at 40 plies.
it('agrees with chess.js on 5,000 random games (seed 20240601)', () => {
  const { mismatch, stats } = runDifferential(20240601, 5000, 40);
  expect(mismatch).toBeNull();
  expect(stats.games).toBe(5000);
  // The games reach the interesting cases.
  expect(stats.mates).toBeGreaterThan(0);
  expect(stats.stalemates).toBeGreaterThan(0);
  expect(stats.epCaptures).toBeGreaterThan(0);
  expect(stats.castles).toBeGreaterThan(0);
  expect(stats.promotions).toBeGreaterThan(0);
  console.log('differential', JSON.stringify(stats));
});
