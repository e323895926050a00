// The table of event kinds: one module per kind (see ./kind.ts for what a kind exports). The
// scenario parser, the fold and the site's narrator read the kinds from here; adding a kind is
// adding its module and one line below (README.md, "Adding an event kind").

import type { ScenarioOf } from '../types.ts';
import type { EventKind } from './kind.ts';
import { eventTable } from './kind.ts';
import { move } from './move.ts';
import { touch } from './touch.ts';
import { place } from './place.ts';
import { castle } from './castle.ts';
import { promote } from './promote.ts';
import { press } from './press.ts';
import { claim } from './claim.ts';
import { arbiter } from './arbiter.ts';
import { displace } from './displace.ts';
import { restore } from './restore.ts';
import { flag } from './flag.ts';
import { offer } from './offer.ts';
import { accept } from './accept.ts';
import { decline } from './decline.ts';
import { resign } from './resign.ts';
import { found } from './found.ts';
import { scoresheet } from './scoresheet.ts';
import { request } from './request.ts';
import { seal } from './seal.ts';
import { resume } from './resume.ts';

/** Every event kind, in the order the parser names them in its messages. */
export const EVENT_KINDS = [
  move,
  touch,
  place,
  castle,
  promote,
  press,
  claim,
  arbiter,
  displace,
  restore,
  flag,
  offer,
  accept,
  decline,
  resign,
  found,
  scoresheet,
  request,
  seal,
  resume,
] as const;

type EventOf<K> = K extends EventKind<infer E> ? E : never;
/** A scenario event: the union of the kinds' events. */
export type ScenarioEvent = EventOf<(typeof EVENT_KINDS)[number]>;
export type EventKey = ScenarioEvent['kind'];
/** A scenario of the table's events (what `parseScenario` gives). */
export type Scenario = ScenarioOf<ScenarioEvent>;

export const { kindNamed, kindOf, applyEvent, tellEvent } = eventTable<ScenarioEvent>(EVENT_KINDS);

export type { PieceAt } from './kind.ts';
