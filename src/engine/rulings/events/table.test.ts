// Adding an event kind touches its module and the table only: a throwaway kind from a fixture
// (tests/fixtures/event-kind/chime.ts) is added to the table, and the parser, the fold, the trace
// and the site's narrator all take it without any other change.
import { describe, expect, it, vi } from 'vitest';

vi.mock('./index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./index.ts')>();
  const { eventTable } = await import('./kind.ts');
  const { chime } = await import('../../../../tests/fixtures/event-kind/chime.ts');
  const EVENT_KINDS = [...real.EVENT_KINDS, chime];
  return { ...real, EVENT_KINDS, ...eventTable(EVENT_KINDS) };
});

const { rule } = await import('../fold.ts');
const { describeEvent } = await import('../../../browser/scenario/describe.ts');

describe('a new event kind: its module and one line in the table', () => {
  it('is parsed, applied, noted in the trace and told by the narrator', () => {
    const r = rule({ moves: ['e4'], events: [{ chime: 'bell', loud: true }, { move: 'e5' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { scenario, ruling, trace } = r.value;
    expect(scenario.events[0]).toEqual({ index: 0, kind: 'chime', loud: true });
    expect(ruling.warnings.map((w) => w.note)).toContain('Zil çaldı (yüksek sesle); oyun sürer.');
    expect(trace[0]).toMatchObject({ actor: 'arbiter', note: 'Salon: zil çaldı', highlight: ['a1'] });
    expect(describeEvent(scenario.events[0], 'arbiter')).toBe('Salonda zil yüksek sesle çalar.');
    // The events after it are ruled as before.
    expect(ruling.toMove).toBe('white');
  });

  it("gets the parser's checks of its key and modifiers", () => {
    const bad = rule({ events: [{ chime: 'gong' }] });
    expect(!bad.ok && bad.error.message).toBe('events[0].chime: "gong" yalnızca "bell" olabilir');
    const extra = rule({ events: [{ chime: 'bell', by: 'white' }] });
    expect(!extra.ok && extra.error.message).toBe('events[0].by: "chime" olayında bilinmeyen alan "by"');
    const unknown = rule({ events: [{ gong: true }] });
    expect(!unknown.ok && unknown.error.message).toMatch(/bilinmeyen olay "gong" \(beklenen: .*resume, chime\)$/);
  });

  it('may come while a move is sealed when its module says so', () => {
    const r = rule({ events: [{ seal: 'Nf3' }, { chime: 'bell' }, { resume: true }] });
    expect(r.ok).toBe(true);
  });
});
