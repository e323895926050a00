// Public entry point of the rules engine. Everything others may use is exported here.
export * from './types.ts';
