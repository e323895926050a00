// 10,000 mutated TRF files give a tournament with computable tie-breaks or a Turkish error naming line and
// column, never a throw. A heavy suite (tests/heavy.ts): npm test runs it, npm run test:fast does not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_TIEBREAKS, computeStandings, parseTrf } from './index.ts';

const text = readFileSync(new URL('./fixtures/swiss-7.trf', import.meta.url), 'utf8');

describe('fuzz: 10,000 mutated TRF files', () => {
  it('always a tournament with computable tie-breaks, or a Turkish error with line and column', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const alphabet = ' 0123456789wbWDL=+-HFUZ.,\nXR001ç?';
    let ok = 0;
    for (let i = 0; i < 10_000; i++) {
      let s = text;
      const edits = 1 + rand(4);
      for (let k = 0; k < edits; k++) {
        const at = rand(s.length + 1);
        const op = rand(4);
        const c = alphabet[rand(alphabet.length)];
        if (op === 0) s = s.slice(0, at) + c + s.slice(at + 1);
        else if (op === 1) s = s.slice(0, at) + c + s.slice(at);
        else if (op === 2) s = s.slice(0, at) + s.slice(at + 1 + rand(12));
        else {
          const lines = s.split('\n');
          const a = rand(lines.length);
          lines.splice(rand(lines.length), 0, lines[a]);
          s = lines.join('\n');
        }
      }
      const r = parseTrf(s);
      if (!r.ok) {
        expect(r.error.line).toBeGreaterThanOrEqual(1);
        expect(r.error.column).toBeGreaterThanOrEqual(1);
        expect(r.error.message.length).toBeGreaterThan(10);
        continue;
      }
      ok++;
      for (const rules of ['2023', '2026'] as const) {
        const st = computeStandings(r.value.tournament, ALL_TIEBREAKS.map(String), { rules, roundRobin: i % 2 === 0 });
        if (!st.ok) throw new Error(st.error);
        for (const p of st.value.players) for (const v of Object.values(p.tiebreaks)) if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }
    }
    // Some mutations keep the file valid (a changed name, a swapped bye), so both branches run.
    expect(ok).toBeGreaterThan(100);
  });
});
