// The heavy suites, in one place: CPU-bound fuzzers and differential runs that take minutes on the 2-core
// machine. `npm test` runs them (project `heavy`); `npm run test:fast` (project `unit`) leaves them out,
// with the tests over the built site and the real browser (project `site`). Paths from the root.
export const HEAVY_SUITES = [
  // Fuzzers: 10,000 mutated inputs each.
  'src/tiebreak/trf.fuzz.test.ts',
  'src/engine/rulings/fuzz.test.ts',
  'src/pairing/cli.test.ts',
  // CHA's 3,606 unwinnability vectors, and the searches and the walk that check the answers.
  'src/engine/unwinnable/vectors.test.ts',
  'src/engine/unwinnable/bestfirst.test.ts',
  'src/engine/unwinnable/soundness.test.ts',
  // Differential runs: random games against chess.js, Dutch rounds against bbpPairings.
  'src/engine/differential.*.test.ts',
  'src/pairing/differential.test.ts',
];
