// Quarter 2 of the 10,000-game differential test against chess.js.
import { defineDifferential } from '../../tests/support/differential.ts';

defineDifferential(20256438);
