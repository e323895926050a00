// Hash tables keyed by the 64-bit Zobrist key of HBoard (two 32-bit halves), compared in
// full, so a hit is never a different position unless both 32-bit halves collide.

/** A copy of `a` in an array of `length` (at least a's): the growth step of the searches' stacks. */
export function grown(a: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  const x = new Int32Array(length);
  x.set(a);
  return x;
}

/** Lossy table for the helpmate search: key → (depth, generation). Replace-always. */
export class DepthTable {
  private readonly mask: number;
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly depth: Int16Array;
  private readonly gen: Int32Array;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.depth = new Int16Array(size).fill(-1);
    this.gen = new Int32Array(size).fill(-1);
  }

  clear(): void {
    this.depth.fill(-1);
    this.gen.fill(-1);
  }

  /** Depth stored for the key, or -1. */
  probe(lo: number, hi: number, generation: number): number {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    if (this.lo[i] === lo && this.hi[i] === hi && this.gen[i] === generation) return this.depth[i];
    return -1;
  }

  store(lo: number, hi: number, depth: number, generation: number): void {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.depth[i] = depth;
    this.gen[i] = generation;
  }
}

/**
 * Exact set of keys (open addressing over interleaved lo/hi pairs, grows); used where
 * soundness needs exact membership. The pair (0, 0) marks a free slot, so that key is
 * stored as (0, 1) — harmless, as (0, 1) then stands for both.
 */
export class KeySet {
  private slots: Int32Array;
  private mask: number;
  size = 0;

  constructor(bits = 12) {
    const n = 1 << bits;
    this.slots = new Int32Array(n * 2);
    this.mask = n - 1;
  }

  /** Adds the key; returns false when it was already present. */
  add(lo: number, hi: number): boolean {
    if (lo === 0 && hi === 0) hi = 1;
    if ((this.size + 1) * 2 > this.mask) this.grow();
    const slots = this.slots;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    for (;;) {
      const a = slots[i * 2];
      const b = slots[i * 2 + 1];
      if (a === 0 && b === 0) break;
      if (a === lo && b === hi) return false;
      i = (i + 1) & this.mask;
    }
    slots[i * 2] = lo;
    slots[i * 2 + 1] = hi;
    this.size++;
    return true;
  }

  has(lo: number, hi: number): boolean {
    if (lo === 0 && hi === 0) hi = 1;
    const slots = this.slots;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    for (;;) {
      const a = slots[i * 2];
      const b = slots[i * 2 + 1];
      if (a === 0 && b === 0) return false;
      if (a === lo && b === hi) return true;
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const n = (this.mask + 1) * 2;
    this.slots = new Int32Array(n * 2);
    this.mask = n - 1;
    this.size = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0 || old[i + 1] !== 0) this.add(old[i], old[i + 1]);
  }
}
