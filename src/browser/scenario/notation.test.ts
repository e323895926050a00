import { describe, expect, it } from 'vitest';
import { englishScenario, sanFromTurkish, sanInText, sanLetters } from './notation.ts';

describe('notation helper', () => {
  it('writes one move in Turkish or English letters', () => {
    expect(sanLetters('Nxd5', 'tr')).toBe('Axd5');
    expect(sanLetters('Rxe8+', 'tr')).toBe('Kxe8+');
    expect(sanLetters('exd8=Q#', 'tr')).toBe('exd8=V#');
    expect(sanLetters('O-O', 'tr')).toBe('O-O');
    expect(sanLetters('Nxd5', 'en')).toBe('Nxd5');
  });

  it('converts the moves inside a Turkish sentence and leaves every other word alone', () => {
    const text = "Beyaz Bxb4 hamlesini yaptı (Nxd5 de olurdu); Kale e1'de, Ek B.3 ve A.4.3, saat 20:30, e4 ve exd8=Q.";
    expect(sanInText(text, 'tr')).toBe(
      "Beyaz Fxb4 hamlesini yaptı (Axd5 de olurdu); Kale e1'de, Ek B.3 ve A.4.3, saat 20:30, e4 ve exd8=V.",
    );
    expect(sanInText(text, 'en')).toBe(text);
  });

  it('reads a scenario written in Turkish letters into English, rook K included', () => {
    const s = englishScenario({
      notation: 'tr',
      moves: ['e4', 'Af6', 'Kxe8'],
      events: [{ move: 'Vh5+' }, { claim: 'threefold', intended: 'Şf1' }, { touch: 'g5' }],
    });
    expect(s).toEqual({
      moves: ['e4', 'Nf6', 'Rxe8'],
      events: [{ move: 'Qh5+' }, { claim: 'threefold', intended: 'Kf1' }, { touch: 'g5' }],
    });
    expect(sanFromTurkish('e2e4')).toBe('e2e4');
    const en = { moves: ['Kf1'] };
    expect(englishScenario(en)).toBe(en);
  });
});
