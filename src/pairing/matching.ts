// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with primal-dual updates
// (Galil's O(n³) formulation). Weights are BigInt, so the pairing criteria can be packed into one
// lexicographic number of any width. Pure TypeScript, written for this project from the published
// algorithm (Edmonds 1965; Galil, "Efficient algorithms for finding maximum matching in graphs", 1986).
//
// Integer weights keep every dual variable an integer: vertex duals start at the largest weight and the
// slack of an edge between two outer vertices is always even.

export type Weight = bigint;

/**
 * `weights(i, j)` for i > j gives the edge weight (0n = no edge). Returns `mate`, mate[v] = partner or -1.
 * Only edges of positive weight are used; the matching maximises the total weight (not the cardinality).
 */
export function maxWeightMatching(n: number, weight: (i: number, j: number) => Weight): number[] {
  const ei: number[] = [];
  const ej: number[] = [];
  const ew: bigint[] = [];
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      const w = weight(i, j);
      if (w > 0n) {
        ei.push(i);
        ej.push(j);
        ew.push(w);
      }
    }
  }
  return solve(n, ei, ej, ew);
}

export function solve(nvertex: number, ei: number[], ej: number[], ew: bigint[]): number[] {
  const nedge = ei.length;
  if (nedge === 0) return new Array(nvertex).fill(-1);
  let maxweight = 0n;
  for (const w of ew) if (w > maxweight) maxweight = w;
  const endpoint: number[] = new Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = ei[k];
    endpoint[2 * k + 1] = ej[k];
  }
  const neighbend: number[][] = Array.from({ length: nvertex }, () => []);
  for (let k = 0; k < nedge; k++) {
    neighbend[ei[k]].push(2 * k + 1);
    neighbend[ej[k]].push(2 * k);
  }
  const mate: number[] = new Array(nvertex).fill(-1);
  const label: number[] = new Array(2 * nvertex).fill(0);
  const labelend: number[] = new Array(2 * nvertex).fill(-1);
  const inblossom: number[] = Array.from({ length: nvertex }, (_, i) => i);
  const blossomparent: number[] = new Array(2 * nvertex).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const blossombase: number[] = Array.from({ length: 2 * nvertex }, (_, i) => (i < nvertex ? i : -1));
  const blossomendps: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const bestedge: number[] = new Array(2 * nvertex).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = nvertex; b < 2 * nvertex; b++) unusedblossoms.push(b);
  const dualvar: bigint[] = new Array(2 * nvertex);
  for (let v = 0; v < 2 * nvertex; v++) dualvar[v] = v < nvertex ? maxweight : 0n;
  const allowedge: boolean[] = new Array(nedge).fill(false);
  let queue: number[] = [];

  const ew2 = ew.map((w) => 2n * w);
  const slack = (k: number): bigint => dualvar[ei[k]] + dualvar[ej[k]] - ew2[k];

  const blossomLeaves = (b: number, out: number[]): void => {
    if (b < nvertex) out.push(b);
    else for (const t of blossomchilds[b] as number[]) blossomLeaves(t, out);
  };
  const leaves = (b: number): number[] => {
    const out: number[] = [];
    blossomLeaves(b, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w];
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      for (const v of leaves(b)) queue.push(v);
    } else if (t === 2) {
      const base = blossombase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v];
      if (label[b] & 4) {
        base = blossombase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]];
        b = inblossom[v];
        v = endpoint[labelend[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = ei[k];
    let w = ej[k];
    const bb = inblossom[base];
    let bv = inblossom[v];
    let bw = inblossom[w];
    const b = unusedblossoms.pop() as number;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]);
      v = endpoint[labelend[bv]];
      bv = inblossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw] ^ 1);
      w = endpoint[labelend[bw]];
      bw = inblossom[w];
    }
    label[b] = 1;
    labelend[b] = labelend[bb];
    dualvar[b] = 0n;
    for (const lv of leaves(b)) {
      if (label[inblossom[lv]] === 2) queue.push(lv);
      inblossom[lv] = b;
    }
    const bestedgeto: number[] = new Array(2 * nvertex).fill(-1);
    for (const cb of path) {
      let nblists: number[][];
      if (blossombestedges[cb] === null) {
        nblists = leaves(cb).map((lv) => neighbend[lv].map((p) => p >> 1));
      } else nblists = [blossombestedges[cb] as number[]];
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let i = ei[kk];
          let j = ej[kk];
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j];
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj]))) bestedgeto[bj] = kk;
        }
      }
      blossombestedges[cb] = null;
      bestedge[cb] = -1;
    }
    const be = bestedgeto.filter((x) => x !== -1);
    blossombestedges[b] = be;
    bestedge[b] = -1;
    for (const kk of be) if (bestedge[b] === -1 || slack(kk) < slack(bestedge[b])) bestedge[b] = kk;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b] as number[];
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0n) expandBlossom(s, endstage);
      else for (const v of leaves(s)) inblossom[v] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b] as number[];
      const entrychild = inblossom[endpoint[labelend[b] ^ 1]];
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const at = (arr: number[], idx: number) => arr[((idx % arr.length) + arr.length) % arr.length];
      let p = labelend[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = true;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = true;
        j += jstep;
      }
      const bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelend[endpoint[p ^ 1]] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
        if (label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let vfound = -1;
        for (const v of leaves(bvv)) {
          if (label[v] !== 0) {
            vfound = v;
            break;
          }
        }
        if (vfound !== -1) {
          label[vfound] = 0;
          label[endpoint[mate[blossombase[bvv]]]] = 0;
          assignLabel(vfound, 2, labelend[vfound]);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t];
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b] as number[];
    const endps = blossomendps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    const at = (arr: number[], idx: number) => arr[((idx % arr.length) + arr.length) % arr.length];
    while (j !== 0) {
      j += jstep;
      let tt = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (tt >= nvertex) augmentBlossom(tt, endpoint[p]);
      j += jstep;
      tt = at(childs, j);
      if (tt >= nvertex) augmentBlossom(tt, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    const k = i >= 0 ? i : i + childs.length;
    blossomchilds[b] = childs.slice(k).concat(childs.slice(0, k));
    blossomendps[b] = endps.slice(k).concat(endps.slice(0, k));
    blossombase[b] = blossombase[(blossomchilds[b] as number[])[0]];
  };

  const augmentMatching = (k: number): void => {
    for (const [s0, p0] of [
      [ei[k], 2 * k + 1],
      [ej[k], 2 * k],
    ]) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s];
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]];
        const bt = inblossom[t];
        s = endpoint[labelend[bt]];
        const j = endpoint[labelend[bt] ^ 1];
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt];
        p = labelend[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nvertex; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b++) blossombestedges[b] = null;
    allowedge.fill(false);
    queue = [];
    for (let v = 0; v < nvertex; v++) if (mate[v] === -1 && label[inblossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (const p of neighbend[v]) {
          const k = p >> 1;
          const w = endpoint[p];
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0n;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0n) allowedge[k] = true;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]] === 1) {
            const b = inblossom[v];
            if (bestedge[b] === -1 || kslack < slack(bestedge[b])) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w])) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;
      let deltatype = -1;
      let delta = 0n;
      let deltaedge = -1;
      let deltablossom = -1;
      // delta1: the smallest vertex dual (no max-cardinality requirement).
      deltatype = 1;
      delta = dualvar[0];
      for (let v = 1; v < nvertex; v++) if (dualvar[v] < delta) delta = dualvar[v];
      for (let v = 0; v < nvertex; v++) {
        if (label[inblossom[v]] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v];
          }
        }
      }
      for (let b = 0; b < 2 * nvertex; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]) / 2n;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b];
          }
        }
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1 && label[b] === 2 && (deltatype === -1 || dualvar[b] < delta)) {
          delta = dualvar[b];
          deltatype = 4;
          deltablossom = b;
        }
      }
      for (let v = 0; v < nvertex; v++) {
        const l = label[inblossom[v]];
        if (l === 1) dualvar[v] -= delta;
        else if (l === 2) dualvar[v] += delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] += delta;
          else if (label[b] === 2) dualvar[b] -= delta;
        }
      }
      if (deltatype === 1) break;
      else if (deltatype === 2) {
        allowedge[deltaedge] = true;
        let i = ei[deltaedge];
        if (label[inblossom[i]] === 0) i = ej[deltaedge];
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = true;
        queue.push(ei[deltaedge]);
      } else if (deltatype === 4) expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++) {
      if (blossomparent[b] === -1 && blossombase[b] >= 0 && label[b] === 1 && dualvar[b] === 0n) expandBlossom(b, true);
    }
  }
  return mate.map((p) => (p >= 0 ? endpoint[p] : -1));
}
