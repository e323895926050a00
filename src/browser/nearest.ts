// Nearest existing article numbers to an unknown one (browser-safe: no Node APIs).
export function compareNumbers(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const na = /^\d+$/.test(pa[i]) ? Number(pa[i]) : NaN;
    const nb = /^\d+$/.test(pb[i]) ? Number(pb[i]) : NaN;
    if (!Number.isNaN(na) && !Number.isNaN(nb)) {
      if (na !== nb) return na - nb;
    } else if (!Number.isNaN(na)) return -1;
    else if (!Number.isNaN(nb)) return 1;
    else if (pa[i] !== pb[i]) return pa[i].localeCompare(pb[i], 'en', { numeric: true });
  }
  return 0;
}

/** Same prefix first ("7.5.9" → 7.5, 7.5.1 …); failing that, the numbers around where it would sort. */
export function nearestFrom(all: string[], wanted: string, count = 5): string[] {
  const sorted = [...all].sort(compareNumbers);
  const w = wanted
    .trim()
    .replace(/^(madde|ek)\s*/i, '')
    .replace(/\.$/, '');
  const parts = w.split('.');
  for (let len = parts.length - 1; len >= 1; len--) {
    const prefix = parts.slice(0, len).join('.');
    const hits = sorted.filter((n) => n === prefix || n.startsWith(prefix + '.'));
    if (hits.length) return hits.slice(0, count);
  }
  const pos = sorted.findIndex((n) => compareNumbers(n, w) > 0);
  const at = pos < 0 ? sorted.length : pos;
  const start = Math.max(0, Math.min(at - Math.ceil(count / 2), sorted.length - count));
  return sorted.slice(start, start + count);
}
