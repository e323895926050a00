// Arbiter rulings: given what happened at one board (a scenario, spec version 2), what the
// FIDE Laws say follows, with the chain of articles. See README.md in this directory.

export type * from './types.ts';
export { TERMINATIONS } from './types.ts';
export { historySan, parseScenario } from './scenario.ts';
export { computeRuling, rule } from './fold.ts';
export { categoryFromTimeControl, decidingMinutes } from './categories.ts';
export { EDITIONS, EDITION_IN_FORCE, edition, articles as articleMap, penaltySeconds, claimantCut2001 } from './editions.ts';
export type { Edition, ArticleMap } from './editions.ts';
export { obligationFor, touchRuleArticles } from './touch.ts';
export { clock as formatClockTime, at, durationTr } from './steps.ts';
export { EVENT_KINDS, tellEvent } from './events/index.ts';
export type { EventKind, PieceAt, TellCx } from './events/index.ts';
