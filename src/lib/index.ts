// Public entry of src/lib, the lowest layer: what every package shares and nothing about chess or
// tournaments. Imports nothing outside itself.
export { err, ok } from './result.ts';
export type { Result } from './result.ts';
export { decimalTr, percentTr } from './numbers.ts';
export * from './limits.ts';
