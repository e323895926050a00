// Reading moves of a scenario: the engine core's reader (UCI always, SAN with the scenario's letters).
export { readMove } from '../read.ts';
