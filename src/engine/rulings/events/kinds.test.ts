// Every event kind through the table (./index.ts): each has an example that the parser reads,
// the fold applies and the narrator tells in the module's words; a kind added to the table
// without an example here fails the first test.
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, kindOf, tellEvent } from './index.ts';
import type { EventKey } from './index.ts';
import { rule } from '../fold.ts';
import { describeEvent } from '../../../browser/scenario/describe.ts';

const CASTLING = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
/** A scenario whose last event is of the kind. */
const EXAMPLES: Record<EventKey, Record<string, unknown>> = {
  move: { events: [{ move: 'e4', seconds: 5 }] },
  touch: { events: [{ touch: 'g1' }] },
  place: { events: [{ place: 'e2e4' }] },
  castle: { start: CASTLING, events: [{ castle: 'king' }] },
  promote: { start: 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1', events: [{ place: 'e7e8' }, { promote: 'q' }] },
  press: { events: [{ place: 'e2e4' }, { press: true }] },
  claim: { events: [{ claim: 'fifty' }] },
  arbiter: { events: [{ place: 'e2e5' }, { press: true, noticed: false }, { arbiter: 'illegal' }] },
  displace: { events: [{ displace: 'e2e3' }] },
  restore: { events: [{ displace: 'e2e3' }, { restore: true }] },
  flag: { moves: ['e4', 'e5'], events: [{ flag: 'white', by: 'black' }] },
  offer: { events: [{ offer: 'draw' }] },
  accept: { events: [{ offer: 'draw' }, { accept: 'draw' }] },
  decline: { events: [{ offer: 'draw' }, { decline: 'draw' }] },
  resign: { events: [{ resign: 'white' }] },
  found: { moves: ['e4'], events: [{ found: 'board-orientation' }] },
  scoresheet: { timeControl: '90+0', clocks: { white: 200, black: 200 }, events: [{ scoresheet: 'stop', by: 'white' }] },
  request: { timeControl: '90+0', guidelinesIII: true, clocks: { white: 100, black: 300 }, events: [{ request: 'increment' }] },
  seal: { events: [{ seal: 'Nf3' }] },
  resume: { events: [{ seal: 'Nf3' }, { resume: true }] },
};

describe('the table of event kinds', () => {
  it('has one module per kind, each with an example here', () => {
    const keys = EVENT_KINDS.map((k) => k.kind);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const kind of EVENT_KINDS) {
    it(`${kind.kind}: parsed, applied, in the trace and told by the narrator in its module's words`, () => {
      const r = rule(EXAMPLES[kind.kind]);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      const ev = r.value.scenario.events.at(-1)!;
      expect(ev.kind).toBe(kind.kind);
      expect(kindOf(ev)).toBe(kind);
      const entry = r.value.trace.at(-1)!;
      expect(entry.event).toBe(ev.index);
      expect(entry.note.length).toBeGreaterThan(5);
      if (kind.byArbiter) expect(entry.actor).toBe('arbiter');
      const told = describeEvent(ev, entry.actor);
      expect(told).toMatch(/\.$/);
      expect(told.replace(/ \(\d+ saniye\)\.$/, '.')).toBe(tellEvent(ev, entry.actor));
    });

    it(`${kind.kind}: an unknown modifier is an error naming the field`, () => {
      const events = (EXAMPLES[kind.kind].events as Record<string, unknown>[]).slice();
      const i = events.length - 1;
      events[i] = { ...events[i], bogus: 1 };
      const r = rule({ ...EXAMPLES[kind.kind], events });
      expect(!r.ok && r.error.message).toBe(`events[${i}].bogus: "${kind.kind}" olayında bilinmeyen alan "bogus"`);
    });
  }

  it('the parser names every kind of the table, in its order', () => {
    const r = rule({ events: [{ bogus: 1 }] });
    expect(!r.ok && r.error.message).toBe(
      `events[0].bogus: bilinmeyen olay "bogus" (beklenen: ${EVENT_KINDS.map((k) => k.kind).join(', ')})`,
    );
  });
});
