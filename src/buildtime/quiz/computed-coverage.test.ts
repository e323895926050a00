// "Every key the engine can compute is computed": a question of the real banks that shows a crosstable,
// a list of team match results or a list of a norm seeker's opponents must carry the field from which the
// build computes its key (`tiebreak`, `team`, `norm`), so no such key is only written by hand.
import { describe, expect, it } from 'vitest';
import { loadBanks } from './schema.ts';

describe('computed keys in the real banks', () => {
  const { questions, problems } = loadBanks(process.cwd());

  it('loads the banks', () => {
    expect(problems).toEqual([]);
    expect(questions.length).toBeGreaterThan(300);
  });

  it('computes the key of every crosstable question (src/tiebreak)', () => {
    const crosstable = questions.filter((q) => /[Çç]apraz tablo/.test(q.text) && (q.type === 'numeric' || q.type === 'single'));
    expect(crosstable.length).toBeGreaterThan(20);
    const handWritten = crosstable.filter((q) => !q.tiebreak && !q.pairing && /kaç|hangisidir/.test(q.text));
    expect(handWritten.map((q) => q.id)).toEqual([]);
  });

  it('computes the key of every question on a list of team match results (src/tiebreak/team.ts)', () => {
    const listed = questions.filter((q) => /karşılaşma sonuçları/.test(q.text) && (q.type === 'numeric' || q.type === 'single'));
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(listed.filter((q) => !q.team).map((q) => q.id)).toEqual([]);
  });

  it('computes the key of every question on a listed norm result (src/norms)', () => {
    const listed = questions.filter((q) => /şu rakiplerle oynadı/.test(q.text));
    expect(listed.length).toBeGreaterThanOrEqual(10);
    expect(listed.filter((q) => !q.norm).map((q) => q.id)).toEqual([]);
  });
});
