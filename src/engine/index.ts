// Public entry point of the rules engine. Everything others may use is exported here.
export * from './types.ts';
export * from './setup.ts';
export * from './fen.ts';
export { Position, decodeMove, encodeMove, MAX_MOVES } from './position.ts';
export type { PositionError, Undo } from './position.ts';
export { perft, divide } from './perft.ts';
export * from './uci.ts';
export * from './san.ts';
export * from './pgn.ts';
export * from './game.ts';
export { readMove } from './read.ts';
export * from './endings.ts';
