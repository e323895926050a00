// SAN with Turkish piece letters (Ş V K F A; K is the rook) for display. The switch is explicit.
const TR: Record<string, string> = { K: 'Ş', Q: 'V', R: 'K', B: 'F', N: 'A' };

export type Letters = 'tr' | 'en';

export function sanLetters(san: string, letters: Letters): string {
  if (letters === 'en') return san;
  // Castling (O-O) has no piece letter; every other upper-case letter in SAN is a piece.
  return san.replace(/[KQRBN]/g, (c) => TR[c]);
}
