import { expect, it } from 'vitest';
import { runDifferential } from './differential.helper.ts';

// Quarter 2 of the 10,000-game differential test against chess.js (split in four files so
// that Vitest can spread it over the workers). Games are capped at 40 plies. The timeout is
// generous because the machine may be shared; no timing is asserted.
it('agrees with chess.js on 2,500 random games (seed 20256438)', { timeout: 600_000 }, () => {
  const { mismatch, stats } = runDifferential(20256438, 2500, 40);
  expect(mismatch).toBeNull();
  expect(stats.games).toBe(2500);
  // The games reach the interesting cases.
  expect(stats.mates).toBeGreaterThan(0);
  expect(stats.stalemates).toBeGreaterThan(0);
  expect(stats.epCaptures).toBeGreaterThan(0);
  expect(stats.castles).toBeGreaterThan(0);
  expect(stats.promotions).toBeGreaterThan(0);
  console.log('differential', JSON.stringify(stats));
});
