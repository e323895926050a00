// What the pairing explainers' components read off the engine's reasons: who floats down, and from which
// score group. Pure.
import type { BuiltPairingExample } from '../../../src/buildtime/pairing-explainers.ts';

type Reason = BuiltPairingExample['reasons'][number];
export type Bracket = Extract<Reason, { kind: 'bracket' }>;
export type FloatDown = Extract<Reason, { kind: 'float-down' }>;
export type NotNatural = Extract<Reason, { kind: 'not-natural' }>;

/** The players who float down, with the criterion that sent them. */
export const floatsOf = (ex: BuiltPairingExample): FloatDown[] => ex.reasons.filter((r): r is FloatDown => r.kind === 'float-down');

/** Who floats down from each score group: the float-down reasons follow their group's reason. */
export function floatsFrom(ex: BuiltPairingExample): Map<Bracket, number[]> {
  const from = new Map<Bracket, number[]>();
  let current: Bracket | undefined;
  for (const r of ex.reasons) {
    if (r.kind === 'bracket') current = r;
    else if (r.kind === 'float-down' && current) from.set(current, [...(from.get(current) ?? []), r.player]);
  }
  return from;
}
