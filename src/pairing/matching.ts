// Maximum-weight matching on a general graph, kept up to date when the edges of a few vertices change.
// Written for this project from the published primal–dual method: Edmonds' blossom algorithm with
// Galil's presentation of the duals ("Efficient algorithms for finding maximum matching in graphs",
// Computing Surveys 18, 1986) and the O(n³) organisation of Gabow; the way to re-solve after an update
// (detach the changed vertex from its blossoms, give it the smallest feasible dual and grow trees only
// from exposed vertices whose dual is positive) is the one bbpPairings (Apache-2.0) describes in its
// matching computer, here in our own structure.
//
// Representation
// - The graph is dense: `weight` is an n×n matrix of numbers in `limbs` limbs of 48 bits each, most
//   significant limb first, stored in one Float64Array. A limb holds an integer below 2^48, so the sum
//   or difference of a few limbs stays below 2^53 and every operation is exact in floating point.
// - Duals: `dual` (vertices) and `zdual` (blossoms). The slack of an edge between two top-level blossoms
//   is dual[i] + dual[j] − 2·weight[i][j]; a blossom's zdual enters the slack of its inner edges twice.
// - Bound (why `limbsFor(bits)` limbs suffice): with weights below W = 2^bits, a vertex dual is set to at
//   most 2W (the largest 2·w − dual[j] with dual[j] ≥ 0) and only grows while it sits at the far end of a
//   tight edge from an outer vertex, so it stays ≤ 2W; an inner blossom's zdual is at most the sum of the
//   duals around it, ≤ 2W as well, and so is a vertex dual after a blossom's zdual is moved into it when
//   the blossom is dissolved (the slack of an inner edge is then unchanged, ≥ 0). Every intermediate value
//   (a sum of two duals, twice a weight) is below 2^(bits+3) < 2^(48·limbs).
// - Blossoms have ids n..2n−1: `children` lists the sub-blossoms around the odd cycle, base child first;
//   `edgeFrom[b][k]`/`edgeTo[b][k]` are the vertices of the cycle edge from child k to child k+1.
//
// Usage: `setWeight(a, b, …)` for every changed edge (a is the vertex whose edges change), `remove(v)` for a
// vertex that leaves the graph, then `solve()`. A changed vertex leaves its blossoms and its partner; only
// the exposed vertices with a positive dual start alternating trees, so re-solving after k changed
// vertices costs about k·n² steps instead of n³.

export const LIMB_BITS = 48;
const LIMB = 2 ** LIMB_BITS;

/** Limbs for weights below 2^bits, with the headroom of the bound above. */
export function limbsFor(bits: number): number {
  return Math.max(1, Math.ceil((bits + 4) / LIMB_BITS));
}

/** Propagate carries so that every limb but the first is in [0, 2^48). */
export function normalize(a: Float64Array, off: number, limbs: number): void {
  let carry = 0;
  for (let k = off + limbs - 1; k > off; k--) {
    const x = a[k] + carry;
    carry = Math.floor(x / LIMB);
    a[k] = x - carry * LIMB;
  }
  a[off] += carry;
}

/** Add value·2^bit (value a non-negative integer below 2^48) without normalising. */
export function addAt(a: Float64Array, off: number, limbs: number, bit: number, value: number): void {
  if (value === 0) return;
  const k = off + limbs - 1 - Math.floor(bit / LIMB_BITS);
  const r = bit % LIMB_BITS;
  const room = 2 ** (LIMB_BITS - r);
  const low = value % room;
  a[k] += low * 2 ** r;
  const high = (value - low) / room;
  if (high) a[k - 1] += high;
}

export function isZero(a: Float64Array, off: number, limbs: number): boolean {
  for (let k = off; k < off + limbs; k++) if (a[k] !== 0) return false;
  return true;
}

function compare(a: Float64Array, ao: number, b: Float64Array, bo: number, limbs: number): number {
  for (let k = 0; k < limbs; k++) {
    const d = a[ao + k] - b[bo + k];
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

function copy(from: Float64Array, fo: number, to: Float64Array, tor: number, limbs: number): void {
  for (let k = 0; k < limbs; k++) to[tor + k] = from[fo + k];
}

/** a += sign·d (normalised). */
function addSigned(a: Float64Array, ao: number, d: Float64Array, doff: number, sign: number, limbs: number): void {
  let carry = 0;
  for (let k = limbs - 1; k > 0; k--) {
    const x = a[ao + k] + sign * d[doff + k] + carry;
    carry = Math.floor(x / LIMB);
    a[ao + k] = x - carry * LIMB;
  }
  a[ao] += sign * d[doff] + carry;
}

const FREE = 0;
const OUTER = 1;
const INNER = 2;

export class Matcher {
  readonly n: number;
  readonly limbs: number;
  private readonly weight: Float64Array;
  private readonly edge: Uint8Array;
  private readonly dual: Float64Array;
  private readonly zdual: Float64Array;
  private readonly mate: Int32Array;
  private readonly alive: Uint8Array;
  private readonly changed: Uint8Array;
  private changedList: number[] = [];
  // Blossom structure.
  private readonly top: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly children: number[][];
  private readonly edgeFrom: number[][];
  private readonly edgeTo: number[][];
  private readonly unusedIds: number[] = [];
  // One stage's labels: the alternating forest.
  private readonly label: Uint8Array;
  private readonly labelFrom: Int32Array;
  private readonly labelTo: Int32Array;
  private readonly mark: Int32Array;
  private stamp = 0;
  private queue: number[] = [];
  /** For a free vertex: the outer vertex of least slack to it, and that slack. */
  private readonly bestOuter: Int32Array;
  private readonly bestOuterSlack: Float64Array;
  /** For an outer vertex: the outer vertex of another blossom of least slack, and that slack. */
  private readonly bestPeer: Int32Array;
  private readonly bestPeerSlack: Float64Array;
  private readonly tmp: Float64Array;
  private readonly delta: Float64Array;

  constructor(n: number, bits: number) {
    this.n = n;
    const L = (this.limbs = limbsFor(bits));
    this.weight = new Float64Array(n * n * L);
    this.edge = new Uint8Array(n * n);
    this.dual = new Float64Array(n * L);
    this.zdual = new Float64Array(2 * n * L);
    this.mate = new Int32Array(n).fill(-1);
    this.alive = new Uint8Array(n).fill(1);
    this.changed = new Uint8Array(n);
    this.top = Int32Array.from({ length: n }, (_, i) => i);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = Int32Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
    this.children = Array.from({ length: 2 * n }, () => []);
    this.edgeFrom = Array.from({ length: 2 * n }, () => []);
    this.edgeTo = Array.from({ length: 2 * n }, () => []);
    for (let b = 2 * n - 1; b >= n; b--) this.unusedIds.push(b);
    this.label = new Uint8Array(2 * n);
    this.labelFrom = new Int32Array(2 * n).fill(-1);
    this.labelTo = new Int32Array(2 * n).fill(-1);
    this.mark = new Int32Array(2 * n);
    this.bestOuter = new Int32Array(n).fill(-1);
    this.bestOuterSlack = new Float64Array(n * L);
    this.bestPeer = new Int32Array(n).fill(-1);
    this.bestPeerSlack = new Float64Array(n * L);
    this.tmp = new Float64Array(2 * L);
    this.delta = new Float64Array(L);
  }

  /**
   * Set the weight of edge a–b to the number at `src[off..]` plus `add` (a small signed integer); zero
   * removes the edge. `a` is the vertex whose edges are changing. Returns whether anything changed.
   */
  setWeight(a: number, b: number, src: Float64Array | null, off: number, add = 0): boolean {
    const L = this.limbs;
    const t = this.tmp;
    if (src) copy(src, off, t, 0, L);
    else t.fill(0, 0, L);
    if (add) {
      t[L - 1] += add;
      normalize(t, 0, L);
    }
    const ab = (a * this.n + b) * L;
    if (compare(t, 0, this.weight, ab, L) === 0) return false;
    const ba = (b * this.n + a) * L;
    copy(t, 0, this.weight, ab, L);
    copy(t, 0, this.weight, ba, L);
    const present = isZero(t, 0, L) ? 0 : 1;
    this.edge[a * this.n + b] = this.edge[b * this.n + a] = present;
    this.touch(a);
    return true;
  }

  /** Take `v` out of the graph (its partner, if any, becomes exposed). */
  remove(v: number): void {
    if (!this.alive[v]) return;
    this.touch(v);
    this.alive[v] = 0;
  }

  /** A maximum-weight matching of the live vertices: mate[v], or -1. */
  solve(): Int32Array {
    for (const v of this.changedList) {
      this.changed[v] = 0;
      if (this.alive[v]) this.lowestFeasibleDual(v);
    }
    this.changedList = [];
    while (this.stage()) this.expandZeroBlossoms();
    this.expandZeroBlossoms();
    return this.mate.slice();
  }

  // ——— updates ———

  /** Detach v from its blossoms and its partner; its dual is recomputed by `solve`. */
  private touch(v: number): void {
    if (this.changed[v]) return;
    this.changed[v] = 1;
    this.changedList.push(v);
    const partner = this.detach(v);
    if (partner >= 0) this.touch(partner);
  }

  /** Make v a top-level, exposed vertex; returns its former partner (or of its blossom's base), or -1. */
  private detach(v: number): number {
    const root = this.top[v];
    const b0 = this.base[root];
    const partner = this.mate[b0];
    if (partner >= 0) {
      this.mate[b0] = -1;
      this.mate[partner] = -1;
    }
    if (root >= this.n) {
      this.rebase(root, v);
      this.mate[v] = -1;
      // Dissolve the blossoms around v: each one's zdual moves into its vertices' duals, which leaves
      // the slack of every inner edge unchanged (and the slack of an edge leaving it larger).
      let b = root;
      while (b >= this.n) {
        const z = b * this.limbs;
        let next = -1;
        for (const c of this.children[b]) {
          this.parent[c] = -1;
          this.forLeaves(c, (x) => {
            addSigned(this.dual, x * this.limbs, this.zdual, z, 1, this.limbs);
            this.top[x] = c;
            if (x === v) next = c;
          });
        }
        this.freeId(b);
        b = next;
      }
    }
    return partner;
  }

  /** The smallest even dual that keeps every edge of v feasible (slack ≥ 0). */
  private lowestFeasibleDual(v: number): void {
    const L = this.limbs;
    const d = this.dual;
    const vo = v * L;
    d.fill(0, vo, vo + L);
    const t = this.tmp;
    for (let j = 0; j < this.n; j++) {
      if (!this.alive[j] || j === v || !this.edge[v * this.n + j]) continue;
      const wo = (v * this.n + j) * L;
      const jo = j * L;
      let carry = 0;
      for (let k = L - 1; k >= 0; k--) {
        const x = 2 * this.weight[wo + k] - d[jo + k] + carry;
        carry = k > 0 ? Math.floor(x / LIMB) : 0;
        t[k] = x - carry * LIMB;
      }
      if (compare(t, 0, d, vo, L) > 0) copy(t, 0, d, vo, L);
    }
    if (d[vo + L - 1] % 2 !== 0) {
      d[vo + L - 1] += 1;
      normalize(d, vo, L);
    }
  }

  // ——— blossoms ———

  private forLeaves(b: number, f: (v: number) => void): void {
    if (b < this.n) f(b);
    else for (const c of this.children[b]) this.forLeaves(c, f);
  }

  private freeId(b: number): void {
    this.children[b] = [];
    this.edgeFrom[b] = [];
    this.edgeTo[b] = [];
    this.base[b] = -1;
    this.parent[b] = -1;
    this.zdual.fill(0, b * this.limbs, (b + 1) * this.limbs);
    this.unusedIds.push(b);
  }

  private matchPair(x: number, y: number): void {
    this.mate[x] = y;
    this.mate[y] = x;
  }

  /** Make v the base of blossom b: flip the even path of the cycle from v's child to the base child. */
  private rebase(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t];
    if (t >= this.n) this.rebase(t, v);
    const kids = this.children[b];
    const from = this.edgeFrom[b];
    const to = this.edgeTo[b];
    const k = kids.length;
    const i = kids.indexOf(t);
    if (i > 0) {
      const link = (j: number) => {
        const x = from[j];
        const y = to[j];
        if (kids[j] >= this.n) this.rebase(kids[j], x);
        const next = kids[(j + 1) % k];
        if (next >= this.n) this.rebase(next, y);
        this.matchPair(x, y);
      };
      if (i % 2 === 0) for (let j = i - 2; j >= 0; j -= 2) link(j);
      else for (let j = i + 1; j < k; j += 2) link(j);
      this.children[b] = kids.slice(i).concat(kids.slice(0, i));
      this.edgeFrom[b] = from.slice(i).concat(from.slice(0, i));
      this.edgeTo[b] = to.slice(i).concat(to.slice(0, i));
    }
    this.base[b] = v;
  }

  /** Expand top-level blossoms whose zdual is 0 (they carry nothing for the duals). */
  private expandZeroBlossoms(): void {
    for (let b = this.n; b < 2 * this.n; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1) continue;
      if (!isZero(this.zdual, b * this.limbs, this.limbs)) continue;
      for (const c of this.children[b]) {
        this.parent[c] = -1;
        this.forLeaves(c, (x) => (this.top[x] = c));
      }
      this.freeId(b);
      b = this.n - 1; // children may be zero blossoms too: start over
    }
  }

  // ——— one stage ———

  private slack(i: number, j: number, out: Float64Array, oo: number): void {
    const L = this.limbs;
    const d = this.dual;
    const w = this.weight;
    const io = i * L;
    const jo = j * L;
    const wo = (i * this.n + j) * L;
    let carry = 0;
    for (let k = L - 1; k > 0; k--) {
      const x = d[io + k] + d[jo + k] - 2 * w[wo + k] + carry;
      carry = Math.floor(x / LIMB);
      out[oo + k] = x - carry * LIMB;
    }
    out[oo] = d[io] + d[jo] - 2 * w[wo] + carry;
  }

  private setOuter(b: number, from: number, to: number): void {
    this.label[b] = OUTER;
    this.labelFrom[b] = from;
    this.labelTo[b] = to;
    this.forLeaves(b, (x) => this.queue.push(x));
  }

  /** Grow the forest until one augmentation; false when no exposed vertex has a positive dual. */
  private stage(): boolean {
    const n = this.n;
    const L = this.limbs;
    this.queue = [];
    this.bestOuter.fill(-1);
    this.bestPeer.fill(-1);
    for (let v = 0; v < n; v++) {
      const b = this.top[v];
      this.label[b] = FREE;
      this.labelFrom[b] = this.labelTo[b] = -1;
    }
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (!this.alive[v] || this.top[v] !== v || this.mate[v] >= 0) continue;
      if (isZero(this.dual, v * L, L)) continue;
      this.setOuter(v, -1, -1);
      roots++;
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1 || this.mate[this.base[b]] >= 0) continue;
      if (isZero(this.dual, this.base[b] * L, L)) continue;
      this.setOuter(b, -1, -1);
      roots++;
    }
    if (!roots) return false;
    for (;;) {
      while (this.queue.length) {
        const v = this.queue.pop() as number;
        if (this.scan(v)) return true;
      }
      if (this.adjustDuals()) return true;
    }
  }

  /** Look at every edge of the outer vertex i; true when the matching was augmented. */
  private scan(i: number): boolean {
    const n = this.n;
    const L = this.limbs;
    const d = this.dual;
    const w = this.weight;
    const t = this.tmp;
    const io = i * L;
    for (let j = 0; j < n; j++) {
      if (!this.edge[i * n + j] || !this.alive[j]) continue;
      const tj = this.top[j];
      // top[i] changes when a blossom forms during this scan.
      if (tj === this.top[i]) continue;
      const lab = this.label[tj];
      if (lab === INNER) continue;
      // The first limb bounds the slack: slack > (top − 2)·2^(48·(limbs−1)); skip what cannot be best.
      const est = d[io] + d[j * L] - 2 * w[(i * n + j) * L];
      if (lab === FREE) {
        if (this.bestOuter[j] >= 0 && est >= this.bestOuterSlack[j * L] + 3) continue;
      } else if (this.bestPeer[i] >= 0 && est >= this.bestPeerSlack[i * L] + 3) continue;
      this.slack(i, j, t, 0);
      if (isZero(t, 0, L)) {
        if (this.tight(i, j)) return true;
        continue;
      }
      if (lab === FREE) {
        if (this.bestOuter[j] < 0 || compare(t, 0, this.bestOuterSlack, j * L, L) < 0) {
          this.bestOuter[j] = i;
          copy(t, 0, this.bestOuterSlack, j * L, L);
        }
      } else if (this.bestPeer[i] < 0 || compare(t, 0, this.bestPeerSlack, i * L, L) < 0) {
        this.bestPeer[i] = j;
        copy(t, 0, this.bestPeerSlack, i * L, L);
      }
    }
    return false;
  }

  /** A tight edge from the outer vertex i to j: grow, shrink a blossom or augment. */
  private tight(i: number, j: number): boolean {
    const tj = this.top[j];
    const lab = this.label[tj];
    if (lab === FREE) {
      const bj = this.base[tj];
      const m = this.mate[bj];
      if (m < 0) {
        // An exposed blossom whose dual is 0: augment into it.
        this.flipToRoot(i, j);
        if (tj >= this.n) this.rebase(tj, j);
        this.mate[j] = i;
        return true;
      }
      this.label[tj] = INNER;
      this.labelFrom[tj] = i;
      this.labelTo[tj] = j;
      this.setOuter(this.top[m], bj, m);
      return false;
    }
    if (lab !== OUTER) return false;
    const ti = this.top[i];
    const b = this.commonBase(ti, tj);
    if (b < 0) {
      this.flipToRoot(i, j);
      this.flipToRoot(j, i);
      return true;
    }
    this.shrink(b, i, j);
    return false;
  }

  /** The outer blossom above an outer blossom in its tree, or -1 at the root. */
  private outerParent(x: number): number {
    const f = this.labelFrom[x];
    if (f < 0) return -1;
    return this.top[this.labelFrom[this.top[f]]];
  }

  private commonBase(a: number, b: number): number {
    const s = ++this.stamp;
    while (a !== -1 || b !== -1) {
      if (a !== -1) {
        if (this.mark[a] === s) return a;
        this.mark[a] = s;
        a = this.outerParent(a);
      }
      const t = a;
      a = b;
      b = t;
    }
    return -1;
  }

  /** The odd cycle through the tight edge i–j and their common base b becomes one outer blossom. */
  private shrink(b: number, i: number, j: number): void {
    const up = (x: number): number[] => {
      const path: number[] = [];
      while (x !== b) {
        path.push(x);
        const inner = this.top[this.labelFrom[x]];
        path.push(inner);
        x = this.top[this.labelFrom[inner]];
      }
      return path;
    };
    const pi = up(this.top[i]).reverse();
    const pj = up(this.top[j]);
    const kids = [b, ...pi, ...pj];
    const from: number[] = [];
    const to: number[] = [];
    for (const c of pi) {
      from.push(this.labelFrom[c]);
      to.push(this.labelTo[c]);
    }
    from.push(i);
    to.push(j);
    for (const c of pj) {
      from.push(this.labelTo[c]);
      to.push(this.labelFrom[c]);
    }
    const nb = this.unusedIds.pop() as number;
    this.children[nb] = kids;
    this.edgeFrom[nb] = from;
    this.edgeTo[nb] = to;
    this.base[nb] = this.base[b];
    this.parent[nb] = -1;
    this.label[nb] = OUTER;
    this.labelFrom[nb] = this.labelFrom[b];
    this.labelTo[nb] = this.labelTo[b];
    for (const c of kids) {
      this.parent[c] = nb;
      const wasInner = this.label[c] === INNER;
      this.forLeaves(c, (x) => {
        this.top[x] = nb;
        if (wasInner) this.queue.push(x);
      });
    }
  }

  /** Flip the alternating path from s (its new partner given) up to its tree's root. */
  private flipToRoot(s: number, partner: number): void {
    for (;;) {
      const bs = this.top[s];
      if (bs >= this.n) this.rebase(bs, s);
      this.mate[s] = partner;
      if (partner >= 0) this.mate[partner] = s;
      const f = this.labelFrom[bs];
      if (f < 0) return;
      const inner = this.top[f];
      const x = this.labelFrom[inner];
      const y = this.labelTo[inner];
      if (inner >= this.n) this.rebase(inner, y);
      this.mate[y] = x;
      partner = y;
      s = x;
    }
  }

  /** An inner blossom whose zdual reached 0 opens: its children take its place in the tree. */
  private expandInner(b: number): void {
    const kids = this.children[b];
    const from = this.edgeFrom[b];
    const to = this.edgeTo[b];
    const k = kids.length;
    let entry = this.labelTo[b];
    while (this.parent[entry] !== b) entry = this.parent[entry];
    const e = kids.indexOf(entry);
    for (const c of kids) {
      this.parent[c] = -1;
      this.label[c] = FREE;
      this.forLeaves(c, (x) => (this.top[x] = c));
    }
    // The even path from the entry child to the base child alternates inner and outer children.
    let prevFrom = this.labelFrom[b];
    let prevTo = this.labelTo[b];
    const step = e % 2 === 0 ? -1 : 1;
    for (let p = 0, j = e; ; p++) {
      const c = kids[((j % k) + k) % k];
      if (p % 2 === 0) {
        this.label[c] = INNER;
        this.labelFrom[c] = prevFrom;
        this.labelTo[c] = prevTo;
      } else this.setOuter(c, prevFrom, prevTo);
      if (((j % k) + k) % k === 0) break;
      if (step < 0) {
        prevFrom = to[j - 1];
        prevTo = from[j - 1];
      } else {
        prevFrom = from[j];
        prevTo = to[j % k];
      }
      j += step;
    }
    for (const c of kids) {
      if (this.label[c] !== FREE) continue;
      this.forLeaves(c, (x) => this.refreshBestOuter(x));
    }
    this.freeId(b);
  }

  private refreshBestOuter(j: number): void {
    const L = this.limbs;
    const t = this.tmp;
    this.bestOuter[j] = -1;
    for (let i = 0; i < this.n; i++) {
      if (!this.alive[i] || !this.edge[i * this.n + j] || this.label[this.top[i]] !== OUTER) continue;
      this.slack(i, j, t, 0);
      if (this.bestOuter[j] < 0 || compare(t, 0, this.bestOuterSlack, j * L, L) < 0) {
        this.bestOuter[j] = i;
        copy(t, 0, this.bestOuterSlack, j * L, L);
      }
    }
  }

  private refreshBestPeer(i: number): void {
    const L = this.limbs;
    const t = this.tmp;
    const ti = this.top[i];
    this.bestPeer[i] = -1;
    for (let j = 0; j < this.n; j++) {
      if (!this.alive[j] || !this.edge[i * this.n + j]) continue;
      const tj = this.top[j];
      if (tj === ti || this.label[tj] !== OUTER) continue;
      this.slack(i, j, t, 0);
      if (this.bestPeer[i] < 0 || compare(t, 0, this.bestPeerSlack, i * L, L) < 0) {
        this.bestPeer[i] = j;
        copy(t, 0, this.bestPeerSlack, i * L, L);
      }
    }
  }

  /**
   * Change the duals by the largest amount that keeps them feasible, then act on what stopped it:
   * an outer vertex's dual reached 0 (it becomes exposed), an edge became tight, or an inner blossom's
   * zdual reached 0. True when the matching changed.
   */
  private adjustDuals(): boolean {
    const n = this.n;
    const L = this.limbs;
    const d = this.delta;
    const t = this.tmp;
    let kind = 0;
    let arg = -1;
    const consider = (src: Float64Array, off: number, k: number, a: number, half: boolean) => {
      if (half) {
        // Outer–outer slacks are even: halve from the top limb down.
        let rem = 0;
        for (let q = 0; q < L; q++) {
          const x = src[off + q] + rem * LIMB;
          const h = Math.floor(x / 2);
          t[L + q] = h;
          rem = x - 2 * h;
        }
        src = t;
        off = L;
      }
      if (kind === 0 || compare(src, off, d, 0, L) < 0) {
        copy(src, off, d, 0, L);
        kind = k;
        arg = a;
      }
    };
    for (let v = 0; v < n; v++) {
      if (!this.alive[v]) continue;
      const lab = this.label[this.top[v]];
      if (lab === OUTER) {
        consider(this.dual, v * L, 1, v, false);
        let p = this.bestPeer[v];
        if (p >= 0 && (this.top[p] === this.top[v] || this.label[this.top[p]] !== OUTER)) {
          this.refreshBestPeer(v);
          p = this.bestPeer[v];
        }
        if (p >= 0) consider(this.bestPeerSlack, v * L, 3, v, true);
      } else if (lab === FREE && this.bestOuter[v] >= 0) consider(this.bestOuterSlack, v * L, 2, v, false);
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] >= 0 && this.parent[b] === -1 && this.label[b] === INNER) consider(this.zdual, b * L, 4, b, false);
    }
    if (!isZero(d, 0, L)) {
      for (let v = 0; v < n; v++) {
        if (!this.alive[v]) continue;
        const lab = this.label[this.top[v]];
        if (lab === OUTER) {
          addSigned(this.dual, v * L, d, 0, -1, L);
          if (this.bestPeer[v] >= 0) {
            addSigned(this.bestPeerSlack, v * L, d, 0, -1, L);
            addSigned(this.bestPeerSlack, v * L, d, 0, -1, L);
          }
        } else if (lab === INNER) addSigned(this.dual, v * L, d, 0, 1, L);
        else if (this.bestOuter[v] >= 0) addSigned(this.bestOuterSlack, v * L, d, 0, -1, L);
      }
      for (let b = n; b < 2 * n; b++) {
        if (this.base[b] < 0 || this.parent[b] !== -1) continue;
        if (this.label[b] === OUTER) addSigned(this.zdual, b * L, d, 0, 1, L);
        else if (this.label[b] === INNER) addSigned(this.zdual, b * L, d, 0, -1, L);
      }
    }
    // kind is never 0: stage() calls this only with an outer root, and every outer vertex's dual is a
    // candidate (kind 1); without a maximum-cardinality mode there is no "no adjustment" case.
    switch (kind) {
      case 2:
        return this.tight(this.bestOuter[arg], arg);
      case 3:
        return this.tight(arg, this.bestPeer[arg]);
      case 4:
        this.expandInner(arg);
        return false;
      default:
        this.flipToRoot(arg, -1);
        return true;
    }
  }
}

/**
 * `weight(i, j)` for i > j gives the edge weight (0n = no edge). Returns `mate`, mate[v] = partner or -1.
 * The matching maximises the total weight (not the cardinality).
 */
export function maxWeightMatching(n: number, weight: (i: number, j: number) => bigint): number[] {
  let max = 0n;
  for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) if (weight(i, j) > max) max = weight(i, j);
  const bits = max.toString(2).length;
  const m = new Matcher(n, bits);
  const buf = new Float64Array(m.limbs);
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      writeBigInt(weight(i, j), buf, 0, m.limbs);
      m.setWeight(i, j, buf, 0);
    }
  }
  return Array.from(m.solve());
}

/** A non-negative bigint into limbs (tests and tools). */
export function writeBigInt(x: bigint, buf: Float64Array, off: number, limbs: number): void {
  for (let k = off + limbs - 1; k >= off; k--) {
    buf[k] = Number(x & ((1n << BigInt(LIMB_BITS)) - 1n));
    x >>= BigInt(LIMB_BITS);
  }
}
