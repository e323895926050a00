// Hash tables keyed by the 64-bit Zobrist key of HBoard (two 32-bit halves), compared in
// full, so a hit is never a different position unless both 32-bit halves collide.

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

/** Exact set of keys (open addressing, grows); used where soundness needs exact membership. */
export class KeySet {
  private lo: Int32Array;
  private hi: Int32Array;
  private used: Uint8Array;
  private mask: number;
  size = 0;

  constructor(bits = 12) {
    const n = 1 << bits;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.mask = n - 1;
  }

  /** Adds the key; returns false when it was already present. */
  add(lo: number, hi: number): boolean {
    if ((this.size + 1) * 2 > this.mask) this.grow();
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (this.used[i]) {
      if (this.lo[i] === lo && this.hi[i] === hi) return false;
      i = (i + 1) & this.mask;
    }
    this.used[i] = 1;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.size++;
    return true;
  }

  has(lo: number, hi: number): boolean {
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (this.used[i]) {
      if (this.lo[i] === lo && this.hi[i] === hi) return true;
      i = (i + 1) & this.mask;
    }
    return false;
  }

  private grow(): void {
    const oLo = this.lo;
    const oHi = this.hi;
    const oUsed = this.used;
    const n = (this.mask + 1) * 2;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.mask = n - 1;
    this.size = 0;
    for (let i = 0; i < oUsed.length; i++) if (oUsed[i]) this.add(oLo[i], oHi[i]);
  }
}
