// The penalty card against the engine: every cell is what rule() says of the cell's scenario (the
// test rules each scenario again and reads the ruling itself), each cell's scenario is the case the
// row names, and the editions differ where the engine's editions do. No answer is written here.
import { describe, expect, it } from 'vitest';
import { EDITIONS, rule } from '../engine/rulings/index.ts';
import type { Category, Laws } from '../engine/rulings/index.ts';
import {
  CASES,
  CATEGORIES,
  caseOfRuling,
  cellScenario,
  columnsOf,
  engineSupervision,
  keyArticles,
  outcomeText,
  penaltyCard,
  scenarioIndex,
  warningText,
} from './penalty-card.ts';

describe.each(['2023', '2018'] as const)('penalty card, %s', (laws: Laws) => {
  const card = penaltyCard(laws);

  it('has a cell for every case, category and supervision column, each the ruling of its own scenario', () => {
    expect(card.rows.map((r) => r.def.id)).toEqual(CASES.map((c) => c.id));
    for (const row of card.rows)
      for (const cat of CATEGORIES) {
        expect(row.cells[cat.id].map((c) => c.column)).toEqual([...columnsOf(cat.id)]);
        for (const cell of row.cells[cat.id]) {
          const again = rule(cellScenario(laws, cat.id, cell.column, row.def));
          expect(again.ok).toBe(true);
          if (!again.ok) continue;
          const r = again.value.ruling;
          expect(r.laws).toBe(laws);
          expect(r.category).toBe(cat.id);
          if (cat.id !== 'standard') expect(r.supervision).toBe(engineSupervision(cat.id, cell.column));
          expect(cell.ruling).toEqual(r);
          expect(cell.outcome).toBe(outcomeText(r));
          expect(cell.articles).toEqual(keyArticles(r));
          expect(cell.warnings).toEqual(r.warnings.map(warningText));
          // The cell's scenario is the case its row names.
          expect(caseOfRuling(r, cellScenario(laws, cat.id, cell.column, row.def)), `${row.def.id} ${cat.id} ${cell.column}`).toBe(
            row.def.id,
          );
          // Every article the cell links is one the ruling cites.
          for (const a of cell.articles) expect(r.articles).toContain(a);
        }
      }
  });

  it('the penalty in seconds is the edition’s penalty for the category and supervision', () => {
    for (const id of ['illegal-first', 'wrong-claim'] as const) {
      const row = card.rows.find((r) => r.def.id === id)!;
      for (const cat of CATEGORIES)
        for (const cell of row.cells[cat.id]) {
          const p = EDITIONS[laws].penalty(
            id === 'wrong-claim' ? 'claim' : 'illegal',
            cat.id as Category,
            engineSupervision(cat.id, cell.column),
          );
          expect(cell.ruling.clockAdjustments.map((a) => a.seconds)).toEqual([p.seconds]);
          if (p.warning) expect(cell.warnings).toContain(warningText(p.warning));
        }
    }
  });
});

describe('penalty card: the two editions and the scenario links', () => {
  it('rapid penalties differ between 2018 and 2023 exactly where the engine says so', () => {
    const a = penaltyCard('2023').rows[0].cells.rapid;
    const b = penaltyCard('2018').rows[0].cells.rapid;
    for (let i = 0; i < a.length; i++) {
      const sa = EDITIONS['2023'].penalty('illegal', 'rapid', engineSupervision('rapid', a[i].column)).seconds;
      const sb = EDITIONS['2018'].penalty('illegal', 'rapid', engineSupervision('rapid', b[i].column)).seconds;
      expect(a[i].outcome === b[i].outcome).toBe(sa === sb);
    }
  });

  it('files a scenario under the cell its ruling shows', () => {
    const cell = penaltyCard('2023').rows.find((r) => r.def.id === 'flag-unwinnable')!.cells.blitz[2];
    const scenario = cellScenario(
      '2023',
      'blitz',
      'partial',
      CASES.find((c) => c.id === 'flag-unwinnable')!,
    );
    const index = scenarioIndex([{ href: '/senaryolar/x/', title: 'x', scenario }], (s) => {
      const r = rule(s);
      return r.ok ? r.value.ruling : null;
    });
    expect(index.get(`2023|flag-unwinnable|blitz|partial`)).toEqual({ href: '/senaryolar/x/', title: 'x' });
    expect(cell.column).toBe('partial');
  });
});
