import { describe, expect, it } from 'vitest';
import { at, describeEvent, type PieceAt } from './describe.ts';
import { clockText } from './labels.ts';
import { squareName } from '../../engine/index.ts';
import { parseScenario, type ScenarioEvent } from '../../engine/rulings/index.ts';

const PIECES = {
  g5: { role: 'pawn', color: 'black' },
  h4: { role: 'pawn', color: 'white' },
  e1: { role: 'king', color: 'white' },
} as const;
const board: PieceAt = (sq) => PIECES[squareName(sq) as keyof typeof PIECES];
/** A scenario event as the engine types it. */
const ev = (raw: Record<string, unknown>): ScenarioEvent => {
  const r = parseScenario({ start: '4k3/8/8/6p1/7P/8/8/4K3 w - - 0 1', events: [raw] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.events[0];
};

describe('describeEvent', () => {
  it('uses the right Turkish suffixes for squares', () => {
    expect(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'].map(at)).toEqual([
      "a1'deki",
      "b2'deki",
      "c3'teki",
      "d4'teki",
      "e5'teki",
      "f6'daki",
      "g7'deki",
      "h8'deki",
    ]);
  });

  it('describes touching, placing and pressing in Turkish', () => {
    expect(describeEvent(ev({ touch: 'g5' }), 'white', board)).toBe("Beyaz g5'teki siyah piyona dokunur.");
    expect(describeEvent(ev({ touch: 'e1', adjust: true }), 'white', board)).toBe(
      "Beyaz “düzeltiyorum” diyerek e1'deki beyaz şaha dokunur.",
    );
    expect(describeEvent(ev({ place: 'h4g5' }), 'white', board)).toBe("Beyaz h4'teki piyonu g5 karesine bırakır.");
    expect(describeEvent(ev({ press: true }), 'white')).toBe('Beyaz saatine basar.');
    expect(describeEvent(ev({ flag: 'black' }), 'white')).toBe("Siyah'ın bayrağı düşer.");
    expect(describeEvent(ev({ claim: 'illegal', by: 'black' }), 'white')).toBe('Siyah rakibinin kural dışı hamlesini hakeme bildirir.');
  });

  it('states clock adjustments', () => {
    expect(clockText({ side: 'black', seconds: 120 })).toBe("Siyah'a 2 dakika eklenir");
    expect(clockText({ side: 'white', seconds: -60 })).toBe("Beyaz'ın süresinden 1 dakika düşülür");
  });
});

describe('the events of spec version 2 in Turkish', () => {
  it('tells the time a move took, the findings and a player who stops recording', () => {
    expect(describeEvent(ev({ move: 'h5', seconds: 45 }), 'white', board)).toBe('Beyaz h5 oynar ve saatine basar (45 saniye).');
    expect(describeEvent(ev({ place: 'h4h5', seconds: 125 }), 'white', board)).toBe(
      "Beyaz h4'teki piyonu h5 karesine bırakır (2 dakika 5 saniye).",
    );
    expect(describeEvent(ev({ found: 'clock-setting', set: '90+0' }), 'arbiter', board)).toBe(
      'Saatin yanlışlıkla 90+0 olarak kurulduğu anlaşılır.',
    );
    expect(describeEvent(ev({ found: 'misplaced', square: 'e1' }), 'arbiter', board)).toBe(
      'Bir şahın ya da kalenin yanlış kareye dizildiği anlaşılır (e1).',
    );
    expect(describeEvent(ev({ scoresheet: 'stop', by: 'black' }), 'black', board)).toBe('Siyah hamlelerini kaydetmeyi bırakır.');
  });
});
