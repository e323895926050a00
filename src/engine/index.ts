// Public entry point of the rules engine. Everything others may use is exported here.
export * from './types.ts';
export * from './setup.ts';
export * from './fen.ts';
export { Position } from './position.ts';
export { perft } from './perft.ts';
export * from './uci.ts';
export * from './san.ts';
export * from './pgn.ts';
export * from './game.ts';
export { readMove } from './read.ts';
export * from './endings.ts';
