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
export type { EventKind, PieceAt, TellCx, Scenario, ScenarioEvent } from './events/index.ts';
export type { Ruled } from './fold.ts';
export type { MoveEvent } from './events/move.ts';
export type { TouchEvent } from './events/touch.ts';
export type { PlaceEvent } from './events/place.ts';
export type { CastleEvent } from './events/castle.ts';
export type { PromoteEvent } from './events/promote.ts';
export type { PressEvent } from './events/press.ts';
export type { ClaimEvent, ClaimKind } from './events/claim.ts';
export type { ArbiterEvent } from './events/arbiter.ts';
export type { DisplaceEvent } from './events/displace.ts';
export type { RestoreEvent } from './events/restore.ts';
export type { FlagEvent } from './events/flag.ts';
export type { FoundEvent } from './events/found.ts';
export type { ResignEvent } from './events/resign.ts';
export type { ScoresheetEvent } from './events/scoresheet.ts';
export type { RequestEvent } from './events/request.ts';
export type { SealEvent } from './events/seal.ts';
export type { ResumeEvent } from './events/resume.ts';
