// Word-level difference between two Turkish texts: longest common subsequence over word tokens,
// punctuation kept as tokens of its own. Used to show what changed between the editions of the Laws.
// Pure and dependency-free (runs at build time and in tests).

export type DiffOp = 'same' | 'add' | 'del';

export interface DiffPart {
  op: DiffOp;
  /** The text of the run, with the spacing of its source (no leading space on the first run). */
  text: string;
}

interface Token {
  /** As written. */
  t: string;
  /** Whitespace before the token in its source. */
  ws: string;
  /** Comparison key: Turkish lower case, typographic apostrophes folded. */
  k: string;
}

// A number with its dots ("7.5.5", "4.3"), a word (letters with combining marks), or one other
// non-space character (punctuation, symbols).
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+|[^\s\p{L}\p{M}\p{N}]/gu;

function foldKey(t: string): string {
  return t
    .toLocaleLowerCase('tr')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-');
}

export interface DiffOptions {
  /** Compare tokens exactly (case and apostrophe style count). Default: loose comparison. */
  exact?: boolean;
}

export function tokenize(text: string, opts: DiffOptions = {}): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    // The first token of a text gets a virtual space: when it lands in the middle of a diff (after
    // a deleted first word of the other text), it must not stick to the word before it.
    const ws = out.length === 0 ? ' ' : text.slice(last, m.index).replace(/\s+/g, ' ');
    out.push({ t: m[0], ws, k: opts.exact ? m[0] : foldKey(m[0]) });
    last = m.index + m[0].length;
  }
  return out;
}

/** Token-level alignment: the LCS of the two token lists (after trimming common ends). */
function align(a: Token[], b: Token[]): { op: DiffOp; tok: Token }[] {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre].k === b[pre].k) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf].k === b[b.length - 1 - suf].k) suf++;
  const A = a.slice(pre, a.length - suf);
  const B = b.slice(pre, b.length - suf);
  const n = A.length;
  const m = B.length;
  // lcs[i][j] = LCS length of A[i..] and B[j..], in one flat array.
  const w = m + 1;
  const lcs = new Uint16Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * w + j] = A[i].k === B[j].k ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
    }
  }
  const mid: { op: DiffOp; tok: Token }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && A[i].k === B[j].k) {
      mid.push({ op: 'same', tok: B[j] });
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[(i + 1) * w + j] >= lcs[i * w + j + 1])) {
      mid.push({ op: 'del', tok: A[i++] });
    } else {
      mid.push({ op: 'add', tok: B[j++] });
    }
  }
  return [
    ...b.slice(0, pre).map((tok) => ({ op: 'same' as const, tok })),
    ...mid,
    ...b.slice(b.length - suf).map((tok) => ({ op: 'same' as const, tok })),
  ];
}

/**
 * Word-level difference from `before` to `after`. Runs of the same kind are merged; within a changed
 * stretch deletions come before additions. Concatenating the "same" and "del" runs gives `before`,
 * the "same" and "add" runs give `after` (whitespace normalised to single spaces, and "same" runs
 * written as in `after`). By default case and apostrophe style are ignored; `exact` compares as written.
 */
export function wordDiff(before: string, after: string, opts: DiffOptions = {}): DiffPart[] {
  const steps = align(tokenize(before, opts), tokenize(after, opts));
  // Put deletions before additions inside every changed stretch.
  const ordered: typeof steps = [];
  let dels: typeof steps = [];
  let adds: typeof steps = [];
  const flush = () => {
    ordered.push(...dels, ...adds);
    dels = [];
    adds = [];
  };
  for (const s of steps) {
    if (s.op === 'same') {
      flush();
      ordered.push(s);
    } else (s.op === 'del' ? dels : adds).push(s);
  }
  flush();

  const parts: DiffPart[] = [];
  for (const [idx, s] of ordered.entries()) {
    const text = (idx === 0 ? '' : s.tok.ws) + s.tok.t;
    const last = parts.at(-1);
    if (last && last.op === s.op) last.text += text;
    else parts.push({ op: s.op, text });
  }
  return parts;
}

/** Share of tokens the two texts have in common (Dice coefficient over the LCS): 0 … 1. */
export function similarity(before: string, after: string): number {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length + b.length === 0) return 1;
  const same = align(a, b).filter((s) => s.op === 'same').length;
  return (2 * same) / (a.length + b.length);
}

/** Text of one side of a diff: "before" (same + del) or "after" (same + add). */
export function sideText(parts: DiffPart[], side: 'before' | 'after'): string {
  const skip: DiffOp = side === 'before' ? 'add' : 'del';
  return parts
    .filter((p) => p.op !== skip)
    .map((p) => p.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
