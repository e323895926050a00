// Quarter 4 of the 10,000-game differential test against chess.js.
import { defineDifferential } from '../../tests/support/differential.ts';

defineDifferential(20272276);
