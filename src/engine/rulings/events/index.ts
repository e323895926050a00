// One handler per event kind. Each handler changes only the draft state it is given (see
// ../fold.ts); the rules it applies live in the modules named in ../README.md.

import type { ScenarioEvent } from '../types.ts';
import { opposite } from '../../types.ts';
import type { State } from '../state.ts';
import { onTouch } from './touch.ts';
import { onCastle, onPlace, onPromote } from './place.ts';
import { onPress } from './press.ts';
import { onMove } from './move.ts';
import { onClaim } from './claim.ts';
import { onArbiter } from './arbiter.ts';
import { onFound } from './found.ts';
import { onScoresheet } from '../recording.ts';
import { onFlag } from '../clock.ts';
import { onDisplace, onRestore } from '../displaced.ts';
import { onAccept, onDecline, onOffer, onResign } from '../endings.ts';
import { onRequest } from '../quickplay.ts';
import { onResume, onSeal } from '../sealed.ts';

type Handlers = { [K in ScenarioEvent['kind']]: (st: State, ev: Extract<ScenarioEvent, { kind: K }>) => void };

export const HANDLERS: Handlers = {
  touch: onTouch,
  place: onPlace,
  castle: onCastle,
  promote: onPromote,
  press: onPress,
  move: onMove,
  claim: onClaim,
  arbiter: onArbiter,
  displace: onDisplace,
  restore: onRestore,
  flag: onFlag,
  offer: (st, ev) => onOffer(st, ev.by ?? st.turnPlayer(), ev.index),
  // The answer to a pending offer comes from the offerer's opponent (a III.4 request is made by the
  // player having the move, so his opponent answers out of turn).
  accept: (st, ev) => onAccept(st, ev.by ?? (st.offer ? opposite(st.offer.by) : st.turnPlayer())),
  decline: (st, ev) => onDecline(st, ev.by ?? (st.offer ? opposite(st.offer.by) : st.turnPlayer())),
  resign: (st, ev) => onResign(st, ev.side),
  found: onFound,
  scoresheet: onScoresheet,
  request: onRequest,
  seal: onSeal,
  resume: onResume,
};

export function applyEvent(st: State, ev: ScenarioEvent): void {
  (HANDLERS[ev.kind] as (st: State, ev: ScenarioEvent) => void)(st, ev);
}
