// Input that cannot be applied where it stands (a SAN move not legal there, a press by the
// wrong player …): thrown inside the fold and turned into the ruling's one error by `computeRuling`.

import type { ScenarioError } from './types.ts';

/** Thrown inside the simulation for input that cannot be applied; caught by `computeRuling`. */
export class ScenarioFault extends Error {
  readonly error: ScenarioError;
  /** The message after the path. */
  private readonly detail: string;
  constructor(path: string, message: string, event?: number) {
    super(`${path}: ${message}`);
    this.detail = message;
    this.error = event === undefined ? { path, message: `${path}: ${message}` } : { path, event, message: `${path}: ${message}` };
  }

  /** The same fault with words added to its message (what the fold did before the event). */
  withHint(hint: string): ScenarioFault {
    return new ScenarioFault(this.error.path, this.detail + hint, this.error.event);
  }
}

/** An event that cannot be applied: the error names the event (`at`, the one being applied) and the field. */
export const fault = (at: { readonly eventIndex: number }, field: string, message: string): never => {
  throw new ScenarioFault(`events[${at.eventIndex}]${field ? '.' + field : ''}`, message, at.eventIndex);
};
