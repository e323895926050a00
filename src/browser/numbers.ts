// The site's number formatter lives with the engine (src/engine/numbers.ts), which every package
// may import; the browser code takes it from here.
export { decimalTr, percentTr } from '../engine/index.ts';
