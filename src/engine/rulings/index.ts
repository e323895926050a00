// Arbiter rulings: given what happened at one board (a scenario, spec version 2), what the
// FIDE Laws say follows, with the chain of articles. See README.md in this directory.

export type * from './types.ts';
export { TERMINATIONS } from './types.ts';
export { historySan, parseScenario } from './scenario.ts';
export { computeRuling, rule } from './fold.ts';
export { categoryFromTimeControl } from './categories.ts';
export { EDITIONS, EDITION_IN_FORCE, articles as articleMap, claimantCut2001 } from './editions.ts';
export { touchRuleArticles } from './touch.ts';
export { clock as formatClockTime, at, durationTr } from './steps.ts';
export { tellEvent } from './events/index.ts';
export type { PieceAt, ScenarioEvent } from './events/index.ts';
export type { Ruled } from './fold.ts';
